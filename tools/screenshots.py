"""Screenshots of the real window for people to look at.

    QT_QPA_PLATFORM=offscreen python tools/screenshots.py OUTDIR

Writes start.png (a new match), build.png (mid-game with builds on the
table), coach.png (the coach valuing every move), game-over.png (the end-of-game dialog over the table), small.png and
large.png (the same table at 800x560 and 1600x1000), all from fixed seeds.
Run it under Xvfb instead of offscreen to see the real window decorations.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cassino_desktop.engine import Move, load_position
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.session import HUMAN
from cassino_desktop.ui.settings import Settings

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


def settle(app: QApplication, rounds: int = 15) -> None:
    for _ in range(rounds):
        app.processEvents()
        QTest.qWait(15)


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.speed = "Off"
    settings.difficulty = "medium"
    window = MainWindow(settings, seed=2026)
    window.resize(1280, 820)
    window.show()
    settle(app)
    window.grab().save(str(out / "start.png"))

    window.start_from(load_position(MID_GAME))
    settle(app)
    first = window.scene.card_item(window.session.state.hands[HUMAN][0])
    window.scene.select_hand_card(first.card)
    settle(app)
    window.grab().save(str(out / "build.png"))
    window.coach_action.trigger()
    for _ in range(150):
        settle(app, 2)
        if window.coach_list.count() and window.coach_list.item(0).data(256):
            break
    window.grab().save(str(out / "coach.png"))
    window.coach_action.trigger()
    for size, name in (((800, 560), "small.png"), ((1600, 1000), "large.png")):
        window.resize(*size)
        settle(app)
        window.grab().save(str(out / name))
    window.resize(1280, 820)

    window.new_match(window.session.variant)
    session = window.session
    while not session.state.over:
        settle(app, 2)
        state = session.state
        if state.over or state.to_move != HUMAN or window.scene.animating:
            continue
        move = sorted(state.legal_moves(), key=Move.sort_key)[-1]
        window.play_intent(move.card, move.cards, move.kind)
        chooser = window.chooser  # choosing clears window.chooser: keep the menu to close it
        if chooser is not None:
            next(a for a in chooser.actions() if a.data() == str(move)).trigger()
            chooser.close()
    for _ in range(100):
        settle(app, 2)
        if window.game_over_dialog is not None:
            break
    settle(app)
    window.grab().save(str(out / "game-over.png"))
    if window.game_over_dialog is not None:
        window.game_over_dialog.grab().save(str(out / "game-over-dialog.png"))
        window.game_over_dialog.reject()
    window.close()
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
