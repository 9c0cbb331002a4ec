"""What a new player met in the window: built-in decks that waited for a restart, a review behind the
game-over dialog, Undo offered in the daily deal, full screen that forgot the maximised window, a coach
that kept its advice after the game, deck previews alike and drawn after their dialog was gone; and the
decks offered are only those of the folders named, never what the machine happens to have installed."""

from __future__ import annotations

import datetime
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_card_pictures import _write_theme
from window_helpers import play_first_move, play_the_game_out, quick_settings, shown_window

from cassino_desktop.engine import Card, Move, load_position
from cassino_desktop.seating import YOUR_SEAT
from cassino_desktop.ui.cards.builtin_deck import BACK_COLORS, BUILTIN_DECKS, BUILTIN_THEME_NAME, BuiltinTheme
from cassino_desktop.ui.cards.card_pixmaps import render_card
from cassino_desktop.ui.cards.deck_themes import DECK_FOLDERS_VARIABLE, DEFAULT_THEME_DIRS, deck_folders, find_svg_decks
from cassino_desktop.ui.dialogs.review_dialog import ReviewDialog
from cassino_desktop.ui.dialogs.settings_dialog import PREVIEW_CARDS, SettingsDialog, deck_preview
from cassino_desktop.ui.main_window import MainWindow

SEVEN_OF_CLUBS = Card.from_text("7C")
"""A card every built-in style draws differently: green in four colours, a big 7 in large print."""
FACE_WIDTH = 80

# ---------------------------------------------------------------- the built-in decks apply at once


def _face(window: MainWindow) -> QImage:
    """The seven of clubs as the table's cache hands it out now."""
    return window.cache.pixmap(SEVEN_OF_CLUBS, FACE_WIDTH, 1.0).toImage()


def _drawn_in(deck: str) -> QImage:
    return render_card(BuiltinTheme(deck), SEVEN_OF_CLUBS, FACE_WIDTH, 1.0).toImage()


def _deck_action(window: MainWindow, deck: str) -> QAction:
    return next(action for action in window.menus.theme_menu.actions() if action.data() == deck)


@pytest.mark.parametrize("deck", ["Four colours", "Large print", "Large print, four colours"])
def test_a_built_in_deck_chosen_in_the_menu_repaints_the_cards_at_once(qtbot: QtBot, tmp_path: Path, deck: str) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    classic, table = _face(window), window.view.grab().toImage()
    _deck_action(window, deck).trigger()
    assert window.cache.theme.name == deck and window.settings.theme == deck
    assert _face(window) == _drawn_in(deck) != classic
    assert window.view.grab().toImage() != table  # the cards on the felt, not only the cache
    _deck_action(window, BUILTIN_THEME_NAME).trigger()
    assert window.cache.theme.name == BUILTIN_THEME_NAME and _face(window) == classic
    assert window.view.grab().toImage() == table


@pytest.mark.parametrize("deck", ["Four colours", "Large print", "Large print, four colours"])
def test_a_built_in_deck_chosen_in_settings_repaints_the_cards_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, deck: str
) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    classic = _face(window)
    wanted = [deck, BUILTIN_THEME_NAME]

    def choose(dialog: SettingsDialog) -> int:
        name, decks = wanted.pop(0), dialog.deck_list
        row = next(r for r in range(decks.count()) if decks.item(r).data(Qt.ItemDataRole.UserRole) == name)
        decks.setCurrentRow(row)
        dialog.accept()
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.commands.configure_action.trigger()
    assert window.cache.theme.name == deck and _face(window) == _drawn_in(deck) != classic
    assert [a.data() for a in window.menus.theme_menu.actions() if a.isChecked()] == [deck]
    window.commands.configure_action.trigger()
    assert window.cache.theme.name == BUILTIN_THEME_NAME and _face(window) == classic


# ---------------------------------------------------------------- the Settings dialog's previews


def test_every_deck_s_preview_shows_a_card_of_each_suit_so_the_decks_look_apart(qtbot: QtBot) -> None:
    assert sorted(card.suit for card in PREVIEW_CARDS if card is not None) == [0, 1, 2, 3]
    previews = [deck_preview(BuiltinTheme(deck), BACK_COLORS["Blue"]).toImage() for deck in BUILTIN_DECKS]
    for number, preview in enumerate(previews):  # Four colours no longer looks like Classic
        assert all(preview != other for other in previews[number + 1 :])


@pytest.mark.parametrize("closed", ["with its window", "on its own"])
def test_previews_still_to_draw_die_with_the_settings_dialog(qtbot: QtBot, tmp_path: Path, closed: str) -> None:
    """The previews are drawn one per turn of the event loop: none may come after the dialog and its list are gone."""
    window = QWidget()
    dialog = SettingsDialog(quick_settings(tmp_path), window)
    waiting = dialog.deck_list.count()
    assert waiting > 1  # previews are waiting
    gone = dialog if closed == "on its own" else window
    with qtbot.waitSignal(gone.destroyed, timeout=2_000):
        gone.deleteLater()
    for _turn in range(waiting + 1):  # the turns of the event loop the previews would have been drawn in
        QApplication.processEvents()
    if closed == "on its own":
        window.deleteLater()


# ---------------------------------------------------------------- the decks a test sees


def test_the_decks_offered_are_those_of_the_folders_named_and_no_others(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever decks the machine has installed: the tests see only their own, players may add folders."""
    mine = tmp_path / "decks"
    mine.mkdir()
    _write_theme(mine / "anglo.svg", {"1_spade": "#0000ff"})
    monkeypatch.setenv(DECK_FOLDERS_VARIABLE, f"{tmp_path / 'not-there'}{os.pathsep}{mine}")
    assert [deck.name for deck in find_svg_decks()] == ["Anglo"]
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    assert [action.data() for action in window.menus.theme_menu.actions()] == [*BUILTIN_DECKS, "Anglo"]
    dialog = SettingsDialog(window.settings, window)
    names = [dialog.deck_list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(dialog.deck_list.count())]
    assert names == [*BUILTIN_DECKS, "Anglo"]
    monkeypatch.setenv(DECK_FOLDERS_VARIABLE, "")
    assert deck_folders() == () and find_svg_decks() == []
    monkeypatch.delenv(DECK_FOLDERS_VARIABLE)
    assert deck_folders() == DEFAULT_THEME_DIRS  # without it, where the distributions install them


# ---------------------------------------------------------------- the daily deal's counted try


def test_undo_and_restart_are_greyed_out_in_the_daily_deal_and_say_why(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    usual = {
        action: (action.toolTip(), action.statusTip())
        for action in (window.commands.undo_action, window.commands.restart_action)
    }
    window.controller.new_games.daily_deal(datetime.date(2026, 11, 25))
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    window.session.apply(sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    assert window.session.can_undo(YOUR_SEAT) and window.session.can_restart_deal()  # any other game would allow both
    why = "The daily deal's first try counts as it is played: no taking back, no dealing again."
    for action in usual:
        assert not action.isEnabled()
        assert action.toolTip() == action.statusTip() == why
    window.controller.new_games.daily_deal(datetime.date(2026, 11, 25))  # a replay counts nowhere: both are back
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    window.session.apply(sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    for action, tips in usual.items():
        assert action.isEnabled() and (action.toolTip(), action.statusTip()) == tips


# ---------------------------------------------------------------- full screen and back


def _f11_twice(window: MainWindow, qtbot: QtBot) -> None:
    window.commands.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2_000)
    window.commands.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2_000)
    assert not window.commands.full_screen_action.isChecked()


def test_leaving_full_screen_brings_back_the_window_as_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=2_000)
    maximised = window.geometry()
    _f11_twice(window, qtbot)
    assert window.isMaximized() and window.geometry() == maximised  # not the small window of long ago
    window.showNormal()
    placed = QRect(100, 80, 700, 500)
    window.setGeometry(placed)
    qtbot.waitUntil(lambda: window.geometry() == placed and not window.isMaximized(), timeout=2_000)
    _f11_twice(window, qtbot)
    assert not window.isMaximized() and window.geometry() == placed


# ---------------------------------------------------------------- the coach's advice, game by game

USUAL_COACH_LINE = [("The coach weighs your moves when it is your turn.", None)]


def _coach_says(window: MainWindow) -> list[tuple[str, object]]:
    """Each line of the coach's tab, with the move it offers (None for a line that offers none)."""
    items = [window.coach_list.item(row) for row in range(window.coach_list.count())]
    return [(item.text(), item.data(Qt.ItemDataRole.UserRole)) for item in items]


def _advice_shown(window: MainWindow) -> bool:
    return any(move for _text, move in _coach_says(window))


def test_the_coach_s_advice_goes_when_the_game_ends_and_when_a_new_one_begins(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    window.commands.coach_action.trigger()
    last_cards = {"variant": "advanced", "to_move": 0, "hands": [["7C"], ["5D"]], "table": ["3D", "4H"]}
    window.controller.new_games.start_from(load_position(last_cards))
    qtbot.waitUntil(lambda: _advice_shown(window), timeout=20_000)
    play_first_move(window)
    qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=20_000)
    assert _coach_says(window) == USUAL_COACH_LINE  # no move to make in a game that is over
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    dialog.reject()

    window.controller.new_games.start_from(load_position({**last_cards, "hands": [["7C", "KD"], ["5D", "6C"]]}))
    qtbot.waitUntil(lambda: _advice_shown(window), timeout=20_000)
    window.settings.computer_leads = True
    window.controller.new_games.new_match()  # the computer leads it: the advice was for the last game's cards
    assert _coach_says(window) == USUAL_COACH_LINE


# ---------------------------------------------------------------- the review from the game-over dialog


def test_the_review_from_the_game_over_dialog_takes_input_and_the_next_game_follows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=5)
    play_the_game_out(window, qtbot)
    game_over = window.controller.game_over.dialog
    assert game_over is not None and QApplication.activeModalWidget() is game_over
    game_over.review_button.click()
    review = window.findChild(ReviewDialog)
    assert review is not None and review.isVisible()
    assert QApplication.activeModalWidget() in (None, review)  # nothing modal stands between it and the player
    assert window.controller.game_over.dialog is None and not game_over.isVisible()
    assert window.session.state.over  # closing the game-over dialog for the review dealt nothing
    qtbot.waitExposed(review)
    shown = review.position_index
    step = review.next_button if review.next_button.isEnabled() else review.previous_button
    QTest.mouseClick(step, Qt.MouseButton.LeftButton)
    assert review.position_index != shown
    review.close()
    assert window.commands.next_action.isEnabled() and "F3" in window.status_line.prompt
    window.commands.next_action.trigger()
    assert not window.session.state.over and window.session.match.game_number == 1
