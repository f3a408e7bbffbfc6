"""At sign-in and sign-up (the site's signup view signs the new user in), the progress made in
this browser session becomes the user's."""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from rulings.web.session import SESSION_KEY
from tutorial import services


@receiver(user_logged_in, dispatch_uid="tutorial_merge_session_progress")
def merge_progress(sender, request, user, **kwargs):
    if request is not None and hasattr(request, "session"):
        services.merge_into_user(user=user, session_key=request.session.get(SESSION_KEY, ""))
