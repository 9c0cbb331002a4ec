"""Memory over a long evening: the window ``cassino`` opens plays many games against the computer.

    QT_QPA_PLATFORM=offscreen python benchmarks/memory_bench.py [--games 50] [--level expert]

The window is the one the game's entry point opens (``app.open_table``),
with its real settings, statistics and saved-match files, in a home folder
of its own made for the run (``HOME`` and the ``XDG_*`` folders point into
it), so the match is saved after every move and the statistics after every
game, as at a player's desk. The settings file holds the level and the
animation speed asked for (by default the game's own speed, Normal: the
cards fly and the others' moves are held lit, as a player sees them; 50
expert games take about an hour). ``--settings FILE`` starts from a
player's own settings file (the coach, the language, the pace...).

The human's seat is played by the medium player (one move deep; ``--seat0``
for the first legal move, or the window's own Hint played with Enter), its
move made through the same controller call a drag makes (the move chooser
answered as a click would); the computer thinks in the window's own worker
thread at the game's own budget. Each game-over dialog is accepted (Next
game, or New match when a match is over), as a player pressing Enter would.
The resident memory (VmRSS of /proc/self/status, as ``ps`` reads it from
outside; no collection is forced) is read as each game ends; the curve is
printed after game 1, 5, 10, ... and the verdict against the target: after
the last game at most ``TARGET_GROWTH_MB`` above the figure after game 1,
under ``TARGET_CEILING_MB``, and flat by the end: the last
``FLAT_GAMES`` games within ``FLAT_SPREAD_MB`` of each other.

``--census`` also prints, at each checkpoint, what the window holds (widgets,
the scene's items, the Qt objects under the window and those Python holds,
the move log's and the score sheet's rows, Python objects by type where they
grew, the C heap); ``--trace A B`` compares ``tracemalloc`` snapshots taken
after games A and B and prints the allocation sites that grew most (tracing
slows the run and adds its own memory: look at the sites, not the curve).
The figures are in docs/STRENGTH.md ("Hostile tables and long evenings").
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if TYPE_CHECKING:
    import tracemalloc

    from cassino_desktop.ui.main_window import MainWindow

TARGET_GROWTH_MB = 20.0
"""Resident memory after the last game may exceed that after the first game by this much at most."""
TARGET_CEILING_MB = 150.0
"""Resident memory after the last game stays below this."""
FLAT_GAMES = 20
"""The curve is flat by the end when the figures after the last this many games ..."""
FLAT_SPREAD_MB = 3.0
"""... lie within this much of each other."""
GAME_TIME_LIMIT_S = 600.0
"""A game that has not ended by then is a hang, reported as such."""
SEED = 29
"""The first match's seed: the same games from run to run (the expert's timed search aside)."""


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


def heap_words() -> str:
    """The C heap (glibc's ``mallinfo2``: bytes in use and free in its arenas) and Python's allocated blocks."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [
            (name, ctypes.c_size_t)
            for name in (
                "arena",
                "ordblks",
                "smblks",
                "hblks",
                "hblkhd",
                "usmblks",
                "fsmblks",
                "uordblks",
                "fordblks",
                "keepcost",
            )
        ]

    python = f"Python blocks {sys.getallocatedblocks()}"
    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return python
    mallinfo2.restype = MallInfo2
    info = mallinfo2()
    mb = 1024 * 1024
    return (
        f"malloc in use {(info.uordblks + info.hblkhd) / mb:.1f} MB, free in its arenas {info.fordblks / mb:.1f} MB "
        f"({info.arena / mb:.1f} MB of arenas), {python}"
    )


def checkpoints(games: int) -> list[int]:
    """Game 1, then every fifth game, and the last one."""
    return sorted({1, games, *range(5, games + 1, 5)})


def home_of_its_own() -> Path:
    """A fresh home folder for the run: the settings, statistics and saved match are written there, not the user's."""
    home = Path(tempfile.mkdtemp(prefix="cassino-memory-"))
    os.environ["HOME"] = str(home)
    for variable, folder in (
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
    ):
        (home / folder).mkdir(parents=True)
        os.environ[variable] = str(home / folder)
    return home


def write_settings(level: str, speed: str, start_from: Path | None = None) -> Path | None:
    """The level and animation speed in the real settings file, as the Settings dialog writes them; its path.

    ``start_from``: a player's own settings file, copied in first (its coach, language, pace, felt...).
    """
    from cassino_desktop.ui.settings import Settings, default_settings_file

    path = default_settings_file()
    if start_from is not None and path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(start_from, path)
    settings = Settings()
    settings.difficulty = level
    settings.speed = speed
    settings.sync()
    return path


class Census:
    """What the window holds at each checkpoint, and the Python objects by type that grew since the last one."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.last_types: Counter[str] = Counter()

    def line(self) -> str:
        from PySide6.QtWidgets import QApplication, QDialog
        from shiboken6 import Shiboken

        window = self.window
        widgets = QApplication.allWidgets()
        dialogs = Counter(type(w).__name__ for w in widgets if isinstance(w, QDialog))
        shown = ", ".join(f"{name} {count}" for name, count in dialogs.most_common()) or "none"
        set_aside = gc.get_freeze_count()
        gc.unfreeze()  # the objects set aside (``gc_pacing``) are counted too; set aside again at once
        types = Counter(type(o).__name__ for o in gc.get_objects())
        gc.freeze()
        grown = [(name, count - self.last_types[name]) for name, count in types.items()]
        grown = sorted((g for g in grown if g[1] > 0), key=lambda g: -g[1])[:6]
        self.last_types = types
        return (
            f"    widgets {len(widgets)} (dialogs: {shown}), scene items {len(window.scene.items())}, "
            f"QObjects under the window {len(window.findChildren(object))} (Qt objects Python holds: "
            f"{len(Shiboken.getAllValidWrappers())}), move log {window.log.count()} lines, "
            f"score sheet {window.score_model.rowCount()} rows, Python objects {sum(types.values())}, "
            f"{set_aside} of them set aside from the collector "
            f"(grown: {', '.join(f'{name} +{count}' for name, count in grown) or 'none'})\n    {heap_words()}"
        )


class Tracer:
    """``tracemalloc`` snapshots after two games, and the allocation sites that grew most between them."""

    def __init__(self, first: int, second: int) -> None:
        import tracemalloc

        self.games = (first, second)
        self.first: tracemalloc.Snapshot | None = None
        tracemalloc.start(12)

    def after_game(self, game: int) -> None:
        import tracemalloc

        if game == self.games[0]:
            self.first = tracemalloc.take_snapshot()
        elif game == self.games[1] and self.first is not None:
            self.report(self.first, tracemalloc.take_snapshot())

    def report(self, first: tracemalloc.Snapshot, second: tracemalloc.Snapshot) -> None:
        import tracemalloc

        noise = [tracemalloc.Filter(False, tracemalloc.__file__)]
        first, second = first.filter_traces(noise), second.filter_traces(noise)
        print(f"    traced memory grown from game {self.games[0]} to game {self.games[1]}, by site:", flush=True)
        for stat in second.compare_to(first, "traceback")[:12]:
            print(f"    {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks", flush=True)
            for line in stat.traceback.format(limit=6, most_recent_first=True):
                print(f"        {line}", flush=True)


class Evening:
    """Plays the games in the open window and reads the resident memory as each ends."""

    def __init__(self, window: MainWindow, games: int, quit_loop: Callable[[], None], seat0: str) -> None:
        from cassino_desktop.ai.levels import make_player

        self.window = window
        self.games = games
        self.quit_loop = quit_loop
        self.seat0 = seat0
        self.player = make_player("medium")
        self.figures: list[float] = []
        self.problems: list[str] = []
        self.game_started = time.monotonic()
        self.census: Census | None = None
        self.tracer: Tracer | None = None

    def your_turn(self) -> None:
        """The human's seat plays the medium player's move, as a drag and (for a choice) a click would."""
        from cassino_desktop.ai import CancelToken
        from cassino_desktop.engine import Move, view_for

        controller = self.window.controller
        if not controller.my_turn:
            return
        if self.seat0 == "hint":
            controller.hints.ask()
            return
        state = controller.session.state
        if self.seat0 == "first":
            move = sorted(state.legal_moves(), key=Move.sort_key)[0]
        else:
            move = self.player.choose(view_for(state, controller.at_screen), 0.0, CancelToken())
        controller.play_intent(move.card, move.cards, move.kind)
        chooser = controller.move_chooser.menu
        if chooser is not None:
            next(action for action in chooser.actions() if action.data() == str(move)).trigger()
            chooser.close()

    def play_the_hint(self) -> None:
        """The hint lit on the table is played as Enter plays it."""
        if self.window.controller.my_turn:
            self.window.scene.play_selected()

    def look_for_the_end(self) -> None:
        """A game-over dialog up means a game ended: read the memory, then answer it as Enter would."""
        dialog = self.window.controller.game_over.dialog
        if dialog is None:
            if time.monotonic() - self.game_started > GAME_TIME_LIMIT_S:
                self.failed(f"game {len(self.figures) + 1} did not end within {GAME_TIME_LIMIT_S:.0f} s")
            return
        self.figures.append(resident_mb())
        game = len(self.figures)
        if game in checkpoints(self.games):
            print(f"after game {game:3d}: {self.figures[-1]:6.1f} MB", flush=True)
            if self.census is not None:
                print(self.census.line(), flush=True)
        if self.tracer is not None:
            self.tracer.after_game(game)
        if game >= self.games:
            dialog.reject()
            self.quit_loop()
            return
        self.game_started = time.monotonic()
        dialog.accept()  # Next game, or New match once a match is over

    def failed(self, message: str) -> None:
        self.problems.append(message)
        self.quit_loop()


def play(
    games: int,
    level: str,
    speed: str,
    seat0: str,
    census: bool,
    trace: tuple[int, int] | None,
    settings_file: Path | None = None,
) -> tuple[list[float], str]:
    """Play ``games`` games in the window ``cassino`` opens; the memory after each, and a problem ('' if none)."""
    from PySide6.QtCore import QTimer, qInstallMessageHandler

    from cassino_desktop.ai.process_tuning import tune_process
    from cassino_desktop.ui.app import open_table

    tune_process()  # as the game's entry point does
    qInstallMessageHandler(lambda _kind, _context, message: None)  # offscreen's notes about window features
    write_settings(level, speed, settings_file)
    app, window = open_table(sys.argv[:1], seed=SEED)
    evening = Evening(window, games, app.quit, seat0)
    evening.census = Census(window) if census else None
    evening.tracer = Tracer(*trace) if trace else None
    window.scene.cardsAtRest.connect(lambda: QTimer.singleShot(0, evening.your_turn))
    window.ai.error.connect(evening.failed)
    window.ai.hintReady.connect(lambda _move: QTimer.singleShot(0, evening.play_the_hint))
    poll = QTimer()
    poll.timeout.connect(evening.look_for_the_end)
    poll.start(20)
    try:
        app.exec()
    finally:
        poll.stop()
        window.close()
    return evening.figures, evening.problems[0] if evening.problems else ""


def curve_words(figures: list[float]) -> str:
    """The figures after game 1, 10, 25, the last, and the spread of the last ``FLAT_GAMES`` games, in one line."""
    games = sorted({game for game in (1, 10, 25, len(figures)) if game <= len(figures)})
    points = " → ".join(f"{figures[game - 1]:.1f} (game {game})" for game in games)
    last = figures[-FLAT_GAMES:]
    return f"{points} MB; the last {len(last)} games within {max(last) - min(last):.1f} MB"


def verdict(figures: list[float]) -> str:
    """The last figure against the first and the ceiling, and the spread of the last games."""
    first, last = figures[0], figures[-1]
    growth = last - first
    tail = figures[-FLAT_GAMES:]
    spread = max(tail) - min(tail)
    ok = growth <= TARGET_GROWTH_MB and last < TARGET_CEILING_MB and spread <= FLAT_SPREAD_MB
    return (
        f"{'PASS' if ok else 'FAIL'}: {last:.1f} MB after game {len(figures)}, {growth:+.1f} MB over game 1, "
        f"the last {len(tail)} games within {spread:.1f} MB (target: at most +{TARGET_GROWTH_MB:.0f} MB, "
        f"under {TARGET_CEILING_MB:.0f} MB, the last {FLAT_GAMES} within {FLAT_SPREAD_MB:.0f} MB)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=50, help="games to play (default 50)")
    parser.add_argument("--level", default="expert", help="the computer's level (default expert)")
    parser.add_argument("--speed", default="Normal", help="the animation speed in the settings (default Normal)")
    parser.add_argument(
        "--seat0",
        choices=("medium", "first", "hint"),
        default="medium",
        help="the human's seat: the medium player's move, the first legal move, or the window's Hint (default medium)",
    )
    parser.add_argument(
        "--settings",
        type=Path,
        metavar="FILE",
        help="start from this settings file (a player's own Cassino.conf); --level and --speed are set in it",
    )
    parser.add_argument("--census", action="store_true", help="also print what the window holds at each checkpoint")
    parser.add_argument(
        "--trace", type=int, nargs=2, metavar=("A", "B"), help="compare tracemalloc snapshots after games A and B"
    )
    args = parser.parse_args()
    if args.games < 1:
        print("--games must be 1 or more.", file=sys.stderr)
        return 2
    if args.trace and not 1 <= args.trace[0] < args.trace[1] <= args.games:
        print("--trace A B needs 1 <= A < B <= the games played.", file=sys.stderr)
        return 2
    from cassino_desktop.ai.levels import LEVELS
    from cassino_desktop.ui.table.playback import ANIMATION_SPEEDS

    if args.settings is not None and not args.settings.is_file():
        print(f"--settings: {args.settings} is not a file.", file=sys.stderr)
        return 2
    if args.level not in LEVELS:
        print(f"--level must be one of: {', '.join(LEVELS)}.", file=sys.stderr)
        return 2
    if args.speed not in ANIMATION_SPEEDS:
        print(f"--speed must be one of: {', '.join(ANIMATION_SPEEDS)}.", file=sys.stderr)
        return 2
    if resident_mb() == 0.0:
        print("Resident memory cannot be read here (no /proc/self/status).", file=sys.stderr)
        return 2
    home = home_of_its_own()
    print(
        f"{args.games} games in the window cassino opens ({os.environ['QT_QPA_PLATFORM']}), home {home}; "
        f"human seat: {args.seat0}; computer: {args.level}; animations: {args.speed}",
        flush=True,
    )
    started = time.monotonic()
    try:
        trace = (args.trace[0], args.trace[1]) if args.trace else None
        figures, problem = play(args.games, args.level, args.speed, args.seat0, args.census, trace, args.settings)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print(f"played in {time.monotonic() - started:.0f} s")
    if problem:
        print(f"stopped: {problem}", file=sys.stderr)
    if not figures:
        return 1
    print(curve_words(figures))
    print(verdict(figures))
    return 1 if problem else 0


if __name__ == "__main__":
    sys.exit(main())
