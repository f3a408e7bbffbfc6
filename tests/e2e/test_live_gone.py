"""A game deleted while phones watch it live (issue 24), in Debian's chromium: its version kept
for the poll goes with it (rulings/calculator/signals.py), so the next poll is a 404, not a kept
304; the page then says the game is gone, at the top, and asks no more. The site has no button
that deletes a game: the test deletes it as its owner's account deletion would, in the database.
"""

import pytest
from playwright.sync_api import Browser, Page, expect

from rulings.models import Game
from tests.e2e.test_calculator import start_three
from tests.e2e.test_live import polls_of, seen_at_the_first_poll_after

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GONE = "Этой игры больше нет: её удалили."


def test_a_deleted_game_tells_its_watchers_and_their_polls_stop(
    live_server, phone_page: Page, browser: Browser, tmp_path
):
    owner = phone_page
    start_three(live_server, owner)
    share_url = owner.locator("#share-url").input_value()
    owned = polls_of(owner)

    spectator_context = browser.new_context(locale="ru-RU")
    watcher = spectator_context.new_page()
    watcher.set_viewport_size({"width": 375, "height": 812})
    watched = polls_of(watcher)
    watcher.goto(share_url)
    expect(watcher.locator("svg.pulya")).to_be_visible()
    expect(watcher.locator("#live-gone")).to_be_hidden()
    while watched.count(304) < 2:
        watcher.wait_for_timeout(200)  # the version kept in the cache, answered from there

    before = (len(watched), len(owned))
    Game.objects.get().delete()

    for page, statuses, answered in ((watcher, watched, before[0]), (owner, owned, before[1])):
        gone = page.locator("#live-gone")
        expect(gone).to_be_visible()
        expect(gone).to_have_text(GONE)
        seen_at_the_first_poll_after(statuses, answered, status=404)
        # at the top of the game, where a phone held at the sheet reads it
        assert page.evaluate("document.getElementById('game').firstElementChild.id") == "live-gone"
    watcher.screenshot(path=str(tmp_path / "gone-375.png"))
    asked = (len(watched), len(owned))
    watcher.wait_for_timeout(3_000)  # three polls' time
    assert (len(watched), len(owned)) == asked  # none after the 404
    assert watched[-1] == 404 and owned[-1] == 404, (watched, owned)
    spectator_context.close()
