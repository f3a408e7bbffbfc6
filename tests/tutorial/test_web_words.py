"""A newcomer's words (issue 20): the glossary terms are tappable where the prose uses them,
the first stages show what the card letters mean, and the terms the course uses are defined."""

import re

import pytest
from django.utils import translation

from tests.helpers.learn import level_url
from tutorial import lessons
from tutorial.glossary import TERMS, link_terms

pytestmark = pytest.mark.django_db


def links(html: str) -> list[tuple[str, str]]:
    """(anchor, word) of every term link in ``html``."""
    return re.findall(r'<a class="term" href="[^"]*#([\w-]+)">([^<]*)</a>', html)


def test_the_first_use_of_a_term_is_linked_and_declined_forms_count():
    with translation.override("ru"):
        html = link_terms("Козыря бьют всё. Козырь — старшая масть. Взятку берёт козырь.", "ru")
    assert links(html) == [("trump", "Козыря"), ("trick", "Взятку")]
    assert html.count("/learn/terms/#trump") == 1  # once per term per text


def test_terms_are_whole_words_and_здесь_only_as_the_call():
    with translation.override("ru"):
        html = link_terms("Здесь и дальше: бескозырка, «здесь», верные взятки и взятка.", "ru")
    # «бескозырка» is no trumps, not the trump; a bare «Здесь» is the adverb, not the call;
    # «верные взятки» is the one term, and «взятка» after it is the trick
    assert links(html) == [
        ("no-trumps", "бескозырка"),
        ("here", "«здесь»"),
        ("sure-tricks", "верные взятки"),
        ("trick", "взятка"),
    ]


def test_the_prose_is_escaped_around_the_links():
    with translation.override("en"):
        html = link_terms('<script>alert("x")</script> the talon & <b>trumps</b>', "en")
    assert "<script>" not in html and "<b>" not in html
    assert html.startswith("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
    assert links(html) == [("talon", "talon"), ("trump", "trumps")]
    assert 'href="/en/learn/terms/#talon"' in html  # the English page's glossary


@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_terms_own_name_links_to_its_entry(language):
    """The prose patterns know at least the form the terms page itself uses."""
    with translation.override(language):
        for term in TERMS:
            assert term.anchor in dict(links(link_terms(str(term.name), language))), term.name


def test_the_missing_terms_are_defined_in_both_languages(client):
    wanted = {"here", "half-whist", "obligation", "remiz", "open-closed", "sure-tricks"}
    assert wanted | {"convention"} <= {term.anchor for term in TERMS}
    russian = client.get("/learn/terms/").text
    for name in ("«Здесь» и «держу»", "Полвиста", "Обязательство", "Ремиз", "Верные взятки"):
        assert name in russian
    assert "Вист в светлую и втёмную" in russian
    assert "на шестерной четыре, на семерной две" in russian  # Code 3.8.2: 6 → 4, 7 → 2
    english = client.get("/en/learn/terms/").text
    assert "Half-whist" in english and "four on a six, two on a seven" in english


def explanation_of(page: str) -> str:
    return re.search(r'<div class="explanation">(.*?)</div>', page, re.S).group(1)


def test_a_levels_prose_links_its_terms(client):
    level = next(
        level
        for level in lessons.COURSE.levels
        if "козыр" in level.explanation.ru and level.explanation.ru != level.exercise.prompt.ru
    )
    page = client.get(level_url(level)).text
    assert ("trump" in dict(links(explanation_of(page)))) or (
        "no-trumps" in dict(links(explanation_of(page)))
    )
    english = client.get("/en" + level_url(level)).text
    assert 'href="/en/learn/terms/#' in explanation_of(english)


def test_the_stage_intro_links_its_terms(client):
    stage = lessons.stages()[0]
    intro = re.search(
        r'<div class="intro">(.*?)</div>', client.get(f"/learn/{stage.id}/").text, re.S
    )
    assert links(intro.group(1))


LEGEND = re.compile(r'<p class="card-legend">(.*?)</p>', re.S)


def legend_of(page: str) -> str:
    found = LEGEND.search(page)
    return re.sub(r"<[^>]+>|&nbsp;", " ", found.group(1)) if found else ""


def test_the_first_stages_show_the_card_letters(client):
    first = next(level for level in lessons.stages()[0].levels if level.kind == "trick_winner")
    later = lessons.stage("discard").levels[0]
    legend = " ".join(legend_of(client.get(level_url(first)).text).split())
    assert legend == "Т = туз, К = король, Д = дама, В = валет"
    english = " ".join(legend_of(client.get("/en" + level_url(first)).text).split())
    assert english == "A = ace, K = king, Q = queen, J = jack"
    assert legend_of(client.get(level_url(later)).text) == ""  # past the first stages


def test_the_english_terms_name_the_russian_word_too(client):
    english = client.get("/en/learn/terms/").text
    assert '<dt id="talon">Talon <span lang="ru">(Прикуп)</span></dt>' in english
    assert '<dt id="half-whist">Half-whist <span lang="ru">(Полвиста)</span></dt>' in english
    russian = client.get("/learn/terms/").text
    assert '<dt id="talon">Прикуп</dt>' in russian  # a Russian page says it once
    assert "<b>Т</b>&nbsp;=&nbsp;туз" in russian  # the card letters are there too
