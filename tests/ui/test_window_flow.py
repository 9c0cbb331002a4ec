"""The window's flow as a player meets it: asked before a game is thrown away, resumed before a deal,
a coach that keeps its word, a status line that does not outlive its hint, words that read right."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.engine import (
    Card,
    GameState,
    Move,
    load_position,
    plural,
    score_game,
    variant_named,
    view_for,
)
from cassino_desktop.seating import YOUR_SEAT
from cassino_desktop.ui import words
from cassino_desktop.ui.dialogs.settings_dialog import SettingsDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.move_log import tally_text
from cassino_desktop.ui.persistence import SaveStore
from cassino_desktop.ui.plain_text import PlainMessageBox
from cassino_desktop.ui.settings import Settings

Yes = QMessageBox.StandardButton.Yes
No = QMessageBox.StandardButton.No


def make_window(
    qtbot: QtBot, tmp_path: Path, seed: int | None = 11, deal: bool = True, store: bool = False
) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "easy"
    save_store = SaveStore(tmp_path / "data") if store else None
    window = MainWindow(settings, seed=seed, save_store=save_store, deal=deal)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    return window


def at_rest_on_my_turn(window: MainWindow) -> bool:
    state = window.session.state
    return state.to_move == YOUR_SEAT and not state.over and not window.scene.animating and window.scene.state is state


def play_my_moves(window: MainWindow, qtbot: QtBot, count: int) -> None:
    for _ in range(count):
        qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=20_000)
        play_through_the_window(window, sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=20_000)


class Questions:
    """The window's questions (``PlainMessageBox.question``) answered by the test, each kept with its parent."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> None:
        self.asked: list[tuple[QWidget | None, str]] = []
        self.answer = answer
        self.when_asked: list[Any] = []
        self.probe: Any = None
        monkeypatch.setattr(PlainMessageBox, "question", staticmethod(self._question))

    def _question(self, parent: QWidget | None, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        self.asked.append((parent, text))
        if self.probe is not None:
            self.when_asked.append(self.probe())
        return self.answer


def trigger_shortcut(window: MainWindow, keys: str) -> QAction:
    """The window's action for ``keys``, triggered as the key would."""
    found = [a for a in window.findChildren(QAction) if a.shortcut().toString() == keys and a.isEnabled()]
    assert len(found) == 1, f"{keys}: {[a.text() for a in found]}"
    found[0].trigger()
    return found[0]


# ---------------------------------------------------------------- F2 asks, and a game given up is lost


def test_f2_in_the_middle_of_a_game_asks_and_no_keeps_the_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path)
    play_my_moves(window, qtbot, 1)
    questions = Questions(monkeypatch, No)
    before = window.session.state
    trigger_shortcut(window, "F2")
    assert len(questions.asked) == 1 and questions.asked[0][0] is window
    assert "Abandon" in questions.asked[0][1]
    assert window.session.state is before


def test_f2_yes_deals_a_new_match_and_counts_the_game_given_up_as_lost(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path, store=True)
    play_my_moves(window, qtbot, 1)
    name = window.session.variant.name
    questions = Questions(monkeypatch, Yes)
    seed = window.session.match.seed
    window.commands.new_action.trigger()  # the menu and the toolbar share this action with F2
    assert len(questions.asked) == 1
    figures = window.controller.recorder.stats.for_variant(name)
    assert (figures.games_played, figures.games_lost, figures.games_abandoned) == (1, 1, 1)
    assert window.session.match.seed != seed and window.session.moves_this_game == 0


def test_f2_before_any_move_deals_without_asking(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, tmp_path)
    questions = Questions(monkeypatch, No)
    seed = window.session.match.seed
    trigger_shortcut(window, "F2")
    assert (
        questions.asked == []
        and window.controller.recorder.stats.for_variant(window.session.variant.name).games_played == 0
    )
    assert window.session.match.seed != seed


# ---------------------------------------------------------------- resume: asked before the deal, the log rebuilt


def test_the_offer_to_resume_comes_before_any_deal_and_yes_rebuilds_the_log(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = make_window(qtbot, tmp_path, seed=31, store=True)
    first.controller.recorder.start_saving()
    play_my_moves(first, qtbot, 3)
    moves = first.session.current_moves
    first.close()

    second = make_window(qtbot, tmp_path, seed=None, deal=False, store=True)
    assert second.scene.state is None  # the felt is empty until the player answers
    questions = Questions(monkeypatch, Yes)
    questions.probe = lambda: (second.scene.state, second.scene.animating, second.log.count())
    second.resume_offer.ask()
    assert len(questions.asked) == 1 and questions.asked[0][0] is second  # centred on the window
    assert questions.when_asked == [(None, False, 0)]  # nothing dealt, nothing shown, before the answer
    assert second.session.current_moves == moves
    log = [second.log.item(i).text() for i in range(second.log.count())]
    assert log[0] == "Resumed the saved match."
    names = ("You", "Computer")
    session = second.session
    banners = {line for story in session.stories() for line in words.story_banners(story, session.seat_words)}
    played = [line for line in log if line.startswith(names) and line not in banners]
    assert len(played) == len(moves)
    assert [line.split()[0] for line in played] == [
        names[seat] for seat in seats_of(second.session.match.start_game(), moves)
    ]


def seats_of(state: GameState, moves: list[Move]) -> list[int]:
    seats = []
    for move in moves:
        seats.append(state.to_move)
        state = state.apply(move)
    return seats


def test_no_to_the_offer_deals_a_new_game(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = make_window(qtbot, tmp_path, seed=32, store=True)
    first.controller.recorder.start_saving()
    play_my_moves(first, qtbot, 1)
    first.close()
    second = make_window(qtbot, tmp_path, seed=None, deal=False, store=True)
    Questions(monkeypatch, No)
    second.resume_offer.ask()
    assert second.scene.state is second.session.state and second.session.moves_this_game == 0


# ---------------------------------------------------------------- the coach weighs a position once


def test_the_coach_weighs_a_position_once_whatever_happens_in_between(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=20_000)
    asked: list[object] = []
    window.ai.coach = lambda view, budget=1.0: asked.append(view) or 0  # type: ignore[method-assign]
    window.commands.coach_action.trigger()
    assert len(asked) == 1
    state = window.session.state
    values = {move: float(i) for i, move in enumerate(sorted(state.legal_moves(), key=Move.sort_key))}
    window.ai.coachReady.emit(values)
    shown = [window.coach_list.item(i).text() for i in range(window.coach_list.count())]
    # A refused drop, a cancelled menu, the cards coming to rest again: the same position, the same answer.
    window.controller.start_coach()
    window.scene.cardsAtRest.emit()
    window.controller.start_coach()
    assert len(asked) == 1 and window.controller.coach.evaluations == 1
    assert [window.coach_list.item(i).text() for i in range(window.coach_list.count())] == shown
    assert asked[0] == view_for(state, YOUR_SEAT)


def test_the_coach_weighs_the_next_position_anew(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.commands.coach_action.trigger()
    qtbot.waitUntil(lambda: window.controller.coach.evaluations == 1, timeout=20_000)
    play_my_moves(window, qtbot, 1)
    qtbot.waitUntil(lambda: window.controller.coach.evaluations == 2, timeout=20_000)
    window.commands.coach_action.trigger()  # off


# ---------------------------------------------------------------- the status line


def test_a_hint_leaves_the_status_line_when_its_move_is_played(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=20_000)
    window.controller.hints.ask()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=30_000)
    window.scene.play_selected()  # Enter plays the hint shown
    qtbot.waitUntil(lambda: window.session.moves_this_game >= 1, timeout=5_000)
    assert not window.statusBar().currentMessage().startswith("Hint")


def test_a_hint_leaves_the_status_line_at_game_over(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    last = {
        "variant": "original",
        "to_move": 0,
        "dealer": 1,
        "hands": [["7C"], ["2D"]],
        "table": ["4D", "3H"],
        "stock": [],
        "captured": [["AS", "2S", "TD"], ["3S", "6C"]],
        "sweeps": [0, 0],
        "last_capturer": 0,
    }
    state = load_position(last)
    assert isinstance(state, GameState)
    window.controller.new_games.start_from(state)
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=10_000)
    window.controller.hints.ask()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=30_000)
    window.scene.play_selected()
    qtbot.waitUntil(lambda: window.session.state.over, timeout=20_000)
    assert not window.statusBar().currentMessage().startswith("Hint")


def test_the_scene_s_notices_reach_the_status_line(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.scene.notice.emit("Select a card of your hand first.")
    assert window.statusBar().currentMessage() == "Select a card of your hand first."


# ---------------------------------------------------------------- redo and restart


def test_redo_plays_again_what_undo_took_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    play_my_moves(window, qtbot, 2)
    state, moves = window.session.state, window.session.current_moves
    window.commands.undo_action.trigger()
    assert window.session.state != state and window.commands.redo_action.isEnabled()
    trigger_shortcut(window, "Ctrl+Shift+Z")
    assert window.session.state == state and window.session.current_moves == moves
    assert window.scene.state is window.session.state
    assert not window.commands.redo_action.isEnabled()
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=20_000)


def test_f5_asks_then_deals_the_same_cards_again(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=20_000)
    dealt = window.session.state
    play_my_moves(window, qtbot, 1)
    questions = Questions(monkeypatch, No)
    trigger_shortcut(window, "F5")
    assert len(questions.asked) == 1 and window.session.moves_this_game > 0
    questions.answer = Yes
    trigger_shortcut(window, "F5")
    assert window.session.state == dealt and window.session.moves_this_game == 0


# ---------------------------------------------------------------- words


def captured_so_far(variant: str) -> GameState:
    """A game of ``variant`` in its last round: you have taken a spade, the computer three other cards."""
    return load_position(
        {
            "variant": variant,
            "to_move": 0,
            "hands": [["9H", "KD"], ["5D", "6C"]],
            "table": ["3C"],
            "captured": [["4S"], ["2H", "7D", "JC"]],
        }
    )


def test_counts_read_as_words() -> None:
    assert plural(1, "spade") == "1 spade" and plural(0, "spade") == "0 spades" and plural(2, "card") == "2 cards"
    text = tally_text(captured_so_far("advanced"))
    assert text == "You: 1 card, 1 spade   ·   Computer: 3 cards, 0 spades"


@pytest.mark.parametrize("variant", ["advanced", "royal", "clearance", "original"])
def test_the_tally_counts_spades_only_where_they_score(variant: str) -> None:
    # Most spades scores 1 in Advanced, Royal and Clearance (docs/RULES.md 5.2, 8); in Original only cards count.
    state = captured_so_far(variant)
    scored = score_game(state.variant, state.captured, state.sweeps).players
    spades_score = any(player.most_spades for player in scored)
    assert spades_score == (variant != "original")
    for compact in (False, True):
        text = tally_text(state, compact).replace("\N{NO-BREAK SPACE}", " ")
        assert ("spade" in text or "♠" in text) == spades_score, text
        assert "1 card" in text and "3 cards" in text


def test_clearance_buttons_use_clearance_s_words(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert [b.text() for b in (window.move_buttons.capture, window.move_buttons.build, window.move_buttons.trail)] == [
        "&Capture",
        "&Build",
        "&Trail",
    ]
    window.deals.new_match(variant_named("clearance"), 2)
    assert [b.text() for b in (window.move_buttons.capture, window.move_buttons.build, window.move_buttons.trail)] == [
        "&Take",
        "G&roup",
        "&Drop",
    ]


def test_the_drop_menu_speaks_in_commands(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    position = {
        "variant": "advanced",
        "to_move": 0,
        "dealer": 1,
        "hands": [["5D", "TC", "9H"], ["2D", "3C", "4H"]],
        "table": ["5S"],
        "stock": [],
        "captured": [[], []],
        "sweeps": [0, 0],
        "last_capturer": 0,
    }
    state = load_position(position)
    assert isinstance(state, GameState)
    window.controller.new_games.start_from(state)
    qtbot.waitUntil(lambda: at_rest_on_my_turn(window), timeout=10_000)
    window.controller.play_intent(Card.from_text("5D"), (Card.from_text("5S"),), None)
    chooser = window.controller.move_chooser.menu
    assert chooser is not None
    texts = sorted(a.text() for a in chooser.actions())
    assert texts == ["Build 10 with 5♦ on 5♠", "Take 5♠ with 5♦"]
    chooser.close()
    qtbot.waitUntil(lambda: window.controller.move_chooser.menu is None, timeout=5_000)
    assert window.session.moves_this_game == 0


# ---------------------------------------------------------------- the Settings dialog


def test_configure_applies_what_the_settings_dialog_changed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path)

    def choose(dialog: SettingsDialog) -> int:
        dialog.speed_box.setCurrentIndex(dialog.speed_box.findData("Fast"))
        dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData("medium"))
        dialog.undo_box.setChecked(False)
        dialog.accept()
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    trigger_shortcut(window, "Ctrl+,")
    assert window.settings.speed == "Fast" and window.settings.difficulty == "medium"
    assert not window.commands.allow_undo_action.isChecked() and not window.commands.undo_action.isEnabled()
    ticked = {
        a.text() for m in (window.menus.speed_menu, window.menus.difficulty_menu) for a in m.actions() if a.isChecked()
    }
    assert ticked == {"Fast", "Medium"}
