"""The offline pulya's HTTP side (issue 24): the packed core, the game as the phone keeps it, the
sync of deals entered offline, and the root-scoped service worker (rulings/calculator/offline.py
does the work; docs/calculator.md «Offline»)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404
from django.template.loader import render_to_string
from django.templatetags.static import PrefixNode, static
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_POST, require_safe

from rulings import json_input
from rulings.calculator import offline
from rulings.calculator.wizard import calls_label, kind_label
from rulings.calculator.wizard_state import COLUMNS
from rulings.calculator.wizard_whisting import every_calls_value
from rulings.core import PreferansError, Variant, playable_contracts
from rulings.messages import translate_record_error
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.web.selectors import convention_for
from rulings.web.services import GameFinished, GameRecordInvalid, finished_message
from rulings.web.session import session_key
from rulings.web.texts import deal_summary
from rulings.web.words import CALL_WORDS, call_label, column_label, contract_label

# What the phone needs of Pyodide (node_modules/pyodide, copied by `make install`): the loader,
# the interpreter and its standard library, the package list it reads at start.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYODIDE_DIR = "pulya/pyodide/"
# The game page's own files the service worker keeps (besides the page and Pyodide).
SHELL_FILES = (
    "css/site.css",
    "css/calculator.css",
    "css/quick_entry.css",
    "django_htmx/htmx-2.min.js",
    "js/quick_entry.js",
    "pulya/offline.js",
    "pulya/offline.css",
    "pulya/manifest.webmanifest",
    "pulya/icon.svg",
    "pulya/icon-192.png",
    "pulya/icon-512.png",
    "img/favicon.svg",
)
MAX_SYNC_BYTES = 64 * 1024  # one deal and the phone's figures: a few hundred bytes


def _pyodide_url(name: str) -> str:
    """Pyodide's files by their own names (the loader finds the others next to it), not the
    hashed names of the production storage."""
    return PrefixNode.handle_simple("STATIC_URL") + PYODIDE_DIR + name


def pyodide_available() -> bool:
    """Pyodide is served when `make install` copied it (npm was there)."""
    return all(finders.find(PYODIDE_DIR + name) for name in PYODIDE_FILES)


def _owned_game(request: HttpRequest, pk: int) -> Game:
    game = get_object_or_404(Game, pk=pk)
    if not request.user.has_perm("rulings.change_game", GameAccess(game, session_key(request))):
        raise PermissionDenied(_("Only the owner of this game can change it."))
    return game


@require_safe
def core_zip(request: HttpRequest, digest: str) -> HttpResponse:
    """The packed core at its digest's address: kept a year (a new core is a new address)."""
    current, data = offline.core_archive()
    if digest != current:
        raise Http404(_("This version of the rules is no longer served: reload the page."))
    response = HttpResponse(data, content_type="application/zip")
    response["Cache-Control"] = "public, max-age=31536000, immutable"
    return response


def core_url() -> str:
    """The packed core's one address, whatever the page's language (the service worker keeps
    it by this address)."""
    with translation.override(settings.LANGUAGE_CODE):
        return reverse("calculator:offline_core", args=[offline.core_archive()[0]])


@require_safe
def game_kit(request: HttpRequest, pk: int) -> JsonResponse:
    """What the phone keeps to go on offline: the record at its version, the next dealer, the
    words of the questions in the reader's language, where the core and Pyodide are."""
    game = _owned_game(request, pk)
    conv = convention_for(game.record)
    balkan = conv.variant is Variant.BALKAN
    contracts = {c.en: contract_label(c.en, balkan=balkan) for c in playable_contracts(conv)}
    kit: dict[str, Any] = {
        "game": game.pk,
        "version": game.version,
        "finished": game.finished,
        "record": game.record,
        "first_dealer": game.first_dealer,
        "core": core_url() if pyodide_available() else "",
        "pyodide": _pyodide_url("") if pyodide_available() else "",
        "sync": reverse("calculator:offline_sync", args=[game.pk]),
        "page": reverse("calculator:game", args=[game.pk]),
        "kind": conv.score_sheet.value,
        "words": {
            "column": {c: column_label(c, conv.score_sheet.value) for c in COLUMNS},
            "kind": {k: kind_label(k, balkan=balkan) for k in ("game", "misere", "raspasy")},
            "contract": contracts,
            "call": {c: call_label(c) for c in CALL_WORDS},  # a defender's first word
            "open": {"closed": _("closed (втёмную)"), "open": _("open (в светлую)")},
            # the defenders' words in one row, as the online quick entry words its chips
            "calls": {v: calls_label(v) for v in every_calls_value()},
            "prompt": {
                "kind": _("What was played?"),
                "declarer": _("Declarer"),
                "contract": _("Contract"),
                "calls": _("Defenders: %(first)s, %(second)s"),
                "open": _("Lone whister %(player)s plays"),
                "tricks": _("Tricks"),
                "talon": _("%(player)s (talon)"),
                # as the online quick entry labels the lone whister's count
                "lone": _("%(player)s (with the passer's tricks)"),
            },
            # what the page says with a number or a name in it
            "text": {
                "sum": _(
                    "The tricks make %(total)s, but a deal has 10. Correct a count, or clear "
                    "one and it is counted from the others."
                ),
                "count": _("How many tricks did %(player)s take? A whole number from 0 to 10."),
                "differ": _(
                    "Deal %(number)s: on this phone the sheet came out differently than on the "
                    "server. The server's sheet is the one kept:"
                ),
                "difference": _(
                    "%(player)s, %(column)s: on this phone %(phone)s, on the server %(server)s"
                ),
                "whists-on": _("whists on %(player)s"),
                "follows": _("Leave any one count empty: it is 10 less the others."),
                "follower": _("%(player)s: counted for you, 10 less the others."),
                # what the phone cannot score: the online entry's other types of deal
                "elsewhere": _(
                    "«Without three», a declared «preferans» and corrections cannot be kept on "
                    "the phone: enter them when the connection returns."
                ),
            },
        },
    }
    response = JsonResponse(kit)
    response["Cache-Control"] = "private, no-cache"
    return response


@require_POST
def sync(request: HttpRequest, pk: int) -> JsonResponse:
    """One deal entered offline: ``{"version", "seen", "deal", "phone"}`` (the version and the
    number of deals the phone saw when it was made, the deal as the record writes it, the figures
    the phone showed after it). 200 written (with where the figures differ), 409 somebody else
    wrote meanwhile (their deals and mine, worded), 400 refused with the reason."""
    game = _owned_game(request, pk)
    if len(request.body) > MAX_SYNC_BYTES:
        return JsonResponse({"error": _("The deal sent from the phone is too large.")}, status=400)
    try:
        body = json_input.loads(request.body)
    except json.JSONDecodeError as error:
        return JsonResponse({"error": str(error)}, status=400)
    if not isinstance(body, dict):
        body = {}
    version, seen, deal = (body.get(k) for k in ("version", "seen", "deal"))
    if not (_whole(version) and _whole(seen) and isinstance(deal, dict)):
        return JsonResponse({"error": _("The deal sent from the phone is incomplete.")}, status=400)
    kind = convention_for(game.record).score_sheet.value
    try:
        game, found = offline.sync_deal(
            game=game, version=version, seen=seen, deal=deal, phone=body.get("phone")
        )
    except offline.SyncConflict as conflict:
        now = conflict.game
        return JsonResponse(
            {
                "conflict": True,
                "version": now.version,
                "seen": len(now.deals),
                "finished": now.finished,
                "next_dealer": offline.figures(now)["next_dealer"],
                "theirs": [deal_summary(d, now.players, kind) for d in conflict.theirs],
                "mine": _summary(deal, now.players, kind),
            },
            status=409,
        )
    except GameFinished:
        return JsonResponse({"error": finished_message()}, status=400)
    except GameRecordInvalid as error:
        problems = translate_record_error(error.error) if error.error else error.problems
        return JsonResponse(
            {"error": "; ".join(f"{f}: {m}" if f else m for f, m in problems)}, status=400
        )
    return JsonResponse(
        {"saved": True, "version": game.version, "seen": len(game.deals), "differences": found}
    )


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**31


def _summary(deal: dict[str, Any], players: list[str], kind: str) -> str:
    try:
        return deal_summary(deal, players, kind)
    except (PreferansError, KeyError, TypeError, ValueError):
        return json.dumps(deal, ensure_ascii=False)[:200]


@require_safe
@cache_control(no_cache=True)
def service_worker(request: HttpRequest) -> HttpResponse:
    """The service worker, from the site's root so that it serves every page of the site's
    scope (the game pages in both languages); never kept by the browser's cache, so a new one
    is found at once. Its cache's name is the digest of what it keeps."""
    files = [static(name) for name in SHELL_FILES]
    if pyodide_available():
        files += [_pyodide_url(name) for name in PYODIDE_FILES]
        files.append(core_url())
    body = render_to_string(
        "calculator/service_worker.js", {"files": json.dumps(files), "name": _digest(files)}
    )
    response = HttpResponse(body, content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    return response


def _digest(files: list[str]) -> str:
    return hashlib.sha256("\n".join(files).encode()).hexdigest()[:12]
