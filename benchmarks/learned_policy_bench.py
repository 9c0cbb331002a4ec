"""How much of the expert's choice a fast policy can learn from what a seat sees.

    python benchmarks/learned_policy_bench.py [--variant advanced] [--games 100] [--worlds 24] [--pairs 500]

The expert's rollouts play its own later moves as the hard level would. A
rollout player is as good as the policy it rolls out, so a fast policy
that played more like the expert would make the expert stronger too. This
benchmark measures whether such a policy can be learned from the seat's
view alone, without the expert's sampled deals:

1. In the hard level's games against itself (``--games`` games from seed
   ``--seed``), at every choice before the last deal, the expert values every
   legal move (``ExpertPlayer.evaluate`` on ``--worlds`` fixed worlds: the
   point difference at the round's end, both then playing as Hard would).
2. Every move is described by Hard's own score and ``FEATURES`` (what it
   takes now, the next exchange, the cards kept, what kind of move it is,
   the table it leaves...). A linear correction of Hard's score is fitted by
   ridge regression to the expert's values, move against Hard's choice in
   the same decision. Its *regret* on decisions it was not fitted on (k-fold)
   is the expert's best value less the expert's value of its choice, in
   points per decision; Hard's regret is the same for Hard's choice.
3. The correction fitted on all decisions plays ``--pairs`` mirrored pairs
   of matches against the hard level (seed ``--duel-seed``).

A small regret gain and a duel near 50% mean that what makes the expert
better is in the deals it samples and reads, not a pattern of the view.
"""

from __future__ import annotations

import argparse
import math
import platform
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from selfplay import hard_self_play

from cassino_desktop.ai import levels
from cassino_desktop.ai.collector import pace_for_search
from cassino_desktop.ai.evaluation import Threats, card_worth, table_worth
from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.hard import ENDGAME_CARDS, HardPlayer, score_move
from cassino_desktop.ai.player import CancelToken, sorted_legal_moves
from cassino_desktop.ai.tournament import MatchRecord, play_match, wilson_interval
from cassino_desktop.ai.worlds import all_cards_known
from cassino_desktop.engine import (
    BUILD,
    CAPTURE,
    TRAIL,
    Build,
    Move,
    SeatView,
    Variant,
    card_points,
    item_cards,
    new_game,
    variant_named,
)
from cassino_desktop.engine.rng import derive_seed
from cassino_desktop.engine.state import table_after

FEATURES = (
    "now",
    "exchange",
    "kept",
    "build",
    "trail",
    "trail worth",
    "trail value",
    "build value",
    "build threat",
    "build takers kept",
    "cards taken",
    "table cards",
    "table items",
    "exchange x round",
    "kept x round",
    "table points",
    "my builds",
    "their builds",
    "sweep",
    "table left at round end",
    "face card trailed",
    "ace trailed",
)
"""What describes a move besides Hard's score; ``move_features`` computes them in this order."""


def move_features(view: SeatView, move: Move, threats: Threats) -> list[float]:
    """The move's ``FEATURES``, from the seat's view only."""
    variant, seat = view.variant, view.seat
    table = table_after(variant, view.table, seat, move)
    hand_after = tuple(c for c in view.hand if c != move.card)
    now = sweep = 0.0
    if move.kind == CAPTURE:
        swept = len(move.cards) == sum(len(item_cards(it)) for it in view.table) and variant.is_sweep(view.last_play())
        sweep = float(swept)
        now = threats.capture_worth(move.card, move.cards, swept)
    kept = sum(max(variant.values(c), default=0) for c in hand_after) / 10
    exchange = 0.0 if view.last_play() else threats.expected_exchange(table, hand_after, seat)
    phase = view.round / variant.rounds(view.players)
    trail, build = move.kind == TRAIL, move.kind == BUILD
    value = move.value if build else 0
    threat = sum(1 for c in view.unseen_cards() if value in variant.values(c)) / 4 if build else 0.0
    takers = sum(1 for c in hand_after if value in variant.values(c)) if build else 0
    round_end = all(size <= 1 for size in view.hand_sizes)
    values = variant.values(move.card)
    return [
        now,
        exchange,
        kept,
        float(build),
        float(trail),
        card_worth(variant, move.card, threats.shares) if trail else 0.0,
        max(values, default=0) / 10 if trail else 0.0,
        value / 10,
        threat,
        float(takers),
        float(len(move.cards)) if move.kind == CAPTURE else 0.0,
        sum(len(item_cards(it)) for it in table) / 10,
        len(table) / 10,
        exchange * phase,
        kept * phase,
        float(sum(card_points(variant, c) for it in table for c in item_cards(it))),
        float(sum(1 for it in table if isinstance(it, Build) and it.owner == seat)),
        float(sum(1 for it in table if isinstance(it, Build) and it.owner != seat)),
        sweep,
        table_worth(variant, table, threats.shares) if round_end else 0.0,
        float(trail and not values),
        float(trail and move.card.rank == 1),
    ]


def described(view: SeatView, move: Move, threats: Threats) -> list[float]:
    """Hard's score of the move, then its ``FEATURES``."""
    return [score_move(view, move, threats), *move_features(view, move, threats)]


@dataclass(frozen=True)
class Decision:
    """One choice: every legal move described, the expert's value of each, and Hard's choice."""

    rows: tuple[tuple[float, ...], ...]
    values: tuple[float, ...]
    hard: int


def game_decisions(args: tuple[Variant, int, int]) -> list[Decision]:
    """The decisions before the last deal of one hard-level game, valued by the expert."""
    variant, seed, worlds = args
    expert = ExpertPlayer(seed, worlds=worlds)
    hard = HardPlayer()
    cancel = CancelToken()
    found: list[Decision] = []
    for view in hard_self_play(new_game(variant, seed, dealer=seed % 2)):
        moves = sorted_legal_moves(view)
        if len(moves) < 2 or all_cards_known(view):
            continue
        values = expert.evaluate(view, math.inf, cancel)
        threats = Threats(view, (view.seat + 1) % view.players)
        found.append(
            Decision(
                tuple(tuple(described(view, m, threats)) for m in moves),
                tuple(values[m] for m in moves),
                moves.index(hard.choose(view, 0.0, cancel)),
            )
        )
    return found


def solve_linear(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == vector`` (Gaussian elimination with partial pivoting; small and symmetric)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, n):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, n + 1):
                rows[r][c] -= factor * rows[col][c]
    solution = [0.0] * n
    for r in range(n - 1, -1, -1):
        solution[r] = (rows[r][n] - sum(rows[r][c] * solution[c] for c in range(r + 1, n))) / rows[r][r]
    return solution


def fit(decisions: Sequence[Decision], ridge: float) -> list[float]:
    """Weights of Hard's score and the features that best predict each move's gain over Hard's choice."""
    width = len(decisions[0].rows[0])
    gram = [[ridge if i == j else 0.0 for j in range(width)] for i in range(width)]
    moment = [0.0] * width
    for decision in decisions:
        base = decision.rows[decision.hard]
        for index, row in enumerate(decision.rows):
            if index == decision.hard:
                continue
            x = [a - b for a, b in zip(row, base, strict=True)]
            y = decision.values[index] - decision.values[decision.hard]
            for i in range(width):
                moment[i] += x[i] * y
                for j in range(width):
                    gram[i][j] += x[i] * x[j]
    return solve_linear(gram, moment)


def choice_by(weights: Sequence[float], rows: Sequence[Sequence[float]]) -> int:
    return max(range(len(rows)), key=lambda i: sum(w * x for w, x in zip(weights, rows[i], strict=True)))


def regrets(decisions: Sequence[Decision], weights: Sequence[float]) -> tuple[float, float, float]:
    """Hard's regret, the learned choice's regret (points a decision) and the share of choices it changes."""
    hard = learned = changed = 0.0
    for decision in decisions:
        best = max(decision.values)
        chosen = choice_by(weights, decision.rows)
        hard += best - decision.values[decision.hard]
        learned += best - decision.values[chosen]
        changed += chosen != decision.hard
    n = len(decisions)
    return hard / n, learned / n, changed / n


class LearnedPlayer:
    """Hard's score corrected by the fitted weights; exact at the end of the last deal, as Hard is."""

    name = "learned"

    def __init__(self, weights: Sequence[float]) -> None:
        self._weights = tuple(weights)
        self._hard = HardPlayer()

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        if all_cards_known(view) and sum(view.hand_sizes) <= ENDGAME_CARDS:
            return self._hard.choose(view, budget, cancel)  # the exact end of the last deal
        threats = Threats(view, (view.seat + 1) % view.players)
        return moves[choice_by(self._weights, [described(view, m, threats) for m in moves])]


def learned_level(weights: Sequence[float]) -> Callable[[int], LearnedPlayer]:
    return lambda seed: LearnedPlayer(weights)


def start_duel_worker(weights: tuple[float, ...]) -> None:
    """A duel worker: the search's collector pace, and the learned level known by name."""
    pace_for_search()
    levels.LEVELS["learned"] = learned_level(weights)  # type: ignore[assignment]


def duel_pair(args: tuple[Variant, int]) -> list[MatchRecord]:
    variant, seed = args
    return [play_match(variant, "learned", "hard", seed, a_seat, 0.0) for a_seat in (0, 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000, help="the first game's seed")
    parser.add_argument("--worlds", type=int, default=24)
    parser.add_argument("--folds", type=int, default=4)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--pairs", type=int, default=500)
    parser.add_argument("--duel-seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    variant = variant_named(args.variant)
    print(f"{platform.python_implementation()} {platform.python_version()} on {platform.machine()}")

    started = time.perf_counter()
    decisions: list[Decision] = []
    tasks = [(variant, args.seed + game, args.worlds) for game in range(args.games)]
    with ProcessPoolExecutor(max_workers=args.jobs, initializer=pace_for_search) as pool:
        for found in pool.map(game_decisions, tasks):
            decisions.extend(found)
    print(
        f"{variant.name}: {len(decisions)} decisions of {args.games} hard-level games valued by the expert "
        f"on {args.worlds} worlds ({time.perf_counter() - started:.0f} s)"
    )

    totals = [0.0, 0.0, 0.0]
    for fold in range(args.folds):
        train = [d for i, d in enumerate(decisions) if i % args.folds != fold]
        test = [d for i, d in enumerate(decisions) if i % args.folds == fold]
        for k, figure in enumerate(regrets(test, fit(train, args.ridge))):
            totals[k] += figure / args.folds
    print(
        f"regret on unseen decisions ({args.folds}-fold): Hard {totals[0]:.4f}, learned {totals[1]:.4f} "
        f"points a decision; the learned choice differs from Hard's in {100 * totals[2]:.1f}%"
    )

    weights = tuple(fit(decisions, args.ridge))
    named = zip(("hard score", *FEATURES), weights, strict=True)
    print("weights fitted on all:", ", ".join(f"{name} {weight:+.3f}" for name, weight in named))

    started = time.perf_counter()
    pairs = [(variant, derive_seed(args.duel_seed, i)) for i in range(args.pairs)]
    records: list[MatchRecord] = []
    with ProcessPoolExecutor(max_workers=args.jobs, initializer=start_duel_worker, initargs=(weights,)) as pool:
        for pair in pool.map(duel_pair, pairs, chunksize=max(1, args.pairs // (args.jobs * 8))):
            records.extend(pair)
    score = sum(r.a_won for r in records)
    games = sum(r.games for r in records)
    low, high = wilson_interval(score, len(records))
    print(
        f"learned - hard: {100 * score / len(records):.1f}% of {len(records)} matches "
        f"(95% CI {100 * low:.1f}-{100 * high:.1f}%), "
        f"{sum(r.a_points for r in records) / games:.2f} - {sum(r.b_points for r in records) / games:.2f} "
        f"points a game ({time.perf_counter() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
