"""The one-file app: its size and its start-up time to the first painted table.

    python benchmarks/package_bench.py [--app dist/cassino] [--runs 5]

Build the app first (packaging/build.sh). Start-up is measured from just
before the process is spawned to the first paint of the table's viewport
(the app prints it when CASSINO_FIRST_PAINT_T0 is set, then quits); a
one-file app unpacks itself first, so this includes the unpacking.
Targets: 70 MB or less, 1.5 s or less.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_MB = 70
"""The one-file app's size: a download that is not a burden."""
TARGET_STARTUP_S = 1.5
"""Start-up of the one-file app, unpacking included: the window is there while the player still waits for it."""


def first_paint_seconds(app: Path, runs: int) -> list[float]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = tempfile.mkdtemp()  # a first start: no saved settings
    times = []
    for _ in range(runs):
        env["CASSINO_FIRST_PAINT_T0"] = repr(time.time())
        done = subprocess.run([str(app)], env=env, capture_output=True, text=True, timeout=60, check=False)
        lines = [line for line in done.stdout.splitlines() if line.strip()]
        if done.returncode != 0 or not lines:
            raise SystemExit(f"{app} did not report its first paint: {done.stderr.strip()[:300]}")
        times.append(float(lines[-1]))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", type=Path, default=Path("dist/cassino"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not args.app.is_file():
        sys.exit(f"{args.app} not found: build it with packaging/build.sh")
    size = args.app.stat().st_size
    times = first_paint_seconds(args.app, args.runs)
    platform = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(f"one-file app: {size / 1e6:.1f} MB ({size} bytes); target {TARGET_MB} MB or less")
    print(
        f"start-up to first paint: median {statistics.median(times):.2f} s, worst {max(times):.2f} s "
        f"over {len(times)} runs (platform {platform}); target {TARGET_STARTUP_S} s or less"
    )


if __name__ == "__main__":
    main()
