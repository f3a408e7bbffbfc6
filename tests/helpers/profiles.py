"""The number of examples a property runs, under the Hypothesis profile tests/conftest.py loads.

The ci profile runs 100 examples by default, the dev profile 20; a property that asks for its own
number writes ``@settings(max_examples=examples(500))``: 500 under ci, a fifth (never fewer than
10, or n if n is smaller) under dev.
"""

from hypothesis import settings

CI_EXAMPLES = 100  # the ci profile's default, the scale the numbers in the tests are written in


def examples(n: int) -> int:
    """``n`` examples scaled by the loaded profile (ci: n; dev: n / 5, at least 10)."""
    scaled = n * settings.default.max_examples // CI_EXAMPLES
    return max(min(n, 10), scaled)
