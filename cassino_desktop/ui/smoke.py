"""``cassino --smoke-test``: the real application plays itself one seeded game.

It starts the real window (offscreen unless told otherwise), and both seats
are played by the computer through the window's own session and worker
thread: the player's moves come back from the worker as hints and go in
through the same intent path a drag uses. At the end the score the window
shows is checked against the engine replaying the same deal and moves, and
the game is reviewed as the game-over dialog would (in a process of its
own, which a frozen app must be able to start).
It exits 0, or 1 with one line saying what went wrong. Packaging runs it on
the frozen app, so a broken bundle never ships.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

TIME_LIMIT_MS = 180_000


def run_smoke_test(variant_name: str = "royal", seed: int = 2026) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from ..engine import COMPILED, Match, MatchPlay, Move, variant_named, view_for
    from ..seating import YOUR_SEAT
    from .dialogs.review_dialog import ReviewDialog
    from .main_window import MainWindow
    from .settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    qInstallMessageHandler(_quiet_offscreen)
    store = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.speed = "Off"
    settings.difficulty = "medium"
    settings.variant = variant_named(variant_name).name
    window = MainWindow(settings, seed=seed)
    window.show()
    moves: list[Move] = []
    problems: list[str] = []
    window.session.moveApplied.connect(lambda move, _before, _after, _seat: moves.append(move))

    def human_turn() -> None:
        state = window.session.state
        if not state.over and state.to_move == YOUR_SEAT and window.scene.state is state:
            window.ai.hint(view_for(state, YOUR_SEAT), "medium", 1.0)

    def play_hint(move: Move) -> None:
        window.controller.play_intent(move.card, move.cards, move.kind)
        if window.controller.move_chooser.menu is not None:
            for action in window.controller.move_chooser.menu.actions():
                if action.data() == str(move):
                    action.trigger()
            window.controller.move_chooser.menu.close()

    def check_end() -> None:
        if window.controller.game_over.dialog is None:
            return
        session = window.session
        state = session.state
        match = session.match
        replay = MatchPlay(Match(match.variant, match.seed, players=match.players, first_leader=match.first_leader))
        for move in moves:
            replay.push(move)
        expected = replay.last_result()
        if expected is None or expected != state.result():
            problems.append("the engine's replay of the game does not end with the same score")
            expected = state.result()
        if session.match.results[-1] != expected:
            problems.append("the match recorded a different result from the engine's")
        if window.score_model.totals() != [p.total for p in expected.players]:
            problems.append("the score sheet shows a different score from the engine's")
        window.controller.game_over.dialog.reject()
        totals = " to ".join(str(p.total) for p in expected.players)
        engine = "compiled" if COMPILED else "Python"
        game = f"{session.variant.title} seed {seed}, {len(moves)} moves"
        print(f"smoke test: {game}, final score {totals}, {engine} engine")
        poll.stop()
        review = window.game_lines.review_game(None)
        if review is None:
            problems.append("the finished game could not be reviewed")
            app.quit()
            return
        reviews.append(review)
        poll.timeout.disconnect(check_end)
        poll.timeout.connect(check_review)
        poll.start(50)

    reviews: list[ReviewDialog] = []

    def check_review() -> None:
        review = reviews[0]
        if review.review is not None:
            print(f"smoke test: the review valued {len(review.review.reviewed)} of the player's moves")
            app.quit()
        elif not review.runner.running:
            problems.append(f"the review failed: {review.summary.text()}")
            app.quit()

    def out_of_time() -> None:
        problems.append(f"the game did not finish within {TIME_LIMIT_MS // 1000} s")
        app.quit()

    window.scene.cardsAtRest.connect(lambda: QTimer.singleShot(0, human_turn))
    window.ai.hintReady.connect(play_hint)

    def failed(message: str) -> None:
        problems.append(message)
        app.quit()

    window.ai.error.connect(failed)
    poll = QTimer()
    poll.timeout.connect(check_end)
    poll.start(20)
    QTimer.singleShot(TIME_LIMIT_MS, out_of_time)
    QTimer.singleShot(0, human_turn)
    try:
        app.exec()
    finally:
        poll.stop()
        window.close()
    problems += _language_problems()
    if problems:
        print(f"smoke test failed: {problems[0]}", file=sys.stderr)
        return 1
    return 0


def _language_problems() -> list[str]:
    """Each language the game ships is found in the bundle and speaks: ours, Qt's own button words, the fonts."""
    from .i18n import LANGUAGES, QT_SPEAKS, choose_language, fonts_added, translate_in, translators_installed

    problems = []
    for code in LANGUAGES:
        if code == "en":
            continue
        if choose_language(code) != code or translate_in("words", "You") == "You":
            problems.append(f"the {code} translation is not in the app")
        if translators_installed() != (2 if code in QT_SPEAKS else 1):
            problems.append(f"Qt's own words in {code} are not in the app")
    choose_language("en")
    if not fonts_added():
        problems.append("the fonts the game carries could not be added")
    if not problems:
        print(f"smoke test: {', '.join(code for code in LANGUAGES if code != 'en')} found, and the fonts")
    return problems


def _quiet_offscreen(kind: object, context: object, message: str) -> None:
    """Drop the offscreen platform's notes about window features it lacks; print the rest."""
    if "This plugin does not support" not in message:
        print(message, file=sys.stderr)
