"""Start-up against a bare PySide6 window: time to the first painted table, and memory then.

    python benchmarks/startup_bench.py [--runs 5]          (under X: DISPLAY set, QT_QPA_PLATFORM unset)
    QT_QPA_PLATFORM=offscreen python benchmarks/startup_bench.py

Three programs are started in turn, interleaved, each run in a fresh Python
process with its own empty home folder (no settings, no saved match):

- the game, as ``cassino --seed 1`` starts it (its real entry point, so the
  argument parsing, the library check and the settings are counted), to the
  first paint of the table's view, the cards dealt;
- a bare PySide6 window: a QGraphicsView showing 52 drawn cards, to its
  first paint;
- the floor: the bare window again, after loading the modules the game's
  table is drawn by and dealing a game, which any first paint of the game's
  table pays whatever else it leaves for later.

Each prints the seconds from just before its process was spawned and its
resident memory (VmRSS) at that paint. Interleaving gives them the same load
on a busy machine, so the ratio of the medians is fair where the times alone
are not. Targets: the game within 1.3x of the bare window, and 80 MB or less.
A first run of each is dropped, to fill the disk cache for all three.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

TARGET_RATIO = 1.3
"""The game's first paint within this many times the bare window's: start-up does only what the table needs."""
TARGET_MEMORY_MB = 80
"""Resident memory at the first paint of the table."""

PAINT_PROBE = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView

START = float(sys.argv[1])
CARDS_SHOWN = int(sys.argv[2])
USAGE = (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)

def resident_mb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")

class FirstPaint(QObject):
    # The first paint of a graphics view's viewport with the cards on its scene: print the time and memory, quit.
    done = False

    def eventFilter(self, watched, event):
        if not self.done and event.type() == QEvent.Type.Paint:
            view = watched.parent()
            scene = view.scene() if isinstance(view, QGraphicsView) else None
            if scene is not None and len(scene.items()) >= CARDS_SHOWN:
                self.done = True
                cpu = sum(r.ru_utime + r.ru_stime for r in map(resource.getrusage, USAGE))  # ldd's too
                print(f"FIRST_PAINT {time.time() - START:.4f} {resident_mb():.1f} {cpu:.4f}", flush=True)
                QTimer.singleShot(0, QApplication.instance().quit)
        return False

probe = FirstPaint()
exec_in_qt = QApplication.exec

def exec_watched(self=None):
    QApplication.instance().installEventFilter(probe)
    return exec_in_qt()

QApplication.exec = exec_watched
"""
"""Shared by both children: the event filter goes on the application just before its event loop starts."""

GAME_CHILD = (
    PAINT_PROBE
    + r"""
from cassino_desktop.__main__ import main
sys.exit(main(["--seed", "1"]))
"""
)
"""The game as ``cassino`` starts it."""

BARE_WINDOW = r"""
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene

app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
scene.setBackgroundBrush(QColor("#1d5e37"))
font = QFont()
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
for index, rank in enumerate([rank + suit for suit in "♣♦♥♠" for rank in RANKS]):
    x, y = (index % 13) * 95 + 10, (index // 13) * 140 + 10
    scene.addRect(x, y, 86, 128, QPen(Qt.GlobalColor.black), QBrush(Qt.GlobalColor.white))
    text = scene.addSimpleText(rank, font)
    text.setPos(x + 6, y + 4)
    text.setBrush(QColor("#b00000") if rank[-1] in "♦♥" else QColor("black"))
view = QGraphicsView(scene)
view.setWindowTitle("52 cards")
view.resize(1280, 680)
view.show()
sys.exit(app.exec())
"""
"""What the bare window does: make the application and show 52 drawn cards."""

BARE_CHILD = PAINT_PROBE + BARE_WINDOW
"""A bare PySide6 window showing 52 cards: what any Qt program pays to show the same table."""

TABLE_MODULES = r"""
from cassino_desktop.engine import VARIANTS, new_game
from cassino_desktop.ui.table.scene import TableScene
new_game(VARIANTS["advanced"], 1)
"""
"""The modules the game's table is drawn by (the scene, its cards, the engine) loaded, and a game dealt."""

FLOOR_CHILD = PAINT_PROBE + TABLE_MODULES + BARE_WINDOW
"""The bare window after ``TABLE_MODULES``: the least any first paint of this table costs before it builds a
widget of its own."""


@dataclass(frozen=True)
class FirstPaint:
    """One run: seconds from spawn to the first paint of the table, resident megabytes then, and the processor
    seconds spent until then (which a busy machine changes much less than the time)."""

    seconds: float
    resident_mb: float
    cpu_seconds: float


BYTECODE = tempfile.mkdtemp(prefix="cassino-startup-bytecode-")
"""Where the children keep their compiled bytecode, as an installed game has it (the dropped pair fills it),
even where the environment says not to write it."""


def first_paint(child: str, cards_shown: int) -> FirstPaint:
    """Spawn ``child`` in a fresh process with an empty home; its report of the first paint."""
    with tempfile.TemporaryDirectory(prefix="cassino-startup-") as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"), PYTHONPYCACHEPREFIX=BYTECODE)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("XDG_RUNTIME_DIR", home)
        start = time.time()
        out = subprocess.run(
            [sys.executable, "-c", child, repr(start), str(cards_shown)],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
    report = next((line for line in out.stdout.splitlines() if line.startswith("FIRST_PAINT")), None)
    if report is None:
        raise SystemExit(f"the child reported no first paint (exit {out.returncode}):\n{out.stderr}")
    _, seconds, resident, cpu = report.split()
    return FirstPaint(float(seconds), float(resident), float(cpu))


GAME_CARDS_SHOWN = 52
"""The game's scene holds an item for each card from the start; the deal (a zero-time timer queued before the
window is shown) has run by the view's first paint, so that paint is the dealt table's."""
BARE_CARDS_SHOWN = 52


def interleaved(runs: int) -> tuple[list[FirstPaint], list[FirstPaint], list[FirstPaint]]:
    """``runs`` of the game, of the bare window and of the floor, alternated (after a dropped run of each)."""
    children = ((GAME_CHILD, GAME_CARDS_SHOWN), (BARE_CHILD, BARE_CARDS_SHOWN), (FLOOR_CHILD, BARE_CARDS_SHOWN))
    for child, shown in children:
        first_paint(child, shown)
    game: list[FirstPaint] = []
    bare: list[FirstPaint] = []
    floor: list[FirstPaint] = []
    for _ in range(runs):
        for child_runs, (child, shown) in zip((game, bare, floor), children, strict=True):
            child_runs.append(first_paint(child, shown))
    return game, bare, floor


def summary(runs: int) -> str:
    """Both medians, the ratios and the machine's load, as the benchmark prints them."""
    load_before = os.getloadavg()[0]
    game, bare, floor = interleaved(runs)
    floor_s = statistics.median(run.seconds for run in floor)
    game_s = statistics.median(run.seconds for run in game)
    bare_s = statistics.median(run.seconds for run in bare)
    game_cpu = statistics.median(run.cpu_seconds for run in game)
    bare_cpu = statistics.median(run.cpu_seconds for run in bare)
    game_mb = statistics.median(run.resident_mb for run in game)
    bare_mb = statistics.median(run.resident_mb for run in bare)
    platform = os.environ.get("QT_QPA_PLATFORM") or f"xcb on {os.environ.get('DISPLAY', '?')}"
    return "\n".join(
        [
            f"start-up to first paint over {runs} interleaved runs (platform {platform}, "
            f"load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after, {os.cpu_count()} cores):",
            f"  game        median {game_s:.3f} s (fastest {min(r.seconds for r in game):.3f}), "
            f"{game_cpu:.3f} s of processor time, {game_mb:.0f} MB",
            f"  bare window median {bare_s:.3f} s (fastest {min(r.seconds for r in bare):.3f}), "
            f"{bare_cpu:.3f} s of processor time, {bare_mb:.0f} MB",
            f"  time ratio {game_s / bare_s:.2f}x (target {TARGET_RATIO}x or less); "
            f"memory ratio {game_mb / bare_mb:.2f}x, game {game_mb:.0f} MB (target {TARGET_MEMORY_MB} MB or less); "
            f"processor time ratio {game_cpu / bare_cpu:.2f}x",
            f"  floor: the bare window with the table's modules loaded and a game dealt, median {floor_s:.3f} s, "
            f"{floor_s / bare_s:.2f}x (what any first paint of this table pays before building anything)",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(summary(args.runs))


if __name__ == "__main__":
    main()
