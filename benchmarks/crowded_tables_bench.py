"""The worst tables: every question the app, the players and the command line ask, timed on crowded tables.

    python benchmarks/crowded_tables_bench.py [--sizes 12,16,20,26,32,40] [--budget 0.5]

A table of many low cards allows millions of moves (twenty aces to fives:
over a million in Royal). Such a table is legal, and a long run of trails
can come near it. For each variant (and the Classic preset) and each table
size, the table holds that many of the lowest cards, and the player to move
holds a mixed hand (a low card, a middle one, a ten and a face card, or a
hand that owns a build). Each question is timed once, as the program would
ask it:

- load: reading the position (which checks that the player can move);
- candidates: the bounded list the players weigh and ``moves`` prints;
- is_legal: the slowest single-move legality check over those candidates,
  and over the move taking or building on the whole table;
- moves_for: the window's question for a gesture (the card on the whole
  table, and on half of it);
- capturable: the cards a dragged card would highlight;
- hard / expert: a computer player's choice (the expert at ``--budget``).

It prints the slowest time of each question over the sizes, a row a
variant, and the verdict against the target: every answer under a second.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from collections.abc import Callable

from cassino_desktop.ai import CancelToken
from cassino_desktop.ai.levels import make_player
from cassino_desktop.engine import (
    VARIANTS,
    Card,
    GameState,
    Move,
    forget_tables,
    item_cards,
    parse_position,
    preset_named,
    view_for,
)

TARGET_SECONDS = 1.0
"""The slowest answer to any one question on any table."""

LOWEST_FIRST = [f"{rank}{suit}" for rank in "A23456789T" for suit in "CDHS"]
HANDS = {
    "mixed": ["2H", "7H", "TS", "KD"],
    "tens": ["TC", "TD", "TH", "9S"],
}
QUESTIONS = ("load", "candidates", "is_legal", "moves_for", "capturable", "hard", "expert")


def position(variant: str, size: int, hand: list[str], rules: dict[str, object] | None) -> str:
    """The position text: ``size`` of the lowest cards not in the hands on the table, ``hand`` to move."""
    other = ["QC"]
    used = set(hand) | set(other)
    table = [c for c in LOWEST_FIRST if c not in used][:size]
    document: dict[str, object] = {"variant": variant, "to_move": 0, "hands": [hand, other], "table": table}
    if rules:
        document["rules"] = rules
    return json.dumps(document)


def timed(question: Callable[[], object]) -> float:
    start = time.perf_counter()
    question()
    return time.perf_counter() - start


def slowest_legality(state: GameState, moves: list[Move]) -> float:
    whole = tuple(c for item in state.table for c in item_cards(item))
    asked = list(moves)
    for card in state.hand:
        asked.append(Move.capture(card, whole))
        asked.extend(Move.build(value, card, whole) for value in (7, 10, 14))
    return max(timed(lambda m=m: state.is_legal(m)) for m in asked)  # type: ignore[misc]


def ask_everything(text: str, budget: float) -> dict[str, float]:
    """Every question once on the position ``text``: the seconds each took (the worst where several are asked)."""
    forget_tables()
    times: dict[str, float] = {}
    start = time.perf_counter()
    state = parse_position(text)
    times["load"] = time.perf_counter() - start
    fresh = parse_position(text)
    start = time.perf_counter()
    candidates = fresh.candidate_moves().moves
    times["candidates"] = time.perf_counter() - start
    times["is_legal"] = slowest_legality(state, candidates)
    table_cards: list[Card] = [c for item in state.table for c in item_cards(item)]
    gestures = [table_cards, table_cards[: len(table_cards) // 2]]
    times["moves_for"] = max(timed(lambda c=c, g=g: state.moves_for(c, g)) for c in state.hand for g in gestures)  # type: ignore[misc]
    times["capturable"] = max(timed(lambda c=c: parse_position(text).cards_taken_in_by(c)) for c in state.hand)  # type: ignore[misc]
    view = view_for(state, 0)
    times["hard"] = timed(lambda: make_player("hard", 1).choose(view, 0.0, CancelToken()))
    times["expert"] = timed(lambda: make_player("expert", 1).choose(view, budget, CancelToken()))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="12,16,20,26,32,40", help="table sizes, comma separated")
    parser.add_argument("--budget", type=float, default=0.5, help="the expert's thinking time in seconds")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"Python {platform.python_version()} on {platform.machine()}; sizes {sizes}; expert budget {args.budget} s")
    print(f"{'variant':<18}" + "".join(f"{q:>11}" for q in QUESTIONS) + "   worst table")
    classic = preset_named("classic")
    cases: list[tuple[str, str, dict[str, object] | None]] = [(name, name, None) for name in VARIANTS]
    cases.extend(
        (f"{name} (classic)", name, {"preset": "classic"}) for name in VARIANTS if classic.applies(VARIANTS[name])
    )
    worst_overall = 0.0
    for label, variant, rules in cases:
        slowest = dict.fromkeys(QUESTIONS, 0.0)
        worst_table = ""
        for size in sizes:
            for hand_name, hand in HANDS.items():
                times = ask_everything(position(variant, size, hand, rules), args.budget)
                for question, seconds in times.items():
                    if seconds > slowest[question]:
                        slowest[question] = seconds
                    if seconds >= max(slowest.values()):
                        worst_table = f"{size} cards, {hand_name} hand, {question}"
        worst_overall = max(worst_overall, *slowest.values())
        print(f"{label:<18}" + "".join(f"{slowest[q]:>10.3f}s" for q in QUESTIONS) + f"   {worst_table}")
    verdict = "met" if worst_overall < TARGET_SECONDS else "NOT met"
    print(f"slowest answer {worst_overall:.3f} s; target: every answer under {TARGET_SECONDS:.0f} s: {verdict}")


if __name__ == "__main__":
    main()
