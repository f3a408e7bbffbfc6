"""Issue 14: no developer words on the pages players read in Russian. The visible text of the
main pages (not the markup: element ids and class names may keep the code names) must not say
«manage.py» or «seed 0», show an option's code name (``hold_rule``: a «_» inside a word), or
write «NT» where a Russian player writes «БК»."""

import re
from html.parser import HTMLParser

import pytest
from django.core.management import call_command
from django.utils import translation

from rulings.models import Game, HouseConvention

pytestmark = pytest.mark.django_db


class _Text(HTMLParser):
    """The text a reader sees: no tags, attributes, scripts or styles."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


DEVELOPER_WORDS = (
    (re.compile(r"manage\.py"), "a command for the server"),
    (re.compile(r"\bseed\s*0\b", re.I), "a random seed"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "an option's code name"),
    (re.compile(r"\dNT\b|\bNT\b"), "«NT» where Russian writes «БК»"),
)


ADDRESS = re.compile(r"(https?://|www\.)\S+|\S+\.(ru|com|org|net|su)/\S*")


def developer_words(text: str) -> list[str]:
    """What in ``text`` is a developer's word; a web address (a source's) is left as written."""
    text = ADDRESS.sub(" ", text)
    found = []
    for pattern, what in DEVELOPER_WORDS:
        found += [f"{match.group(0)!r} ({what})" for match in pattern.finditer(text)]
    return found


def test_the_scan_finds_what_it_looks_for():
    text = "Тот же JSON, что читает «manage.py score»; hold_rule; 8NT; seed 0"
    assert len(developer_words(text)) == 4
    assert developer_words("Мизер после 8 БК; «здесь»; 2-4-6-8-10") == []


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


def test_the_russian_pages_have_no_developer_words(client, demo):
    game, house = demo
    pages = [
        "/",
        "/score/",
        f"/score/s/{game.share_token}/",
        f"/house/{house.slug}/",
        "/house/",
        "/rule/",
        "/learn/",
        "/sources/",
    ]
    problems = {}
    for url in pages:
        response = client.get(url, follow=True, HTTP_ACCEPT_LANGUAGE="ru")
        assert response.status_code == 200, url
        found = developer_words(visible_text(response.content.decode()))
        if found:
            problems[url] = sorted(set(found))
    assert problems == {}
