"""The adjudicator's web question flow (арбитр): views, forms, services, the ruling card."""
