"""The sheet as a picture (SVG, PNG), full screen, and the print page: permissions both ways
(the owner by the game's number, a spectator by the share token, nobody else), what the files
hold, and a clear 503 when the server cannot draw a PNG."""

import struct
import sys
import xml.etree.ElementTree as ET

import pytest
from django.test import Client

from rulings.calculator import sheet_image
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db

SVG = "{http://www.w3.org/2000/svg}"


def png_size(body: bytes) -> tuple[int, int]:
    """The PNG's width and height from its IHDR chunk (and that it is a PNG at all)."""
    assert body[:8] == b"\x89PNG\r\n\x1a\n"
    assert body[12:16] == b"IHDR"
    return struct.unpack(">II", body[16:24])


@pytest.fixture
def game(make_game):
    return make_game(players=("Анна", "Борис", "Вера"), deals=[], pulya=10)


def owner_urls(game):
    return [
        f"/score/{game.pk}/sheet.svg",
        f"/score/{game.pk}/sheet.png",
        f"/score/{game.pk}/sheet/full/",
    ]


def share_urls(game):
    return [
        f"/score/s/{game.share_token}/sheet.svg",
        f"/score/s/{game.share_token}/sheet.png",
        f"/score/s/{game.share_token}/sheet/full/",
    ]


def test_the_owner_and_a_spectator_get_the_pictures_nobody_else(client, make_game):
    game = make_game(deals=SOCHI_DEALS, pulya=6)
    for url in owner_urls(game) + share_urls(game):
        assert client.get(url).status_code == 200, url
    stranger = Client()
    for url in owner_urls(game):
        response = stranger.get(url)
        assert response.status_code == 403, url
    for url in share_urls(game):  # the share link is the spectator's permission
        assert stranger.get(url).status_code == 200, url
    assert stranger.get("/score/s/no-such-token/sheet.svg").status_code == 404
    assert client.get("/score/999999/sheet.png").status_code == 404


def test_the_svg_is_the_drawn_sheet_with_names_and_settlement(client, make_game):
    game = make_game(deals=SOCHI_DEALS, pulya=6)
    response = client.get(f"/score/{game.pk}/sheet.svg")
    assert response["Content-Type"] == "image/svg+xml; charset=utf-8"
    assert f'filename="pulya-{game.pk}.svg"' in response["Content-Disposition"]
    root = ET.fromstring(response.content)  # noqa: S314 - the site's own answer, well-formed
    words = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    texts = {t.get("id"): "".join(t.itertext()) for t in root.iter(f"{SVG}text") if t.get("id")}
    # every column as the page draws it: Boris's whists on Anna 16+4 → 20 → 60 → 80 → 86
    assert texts["seat-1-whists-0"] == "20.60.80.86"
    assert texts["seat-0-name"] == "Anna · ✓ закрыта, первая рука"
    assert "Пуля: Anna, Boris, Vera" in words
    assert "Сочи · пуля до 6" in words
    # the settlement line (−65, +19, +46: tests/core/test_statistics.py)
    assert [w for w in words if w.startswith(("Anna:", "Boris:", "Vera:"))] == [
        "Anna: -65",
        "Boris: +19",
        "Vera: +46",
    ]
    # who pays whom, as the page's short list: Anna's 65 to Vera 46 and Boris 19
    at = words.index("Проще всего рассчитаться так:")
    assert words[at + 1 :] == ["Anna → Vera: 46", "Anna → Boris: 19"]
    assert root.find(f"{SVG}style") is not None  # its colours inside: no stylesheet of the site


def test_a_title_with_markup_is_written_as_text(client, game):
    type(game).objects.filter(pk=game.pk).update(title="Tom & <Jerry>")
    root = ET.fromstring(client.get(f"/score/{game.pk}/sheet.svg").content)  # noqa: S314
    assert "Tom & <Jerry>" in ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]


def test_the_png_is_a_png_of_the_sheet_at_twice_its_size(client, game):
    response = client.get(f"/score/s/{game.share_token}/sheet.png")
    assert response["Content-Type"] == "image/png"
    width, height = png_size(response.content)
    assert width == 800  # 400 units × 2
    svg = ET.fromstring(client.get(f"/score/s/{game.share_token}/sheet.svg").content)  # noqa: S314
    assert height == 2 * int(svg.get("height"))


def test_cyrillic_names_are_drawn_not_boxes(game):
    """The PNG of the names differs from that of the same sheet with other Cyrillic names: the
    letters are drawn (a missing font draws every letter as the same box)."""
    from rulings.calculator import selectors

    view = selectors.game_view(game)
    one = sheet_image.sheet_png(sheet_image.sheet_svg(view, title="Анна", meta="Сочи"))
    other = sheet_image.sheet_png(sheet_image.sheet_svg(view, title="Юлия", meta="Сочи"))
    assert one != other


def test_no_font_is_a_503_that_says_which(client, game, monkeypatch):
    monkeypatch.setattr(sheet_image, "font_file", lambda: None)
    response = client.get(f"/score/{game.pk}/sheet.png")
    assert response.status_code == 503
    assert "fonts-dejavu-core" in response.content.decode()
    assert client.get(f"/score/{game.pk}/sheet.svg").status_code == 200  # the SVG still works


def test_no_cairo_is_a_503_that_says_which(client, game, monkeypatch):
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # import fails as without libcairo2
    response = client.get(f"/score/s/{game.share_token}/sheet.png")
    assert response.status_code == 503
    assert "libcairo2" in response.content.decode()


def test_a_record_that_cannot_be_scored_has_no_picture(client, game):
    type(game).objects.filter(pk=game.pk).update(record={**game.record, "players": ["Анна"]})
    response = client.get(f"/score/{game.pk}/sheet.svg")
    assert response.status_code == 404
    assert "не удаётся посчитать" in response.content.decode()
    assert client.get(f"/score/{game.pk}/sheet/full/").status_code == 200


def test_the_game_page_and_the_shared_page_link_the_pictures(client, game):
    page = client.get(f"/score/{game.pk}/").content.decode()
    assert f'href="/score/{game.pk}/sheet.png"' in page
    assert f'href="/score/{game.pk}/sheet/full/"' in page
    shared = Client().get(f"/score/s/{game.share_token}/").content.decode()
    assert f'href="/score/s/{game.share_token}/sheet.svg"' in shared
    assert f'href="/score/{game.pk}/sheet.svg"' not in shared


def test_full_screen_and_print_have_no_site_navigation(client, make_game):
    game = make_game(deals=SOCHI_DEALS, pulya=6)
    full = client.get(f"/score/{game.pk}/sheet/full/").content.decode()
    assert "site-header" not in full and 'class="sheet-full"' in full
    assert f'href="/score/{game.pk}/"' in full  # the way back
    printed = client.get(f"/score/{game.pk}/print/").content.decode()
    assert "site-header" not in printed
    # every column: the sheet as a table, the settlement with the whists netted
    assert 'class="print-sheet"' in printed
    assert "Висты (сальдо)" in printed
    assert "→ Anna: 20.<wbr>60.<wbr>80.<wbr>86" in printed  # a long column wraps after a dot
