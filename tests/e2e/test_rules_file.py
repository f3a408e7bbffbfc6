"""A club's rules file in Debian's chromium at 375 px, scripts off (the form is a plain one): the
host downloads version 1 from its page, changes an option in the file, imports it into the
draft; a file that is not a rules file is refused on the draft's page, which still fits."""

import json
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Browser, expect

from rulings.clubs import services
from rulings.clubs.models import Club

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-pass-9173"  # noqa: S105 - a test account


def test_the_host_downloads_changes_and_imports_the_rules_without_scripts(
    live_server, browser: Browser, tmp_path
):
    host = get_user_model().objects.create_user("vera", password=PASSWORD)
    services.create_club(host=host, slug="thursday", name="Четверг у Веры", preset="sochi")
    context = browser.new_context(
        java_script_enabled=False,
        viewport={"width": 375, "height": 812},
        locale="ru-RU",
        extra_http_headers={"Accept-Language": "ru"},
        accept_downloads=True,
    )
    page = context.new_page()
    url = live_server.url
    page.goto(f"{url}/accounts/login/")
    page.locator("input[name=username]").fill("vera")
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator("input[name=password]").press("Enter")
    page.goto(f"{url}/club/thursday/v/1/")
    with page.expect_download() as download:
        page.get_by_role("link", name="Скачать правила (файл)").click()
    assert download.value.suggested_filename == "thursday-rules-v1.json"
    data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    data["options"]["pulya_target"] = 30
    changed = tmp_path / "rules.json"
    changed.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

    page.goto(f"{url}/club/thursday/draft/")
    page.get_by_label("Файл правил").set_input_files(str(changed))
    page.get_by_role("button", name="Загрузить правила из файла").click()
    expect(page.locator(".flash")).to_contain_text("В черновике теперь правила из файла.")
    expect(page.locator("#changed-lines")).to_contain_text("теперь 30 (было: 20)")
    assert Club.objects.get().draft().options == {"pulya_target": 30}

    not_rules = tmp_path / "notes.json"
    not_rules.write_text("пуля до 30", encoding="utf-8")
    page.get_by_label("Файл правил").set_input_files(str(not_rules))
    page.get_by_role("button", name="Загрузить правила из файла").click()
    expect(page.locator("#rules-file-errors")).to_contain_text(
        "Это не файл правил (строка 1, позиция 1: ожидалось значение)."
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert Club.objects.get().draft().options == {"pulya_target": 30}  # as it was
    context.close()
