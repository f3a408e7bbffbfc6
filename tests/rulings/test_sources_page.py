"""The sources page lists every source with what it covers, in both languages, and the site's
citations link to it."""

import pytest
from django.utils import translation

from rulings.core import SOURCES, Convention
from rulings.templatetags.sources import citation

pytestmark = pytest.mark.django_db


def test_the_page_lists_every_source_in_russian(client):
    response = client.get("/sources/")

    html = response.content.decode()
    assert response.status_code == 200
    assert '<html lang="ru">' in html
    for key in SOURCES:
        assert f'id="{key}"' in html
    assert "<h3>кодекс Лесного</h3>" in html
    assert "<h3>таблица ленинградки (shram.kiev.ua)</h3>" in html
    assert "Д. Лесной" in html
    assert "1998" in html
    # the five texts come before the pages, books and programs
    assert html.index('id="sochi_four"') < html.index('id="code"')


def test_the_page_lists_every_source_in_english(client):
    response = client.get("/en/sources/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "<h3>Lesnoy&#x27;s code</h3>" in html
    assert "the Leningrad scoring table: undertricks doubled" in html
    assert 'href="https://iklub.rs/pref/pravilapreferansa.htm"' in html
    assert html.count('<article class="source"') == len(SOURCES)


def test_a_rule_text_links_each_source_in_the_readers_language():
    rule = "Lesnoy's code 3.9.3; the Sochi and Leningrad rules «Правила взяток»"

    with translation.override("ru"):
        html = citation(rule)
    assert html == (
        '<a href="/sources/#lesnoy">кодекс Лесного</a> 3.9.3; '
        '<a href="/sources/#sochi_leningrad">правила Сочи и Ленинграда</a> «Правила взяток»'
    )


def test_an_options_citations_are_written_and_linked():
    sources = {i.name: i.source for i in Convention.options()}["talon_exposed_club_rule"]

    with translation.override("en"):
        html = citation(sources)
    assert html == (
        '<a href="/en/sources/#preferans_club">the talon rules of preferans-club.ru</a>: club rule'
    )
    with translation.override("ru"):
        assert citation(sources).endswith("preferans-club.ru</a>: клубное правило")


def test_text_around_the_names_is_escaped():
    with translation.override("ru"):
        html = citation("<b>the classic text</b>")
    assert html == ('&lt;b&gt;<a href="/sources/#classic">классический текст</a>&lt;/b&gt;')
