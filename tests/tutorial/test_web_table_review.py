"""The table in the review session and at a stage's end (issue 19): a deal failed at the table
comes back at the table, dealt anew, and the review goes on from its verdict; a table practice
deal comes back as a new deal at the table; the last level of a table stage leads to the
stage's summary as other levels do; a fresh practice deal of a slow stage is one made ahead."""

import re
from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from tests.tutorial.test_web_review import make_user
from tests.tutorial.test_web_table import enabled_cards, play_line
from tutorial import lessons, services
from tutorial.lessons import made
from tutorial.models import ReviewItem
from tutorial.selectors import Owner

pytestmark = pytest.mark.django_db

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
DAY = timedelta(days=1)
LEVEL = "table-misere-duck"
FAILED = ["JS", "8S", "8H", "8D", "10C", "AC"]  # the jack overtakes: the misère is caught


def test_a_deal_failed_at_the_table_comes_back_at_the_table(client):
    with time_machine.travel(T0, tick=False) as clock:
        play_line(client, FAILED, f"/learn/table/{LEVEL}/")
        assert ReviewItem.objects.get().key == LEVEL
        clock.move_to(T0 + DAY)
        opened = client.get("/learn/review/next/").url
        assert opened == f"/learn/table/{LEVEL}/?review=1"
        page = client.get(opened).text
        assert sorted(enabled_cards(page)) == ["8S", "JS"]  # dealt anew, not the failed deal
        assert f'action="{opened}"' in page  # its cards keep the review session
        done = play_line(client, lessons.level(LEVEL).exercise.answer, opened).text
        assert "Цель достигнута." in done
        assert 'href="/learn/review/next/"' in done and "Повторение окончено" in done
        assert ReviewItem.objects.get().step == 1  # next time in 3 days


def test_the_table_outside_the_review_keeps_a_finished_deal(client):
    play_line(client, FAILED, f"/learn/table/{LEVEL}/")
    page = client.get(f"/learn/table/{LEVEL}/").text
    assert "Цель не достигнута." in page and not enabled_cards(page)
    assert "Повторение окончено" not in page


def test_a_table_practice_deal_comes_back_as_a_new_deal_at_the_table(client):
    stage = "misere-table"
    with time_machine.travel(T0, tick=False) as clock:
        deal = lessons.generate(stage, 4)
        play_line(client, [deal.exercise.wrong[0]], f"/learn/table/{deal.id}/")
        page = client.get(f"/learn/table/{deal.id}/").text
        while enabled_cards(page):  # played on to its end, the goal missed
            page = play_line(client, enabled_cards(page)[:1], f"/learn/table/{deal.id}/").text
        assert ReviewItem.objects.get().key == f"{stage}-practice"
        clock.move_to(T0 + DAY)
        served = client.get("/learn/review/next/").url
        found = re.fullmatch(rf"/learn/practice/{stage}/(\d+)/\?review=1", served)
        assert found
        table = client.get(served)
        assert table.url == f"/learn/table/{stage}-practice-{found[1]}/?review=1"
        assert enabled_cards(client.get(table.url).text)


def test_the_last_table_level_of_a_stage_leads_to_its_summary(client):
    anna = make_user()
    client.force_login(anna)
    stage = lessons.stage("misere-table")
    *others, last = stage.levels
    for level in others:
        services.record_answer(Owner(user=anna), level.id, correct=True, stars=3)
    done = play_line(client, last.exercise.answer, f"/learn/table/{last.id}/").text
    assert "Цель достигнута." in done
    assert f'href="/learn/{stage.id}/done/"' in done and "Этап пройден: итоги" in done
    first = play_line(client, others[0].exercise.answer, f"/learn/table/{others[0].id}/").text
    assert "Итоги этапа" in first  # a level before the last: its summary beside «Дальше»
    assert f'href="/learn/level/{others[1].id}/"' in first


@pytest.mark.parametrize("stage_id", ["misere", "whist-or-pass"])
def test_a_fresh_deal_of_a_slow_stage_is_one_made_ahead(client, stage_id):
    for _ in range(5):
        url = client.get(f"/learn/practice/{stage_id}/").url
        seed = int(re.fullmatch(rf"/learn/practice/{stage_id}/(\d+)/", url)[1])
        assert seed in made.pooled_seeds(stage_id)


def test_a_fresh_deal_of_another_stage_is_any_seed(client):
    seeds = {client.get("/learn/practice/auction/").url for _ in range(5)}
    assert len(seeds) > 1 and not made.pooled_seeds("auction")
