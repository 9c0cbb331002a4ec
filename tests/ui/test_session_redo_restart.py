"""Redo and Restart this deal on the session: the same moves again, the same cards again.

The window's Redo (Ctrl+Shift+Z) and Restart (F5) only call these methods,
so what a player sees depends on them keeping the game and the match intact.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import ADVANCED, CLEARANCE, GameState, Move
from cassino_desktop.seating import YOUR_SEAT
from cassino_desktop.ui.session import GameSession


def first_move(state: GameState) -> Move:
    return min(state.legal_moves(), key=Move.sort_key)


def last_move(state: GameState) -> Move:
    return max(state.legal_moves(), key=Move.sort_key)


def play_until_human(session: GameSession) -> None:
    """The computers answer with their first legal move until it is the human's turn again."""
    while not session.state.over and session.state.to_move != YOUR_SEAT:
        session.apply(first_move(session.state))


def play_turn(session: GameSession) -> None:
    """The human plays the last listed move (a trail), then the computers reply."""
    session.apply(last_move(session.state))
    play_until_human(session)


class Recorder:
    """Every signal the session sends, in order, as (name, payload)."""

    def __init__(self, session: GameSession) -> None:
        self.events: list[tuple[str, object]] = []
        session.moveApplied.connect(lambda move, _before, _after, seat: self.events.append(("move", (move, seat))))
        session.undone.connect(lambda _state, count: self.events.append(("undone", count)))
        session.redone.connect(lambda _state, count: self.events.append(("redone", count)))
        session.gameStarted.connect(lambda state: self.events.append(("started", state)))


@pytest.mark.parametrize("players", [2, 4])
def test_redo_plays_the_same_moves_again(qtbot: QtBot, players: int) -> None:
    variant = CLEARANCE if players == 4 else ADVANCED
    session = GameSession(variant, seed=11, players=players)
    play_turn(session)
    recorder = Recorder(session)
    play_turn(session)
    played = [payload for name, payload in recorder.events if name == "move"]
    moves_before_undo = session.current_moves
    state_before_undo = session.state
    assert not session.can_redo()

    taken_back = session.undo()
    assert taken_back == len(played) >= players  # the human's move and every computer's reply
    assert session.can_redo()
    recorder = Recorder(session)

    assert session.redo() == taken_back
    assert session.current_moves == moves_before_undo  # a save holds them again
    assert session.state == state_before_undo
    replayed = [payload for name, payload in recorder.events if name == "move"]
    assert replayed == played  # the same moves by the same seats, in the same order
    assert recorder.events[-1] == ("redone", taken_back)
    assert session.undo_used
    assert not session.can_redo()
    assert session.redo() == 0


def test_two_undos_are_redone_latest_first(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED, seed=3)
    play_turn(session)
    after_one = session.state
    play_turn(session)
    after_two = session.state
    session.undo()
    session.undo()
    assert session.moves_this_game == 0
    session.redo()
    assert session.state == after_one
    session.redo()
    assert session.state == after_two
    assert not session.can_redo()


def test_a_new_move_forgets_what_undo_took_back(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED, seed=3)
    play_turn(session)
    session.undo()
    assert session.can_redo()
    session.apply(first_move(session.state))  # another move than the one taken back
    assert not session.can_redo()
    assert session.redo() == 0


def test_redo_does_not_reach_into_another_game(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED, seed=5)
    play_turn(session)
    session.undo()
    assert session.can_redo()
    session.new_match(seed=6)
    assert not session.can_redo()
    assert session.redo() == 0 and session.moves_this_game == 0

    # Nor from a finished game into the next one: the game is played out, the next dealt.
    play_turn(session)
    session.undo()
    while not session.state.over:
        play_turn(session)
    assert not session.can_redo()
    session.next_game()
    assert not session.can_redo()


def test_restart_deals_the_same_cards_and_keeps_the_match(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED, seed=8)
    while not session.state.over:
        play_turn(session)
    first_game_moves = session.finished_moves
    totals = session.match.totals()
    session.next_game()
    dealt = session.state
    assert not session.undo_used
    play_turn(session)
    play_turn(session)
    session.undo()
    assert session.can_redo()
    recorder = Recorder(session)

    session.restart_deal()

    assert session.state == dealt  # the same cards in the same hands, on the table and in the stock
    assert session.state.hands == dealt.hands and session.state.stock == dealt.stock
    assert session.moves_this_game == 0 and session.current_moves == []
    assert not session.can_redo()
    assert session.undo_used  # the player has seen the cards
    assert session.finished_moves == first_game_moves
    assert session.match.totals() == totals and session.match.game_number == 1
    assert recorder.events == [("started", dealt)]


def test_restart_with_no_move_made_marks_nothing(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED, seed=8)
    dealt = session.state
    session.restart_deal()
    assert session.state == dealt
    assert not session.undo_used


def test_restart_after_the_computer_led_deals_the_same_cards(qtbot: QtBot) -> None:
    session = GameSession(CLEARANCE, seed=21, players=3)
    session.pass_lead()
    dealt = session.state
    play_until_human(session)
    assert session.moves_this_game > 0
    session.restart_deal()
    assert session.state == dealt and session.state.to_move != YOUR_SEAT
    assert session.undo_used


def test_a_finished_game_is_not_dealt_again(qtbot: QtBot) -> None:
    session = GameSession(ADVANCED, seed=8)
    while not session.state.over:
        play_turn(session)
    assert not session.can_restart_deal()
    with pytest.raises(ValueError, match="finished"):
        session.restart_deal()
