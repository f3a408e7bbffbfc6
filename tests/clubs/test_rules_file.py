"""A club's rules as a file (issue 22): a published version downloads as the JSON of its options
(``dumps_rules``), and a rules file imported into a draft replaces the draft's rules; nothing
published changes until the host publishes. A bad file is a 400 on the draft's page saying
why in Russian, the draft as it was; only who edits the draft imports."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rulings.clubs import services
from rulings.clubs.models import Club, ClubVersion
from rulings.core import PRESETS, Convention, parse_contract
from rulings.core.conventions.house_rules import FORMAT, export_rules, import_rules
from rulings.core.scoring.contract_scoring import game_value
from tests.clubs.conftest import make_user
from tests.clubs.test_clubs import new_version, page

pytestmark = pytest.mark.django_db

DRAFT = "/club/thursday/draft/"
IMPORT = "/club/thursday/draft/import/"
SIX_SPADES = parse_contract("6S")


def rules_file(data, name="rules.json") -> SimpleUploadedFile:
    content = data if isinstance(data, bytes) else json.dumps(data, ensure_ascii=False).encode()
    return SimpleUploadedFile(name, content, content_type="application/json")


def import_file(client, club, data, **fields):
    draft = services.draft_of(club)
    sent = {"revision": draft.revision, "number": draft.number, "file": rules_file(data), **fields}
    return client.post(f"/club/{club.slug}/draft/import/", sent)


def state(club) -> tuple:
    """Everything an import could change: the draft's rules and every published version's."""
    return tuple(ClubVersion.objects.filter(club=club).values_list("state", "preset", "options"))


def draft_convention(club) -> Convention:
    return Club.objects.get(pk=club.pk).draft().convention()


# --- the download
def test_a_published_version_downloads_as_its_rules_file(client, people):
    club = people["club"]
    version = new_version(club, {"game_values": [4, 8, 12, 16, 20], "whist_split": "gentleman"})
    response = client.get("/club/thursday/v/2/rules.json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="thursday-rules-v2.json"'
    assert json.loads(response.content) == {
        "format": FORMAT,
        "preset": "sochi",
        "name": version.label,  # «Четверг у Веры, версия 2 от …»
        "options": {"game_values": [4, 8, 12, 16, 20], "whist_split": "gentleman"},
    }
    # the version's page links to it, in Russian
    text = page(client.get("/club/thursday/v/2/"))
    assert 'href="/club/thursday/v/2/rules.json"' in text
    assert "Скачать правила (файл)" in text


@pytest.mark.parametrize("role", ["host", "member", "stranger", "anonymous"])
def test_a_draft_or_a_missing_version_has_no_file_for_anyone(client, people, role):
    if role != "anonymous":
        client.force_login(people[role])
    services.draft_of(people["club"])  # version 2, a draft: its file would change
    assert client.get("/club/thursday/v/2/rules.json").status_code == 404
    assert client.get("/club/thursday/v/3/rules.json").status_code == 404
    assert client.get("/club/thursday/v/1/rules.json").status_code == 200  # public, as its page


# --- the import
def test_a_round_trip_through_the_file_gives_another_club_the_same_rules(client, people):
    club = people["club"]
    new_version(club, {"game_values": [4, 8, 12, 16, 20], "whist_split": "gentleman"})
    downloaded = client.get("/club/thursday/v/2/rules.json").content
    other_host = make_user("olga")
    other = services.create_club(host=other_host, slug="friday", name="Пятница", preset="rostov")
    client.force_login(other_host)
    response = import_file(client, other, downloaded)
    assert response.status_code == 302
    assert response["Location"] == "/club/friday/draft/#draft-changes"
    assert other.in_force().preset == "rostov"  # imported into the draft, not in force yet
    draft = other.draft()
    client.post("/club/friday/draft/publish/", {"revision": draft.revision})
    in_force = Club.objects.get(pk=other.pk).in_force()
    assert in_force.number == 2
    assert in_force.convention() == club.in_force().convention()
    assert in_force.convention() != Convention.preset("rostov")


def test_an_option_changed_in_the_file_changes_the_draft_and_nothing_published(client, people):
    club = people["club"]
    client.force_login(people["host"])
    data = json.loads(client.get("/club/thursday/v/1/rules.json").content)
    assert game_value(club.in_force().convention(), SIX_SPADES) == 2  # Sochi: 6 is worth 2
    data["options"]["game_values"] = [4, 8, 12, 16, 20]
    response = import_file(client, club, data)
    assert response.status_code == 302
    assert game_value(draft_convention(club), SIX_SPADES) == 4
    assert game_value(club.in_force().convention(), SIX_SPADES) == 2  # version 1 as it was
    assert club.house.__class__.objects.get(pk=club.house.pk).options == {}
    text = page(client.get(DRAFT))
    assert "В черновике теперь правила из файла. Проверьте их." in text
    # another file replaces the draft's options, it does not add to them
    import_file(client, club, {"preset": "sochi", "options": {"pulya_target": 30}})
    assert draft_convention(club) == Convention.preset("sochi").with_options({"pulya_target": 30})


BAD_FILES = {
    "not JSON": (b"preset: sochi", "Это не файл правил (строка 1, позиция 1: ожидалось значение)."),
    "too big": (
        b" " * (64 * 1024 + 1),
        "Файл весит 65 КБ, а файл правил — не больше 64 КБ.",
    ),
    "an unknown option": (
        {"preset": "sochi", "options": {"pulya_targt": 30}},
        "Правила из файла не подходят: неизвестный параметр конвенции «pulya_targt»; "
        "может быть, pulya_target?",
    ),
    "a bad value": (
        {"preset": "sochi", "options": {"pulya_target": -5}},
        "Правила из файла не подходят: параметр «pulya_target»:",
    ),
    "an unknown preset": (
        {"preset": "moscow", "options": {}},
        "Правила из файла не подходят: неизвестная конвенция «moscow»",
    ),
    "not an object": ([1, 2], "Правила из файла не подходят: правила клуба: нужен объект"),
    "not UTF-8": (b'{"preset": "sochi\xff"}', "Это не файл правил: байты — не текст в UTF-8"),
    "a NUL": (
        b'{"preset": "sochi", "name": "\\u0000"}',
        "Это не файл правил: в тексте есть недопустимый невидимый символ",
    ),
    "an escaped lone surrogate": (
        b'{"name": "\\ud800"}',
        "Это не файл правил: в тексте есть недопустимый невидимый символ",
    ),
    "a lone surrogate's bytes": (
        '{"name": "\ud800"}'.encode("utf-8", "surrogatepass"),
        "Это не файл правил: в тексте есть недопустимый невидимый символ",
    ),
    "empty": (b"", "Отправленный файл пуст."),
}


@pytest.mark.parametrize("case", BAD_FILES)
def test_a_bad_file_is_a_400_saying_why_and_the_draft_is_unchanged(client, people, case):
    club = people["club"]
    client.force_login(people["host"])
    services.draft_of(club)
    before = state(club)
    content, message = BAD_FILES[case]
    response = import_file(client, club, content)
    assert response.status_code == 400
    text = page(response)
    errors = text[text.index('id="rules-file-errors"') :]
    assert message in errors[: errors.index("</div>")].replace("\xa0", " ")
    assert state(club) == before


def test_no_file_at_all_is_a_400(client, people):
    client.force_login(people["host"])
    draft = services.draft_of(people["club"])
    response = client.post(IMPORT, {"revision": draft.revision, "number": draft.number})
    assert response.status_code == 400
    assert 'id="rules-file-errors"' in page(response)
    assert "Обязательное поле." in page(response)


def test_a_file_sent_from_a_page_older_than_the_draft_is_a_409(client, people):
    club = people["club"]
    client.force_login(people["host"])
    draft = services.draft_of(club)
    services.save_draft(draft, draft.revision, preset="sochi", options={"pulya_target": 40})
    before = state(club)
    response = import_file(client, club, {"options": {"pulya_target": 30}}, revision=1)
    assert response.status_code == 409
    assert state(club) == before


@pytest.mark.parametrize(
    ("role", "status"),
    [("host", 302), ("editor", 302), ("member", 403), ("stranger", 403), ("anonymous", 302)],
)
def test_only_who_edits_the_draft_imports_a_file(client, people, role, status):
    club = people["club"]
    if role != "anonymous":
        client.force_login(people[role])
    services.draft_of(club)
    before = state(club)
    response = import_file(client, club, {"preset": "sochi", "options": {"pulya_target": 30}})
    assert response.status_code == status
    if role in ("host", "editor"):
        assert draft_convention(club).pulya_target == 30
        assert response["Location"] == "/club/thursday/draft/#draft-changes"
    else:
        assert state(club) == before
        if role == "anonymous":
            assert response["Location"].startswith("/accounts/login/")


def test_the_draft_page_offers_the_file_to_who_edits_only(client, people):
    club = people["club"]
    services.draft_of(club)
    for role, offered in (("host", True), ("editor", True), ("member", False)):
        client.force_login(people[role])
        text = page(client.get(DRAFT))
        assert ('action="/club/thursday/draft/import/#rules-file"' in text) is offered, role
        assert ('enctype="multipart/form-data"' in text) is offered, role


# --- hostile bytes
BOUNDARY = "hostile-boundary-7f3a"


def multipart(fields: dict[str, bytes], filename: bytes, content: bytes) -> bytes:
    """A form body as a hostile client sends it: any bytes in the file and in its name."""
    parts = [
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'.encode()
        + value
        + b"\r\n"
        for name, value in fields.items()
    ]
    parts.append(
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="'.encode()
        + filename
        + b'"\r\nContent-Type: application/json\r\n\r\n'
        + content
        + b"\r\n"
    )
    return b"".join(parts) + f"--{BOUNDARY}--\r\n".encode()


# any code point (lone surrogates and NUL among them: ``exclude_categories=()``), and the words
# a rules file holds
HOSTILE_WORDS = ["\x00", "\ud800", "\udfff", "pulya_target", "sochi", "format", "\u202e", "NaN"]
HOSTILE_TEXT = st.text(st.characters(exclude_categories=()), max_size=12) | st.sampled_from(
    HOSTILE_WORDS
)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | HOSTILE_TEXT,
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(HOSTILE_TEXT, children, max_size=3)
    ),
    max_leaves=8,
)


@st.composite
def hostile_files(draw) -> bytes:
    """Random bytes, a file of rules the core may take, or a rules file with hostile text in
    its names and values, written raw (a lone surrogate as its invalid UTF-8 bytes) or escaped
    (``\\ud800``)."""
    kind = draw(st.sampled_from(["bytes", "rules", "hostile"]))
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "rules":
        preset = draw(st.sampled_from(sorted(PRESETS)))
        options = {"pulya_target": draw(st.integers(-5, 2000))}
    else:
        preset = draw(HOSTILE_TEXT)
        options = draw(st.dictionaries(HOSTILE_TEXT, JSON_VALUES, max_size=3))
    data = {"preset": preset, "options": options}
    raw = json.dumps(data, ensure_ascii=draw(st.booleans()))
    return raw.encode("utf-8", "surrogatepass")


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=hostile_files(), filename=HOSTILE_TEXT)
def test_hostile_bytes_are_a_400_or_an_import_never_a_500(client, people, content, filename):
    club = people["club"]
    client.force_login(people["host"])
    draft = services.draft_of(club)
    before = state(club)
    fields = {"revision": str(draft.revision).encode(), "number": str(draft.number).encode()}
    body = multipart(fields, filename.encode("utf-8", "surrogatepass"), content)
    response = client.post(IMPORT, body, content_type=f"multipart/form-data; boundary={BOUNDARY}")
    assert response.status_code in (302, 400), response.content[:300]
    event(f"answered {response.status_code}")
    if response.status_code == 400:
        assert 'id="rules-file-errors"' in page(response)
        assert state(club) == before
    else:  # what was taken is what the core reads from the same text
        assert draft_convention(club) == import_rules(json.loads(content))
        assert export_rules(draft_convention(club))["options"] == club.draft().options
