"""Creating an account: a club host needs one to publish the table's rules (rulings/houses),
and a player to keep games across browsers. Django's own form and password validators."""

from django.contrib.auth import login
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    next_url = request.POST.get("next") or request.GET.get("next") or "/"
    if not url_has_allowed_host_and_scheme(
        next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        next_url = "/"
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        # the session's anonymous games become the account's (rulings/calculator/signals.py)
        login(request, form.save(), backend="django.contrib.auth.backends.ModelBackend")
        return redirect(next_url)
    status = 400 if request.method == "POST" else 200
    context = {"form": form, "next": next_url}
    return render(request, "registration/signup.html", context, status=status)
