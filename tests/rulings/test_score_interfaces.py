"""``manage.py score`` and ``POST /api/score``: the same engine, the same JSON, errors listed."""

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

GAME = Path(__file__).with_name("issue_example_game.json")


def _game() -> dict:
    return json.loads(GAME.read_text(encoding="utf-8"))


def test_score_json_of_the_issue_example(capsys):
    """The short-form example of the scoring issue, under Sochi (the Sochi rules for four
    values)."""
    call_command("score", str(GAME), "--json")

    data = json.loads(capsys.readouterr().out)
    anna, boris, vera = (data["players"][name] for name in ("Anna", "Boris", "Vera"))
    # Deal 1: 7♥ one down, Boris whisted alone and took 4: Anna writes 4 into the mountain
    # (the Sochi rules for four: undertricks at single value); Boris 4 × 4 = 16 whists + 4
    # consolation.
    assert boris["whists"]["Anna"] == 16 + 4
    # Misère made (10), 8♠ unwhisted (6), 6♠ with a half-whist (2) go into the pulya.
    assert vera["pulya"] == 10
    assert boris["pulya"] == 6 + 2
    # Raspasy: a trick is one point into the mountain (Lesnoy's book 3.7.2.1, for three).
    assert (anna["mountain"], boris["mountain"], vera["mountain"]) == (4 + 2, 5, 3)
    assert sum(data["balance"].values()) == 0


def test_score_explain_cites_the_rules(capsys):
    call_command("score", str(GAME), "--explain")

    out = capsys.readouterr().out
    assert out.startswith("Deal 1:")
    assert "Lesnoy's book 3.7.2.1" in out  # raspasy for three: not the text for four
    assert "Lesnoy's code 3.8.13" in out


def test_score_bad_record_lists_every_problem(tmp_path):
    game = _game()
    game["deals"][0]["tricks"] = {"Anna": 6, "Boris": 5}
    game["deals"][1]["contract"] = "11H"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(game))

    with pytest.raises(CommandError) as error:
        call_command("score", str(bad))

    message = str(error.value)
    assert "deals[0]" in message
    assert "deals[1]" in message


def test_api_score_returns_the_same_json_as_the_command(client, capsys):
    call_command("score", str(GAME), "--json")
    expected = json.loads(capsys.readouterr().out)

    response = client.post("/api/score", _game(), content_type="application/json")

    assert response.status_code == 200
    assert response.json() == expected


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ("{not json", ""),
        (
            json.dumps({"convention": "nowhere", "players": ["A", "B", "C"], "deals": []}),
            "convention",
        ),
    ],
)
def test_api_score_bad_input_is_a_400_with_fields(client, body, field):
    response = client.post("/api/score", body, content_type="application/json")

    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors
    assert any(item["field"] == field for item in errors)


def test_api_score_only_takes_post(client):
    assert client.get("/api/score").status_code == 405
