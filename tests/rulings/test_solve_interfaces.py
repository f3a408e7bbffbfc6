"""``manage.py solve`` and ``POST /api/solve``: the same analysis, the same JSON, errors listed."""

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from rulings.core import RecordError
from rulings.core.records.deal_record import replay_json
from rulings.core.solver import compiled
from rulings.core.solver.analysis import analyse_json

pytestmark = pytest.mark.usefixtures("each_solver_engine")

EXAMPLES = Path(__file__).resolve().parents[2] / "rulings" / "examples"


def _example(name: str, cards: int | None = None) -> dict:
    data = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    if cards is not None:
        data["play"] = data["play"][:cards]
    return data


def _write(tmp_path, data: dict) -> str:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_solve_json_shape_and_values(tmp_path, capsys):
    # 6♠ by Anna: Boris won trick 1 with К♦ and leads 9♦ to trick 2; Vera, out of diamonds,
    # must trump with her only spade
    data = _example("renonce", 4)
    call_command("solve", _write(tmp_path, data), "--json")

    out = json.loads(capsys.readouterr().out)
    assert {"value", "cards", "line"} <= set(out)
    analysis = analyse_json(data)
    assert out["value"] == analysis.value
    assert out["cards"] == {card.en: value for card, value in analysis.cards.items()}
    assert out["player"] == "Anna" and out["goal"] == "max" and out["contract"] == "6S"
    # Vera is to play to the 9♦ with no diamond: she must trump (spades)
    assert out["on_table"] == [["Boris", "9D"]] and out["to_play"] == "Vera"
    assert set(out["cards"]) == {"8S"}
    # the value is the best card's value for Vera, a defender (the least for Anna)
    assert out["value"] == min(out["cards"].values())
    # the line: [player, card] pairs in English notation to the end of the deal
    assert out["line"][0] == ["Vera", "8S"]
    assert len(out["line"]) == 3 * 9 - 1  # nine tricks to go, one card already down
    assert all(isinstance(p, str) and isinstance(c, str) for p, c in out["line"])
    total = out["taken"]["Anna"]
    assert 0 <= total <= out["value"] <= total + 9


def test_solve_misere_from_the_start(tmp_path, capsys):
    data = _example("misere-out-of-turn", 0)
    call_command("solve", _write(tmp_path, data), "--json")

    out = json.loads(capsys.readouterr().out)
    assert out["player"] == "Boris" and out["goal"] == "min" and out["trump"] is None
    assert out["to_play"] == "Boris" and out["trick"] == 1
    # Boris leads: his value is the fewest tricks any of his cards leaves him
    assert out["value"] == min(out["cards"].values())
    boris = replay_json(data).play.hands["Boris"]  # on lead, any of his ten cards may go
    assert set(out["cards"]) == {card.en for card in boris}
    assert len(out["line"]) == 30


def test_solve_text_output(tmp_path, capsys):
    call_command("solve", _write(tmp_path, _example("renonce", 3)))

    out = capsys.readouterr().out
    assert "Contract: 6S; counted: Anna" in out
    assert "Value: " in out
    assert "Cards of Boris:" in out
    assert "Line: Boris " in out


def test_solve_bad_record_lists_every_problem(tmp_path):
    data = _example("renonce")
    data["hands"]["Anna"] = "Т♠ Д♠"
    data["talon"] = "XX"
    with pytest.raises(CommandError) as error:
        call_command("solve", _write(tmp_path, data))
    message = str(error.value)
    assert "not a valid deal record" in message
    assert "talon" in message


def test_solve_raspasy_talon_tricks_are_refused(tmp_path):
    with pytest.raises(CommandError, match="trick 3 on raspasy with the talon"):
        call_command("solve", _write(tmp_path, _example("raspasy-four", 2)))


def test_solve_missing_file():
    with pytest.raises(CommandError, match="cannot read"):
        call_command("solve", "/nonexistent/deal.json")


def test_api_solve_returns_the_same_json_as_the_command(client, tmp_path, capsys):
    data = _example("raspasy-four", 7)
    call_command("solve", _write(tmp_path, data), "--json")
    expected = json.loads(capsys.readouterr().out)

    response = client.post("/api/solve", data, content_type="application/json")

    assert response.status_code == 200
    assert response.json() == expected
    assert expected["player"] == expected["to_play"] == "Boris"
    assert expected["goal"] == "min"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ("{not json", ""),
        (json.dumps({"players": ["A", "B", "C"], "dealer": "Z"}), "dealer"),
        (json.dumps(_example("raspasy-four", 1)), "play"),
        (
            json.dumps(
                {
                    **_example("renonce", 6),
                    "play": [*_example("renonce", 6)["play"], ["Vera", "Д♣"], ["Anna", "Д♥"]],
                }
            ),
            "play",
        ),
    ],
)
def test_api_solve_bad_input_is_a_400_with_fields(client, body, field):
    response = client.post("/api/solve", body, content_type="application/json")

    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors
    assert any(item["field"] == field for item in errors)
    assert all(item["message"] for item in errors)


def test_api_solve_only_takes_post(client):
    assert client.get("/api/solve").status_code == 405


def test_batch_answers_each_line_as_the_single_command_does(tmp_path, capsys):
    records = [_example("renonce", 4), _example("misere-out-of-turn", 12), _example("renonce", 0)]
    path = tmp_path / "deals.jsonl"
    path.write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n\n", encoding="utf-8"
    )
    call_command("solve", "--batch", str(path))

    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line) for line in lines] == [analyse_json(r).as_json() for r in records]


def test_batch_answers_a_bad_line_with_its_errors_and_goes_on(tmp_path, capsys):
    path = tmp_path / "deals.jsonl"
    good = json.dumps(_example("renonce", 4), ensure_ascii=False)
    path.write_text("\n".join(["not json", good, '{"players": []}', good]), encoding="utf-8")
    with pytest.raises(CommandError, match="2 of 4 records .* could not be solved"):
        call_command("solve", "--batch", str(path))

    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert answers[0]["errors"][0]["field"] == ""
    assert (
        answers[1] == answers[3]
        and answers[1]["value"] == analyse_json(_example("renonce", 4)).value
    )
    with pytest.raises(RecordError) as bad:
        replay_json({"players": []})
    assert answers[2] == {"errors": [{"field": f, "message": m} for f, m in bad.value.problems]}


@pytest.mark.parametrize(
    "engine", ["pure", "auto"] + (["compiled"] if compiled.available() else [])
)
def test_engine_option_gives_the_same_answer(tmp_path, capsys, engine):
    data = _example("misere-out-of-turn", 0)
    call_command("solve", _write(tmp_path, data), "--json", "--engine", engine)
    assert json.loads(capsys.readouterr().out) == analyse_json(data, engine="pure").as_json()


def test_engine_compiled_when_it_was_not_built_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setattr(compiled, "_LIB", None)
    with pytest.raises(CommandError, match="no compiled solver engine"):
        call_command("solve", _write(tmp_path, _example("renonce", 4)), "--engine", "compiled")


def test_file_and_batch_exclude_each_other(tmp_path):
    path = _write(tmp_path, _example("renonce", 4))
    for args in ((), (path, "--batch", path)):
        with pytest.raises(CommandError, match="either a deal record FILE or --batch FILE"):
            call_command("solve", *args)
