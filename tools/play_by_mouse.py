"""Play whole games in the real window by the real mouse under Xvfb, with a screenshot of every move.

    .venv/bin/python tools/play_by_mouse.py OUT --table match --seed 7      # an Advanced match, you against hard
    .venv/bin/python tools/play_by_mouse.py OUT --table partners --seed 7   # a game of Royal in partnerships
    .venv/bin/python tools/play_by_mouse.py OUT --pace Fast --moves 8 --every 0.3   # a pace that does not wait

It starts Xvfb (1280x720, on --display) and openbox, then the app as ``cassino`` starts it, in a home
of its own under OUT whose settings file it writes first: the pace (Wait for my click unless told),
the side panel hidden, the variant and the seats. A timer inside the app's process reads where the
cards lie and plays a seeded choice among the engine's legal moves with xdotool, so that every press
goes through X: it clicks the table items, drags the hand card onto the last one (onto bare felt to
trail), answers the move chooser and the game-over dialog, and clicks the felt to let each held move
of another seat go on. Before that click and after each of your moves it saves the screen as
OUT/gG-mNNN-SEAT-MOVE.png, and the chooser's menu as gG-menu-MOVE.png; now and then it rests the
pointer on a pile (…-peek.png) and takes it away again (…-peek-gone.png). OUT/index.tsv lists each
shot with the seat, the engine's move, the caption and banner the felt showed, and what of the move
they fail to say. With --every S the screen is also saved every S seconds (OUT/tNNNN.png). The
computer is asked for its reply only once your move is photographed at rest; nothing else of the
app is touched. Everything follows from --seed.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from cassino_desktop.ai.process_tuning import tune_process
from cassino_desktop.engine import (
    BUILD,
    CAPTURE,
    CARDS,
    TRAIL,
    Card,
    GameState,
    Move,
    SeatView,
    item_cards,
    story_of,
    variant_named,
    with_house_rules,
)
from cassino_desktop.seating import PERSON, Seating, SeatPlayer
from cassino_desktop.ui.app import run_gui
from cassino_desktop.ui.dialogs.game_over_dialog import GameOverDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings
from cassino_desktop.ui.table.card_item import CardItem
from cassino_desktop.ui.words import story_banners

IN_APP = "PLAY_BY_MOUSE_IN_APP"
TABLES = {
    "match": ("advanced", {}, [PERSON, "hard"]),
    "partners": ("royal", {"partnerships": True}, [PERSON, "medium", "medium", "medium"]),
}
"""Each table: the variant, its house rules, and who plays each seat (you at seat 0)."""
PEEK_EVERY = 6
"""Every so many of your moves, the pointer first rests on another seat's pile."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--table", choices=TABLES, default="match")
    parser.add_argument("--seed", type=int, default=1, help="the deal and the moves chosen for you")
    parser.add_argument("--pace", default="Wait for my click", help="Fast, Normal, Slow or 'Wait for my click'")
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: the whole match)")
    parser.add_argument("--moves", type=int, default=0, help="stop after this many moves (0: no limit)")
    parser.add_argument("--every", type=float, default=0.0, help="also a screenshot every this many seconds")
    parser.add_argument("--display", type=int, default=96)
    args = parser.parse_args()
    args.out = args.out.resolve()
    if os.environ.get(IN_APP):
        return play_in_app(args)
    return run_under_xvfb(args)


# ---------------------------------------------------------------------- the outer process: X and the app


def run_under_xvfb(args: argparse.Namespace) -> int:
    """Xvfb, openbox, then this script again as the app's process, in a home of its own; all stopped after."""
    home = args.out / "home"
    shutil.rmtree(home, ignore_errors=True)
    folders = {name: home / name.lower() for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")}
    folders["XDG_RUNTIME_DIR"] = home / "runtime"
    for folder in folders.values():
        folder.mkdir(parents=True, mode=0o700)
    display = f":{args.display}"
    env = {**os.environ, **{key: str(path) for key, path in folders.items()}, "HOME": str(home), "DISPLAY": display}
    env.update({IN_APP: "1", "QT_QPA_PLATFORM": "xcb", "CASSINO_CARD_DECKS": ""})
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"])
    window_manager: subprocess.Popen[bytes] | None = None
    stop = threading.Event()
    try:
        wait_for(lambda: Path(f"/tmp/.X11-unix/X{args.display}").exists())
        window_manager = subprocess.Popen(["openbox"], env=env, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        if args.every:
            threading.Thread(target=shoot_at_intervals, args=(args.out, display, args.every, stop)).start()
        return subprocess.run([sys.executable, __file__, *sys.argv[1:]], env=env, check=False).returncode
    finally:
        stop.set()
        for process in (window_manager, xvfb):
            if process is not None:
                process.terminate()
                process.wait()


def wait_for(ready: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise SystemExit("Xvfb did not start")
        time.sleep(0.05)


def shoot_at_intervals(out: Path, display: str, seconds: float, stop: threading.Event) -> None:
    number = 0
    while not stop.wait(seconds):
        subprocess.run(["import", "-display", display, "-window", "root", str(out / f"t{number:04}.png")], check=False)
        number += 1


# ---------------------------------------------------------------------- the app's process


def play_in_app(args: argparse.Namespace) -> int:
    """Write the settings file, start the app as ``cassino`` does, and drive its window once it is up."""
    tune_process()  # as ``cassino``'s entry point does
    app = QApplication(sys.argv[:1])
    variant, rules, seats = TABLES[args.table]
    settings = Settings()
    settings.set_ruled_variant(with_house_rules(variant_named(variant), rules))
    settings.set_computer_level(seats[1])
    settings.opponents = len(seats) - 1
    settings.set_seating(Seating(tuple(SeatPlayer(level) for level in seats)))
    settings.pace = args.pace
    settings.side_panel = False
    settings.sync()
    drivers: list[MouseDriver] = []

    def attach() -> None:
        """Drive the window once the first game is on its table."""
        windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.controller.started]
        if windows:
            drivers.append(MouseDriver(windows[0], args))
        else:
            QTimer.singleShot(200, attach)

    QTimer.singleShot(200, attach)
    code = run_gui(sys.argv[:1], seed=args.seed)
    return code or int(any(driver.failed for driver in drivers))


@dataclass(frozen=True)
class Played:
    """One move as the session announced it."""

    game: int
    number: int
    move: Move
    before: GameState
    after: GameState
    seat: int


class MouseDriver:
    """Plays the person's seat by xdotool and photographs the felt: one step a tick, never while xdotool runs."""

    def __init__(self, window: MainWindow, args: argparse.Namespace) -> None:
        self.window, self.scene, self.session = window, window.scene, window.session
        self.out: Path = args.out
        self.games, self.moves_wanted = args.games, args.moves
        self.rng = random.Random(args.seed)
        self.index = (self.out / "index.tsv").open("w", encoding="utf-8")
        self.index.write("shot\tgame\tmove\tseat\tengine's move\tcaption\tbanner\tthe felt misses\n")
        self.xdotool: subprocess.Popen[bytes] | None = None
        self.steps: list[Callable[[], None]] = []
        self.played: list[Played] = []
        self.shot_for = 0  # how many moves had been played at the last move photographed
        self.planned: Move | None = None
        self.tries = 0
        self.failed = False
        self.shots = 0
        self.choices = 0  # moves chosen in the menu a drop opened
        self.mine_to_shoot: Played | None = None  # your move, photographed once its cards are at rest
        self.rested = False
        self.held_request: Callable[[], object] | None = None
        self.session.moveApplied.connect(self._applied)
        self.scene.cardsAtRest.connect(self._at_rest)
        ask = window.ai.request

        def request(view: SeatView, level: str, budget: float = 1.0) -> int:
            """The computer thinks once your move is photographed: it would move before the shot is painted."""
            if self.mine_to_shoot is None:
                return ask(view, level, budget)
            self.held_request = partial(ask, view, level, budget)
            return 0

        window.ai.request = request  # type: ignore[method-assign]
        self.timer = QTimer(window)
        self.timer.timeout.connect(self.tick)
        self.timer.start(150)

    # -------------------------------------------------------------- where things are

    def to_screen(self, point: QPointF) -> tuple[int, int]:
        view = self.window.view
        screen = view.viewport().mapToGlobal(view.mapFromScene(point))
        return screen.x(), screen.y()

    def visible_point(self, card: Card) -> QPointF:
        """A point of ``card`` where it is the card on top, nearest its middle (a card of a fan is half hidden)."""
        rect = self.scene.card_item(card).sceneBoundingRect()
        grid = [
            QPointF(rect.left() + rect.width() * (i + 0.5) / 6, rect.top() + rect.height() * (j + 0.5) / 8)
            for i in range(6)
            for j in range(8)
        ]
        grid.sort(key=lambda p: (p - rect.center()).manhattanLength())
        for point in grid:
            cards = [g for g in self.scene.items(point) if isinstance(g, CardItem) and g.isVisible()]
            if cards and cards[0].card == card:
                return point
        return rect.center()

    def bare_felt(self) -> QPointF:
        """A point of the table's middle at least half a card from every table item: to trail onto, or to click."""
        layout = self.scene.placement.layout
        assert layout is not None
        table, margin = layout.regions["table"], layout.width / 2
        near = [rect.adjusted(-margin, -margin, margin, margin) for rect in layout.item_rects]
        for j in (0.5, 0.3, 0.7, 0.15, 0.85):
            for i in (0.85, 0.7, 0.5, 0.3, 0.15, 0.95, 0.05):
                point = QPointF(table.left() + table.width() * i, table.top() + table.height() * j)
                if not any(rect.contains(point) for rect in near):
                    return point
        return QPointF(table.right() - 4, table.center().y())

    def onto_item(self, index: int) -> QPointF:
        """A point of table item ``index`` that no later item covers (the scene gives a drop to the last one)."""
        layout = self.scene.placement.layout
        assert layout is not None
        rect, later = layout.item_rects[index], layout.item_rects[index + 1 :]
        grid = [
            QPointF(rect.left() + rect.width() * i / 8, rect.top() + rect.height() * j / 8)
            for i in range(1, 8)
            for j in range(1, 8)
        ]
        grid.sort(key=lambda p: (p - rect.center()).manhattanLength())
        return next((p for p in grid if not any(r.contains(p) for r in later)), rect.center())

    def park(self) -> list[str]:
        """Where the pointer rests between gestures: the menu bar's empty end, off the felt and every tooltip."""
        bar = self.window.menuBar()
        corner = bar.mapToGlobal(bar.rect().topRight())
        return ["mousemove", str(corner.x() - 30), str(corner.y() + bar.height() // 2)]

    # -------------------------------------------------------------- the ticks

    def tick(self) -> None:
        if self.xdotool is not None and self.xdotool.poll() is None:
            return
        self.xdotool = None
        dialog, chooser = self.window.controller.game_over.dialog, self.window.controller.move_chooser.menu
        if self.mine_to_shoot is not None and self.rested:
            self.shoot_move(self.mine_to_shoot)
            self.mine_to_shoot, held, self.held_request = None, self.held_request, None
            if held is not None:
                held()
        elif self.steps:
            self.steps.pop(0)()
        elif dialog is not None and dialog.isVisible():
            self.end_of_game(dialog)
        elif chooser is not None and chooser.isVisible():
            self.choose(chooser)
        elif self.scene.playback.waiting_for_click and self.shot_for != len(self.played):
            self.shot_for = len(self.played)
            self.shoot_move(self.played[-1])
            self.click(self.to_screen(self.bare_felt()))
        elif self.moves_wanted and len(self.played) >= self.moves_wanted and not self.scene.animating:
            self.finish()
        elif self.window.controller.my_turn:
            self.my_move()

    def finish(self) -> None:
        self.timer.stop()
        self.index.close()
        said = f"{len(self.played)} moves ({self.choices} chosen in the menu), {self.shots} screenshots"
        print(f"{said} listed in {self.out / 'index.tsv'}", flush=True)
        self.window.close()

    def run(self, *words: str, park: bool = True) -> None:
        """Start xdotool on ``words``, the pointer then put where it rests (``park``); the next tick waits for it."""
        self.xdotool = subprocess.Popen(["xdotool", *words, *(self.park() if park else [])])

    def click(self, at: tuple[int, int]) -> None:
        self.run("mousemove", str(at[0]), str(at[1]), "sleep", "0.05", "click", "1", "sleep", "0.1")

    # -------------------------------------------------------------- the person's moves

    def my_move(self) -> None:
        """Choose a move (builds and captures before trails, a drop the chooser must settle first of all)
        and queue its gestures: clicks, then a drag."""
        state = self.session.state
        if self.tries >= 3:
            self.shoot("refused", f"{self.planned} was not played after three tries")
            self.failed = True
            self.finish()
            return
        mine = sum(1 for played in self.played if played.seat == state.to_move)
        if self.planned is None and mine % PEEK_EVERY == PEEK_EVERY - 1:
            self.peek_at_a_pile()
        if self.planned is None:
            moves = sorted(state.legal_moves(), key=Move.sort_key)
            weights = [1 if m.kind == TRAIL else 6 if len(state.moves_for(m.card, m.cards)) > 1 else 3 for m in moves]
            self.planned = self.rng.choices(moves, weights)[0]
        move = self.planned
        self.tries += 1
        items = [i for i, item in enumerate(state.table) if set(item_cards(item)) & set(move.cards)]
        for index in items[:-1]:
            card = item_cards(state.table[index])[0]
            self.steps.append(partial(self.click_card, card))
        self.steps.append(lambda: self.drag(move.card, items[-1] if items else None))

    def click_card(self, card: Card) -> None:
        self.click(self.to_screen(self.visible_point(card)))

    def peek_at_a_pile(self) -> None:
        """Rest the pointer on the pile of the last seat before you that captured, then take it away."""
        layout = self.scene.placement.layout
        seat = next((p.seat for p in reversed(self.played) if p.move.kind == CAPTURE and p.seat != 0), None)
        if layout is None or seat is None:
            return
        x, y = self.to_screen(layout.regions[f"pile {seat}"].center())
        self.steps.append(lambda: self.run("mousemove", str(x), str(y), "sleep", "0.6", park=False))
        self.steps.append(lambda: self.shoot(self.name_of(self.played[-1]) + "-peek", ""))
        self.steps.append(lambda: self.run(*self.park(), "sleep", "1.0", park=False))
        self.steps.append(lambda: self.shoot(self.name_of(self.played[-1]) + "-peek-gone", ""))

    def drag(self, card: Card, target: int | None) -> None:
        """Drag ``card`` by a visible point so that its middle lands on table item ``target`` (None: bare felt)."""
        grip = self.visible_point(card)
        goal = self.bare_felt() if target is None else self.onto_item(target)
        start = self.to_screen(grip)
        end = self.to_screen(goal + grip - self.scene.card_item(card).sceneBoundingRect().center())
        path: list[str] = []
        for step in range(1, 9):
            x, y = (start[k] + (end[k] - start[k]) * step // 8 for k in (0, 1))
            path += ["mousemove", str(x), str(y), "sleep", "0.03"]
        self.run(
            "mousemove", *map(str, start), "sleep", "0.05", "mousedown", "1", *path, "sleep", "0.1", "mouseup", "1"
        )

    def choose(self, chooser: QMenu) -> None:
        """Click the planned move in the chooser the drop opened."""
        action = next((a for a in chooser.actions() if a.data() == str(self.planned)), None)
        if action is None:
            print(f"the chooser does not offer {self.planned}", flush=True)
            self.run("key", "Escape")
            return
        self.shoot(f"g{len(self.session.match.results) + 1}-menu-{str(self.planned).replace(' ', '_')}", "")
        point = chooser.mapToGlobal(chooser.actionGeometry(action).center())
        self.click((point.x(), point.y()))
        self.choices += 1

    def end_of_game(self, dialog: GameOverDialog) -> None:
        """Photograph the game-over dialog and click Next game, or Close after the last game wanted."""
        game = len(self.session.match.results)
        self.shoot(f"g{game}-over", "")
        done = self.session.match.is_over() or 0 < self.games <= game
        button = dialog.close_button if done else dialog.next_button
        point = button.mapToGlobal(button.rect().center())
        self.click((point.x(), point.y()))
        if done:
            self.steps.append(self.finish)

    # -------------------------------------------------------------- what happened, and the shots

    def _applied(self, move: Move, before: GameState, after: GameState, seat: int) -> None:
        game = len(self.session.match.results) + (0 if after.over else 1)
        last = self.played[-1] if self.played else None
        number = last.number + 1 if last is not None and last.game == game else 1
        self.played.append(Played(game, number, move, before, after, seat))
        self.rested = False
        if self.session.seating.is_person(seat):
            self.planned, self.tries = None, 0
            self.mine_to_shoot = self.played[-1]

    def _at_rest(self) -> None:
        self.rested = True

    def name_of(self, played: Played) -> str:
        seat = self.session.seat_names[played.seat]
        return f"g{played.game}-m{played.number:03}-{seat}-{str(played.move).replace(' ', '_')}"

    def shoot_move(self, played: Played) -> None:
        self.shoot(self.name_of(played), self.felt_misses(played))

    def shoot(self, name: str, misses: str) -> None:
        """Paint the window now and save the whole screen, with its line in the index."""
        for _ in range(3):  # the scene draws what changed, and Qt hands the picture to X
            QApplication.processEvents()
            time.sleep(0.03)
        subprocess.run(["import", "-window", "root", str(self.out / f"{name}.png")], check=True)
        self.shots += 1
        last = self.played[-1] if self.played else None
        said = [str(last.game), str(last.number), self.session.seat_names[last.seat], str(last.move)] if last else []
        line = [
            f"{name}.png",
            *(said or ["", "", "", ""]),
            self.scene.caption,
            " / ".join(self.scene.playback.banner_lines),
        ]
        self.index.write("\t".join([*line, misses]) + "\n")
        self.index.flush()

    def felt_misses(self, played: Played) -> str:
        """What the felt fails to say of a move: a word the caption lacks (the mover, the card played, a loose
        card taken, a value), its banner if another is shown, its cards if others are lit or they lie face down."""
        move, seats, caption = played.move, self.session.seat_words, self.scene.caption
        story = story_of(move, played.before, played.after)
        wanted = ["You" if played.seat == seats.you else seats.names[played.seat], move.card.pretty]
        wanted += [card.pretty for card in story.loose] + [str(build.value) for build in story.builds]
        wanted += [str(move.value)] if move.kind == BUILD else []
        misses = [word for word in wanted if word not in caption]
        banners = tuple(story_banners(story, seats))
        if self.scene.playback.banner_lines != banners:
            misses.append(f"banner wanted: {' / '.join(banners) or 'none'}")
        lit = {card for card in CARDS if self.scene.card_item(card).lit}
        wanted_lit = {move.card, *move.cards, *(story.build.cards if story.build else ())}
        face_down = {card for card in wanted_lit if not self.scene.card_item(card).face_up}
        if self.scene.playback.waiting_for_click and lit != wanted_lit:
            misses.append(f"lit: {' '.join(sorted(str(card) for card in lit))}")
        if self.scene.playback.waiting_for_click and face_down:
            misses.append(f"face down: {' '.join(sorted(str(card) for card in face_down))}")
        return " ".join(misses)


if __name__ == "__main__":
    sys.exit(main())
