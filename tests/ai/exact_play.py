"""Plain searches for the tests of the players: exact values of small endgames, slow and obviously right."""

from __future__ import annotations

from cassino_desktop.engine import GameState


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
