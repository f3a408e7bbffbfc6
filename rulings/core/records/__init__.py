"""Records: the deal record and the game record (JSON in, replayed through the rules), what a
deal came to (``DealResult``) and the incidents declared at the table."""
