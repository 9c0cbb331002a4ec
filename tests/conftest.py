"""The tests speak English whatever the machine's language: the window follows the system's locale."""

from __future__ import annotations

import os

os.environ["LC_ALL"] = "C.UTF-8"  # Qt reads the system's language from the locale's variables
os.environ.pop("LANGUAGE", None)
os.environ.pop("LC_MESSAGES", None)
