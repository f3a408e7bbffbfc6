import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_home_is_russian_by_default(client):
    response = client.get("/")

    assert response.status_code == 200
    assert response["Content-Language"] == "ru"
    content = response.content.decode()
    assert '<html lang="ru">' in content
    for heading in ("Учиться", "Арбитр", "Пуля"):
        assert heading in content


def test_home_in_english_under_en_prefix(client):
    response = client.get("/en/")

    assert response.status_code == 200
    assert response["Content-Language"] == "en"
    content = response.content.decode()
    assert '<html lang="en">' in content
    for heading in ("Learn", "Rule", "Score"):
        assert f"<h2>{heading}</h2>" in content
    assert "Учиться" not in content


def test_home_links_to_lessons_and_deal_viewer(client):
    content = client.get("/").content.decode()

    assert f'href="{reverse("tutorial:index")}"' in content
    assert f'href="{reverse("rulings:deal_viewer")}"' in content


@pytest.mark.parametrize(
    ("url", "heading"),
    [("/learn/", "<h1>Уроки</h1>"), ("/deal/", "<h1>Просмотр сдачи</h1>")],
)
def test_area_pages_render_in_russian(client, url, heading):
    response = client.get(url)

    assert response.status_code == 200
    assert heading in response.content.decode()


def test_language_switch_to_english_and_back(client):
    response = client.post("/i18n/setlang/", {"language": "en", "next": "/learn/"})

    assert response.status_code == 302
    assert response["Location"] == "/en/learn/"
    assert "<h1>Lessons</h1>" in client.get("/en/learn/").content.decode()

    # The switcher on an English page posts to the English URL of set_language.
    response = client.post("/en/i18n/setlang/", {"language": "ru", "next": "/en/learn/"})

    assert response.status_code == 302
    assert response["Location"] == "/learn/"
    assert "<h1>Уроки</h1>" in client.get("/learn/").content.decode()


def test_switcher_posts_to_set_language_in_the_page_language(client):
    assert 'action="/i18n/setlang/"' in client.get("/").content.decode()
    assert 'action="/en/i18n/setlang/"' in client.get("/en/").content.decode()


def test_unknown_url_is_a_clean_404(client):
    response = client.get("/no-such-page/")

    assert response.status_code == 404
    content = response.content.decode()
    assert "Страница не найдена" in content
    assert "Traceback" not in content


def test_htmx_script_is_included_with_csp_nonce(client):
    response = client.get("/")

    content = response.content.decode()
    assert "django_htmx/htmx-2.min.js" in content
    nonce = response.context["csp_nonce"]
    assert f'nonce="{nonce}"' in content
    assert f"'nonce-{nonce}'" in response["Content-Security-Policy"]


def test_body_sends_csrf_token_with_htmx_requests(client):
    response = client.get("/")

    content = response.content.decode()
    assert """<body hx-headers='{"x-csrftoken": \"""" in content
    assert '"allowEval": false' in content
