"""The table's pages (issue 19): a deal played by posting cards, the signed state, a stale or
forged page, illegal cards, the analysis, «play again from here», progress, practice."""

from __future__ import annotations

import re

import pytest
from django.core import signing
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutorial import lessons
from tutorial.models import LevelProgress

LEVEL = "table-misere-duck"  # West led 7♠, East 9♠; South holds J♠ 8♠ and must duck
URL = f"/learn/table/{LEVEL}/"
HTMX = {"HTTP_HX_REQUEST": "true"}
pytestmark = pytest.mark.django_db


def token_of(page: str) -> str:
    return re.search(r'name="state" value="([^"]+)"', page).group(1)


def enabled_cards(page: str) -> list[str]:
    return re.findall(r'name="card" value="(\w+)" class="card-button"(?! disabled)', page)


def play_line(client, line, url=URL):
    response = client.get(url)
    for card in line:
        response = client.post(url, {"state": token_of(response.text), "card": card})
        assert response.status_code == 200, (card, response.status_code)
    return response


def test_the_level_page_and_the_practice_permalink_open_the_table(client):
    assert client.get(f"/learn/level/{LEVEL}/").headers["Location"] == URL
    response = client.get("/learn/practice/defence-table/5/")
    assert response.headers["Location"] == "/learn/table/defence-table-practice-5/"
    page = client.get(response.headers["Location"]).text
    assert enabled_cards(page)


def test_the_table_shows_the_contract_goal_trick_and_only_legal_cards(client):
    page = client.get(URL).text
    assert "Цель:" in page and "Сыграйте мизер" in page
    assert sorted(enabled_cards(page)) == ["8S", "JS"]  # spades led: the others are disabled
    assert "Ваш ход." in page
    assert 'data-card="7S"' in page and 'data-card="9S"' in page  # the trick in the middle


def test_a_deal_played_to_the_goal_is_a_right_answer_with_stars(client):
    response = play_line(client, lessons.level(LEVEL).exercise.answer)
    assert "Цель достигнута." in response.text and 'class="verdict right"' in response.text
    row = LevelProgress.objects.get(level_id=LEVEL)
    assert row.completed_at is not None and row.stars == 3


def test_a_deal_that_misses_the_goal_is_recorded_as_a_wrong_answer(client):
    response = play_line(client, ["JS", "8S", "8H", "8D", "10C", "AC"])
    assert "Цель не достигнута." in response.text
    row = LevelProgress.objects.get(level_id=LEVEL)
    assert row.completed_at is None and row.misses == 1 and row.stars == 0
    analysis = client.get(f"{URL}analysis/", **HTMX)
    assert analysis.status_code == 200
    assert 'data-card="JS"' in analysis.text and "Сыграть отсюда ещё раз" in analysis.text
    again = client.post(f"{URL}again/", {"state": token_of(response.text), "trick": "5"})
    assert again.status_code == 200 and sorted(enabled_cards(again.text)) == ["8S", "JS"]


def test_htmx_swaps_the_table_only(client):
    page = client.get(URL).text
    response = client.post(URL, {"state": token_of(page), "card": "8S"}, **HTMX)
    assert response.status_code == 200
    assert response.text.lstrip().startswith('<section id="table"')


def test_a_stale_page_is_told_the_deal_moved_on_and_sees_the_table_as_it_is(client):
    old = client.get(URL).text
    now = client.post(URL, {"state": token_of(old), "card": "8S"}).text
    response = client.post(URL, {"state": token_of(old), "card": "JS"})
    assert response.status_code == 409
    assert "ушла дальше в другой вкладке" in response.text
    assert token_of(response.text) == token_of(now)  # the table as it is, not as it was sent
    assert LevelProgress.objects.count() == 0  # nothing finished, nothing recorded


def test_a_forged_state_is_refused_with_the_table_as_it_was(client):
    page = client.get(URL).text
    token = token_of(page)
    for forged in (
        token[:-2] + ("AA" if token[-2:] != "AA" else "BB"),
        signing.dumps({"level": LEVEL, "played": "W:7S E:9S S:JS"}, salt="another"),
        signing.dumps({"level": "table-catch-lead", "played": ""}, salt="tutorial.table"),
        "",
    ):
        response = client.post(URL, {"state": forged, "card": "8S"})
        assert response.status_code == 400, forged
        assert 'role="alert"' in response.text
        assert sorted(enabled_cards(response.text)) == ["8S", "JS"]


def test_a_signed_state_the_table_would_not_play_is_refused(client):
    """Signed by the site but not a deal this table played (a key leaked, an old level)."""
    forged = signing.dumps({"level": LEVEL, "played": "W:7S E:QS"}, salt="tutorial.table")
    response = client.post(URL, {"state": forged, "card": "8S"})
    assert response.status_code == 400


def test_an_illegal_card_or_one_not_in_the_hand_is_a_400_in_the_players_words(client):
    token = token_of(client.get(URL).text)
    response = client.post(URL, {"state": token, "card": "AC"})
    assert response.status_code == 400 and "нужно ходить в масть" in response.text
    response = client.post(URL, {"state": token, "card": "KS"})
    assert response.status_code == 400 and "у вас нет" in response.text
    response = client.post(URL, {"state": token, "card": "X"})
    assert response.status_code == 400 and "Выберите карту" in response.text


def test_a_card_after_the_deal_is_over_is_refused(client):
    response = play_line(client, lessons.level(LEVEL).exercise.answer)
    late = client.post(URL, {"state": token_of(response.text), "card": "AC"})
    assert late.status_code == 409 and "доиграна" in late.text
    assert LevelProgress.objects.get(level_id=LEVEL).attempts == 1  # recorded once


def test_the_analysis_waits_for_the_end_and_other_levels_are_not_tables(client):
    assert client.get(f"{URL}analysis/").status_code == 409
    assert client.get("/learn/table/trump-wins/").status_code == 404
    assert client.get("/learn/table/no-such-level/").status_code == 404
    assert (
        client.get("/learn/table/defence-table-practice-99999999999999999999/").status_code == 404
    )


def test_the_english_table(client):
    page = client.get(f"/en{URL}").text
    assert "Goal:" in page and "Your turn." in page and "Play the misère" in page


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    state=st.one_of(st.text(max_size=60), st.just("\x00"), st.just("a" * 5000)),
    card=st.one_of(st.text(max_size=12), st.just("\ud800"), st.just("9" * 400)),
    trick=st.one_of(st.text(max_size=6), st.just("99999999999999999999")),
)
def test_hostile_form_values_get_a_4xx_never_a_500(client, state, card, trick):
    for url, data in (
        (URL, {"state": state, "card": card}),
        (f"{URL}again/", {"state": state, "trick": trick}),
    ):
        try:
            response = client.post(url, data)
        except ValueError:  # the test client refuses to encode a lone surrogate itself
            continue
        assert 400 <= response.status_code < 500


# -- «Разобрать»: a deal from the deal viewer at the table ------------------------------------


def viewer_record() -> str:
    from rulings.examples import example_record, player_names
    from rulings.viewer import dumps

    return dumps(example_record("renonce", player_names()))


def test_a_viewer_deal_opens_at_the_table_from_the_chosen_seat(client):
    """The renonce example: Аня plays 6♠; from Боря's seat Боря is South, Вера West, Аня East
    (clockwise), every hand open, and the goal is what best play gives the defenders."""
    viewer = client.get("/deal/?example=renonce").text
    assert 'class="drill-form"' in viewer and "Разобрать" in viewer
    response = client.post("/learn/table/drill/", {"record": viewer_record(), "player": "Боря"})
    assert response.status_code == 302
    url = response.headers["Location"]
    page = client.get(url).text
    assert "вы за игрока Боря" in page
    assert "Не дайте разыгрывающему (Восток)" in page  # Аня, East of Боря
    assert 'data-card="KS"' in page and enabled_cards(page)  # Боря's K♠ is South's
    first = enabled_cards(page)[0]
    after = client.post(url, {"state": token_of(page), "card": first})
    assert after.status_code == 200
    assert LevelProgress.objects.count() == 0  # a drill is not a course level


def test_a_drill_with_a_damaged_link_or_a_stranger_is_refused(client):
    assert client.get("/learn/table/drill/not-a-token/").status_code == 404
    bad = client.post("/learn/table/drill/", {"record": viewer_record(), "player": "Никто"})
    assert bad.status_code == 400 and "Выберите одного из игроков" in bad.content.decode()
    assert client.post("/learn/table/drill/", {"record": "{", "player": "Аня"}).status_code == 400


def test_the_session_remembers_only_the_last_tables(client):
    """The session is a signed cookie: a learner playing many practice deals does not grow it
    past the last eight tables."""
    for seed in range(10):
        url = f"/learn/table/defence-table-practice-{seed}/"
        page = client.get(url).text
        client.post(url, {"state": token_of(page), "card": enabled_cards(page)[0]})
    tables = client.session["tables"]
    assert list(tables) == [f"defence-table-practice-{seed}" for seed in range(2, 10)]


@pytest.mark.parametrize("stage", ["defence-table", "misere-table"])
def test_a_practice_table_says_its_intro_once(client, stage):
    from tutorial.lessons.generators import generate

    level = generate(stage, 5)
    page = re.sub(r"<[^>]+>", "", client.get(f"/learn/table/{level.id}/").text)  # terms linked
    intro = level.exercise.prompt.ru.split(".")[0]
    assert page.count(intro) == 1, intro
