"""Changing the language while the window is open: its chrome is said again at once, no restart.

The pseudo-locale wraps every translated string in ⟦…⟧, so a text the window
forgot to say again still reads plain; English again brings back the very
words the window was built with.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from window_helpers import play_first_move, quick_settings, shown_window

from cassino_desktop.seating import PERSON, Seating, SeatPlayer
from cassino_desktop.ui.cards.builtin_deck import BUILTIN_DECKS
from cassino_desktop.ui.i18n import PSEUDO, PSEUDO_OPEN, choose_language
from cassino_desktop.ui.main_window import MainWindow


@pytest.fixture
def english_after() -> Iterator[None]:
    """Whatever a test chooses, the next test speaks English."""
    try:
        yield
    finally:
        choose_language("en")


def _menu_actions(menu: QMenu) -> Iterator[QAction]:
    for action in menu.actions():
        if action.isSeparator():
            continue
        yield action
        inner = action.menu()
        if isinstance(inner, QMenu):
            yield from _menu_actions(inner)


def chrome_texts(window: MainWindow) -> dict[str, str]:
    """The window's own words, by where they are: menus, actions, the side panel and its tabs, the buttons."""
    texts = {"window title": window.windowTitle(), "dock": window.dock.windowTitle()}
    for top in window.menuBar().actions():
        texts[f"menu {top.text()!r}"] = top.text()
        menu = top.menu()
        assert isinstance(menu, QMenu)
        for number, action in enumerate(_menu_actions(menu)):
            if action in window.menus.theme_menu.actions() and action.data() not in BUILTIN_DECKS:
                continue  # an installed deck goes by its own name in every language
            texts[f"{top.text()!r} action {number}"] = action.text()
            if action.statusTip():
                texts[f"{top.text()!r} action {number} status tip"] = action.statusTip()
                texts[f"{top.text()!r} action {number} tooltip"] = action.toolTip()
    for tab in range(window.side_tabs.count()):
        texts[f"tab {tab}"] = window.side_tabs.tabText(tab)
    for button in (window.move_buttons.capture, window.move_buttons.build, window.move_buttons.trail):
        texts[f"button {button.text()!r}"] = button.text()
        texts[f"button {button.text()!r} tooltip"] = button.toolTip()
    texts["toolbar"] = window.menus.toolbar.windowTitle()
    texts["log"] = window.log.accessibleName()
    texts["table"] = window.view.accessibleName()
    return texts


def test_the_window_says_its_chrome_again_in_a_new_language(qtbot: QtBot, tmp_path: Path, english_after: None) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=11)
    english = chrome_texts(window)
    assert english["dock"] == "Game" and english["tab 0"] == "Moves"
    assert not any(text.startswith(PSEUDO_OPEN) for text in english.values())

    choose_language(PSEUDO)
    qtbot.waitUntil(lambda: window.dock.windowTitle().startswith(PSEUDO_OPEN), timeout=5000)
    pseudo = chrome_texts(window)
    plain = {where: text for where, text in pseudo.items() if not text.startswith(PSEUDO_OPEN)}
    assert plain == {}
    assert window.commands.side_panel_action.text() == f"{PSEUDO_OPEN}Show the side &panel⟧"  # not the dock's title

    choose_language("en")
    qtbot.waitUntil(lambda: not window.dock.windowTitle().startswith(PSEUDO_OPEN), timeout=5000)
    assert chrome_texts(window) == english


def test_the_settings_choose_the_language(qtbot: QtBot, tmp_path: Path, english_after: None) -> None:
    settings = quick_settings(tmp_path)
    window = shown_window(qtbot, settings, seed=11)
    settings.language = PSEUDO
    window.apply_settings(["language"])
    qtbot.waitUntil(lambda: window.commands.new_action.text().startswith(PSEUDO_OPEN), timeout=5000)
    assert window.score_label.text().startswith(PSEUDO_OPEN)
    checked = [a.text() for a in window.menus.difficulty_menu.actions() if a.isChecked()]
    assert checked == [f"{PSEUDO_OPEN}Easy⟧"]


def test_the_cover_names_the_next_person_again_in_a_new_language(
    qtbot: QtBot, tmp_path: Path, english_after: None
) -> None:
    """Two unnamed people: the chair the screen goes to is said in the new language, not left in the old."""
    settings = quick_settings(tmp_path)
    settings.set_seating(Seating((SeatPlayer(PERSON), SeatPlayer(PERSON))))
    window = shown_window(qtbot, settings, seed=2026)
    qtbot.waitUntil(lambda: window.controller.covered or window.controller.my_turn, timeout=10_000)
    if not window.controller.covered:
        play_first_move(window)  # the first person plays; the screen goes to the other
    qtbot.waitUntil(lambda: window.controller.covered, timeout=10_000)
    english = window.pass_screen.heading.text()
    choose_language(PSEUDO)
    qtbot.waitUntil(lambda: window.pass_screen.heading.text().startswith(PSEUDO_OPEN), timeout=5_000)
    for text in (window.pass_screen.heading.text(), window.pass_screen.button.text()):
        assert text.startswith(PSEUDO_OPEN), text
        assert "⟦South⟧" in text or "⟦North⟧" in text, text
    choose_language("en")
    qtbot.waitUntil(lambda: window.pass_screen.heading.text() == english, timeout=5_000)


def test_a_toolbar_button_shows_no_alt_letter_in_brackets(qtbot: QtBot, tmp_path: Path, english_after: None) -> None:
    """Hindi writes an item's Alt letter in brackets ("नई बाज़ी (&N)"); the toolbar shows just "नई बाज़ी"."""
    window = shown_window(qtbot, quick_settings(tmp_path), seed=2026)
    choose_language("hi")
    qtbot.waitUntil(lambda: window.commands.new_action.text() != "&New game", timeout=5_000)
    assert "(&N)" in window.commands.new_action.text()
    for action in window.menus.toolbar.actions():
        assert "(" not in action.iconText() and "&" not in action.iconText(), action.iconText()
