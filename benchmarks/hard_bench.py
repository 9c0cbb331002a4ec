"""The hard level's thinking time, the unit cost of the expert's reading and searches.

    python benchmarks/hard_bench.py [--games 20] [--passes 3]

The expert calls the hard level for its candidate moves, for every past play
it reads in every sampled deal and for every play of its rollouts, so what
one hard choice costs decides how many deals the expert samples in its
budget. For Advanced and Royal this collects the
positions of seeded hard-against-hard games before the last deal (where the
hard level plays by its heuristic, not the exact endgame) with more than one
legal move, and times one ``choose`` on each; it reports the mean in
milliseconds, the best of several passes over the same positions, each pass
with the move generator's remembered tables forgotten first.
"""

from __future__ import annotations

import argparse
import platform
import time

from selfplay import hard_self_play

from cassino_desktop.ai import CancelToken
from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.process_tuning import tune_process
from cassino_desktop.engine import ADVANCED, ROYAL, Match, SeatView, Variant
from cassino_desktop.engine.movegen import forget_tables

TARGET_MS = 2.0
"""One hard choice before the last deal: the expert's rollouts make hundreds of them a deal."""


def heuristic_positions(variant: Variant, games: int) -> list[SeatView]:
    """The mover's view at every choice of ``games`` seeded hard-level games before the last deal."""
    views: list[SeatView] = []
    for seed in range(games):
        for view in hard_self_play(Match(variant, seed).start_game()):
            if view.stock_size > 0 and len(view.legal_moves()) > 1:
                views.append(view)
    return views


def mean_ms(views: list[SeatView], passes: int) -> float:
    """Best of ``passes`` over ``views``: the mean milliseconds of one hard choice."""
    player = HardPlayer()
    cancel = CancelToken()
    best = float("inf")
    for _ in range(passes):
        forget_tables()  # each pass from cold: a pass over the same positions must not find their tables ready
        started = time.perf_counter()
        for view in views:
            player.choose(view, 0.0, cancel)
        best = min(best, (time.perf_counter() - started) * 1000 / len(views))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="seeded games per variant (default 20)")
    parser.add_argument("--passes", type=int, default=3, help="timed passes over the positions (default 3)")
    args = parser.parse_args()
    tune_process()  # as the game and the tournament do
    print(f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    for variant in (ADVANCED, ROYAL):
        views = heuristic_positions(variant, args.games)
        ms = mean_ms(views, args.passes)
        print(f"{variant.name}: {len(views)} positions, hard choice {ms:.2f} ms (mean; target {TARGET_MS} ms or less)")


if __name__ == "__main__":
    main()
