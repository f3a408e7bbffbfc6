"""Clubs (docs/houses.md): a host's club on the site, its members and roles, its versioned
house rules, its games and standings. A Django app of its own (label ``clubs``)."""
