"""The double-dummy solver (``engine``) and the analysis of a deal record with it."""

# the compiled engine registers itself with engine.solver_engine (engine.py does not import it)
from rulings.core.solver import compiled  # noqa: E402, F401
