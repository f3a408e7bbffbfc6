"""``manage.py deal show FILE [--json]``: a deal record replayed trick by trick."""

from django.core.management.base import BaseCommand

from rulings.cli import dumps, load_json, record_error
from rulings.core import RecordError, replay_json


class Command(BaseCommand):
    help = "Show a deal record trick by trick, with its irregularities and the rules they break."

    def add_arguments(self, parser):
        subcommands = parser.add_subparsers(dest="action", required=True)
        show = subcommands.add_parser("show", help="print the deal trick by trick")
        show.add_argument("file", help="a deal record (JSON), or - for standard input")
        show.add_argument("--json", action="store_true", help="print JSON instead of text")

    def handle(self, *args, action, file, json: bool = False, **options):
        replay = _load(file)
        if json:
            self.stdout.write(dumps(replay.as_json()))
        else:
            self.stdout.write(format_replay(replay.as_json()))


def _load(file: str):
    data = load_json(file)
    try:
        return replay_json(data)
    except RecordError as error:
        raise record_error(file, "deal record", error) from None


def format_replay(data: dict) -> str:
    """The plain-text form: contract, each trick with its winner, taken, irregularities."""
    lines = []
    if data["contract"]:
        by = f" — {data['declarer']}" if data["declarer"] else ""
        lines.append(f"Contract: {data['contract']}{by}")
    flagged = {(i["trick"], i["player"]): i for i in data["irregularities"]}
    for trick in data["tricks"]:
        cards = []
        for player, card in trick["cards"]:
            mark = flagged.get((trick["number"], player))
            cards.append(f"{player} {card}" + (f" [{mark['type']}]" if mark else ""))
        talon = f"talon {trick['talon']}; " if "talon" in trick else ""
        lines.append(f"{trick['number']:>2}. {talon}{', '.join(cards)} → {trick['winner']}")
    lines.append("Taken: " + ", ".join(f"{p} {n}" for p, n in data["taken"].items()))
    for item in data["irregularities"]:
        lines.append(
            f"Irregularity: {item['type']} by {item['player']} at trick {item['trick']} "
            f"({item['card']}) — {item['rule']}"
        )
    return "\n".join(lines)
