"""Random legal games, each audited move by move as it is played.

Used by ``cassino-engine selfplay``, the benchmark and the tests: a random
game exercises every rule the generator allows, and the audit (``audit.py``)
checks every move against the rule book rather than against the engine's own
counters, so a fault shows as a line naming the seed and the move, never as a
traceback or a game that passes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .audit import REFERENCE_TABLE_ITEMS, GameAudit
from .rng import SplitMix64
from .scoring import GameResult
from .state import GameState, new_game
from .variants import Variant


@dataclass(frozen=True)
class PlayedGame:
    """A random game: the state it reached, its result (None if it broke off), plies played and faults found."""

    seed: int
    final: GameState
    result: GameResult | None
    plies: int
    faults: tuple[str, ...] = ()


def play_random_game(
    variant: Variant,
    seed: int,
    *,
    players: int = 2,
    dealer: int = 1,
    reference_table_items: int = REFERENCE_TABLE_ITEMS,
    audited: bool = True,
) -> PlayedGame:
    """Deal from ``seed``, play uniformly random legal moves to the end, and audit every one.

    A fault is written as ``seed S, move N 'text': what is wrong`` (``move 0``
    is the deal, ``end`` the score). Any exception the engine raises is a
    fault of the move that raised it, and ends the game there. ``audited``
    False skips the audit (the same game, for timing the engine alone).
    """
    rng = SplitMix64(seed ^ 0x5DEECE66D)
    state = new_game(variant, seed, dealer=dealer, players=players)
    audit = GameAudit(state, reference_table_items)
    faults = [f"seed {seed}, move 0 (the deal): {fault}" for fault in audit.opening_faults()] if audited else []
    plies = 0
    while not state.over:
        where = f"seed {seed}, move {plies + 1}"
        try:
            moves = state.candidate_moves().moves
            if not moves:
                faults.append(f"{where}: no legal move in a game that is not over")
                return PlayedGame(seed, state, None, plies, tuple(faults))
            move = moves[rng.below(len(moves))]
            where = f"{where} '{move}'"
            after = state.apply(move)
            found = audit.after_move(state, move, after) if audited else []
        except Exception as err:  # any engine failure is a fault to report, not a crash
            faults.append(f"{where}: {type(err).__name__}: {err}")
            return PlayedGame(seed, state, None, plies, tuple(faults))
        faults.extend(f"{where}: {fault}" for fault in found)
        plies += 1
        if audit.illegal:
            return PlayedGame(seed, after, None, plies, tuple(faults))
        state = after
    try:
        result = state.result()
        if audited:
            faults.extend(f"seed {seed}, end: {fault}" for fault in audit.at_end(state, result))
    except Exception as err:  # as above
        faults.append(f"seed {seed}, end: {type(err).__name__}: {err}")
        return PlayedGame(seed, state, None, plies, tuple(faults))
    return PlayedGame(seed, state, result, plies, tuple(faults))


def check_game(game: PlayedGame) -> list[str]:
    """The faults found in a game as it was played (an empty list when all is well)."""
    return list(game.faults)
