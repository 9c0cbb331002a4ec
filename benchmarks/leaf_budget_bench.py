"""Solving the last deal against the outlook at equal time, in the round before the last.

    python benchmarks/leaf_budget_bench.py [--variant advanced] [--positions 60]

``leaf_bench`` compares the scorings on the same number of sampled deals.
In the expert they compete for one budget: a solved leaf costs about ten
rollouts of the round, so solving affords a few deals and three
candidates where the outlook affords many deals and six. This benchmark
draws 64 deals for each decision of the round before the last (Hard's
self-play, as in ``leaf_bench``), plays every candidate's round out with
Hard, and scores the start of the last deal with the outlook on the first
48 deals and exactly on the first 12 and the last 16. Each plan chooses on
its own deals (``outlook48/6``: the outlook on 48 deals, six candidates;
``exact12/3``: solved on 12 deals, Hard's best three); the last 16 deals'
exact values are the reference. It prints each plan's loss in points per
decision and what a rollout and a solve cost, so plans of equal time can
be compared: 48 deals of six candidates cost about as much as 12 deals of
three solved.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from leaf_bench import HARD, NEVER, before_the_last_deal, round_played_out, solved
from selfplay import hard_decisions

from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.outlook import outlook_difference
from cassino_desktop.ai.player import sorted_legal_moves
from cassino_desktop.ai.reading import PlayReader
from cassino_desktop.engine.rng import SplitMix64

OUTLOOK_DEALS = 48
SOLVED_DEALS = 12
REFERENCE_DEALS = 16
PLANS: dict[str, tuple[str, int, int]] = {
    "outlook48/6": ("outlook", 48, 6),
    "outlook48/3": ("outlook", 48, 3),
    "outlook24/6": ("outlook", 24, 6),
    "outlook16/3": ("outlook", 16, 3),
    "exact12/6": ("exact", 12, 6),
    "exact12/3": ("exact", 12, 3),
    "exact8/3": ("exact", 8, 3),
    "exact6/6": ("exact", 6, 6),
    "exact4/6": ("exact", 4, 6),
}
"""Name: (scoring, deals chosen on, candidates)."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}")
    rng = SplitMix64(args.seed)
    views = hard_decisions(args.variant, args.positions, args.seed, before_the_last_deal, every=2)
    deals = OUTLOOK_DEALS + REFERENCE_DEALS
    losses: dict[str, list[float]] = {name: [] for name in (*PLANS, "Hard's choice")}
    rollout_times: list[float] = []
    solve_times: list[float] = []
    for view in views:
        candidates = ExpertPlayer._candidates(view, sorted_legal_moves(view), HARD.choose(view, 0.0, NEVER))
        reader = PlayReader(view, HARD)
        outlook = [[0.0] * len(candidates) for _ in range(deals)]
        exact = [[0.0] * len(candidates) for _ in range(deals)]
        for d in range(deals):
            world = reader.sample(rng)
            for j, move in enumerate(candidates):
                started = time.perf_counter()
                last_deal = round_played_out(world.apply(move), view.round)
                rollout_times.append(time.perf_counter() - started)
                if d < OUTLOOK_DEALS:
                    outlook[d][j] = outlook_difference(last_deal, view.seat)
                if d < SOLVED_DEALS or d >= OUTLOOK_DEALS:
                    started = time.perf_counter()
                    exact[d][j] = solved(last_deal, view.seat)
                    solve_times.append(time.perf_counter() - started)
        reference = [sum(exact[d][j] for d in range(OUTLOOK_DEALS, deals)) for j in range(len(candidates))]
        for name, (scoring, chosen_on, count) in PLANS.items():
            values = outlook if scoring == "outlook" else exact
            kept = min(count, len(candidates))
            choice = max(range(kept), key=lambda j: (sum(values[d][j] for d in range(chosen_on)), -j))
            losses[name].append((max(reference) - reference[choice]) / REFERENCE_DEALS)
        losses["Hard's choice"].append((max(reference) - reference[0]) / REFERENCE_DEALS)
    print(
        f"{len(views)} decisions of the round before the last, {deals} deals each "
        f"(the last {REFERENCE_DEALS} the reference)"
    )
    print(
        f"a candidate's round played out: {1000 * statistics.mean(rollout_times):.2f} ms; "
        f"the last deal solved: {1000 * statistics.mean(solve_times):.2f} ms"
    )
    print(" plan            loss vs exact")
    for name, values in losses.items():
        print(f" {name:<14}  {statistics.mean(values):.4f}")


if __name__ == "__main__":
    main()
