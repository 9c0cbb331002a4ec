"""How the expert should score a rollout that reaches the last deal: estimate it, play it, or solve it.

    python benchmarks/leaf_bench.py [--variant advanced] [--positions 30] [--worlds 32]

In the round before the last, a rollout that ends with its round stops
where the last deal is dealt: every card of that world is then in a hand or
on the table, and the rest of the game is a game of perfect information.
Both levels that matter play it exactly (the expert solves it, the hard
level solves its last eight cards), so the exact solution *is* what that
world's rest of the game is worth. This benchmark asks how close cheaper
scores come. It collects decisions of the round before the last from Hard
playing itself, the expert's candidates for each, and ``--worlds`` worlds
drawn as the expert draws them; each candidate's round is played out with
Hard, and where the last deal starts the position is scored four ways:

* ``outlook``: ``outlook.outlook_difference``, the estimate the rollouts
  used before (and still use at the end of earlier rounds);
* ``heuristic``: the last deal played through with Hard's heuristic, no
  exact endgame (about as cheap as the round's own rollout);
* ``heuristic+4``: the same, Hard's exact endgame for the last four cards;
* ``exact``: the last deal solved.

The worlds are split: on the first half each scoring chooses the candidate
with the best total; the second half's exact values are the reference, and
a choice's *loss* is the reference's best mean less the reference mean of
the choice, in points per decision. (Judged on the worlds it chose by, a
scoring that shares the exact scoring's world-to-world noise would look
better than it is.) With half the worlds for the reference even the exact
scoring loses something: compare the scorings, and what a candidate-world
costs each way.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from collections.abc import Callable

from selfplay import hard_decisions

from cassino_desktop.ai.expert import ExpertPlayer, point_difference
from cassino_desktop.ai.hard import HardPlayer, heuristic_choice
from cassino_desktop.ai.outlook import outlook_difference
from cassino_desktop.ai.player import CancelToken, sorted_legal_moves
from cassino_desktop.ai.reading import PlayReader
from cassino_desktop.ai.solver import LastDealSolver
from cassino_desktop.ai.worlds import all_cards_known
from cassino_desktop.engine import GameState, SeatView, view_for
from cassino_desktop.engine.rng import SplitMix64

HARD = HardPlayer()
NEVER = CancelToken()


def before_the_last_deal(view: SeatView) -> bool:
    """A choice in the round before the last, some card still unknown."""
    return (
        not all_cards_known(view)
        and len(view.legal_moves()) > 1
        and view.round == view.variant.rounds(view.players) - 1
    )


def round_played_out(state: GameState, round_number: int) -> GameState:
    """Hard plays for both players to the end of the round."""
    while not state.over and state.round == round_number:
        moves = state.legal_moves()
        move = moves[0] if len(moves) == 1 else HARD.choose(view_for(state, state.to_move), 0.0, NEVER)
        state = state.apply(move)
    return state


def heuristic_through(exact_below: int) -> Callable[[GameState, int], float]:
    """Play the last deal through with Hard's heuristic, its exact endgame with ``exact_below`` cards or fewer."""

    def score(state: GameState, seat: int) -> float:
        while not state.over:
            moves = state.legal_moves()
            view = view_for(state, state.to_move)
            if len(moves) == 1:
                move = moves[0]
            elif sum(view.hand_sizes) > exact_below:
                move = heuristic_choice(view, moves)
            else:
                move = HARD.choose(view, 0.0, NEVER)
            state = state.apply(move)
        return point_difference(state, seat)

    return score


def solved(state: GameState, seat: int) -> float:
    """The last deal's exact value for ``seat``."""
    if state.over:
        return point_difference(state, seat)
    return LastDealSolver(seat, float("inf"), NEVER, 10**8).value(state)


SCORINGS: dict[str, Callable[[GameState, int], float]] = {
    "outlook": outlook_difference,
    "heuristic": heuristic_through(0),
    "heuristic+4": heuristic_through(4),
    "exact": solved,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--worlds", type=int, default=32)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    if args.worlds < 2:
        parser.error("--worlds must be 2 or more (half choose, half are the reference)")
    print(f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}")
    rng = SplitMix64(args.seed)
    losses: dict[str, list[float]] = {name: [] for name in (*SCORINGS, "Hard's choice")}
    costs: dict[str, list[float]] = {name: [] for name in SCORINGS}
    views = hard_decisions(args.variant, args.positions, args.seed, before_the_last_deal, every=2)
    for view in views:
        candidates = ExpertPlayer._candidates(view, sorted_legal_moves(view), HARD.choose(view, 0.0, NEVER))
        totals = {name: [0.0] * len(candidates) for name in (*SCORINGS, "reference")}
        reader = PlayReader(view, HARD)
        half = args.worlds // 2
        for w in range(args.worlds):
            world = reader.sample(rng)
            for j, move in enumerate(candidates):
                last_deal = round_played_out(world.apply(move), view.round)
                if w >= half:
                    totals["reference"][j] += solved(last_deal, view.seat)
                    continue
                for name, score in SCORINGS.items():
                    started = time.perf_counter()
                    totals[name][j] += score(last_deal, view.seat)
                    costs[name].append(time.perf_counter() - started)
        reference = totals["reference"]
        for name in SCORINGS:
            total = totals[name]
            choice = max(range(len(candidates)), key=lambda j: (total[j], -j))
            losses[name].append((max(reference) - reference[choice]) / (args.worlds - half))
        losses["Hard's choice"].append((max(reference) - reference[0]) / (args.worlds - half))
    print(f"{len(views)} decisions of the round before the last, {args.worlds} worlds each (half the reference)")
    print(" scoring         loss vs exact  ms per candidate-world")
    for name, values in losses.items():
        cost = f"{1000 * statistics.mean(costs[name]):.1f}" if name in costs else ""
        print(f" {name:<14}  {statistics.mean(values):.4f}         {cost}")


if __name__ == "__main__":
    main()
