"""Solving the last deal against the outlook, by time and by deals, in the round before the last.

    python benchmarks/leaf_budget_bench.py [--variant advanced] [--positions 60] [--deals 64] [--splits 300]

``leaf_bench`` compares the scorings on one split of few deals. In the
expert they compete for one budget: a solved leaf costs about ten rollouts
of the round, so solving affords a few deals where the outlook affords
many. This benchmark draws ``--deals`` deals for each decision of the round
before the last (Hard's self-play, as in ``leaf_bench``), plays every
candidate's round out with Hard, and scores the start of the last deal both
ways in every deal. Then, ``--splits`` times per decision, it splits the
deals at random: ``REFERENCE_DEALS`` of them, solved, are the reference,
and each plan chooses on the first of the others (``outlook40/6``: the
outlook on 40 deals, six candidates; ``exact12/3``: solved on 12 deals,
Hard's best three). A plan's *loss* is the reference's best mean less the
reference mean of its choice, in points per decision, averaged over the
splits: one split of few deals is too noisy to rank plans that differ by a
few hundredths. It prints each plan's loss and its time per decision at the
measured cost of a rollout and of a solve. The outlook and the solve on
the same number of deals show what the outlook's error costs when time is
no object; the plans of about the expert's budget, which to choose.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from leaf_bench import HARD, NEVER, before_the_last_deal, round_played_out, solved
from selfplay import hard_decisions

from cassino_desktop.ai.collector import pace_for_search
from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.outlook import outlook_difference
from cassino_desktop.ai.player import sorted_legal_moves
from cassino_desktop.ai.reading import PlayReader
from cassino_desktop.engine import SeatView
from cassino_desktop.engine.rng import SplitMix64

REFERENCE_DEALS = 24
PLANS: dict[str, tuple[str, int, int]] = {
    "outlook40/6": ("outlook", 40, 6),
    "outlook40/3": ("outlook", 40, 3),
    "outlook24/6": ("outlook", 24, 6),
    "outlook12/6": ("outlook", 12, 6),
    "exact40/6": ("exact", 40, 6),
    "exact24/6": ("exact", 24, 6),
    "exact12/3": ("exact", 12, 3),
    "exact8/3": ("exact", 8, 3),
    "exact6/2": ("exact", 6, 2),
}
"""Name: (scoring, deals chosen on, candidates)."""
HARD_CHOICE = "Hard's choice"

Values = list[list[tuple[float, float]]]
"""Per deal, per candidate: (the outlook's value, the exact value) of the start of the last deal."""


def decision_values(view: SeatView, rng: SplitMix64, deals: int, costs: dict[str, list[float]]) -> Values:
    """Both scorings of every candidate in ``deals`` deals drawn as the expert draws them, timing each part."""
    candidates = ExpertPlayer._candidates(view, sorted_legal_moves(view), HARD.choose(view, 0.0, NEVER))
    reader = PlayReader(view, HARD)
    values: Values = []
    for _ in range(deals):
        world = reader.sample(rng)
        row = []
        for move in candidates:
            started = time.perf_counter()
            last_deal = round_played_out(world.apply(move), view.round)
            rolled = time.perf_counter()
            exact = solved(last_deal, view.seat)
            costs["solve"].append(time.perf_counter() - rolled)
            costs["rollout"].append(rolled - started)
            row.append((outlook_difference(last_deal, view.seat), exact))
        values.append(row)
    return values


def split_losses(values: Values, splits: int, shuffle: random.Random) -> dict[str, float]:
    """Each plan's mean loss over ``splits`` random splits of the deals into a reference and the rest."""
    candidates = len(values[0])
    order = list(range(len(values)))
    totals = dict.fromkeys((*PLANS, HARD_CHOICE), 0.0)
    for _ in range(splits):
        shuffle.shuffle(order)
        reference_deals, rest = order[:REFERENCE_DEALS], order[REFERENCE_DEALS:]
        reference = [sum(values[d][j][1] for d in reference_deals) / REFERENCE_DEALS for j in range(candidates)]
        best = max(reference)
        totals[HARD_CHOICE] += best - reference[0]
        for name, (scoring, chosen_on, count) in PLANS.items():
            which = 0 if scoring == "outlook" else 1
            kept = min(count, candidates)
            sums = [sum(values[d][j][which] for d in rest[:chosen_on]) for j in range(kept)]
            choice = max(range(kept), key=lambda j: (sums[j], -j))
            totals[name] += best - reference[choice]
    return {name: total / splits for name, total in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--deals", type=int, default=64)
    parser.add_argument("--splits", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    most = max(chosen_on for _, chosen_on, _ in PLANS.values())
    if args.deals < REFERENCE_DEALS + most:
        parser.error(f"--deals must be at least {REFERENCE_DEALS + most}: the reference and the largest plan")
    pace_for_search()  # as in the game and the tournament
    print(f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}")
    rng = SplitMix64(args.seed)
    shuffle = random.Random(args.seed)
    views = hard_decisions(args.variant, args.positions, args.seed, before_the_last_deal, every=2)
    costs: dict[str, list[float]] = {"rollout": [], "solve": []}
    losses: dict[str, list[float]] = {name: [] for name in (*PLANS, HARD_CHOICE)}
    sizes: list[int] = []
    for view in views:
        values = decision_values(view, rng, args.deals, costs)
        sizes.append(len(values[0]))
        for name, loss in split_losses(values, args.splits, shuffle).items():
            losses[name].append(loss)
    rollout = 1000 * statistics.mean(costs["rollout"])
    solve = 1000 * statistics.mean(costs["solve"])
    print(
        f"{len(views)} decisions of the round before the last, {args.deals} deals each, "
        f"{statistics.mean(sizes):.2f} candidates on average; {args.splits} splits, "
        f"{REFERENCE_DEALS} deals the reference"
    )
    print(f"a candidate's round played out: {rollout:.2f} ms; the last deal solved: {solve:.2f} ms")
    print(" plan            loss vs exact   ms a decision")
    for name, per_decision in losses.items():
        if name == HARD_CHOICE:
            print(f" {name:<14}  {statistics.mean(per_decision):.4f}")
            continue
        scoring, chosen_on, count = PLANS[name]
        kept = statistics.mean(min(count, size) for size in sizes)
        cost = kept * chosen_on * (rollout + (solve if scoring == "exact" else 0.0))
        print(f" {name:<14}  {statistics.mean(per_decision):.4f}          {cost:7.0f}")


if __name__ == "__main__":
    main()
