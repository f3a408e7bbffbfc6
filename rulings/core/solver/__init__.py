"""The double-dummy solver (``engine``) and the analysis of a deal record with it."""
