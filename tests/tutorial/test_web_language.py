"""English as a product of its own (issue 20): a first visit from a browser that prefers
English lands on the English site; a chosen language wins after; the API keeps the URL's
language; English pages name the sources in English and fold the Russian words beneath."""

import re

import pytest
from django.conf import settings

from tests.helpers.learn import level_url, right
from tutorial import lessons

pytestmark = pytest.mark.django_db

ENGLISH_FIRST = {"HTTP_ACCEPT_LANGUAGE": "en-GB,en;q=0.9,ru;q=0.5"}
RUSSIAN_FIRST = {"HTTP_ACCEPT_LANGUAGE": "ru-RU,ru;q=0.9,en;q=0.8"}


def test_a_browser_preferring_english_gets_the_english_page_on_its_first_visit(client):
    response = client.get("/learn/?house=demo", **ENGLISH_FIRST)
    assert response.status_code == 302
    assert response["Location"] == "/en/learn/?house=demo"  # the same page, its query kept
    assert "Accept-Language" in response["Vary"] and "Cookie" in response["Vary"]
    assert client.get(response["Location"], **ENGLISH_FIRST).status_code == 200
    assert client.get("/", **ENGLISH_FIRST)["Location"] == "/en/"


def test_a_browser_preferring_russian_or_saying_nothing_stays_on_the_russian_page(client):
    assert client.get("/learn/", **RUSSIAN_FIRST).status_code == 200
    assert client.get("/learn/").status_code == 200  # no Accept-Language: the default, Russian
    assert client.get("/learn/", HTTP_ACCEPT_LANGUAGE="de-DE,de").status_code == 200


def test_a_chosen_language_wins_over_the_browser(client):
    # the switcher on an English page, choosing Russian: the cookie says so from then on
    switched = client.post("/en/i18n/setlang/", {"language": "ru", "next": "/en/learn/"})
    assert switched.status_code == 302 and switched["Location"] == "/learn/"
    assert client.cookies[settings.LANGUAGE_COOKIE_NAME].value == "ru"
    page = client.get("/learn/", **ENGLISH_FIRST)
    assert page.status_code == 200 and '<html lang="ru">' in page.text
    # and choosing English sends the Russian address to the English one, whatever the browser
    client.post("/i18n/setlang/", {"language": "en", "next": "/learn/"})
    assert client.get("/learn/", **RUSSIAN_FIRST)["Location"] == "/en/learn/"


def test_an_english_address_is_never_redirected(client):
    assert client.get("/en/learn/", **RUSSIAN_FIRST).status_code == 200


def test_the_api_and_posts_keep_the_address_language(client):
    level = lessons.COURSE.levels[0]
    assert client.get(f"/api/learn/levels/{level.id}", **ENGLISH_FIRST).status_code == 200
    answered = client.post(level_url(level), right(level), **ENGLISH_FIRST)
    assert answered.status_code == 200 and '<html lang="ru">' in answered.text


def test_an_address_without_an_english_twin_is_left_alone(client):
    assert client.get("/healthz", **ENGLISH_FIRST).status_code == 200
    assert client.get("/no-such-page/", **ENGLISH_FIRST).status_code == 404


def quoted_level():
    """A level whose verdict cites a source with its Russian words."""
    return next(
        level
        for level in lessons.COURSE.levels
        if any(re.search("[а-яё]", c.quote, re.I) for c in level.sources)
    )


def citations_of(page: str) -> list[str]:
    return re.findall(r'<div class="citation">(.*?)</div>', page, re.S)


def test_an_english_page_names_the_source_in_english_and_folds_the_russian_words(client):
    level = quoted_level()
    quoted = next(c for c in level.sources if c.quote)
    page = client.post("/en" + level_url(level), right(level)).text
    cited = next(c for c in citations_of(page) if quoted.quote in c)
    title = re.search(r'<a href="/en/sources/#[\w-]+">([^<]+)</a>', cited).group(1)
    assert not re.search("[а-яё]", title, re.I)  # «Lesnoy's code, 3.8.14», not Russian
    folded = re.search(
        r"<details class=\"original\"><summary>([^<]+)</summary>(.*?)</details>", cited, re.S
    )
    assert folded.group(1) == "Russian original (not translated)"
    assert f'<q lang="ru">{quoted.quote}</q>' in folded.group(2)


def test_a_russian_page_shows_the_words_as_they_are(client):
    level = quoted_level()
    quoted = next(c for c in level.sources if c.quote)
    page = client.post(level_url(level), right(level)).text
    cited = next(c for c in citations_of(page) if quoted.quote in c)
    assert f'<q lang="ru">{quoted.quote}</q>' in cited and "<details" not in cited


def test_every_section_the_course_cites_is_named_in_english():
    from django.utils import translation

    from tutorial.display import clause_text

    cited = {c.clause for level in lessons.COURSE.levels for c in level.sources}
    with translation.override("en"):
        assert clause_text("Колода карт") == "«The deck»"
        assert clause_text("3.8.14") == "3.8.14"
        untranslated = {
            clause for clause in cited if re.search("[а-яё]", clause_text(clause), re.I)
        }
    assert not untranslated  # add the heading to display.SECTION_TITLES_EN
    with translation.override("ru"):
        assert clause_text("Колода карт") == "Колода карт"


def test_the_api_says_the_quotes_language(client):
    level = quoted_level()
    data = client.post(
        f"/en/api/learn/levels/{level.id}/answer",
        {"answer": right(level)["answer"][0]},
        content_type="application/json",
    ).json()
    quoted = [c for c in data["citation"] if c["quote"]]
    assert quoted and all(c["quote_language"] == "ru" for c in quoted)
    assert not any(re.search("[а-яё]", c["text"], re.I) for c in data["citation"])
