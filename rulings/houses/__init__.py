"""House conventions: a club's table rules published as a page (docs/houses.md)."""
