"""What the expert's early stop costs: its choices against a many-world reference, by stopping rule.

    python benchmarks/settle_bench.py [--variant advanced] [--positions 80] [--worlds 80] [--budget 0.9]
                                      [--search rollout|minimax] [--doubt 0.01] [--tries 32]

The expert stops sampling once one candidate beats every other by
``expert.SETTLE_Z`` standard errors (after ``expert.SETTLE_WORLDS`` worlds),
so a clear choice answers at once. This benchmark asks whether that stop
costs strength. It collects decisions from Hard playing itself (every
third one with a choice, before the last deal), the expert's candidates for
each (Hard's best six), and their values in ``--worlds`` worlds drawn as the
expert draws them (the plays of the round read, ``reading.PlayReader``) and
searched as it searches them (to the end of the round), timing each world.
The worlds are then split:

* the first half ranks the candidates: the reference;
* from the second half a chooser draws worlds one by one, as the expert
  does: it narrows to Hard's best three after the first world when the
  budget affords fewer than ``expert.FEW_WORLDS``, spends at most
  ``--budget`` seconds (at the measured time per world), checks its stopping
  rule every ``expert.SETTLE_EVERY`` worlds and takes the best average.

It prints each rule's mean *loss* against the reference (in points, over
the decisions and 100 draws each) and the time it spends; the last line is
the loss of Hard's choice, for scale. The reference is itself an average of
half the worlds, so a loss of zero is out of reach: compare the rules.
"""

from __future__ import annotations

import argparse
import math
import platform
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass

from selfplay import before_last_deal, hard_decisions

from cassino_desktop.ai.expert import (
    FEW_WORLDS,
    NARROW_CANDIDATES,
    SETTLE_EVERY,
    SETTLE_WORLDS,
    SETTLE_Z,
    ExpertPlayer,
)
from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.outlook import outlook_difference
from cassino_desktop.ai.player import CancelToken, sorted_legal_moves
from cassino_desktop.ai.reading import MAX_TRIES, MODEL_DOUBT, PlayReader
from cassino_desktop.ai.solver import LastDealSolver, OutOfTime
from cassino_desktop.engine import Move, SeatView
from cassino_desktop.engine.rng import SplitMix64

NODE_LIMIT = 200_000
DRAWS = 100
Rule = tuple[int | None, float]
RULES: tuple[Rule, ...] = ((SETTLE_WORLDS, SETTLE_Z), (16, 3.0), (24, 3.0), (24, 3.5), (None, 0.0))
"""(worlds before a stop, standard errors): the expert's rule first; ``None`` never stops early."""


@dataclass
class Decision:
    rows: list[list[float]]
    """Each world's values of the candidates, Hard's choice first."""
    seconds_all: float
    """Time per world with every candidate searched (drawing and reading included)."""
    seconds_narrow: float
    """Time per world with Hard's best three only."""


def searched(view: SeatView, worlds: int, rng: SplitMix64, expert: ExpertPlayer) -> Decision:
    """The candidates' values in ``worlds`` read and searched worlds, and the time a world takes.

    The worlds are read with ``expert``'s reading settings and searched with
    its search: minimax to the end of the round, or Hard's rollouts.
    """
    hard = HardPlayer()
    never = CancelToken()
    candidates = ExpertPlayer._candidates(view, sorted_legal_moves(view), hard.choose(view, 0.0, never))
    reader = PlayReader(view, hard, expert.doubt, expert.tries)

    def one_world(moves: Sequence[Move]) -> tuple[list[float], float] | None:
        started = time.perf_counter()
        world = reader.sample(rng)
        if expert.search == "rollout":
            values = [expert.rollout(world.apply(m), view.seat, view.round, None, never) for m in moves]
            return values, time.perf_counter() - started
        solver = LastDealSolver(view.seat, math.inf, never, NODE_LIMIT, horizon=view.round, leaf=outlook_difference)
        try:
            found = solver.values(world, moves)
        except OutOfTime:
            return None
        return [found[m] for m in moves], time.perf_counter() - started

    rows: list[list[float]] = []
    spent: list[float] = []
    while len(rows) < worlds:
        result = one_world(candidates)
        if result is not None:
            rows.append(result[0])
            spent.append(result[1])
    narrow = []
    for _ in range(3):
        result = one_world(candidates[:NARROW_CANDIDATES])
        if result is not None:
            narrow.append(result[1])
    seconds_all = statistics.mean(spent)
    return Decision(rows, seconds_all, statistics.mean(narrow) if narrow else seconds_all)


def settled(drawn: list[list[float]], active: list[int], z: float) -> bool:
    """The expert's own stopping rule (``ExpertPlayer._settled``) on the worlds drawn so far."""
    samples = {j: [row[j] for row in drawn] for j in active}
    return ExpertPlayer._settled(samples, active, z)


def choose(decision: Decision, rule: Rule, budget: float, draws: random.Random) -> tuple[int, float]:
    """The candidate a chooser with ``rule`` picks from worlds of the second half, and the seconds it spent."""
    after, z = rule
    pool = decision.rows[len(decision.rows) // 2 :]
    active = list(range(len(pool[0])))
    affordable = budget / decision.seconds_all
    drawn: list[list[float]] = []
    spent = 0.0
    for index in draws.sample(range(len(pool)), len(pool)):
        spent += decision.seconds_all if len(active) == len(pool[0]) else decision.seconds_narrow
        if spent > budget:
            break
        drawn.append(pool[index])
        n = len(drawn)
        if n == 1 and len(active) > NARROW_CANDIDATES and affordable < FEW_WORLDS:
            active = active[:NARROW_CANDIDATES]
        if after is not None and n >= after and n % SETTLE_EVERY == 0 and settled(drawn, active, z):
            break
    if len(drawn) < 2:
        return 0, spent
    return max(active, key=lambda j: (sum(r[j] for r in drawn), -j)), spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--positions", type=int, default=80)
    parser.add_argument("--worlds", type=int, default=80)
    parser.add_argument("--budget", type=float, default=0.9, help="seconds a decision may search")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument(
        "--search", choices=("rollout", "minimax"), default=ExpertPlayer().search, help="how a world is searched"
    )
    parser.add_argument("--doubt", type=float, default=MODEL_DOUBT, help="the reading's doubt (reading.MODEL_DOUBT)")
    parser.add_argument("--tries", type=int, default=MAX_TRIES, help="the reading's tries (reading.MAX_TRIES)")
    args = parser.parse_args()
    if args.worlds < 4:
        parser.error("--worlds must be 4 or more (half rank the moves, half are drawn from)")
    try:
        expert = ExpertPlayer(search=args.search, doubt=args.doubt, tries=args.tries)
    except ValueError as error:
        parser.error(str(error))

    print(
        f"python {platform.python_version()} on {platform.machine()}, {args.variant}, seed {args.seed}, "
        f"{args.search} search, reading doubt {args.doubt} tries {args.tries}"
    )
    rng = SplitMix64(args.seed)
    table = [
        searched(view, args.worlds, rng, expert)
        for view in hard_decisions(args.variant, args.positions, args.seed, before_last_deal, every=3)
    ]
    per_world = statistics.mean(d.seconds_all for d in table)
    print(f"{len(table)} decisions, {args.worlds} worlds each, {1000 * per_world:.1f} ms per world")

    draws = random.Random(args.seed)
    references = []
    for decision in table:
        half = decision.rows[: len(decision.rows) // 2]
        references.append([sum(r[j] for r in half) / len(half) for j in range(len(half[0]))])
    print(" stop after  z     mean loss  median ms  mean ms")
    for rule in RULES:
        losses: list[float] = []
        spent: list[float] = []
        for decision, reference in zip(table, references, strict=True):
            for _ in range(DRAWS):
                choice, seconds = choose(decision, rule, args.budget, draws)
                losses.append(max(reference) - reference[choice])
                spent.append(1000 * seconds)
        after = "never" if rule[0] is None else str(rule[0])
        print(
            f" {after:>10}  {rule[1]:<4}  {statistics.mean(losses):.4f}  "
            f"{statistics.median(spent):>9.0f}  {statistics.mean(spent):>7.0f}"
        )
    hard_loss = statistics.mean(max(reference) - reference[0] for reference in references)
    print(f" Hard's choice     {hard_loss:.4f}")


if __name__ == "__main__":
    main()
