"""The fair deal in the window: the commitment logged before play, the cut asked for, the proof after the game."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from window_helpers import play_the_game_out, quick_settings, shown_window

from cassino_desktop.engine.fair_deal import seed_of
from cassino_desktop.ui.dialogs.fair_deal_dialog import CutDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.resuming import resume_saved

FOLLOWS = "The deal follows from its commitment and its cut: "
PROVES = "This proves that the cards were fixed by the commitment and the cut before any was dealt"
CANNOT = "It cannot show how the secret was chosen"


def make_window(qtbot: QtBot, tmp_path: Path, cut_by_hand: bool = False) -> MainWindow:
    settings = quick_settings(tmp_path)
    settings.cut_by_hand = cut_by_hand
    return shown_window(qtbot, settings)


def log_lines(window: MainWindow) -> list[str]:
    return [window.log.item(row).text() for row in range(window.log.count())]


def test_a_game_is_sealed_before_play_and_proven_fair_after_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    play = window.session.play
    commitment = play.commitment(0)
    assert commitment is not None
    assert any(commitment[:16] in line and "Sealed before the deal" in line for line in log_lines(window))
    assert not any("seed" in line for line in log_lines(window))  # the seed would give the deal away
    during = window.deals.show_fair_deal()
    assert commitment in during.text.toPlainText() and "Secret" not in during.text.toPlainText()
    during.close()

    play_the_game_out(window, qtbot)
    secret = play.match.fair_deals[0].sealed.secret.hex()
    assert any(line.startswith(FOLLOWS) for line in log_lines(window))
    after = window.deals.show_fair_deal()
    report = after.text.toPlainText()
    assert secret in report and FOLLOWS in report and PROVES in report and CANNOT in report
    assert "dealt fairly" not in report  # the check shows what the deal follows from, not how the secret was chosen
    after.close()
    review = window.game_lines.review_game(None)
    assert review is not None and review.deal_label.text().startswith(FOLLOWS) and CANNOT in review.deal_label.text()
    review.close()
    line = window.game_lines.copy_game_line()
    assert line is not None and f"secret={secret}" in line


def test_a_player_who_cuts_by_hand_is_shown_the_commitment_and_gets_the_deal_of_their_cut(
    qtbot: QtBot, tmp_path: Path
) -> None:
    shown: list[str] = []
    cuts = iter(["the first cut", "Grandma's cut"])

    def cut_when_asked() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CutDialog):
            QTimer.singleShot(20, cut_when_asked)
            return
        shown.extend(label.text() for label in dialog.findChildren(QLabel))
        dialog.cut_edit.setText(next(cuts))
        dialog.accept()

    QTimer.singleShot(0, cut_when_asked)
    window = make_window(qtbot, tmp_path, cut_by_hand=True)  # the very first deal is cut by hand too
    first = window.session.play.match.fair_deals[0]
    assert first.cut == "the first cut" and first.commitment in shown
    QTimer.singleShot(0, cut_when_asked)
    window.controller.new_games.new_match()
    deal = window.session.play.match.fair_deals[0]
    assert deal.cut == "Grandma's cut" and deal.commitment in shown  # shown before the cut was typed
    assert window.session.play.match.game_seed(0) == seed_of(deal.sealed.secret, "Grandma's cut")


def test_a_match_saved_between_games_deals_its_next_game_fairly_when_resumed(qtbot: QtBot, tmp_path: Path) -> None:
    from cassino_desktop.savegame import replay, saved_of

    window = make_window(qtbot, tmp_path)
    play_the_game_out(window, qtbot)
    saved = saved_of(window.session.play)  # as the window saves at the end of a game
    window.controller.game_over.dialog.reject()  # type: ignore[union-attr]
    resumed = make_window(qtbot, tmp_path)
    assert resume_saved(resumed.controller, replay(saved))
    play = resumed.session.play
    assert play.match.game_number == 1 and play.commitment(1) is not None
    assert play.state == play.match.opening(1)


def test_choosing_the_daily_deal_again_keeps_the_counted_try(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.deals.daily_deal()
    state = window.session.state
    window.deals.daily_deal()  # a second click: nothing is lost
    assert window.session.state is state and window.controller.recorder.daily_counts()
    assert window.controller.recorder.stats.daily.last_result == ""
    assert not window.session.can_pass_lead()
