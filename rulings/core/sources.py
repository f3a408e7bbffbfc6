"""The registry of sources: every text the rules come from, once, and citations into them.

A rule in the core, a lesson or a ruling cites a source by what it is: ``cite("lesnoy",
"3.9.11.2")`` reads «Lesnoy's code 3.9.11.2», never a file number (users and maintainers know
«the classic text», not «seed 000»). The site translates the source names in one place
(``rulings.messages``) and lists every source with what it covers at ``/sources/``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.errors import PreferansError
from rulings.core.i18n import gettext_noop


class UnknownSourceError(PreferansError):
    """A citation names a source that is not in the registry."""


@dataclass(frozen=True, slots=True)
class Source:
    """One text the rules come from. ``name`` is how a citation names it (English; the site
    translates it); ``origin`` is the author or where it comes from; ``covers`` what it gives."""

    key: str
    name: str
    title: str
    origin: str
    year: str
    covers: str
    primary: bool = True


@dataclass(frozen=True, slots=True)
class Citation:
    """A source and, within it, a clause (``3.9.11.2``), a section or a quote."""

    source: Source
    clause: str = ""
    quote: str = ""

    @property
    def text(self) -> str:
        """The citation as the English text of a rule: «Lesnoy's code 3.9.11.2 «…»»."""
        parts = [self.source.name]
        if self.clause:
            parts.append(self.clause)
        if self.quote:
            parts.append(f"«{self.quote}»")
        return " ".join(parts)

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
        title="Правила игры (Сочи, Ленинград)",
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
        title="Балканский преферанс",
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
        title="Запись сочинки вчетвером",
        origin=gettext_noop("a text on Sochi scoring for four players"),
        year="",
        covers=gettext_noop(
            "the pulya, mountain and whists; «помощь» when the pulya is closed; консоляция; the "
            "dealer's entries; whist-back by a passer or the dealer; raspasy scoring; the "
            "«преферанс» declaration"
        ),
    ),
)

SOURCES: dict[str, Source] = {source.key: source for source in _SOURCES}


def source(key: str) -> Source:
    try:
        return SOURCES[key]
    except KeyError:
        raise UnknownSourceError(
            gettext_noop("No source is registered as «{key}»."), key=key
        ) from None


def cite(key: str, clause: str = "", quote: str = "") -> Citation:
    """A citation of the registered source ``key``: ``cite("lesnoy", "3.9.11.2")``."""
    return Citation(source(key), clause, quote)
