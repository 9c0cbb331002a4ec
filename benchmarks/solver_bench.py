"""The last-deal solver: its lean search against the general one, on the hard level's last deals.

    python benchmarks/solver_bench.py [--variant advanced] [--deals 100] [--seed 500000]

The hard level plays seeded games against itself (seeds ``--seed``,
``+ 1``, ...) to the first play of the last deal; each of those positions
is solved for both seats, once by the lean search (the engine's ``LastDeal``) and
once by the general one, which plays every move on a ``GameState`` and
scores the piles at the end. It prints the time and the positions searched
a solve takes each way, and how many values differ (none should).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.player import CancelToken
from cassino_desktop.ai.process_tuning import tune_process
from cassino_desktop.ai.solver import LastDealSolver
from cassino_desktop.engine import GameState, new_game, variant_named, view_for

TARGET_SHARE = 0.5
"""The lean search's time as a share of the general one's at most: else it is not worth a second path."""

NEVER = CancelToken()


class GeneralSolver(LastDealSolver):
    """The solver with its lean search turned off."""

    def _lean_applies(self, world: GameState) -> bool:
        return False


def last_deal_starts(variant_name: str, deals: int, seed: int) -> list[GameState]:
    """The first position of the last deal of ``deals`` games the hard level plays against itself."""
    variant = variant_named(variant_name)
    hard = HardPlayer()
    starts = []
    for game in range(deals):
        state = new_game(variant, seed + game, dealer=game % 2)
        while state.round < variant.rounds(2):
            state = state.apply(hard.choose(view_for(state, state.to_move), 0.0, NEVER))
        starts.append(state)
    return starts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=500000)
    args = parser.parse_args()
    tune_process()  # as the game and the tournament do
    print(f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}")
    times: dict[str, list[float]] = {"lean": [], "general": []}
    nodes: dict[str, list[int]] = {"lean": [], "general": []}
    differ = 0
    for state in last_deal_starts(args.variant, args.deals, args.seed):
        for seat in (state.to_move, 1 - state.to_move):
            values = []
            for name, kind in (("lean", LastDealSolver), ("general", GeneralSolver)):
                solver = kind(seat, float("inf"), NEVER, 10**8)
                started = time.perf_counter()
                values.append(solver.value(state))
                times[name].append(time.perf_counter() - started)
                nodes[name].append(solver.nodes)
            differ += values[0] != values[1]
    print(f"{args.deals} last deals, solved for both seats from their first play")
    print(f"values that differ: {differ} (target 0)")
    for name in times:
        ms, searched = 1000 * statistics.mean(times[name]), statistics.mean(nodes[name])
        print(f" {name:<8} {ms:6.1f} ms  {searched:6.0f} positions")
    share = statistics.mean(times["lean"]) / statistics.mean(times["general"])
    print(f"lean / general time: {share:.2f} (target {TARGET_SHARE} or less)")


if __name__ == "__main__":
    main()
