"""A house convention is a preset plus the options it changes (``changes_from``), listed by
section (``Convention.options``), as a club's convention sheet lists them."""

from __future__ import annotations

import pytest

from rulings.core.conventions.convention import PRESETS, SECTIONS, Convention, option
from rulings.core.conventions.scoring_kinds import Responsibility, WhistSplit
from rulings.core.errors import ConventionError
from rulings.core.sources import SOURCES, cite


def test_leningrad_is_sochi_with_its_table_and_gentleman_whist():
    # rulings/core/convention.py PRESETS: the Leningradka table the Leningrad table (shram.kiev.ua),
    # Lesnoy's code 3.8.14
    changes = PRESETS["leningrad"].changes_from(PRESETS["sochi"])
    assert changes == {
        "pulya_point_whists": 20,
        "declarer_undertrick_factor": 2,
        "whist_trick_factor": 2,
        "misere_trick_penalty": 20,
        "responsibility": "half",
        "whist_split": "gentleman",
        "half_whist_after_whist": True,
    }
    assert PRESETS["sochi"].with_options(changes).as_options() == PRESETS["leningrad"].as_options()


def test_a_preset_changes_nothing_from_itself():
    for conv in PRESETS.values():
        assert conv.changes_from(conv) == {}


def test_every_option_declares_a_valid_section_and_registered_sources():
    infos = Convention.options()
    # 85, five debatable readings of issue 12, the no-gain house rule, ten house rules of issue 22
    assert len(infos) == 101
    assert {i.section for i in infos} == set(SECTIONS)
    for info in infos:
        assert info.section in SECTIONS, info.name
        assert info.source, info.name
        assert all(c.source is SOURCES[c.source.key] for c in info.source), info.name
    by_name = {i.name: i.section for i in infos}
    assert by_name["variant"] == "game"
    assert by_name["hold_rule"] == "auction"
    assert by_name["half_whist_levels"] == "whisting"
    assert by_name["raspasy_talon"] == "play"
    assert by_name["renonce_remizes"] == "penalties"
    assert by_name["whist_split"] == "scoring"  # how the whists are written
    assert by_name["game_values"] == "scoring"


def test_an_option_with_an_unknown_section_is_refused():
    with pytest.raises(ConventionError, match="unknown section «rules»"):
        option(0, section="rules", ru="", en="", source=cite("classic"))


def test_an_option_cites_its_sources_by_name():
    by_name = {i.name: i for i in Convention.options()}
    peek = by_name["peek_penalty_tricks"].source
    assert [c.text for c in peek] == [
        "Lesnoy's code 3.9.11.2 «лишается одной своей взятки… пишет за одну лишнюю»"
    ]
    talon = by_name["talon_exposed_club_rule"].source
    assert [c.source.key for c in talon] == ["preferans_club"]


def test_the_changes_are_written_as_json_values():
    conv = PRESETS["sochi"].with_options(
        {"whist_split": "gentleman", "game_values": [4, 8, 12, 16, 20], "stalingrad": True}
    )
    assert conv.whist_split is WhistSplit.GENTLEMAN
    assert conv.responsibility is Responsibility.FULL
    assert conv.changes_from(PRESETS["sochi"]) == {
        "whist_split": "gentleman",
        "game_values": [4, 8, 12, 16, 20],
        "stalingrad": True,
    }
