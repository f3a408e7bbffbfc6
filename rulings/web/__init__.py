"""The common web layer: what the site's apps (the calculator, the adjudicator, the house
conventions) share, so that none of them imports another (import-linter checks it).

* ``htmx``, ``session``: request helpers (a fragment wanted; the visitor's key for anonymous
  games);
* ``words``, ``option_words``: the words for the core's codes (presets, score entries,
  contracts, calls) and for the convention options' values, checked at start-up (``checks``);
* ``texts``, ``conventions``: sentences about deals and entries, a convention in words;
* ``selectors``, ``services``: reads of the visitor's games, and the one write of a game record
  (its version checked, an undo step kept) that the calculator and the adjudicator both use.
"""
