"""At sign-in, the games made in this browser session become the signed-in user's; a deleted
game's version kept for the live poll goes with it (issue 24). Connected by RulingsConfig.ready.
"""

from django.contrib.auth.signals import user_logged_in
from django.db.models.signals import post_delete
from django.dispatch import receiver

from rulings.calculator import services
from rulings.models import Game
from rulings.web import live_versions
from rulings.web.session import SESSION_KEY


@receiver(user_logged_in, dispatch_uid="calculator_claim_session_games")
def claim_games(sender, request, user, **kwargs):
    if request is not None and hasattr(request, "session"):
        services.claim_session_games(user=user, session_key=request.session.get(SESSION_KEY, ""))


@receiver(post_delete, sender=Game, dispatch_uid="calculator_forget_deleted_game_version")
def forget_deleted_game(sender, instance, **kwargs):
    """The phones watching it are answered 404 at their next poll, not a kept 304; also when
    the game goes with its owner's account (a cascade sends the signal for each game)."""
    live_versions.forgotten(instance.share_token)
