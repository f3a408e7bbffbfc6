"""At sign-in, the games made in this browser session become the signed-in user's."""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from rulings.calculator import services
from rulings.web.session import SESSION_KEY


@receiver(user_logged_in, dispatch_uid="calculator_claim_session_games")
def claim_games(sender, request, user, **kwargs):
    if request is not None and hasattr(request, "session"):
        services.claim_session_games(user=user, session_key=request.session.get(SESSION_KEY, ""))
