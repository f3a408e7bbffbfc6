"""The pulya calculator (issue 4): keep a pulya at the table, deal by deal, in the browser."""
