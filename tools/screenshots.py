"""Screenshots of the real window and every dialog at the screen sizes players have, and a check that all fits.

    python3 tools/screenshots.py OUTDIR                 # every size below, one folder each
    python3 tools/screenshots.py OUTDIR --screen 1280x720 [--scale 2] [--check] [--language it] [--deck "Large print"]

Each size runs in its own process on Qt's offscreen platform with a screen of
exactly that size (and scale), so the window sizes itself as it would on
such a screen. With --check it prints every widget that lies outside the
screen's available geometry (a window, a dialog, or a button in either) and
exits 1 if there is one (or an Alt+letter used twice, or a side panel
squeezed narrow); the tests run it for each size, and for each language at
the laptop's size (a translation is often longer than the English). Screens:
a 1024x600 netbook, a 1280x720 laptop, 1920x1080, and 2560x1440 at twice the scale.
The README's picture, docs/screenshot.png, is the 1280x720 folder's computer-move.png.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

SCREENS: tuple[tuple[str, int, int, float], ...] = (
    ("1024x600", 1024, 600, 1.0),
    ("1280x720", 1280, 720, 1.0),
    ("1920x1080", 1920, 1080, 1.0),
    ("2560x1440-2x", 2560, 1440, 2.0),
)

MID_GAME = {
    "variant": "royal",
    "to_move": 0,
    "dealer": 1,
    "hands": [["7C", "9H", "KD"], ["2D", "9D", "QH"]],
    "table": [
        "4D",
        {"value": 9, "owner": 1, "groups": [["5C", "4S"], ["9S"]]},
        "AH",
        {"value": 7, "owner": 0, "groups": [["3H", "4C"]]},
        "JC",
    ],
    "stock": [],
    "captured": [["2S", "TD", "5H", "5D"], ["AS", "6C", "6D"]],
    "sweeps": [1, 0],
    "last_capturer": 0,
}


COMPUTER_MOVE = {
    **MID_GAME,
    "to_move": 1,
    "hands": [["7C", "9H", "KD"], ["7D", "9D", "QH"]],
}
COMPUTER_TAKES = "capture 7D 3H 4C"
"""The computer takes your build of 7: the move held lit on the felt, its caption and banner (docs/screenshot.png)."""


def run_all(out: Path, check: bool) -> int:
    """One process per screen: Qt reads the screen's size once, when the application starts."""
    failed = 0
    for name, width, height, scale in SCREENS:
        folder = out / name
        args = [sys.executable, __file__, str(folder), "--screen", f"{width}x{height}", "--scale", str(scale)]
        done = subprocess.run([*args, *(["--check"] if check else [])], check=False)
        failed += done.returncode != 0
    return 1 if failed else 0


def screen_environment(width: int, height: int, scale: float, folder: Path) -> dict[str, str]:
    """The environment that gives Qt's offscreen platform one screen of this size and scale."""
    config = folder / "screen.json"
    screen = {"name": "screen", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "logicalBaseDpi": 96}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    env.pop("QT_SCALE_FACTOR", None)
    if scale != 1:
        env["QT_SCALE_FACTOR"] = f"{scale:g}"
    return env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, nargs="?", default=Path("screenshots"))
    parser.add_argument("--screen", help="WIDTHxHEIGHT of the one screen (default: every size)")
    parser.add_argument("--scale", type=float, default=1.0, help="Qt's scale factor (2 for a 2x screen)")
    parser.add_argument("--check", action="store_true", help="exit 1 if anything lies outside the screen")
    parser.add_argument("--language", default="en", help="the language to play in (en, pt_BR, hi, it)")
    parser.add_argument("--deck", default="", help="the card deck (a built-in style such as 'Large print')")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.screen is None:
        return run_all(args.out, args.check)
    width, height = (int(n) for n in args.screen.lower().split("x"))
    if "configfile=" not in os.environ.get("QT_QPA_PLATFORM", ""):  # not yet in the screen's own process
        env = screen_environment(width, height, args.scale, args.out)
        return subprocess.run([sys.executable, __file__, *sys.argv[1:]], env=env, check=False).returncode
    problems = shoot(args.out, args.language, args.deck)
    for problem in problems:
        print(f"{args.screen} x{args.scale:g}: {problem}")
    print(f"{args.screen} x{args.scale:g}: screenshots in {args.out}, {len(problems)} problems")
    return 1 if problems and args.check else 0


def shoot(out: Path, language: str = "en", deck: str = "") -> list[str]:
    """Open the window and each dialog as a player would, save each, and list what does not fit."""
    from PySide6.QtCore import QRect, QSettings
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QScrollArea, QWidget

    from cassino_desktop.engine import Match, Move, Variant, load_position, variant_named
    from cassino_desktop.seating import usual_seat_names
    from cassino_desktop.stats import Statistics
    from cassino_desktop.ui.dialogs.about import about_box
    from cassino_desktop.ui.dialogs.dialog_parts import mnemonics
    from cassino_desktop.ui.dialogs.game_over_dialog import GameOverDialog
    from cassino_desktop.ui.dialogs.rules_dialog import RulesDialog
    from cassino_desktop.ui.dialogs.stats_dialog import StatsDialog
    from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.screen_fit import SIDE_PANEL_MIN_WIDTH
    from cassino_desktop.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    screen = app.primaryScreen()
    available = screen.availableGeometry()
    problems: list[str] = []

    def settle(rounds: int = 15) -> None:
        for _ in range(rounds):
            app.processEvents()
            QTest.qWait(10)

    def inside_scroll_area(widget: QWidget) -> bool:
        parent = widget.parentWidget()
        while parent is not None:
            if isinstance(parent, QScrollArea):
                return True
            parent = parent.parentWidget()
        return False

    def check(name: str, top: QWidget) -> None:
        keys = mnemonics(top)
        twice = sorted({key for key in keys if keys.count(key) > 1})
        if twice:
            problems.append(f"{name}: Alt+{', Alt+'.join(twice)} used twice")
        frame = top.frameGeometry()
        if not available.contains(frame):
            problems.append(f"{name}: {_rect(frame)} is not inside the screen's {_rect(available)}")
        for button in top.findChildren(QAbstractButton):
            if not button.isVisibleTo(top) or inside_scroll_area(button) or not button.text():
                continue
            corner = button.mapToGlobal(button.rect().topLeft())
            rect = QRect(corner, button.size())
            if not available.contains(rect) or not top.geometry().contains(rect):
                problems.append(f"{name}: button {button.text()!r} at {_rect(rect)} is off the screen or window")

    def save(name: str, widget: QWidget) -> None:
        widget.grab().save(str(out / f"{name}.png"))

    store = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.speed = "Off"
    settings.difficulty = "easy"
    settings.language = language
    if deck:
        settings.theme = deck
    window = MainWindow(settings, seed=2026)
    window.show()
    settle()
    check("window", window)
    save("table", window)

    window.controller.new_games.start_from(load_position(MID_GAME))
    settle()
    save("mid-game", window)
    settings.pace = "Wait for my click"  # the computer's move held on the felt, as a player sees it played out
    window.scene.set_pace(settings.pace)
    window.controller.new_games.start_from(load_position(COMPUTER_MOVE))
    window.session.apply(Move.parse(COMPUTER_TAKES))
    settle()
    save("computer-move", window)
    window.scene.playback.go_on()
    settle()
    window.commands.side_panel_action.trigger()  # the other way the player may have it
    settle()
    check("window with the side panel switched", window)
    if window.dock.isVisible() and window.dock.width() < SIDE_PANEL_MIN_WIDTH:
        problems.append(f"window: the side panel is {window.dock.width()} px wide")
    save("mid-game-side-panel" if window.dock.isVisible() else "mid-game-no-side-panel", window)

    def each_dialog() -> Iterator[tuple[str, QDialog]]:
        variant_dialog = VariantDialog(window.session.variant, window)
        variant_dialog.house_rules.toggle.click()  # the switches open: the tallest the dialog gets
        yield "variants", variant_dialog
        yield "statistics", StatsDialog(Statistics(), window.session.variant.name, window)
        yield "rules", RulesDialog(window.session.variant, window)
        yield "about", about_box(window)
        for name in ("advanced", "clearance"):
            yield f"game-over-{name}", game_over_dialog(variant_named(name), window)
        try:
            from cassino_desktop.ui.dialogs.settings_dialog import SettingsDialog
        except ImportError:  # a game without one has nothing more to show
            return
        yield "settings", SettingsDialog(settings, window)

    def game_over_dialog(variant: Variant, parent: QWidget) -> QDialog:
        players = 4 if variant.name == "clearance" else 2
        match = Match(variant, 7, players=players)
        state = match.start_game()
        while not state.over:
            state = state.apply(sorted(state.legal_moves(), key=Move.sort_key)[0])
        result = state.result()
        match.record(result)
        names = usual_seat_names(players)
        return GameOverDialog(match.variant, result, match.totals(), names, match.is_over(), parent)

    for name, dialog in each_dialog():
        dialog.show()
        settle(5)
        check(name, dialog)
        save(name, dialog)
        dialog.close()
        dialog.deleteLater()

    window.settings.opponents = 3
    window.deals.new_match(variant_named("clearance"), 4)
    settle(30)
    check("window, 4 players", window)
    if window.dock.isVisible() and window.dock.width() < SIDE_PANEL_MIN_WIDTH:
        problems.append(f"window, 4 players: the side panel is {window.dock.width()} px wide")
    save("clearance-4-players", window)
    window.close()
    settle()
    return problems


def _rect(rect: object) -> str:
    x, y, w, h = (getattr(rect, part)() for part in ("x", "y", "width", "height"))
    return f"{w}x{h}+{x}+{y}"


if __name__ == "__main__":
    sys.exit(main())
