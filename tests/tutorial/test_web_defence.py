"""«Показать розыгрыш»: a weaker discard's verdict asks for the defence's line (solved on
request), swapped in by htmx or opened as a page without JavaScript."""

import re

import pytest

from rulings.core import PRESETS
from tutorial import lessons

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}
LEVEL = lessons.level("discard-keep-trumps")
WEAKER = ["7C", "7H"]  # a trump goes: South takes one trick fewer on every layout
URL = f"/learn/level/{LEVEL.id}/defence/"


def test_a_weaker_discard_offers_the_play_as_a_form_with_its_cards(client):
    response = client.post(f"/learn/level/{LEVEL.id}/", {"answer": WEAKER}, **HTMX)
    form = re.search(r'<form id="defence".*?</form>', response.text, re.S).group(0)
    assert f'action="{URL}"' in form and f'hx-get="{URL}"' in form
    assert re.findall(r'name="answer" value="([^"]+)"', form) == WEAKER
    assert "Показать розыгрыш" in form


def test_htmx_swaps_in_the_defence_trick_by_trick(client):
    response = client.get(URL, {"answer": WEAKER}, **HTMX)
    assert response.status_code == 200
    assert response.text.lstrip().startswith('<section id="defence"')
    line = lessons.defence_line(LEVEL, WEAKER, PRESETS["sochi"])
    assert len(line) == 30
    assert response.text.count('<li class="trick">') == 10
    first = re.search(r'<li class="trick">(.*?)</li>', response.text, re.S).group(1)
    assert first.count('class="played"') == 3
    assert {"Юг", "Запад", "Восток"} <= set(re.findall(r"(Юг|Запад|Восток)", first))


def test_without_javascript_the_defence_is_a_page_with_the_way_back(client):
    response = client.get(URL, {"answer": WEAKER})
    assert response.status_code == 200
    assert "<html" in response.text and response.text.count('<li class="trick">') == 10
    assert f'href="/learn/level/{LEVEL.id}/"' in response.text


def test_the_best_discard_has_no_defence_to_show(client):
    response = client.get(URL, {"answer": list(LEVEL.exercise.answer)}, **HTMX)
    assert response.status_code == 200
    assert '<li class="trick">' not in response.text


@pytest.mark.parametrize("answer", [[], ["7C"], ["7C", "7C"], ["7C", "zz"], ["7C", "JD"]])
def test_a_malformed_answer_is_a_400_with_the_reason(client, answer):
    response = client.get(f"/en{URL}", {"answer": answer}, **HTMX)
    assert response.status_code == 400
    assert 'role="alert"' in response.text


def test_unknown_level_is_a_404(client):
    assert client.get("/learn/level/no-such-level/defence/").status_code == 404


def test_a_practice_discard_shows_its_defence_and_leads_back_to_its_permalink(client):
    made = lessons.generate("discard", 3)
    weaker = list(made.exercise.wrong[0])
    page = client.post("/learn/practice/discard/3/", {"answer": weaker}, **HTMX).text
    assert f'action="/learn/level/{made.id}/defence/"' in page
    response = client.get(f"/learn/level/{made.id}/defence/", {"answer": weaker})
    assert response.status_code == 200
    assert response.text.count('<li class="trick">') == 10
    assert 'href="/learn/practice/discard/3/"' in response.text
