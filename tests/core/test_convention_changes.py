"""A house convention is a preset plus the options it changes (``changes_from``), listed by
section (``Convention.options``), as a club's convention sheet lists them."""

from __future__ import annotations

from rulings.core.conventions.convention import PRESETS, SECTIONS, Convention
from rulings.core.conventions.scoring_kinds import Responsibility, WhistSplit


def test_leningrad_is_sochi_with_its_table_and_gentleman_whist():
    # rulings/core/convention.py PRESETS: the Leningradka table [LEN], Lesnoy 3.8.14
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


def test_every_option_has_a_section_in_declaration_order():
    infos = Convention.options()
    assert [i.name for i in infos][:2] == ["variant", "hold_rule"]
    assert {i.section for i in infos} == set(SECTIONS)
    order = list(SECTIONS)
    positions = [order.index(i.section) for i in infos]
    assert positions == sorted(positions)  # each section is one run of options
    by_name = {i.name: i.section for i in infos}
    assert by_name["half_whist_levels"] == "whisting"
    assert by_name["whist_split"] == "scoring"  # how the whists are written
    assert by_name["renonce_remizes"] == "penalties"
    assert by_name["game_values"] == "scoring"
    assert all(by_name[first] == section for section, first in SECTIONS.items())


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
