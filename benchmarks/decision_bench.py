"""How much the expert's first play of a round loses to sampling noise, by number of candidates.

    python benchmarks/decision_bench.py [--variant royal] [--positions 30] [--worlds 150] [--budget 0.9]

A round's first play is the expert's most expensive decision: every sampled
world is a search of eight plays, so its budget affords few worlds. This
benchmark collects seeded round starts from Hard playing itself, values up to
14 legal moves (in Hard's order, Hard's choice first) in ``--worlds`` sampled
worlds each, exactly as the expert's search does, then splits the worlds:

* the first half ranks the moves: the *best* move has the best average there;
* from the second half, a chooser draws as many worlds as ``--budget`` affords
  for its number of candidates (at the time per candidate and world measured
  here) and picks the best average among Hard's first K moves.

It prints each chooser's mean *loss*: the first half's average of the best
move minus that of the move chosen, in points, over the positions and 400
draws each. The expert narrows from six candidates to three when few worlds
are affordable (``expert.NARROW_CANDIDATES``); this is the measurement behind it.
"""

from __future__ import annotations

import argparse
import math
import platform
import random
import statistics
import time
from collections.abc import Sequence

from selfplay import hard_decisions

from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.outlook import outlook_difference
from cassino_desktop.ai.player import CancelToken, sorted_legal_moves
from cassino_desktop.ai.solver import LastDealSolver, OutOfTime
from cassino_desktop.ai.worlds import sample_world
from cassino_desktop.engine import Move, SeatView
from cassino_desktop.engine.rng import SplitMix64

MOST_MOVES = 14
NODE_LIMIT = 2_000_000
DRAWS = 400
CHOOSERS = (1, 2, 3, 4, 6, MOST_MOVES)
"""Candidates a chooser searches: 1 is Hard's choice alone (no worlds needed)."""


def round_starts(variant_name: str, count: int, seed: int) -> list[SeatView]:
    """Seeded first plays of a round (a full hand, the stock not yet empty) with a choice to make."""

    def wanted(view: SeatView) -> bool:
        return len(view.hand) == view.variant.hand_size and view.stock_size > 0 and len(view.legal_moves()) > 1

    return hard_decisions(variant_name, count, seed, wanted)


def hard_order(view: SeatView) -> list[Move]:
    """Legal moves in Hard's order, its own choice first: the expert's candidate list, longer."""
    choice = HardPlayer().choose(view, 0.0, CancelToken())
    return ExpertPlayer._candidates(view, sorted_legal_moves(view), choice, MOST_MOVES)


def world_values(view: SeatView, moves: Sequence[Move], worlds: int, rng: SplitMix64) -> list[list[float]]:
    """Each move's value in each of ``worlds`` sampled worlds, searched to the end of the round."""
    rows: list[list[float]] = []
    while len(rows) < worlds:
        solver = LastDealSolver(
            view.seat, math.inf, CancelToken(), NODE_LIMIT, horizon=view.round, leaf=outlook_difference
        )
        try:
            found = solver.values(sample_world(view, rng), moves)
        except OutOfTime:
            continue
        rows.append([found[m] for m in moves])
    return rows


def mean_loss(rows: list[list[float]], candidates: int, affordable: int, draws: random.Random) -> float:
    """Mean loss of choosing by the best average of ``affordable`` drawn worlds among the first ``candidates``."""
    half = len(rows) // 2
    ranking, pool = rows[:half], rows[half:]
    reference = [sum(r[j] for r in ranking) / half for j in range(len(rows[0]))]
    best = max(reference)
    kept = range(min(candidates, len(reference)))
    total = 0.0
    for _ in range(DRAWS):
        drawn = draws.sample(pool, min(affordable, len(pool))) if candidates > 1 else []
        choice = max(kept, key=lambda j: (sum(r[j] for r in drawn), -j)) if drawn else 0
        total += best - reference[choice]
    return total / DRAWS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="royal")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--worlds", type=int, default=150)
    parser.add_argument(
        "--budget", type=float, default=0.9, help="seconds a decision may search (the expert's share of 1 s)"
    )
    parser.add_argument("--seed", type=int, default=19)
    args = parser.parse_args()
    if args.worlds < 4:
        parser.error("--worlds must be 4 or more (half rank the moves, half are drawn from)")

    print(f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}")
    rng = SplitMix64(args.seed)
    table: list[list[list[float]]] = []
    searched = 0.0
    move_worlds = 0
    for view in round_starts(args.variant, args.positions, args.seed):
        moves = hard_order(view)
        started = time.perf_counter()
        table.append(world_values(view, moves, args.worlds, rng))
        searched += time.perf_counter() - started
        move_worlds += len(moves) * args.worlds
    per_move_world = searched / move_worlds
    print(
        f"{len(table)} round starts, {statistics.mean(len(r[0]) for r in table):.1f} moves each, "
        f"{1000 * per_move_world:.1f} ms per move and world"
    )

    draws = random.Random(args.seed)
    print(" candidates  worlds  mean loss (points)")
    for candidates in CHOOSERS:
        # Never more than the half of the worlds drawn from: a short run says so in its "worlds" column.
        affordable = min(max(2, int(args.budget / (per_move_world * candidates))), args.worlds - args.worlds // 2)
        loss = statistics.mean(mean_loss(rows, candidates, affordable, draws) for rows in table)
        worlds = "-" if candidates == 1 else str(affordable)
        print(f" {candidates:>10}  {worlds:>6}  {loss:.3f}")


if __name__ == "__main__":
    main()
