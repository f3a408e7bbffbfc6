"""Helpers shared by the tests, imported as ``tests.helpers.<module>``.

- adjudication: real deals for the adjudicator, plays scripted card by card;
- scoring: score one deal and sum its entries by column;
- calculator: the calculator tests' data (a whole Sochi game);
- arbiter: the arbiter flow's hidden state read back from a page;
- calculator_table: the calculator's deal wizard as a player taps through it (browser tests);
- migrations: the database taken to a migration and back (the migration tests);
- service_worker: wait until the offline pulya's service worker controls a page (browser tests,
  `bench/entry_taps.py --offline`);
- profiles: the number of Hypothesis examples under the loaded profile;
- data: the JSON files of tests/data (bench deals, peer vectors, source passages).
"""
