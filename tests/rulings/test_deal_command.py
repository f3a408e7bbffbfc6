"""``manage.py deal show``: text and JSON forms, and a bad file exits non-zero."""

import json

import pytest
from django.core.management import CommandError, call_command

from rulings.examples import HERE


def test_json_output_lists_tricks_taken_and_irregularities(capsys):
    call_command("deal", "show", str(HERE / "renonce.json"), "--json")

    data = json.loads(capsys.readouterr().out)
    assert len(data["tricks"]) == 10
    assert sum(data["taken"].values()) == 10
    assert data["taken"] == {"Anna": 6, "Boris": 3, "Vera": 1}
    assert data["irregularities"] == [
        {
            "type": "renonce",
            "player": "Boris",
            "trick": 3,
            "card": "AD",
            "rule": "Lesnoy's code 3.9.3; the Sochi and Leningrad rules «Правила взяток»",
        }
    ]
    assert all(card[1][-1] in "SCDH" for trick in data["tricks"] for card in trick["cards"])


def test_raspasy_with_four_players_shows_the_talon_card_of_each_first_trick(capsys):
    call_command("deal", "show", str(HERE / "raspasy-four.json"), "--json")

    data = json.loads(capsys.readouterr().out)
    record = json.loads((HERE / "raspasy-four.json").read_text(encoding="utf-8"))
    assert [t.get("talon") is not None for t in data["tricks"]] == [True, True] + [False] * 8
    assert (
        "Gleb" in data["taken"]
    )  # the dealer's talon cards can take a trick (the Sochi and Leningrad rules)
    assert sum(data["taken"].values()) == 10
    assert record["dealer"] == "Gleb"


def test_text_output_is_trick_by_trick(capsys):
    call_command("deal", "show", str(HERE / "misere-out-of-turn.json"))

    out = capsys.readouterr().out
    assert out.startswith("Contract: misere — Boris")
    assert " 1. " in out and "10. " in out
    assert "Irregularity: out_of_turn by Anna at trick 2" in out


def test_bad_file_exits_with_every_problem(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["A", "B", "C"], "dealer": "A", "hands": {}}))

    with pytest.raises(CommandError) as error:
        call_command("deal", "show", str(bad))

    message = str(error.value)
    assert "the hand of «B» is missing" in message
    assert "the talon has 0 cards" in message


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        call_command("deal", "show", str(tmp_path / "nowhere.json"))
