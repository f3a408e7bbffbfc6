"""``{% card c %}``: one card as text with its suit symbol, colour and spoken name.

The core gives enums (``Rank``, ``Suit``); the words and the rank letters of each language
come from here (В Д К Т in Russian, J Q K A in English).
"""

from django import template
from django.utils.translation import get_language, pgettext_lazy

from rulings.core import Card, Rank, Suit

register = template.Library()

RANK_NAMES = {
    Rank.SEVEN: pgettext_lazy("card", "seven"),
    Rank.EIGHT: pgettext_lazy("card", "eight"),
    Rank.NINE: pgettext_lazy("card", "nine"),
    Rank.TEN: pgettext_lazy("card", "ten"),
    Rank.JACK: pgettext_lazy("card", "jack"),
    Rank.QUEEN: pgettext_lazy("card", "queen"),
    Rank.KING: pgettext_lazy("card", "king"),
    Rank.ACE: pgettext_lazy("card", "ace"),
}
SUIT_NAMES = {
    Suit.SPADES: pgettext_lazy("card", "of spades"),
    Suit.CLUBS: pgettext_lazy("card", "of clubs"),
    Suit.DIAMONDS: pgettext_lazy("card", "of diamonds"),
    Suit.HEARTS: pgettext_lazy("card", "of hearts"),
}


def card_label(card: Card) -> str:
    return f"{RANK_NAMES[card.rank]} {SUIT_NAMES[card.suit]}"


def card_text(card: Card) -> str:
    """Rank letter in the page's language and the suit symbol (text presentation)."""
    rank = card.rank.letter_ru if (get_language() or "ru").startswith("ru") else card.rank.letter
    return f"{rank}{card.suit.symbol}\ufe0e"


@register.inclusion_tag("components/card.html")
def card(card: Card, flagged: bool = False):
    return {
        "text": card_text(card),
        "label": card_label(card),
        "red": card.suit.is_red,
        "flagged": flagged,
        "code": card.en,
    }


@register.filter
def card_name(card: Card) -> str:
    return card_label(card)


@register.filter
def value_of(values: dict, card: Card):
    """The analysis entry of ``card`` in ``values`` (keyed by English notation), if any."""
    return values.get(card.en)
