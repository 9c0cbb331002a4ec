"""How far the expert's rollouts should look: to the end of the round, the next one, or the game.

    python benchmarks/horizon_bench.py [--variant advanced] [--positions 40] [--worlds 40]

The expert's rollouts (``ExpertPlayer(search="rollout")``) play each
candidate's round out with the hard level on both sides and score the
position where the round ends with ``outlook.outlook_difference``, an
estimate of the rest of the game. Playing on costs time and adds the noise
of deals not yet made, but needs no estimate. This benchmark asks which
pays. It collects decisions from Hard playing itself (every third one with
a choice, before the last deal), the expert's candidates for each (Hard's
best six), and, in ``--worlds`` worlds drawn as the expert draws them (the
plays of the round read), one rollout per candidate to the end of the game,
noting the outlook where the round ends, where the next round ends, and the
final point difference. The worlds are split: the second half's final
differences are the reference (the hard level's game, not an estimate);
on the first half each horizon chooses, and its *loss* is the reference's
best less the reference value of its choice, in points per decision. It
prints the losses, the time a world costs at each horizon, and the loss of
Hard's own choice for scale. With half the worlds for the reference, a loss
of zero is out of reach: compare the horizons.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from selfplay import before_last_deal, hard_decisions

from cassino_desktop.ai.expert import ExpertPlayer, point_difference
from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.outlook import outlook_difference
from cassino_desktop.ai.player import CancelToken, sorted_legal_moves
from cassino_desktop.ai.reading import PlayReader
from cassino_desktop.engine import GameState, view_for
from cassino_desktop.engine.rng import SplitMix64

HORIZONS = ("this round", "next round", "game end")


def played_out(state: GameState, seat: int, hard: HardPlayer) -> tuple[list[float], list[float]]:
    """The hard level plays on to the end of the game: the value at each horizon, and the seconds to reach it."""
    never = CancelToken()
    started = time.perf_counter()
    values: list[float] = []
    seconds: list[float] = []
    first = state.round
    while not state.over:
        if len(values) < 2 and state.round != first + len(values):
            values.append(outlook_difference(state, seat))
            seconds.append(time.perf_counter() - started)
            continue
        moves = state.legal_moves()
        move = moves[0] if len(moves) == 1 else hard.choose(view_for(state, state.to_move), 0.0, never)
        state = state.apply(move)
    final = point_difference(state, seat)
    while len(values) < 3:  # the game ended before a horizon: that horizon is the end
        values.append(final)
        seconds.append(time.perf_counter() - started)
    return values, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.worlds < 4:
        parser.error("--worlds must be 4 or more (half choose, half are the reference)")
    print(f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}")
    rng = SplitMix64(args.seed)
    hard = HardPlayer()
    never = CancelToken()
    losses: list[list[float]] = [[] for _ in range(len(HORIZONS) + 1)]
    costs: list[list[float]] = [[] for _ in HORIZONS]
    views = hard_decisions(args.variant, args.positions, args.seed, before_last_deal, every=3)
    for view in views:
        candidates = ExpertPlayer._candidates(view, sorted_legal_moves(view), hard.choose(view, 0.0, never))
        reader = PlayReader(view, hard)
        rows: list[list[list[float]]] = []  # world, candidate, horizon
        for _ in range(args.worlds):
            world = reader.sample(rng)
            row = []
            for move in candidates:
                values, seconds = played_out(world.apply(move), view.seat, hard)
                row.append(values)
                for h, spent in enumerate(seconds):
                    costs[h].append(spent)
            rows.append(row)
        half = len(rows) // 2
        reference = [statistics.mean(r[j][-1] for r in rows[half:]) for j in range(len(candidates))]
        for h in range(len(HORIZONS)):
            means = [statistics.mean(r[j][h] for r in rows[:half]) for j in range(len(candidates))]
            choice = max(range(len(candidates)), key=lambda j: (means[j], -j))
            losses[h].append(max(reference) - reference[choice])
        losses[-1].append(max(reference) - reference[0])
    print(f"{len(views)} decisions, {args.worlds} worlds each ({args.worlds // 2} to choose, the rest the reference)")
    print(" horizon      mean loss  ms per candidate and world")
    for h, name in enumerate(HORIZONS):
        print(f" {name:<11}  {statistics.mean(losses[h]):.4f}     {1000 * statistics.mean(costs[h]):.1f}")
    print(f" Hard's choice {statistics.mean(losses[-1]):.4f}")


if __name__ == "__main__":
    main()
