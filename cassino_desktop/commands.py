"""``cassino-engine``: the engine's commands plus those of the computer players.

The engine's own command line (``engine/cli.py``) knows nothing of the
computer players, as the layers require; this module adds ``bestmove`` and
``tournament`` on top of it.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from .ai import CancelToken
from .ai.collector import pace_for_search
from .ai.levels import LEVELS, make_player
from .ai.tournament import run_tournament
from .engine import Move, Scoring, full_title, view_for
from .engine.cli import (
    UsageError,
    add_house_rules_args,
    load_source,
    positive_arg,
    seed_arg,
    variant_arg,
    variant_with_rules,
)
from .engine.cli import main as engine_main


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a budget is a number of seconds, not {text!r}") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"a budget is from more than 0 up to 600 seconds, not {text}")
    return value


def _level(text: str) -> str:
    name = text.strip().lower()
    if name not in LEVELS:
        raise argparse.ArgumentTypeError(f"unknown level {text!r} (levels: {', '.join(LEVELS)})")
    return name


def _first_match(text: str) -> int:
    """Where a tournament in parts starts: a match that begins a mirrored pair."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0 or value % 2:
        raise argparse.ArgumentTypeError(f"matches are played in mirrored pairs: expected 0, 2, 4 ..., not {text}")
    return value


def cmd_bestmove(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    state = load_source(args.file, stdin)
    if state.over:
        raise UsageError("the game is over: there is no move to choose")
    view = view_for(state, state.to_move)
    move: Move = make_player(args.level, args.seed).choose(view, args.budget, CancelToken())
    out.write(f"{move}\n")
    return 0


def cmd_tournament(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    if args.matches % 2:
        raise UsageError("matches are played in mirrored pairs: give an even number")
    pairs = args.matches // 2
    variant = variant_with_rules(args)
    report = _progress_report(args.matches, sys.stderr) if args.progress else None
    first_pair = args.first_match // 2
    result = run_tournament(variant, args.a, args.b, pairs, args.seed, args.budget, args.jobs, report, first_pair)
    unit = "cards" if variant.scoring is Scoring.CARDS else "points"
    name = full_title(variant) if variant.changed_fields() else variant.name
    out.write(
        f"{name}: {args.a} (A) vs {args.b} (B), {result.matches} matches in mirrored pairs, "
        f"seed {args.seed}{f' from match {args.first_match}' if first_pair else ''}, budget {args.budget:g} s\n"
    )
    out.write(
        f"A match score {result.a_score:g}/{result.matches} = {100 * result.rate:.1f}% "
        f"(95% CI {100 * result.low:.1f}-{100 * result.high:.1f}%)\n"
    )
    out.write(f"{unit} per game: A {result.a_points_per_game:.2f}, B {result.b_points_per_game:.2f}\n")
    out.write(
        f"ms per move: A median {result.a_median_ms:.2f} max {result.a_max_ms:.1f}; "
        f"B median {result.b_median_ms:.2f} max {result.b_max_ms:.1f}\n"
    )
    out.write(f"time {result.seconds:.1f} s\n")
    return 0


def _progress_report(matches: int, err: TextIO) -> Callable[[int, float], None]:
    """A ``progress`` callback that writes a line to ``err`` at every tenth of the matches (long runs)."""
    started = time.perf_counter()
    step = max(2, matches // 10)
    reported = [0]

    def report(played: int, a_score: float) -> None:
        if played - reported[0] < step and played < matches:
            return
        reported[0] = played
        minutes = (time.perf_counter() - started) / 60
        err.write(f"{played}/{matches} matches, A {100 * a_score / played:.1f}% so far, {minutes:.1f} min\n")
        err.flush()

    return report


def add_player_commands(sub: Any) -> None:
    levels = ", ".join(LEVELS)
    best = sub.add_parser("bestmove", help="the move a computer level would play (from the mover's view only)")
    best.add_argument("file", help="position file (JSON), or - for standard input")
    best.add_argument("--level", type=_level, default="hard", help=f"one of {levels} (default hard)")
    best.add_argument("--budget", type=_budget, default=1.0, help="thinking time in seconds (default 1)")
    best.add_argument("--seed", type=seed_arg, default=0, help="seed for levels that draw at random")
    best.set_defaults(run=cmd_bestmove)

    tour = sub.add_parser("tournament", help="mirrored matches between two levels, with a confidence interval")
    tour.add_argument("--variant", type=variant_arg, required=True)
    tour.add_argument("--a", type=_level, required=True, help=f"side A: one of {levels}")
    tour.add_argument("--b", type=_level, required=True, help=f"side B: one of {levels}")
    tour.add_argument("--matches", type=positive_arg, default=200, help="matches, an even number (default 200)")
    tour.add_argument("--seed", type=seed_arg, default=0)
    tour.add_argument(
        "--first-match",
        type=_first_match,
        default=0,
        help="start at this match of the seed, an even number (default 0): a long tournament in parts",
    )
    tour.add_argument("--budget", type=_budget, default=1.0, help="thinking time per move in seconds")
    tour.add_argument("--jobs", type=positive_arg, default=2, help="worker processes (default 2)")
    tour.add_argument(
        "--progress", action="store_true", help="report the score so far on standard error as the matches are played"
    )
    add_house_rules_args(tour)
    tour.set_defaults(run=cmd_tournament)


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None, stdin: TextIO | None = None) -> int:
    pace_for_search()
    return engine_main(argv, out=out, stdin=stdin, extra=add_player_commands)


if __name__ == "__main__":
    sys.exit(main())
