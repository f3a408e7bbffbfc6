"""The rules of the game under a convention: the auction, the contract checks, the whisting and
the play of the cards."""
