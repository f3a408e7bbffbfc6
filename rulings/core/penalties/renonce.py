"""Renonce (ренонс): rulings of the classic text.

A renonce breaks the duty to follow suit, else to trump (Lesnoy's code 3.9.3; the classic text «Если
игрок, не имея на руках требуемой масти и имея козыри, не побьет карту… засчитывается ренонс»). The
Code's own renonce penalties were not retrieved (our rules reference §7, §10), so the classic text
decides:

- by the declarer: «взятка переходит к тому вистующему, чья карта является старшей в требуемой
  масти… весь ремиз ставит играющий» (the whisters write no remiz);
- by a whister: «играющий… списывает с игры столько, сколько ему следовало записать при
  выигрыше, и не ставит ремиза… у допустившего ренонс отбираются… взятки, взятые им с
  нарушением, и проштрафившийся игрок ставит по одному ремизу за каждый ренонс и за
  недобранные взятки»;
- by both: «Ренонсные взятки присуждаются тому игроку, чьи верно сыгранные карты оказались
  старше. Играющий и вистующий ставят по одному ремизу за каждый сделанный ими ренонс и платят
  пополам по расчету другому вистующему за выигранные взятки»;
- on misère, by a whister: «играющий списывает с игры как бы за сыгранный мизер, а
  провинившийся ставит должную курочку за каждую взятку, взятую игроком»;
- on raspasy: «ставит наверх по 10 за каждое нарушение».

The cases are ruled in ``renonce_game.py``, ``renonce_misere.py`` and ``renonce_raspasy.py``.
Every size is a convention option (``renonce_remizes``, ``raspasy_renonce_penalty``, …).
"""

from __future__ import annotations

from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.renonce_game import rule_both, rule_declarer, rule_whisters
from rulings.core.penalties.renonce_misere import rule_misere
from rulings.core.penalties.renonce_raspasy import rule_raspasy
from rulings.core.penalties.ruling import Adjustment, RulingItem
from rulings.core.records.incidents import Incident


def rule_renonces(facts: DealFacts, renonces: list[Incident], adj: Adjustment) -> list[RulingItem]:
    if not renonces:
        return []
    contract = facts.contract
    if contract is None:
        return []
    if contract.is_raspasy:
        return [rule_raspasy(facts, incident, adj) for incident in renonces]
    if contract.is_misere:
        return rule_misere(facts, renonces, adj)
    by_declarer = [i for i in renonces if i.player == facts.declarer]
    by_whisters = [i for i in renonces if i.player != facts.declarer]
    if by_declarer and by_whisters:
        return [rule_both(facts, by_declarer, by_whisters, adj)]
    if by_declarer:
        return [rule_declarer(facts, by_declarer, adj)]
    return [rule_whisters(facts, by_whisters, adj)]
