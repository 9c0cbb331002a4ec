"""Memory over a long evening: the real window plays many games against the computer, offscreen.

    QT_QPA_PLATFORM=offscreen python benchmarks/memory_bench.py [--games 50] [--level expert]

The human's seat plays the first legal move in listing order, through the
same controller call a drag makes (the move chooser answered as a click
would); the computer thinks in the window's own worker thread at the
game's own budget. Each game-over dialog is accepted (Next Game, or New
Match when a match is over), as a player pressing Enter would. After game
1, 5, 10, ... the resident memory (VmRSS) is printed, as it stands and
after a full garbage collection, and at the end the verdict against the
target: at most ``TARGET_GROWTH_MB`` above the figure after game 1 and
under ``TARGET_CEILING_MB``. ``--census`` also prints the live widgets and
dialogs by class at each checkpoint, to see what grows.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_GROWTH_MB = 20.0
"""Resident memory after the last game may exceed that after the first game by this much at most."""
TARGET_CEILING_MB = 150.0
"""Resident memory after the last game stays below this."""
GAME_TIME_LIMIT_S = 600.0
"""A game that has not ended by then is a hang, reported as such."""


def resident_mb() -> float:
    """The process's resident memory in MB (VmRSS of /proc/self/status); 0.0 where there is none."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def checkpoints(games: int) -> list[int]:
    """Game 1, then every fifth game, and the last one."""
    return sorted({1, games, *range(5, games + 1, 5)})


def widget_census() -> str:
    """The live top-level widgets and dialogs by class, most first."""
    from PySide6.QtWidgets import QApplication, QDialog, QLabel

    widgets = QApplication.allWidgets()
    dialogs = Counter(type(w).__name__ for w in widgets if isinstance(w, QDialog))
    labels = sum(1 for w in widgets if isinstance(w, QLabel))
    shown = ", ".join(f"{name} {count}" for name, count in dialogs.most_common()) or "none"
    return f"    widgets {len(widgets)}, labels {labels}, dialogs: {shown}"


def play(games: int, level: str, budget: float, seed: int, census: bool) -> tuple[list[tuple[int, float, float]], str]:
    """Play ``games`` games; the curve as (game, RSS MB, RSS MB after gc.collect()), and a problem ('' if none)."""
    from PySide6.QtCore import QSettings, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from cassino_desktop.ai.process_tuning import tune_process
    from cassino_desktop.engine import Move
    from cassino_desktop.seating import YOUR_SEAT
    from cassino_desktop.ui import table_controller
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.settings import Settings

    tune_process()  # as the game does
    table_controller.THINKING_BUDGET = budget
    app = QApplication.instance() or QApplication(sys.argv[:1])
    qInstallMessageHandler(lambda _kind, _context, message: None)  # offscreen's notes about window features
    settings = Settings(QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = level
    window = MainWindow(settings, seed=seed)
    window.show()
    curve: list[tuple[int, float, float]] = []
    wanted = set(checkpoints(games))
    problems: list[str] = []
    finished = 0
    game_started = time.monotonic()

    def human_turn() -> None:
        state = window.session.state
        if state.over or state.to_move != YOUR_SEAT or window.scene.state is not state or window.scene.animating:
            return
        move = sorted(state.legal_moves(), key=Move.sort_key)[0]
        window.controller.play_intent(move.card, move.cards, move.kind)
        chooser = window.controller.move_chooser.menu
        if chooser is not None:
            next(action for action in chooser.actions() if action.data() == str(move)).trigger()
            chooser.close()

    def check_end() -> None:
        nonlocal finished, game_started
        dialog = window.controller.game_over.dialog
        if dialog is None:
            if time.monotonic() - game_started > GAME_TIME_LIMIT_S:
                problems.append(f"game {finished + 1} did not end within {GAME_TIME_LIMIT_S:.0f} s")
                app.quit()
            return
        finished += 1
        if finished in wanted:
            as_is = resident_mb()
            gc.collect()
            collected = resident_mb()
            curve.append((finished, as_is, collected))
            print(f"after game {finished:3d}: {as_is:6.1f} MB, {collected:6.1f} MB after gc.collect()", flush=True)
            if census:
                print(widget_census(), flush=True)
        if finished >= games:
            dialog.reject()
            app.quit()
            return
        game_started = time.monotonic()
        dialog.accept()  # Next Game, or New Match once a match is over

    def failed(message: str) -> None:
        problems.append(message)
        app.quit()

    window.scene.cardsAtRest.connect(lambda: QTimer.singleShot(0, human_turn))
    window.ai.error.connect(failed)
    poll = QTimer()
    poll.timeout.connect(check_end)
    poll.start(20)
    QTimer.singleShot(0, human_turn)
    try:
        app.exec()
    finally:
        poll.stop()
        window.close()
        window.controller.shutdown()
    return curve, problems[0] if problems else ""


def verdict(curve: list[tuple[int, float, float]]) -> str:
    """The last figure against the first, and against the ceiling."""
    first_game, first, _ = curve[0]
    last_game, last, _ = curve[-1]
    growth = last - first
    ok = growth <= TARGET_GROWTH_MB and last < TARGET_CEILING_MB
    return (
        f"{'PASS' if ok else 'FAIL'}: {last:.1f} MB after game {last_game}, {growth:+.1f} MB over game {first_game} "
        f"(target: at most +{TARGET_GROWTH_MB:.0f} MB and under {TARGET_CEILING_MB:.0f} MB)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=50, help="games to play (default 50)")
    parser.add_argument("--level", default="expert", help="the computer's level (default expert)")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds the computer thinks a move (default 1.0)")
    parser.add_argument("--seed", type=int, default=29, help="the first match's seed (default 29)")
    parser.add_argument("--census", action="store_true", help="also count live widgets and dialogs")
    args = parser.parse_args()
    if args.games < 1:
        print("--games must be 1 or more.", file=sys.stderr)
        return 2
    if args.budget <= 0:
        print("--budget must be more than 0 seconds.", file=sys.stderr)
        return 2
    from cassino_desktop.ai.levels import LEVELS

    if args.level not in LEVELS:
        print(f"--level must be one of: {', '.join(LEVELS)}.", file=sys.stderr)
        return 2
    if resident_mb() == 0.0:
        print("Resident memory cannot be read here (no /proc/self/status).", file=sys.stderr)
        return 2
    print(f"{args.games} games, human seat: first legal move; computer: {args.level}, {args.budget:g} s a move")
    started = time.monotonic()
    curve, problem = play(args.games, args.level, args.budget, args.seed, args.census)
    print(f"played in {time.monotonic() - started:.0f} s")
    if problem:
        print(f"stopped: {problem}", file=sys.stderr)
    if not curve:
        return 1
    print(verdict(curve))
    return 1 if problem else 0


if __name__ == "__main__":
    sys.exit(main())
