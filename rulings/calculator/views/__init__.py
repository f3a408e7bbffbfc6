"""The score calculator's views, by concern: the front page (``index``), one game's page and the
parts htmx reads (``game_page``), the changes (``deal_actions``), export, print and the share link
(``sharing``); ``common`` holds what they share."""
