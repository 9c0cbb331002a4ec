"""A digest of what the engine answers, to hold the compiled engine to the Python one.

    python tests/engine/engine_answers.py GAMES     # prints the digest, and whether the engine ran compiled

Every rule set's random games (at each ply the listing, move by move, the
captures with the tables they leave, and the explainer's word on plays the
hand cannot make; then the result), and crowded tables, where the listings
are bounded and found lazily under a step budget: what the compiled
modules decide, in a few seconds.
"""

from __future__ import annotations

import sys
import zlib

from position_helpers import crowded

from cassino_desktop.engine import (
    CARDS,
    COMPILED,
    GameState,
    Move,
    capture_outcomes,
    item_cards,
    new_game,
)
from cassino_desktop.engine.rng import SplitMix64
from cassino_desktop.engine.selfplay import rule_sets


def position_answers(state: GameState, rng: SplitMix64) -> list[str]:
    """What the engine says of ``state``: its listing, its captures' outcomes, and why a few plays are refused."""
    listing = state.candidate_moves()
    lines = [f"{listing.complete} " + ",".join(map(str, listing.moves))]
    outcomes = capture_outcomes(state.variant, state.hands[state.to_move], state.table, state.to_move, 20)
    lines.append(";".join(f"{move} {left}" for move, left in outcomes))
    taken = [card for item in state.table[:2] for card in item_cards(item)]
    for _ in range(2):
        card = CARDS[rng.below(52)]
        for move in (Move.trail(card), Move.capture(card, taken), Move.build(9, card, taken)):
            lines.append(f"{move}: {state.why_illegal(move)}")
    return lines


def answers(games: int) -> str:
    """The digest of every answer, in hexadecimal."""
    digest = 0
    rng = SplitMix64(2026)
    for rule_set in rule_sets():
        for seed in range(games):
            state = new_game(rule_set.variant, seed, players=rule_set.players, dealer=seed % rule_set.players)
            lines = [rule_set.name, str(seed)]
            while not state.over:
                lines.extend(position_answers(state, rng))
                moves = state.candidate_moves().moves
                state = state.apply(moves[rng.below(len(moves))])
            lines.append(repr(state.result()))
            digest = zlib.crc32("\n".join(lines).encode(), digest)
    for variant in ("original", "advanced", "royal", "clearance"):
        for size in (12, 20, 30):
            lines = position_answers(crowded(variant, size, ["2H", "7H", "TS", "KD"]), rng)
            digest = zlib.crc32("\n".join(lines).encode(), digest)
    return f"{digest:08x}"


if __name__ == "__main__":
    print(answers(int(sys.argv[1])), "compiled" if COMPILED else "python")
