"""The error pages are the site's pages, in the reader's language (issue 14)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import RequestFactory
from django.utils import translation
from django.utils.html import escape
from django.utils.translation import gettext
from django.views.defaults import server_error

from rulings.models import HouseConvention

pytestmark = pytest.mark.django_db


def test_a_forbidden_change_is_a_styled_403_saying_why(client):
    host = get_user_model().objects.create_user("host", "", "Old!pass-123")
    HouseConvention.objects.create(owner=host, slug="club", title="Клуб")
    client.force_login(get_user_model().objects.create_user("stranger", "", "Old!pass-123"))
    response = client.get("/club/club/edit/")
    html = response.content.decode()
    assert response.status_code == 403
    assert "css/site.css" in html and "Эта страница не ваша" in html
    with translation.override("ru"):
        assert escape(gettext("This is for the members of the club.")) in html


def test_a_missing_page_is_a_styled_404(client):
    response = client.get("/en/no-such-page/")
    assert response.status_code == 404
    assert "css/site.css" in response.content.decode()


@pytest.mark.parametrize(
    ("language", "words"), [("ru", "Что-то пошло не так"), ("en", "Something went wrong")]
)
def test_the_500_page_stands_alone_and_is_translated(language, words):
    with translation.override(language):
        response = server_error(RequestFactory().get("/"))
    html = response.content.decode()
    assert response.status_code == 500
    assert words in html and "css/site.css" in html and "favicon.svg" in html


def test_every_page_names_its_icon(client):
    assert 'rel="icon"' in client.get("/").content.decode()


def test_every_page_says_who_is_signed_in_and_signs_out(client):
    anonymous = client.get("/learn/").content.decode()
    assert 'href="/accounts/login/?next=/learn/"' in anonymous
    client.force_login(get_user_model().objects.create_user("vera", "", "Old!pass-123"))
    page = client.get("/learn/").content.decode()
    assert "vera" in page and 'href="/accounts/data/"' in page
    assert 'action="/accounts/logout/"' in page
    out = client.post("/accounts/logout/", {"next": "/learn/"})
    assert out.status_code == 302 and out["Location"] == "/learn/"
