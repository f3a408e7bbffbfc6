"""The contract checks: what a declarer may play, concede or have doubled.

The classic text and the Sochi and Leningrad rules: the contract after the auction
(``check_contract``); the contracts a convention plays at all (``check_allowed``,
``playable_contracts``); «без трёх» (``check_refusal``); the Balkan kontra (``check_kontra``) and
the undoubled spades that are not played (``undoubled_pik``, the example of iklub.rs). The game
record, the deal record and the wizard ask them here.
"""

from __future__ import annotations

from rulings.core.conventions.convention import Convention, Variant
from rulings.core.conventions.scoring_kinds import Kontra, SheetKind
from rulings.core.errors import IllegalContractError
from rulings.core.game.contracts import MISERE, Contract, ContractKind, Strain
from rulings.core.i18n import gettext_noop
from rulings.core.rules.auction import balkan_number


def check_contract(bid: Contract | int, contract: Contract, convention: Convention) -> None:
    """Raise ``IllegalContractError`` unless the declarer may name ``contract`` after the
    auction stopped at ``bid``.

    The classic text: «играть меньше, чем было объявлено при торговле за прикуп, нельзя» (bought at
    7♦: 7♦, 7♥, 7БК, or 8 in ♠/♣); the Sochi and Leningrad rules: misère only if bid at once
    («Заказывать мизер можно только сразу»); Lesnoy's Balkan preferans: a Balkan contract not below
    the winning number, «игра» as named.
    """
    if isinstance(bid, int):
        if contract.without_talon:
            raise IllegalContractError(
                gettext_noop("the talon was bought: the contract is with the talon")
            )
        if balkan_number(contract) < bid:
            raise IllegalContractError(
                gettext_noop(
                    "the auction stopped at %(bid)s: the contract must be %(bid)s or higher "
                    "(Lesnoy's Balkan preferans)"
                ),
                bid=bid,
            )
        return
    if bid.is_misere or contract.is_misere:
        if bid != contract:
            raise IllegalContractError(
                gettext_noop(
                    "misère is played only when it was bid, and a misère bid is played as misère "
                    "(the Sochi and Leningrad rules: «Заказывать мизер можно только сразу»)"
                )
            )
        return
    if contract.without_talon != bid.without_talon:
        raise IllegalContractError(
            gettext_noop(
                "a game bid without the talon is played without it, and "
                "a game bought with the talon is played with it"
            )
        )
    if convention.variant is Variant.BALKAN:
        if contract != bid:
            raise IllegalContractError(
                gettext_noop("«игра» was bid as %(bid)s: that is the contract"), bid=bid
            )
        return
    if (contract.level, contract.strain) < (bid.level, bid.strain):
        raise IllegalContractError(
            gettext_noop(
                "the auction stopped at %(bid)s: the contract cannot be lower "
                "(the classic text: bought at 7♦, play 7♦, 7♥, 7БК or 8♠/8♣)"
            ),
            bid=bid,
        )


def check_allowed(contract: Contract, convention: Convention) -> None:
    """Raise ``IllegalContractError`` unless ``contract`` is played at all under the convention:
    a Balkan game (or bule sheet) plays six tricks in a suit, Bettel or Sans (Lesnoy's Balkan
    preferans); misère only where ``misere_allowed``, a game without the talon only where
    ``without_talon_games`` (the Sochi and Leningrad rules, by agreement). Raspasy is always
    possible."""
    if contract.is_raspasy:
        return
    if convention.variant is Variant.BALKAN or convention.score_sheet is SheetKind.BULE:
        balkan_number(contract)
        return
    if contract.is_misere and not convention.misere_allowed:
        raise IllegalContractError(gettext_noop("this convention does not play misère"))
    if contract.without_talon and not convention.without_talon_games:
        raise IllegalContractError(
            gettext_noop("this convention has no games without the talon (%(contract)s)"),
            contract=contract,
        )


def playable_contracts(convention: Convention) -> tuple[Contract, ...]:
    """Every contract a declarer may play under the convention (``check_allowed``), raspasy
    aside: by level, strain and then without the talon, misère last."""
    every = [
        Contract(ContractKind.GAME, level, strain, without_talon)
        for level in range(6, 11)
        for strain in Strain
        for without_talon in (False, True)
    ]
    every += [MISERE, Contract(ContractKind.MISERE, without_talon=True)]
    return tuple(contract for contract in every if _allowed(contract, convention))


def _allowed(contract: Contract, convention: Convention) -> bool:
    try:
        check_allowed(contract, convention)
    except IllegalContractError:
        return False
    return True


def check_refusal(contract: Contract, convention: Convention) -> None:
    """«Без трёх» (the Sochi and Leningrad rules): after the talon the declarer of a game may
    concede three undertricks instead of playing, where the convention allows it."""
    if not convention.refusal_allowed:
        raise IllegalContractError(gettext_noop("this convention has no «без трёх»"))
    if not contract.is_game or contract.without_talon:
        raise IllegalContractError(
            gettext_noop("only a game bought with the talon can be refused «без трёх»")
        )


def check_kontra(kontra: Kontra, contract: Contract, convention: Convention) -> None:
    """Raise ``IllegalContractError`` unless ``kontra`` may double ``contract``: a Balkan
    doubling (the rules of preferansklub.com), never on an all-pass, up to the convention's
    highest."""
    if kontra is Kontra.NONE:
        return
    if convention.variant is not Variant.BALKAN:
        raise IllegalContractError(
            gettext_noop("kontra is a Balkan doubling (the rules of preferansklub.com)")
        )
    if contract.is_raspasy:
        raise IllegalContractError(gettext_noop("an all-pass has no kontra"))
    if kontra.step > convention.balkan_kontra.step:
        if convention.balkan_kontra is Kontra.NONE:
            raise IllegalContractError(gettext_noop("this convention has no kontra"))
        raise IllegalContractError(
            gettext_noop("this convention allows at most %(kontra)s"),
            kontra=convention.balkan_kontra.value,
        )


def undoubled_pik(conv: Convention, contract: Contract, kontra: Kontra) -> bool:
    """the rules of iklub.rs: with compulsory kontra on spades (``balkan_pik_kontra``), spades
    bought with the talon and not doubled are not played. The one check for the game record,
    the adjudicator and the scoring."""
    return (
        conv.variant is Variant.BALKAN
        and conv.balkan_pik_kontra
        and contract.is_game
        and contract.strain is Strain.SPADES
        and not contract.without_talon
        and kontra is Kontra.NONE
    )
