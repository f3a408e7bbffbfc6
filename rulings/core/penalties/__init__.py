"""The arbiter: each irregularity's ruling (renonce, card out of turn, peek, claim, talon,
misdeal), the facts they read from the request, and the ruling card (``adjudicate``)."""
