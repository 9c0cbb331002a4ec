"""Plain searches for the tests of the players: exact values of small endgames, slow and obviously right."""

from __future__ import annotations

from collections.abc import Callable

from cassino_desktop.ai.player import CancelToken, Player
from cassino_desktop.engine import GameState, view_for


def final_difference(state: GameState, seat: int) -> float:
    """A finished two-player game's point difference for ``seat``."""
    result = state.result()
    return float(result.players[seat].total - result.players[1 - seat].total)


def minimax(state: GameState, seat: int) -> float:
    """The final point difference for ``seat`` with best play by both sides."""
    if state.over:
        return final_difference(state, seat)
    values = [minimax(state.apply(m), seat) for m in state.legal_moves()]
    return max(values) if state.to_move == seat else min(values)


def against_model(
    state: GameState,
    seat: int,
    model: Player,
    horizon: int | None = None,
    leaf: Callable[[GameState, int], float] | None = None,
) -> float:
    """The value for ``seat`` playing its best while the other seat plays what ``model`` chooses on its own view.

    With a ``horizon`` the line stops where that round ends and ``leaf`` scores it.
    """
    if state.over:
        return final_difference(state, seat)
    if horizon is not None and leaf is not None and state.round != horizon:
        return leaf(state, seat)
    moves = state.legal_moves()
    if state.to_move != seat:
        if len(moves) > 1:
            moves = [model.choose(view_for(state, state.to_move), 0.0, CancelToken())]
        return against_model(state.apply(moves[0]), seat, model, horizon, leaf)
    return max(against_model(state.apply(m), seat, model, horizon, leaf) for m in moves)
