"""Creating an account: a club host needs one to publish the table's rules (rulings/houses),
and a player to keep games across browsers. Django's own form and password validators.

A forgotten password: Django's reset view, which first asks whether a mail server answers. With
none (no ``EMAIL_HOST`` and nothing on localhost:25) Django would log the failure and tell the
visitor a letter was sent (issue 23): the page says mail is not set up instead, for any address
(so it tells nothing of who has an account), and the log says so."""

import logging
import socket

from django import forms
from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.views import PasswordResetView
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods

from rulings.web.forms import posted

logger = logging.getLogger(__name__)


class SignupForm(UserCreationForm):
    """Django's form plus an e-mail address, which only a forgotten password needs."""

    email = forms.EmailField(
        label=_("E-mail"),
        required=False,
        help_text=_("Optional: only to set a new password if you forget this one."),
    )

    class Meta(UserCreationForm.Meta):
        fields = ("username", "email")


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    next_url = _next_path(request)
    form = SignupForm(posted(request))
    if request.method == "POST" and form.is_valid():
        # the session's anonymous games become the account's (rulings/calculator/signals.py)
        login(request, form.save(), backend="django.contrib.auth.backends.ModelBackend")
        return HttpResponseRedirect(next_url)
    status = 400 if request.method == "POST" else 200
    context = {"form": form, "next": next_url}
    return render(request, "registration/signup.html", context, status=status)


def _next_path(request: HttpRequest) -> str:
    """Where to go after signing up: a path on this site, else the home page. (``redirect``
    would read «foo» as a URL name and fail with a 500; another host is never followed.)"""
    wanted = request.POST.get("next") or request.GET.get("next") or "/"
    on_this_site = url_has_allowed_host_and_scheme(
        wanted, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    return wanted if on_this_site and wanted.startswith("/") else "/"


def mail_server_answers() -> bool:
    """Whether the letters can go: an SMTP server at the configured address accepts a
    connection (any other mailer, the console's in development, always can)."""
    mailer = settings.MAILERS["default"]
    if not mailer["BACKEND"].endswith("smtp.EmailBackend"):
        return True
    options = mailer.get("OPTIONS", {})
    host, port = options.get("host", "localhost"), options.get("port", 25)
    try:
        socket.create_connection((host, port), timeout=2).close()
    except OSError:
        logger.error("password reset: no mail server answers at %s:%s", host, port)
        return False
    return True


class PasswordReset(PasswordResetView):
    def form_valid(self, form: forms.Form) -> HttpResponse:
        if mail_server_answers():
            return super().form_valid(form)
        form.add_error(
            None,
            _(
                "Letters cannot be sent: mail is not set up on this site. "
                "Ask the site's administrator to set a new password for you."
            ),
        )
        return self.render_to_response(self.get_context_data(form=form), status=503)
