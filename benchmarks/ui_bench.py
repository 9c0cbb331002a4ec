"""Desktop responsiveness: start-up to the first painted table, and event-loop stalls.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_bench.py [--runs 5] [--level hard]

1. Start-up: the game and a bare PySide6 window showing 52 cards are started
   in turn, interleaved, each in a fresh process; the medians of the time
   from spawn to the first painted table and of the memory then, and their
   ratios, are printed (``startup_bench.py``, which runs alone too).
   Targets: within 1.3x of the bare window, and 80 MB or less.
2. Paces: a computer's capture is played out at each pace of the others'
   moves (Settings ▸ Others' moves), at the normal animation speed; the
   median time from the move to the cards at rest is printed (for "wait for
   my click", from the click), with the longest event-loop stall meanwhile.
3. Stalls: one seeded game is played with the human's moves made by the
   benchmark and the computer thinking in its worker thread, animations at
   the fast speed; a 5 ms timer records the longest gap between its ticks while
   the computer is thinking and over the whole game. Target: 50 ms or less.
   Every process here is tuned as the game tunes its own (``tune_process``).
   With ``--level expert`` the computer searches up to its whole budget.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

import startup_bench

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_STALL_MS = 50
"""The longest the window may stand still: below what a hand on the mouse notices."""


def stalls(level: str) -> tuple[float, float, int]:
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from cassino_desktop.engine import Move
    from cassino_desktop.seating import YOUR_SEAT
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Fast"
    settings.difficulty = level
    window = MainWindow(settings, seed=7)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    worst_thinking = 0.0
    worst = 0.0
    last = clock.elapsed()
    ticks = 0

    def tick() -> None:
        nonlocal last, worst, worst_thinking, ticks
        now = clock.elapsed()
        gap = float(now - last)
        last = now
        ticks += 1
        worst = max(worst, gap)
        if window.ai.thinking:
            worst_thinking = max(worst_thinking, gap)
        state = window.session.state
        if state.over:
            app.quit()
            return
        if state.to_move == YOUR_SEAT and not window.scene.animating and window.scene.state is state:
            move = sorted(state.legal_moves(), key=Move.sort_key)[0]
            window.controller.play_intent(move.card, move.cards, move.kind)
            if window.controller.move_chooser.menu is not None:
                next(a for a in window.controller.move_chooser.menu.actions() if a.data() == str(move)).trigger()
                window.controller.move_chooser.menu.close()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()
    timer.stop()
    window.close()
    return worst_thinking, worst, ticks


PACE_POSITION = {
    "variant": "advanced",
    "to_move": 1,
    "hands": [["2C", "7H", "QS"], ["9S", "KD", "4H"]],
    "table": ["6C", "3D", "KH", "8D"],
    "stock": [],
}
"""The computer to move, taking two cards with a third: a capture played out from its hand to its pile."""


def pace_durations(runs: int) -> dict[str, tuple[float, float]]:
    """For each pace, at the normal animation speed: the median time from a computer's capture being applied
    to the cards at rest (for "wait for my click", from the click), and the longest event-loop stall seen."""
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from cassino_desktop.engine import Move, load_position
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.pace import PACES
    from cassino_desktop.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    clock = QElapsedTimer()
    clock.start()
    results: dict[str, tuple[float, float]] = {}
    for pace in PACES:
        settings = Settings(QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat))
        settings.speed = "Normal"
        settings.pace = pace
        settings.difficulty = "easy"
        window = MainWindow(settings, seed=5)
        window.show()
        times: list[float] = []
        worst = 0.0
        for _ in range(runs):
            while window.scene.animating or window.ai.thinking:
                window.scene.playback.go_on()
                app.processEvents()
            window.controller.new_games.start_from(load_position(PACE_POSITION))
            last = clock.elapsed()

            def tick() -> None:
                nonlocal last, worst
                now = clock.elapsed()
                worst = max(worst, float(now - last))
                last = now

            timer = QTimer()
            timer.setInterval(5)
            timer.timeout.connect(tick)
            timer.start()
            start = clock.elapsed()
            window.session.apply(Move.parse("capture 9S 3D 6C"))
            while window.scene.animating:
                if window.scene.playback.waiting_for_click:
                    start = clock.elapsed()  # the player looked, then clicked
                    window.scene.playback.go_on()
                app.processEvents()
            times.append(float(clock.elapsed() - start))
            timer.stop()
        results[pace] = (statistics.median(times), worst)
        window.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    from cassino_desktop.ai.process_tuning import tune_process

    tune_process()  # as the game does
    print(startup_bench.summary(args.runs))
    for pace, (median_ms, stall_ms) in pace_durations(max(3, args.runs)).items():
        print(
            f"pace {pace!r}: a computer's capture played out in {median_ms:.0f} ms (median"
            f"{', from the click' if pace.startswith('Wait') else ''}), longest stall {stall_ms:.0f} ms"
        )
    thinking, overall, ticks = stalls(args.level)
    print(
        f"longest event-loop stall: {thinking:.0f} ms while the computer ({args.level}) thinks, "
        f"{overall:.0f} ms over a whole game ({ticks} ticks of 5 ms); target {TARGET_STALL_MS} ms or less"
    )


if __name__ == "__main__":
    main()
