"""The registry of sources: every text the rules come from, once, and citations into them.

A rule in the core, a lesson or a ruling cites a source by what it is: ``cite("lesnoy",
"3.9.11.2")`` reads «Lesnoy's code 3.9.11.2», never a file number (users and maintainers know
«the classic text», not «the classic text»). The site translates the source names in one place
(``rulings.messages``) and lists every source with what it covers at ``/sources/``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rulings.core.errors import PreferansError
from rulings.core.i18n import gettext_noop


class UnknownSourceError(PreferansError):
    """A citation names a source that is not in the registry."""


@dataclass(frozen=True, slots=True)
class Source:
    """One text the rules come from. ``name`` is how a citation names it (English; the site
    translates it); ``title`` the text's own title, if known; ``origin`` the author or where it
    comes from; ``covers`` what it gives the site."""

    key: str
    name: str
    title: str
    origin: str
    year: str
    covers: str
    primary: bool = True  # one of the five source texts (shared/seeds/), not a page or a book
    url: str = ""  # where a secondary source was read


@dataclass(frozen=True, slots=True)
class Citation:
    """A source and, within it, a clause (``3.9.11.2``), a section or a quote; ``note`` says
    how the source is read where it does not say so itself («our reading», «house rule»)."""

    source: Source
    clause: str = ""
    quote: str = ""
    note: str = ""

    @property
    def text(self) -> str:
        """The citation as the English text of a rule: «Lesnoy's code 3.9.11.2 «…»»."""
        return self.written(lambda message: message)

    def written(self, translate: Callable[[str], str]) -> str:
        """The citation with its name, clause and note passed through ``translate`` (the site's
        ``gettext``); the quote stays in the source's words."""
        parts = [translate(self.source.name)]
        if self.clause:
            parts.append(translate(self.clause))
        if self.quote:
            parts.append(f"«{self.quote}»")
        text = " ".join(parts)
        return f"{text}: {translate(self.note)}" if self.note else text

    def __str__(self) -> str:
        return self.text


_SOURCES: tuple[Source, ...] = (
    Source(
        key="classic",
        name=gettext_noop("the classic text"),
        title="Преферанс. Классический преферанс",
        origin=gettext_noop("an old Russian text on the classic game"),
        year="",
        covers=gettext_noop(
            "the classic game for four with курочка, консоляция and выставка; the deck and suit "
            "order; misdeals; bidding in suit order («держу»); renonce penalties for the "
            "declarer, a defender, both, on raspasy and on misère; looking at the talon; cards "
            "shown early; raspasy; advice on whisting"
        ),
    ),
    Source(
        key="lesnoy",
        name=gettext_noop("Lesnoy's code"),
        title="Русский преферанс",
        origin=gettext_noop("D. Lesnoy"),
        year="1998",
        covers=gettext_noop(
            "the code of preferans, sections 3.8.8–3.9.14: half-whist and whist-back; open "
            "whist; responsible, semi-responsible, «жлобский» and gentleman's whist; play rules "
            "3.9.1–3.9.10; looking at quitted tricks (3.9.11); penalty cards and leads out of "
            "turn (3.9.14) with a worked Rostov example"
        ),
    ),
    Source(
        key="sochi_leningrad",
        name=gettext_noop("the Sochi and Leningrad rules"),
        title="Правила игры в Преферанс онлайн",
        origin=gettext_noop("an online preferans site's rules"),
        year="",
        covers=gettext_noop(
            "the deck and the rules of tricks; the auction («здесь»); misère bidding; refusing "
            "the contract («без трёх»); whist obligations; open and closed whist; conventions; "
            "raspasy with the talon cards; progression"
        ),
    ),
    Source(
        key="balkan",
        name=gettext_noop("Lesnoy's Balkan preferans"),
        title="Русский преферанс (глава о балканском преферансе)",
        origin=gettext_noop("D. Lesnoy"),
        year="",
        covers=gettext_noop(
            "the Balkan (Croatian) variant: bids 2–5, Bettel, Sans, «игра» without the talon, "
            "refe, the hold («здесь / держу / мои»)"
        ),
    ),
    Source(
        key="sochi_four",
        name=gettext_noop("the Sochi rules for four"),
        title="Преферанс запись",
        origin=gettext_noop("a text on Sochi scoring for four players"),
        year="",
        covers=gettext_noop(
            "the pulya, mountain and whists; «помощь» when the pulya is closed; консоляция; the "
            "dealer's entries; whist-back by a passer or the dealer; raspasy scoring; the "
            "«преферанс» declaration"
        ),
    ),
    # Secondary sources: public pages and books that carry a fact the five texts lack. Each is
    # read from the rules reference's list of sources (shared/reference/rules-reference.md §0),
    # cited here by what it is, never by that list's bracket tag.
    Source(
        key="code",
        name=gettext_noop("the Code of preferans"),
        title="Кодекс преферанса",
        origin=gettext_noop("Общество любителей преферанса; copies at pref.md and shram.kiev.ua"),
        year="1996",
        covers=gettext_noop(
            "whisting 3.8.1–3.8.4 (who whists, the whist entry, consolation, a failed whister, "
            "the table of obligations 3.8.2); counting up 4.1.1–4.1.2 (points after one's pulya "
            "is closed)"
        ),
        url="http://pref.md/?page_id=741",
        primary=False,
    ),
    Source(
        key="lesnoy_book",
        name=gettext_noop("Lesnoy's book"),
        title="Русский преферанс",
        origin=gettext_noop("D. Lesnoy; chapters read from online copies of the book"),
        year="1998",
        covers=gettext_noop(
            "the Code's misdeals 3.2.12–3.2.15 and raspasy 3.7.1–3.7.2.2 (Rostov whists); the "
            "Moscow pulya and Sochi described; the list of varieties"
        ),
        url="https://user.bibliboba.online/books/russkii-preferans/p/312",
        primary=False,
    ),
    Source(
        key="leningrad_table",
        name=gettext_noop("the Leningrad table (shram.kiev.ua)"),
        title="Ленинградка",
        origin=gettext_noop("shram.kiev.ua, a preferans guide"),
        year="",
        covers=gettext_noop(
            "the Leningrad scoring table: undertricks doubled, whists per trick ×2, misère 20 "
            "per trick, a whister's undertrick worth half the game"
        ),
        url="http://de.shram.kiev.ua/games/cards/2_preferans_9_leningradka.shtml",
        primary=False,
    ),
    Source(
        key="wikipedia",
        name=gettext_noop("the Russian Wikipedia"),
        title="Преферанс",
        origin=gettext_noop("a copy of the Russian Wikipedia article"),
        year="",
        covers=gettext_noop("the conventions in brief: a Leningrad pulya point is 20 whists"),
        url="http://music4good.ru/wires-and-cables/osnovnye-pravila-igry-v-preferans.html",
        primary=False,
    ),
    Source(
        key="average_mountain",
        name=gettext_noop("the average-mountain method"),
        title="Алгоритм расчета пули (по средней горе)",
        origin=gettext_noop("a preferans page (vavav.ru)"),
        year="",
        covers=gettext_noop(
            "settling a pulya by the average mountain; in Leningrad a pulya point is two mountain "
            "points"
        ),
        url="http://vavav.ru/the-health-of-the-child/pravila-igry-preferans-pravila-igry-v-preferans-kak-raspisat/",
        primary=False,
    ),
    Source(
        key="referat",
        name=gettext_noop("the essay «Преферанс во всех видах»"),
        title="Преферанс во всех видах",
        origin=gettext_noop("a student essay (copies at cwetochki.ru, allrefs.net, kazedu.kz)"),
        year="",
        covers=gettext_noop(
            "the settlement: the mountain × 10 / N, amnesty, fractions with four players; Sochi "
            "ends when every pulya is closed"
        ),
        url="https://cwetochki.ru/ref-referat-preferans-vo-vsekh-vidakh.html?page=5",
        primary=False,
    ),
    Source(
        key="mail_ru",
        name=gettext_noop("the pulya guide of mail.ru games"),
        title="",
        origin=gettext_noop("minigames.mail.ru"),
        year="",
        covers=gettext_noop("the settlement: with every pulya closed the pulya plays no part"),
        url="https://minigames.mail.ru/info/raschet_puli_v_preferanse",
        primary=False,
    ),
    Source(
        key="parlett",
        name=gettext_noop("Parlett's book of card games"),
        title="The Penguin Book of Card Games: Russian Preference",
        origin=gettext_noop("David Parlett"),
        year="",
        covers=gettext_noop(
            "Russian preference in English: the whisters' shortfall split in half, half-whist, "
            "the game made when both defenders pass"
        ),
        url="https://read-online-books.com/book/read-online-the-penguin-book-of-card-games-everything-you-need-to-know-to-play-over-250-games-free/page-30",
        primary=False,
    ),
    Source(
        key="oper7",
        name=gettext_noop("the whisting notes of oper7.ru"),
        title="",
        origin=gettext_noop("oper7.ru"),
        year="",
        covers=gettext_noop(
            "whist obligations, half-whist; the ten whisted or only checked («проверяется»)"
        ),
        url="http://oper7.ru/?p=61",
        primary=False,
    ),
    Source(
        key="max_club",
        name=gettext_noop("the house rules of max-club.ru"),
        title="",
        origin=gettext_noop("max-club.ru, a preferans club"),
        year="",
        covers=gettext_noop("a club's house rules: misdeals are not punished"),
        url="http://max-club.ru/pref/pravila.htm",
        primary=False,
    ),
    Source(
        key="kzpn",
        name=gettext_noop("the «Rules of Russian preferans» blog"),
        title="Rules of Russian preferans, parts 1–3",
        origin=gettext_noop("kzpn200.blogspot.com"),
        year="2013",
        covers=gettext_noop(
            "part 1: a second misdeal in a row costs the dealer a six's undertrick; part 2: game "
            "values four times Sochi's, consolation without the passer; part 3: the classic game"
        ),
        url="https://kzpn200.blogspot.com/2013/07/rules-of-russian-preferans-1-general.html",
        primary=False,
    ),
    Source(
        key="general_rules",
        name=gettext_noop("«Общие правила карточной игры преферанс»"),
        title="Общие правила карточной игры преферанс",
        origin=gettext_noop("a book read at knigochet.com"),
        year="",
        covers=gettext_noop("raspasy in a row priced ×1, ×2, ×4"),
        url="https://knigochet.com/read_56661_7",
        primary=False,
    ),
    Source(
        key="preferans_club",
        name=gettext_noop("the talon rules of preferans-club.ru"),
        title="",
        origin=gettext_noop("preferans-club.ru, a club forum"),
        year="",
        covers=gettext_noop(
            "a talon exposed during the auction: the offender «без одной» at the last bid, the "
            "bidding goes on with the talon open, a made contract paid by him in whists, raspasy "
            "cancelled"
        ),
        url="https://preferans-club.ru/viewtopic.php?id=6",
        primary=False,
    ),
    Source(
        key="alikas",
        name=gettext_noop("the worked example of alikas.kz"),
        title="Итог партии при ремизе играющего",
        origin=gettext_noop("alikas.kz"),
        year="",
        covers=gettext_noop("a worked settlement after the declarer's remiz"),
        url="http://alikas.kz/novosti/itog-partii-pri-remize-igrayushhego.html",
        primary=False,
    ),
    Source(
        key="piter_skachki",
        name=gettext_noop("«Питерские скачки» (shramenko.kiev.ua)"),
        title="Питерские скачки",
        origin=gettext_noop("shramenko.kiev.ua, a preferans guide"),
        year="",
        covers=gettext_noop("raspasy in a row: the progression ends only with a whisted game"),
        url="http://shramenko.kiev.ua/games/cards/2_preferans_9_piterskie_skachki.shtml",
        primary=False,
    ),
    Source(
        key="preferansklub",
        name=gettext_noop("the rules of preferansklub.com"),
        title="",
        origin=gettext_noop("preferansklub.com, quoted verbatim by pajcho/preferans on GitHub"),
        year="",
        covers=gettext_noop(
            "Balkan scoring: the value B of each contract, bule −2B made and +2B failed, supe = "
            "tricks × 2B, a failed Bettel 60 supe, refe ×2, kontra ×2 up to mortkontra ×16"
        ),
        url="https://www.preferansklub.com/pravila1.htm",
        primary=False,
    ),
    Source(
        key="pravila_2001",
        name=gettext_noop("«Preferans Pravila v1.2»"),
        title="Preferans Pravila v1.2",
        origin=gettext_noop("a Serbian rule book, as given by antonijek/preferans on GitHub"),
        year="2001",
        covers=gettext_noop(
            "Balkan rules and worked examples: a failed follower's bule (full in the examples, "
            "half in §9.3.1)"
        ),
        url="https://github.com/antonijek/preferans",
        primary=False,
    ),
    Source(
        key="prefko",
        name=gettext_noop("the prefko score sheet code"),
        title="preferans-score-js, preferans-paper-js",
        origin=gettext_noop("prefko on GitHub: a Serbian scoring sheet"),
        year="",
        covers=gettext_noop(
            "Balkan scoring in code: a failed follower's bule rise by the game amount; the "
            "sheet's columns (left supe, bule, right supe)"
        ),
        url="https://github.com/prefko/preferans-score-js",
        primary=False,
    ),
    Source(
        key="iklub",
        name=gettext_noop("the rules of iklub.rs"),
        title="",
        origin=gettext_noop("iklub.rs, a Serbian preferans site"),
        year="",
        covers=gettext_noop(
            "Balkan house rules with worked examples: the double fall at the end (a failed Herc "
            "with 6 bule left rises 16), compulsory kontra on spades (undoubled spades fall 4), "
            "refe «ako ih ima još»; no subkontra or mortkontra"
        ),
        url="https://iklub.rs/pref/pravilapreferansa.htm",
        primary=False,
    ),
    Source(
        key="backslasher",
        name=gettext_noop("the BackSlasher/preferance-game tests"),
        title="preferance-game: tests/engine/scoring.test.ts",
        origin=gettext_noop("BackSlasher on GitHub: another preferans program"),
        year="",
        covers=gettext_noop("Sochi scoring vectors with Stalingrad (6♠ whisted by force)"),
        url="https://github.com/BackSlasher/preferance-game",
        primary=False,
    ),
    Source(
        key="jpref",
        name=gettext_noop("the jpref tests"),
        title="jpref: TestScoreCalculator.java",
        origin=gettext_noop("ab-chesspad/jpref on GitHub: another preferans program"),
        year="",
        covers=gettext_noop(
            "Sochi whole-deal balances; raspasy with amnesty (only tricks above the fewest count)"
        ),
        url="https://github.com/ab-chesspad/jpref",
        primary=False,
    ),
    Source(
        key="rostiktc2",
        name=gettext_noop("the rostiktc2-star/preferans-score tests"),
        title="preferans-score: src/domain/engine.test.ts",
        origin=gettext_noop("rostiktc2-star on GitHub: another preferans program"),
        year="",
        covers=gettext_noop(
            "a Sochi variant's scoring vectors: a played half-whist, the raspasy run ended by any "
            "played deal, help at 10 whists a point, the mountain divided by the other players"
        ),
        url="https://github.com/rostiktc2-star/preferans-score",
        primary=False,
    ),
    Source(
        key="suntehnik",
        name=gettext_noop("the suntehnik/preferance tests"),
        title="preferance: src/domain/scoring.test.ts",
        origin=gettext_noop("suntehnik on GitHub: another preferans program"),
        year="",
        covers=gettext_noop("Sochi-like scoring vectors: the raspasy price 1-2-3 staying at 3"),
        url="https://github.com/suntehnik/preferance",
        primary=False,
    ),
    Source(
        key="mathfewmatthews",
        name=gettext_noop("the mathfewmatthews-dev/preferans-score presets"),
        title="preferans-score: app.js (STANDARD_CONVENTIONS)",
        origin=gettext_noop("mathfewmatthews-dev on GitHub: a pulya calculator"),
        year="",
        covers=gettext_noop(
            "the Sochi, Piter and Rostov presets of a calculator: raspasy rows «6-7-8» and "
            "«6-7-7-8», a misère that keeps the raspasy run, a made game off the mountain first, "
            "the half-whist as half the defence's tricks"
        ),
        url="https://github.com/mathfewmatthews-dev/preferans-score",
        primary=False,
    ),
    Source(
        key="reference",
        name=gettext_noop("our rules reference"),
        title="Preferans rules reference (shared/reference/rules-reference.md)",
        origin=gettext_noop("the site's own compilation of the sources above"),
        year="",
        covers=gettext_noop(
            "what we derived from stated numbers (a remiz is one undertrick at the game's price) "
            "and what no source we could read says (a cap on the raspasy progression, leaving "
            "raspasy in Sochi): cited only where nothing better exists"
        ),
        primary=False,
    ),
)

SOURCES: dict[str, Source] = {source.key: source for source in _SOURCES}


def source(key: str) -> Source:
    try:
        return SOURCES[key]
    except KeyError:
        raise UnknownSourceError(
            gettext_noop("no source is registered as «%(key)s»: expected one of %(known)s"),
            key=key,
            known=", ".join(SOURCES),
        ) from None


def cite(key: str, clause: str = "", quote: str = "", note: str = "") -> Citation:
    """A citation of the registered source ``key``: ``cite("lesnoy", "3.9.11.2")``; an unknown
    key raises ``UnknownSourceError`` when the module citing it is imported."""
    return Citation(source(key), clause, quote, note)


def cites(*citations: Citation) -> str:
    """Several citations as one English text, «; »-separated: a rule's ``str`` field in the JSON
    output (a score entry's ``rule``, a ruling's ``citation``)."""
    return "; ".join(c.text for c in citations)
