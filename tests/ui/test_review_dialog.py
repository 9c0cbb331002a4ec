"""The review in the window: opened from the game-over dialog, the Game menu and the score sheet; stepped; stopped."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QObject, QRect, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence
from pytestqt.qtbot import QtBot
from window_helpers import quick_settings, shown_window

from cassino_desktop.engine import GameState, Move, load_position
from cassino_desktop.ui.dialogs import fitting
from cassino_desktop.ui.dialogs.review_dialog import ReviewDialog
from cassino_desktop.ui.dialogs.review_moves import MOVE_COLUMNS, PLAYER_COLUMN
from cassino_desktop.ui.dialogs.review_worker import ReviewRunner
from cassino_desktop.ui.i18n import PSEUDO, PSEUDO_OPEN, choose_language
from cassino_desktop.ui.main_window import MainWindow

# The last deal of an Advanced game, every other card in a pile, so the review is exact: the 10♦ (the big
# cassino, two points) can take 6♥ and 4♠ now; trailed, it is taken by the computer's 10♠.
LAST_DEAL = json.loads((Path(__file__).parents[1] / "positions" / "big-cassino-blunder.json").read_text())


def make_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return shown_window(qtbot, quick_settings(tmp_path), seed=3)


def finish_with_a_blunder(window: MainWindow, qtbot: QtBot) -> None:
    """The player trails the big cassino; the computer plays out the deal."""
    state = load_position(LAST_DEAL)
    assert isinstance(state, GameState)
    window.controller.new_games.start_from(state)
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=10_000)
    window.session.apply(Move.parse("trail TD"))
    qtbot.waitUntil(lambda: window.controller.my_turn or window.session.state.over, timeout=20_000)
    while not window.session.state.over:
        window.session.apply(sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
        qtbot.waitUntil(lambda: window.controller.my_turn or window.session.state.over, timeout=20_000)
    qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=10_000)


def open_review(window: MainWindow, qtbot: QtBot) -> ReviewDialog:
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    dialog.review_button.click()
    reviews = window.findChildren(ReviewDialog)
    assert len(reviews) == 1
    review = reviews[0]
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    return review


def test_the_game_over_dialog_opens_a_review_that_finds_the_blunder(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    finish_with_a_blunder(window, qtbot)
    assert window.commands.review_action.isEnabled()
    review = open_review(window, qtbot)
    assert review.review is not None and [r.number for r in review.review.mistakes(0)] == [1]
    first = review.table.item(0, 6)
    assert first is not None and first.text().endswith("mistake")
    assert review.worst.item(0).text().startswith("Move 1: Trail 10♦")
    assert "Best was: Take 4♠ 6♥ with 10♦" in review.caption.text()
    assert review.scene.selected_hand_card() is not None  # the best move marked on the table
    assert "You lost" in review.summary.text() and not review.stop_button.isVisible()
    assert "in this game, with 1 mistake. Values" in review.summary.text()  # one mistake: never "1 of them mistakes"
    # Every hand face up, the computer's too.
    assert review.scene.card_item(load_position(LAST_DEAL).hands[1][0]).face_up


def test_arrows_step_through_the_game_to_its_end(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    finish_with_a_blunder(window, qtbot)
    review = open_review(window, qtbot)
    moves = len(window.session.current_moves)
    assert review.next_button.shortcut() == QKeySequence("Right")
    for step in range(1, moves + 1):
        review.next_button.click()
        assert review.position_index == step
    assert not review.next_button.isEnabled() and review.caption.text().startswith("The end of the game")
    review.previous_button.click()
    assert review.position_index == moves - 1 and review.table.currentRow() == moves - 1
    review.worst.item(0).setSelected(True)
    review.worst.itemClicked.emit(review.worst.item(0))
    assert review.position_index == 0


def test_the_score_sheet_and_the_game_menu_ask_for_the_same_review(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    finish_with_a_blunder(window, qtbot)
    asked: list[int] = []
    window.score_sheet.reviewAsked.connect(asked.append)
    window.score_sheet.doubleClicked.emit(window.score_model.index(0, 0))
    assert asked == [0]
    assert window.score_sheet.game_at_row(window.score_model.rowCount() - 1) is None  # a total row
    record = window.controller.game_over.game_record(0)
    assert record is not None and record[1] == load_position(LAST_DEAL)
    assert (
        window.controller.game_over.game_record(None) == record and window.controller.game_over.game_record(1) is None
    )


class Beacon(QObject):
    """Lives in the window's thread: lit from another thread, it is heard after all that thread sent before it."""

    lit = Signal()


def heard_all_the_review_thread_sent(qtbot: QtBot, runner: ReviewRunner) -> None:
    """Wait until the review's thread is done with its request (its process ended) and all it sent has arrived."""
    beacon = Beacon()
    with qtbot.waitSignal(beacon.lit, timeout=30_000):
        QTimer.singleShot(0, runner._worker, beacon.lit.emit)  # runs in that thread once it is free


def test_a_review_can_be_stopped_and_closed_while_it_runs(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    play = window.session.play
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    (moves,), _ = play.moves_to_save()
    review = ReviewDialog("a long game", play.match.opening(0), moves, window.cache, parent=window)
    review.show()
    qtbot.waitUntil(lambda: review.progress.value() >= 1, timeout=60_000)
    review.stop()
    assert not review.runner.running and "stopped after" in review.summary.text()
    done = review.progress.value()
    heard_all_the_review_thread_sent(qtbot, review.runner)
    assert review.progress.value() == done  # nothing more arrives
    review.close()


def test_a_game_copied_as_a_line_opens_again_for_review(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtGui import QGuiApplication

    from cassino_desktop.ui.plain_text import PlainMessageBox

    window = make_window(qtbot, tmp_path)
    for _ in range(3):
        qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
        window.session.apply(sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    line = window.game_lines.copy_game_line()
    assert line is not None and QGuiApplication.clipboard().text() == line
    review = window.game_lines.open_game_line(line)
    assert review is not None and review.scene.state == window.session.play.history[0]
    assert review.table.rowCount() == len(window.session.current_moves)
    review.close()
    warned: list[str] = []
    monkeypatch.setattr(PlainMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    assert window.game_lines.open_game_line(line.replace("seed=", "seed=9")) is None
    assert warned and warned[0].startswith("That line is not a game that can be replayed: its seed")


def test_a_line_whose_rules_are_nested_too_deeply_is_explained_in_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    from cassino_desktop.ui.plain_text import PlainMessageBox

    window = make_window(qtbot, tmp_path)
    line = "cassino-game 1 advanced players=2 dealer=1 seed=5 rules=" + "[" * 5000 + "]" * 5000
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kwargs: (line, True))
    warned: list[str] = []
    monkeypatch.setattr(PlainMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    window.commands.open_line_action.trigger()  # Game ▸ Open a game line, as the player chooses it
    excerpt = '"' + "[" * 40 + '"…'
    reason = f"its rules {excerpt} are not valid JSON: nested too deeply"
    assert warned == [f"That line is not a game that can be replayed: {reason}."]
    assert window.findChildren(ReviewDialog) == []


def test_a_review_whose_process_cannot_start_says_so_instead_of_waiting(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from multiprocessing.context import SpawnProcess

    def refuse(_process: object) -> None:
        raise RuntimeError("no processes today")

    monkeypatch.setattr(SpawnProcess, "start", refuse)
    window = make_window(qtbot, tmp_path)
    finish_with_a_blunder(window, qtbot)
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    dialog.review_button.click()
    review = window.findChildren(ReviewDialog)[0]
    qtbot.waitUntil(lambda: "could not start" in review.summary.text(), timeout=10_000)
    assert review.summary.text() == "The review could not start: no processes today"
    assert not review.runner.running
    review.close()


def player_cell(review: ReviewDialog) -> str:
    """Who played the first move, as the review's table names them (the column is hidden, the cell is not)."""
    item = review.table.item(0, PLAYER_COLUMN)
    assert item is not None
    return item.text()


def test_an_open_review_says_everything_again_in_a_new_language(qtbot: QtBot, tmp_path: Path) -> None:
    from test_pseudo_locale import texts_of, untranslated

    window = make_window(qtbot, tmp_path)
    finish_with_a_blunder(window, qtbot)
    review = open_review(window, qtbot)  # non-modal: the language may change while it is open
    english = sorted(texts_of(review))
    assert review.windowTitle() == "Review: Advanced, game 1" and player_cell(review) == "You"
    assert review.caption.text().startswith("Move 1 of ") and "You trail 10♦" in review.caption.text()
    moves = review.table.rowCount()
    try:
        choose_language(PSEUDO)
        qtbot.waitUntil(lambda: review.windowTitle().startswith(PSEUDO_OPEN), timeout=5000)
        assert untranslated(review) == []
        assert review.windowTitle() == "⟦Review: ⟦⟦Advanced⟧, game 1⟧⟧"  # the main window's words, said again
        assert player_cell(review) == "⟦You⟧"  # said again from the seat, not "⟦⟦You⟧⟧"
        assert review.scene.viewpoint is not None and review.scene.viewpoint.names[0] == "⟦You⟧"
        assert review.caption.text().startswith("⟦Move ")
        assert "⟦You trail 10♦⟧" in review.caption.text()
        assert review.next_button.shortcut() == QKeySequence("Right")  # the new text's Alt letter does not take it
        review.show_position(moves)  # the end: every seat's name with its score
        assert untranslated(review) == [] and "⟦You⟧" in review.caption.text()
        review.show_position(0)
    finally:
        choose_language("en")
    qtbot.waitUntil(lambda: not review.windowTitle().startswith(PSEUDO_OPEN), timeout=5000)
    assert sorted(texts_of(review)) == english
    assert review.previous_button.shortcut() == QKeySequence("Left")
    review.close()


def test_a_review_from_a_line_says_its_deal_again_in_a_new_language(qtbot: QtBot, tmp_path: Path) -> None:
    from test_pseudo_locale import texts_of, untranslated

    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    window.session.apply(sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    line = window.game_lines.copy_game_line()
    assert line is not None
    review = window.game_lines.open_game_line(line)
    assert review is not None and review.deal_label.isVisibleTo(review)
    review.stop()  # the summary as it stays: stopped, its count said again in each language
    english = sorted(texts_of(review))
    assert review.windowTitle().endswith(", a game from a line")
    try:
        choose_language(PSEUDO)
        qtbot.waitUntil(lambda: review.windowTitle().startswith(PSEUDO_OPEN), timeout=5000)
        assert untranslated(review) == []
        assert review.deal_label.text().startswith(PSEUDO_OPEN)
        assert review.summary.text().startswith(PSEUDO_OPEN)
    finally:
        choose_language("en")
    qtbot.waitUntil(lambda: not review.windowTitle().startswith(PSEUDO_OPEN), timeout=5000)
    assert sorted(texts_of(review)) == english
    review.close()


def test_every_column_shows_without_scrolling_sideways_on_a_netbook(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fitting, "available_area", lambda _widget: QRect(0, 0, 1024, 600))
    window = make_window(qtbot, tmp_path)
    play = window.session.play
    while not play.state.over:  # a whole game, long moves ("Take 2♣ 3♣ 5♣ 5♦ 7♥ 8♠ with 10♥") and mistakes
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    (moves,), _ = play.moves_to_save()
    review = ReviewDialog("a long game", play.match.opening(0), moves, window.cache, parent=window, worlds=2)
    review.show()
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    assert review.review is not None and review.review.mistakes(0)
    assert review.width() <= 1024
    table = review.table
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible())
    shown = [column for column in range(table.columnCount()) if not table.isColumnHidden(column)]
    assert sum(table.columnWidth(column) for column in shown) <= table.viewport().width()
    header = table.horizontalHeader()
    for column in shown:
        assert header.sectionSizeHint(column) <= table.columnWidth(column), table.horizontalHeaderItem(column).text()
    # The numbers whole, in every row: a value, the points lost, "2.04 mistake"; a long move whole in its tooltip.
    for row in range(table.rowCount()):
        for column in shown:
            item = table.item(row, column)
            if item is None:
                continue
            if column in MOVE_COLUMNS:
                assert item.toolTip() == item.text()
            else:
                width = QFontMetrics(item.font()).horizontalAdvance(item.text())
                assert width < table.columnWidth(column), (row, column, item.text())
    review.close()
