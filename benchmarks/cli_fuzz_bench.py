"""Fuzzing ``cassino-engine`` at scale: hostile inputs, each answered correctly or refused in one clean line.

    python benchmarks/cli_fuzz_bench.py [--inputs 10000] [--seed 0]

The inputs are those of ``tests/engine/cli_fuzz.py`` (damaged real positions
and move texts). Prints how many got a correct answer, how many one clean
line with exit status 2, how many anything else, and the slowest input.
Target: every input judged sound, the slowest under 5 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "engine"))

from cli_fuzz import fuzz_inputs, judge

SLOWEST_SECONDS = 5.0
"""A hostile input may take no longer than this to answer."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    answered = refused = unsound = 0
    slowest = 0.0
    slowest_input = ""
    started = time.perf_counter()
    for fuzz in fuzz_inputs(args.seed, args.inputs):
        verdict = judge(fuzz)
        if verdict.problem:
            unsound += 1
            print(f"UNSOUND {fuzz.short()}: {verdict.problem}")
        elif verdict.status == 0:
            answered += 1
        else:
            refused += 1
        if verdict.seconds > slowest:
            slowest, slowest_input = verdict.seconds, fuzz.short()
    elapsed = time.perf_counter() - started
    print(f"{args.inputs} inputs from seed {args.seed} in {elapsed:.0f} s")
    print(f"correct answer {answered}, one clean line and exit 2 {refused}, anything else {unsound}")
    print(f"slowest {slowest:.2f} s ({slowest_input})")
    sound = unsound == 0 and slowest < SLOWEST_SECONDS
    print("target met" if sound else "TARGET MISSED")
    return 0 if sound else 1


if __name__ == "__main__":
    sys.exit(main())
