"""The game page's longest part (settlement, explained deals, convention) kept in Django's cache
(selectors.explained_html): drawn once per game version, language and whether the viewer may
edit; the CSRF tokens of its forms are the request's own, never kept."""

import re

import pytest
from django.core.cache import cache
from django.test import Client

from rulings.calculator import selectors, services
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db

TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]*)"')


@pytest.fixture
def drawings(monkeypatch):
    """The explained parts drawn (rendered) rather than taken from the cache."""
    cache.clear()
    drawn = []
    real = selectors.render_to_string

    def render_to_string(name, context, *args, **kwargs):
        drawn.append((context["game"].version, context["can_edit"]))
        return real(name, context, *args, **kwargs)

    monkeypatch.setattr(selectors, "render_to_string", render_to_string)
    return drawn


def explained(html: str) -> str:
    """The kept part of a page, its CSRF tokens blanked (each request has its own)."""
    start = html.index('<section id="settlement"')
    end = html.index('<nav class="game-links"')
    return TOKEN.sub('name="csrfmiddlewaretoken" value=""', html[start:end])


def test_a_page_served_twice_draws_its_deals_once_with_the_requests_own_tokens(
    client, make_game, drawings
):
    game = make_game(deals=SOCHI_DEALS[:3], whist_price=1)
    first = client.get(f"/en/score/{game.pk}/").content.decode()
    second = client.get(f"/en/score/{game.pk}/").content.decode()
    assert drawings == [(game.version, True)]
    assert explained(first) == explained(second)
    assert 'id="deal-2"' in first and 'class="price-form"' in first
    start, end = second.index('<section id="settlement"'), second.index('<nav class="game-links"')
    tokens = set(TOKEN.findall(second[start:end]))
    assert len(tokens) == 1 and selectors.CSRF_MARK not in second
    assert re.fullmatch(r"[A-Za-z0-9]{64}", tokens.pop())
    kept = [v for k, v in cache._cache.items() if "explained" in k]  # locmem: pickled values
    assert kept and all(selectors.CSRF_MARK.encode() in v for v in kept)
    assert not any(t.encode() in v for v in kept for t in TOKEN.findall(first + second))


def test_a_delete_form_from_the_served_page_passes_the_csrf_check(client, make_game, drawings):
    game = make_game(deals=SOCHI_DEALS[:2])
    owner = client
    owner.handler.enforce_csrf_checks = True
    owner.get(f"/en/score/{game.pk}/")  # drawn (and kept)
    html = owner.get(f"/en/score/{game.pk}/").content.decode()  # served
    form = html[html.index('<form id="deal-list-form"') :]
    token = TOKEN.search(form).group(1)
    response = owner.post(
        f"/en/score/{game.pk}/deals/delete/",
        {"csrfmiddlewaretoken": token, "version": game.version, "index": 1},
    )
    assert response.status_code == 302
    game.refresh_from_db()
    assert len(game.deals) == 1


def test_a_new_deal_shows_at_the_new_version(client, make_game, drawings):
    game = make_game(deals=SOCHI_DEALS[:2])
    assert 'id="deal-2"' not in client.get(f"/en/score/{game.pk}/").content.decode()
    game = services.game_add_deal(game=game, version=game.version, deal=SOCHI_DEALS[2])
    html = client.get(f"/en/score/{game.pk}/").content.decode()
    assert 'id="deal-2"' in html
    assert f'name="version" value="{game.version}"' in explained(html)
    assert [version for version, _ in drawings] == [game.version - 1, game.version]


def test_the_owner_and_a_share_link_viewer_each_see_their_own_buttons(client, make_game, drawings):
    game = make_game(deals=SOCHI_DEALS[:2])
    spectator = Client()
    for _ in range(2):  # drawn, then served: neither gets the other's drawing
        own = client.get(f"/en/score/{game.pk}/").content.decode()
        shared = spectator.get(f"/en/score/s/{game.share_token}/").content.decode()
        assert ">Delete</button>" in own and 'class="price-form"' in own
        assert "?edit=1&amp;edit_of=" in own
        assert ">Delete</button>" not in shared and "price-form" not in shared
        assert "edit_of=" not in shared and "csrfmiddlewaretoken" not in explained(shared)
        assert 'id="deal-1"' in shared
    assert sorted(drawings) == [(game.version, False), (game.version, True)]


def test_english_and_russian_pages_do_not_mix(client, make_game, drawings):
    game = make_game(deals=SOCHI_DEALS[:2])
    for _ in range(2):
        english = explained(client.get(f"/en/score/{game.pk}/").content.decode())
        russian = explained(client.get(f"/score/{game.pk}/").content.decode())
        assert ">Deals</h2>" in english and ">Delete</button>" in english
        assert ">Сдачи</h2>" in russian and ">Удалить</button>" in russian
        assert "Сдачи" not in english and ">Deals</h2>" not in russian
    assert len(drawings) == 2


def test_a_plain_look_serves_the_whole_game_section_drawn_with_a_fresh_wizard_token(
    client, make_game, drawings, monkeypatch
):
    from rulings.calculator.views import common as views

    game = make_game(deals=SOCHI_DEALS[:2])
    sections = []
    real = views.render_to_string
    monkeypatch.setattr(
        views, "render_to_string", lambda *a, **k: sections.append(a[0]) or real(*a, **k)
    )
    first = client.get(f"/en/score/{game.pk}/").content.decode()
    second = client.get(f"/en/score/{game.pk}/", headers={"HX-Request": "true"}).content.decode()
    assert sections == ["calculator/game.html#game"]  # drawn once, served to the htmx swap too
    assert second.strip().startswith('<section id="game"') and "<html" not in second
    wizard = second[second.index('<form id="wizard-form"') :]
    assert re.fullmatch(r"[A-Za-z0-9]{64}", TOKEN.search(wizard).group(1))
    assert selectors.CSRF_MARK not in first + second
    kept = [v for k, v in cache._cache.items() if ":game-" in k]
    assert len(kept) == 1 and selectors.CSRF_MARK.encode() in kept[0]
    html = client.get(f"/en/score/{game.pk}/?edit=0&edit_of=x").content.decode()
    assert "Edit entry" in html or "no longer in the game" in html  # not the kept section
    assert len(sections) == 1
