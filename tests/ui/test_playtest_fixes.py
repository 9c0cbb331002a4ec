"""What a new player ran into at the real table: a save kept from a match asked for on the command
line, a resume question that says whose score is whose, a log that tells the end of a game, a coach
that never reads '-0.0', a side panel that leaves Enter to the table and shows the sheet whole."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_window_flow import No, Questions, make_window, play_my_moves
from window_helpers import pending_events_run

from cassino_desktop.engine import Move, new_game, story_of, variant_named, view_for
from cassino_desktop.ui import app as app_module
from cassino_desktop.ui import main_window
from cassino_desktop.ui.main_window import STATUS_TIP_MS
from cassino_desktop.ui.move_log import match_line, result_line


def test_the_resume_question_names_each_score_and_no_deals_the_match_asked_for(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = make_window(qtbot, tmp_path, seed=41, store=True)
    first.controller.recorder.start_saving()
    play_my_moves(first, qtbot, 2)
    first.close()
    # A match asked for on the command line (a seed) still hears of the save before replacing it.
    second = make_window(qtbot, tmp_path, seed=7, deal=False, store=True)
    questions = Questions(monkeypatch, No)
    assert second.resume_offer.ask() is False
    assert len(questions.asked) == 1
    text = questions.asked[0][1]
    assert "You\u00a00" in text and "Computer\u00a00" in text and " to " not in text
    assert second.session.match.seed == 7 and second.scene.state is second.session.state


def test_the_app_offers_the_save_even_with_a_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """run_gui never builds a window that deals before the question, whatever the options."""
    made: list[dict[str, object]] = []

    class Window:
        def __init__(self, *_args: object, **kwargs: object) -> None:
            made.append(kwargs)
            self.ai = type("Ai", (), {"shutdown": lambda self: None})()
            self.resume_offer = type("Offer", (), {"ask": lambda self: True})()

        def show(self) -> None:
            pass

    monkeypatch.setattr("cassino_desktop.ui.main_window.MainWindow", Window)
    monkeypatch.setattr(app_module, "_report_first_paint", lambda app, window: None)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert app_module.run_gui(["cassino"], seed=7) == 0
    assert made and made[0]["deal"] is False


def test_the_log_tells_who_takes_the_cards_left_and_the_result(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=5)
    state = window.session.state
    while not state.over:
        qtbot.waitUntil(
            lambda: window.controller.move_chooser.menu is None and not window.scene.animating, timeout=20_000
        )
        state = window.session.state
        if state.over:
            break
        if state.to_move == 0:
            move = sorted(state.legal_moves(), key=Move.sort_key)[0]
            window.controller.move_chooser.chosen(move)
        else:
            qtbot.waitUntil(lambda s=state: window.session.state is not s, timeout=20_000)
        state = window.session.state
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert log[-1].startswith("Game 1 is over: You ") and "Computer " in log[-1]
    assert any(line.startswith("The ") and " left on the table go" in line for line in log[-4:])


def test_the_cards_left_go_to_the_last_capturer_and_are_named() -> None:
    state = new_game(variant_named("advanced"), 3)
    while not state.over:
        move = sorted(state.legal_moves(), key=Move.sort_key)[0]
        before, state = state, state.apply(move)
    story = story_of(move, before, state)
    left = story.left
    on_table = Counter(card for item in before.table for card in getattr(item, "cards", (item,)))
    assert left and state.last_capturer is not None and story.left_to == state.last_capturer
    assert Counter(left) <= Counter(state.captured[state.last_capturer])
    assert len(left) <= sum(on_table.values()) + 1
    assert result_line(1, state.result(), ["You", "Computer"]).startswith("Game 1 is over: You ")


def test_the_coach_never_says_minus_nought(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.session.state.to_move == 0 and not window.scene.animating, timeout=20_000)
    controller = window.controller
    controller.coach.on = True
    moves = sorted(window.session.state.legal_moves(), key=Move.sort_key)[:2]
    shown: list[list[object]] = []
    controller.coachChanged.connect(shown.append)
    controller.coach._view = view_for(window.session.state, 0)
    controller.coach._on_answer({moves[0]: 1.0, moves[1]: 0.96})
    texts = [line.text for line in shown[-1]]  # type: ignore[attr-defined]
    assert "-0.0" not in " ".join(texts) and "about as good as the best" in texts[1]


def test_a_click_in_the_side_panel_leaves_enter_to_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    for widget in (window.side_tabs.tabBar(), window.log, window.score_sheet, window.coach_list):
        assert widget.focusPolicy() == Qt.FocusPolicy.TabFocus  # Tab reaches it, a click does not take the keys


def test_a_status_tip_does_not_stay_for_good(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A tip goes after ``STATUS_TIP_MS`` (a few seconds; shortened here, as the window reads it at every tip)."""
    assert 0 < STATUS_TIP_MS <= 10_000
    monkeypatch.setattr(main_window, "STATUS_TIP_MS", 50)
    window = make_window(qtbot, tmp_path)
    bar = window.statusBar()
    with qtbot.waitSignal(bar.messageChanged, timeout=5_000, check_params_cb=lambda text: text == ""):
        QApplication.sendEvent(window, QStatusTipEvent("Play again the moves the last undo took back"))
        assert bar.currentMessage().startswith("Play again")
    assert bar.currentMessage() == ""


def test_the_side_panel_opens_wide_enough_for_the_score_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitExposed(window)
    pending_events_run()
    assert not window.dock.isVisible()  # a small screen's first window leaves the width to the cards
    window.commands.side_panel_action.trigger()
    sheet = window.score_sheet

    def wide_enough() -> bool:
        return window.dock.isVisible() and window.dock.width() >= min(
            sheet.sizeHint().width(), int(0.3 * window.width())
        )

    qtbot.waitUntil(wide_enough, timeout=5_000)
    qtbot.waitUntil(lambda: sheet.horizontalScrollBar().maximum() == 0, timeout=5_000)  # every column in view


def test_the_variants_dialog_grows_about_its_middle_when_switches_open(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QAbstractButton

    from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog

    window = make_window(qtbot, tmp_path)
    dialog = VariantDialog(window.session.variant, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    pending_events_run()
    before = dialog.frameGeometry()
    switches = next(b for b in dialog.findChildren(QAbstractButton) if b.text().replace("&", "") == "Switches")
    switches.click()
    qtbot.waitUntil(lambda: dialog.frameGeometry().height() > before.height(), timeout=5_000)
    pending_events_run()  # and any move that goes with the growth
    after = dialog.frameGeometry()
    top = dialog.screen().availableGeometry().top()
    assert abs(after.center().y() - before.center().y()) <= 2 or after.top() == top


def test_the_log_closes_a_match_with_its_winner() -> None:
    assert match_line([23, 21], 0, ["You", "Computer"], you=0) == "You win the match: You 23, Computer 21."
    assert match_line([12, 22, 3], 1, ["You", "West", "East"]) == "West wins the match: You 12, West 22, East 3."
    assert match_line([21, 21], None, ["You", "Computer"]) == "The match is drawn: You 21, Computer 21."


def test_the_coach_tab_says_how_to_turn_the_coach_on(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    if window.controller.coach.on:
        window.commands.coach_action.trigger()
    assert window.coach_list.count() == 1 and "Ctrl+K" in window.coach_list.item(0).text()


def test_turning_the_coach_on_shows_it_even_with_the_side_panel_hidden(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert not window.dock.isVisible()  # this small screen's first window leaves the width to the cards
    window.commands.coach_action.trigger()
    qtbot.waitUntil(window.dock.isVisible, timeout=2_000)
    assert window.side_tabs.currentWidget() is window.coach_list


def test_a_selection_that_makes_no_move_says_why_and_takes_it_back_when_it_does(qtbot: QtBot, tmp_path: Path) -> None:
    from cassino_desktop.engine import Card, load_position

    window = make_window(qtbot, tmp_path)
    position = {"variant": "advanced", "to_move": 0, "hands": [["7C", "9H"], ["2D", "KD"]], "table": ["3D", "4H", "QS"]}
    window.controller.new_games.start_from(load_position(position))
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=10_000)
    scene = window.scene
    scene.select_hand_card(Card.from_text("7C"))
    scene.toggle_table_item(2)  # the Q♠: nothing a 7 can take or build on
    said = window.status_line.currentMessage()
    assert said.startswith("Q♠ is a face card") and "QS" not in said, said
    scene.toggle_table_item(2)
    scene.toggle_table_item(0)
    scene.toggle_table_item(1)  # 3♦ and 4♥: a capture of 7
    assert window.move_buttons.capture.isEnabled()
    assert window.status_line.currentMessage() != said
