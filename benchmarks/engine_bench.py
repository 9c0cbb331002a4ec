"""Engine speed: legal-move generation and random full games, per variant.

    python benchmarks/engine_bench.py [--positions 10000] [--games 500] [--rules PRESET]

For each variant it collects a fixed, seeded set of mid-game positions
(random legal play to a ply between 8 and 40 of 48), then times one
``legal_moves()`` call on a fresh copy of each (no cached answer, no table
remembered by the move generator), and reports the median and 90th
percentile in microseconds. Then it plays random legal games from seeded
deals and reports games per second.
Targets: 30 us median or less, 500 games/s or more. ``--rules`` measures the
variants a house-rules preset applies to, played by it. It says whether the
engine ran compiled (``engine/native_build.py``); ``CASSINO_PURE_ENGINE=1``
measures it as Python.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from cassino_desktop.engine import COMPILED, VARIANTS, GameState, Variant, new_game, preset_named, with_house_rules
from cassino_desktop.engine.movegen import forget_tables
from cassino_desktop.engine.rng import SplitMix64
from cassino_desktop.engine.selfplay import play_random_game

TARGET_MEDIAN_US = 30.0
"""The move generator's median time a position: a hint or a drag's highlight costs nothing a player sees."""
TARGET_GAMES_PER_SECOND = 500
"""Random full games a second: the self-play checks and the players' searches live on it."""


def mid_game_positions(variant: Variant, count: int, seed: int = 2026) -> list[GameState]:
    """``count`` mid-game positions, the same ones on every run."""
    rng = SplitMix64(seed)
    positions: list[GameState] = []
    game = 0
    while len(positions) < count:
        state = new_game(variant, seed * 1000 + game, dealer=game % 2)
        game += 1
        stop = 8 + rng.below(33)
        for _ in range(stop):
            moves = state.legal_moves()
            state = state.apply(moves[rng.below(len(moves))])
        positions.append(state)
    return positions


def time_legal_moves(positions: list[GameState]) -> list[float]:
    clock = time.perf_counter_ns
    copies = [p.replaced() for p in positions]
    timings = []
    for state in copies:
        forget_tables()  # nothing remembered: the move generator's first look at this table
        start = clock()
        state.legal_moves()
        timings.append((clock() - start) / 1000)
    return timings


def games_per_second(variant: Variant, games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        play_random_game(variant, seed, dealer=seed % 2, audited=False)  # the engine alone
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--rules", help="a house-rules preset (classic, spade, draw, portuguese, california)")
    args = parser.parse_args()
    variants = list(VARIANTS.values())
    if args.rules:
        preset = preset_named(args.rules)
        variants = [with_house_rules(v, {"preset": preset.name}) for v in variants if preset.applies(v)]
    engine = "compiled" if COMPILED else "Python (CASSINO_PURE_ENGINE set, or not compiled here)"
    machine = f"{platform.machine()}, {platform.processor() or 'cpu'}"
    print(f"python {platform.python_version()} on {machine}; engine {engine}")
    print(f"{'variant':10} {'median us':>10} {'p90 us':>8} {'mean moves':>11} {'games/s':>8}  target")
    for variant in variants:
        positions = mid_game_positions(variant, args.positions)
        timings = time_legal_moves(positions)
        mean_moves = statistics.fmean(len(p.legal_moves()) for p in positions)
        median = statistics.median(timings)
        p90 = statistics.quantiles(timings, n=10)[-1]
        rate = games_per_second(variant, args.games)
        print(
            f"{variant.name:10} {median:10.1f} {p90:8.1f} {mean_moves:11.1f} {rate:8.0f}"
            f"  median <= {TARGET_MEDIAN_US:.0f} us, >= {TARGET_GAMES_PER_SECOND} games/s"
        )


if __name__ == "__main__":
    main()
