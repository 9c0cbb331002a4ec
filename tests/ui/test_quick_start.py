"""The window starts with only what its first screen needs: what a later menu or dialog needs waits for it."""

from __future__ import annotations

import os
import subprocess
import sys

STARTS_THE_WINDOW = "import cassino_desktop.__main__, cassino_desktop.ui.app, cassino_desktop.ui.main_window"


def modules_loaded_by_the_start() -> set[str]:
    """The modules a fresh interpreter holds once the window's code is imported (nothing else loaded first)."""
    script = f"{STARTS_THE_WINDOW}\nimport sys\nprint('\\n'.join(sys.modules))"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    return set(done.stdout.split())


def test_the_review_processes_machinery_waits_for_a_review() -> None:
    loaded = modules_loaded_by_the_start()
    assert "cassino_desktop.ui.main_window" in loaded
    assert not {"multiprocessing", "concurrent.futures.process"} & loaded


def test_qts_svg_library_waits_for_a_deck_drawn_from_svg() -> None:
    assert "PySide6.QtSvg" not in modules_loaded_by_the_start()


def fonts_after(*languages: str) -> str:
    """Whether the game's fonts were registered after choosing ``languages`` in turn, in a fresh application."""
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from cassino_desktop.ui.i18n import choose_language, fonts_added\n"
        "app = QApplication([])\n"
        f"for code in {languages!r}:\n"
        "    choose_language(code)\n"
        "    print(code, fonts_added())\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True).stdout


def test_the_devanagari_fonts_are_registered_only_when_hindi_is_chosen() -> None:
    said = fonts_after("en", "it", "pt_BR", "hi").split()
    assert said == ["en", "False", "it", "False", "pt_BR", "False", "hi", "True"]
