"""The expert's thinking time at a fixed number of sampled deals: what its budget buys.

    python benchmarks/expert_bench.py [--decisions 30] [--worlds 16]

The expert samples deals until its budget is spent, so a faster search is
more deals a move, not a quicker answer. This times it with the number of
deals fixed: for Advanced and Royal, ``--decisions`` choices before the last
deal from seeded hard-level games (spread over the games), each searched on
``--worlds`` deals, and prints the mean milliseconds a decision and a digest
of the moves chosen, which must not change when only the speed does.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import time

from selfplay import before_last_deal, hard_decisions

from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.player import Budget, CancelToken
from cassino_desktop.ai.process_tuning import tune_process

TARGET_MS = 300
"""A decision at 16 deals in this time leaves the 1 s budget room for 48 deals, twice ``FEW_WORLDS``."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30, help="choices per variant (default 30)")
    parser.add_argument("--worlds", type=int, default=16, help="sampled deals a choice (default 16)")
    parser.add_argument("--seed", type=int, default=5, help="seed of the hard-level games (default 5)")
    args = parser.parse_args()
    tune_process()  # as the game and the tournament do
    print(f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    for variant in ("advanced", "royal"):
        views = hard_decisions(variant, args.decisions, args.seed, before_last_deal, every=3)
        expert = ExpertPlayer(seed=1)
        cancel = CancelToken()
        started = time.perf_counter()
        chosen = [str(expert.choose(view, Budget(worlds=args.worlds), cancel)) for view in views]
        ms = (time.perf_counter() - started) * 1000 / len(views)
        digest = hashlib.sha256(" ".join(chosen).encode()).hexdigest()[:12]
        print(
            f"{variant}: {len(views)} decisions, {args.worlds} deals each: {ms:.0f} ms a decision"
            f" (target {TARGET_MS} ms or less), moves {digest}"
        )


if __name__ == "__main__":
    main()
