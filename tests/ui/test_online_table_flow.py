"""The window's side of an online table, fed the changes a match reports (no server: the worker's signals are
emitted here as its thread would emit them), for the turns a player takes that a whole game does not show: a fault
and then a game of this screen, a move on its way and then F2, a table taken up at a finished game, a seat that
comes after the player chose another game, a table that could not be had, signing out during a game."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from window_helpers import first_legal, quick_settings, shown_window

from cassino_desktop.engine import GameState, MatchPlay, Move, variant_named
from cassino_desktop.net.online_match import Dealt, Faulted, Moved
from cassino_desktop.net.online_table import Fault, FaultKind
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.online.online_play import OnlinePlay
from cassino_desktop.ui.online.worker import Seated

ADVANCED = variant_named("advanced")
SEATED = Seated("!table:example.org", 0, ("@ann:example.org", "@ben:example.org"), ADVANCED)


def window_at_table(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, OnlinePlay, GameState]:
    """A window seated at an online table (seat 0) whose first game is dealt, and that game's opening."""
    window = shown_window(qtbot, quick_settings(tmp_path), seed=3)
    window.online_folder = tmp_path / "online"
    online = window.online_table()
    online.worker.play = lambda _move: None  # type: ignore[method-assign]  # the table never answers here
    online.worker.leave = lambda: None  # type: ignore[method-assign]
    opening = MatchPlay.new(ADVANCED, seed=7).state
    online.join(SEATED.room)
    online.worker.seated.emit(SEATED)
    online.worker.changed.emit([Dealt(0, opening)])
    qtbot.waitUntil(lambda: window.session.online and not window.controller.scene.animating)
    return window, online, opening


def local_turn_comes(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: controller.my_turn, timeout=10_000)


def test_a_game_of_this_screen_after_a_fault_is_played_as_any_other(qtbot: QtBot, tmp_path: Path) -> None:
    window, online, _opening = window_at_table(qtbot, tmp_path)
    online.worker.changed.emit([Faulted(Fault(1, FaultKind.MALFORMED, "not an event"))])
    assert window.session.table_stopped and not window.controller.my_turn
    assert online.fault_box is not None
    online.fault_box.close()
    window.controller.new_games.new_match()
    assert not window.session.online
    local_turn_comes(qtbot, window)


def test_f2_while_a_move_is_on_its_way_leaves_the_new_game_playable(qtbot: QtBot, tmp_path: Path) -> None:
    window, _online, opening = window_at_table(qtbot, tmp_path)
    assert opening.to_move == window.controller.at_screen  # seat 0 leads game 0
    window.session.apply(first_legal(window.session.state))  # sent; the table never reports it back
    assert window.session.move_sent is not None and not window.controller.my_turn
    window.controller.new_games.new_match()
    local_turn_comes(qtbot, window)


def test_a_table_taken_up_at_a_finished_game_keeps_its_result(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=3)
    window.online_folder = tmp_path / "online"
    online = window.online_table()
    opening = state = MatchPlay.new(ADVANCED, seed=7).state
    moved: list[Moved] = []
    while not state.over:
        move: Move = first_legal(state)
        before, state = state, state.apply(move)
        moved.append(Moved(before.to_move, move, before, state, 0))
    online.join(SEATED.room)
    online.worker.seated.emit(SEATED)
    online.worker.changed.emit([Dealt(0, opening), *moved])  # the whole game at once, as after a restart
    assert window.session.state.over
    assert window.session.match.results == [state.result()]
    qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=10_000)


def test_a_seat_that_comes_after_another_game_was_chosen_is_not_taken(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=3)
    window.online_folder = tmp_path / "online"
    online = window.online_table()
    online.worker.leave = lambda: None  # type: ignore[method-assign]
    online.join(SEATED.room)  # asked for, and while the table is being read the player deals a game here
    window.controller.new_games.new_match()
    online.worker.seated.emit(SEATED)
    assert online.seated is None and not window.session.online


def test_a_game_here_is_given_up_only_once_the_online_seat_is_there(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=3)
    window.online_folder = tmp_path / "online"
    controller = window.controller
    qtbot.waitUntil(lambda: controller.my_turn, timeout=10_000)
    window.session.apply(first_legal(window.session.state))
    assert controller.game_under_way()
    online = window.online_table()
    online.join(SEATED.room)
    online.worker.failed.emit("The homeserver refused the login.")  # the table could not be had
    assert controller.recorder.stats.for_variant(window.session.variant.name).games_played == 0  # nothing was given up
    online.worker.seated.emit(SEATED)
    assert (
        controller.recorder.stats.for_variant(window.session.variant.name).games_played == 1
    )  # given up, now that it is left


def test_signing_out_during_a_game_stops_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window, online, _opening = window_at_table(qtbot, tmp_path)
    online.worker.signedOut.emit()
    assert window.session.table_stopped and not window.controller.my_turn
    assert online.seated is None
