"""The rules of the game under a convention: the auction, the whisting and the play of the cards."""
