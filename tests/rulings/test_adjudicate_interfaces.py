"""``manage.py adjudicate`` and ``POST /api/adjudicate``: one engine, one JSON, errors listed."""

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

EXAMPLES = Path(__file__).resolve().parents[2] / "rulings" / "examples"

PEEK = {
    "players": ["Anna", "Boris", "Vera"],
    "dealer": "Vera",
    "convention": "sochi",
    "contract": "6S",
    "declarer": "Anna",
    "defenders": {"Boris": "whist", "Vera": "whist"},
    "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
    "incidents": [{"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}],
}


def test_adjudicate_json_finds_the_renonce_in_the_play(capsys):
    call_command("adjudicate", str(EXAMPLES / "renonce.json"), "--json")

    data = json.loads(capsys.readouterr().out)
    assert data["rule"] == "renonce_whister"
    assert "the classic text" in data["citation"]
    assert data["rulings"][0]["incidents"][0]["detected"] is True
    assert data["tricks"] == {"Anna": 6, "Boris": 3, "Vera": 1}
    # the entries have the shape of `manage.py score --json`, with the rule of every entry
    assert {"players", "balance", "settlement", "explain"} <= set(data["entries"])
    codes = [e["code"] for d in data["entries"]["explain"] for e in d["entries"]]
    assert "renonce_remiz" in codes
    assert data["without_offence"]["entries"]["balance"] != data["entries"]["balance"]


def test_adjudicate_text_is_a_ruling_card(tmp_path, capsys):
    request = tmp_path / "peek.json"
    request.write_text(json.dumps(PEEK))

    call_command("adjudicate", str(request))

    out = capsys.readouterr().out
    assert "Lesnoy's code 3.9.11.2" in out
    assert "Tricks after rectification: Anna 7, Boris 1, Vera 1" in out


def test_adjudicate_bad_request_lists_every_problem(tmp_path):
    bad = {**PEEK, "tricks": {"Anna": 7, "Boris": 2}, "incidents": [{"type": "nap"}]}
    request = tmp_path / "bad.json"
    request.write_text(json.dumps(bad))

    with pytest.raises(CommandError) as error:
        call_command("adjudicate", str(request))

    message = str(error.value)
    assert "tricks" in message
    assert "incidents[0].type" in message


def test_api_adjudicate_returns_the_same_json_as_the_command(client, capsys, tmp_path):
    request = tmp_path / "peek.json"
    request.write_text(json.dumps(PEEK))
    call_command("adjudicate", str(request), "--json")
    expected = json.loads(capsys.readouterr().out)

    response = client.post("/api/adjudicate", PEEK, content_type="application/json")

    assert response.status_code == 200
    assert response.json() == expected
    assert response.json()["tricks"] == {"Anna": 7, "Boris": 1, "Vera": 1}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ("{not json", ""),
        (json.dumps({**PEEK, "incidents": [{"type": "peek", "player": "Gleb"}]}), "incidents[0]"),
        (json.dumps({**PEEK, "contract": "11S"}), "contract"),
    ],
)
def test_api_adjudicate_bad_input_is_a_400_with_fields(client, body, field):
    response = client.post("/api/adjudicate", body, content_type="application/json")

    assert response.status_code == 400
    fields = [error["field"] for error in response.json()["errors"]]
    assert any(f.startswith(field) for f in fields)


def test_api_adjudicate_get_is_not_allowed(client):
    assert client.get("/api/adjudicate").status_code == 405


def test_api_adjudicate_one_incident_entered_twice_is_a_400_in_russian(client):
    """The same look entered twice would be penalised twice (3.9.11.2: one trick per look)."""
    look = PEEK["incidents"][0]
    body = json.dumps({**PEEK, "incidents": [look, look]})
    response = client.post("/api/adjudicate", body, content_type="application/json")

    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert error["field"] == "incidents[1]"
    assert "нарушения 1 и 2 в списке — одно и то же нарушение, внесённое дважды" in error["message"]
