"""``Convention`` is made of one class of options a section (``conventions/options/``): its
options come section after section in the order of ``SECTIONS`` (as a house convention sheet
lists them, ``Convention.options()``), each module declaring its own section's only, and the
presets are the Sochi defaults with each preset's changes (``conventions/presets.py``)."""

import dataclasses

import pytest

from rulings.core.conventions.convention import PRESETS, SECTIONS, Convention
from rulings.core.conventions.options.auction import AuctionOptions
from rulings.core.conventions.options.game import GameOptions
from rulings.core.conventions.options.penalties import PenaltyOptions
from rulings.core.conventions.options.play import PlayOptions
from rulings.core.conventions.options.scoring import ScoringOptions
from rulings.core.conventions.options.scoring_sheets import SheetOptions
from rulings.core.conventions.options.whisting import WhistingOptions
from rulings.core.conventions.presets import CHANGES_FROM_SOCHI

SECTION_CLASSES = [
    (GameOptions, "game"),
    (AuctionOptions, "auction"),
    (WhistingOptions, "whisting"),
    (PlayOptions, "play"),
    (PenaltyOptions, "penalties"),
    (ScoringOptions, "scoring"),
    (SheetOptions, "scoring"),
]


def test_the_fields_are_the_sections_fields_in_the_order_of_sections():
    expected = [f.name for cls, _ in SECTION_CLASSES for f in dataclasses.fields(cls)]
    assert [f.name for f in dataclasses.fields(Convention)] == expected
    assert expected[:3] == ["key", "variant", "hold_rule"]  # the name first, not an option
    sections = [info.section for info in Convention.options()]
    assert sections == sorted(sections, key=SECTIONS.index)


@pytest.mark.parametrize(("cls", "section"), SECTION_CLASSES)
def test_each_module_declares_its_own_sections_options(cls, section):
    options = [f for f in dataclasses.fields(cls) if f.metadata]
    assert options
    assert {f.metadata["section"] for f in options} == {section}


def test_a_preset_is_sochi_with_its_changes():
    sochi = Convention()
    assert list(PRESETS) == ["sochi", "leningrad", "rostov", "classic", "kurochka", "balkan"]
    for key, changes in CHANGES_FROM_SOCHI.items():
        preset = PRESETS[key]
        assert preset.key == key
        assert preset == dataclasses.replace(sochi, key=key, **changes)
        changed = {
            f.name
            for f in dataclasses.fields(Convention)
            if f.metadata and getattr(preset, f.name) != getattr(sochi, f.name)
        }
        assert changed <= set(changes)  # (Rostov also names its zero bonus, Sochi's default)
    assert PRESETS["kurochka"].pulya_target == 200  # the classic text: a game of 200
    assert PRESETS["balkan"].half_whist_levels == ()  # Lesnoy's Balkan preferans: none
