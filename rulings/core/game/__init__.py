"""Cards, contracts and a deal: the objects of the game, before any convention."""
