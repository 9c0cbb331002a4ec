"""The tests speak English whatever the machine's language (the window follows the system's locale), and see
no card deck the machine has installed: a test that wants decks names its own folders."""

from __future__ import annotations

import os

os.environ["LC_ALL"] = "C.UTF-8"  # Qt reads the system's language from the locale's variables
os.environ.pop("LANGUAGE", None)
os.environ.pop("LC_MESSAGES", None)
os.environ["CASSINO_CARD_DECKS"] = ""  # deck_themes.DECK_FOLDERS_VARIABLE: no folder of installed decks
