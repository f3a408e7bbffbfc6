"""A user exports everything of theirs as JSON and imports it back (issue 13)."""

import io
import json

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from preferans_site.user_data import FORMAT, ImportRefused, export_data, import_data
from rulings.calculator import services
from rulings.examples import example_record
from rulings.models import Game, HouseConvention, SavedRuling
from tutorial.models import LevelProgress

pytestmark = pytest.mark.django_db

RECORD = {
    "players": ["Anna", "Boris", "Vera"],
    "convention": "sochi",
    "deals": [
        {
            "dealer": "Anna",
            "contract": "6♠",
            "declarer": "Boris",
            "defenders": {"Vera": "whist", "Anna": "pass"},
            "tricks": {"Boris": 6, "Vera": 4},
        }
    ],
}


@pytest.fixture
def host():
    return get_user_model().objects.create_user("host", "", "Old!pass-123")


def _belongings(user) -> None:
    game = services.game_import(owner=user, session_key="", data=RECORD, whist_price=2)
    SavedRuling.objects.create(
        request=example_record("renonce"),
        ruling={"rule": "renonce_whister"},
        convention="sochi",
        game=game,
        deal_index=0,
    )
    HouseConvention.objects.create(owner=user, slug="club", title="Клуб", options={})
    LevelProgress.objects.create(user=user, level_id="cards-1", stars=2, attempts=3)


def test_export_then_import_into_a_new_account_is_the_same_data(host):
    _belongings(host)
    exported = export_data(host)
    assert exported["format"] == FORMAT
    (game,) = exported["games"]
    assert game["record"] == RECORD
    assert game["whist_price"] == "2.00"

    other = get_user_model().objects.create_user("other", "", "Old!pass-123")
    HouseConvention.objects.filter(owner=host).delete()
    SavedRuling.objects.all().delete()
    summary = import_data(other, json.loads(json.dumps(exported)))

    assert summary == {
        "games": 1,
        "games_present": 0,
        "rulings": 1,
        "house_conventions": 1,
        "progress": 1,
        "drills": 0,
        "skipped": [],
    }
    again = export_data(other)
    assert again["progress"][0]["level"] == "cards-1" and again["progress"][0]["stars"] == 2
    for key in ("games", "house_conventions"):
        assert again[key] == exported[key]
    (ruling,) = again["rulings"]
    # ruled again by the arbiter, under a new permalink
    assert ruling["token"] != exported["rulings"][0]["token"]
    assert ruling["ruling"]["rule"] == "renonce_whister"
    assert ruling["request"] == exported["rulings"][0]["request"]
    assert ruling["game"] == 0 and ruling["deal_index"] == 0


def test_importing_twice_adds_nothing_the_second_time(host):
    _belongings(host)
    other = get_user_model().objects.create_user("other", "", "Old!pass-123")
    exported = export_data(host)
    first = import_data(other, exported)
    assert (first["games"], first["games_present"], first["rulings"]) == (1, 0, 1)
    second = import_data(other, exported)
    assert (second["games"], second["games_present"], second["rulings"]) == (0, 1, 0)
    assert Game.objects.filter(owner=other).count() == 1
    assert SavedRuling.objects.filter(game__owner=other).count() == 1
    # the same game at another price is another game
    exported["games"][0]["whist_price"] = "3"
    assert import_data(other, exported)["games"] == 1
    assert HouseConvention.objects.get(slug="club").title == "Клуб"


def test_another_hosts_address_is_reported_not_taken(host):
    _belongings(host)
    exported = export_data(host)
    other = get_user_model().objects.create_user("other", "", "Old!pass-123")
    summary = import_data(other, exported)
    assert HouseConvention.objects.get(slug="club").owner == host
    assert summary["skipped"] == ["адрес /house/club/ занят другим клубом"]


def test_a_bad_game_refuses_the_whole_file(host):
    data = {"format": FORMAT, "version": 1, "games": [{"record": RECORD}, {"record": {"x": 1}}]}
    with pytest.raises(ImportRefused) as refused:
        import_data(host, data)
    assert refused.value.problems[0][0].startswith("games[1].record")
    assert not Game.objects.exists()  # the first game was not kept either


def test_the_page_downloads_and_loads_back(client, host):
    _belongings(host)
    client.force_login(host)
    assert client.get("/accounts/data/").status_code == 200
    download = client.get("/accounts/data/export.json")
    assert download.status_code == 200 and "attachment" in download["Content-Disposition"]
    assert "private" in download["Cache-Control"]
    upload = SimpleUploadedFile("data.json", download.content, "application/json")
    loaded = client.post("/accounts/data/", {"file": upload})
    assert loaded.status_code == 200
    assert "Уже есть, повторно не добавлена: 1 пуля." in loaded.content.decode()


def test_strangers_are_sent_to_sign_in(client):
    for url in ("/accounts/data/", "/accounts/data/export.json"):
        response = client.get(url)
        assert response.status_code == 302 and "/accounts/login/" in response["Location"]


# the client and the host are not changed by an example: each import is its own transaction
@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.one_of(
        st.binary(max_size=200),
        st.text(max_size=200).map(str.encode),
        st.dictionaries(
            st.text(max_size=10),
            st.recursive(
                st.none() | st.integers() | st.text(),
                lambda inner: st.lists(inner, max_size=3),
                max_leaves=5,
            ),
        ).map(lambda d: json.dumps({"format": FORMAT, "version": 1, **d}).encode()),
    )
)
def test_any_upload_is_a_400_or_an_import_never_a_500(client, host, content):
    client.force_login(host)
    upload = SimpleUploadedFile("data.json", io.BytesIO(content).read(), "application/json")
    response = client.post("/accounts/data/", {"file": upload})
    assert response.status_code in (200, 400)


def test_progress_keeps_the_better_stars_of_each_level(host):
    LevelProgress.objects.create(user=host, level_id="a", stars=3)
    LevelProgress.objects.create(user=host, level_id="b", stars=1)
    data = {
        "format": FORMAT,
        "version": 1,
        "progress": [
            {"level": "a", "stars": 1},
            {"level": "b", "stars": 3},
            {"level": "c", "stars": 9},
        ],
    }
    summary = import_data(host, data)
    stars = dict(LevelProgress.objects.filter(user=host).values_list("level_id", "stars"))
    assert stars == {"a": 3, "b": 3}  # 9 stars is no score: left out
    assert summary["progress"] == 1


def test_saved_drills_go_out_and_come_back_private_once(host):
    """Issue 19: a saved exercise is exported with its deal and comes back private, once; a
    deal that does not play is reported, not added."""
    from rulings.core import replay_json
    from tutorial.models import SavedDrill
    from tutorial.table_display import drill_payload

    payload = drill_payload(replay_json(example_record("renonce")), "Boris")
    SavedDrill.objects.create(user=host, payload=payload, title="6♠, за игрока Boris", shared=True)
    exported = export_data(host)
    assert exported["drills"] == [{"title": "6♠, за игрока Boris", "deal": payload, "shared": True}]
    other = get_user_model().objects.create_user("other", "", "Old!pass-123")
    broken = {"title": "сломанная", "deal": {**payload, "hands": ["AS"] * 3}}
    exported["drills"].append(broken)
    summary = import_data(other, json.loads(json.dumps(exported)))
    assert summary["drills"] == 1 and len(summary["skipped"]) == 1
    assert "сломанная" in summary["skipped"][0]
    drill = SavedDrill.objects.get(user=other)
    assert drill.payload == payload and not drill.shared
    assert drill.token != SavedDrill.objects.get(user=host).token
    assert import_data(other, exported)["drills"] == 0
