"""Issue 14: the pages players read in Russian say everything in Russian. The visible text of
every page a visitor can reach (not the markup: element ids and class names may keep the code
names) must not say «manage.py» or «seed 0», show an option's code name (``hold_rule``: a «_»
inside a word), write «NT» where a Russian player writes «БК», or leave a word in English.

Latin letters a Russian page may show, each for a reason: a web address; a quotation «…» (a
source is quoted in its own words, and a blog's title is written as it is); the names of the
sources as the registry writes them in Russian (their titles and authors: «The Penguin Book of
Card Games», «BackSlasher на GitHub»); the names a user gave (players, a club's address); PNG and
SVG, the kinds of picture to download; «JSON» where a record is imported or exported; the
language switcher's «English»; and the text of a deal record in its box, which is JSON."""

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.utils import translation
from django.utils.translation import gettext

from rulings.core.sources import SOURCES
from rulings.examples import PLAYER_NAMES_RU, example_record
from rulings.models import Game, HouseConvention
from tests.conftest import session_key_of
from tutorial import lessons

pytestmark = pytest.mark.django_db


class _Text(HTMLParser):
    """The text a reader sees: no tags, attributes, scripts or styles; with ``russian_only``, no
    deal record in its box (a <textarea>: JSON by design) and nothing marked as written in
    another language (``lang="en"``: the language switcher's «English»)."""

    def __init__(self, russian_only: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipped: list[str] = []
        self._russian_only = russian_only

    def handle_starttag(self, tag, attrs):
        lang = dict(attrs).get("lang") or ""
        foreign = self._russian_only and (tag == "textarea" or lang[:2] not in ("", "ru"))
        if self._skipped or tag in ("script", "style") or foreign:
            if tag not in _VOID:
                self._skipped.append(tag)

    def handle_endtag(self, tag):
        if self._skipped and self._skipped[-1] == tag:
            self._skipped.pop()

    def handle_data(self, data):
        if not self._skipped:
            self.parts.append(data)


_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "wbr"}


def visible_text(html: str, russian_only: bool = False) -> str:
    parser = _Text(russian_only)
    parser.feed(html)
    return " ".join(parser.parts)


DEVELOPER_WORDS = (
    (re.compile(r"manage\.py"), "a command for the server"),
    (re.compile(r"\bseed\b", re.I), "a random seed"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "an option's code name"),
    (re.compile(r"\dNT\b|\bNT\b"), "«NT» where Russian writes «БК»"),
    (re.compile(r"\b(None|True|False)\b"), "a Python value"),
    (re.compile(r"\[[OPK]+\]"), "a code of the record"),
    (re.compile(r"rules-reference|msgid|\{\{|\{%|%\(\w+\)s"), "a developer's file or a template"),
)


ADDRESS = re.compile(
    r"(https?://|www\.)\S+|\S+\.(ru|com|org|net|su|ua|kz|rs|md|online|io)(/\S*|\b)"
    r"|(?<!\S)/[\w<>/-]+/"  # a page's address on this site: /house/<адрес>/
)
QUOTATION = re.compile(r"«[^«»]*»")
LATIN_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’]*")
KNOWN_TERMS = {"PNG", "SVG"}  # the pictures of the sheet to download, named as the files are


def developer_words(text: str) -> list[str]:
    """What in ``text`` is a developer's word; a web address (a source's) is left as written."""
    text = ADDRESS.sub(" ", text)
    found = []
    for pattern, what in DEVELOPER_WORDS:
        found += [f"{match.group(0)!r} ({what})" for match in pattern.finditer(text)]
    return found


def _source_names() -> set[str]:
    """The Latin words of the sources' names, titles and authors as a Russian page writes them:
    a program's or a blog's name is a name."""
    translation.activate("ru")
    try:
        texts = [
            translation.gettext(text)
            for source in SOURCES.values()
            for text in (source.name, source.title, source.origin)
            if text
        ]
    finally:
        translation.deactivate()
    return {word for text in texts for word in LATIN_WORD.findall(ADDRESS.sub(" ", text))}


SOURCE_NAMES = _source_names()


def english_words(text: str, names: set[str] = frozenset(), json_here: bool = False) -> list[str]:
    """The Latin-letter words of a Russian page's ``text`` that none of the reasons above
    allows; ``names`` are the names in the page's records, ``json_here`` says the page imports
    or exports a record."""
    text = QUOTATION.sub(" ", ADDRESS.sub(" ", text))
    names = {word for name in names for word in LATIN_WORD.findall(name)}
    allowed = KNOWN_TERMS | SOURCE_NAMES | names | ({"JSON"} if json_here else set())
    return sorted({word for word in LATIN_WORD.findall(text) if word not in allowed})


def test_the_scan_finds_what_it_looks_for():
    text = "Тот же JSON, что читает «manage.py score»; hold_rule; 8NT; seed 0; None; [OPK]"
    assert len(developer_words(text)) == 6
    assert developer_words("Мизер после 8 БК; «здесь»; 2-4-6-8-10") == []
    assert english_words("half-whist: half the quota; part 2: misère 40") == [
        "half",
        "misère",
        "part",
        "quota",
        "the",
        "whist",
    ]
    assert english_words("Выгрузить (JSON)") == ["JSON"]
    assert english_words("Выгрузить (JSON)", json_here=True) == []
    # an address, a quotation, a source's name, a name a user gave, a picture's kind
    allowed = (
        "shram.kiev.ua; https://iklub.rs/pref/x.htm; «Rules of Russian preferans»; "
        "книга карточных игр Парлетта; тесты BackSlasher/preferance-game; Хозяин: demo; PNG"
    )
    assert english_words(allowed, names={"demo"}) == []
    html = '<button lang="en">English</button><textarea>{"deal": 1}</textarea><p>Вист</p>'
    assert visible_text(html, russian_only=True).split() == ["Вист"]


@pytest.fixture(autouse=True)
def _language_back():
    """The requests leave a language active in this thread: the next test starts afresh."""
    yield
    translation.deactivate()


@pytest.fixture
def demo(capsys):
    call_command("load_demo")
    capsys.readouterr()
    return Game.objects.get(), HouseConvention.objects.get()


def _problems(response, names: set[str], json_here: bool) -> list[str]:
    html = response.content.decode()
    found = developer_words(visible_text(html))
    found += english_words(visible_text(html, russian_only=True), names, json_here)
    # a message that was never translated still reads as the English text it is
    return sorted(set(found))


def _scan(client, pages, names: set[str], method: str = "get") -> dict[str, list[str]]:
    problems = {}
    for url, data, json_here, status in pages:
        send = client.post if method == "post" else client.get
        response = send(url, data or {}, follow=True, HTTP_ACCEPT_LANGUAGE="ru")
        assert response.status_code == status, url
        assert response["Content-Language"] == "ru", url
        found = _problems(response, names, json_here)
        if found:
            problems[f"{method} {url} {sorted(data or {})}"] = found
    return problems


def _owned_demo_game(client, demo) -> Game:
    game, _house = demo
    Game.objects.filter(pk=game.pk).update(session_key=session_key_of(client))
    return Game.objects.get(pk=game.pk)


def test_every_page_a_visitor_reaches_reads_in_russian(client, demo):
    game = _owned_demo_game(client, demo)
    house = demo[1]
    share = game.share_token
    names = {house.slug, house.owner.get_username(), *game.players}
    score = f"/score/{game.pk}"
    pages = [
        ("/", None, False, 200),
        ("/score/", None, True, 200),
        (f"{score}/", None, True, 200),
        *[(f"{score}/deals/{i}/", None, False, 200) for i in range(len(game.deals))],
        (f"{score}/options/", None, False, 200),
        (f"{score}/sheet/", None, False, 200),
        (f"{score}/print/", None, False, 200),
        (f"{score}/sheet/full/", None, False, 200),
        ("/score/mine/", None, False, 200),
        ("/score/mine/statistics/", None, False, 200),
        (f"/score/s/{share}/", None, True, 200),
        *[(f"/score/s/{share}/deals/{i}/", None, False, 200) for i in (0, 2, 4)],
        (f"/score/s/{share}/options/", None, False, 200),
        (f"/score/s/{share}/print/", None, False, 200),
        (f"/score/s/{share}/sheet/full/", None, False, 200),
        ("/deal/", None, True, 200),
        *[
            (f"/deal/?example={key}", None, True, 200)
            for key in ("renonce", "misere-out-of-turn", "raspasy-four", "game-sochi")
        ],
        ("/deal/build/", None, False, 200),
        ("/learn/", None, False, 200),
        ("/learn/terms/", None, False, 200),
        ("/learn/progress/", None, False, 200),
        *[(f"/learn/{stage.id}/", None, False, 200) for stage in lessons.stages()],
        *[(f"/learn/level/{level.id}/", None, False, 200) for level in lessons.COURSE.levels],
        *[(f"/learn/practice/{stage}/7/", None, False, 200) for stage in lessons.PRACTICE_STAGES],
        ("/rule/", None, False, 200),
        (f"/rule/?game={game.pk}", None, False, 200),
        (f"/rule/?house={house.slug}", None, False, 200),
        ("/club/", None, False, 200),
        (f"/club/{house.slug}/", None, False, 200),
        (f"/club/compare/?a=sochi&b={house.slug}:1", None, False, 200),
        ("/sources/", None, False, 200),
        ("/accounts/login/", None, False, 200),
        ("/accounts/signup/", None, False, 200),
        ("/accounts/password_reset/", None, False, 200),
        ("/accounts/password_reset/done/", None, False, 200),
        ("/no-such-page/", None, False, 404),
        ("/score/999999/", None, False, 404),
    ]
    problems = _scan(client, pages, names)
    # the deal viewer analysed, and an empty quick entry posted without htmx (its own page)
    record = json.dumps(example_record("renonce", PLAYER_NAMES_RU), ensure_ascii=False)
    posted = [
        ("/deal/analyse/", {"record": record, "step": 2}, True, 200),
        (f"{score}/quick/", {"save": "1", "version": game.version}, False, 400),
        ("/score/", {}, True, 400),
        # malformed JSON: the parser's words in Russian too
        ("/deal/", {"record": '{"players": ["Аня"],}'}, True, 400),
        ("/deal/", {"record": "{не json"}, True, 400),
    ]
    problems |= _scan(client, posted, names, method="post")
    assert problems == {}


def test_the_pages_of_a_signed_in_host_read_in_russian(client, demo):
    game, house = demo
    host = house.owner
    client.force_login(host)
    names = {house.slug, host.get_username()}
    pages = [
        (f"/club/{house.slug}/draft/", None, False, 200),
        (f"/club/{house.slug}/edit/", None, False, 200),
        (f"/club/{house.slug}/people/", None, False, 200),
        (f"/club/{house.slug}/games/", None, False, 200),
        (f"/club/{house.slug}/games/new/", None, False, 200),
        (f"/club/{house.slug}/standings/", None, False, 200),
        ("/club/new/", None, False, 200),
        ("/profile/", None, False, 200),
        ("/accounts/data/", None, True, 200),
        ("/accounts/password_change/", None, False, 200),
        ("/score/mine/", None, False, 200),
    ]
    problems = _scan(client, pages, names)
    # another user's house: the styled 403, in Russian
    stranger = get_user_model().objects.create_user("stranger")
    client.force_login(stranger)
    forbidden = [(f"/club/{house.slug}/draft/", None, False, 403)]
    problems |= _scan(client, forbidden, names | {"stranger"})
    assert problems == {}


RU = ("Аня", "Боря", "Вера")
# A deal of each kind every sheet writes: a game whisted, raspasy, a misère (Balkan: a game with
# both following, an all-pass, a Bettel «игра» with a kontra); Боря deals first.
PULYA_DEALS = [
    {
        "dealer": "Вера",
        "declarer": "Аня",
        "contract": "7H",
        "defenders": {"Боря": "whist", "Вера": "pass"},
        "open": False,
        "tricks": {"Аня": 6, "Боря": 4},
    },
    {"dealer": "Аня", "contract": "raspasy", "tricks": {"Аня": 2, "Боря": 5, "Вера": 3}},
    {"dealer": "Боря", "declarer": "Вера", "contract": "misere", "tricks": {"Вера": 1}},
]
BALKAN_DEALS = [
    {
        "dealer": "Вера",
        "declarer": "Аня",
        "contract": "6C",
        "defenders": {"Боря": "whist", "Вера": "whist"},
        "tricks": {"Аня": 5, "Боря": 3, "Вера": 2},
    },
    {"dealer": "Аня", "contract": "raspasy"},
    {
        "dealer": "Боря",
        "declarer": "Вера",
        "contract": "misere without talon",
        "defenders": {"Аня": "whist", "Боря": "whist"},
        "kontra": "kontra",
        "tricks": {"Вера": 1},
    },
]


@pytest.mark.parametrize(
    ("convention", "deals"),
    [
        ("leningrad", PULYA_DEALS),
        ("rostov", PULYA_DEALS),
        ("kurochka", PULYA_DEALS),
        ("balkan", BALKAN_DEALS),
    ],
)
def test_each_sheet_explains_its_entries_in_russian(client, make_game, convention, deals):
    """The entries, their arithmetic and their sources, the settlement's steps and the options
    of every kind of sheet, with Russian names."""
    game = make_game(players=RU, convention=convention, deals=deals, first_dealer=1)
    score = f"/score/{game.pk}"
    pages = [
        (f"{score}/", None, True, 200),
        *[(f"{score}/deals/{i}/", None, False, 200) for i in range(len(deals))],
        (f"{score}/options/", None, False, 200),
        (f"{score}/print/", None, False, 200),
    ]
    assert _scan(client, pages, set(RU)) == {}


def _po_entries(text: str):
    """(msgid, msgstr, fuzzy) of each live entry of a .po file (obsolete «#~» ones left out)."""
    for block in re.split(r"\n\s*\n", text):
        lines = [line for line in block.splitlines() if line and not line.startswith("#~")]
        fuzzy = any(line.startswith("#,") and "fuzzy" in line for line in lines)
        parts: dict[str, str] = {}
        key = None
        for line in lines:
            found = re.match(r'(msgid|msgstr|msgctxt|msgid_plural|msgstr\[\d\]) "(.*)"$', line)
            if found:
                key = found.group(1)
                parts[key] = found.group(2)
            elif line.startswith('"') and key:
                parts[key] += line[1:-1]
        if "msgid" in parts:
            translated = parts.get("msgstr", "") or parts.get("msgstr[0]", "")
            yield parts["msgid"], translated, fuzzy


def test_every_message_has_its_russian():
    """A msgid without its Russian (or marked fuzzy, which gettext skips) shows in English."""
    po = (settings.BASE_DIR / "locale/ru/LC_MESSAGES/django.po").read_text(encoding="utf-8")
    entries = list(_po_entries(po))
    assert len(entries) > 1500
    assert [msgid for msgid, msgstr, fuzzy in entries if msgid and (not msgstr or fuzzy)] == []


CITATION_NOTE = re.compile(r"note=(?:gettext_noop\()?\"([^\"]*)\"")


def test_every_note_the_core_cites_with_reads_in_russian():
    """A citation's note is the core's English (tests/core/test_sources.py keeps it so) and must
    have its Russian, or a Russian page shows the English: whole (a citation written through
    gettext) or part by part (a rule's stored text, translated by rulings.messages)."""

    def russian(text: str) -> bool:
        return not re.search("[A-Za-z]{3}", text) or gettext(text) != text

    untranslated = []
    with translation.override("ru"):
        for path in sorted((Path(settings.BASE_DIR) / "rulings" / "core").rglob("*.py")):
            for note in CITATION_NOTE.findall(path.read_text(encoding="utf-8")):
                if not (russian(note) or all(russian(part) for part in note.split("; "))):
                    untranslated.append(f"{path.name}: {note}")
    assert untranslated == []
