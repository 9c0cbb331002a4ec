"""Partnerships at the window's table: you and North against West and East, scored and shown by side."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot
from window_helpers import play_the_game_out, quick_settings, shown_window

from cassino_desktop.engine import ROYAL, with_house_rules
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.variant_dialog import VariantDialog

PARTNERED_ROYAL = with_house_rules(ROYAL, {"partnerships": True})


def make_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = quick_settings(tmp_path)
    settings.set_ruled_variant(PARTNERED_ROYAL)
    settings.opponents = 3
    return shown_window(qtbot, settings)


def test_a_partnership_game_is_scored_and_shown_by_side(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    session = window.session
    assert session.players == 4 and session.variant.partnerships
    assert session.score_names == ("You and North", "West and East")
    assert window.controller.score_text().startswith("Match (to 21): You and North 0 – West and East 0")
    play_the_game_out(window, qtbot)
    result = session.match.results[-1]
    assert window.score_model.totals() == session.match.totals() == [side.total for side in result.sides]
    dialog = window.controller.game_over_dialog
    assert dialog is not None
    headline = dialog.headline.text()
    assert headline.startswith(("You and North win", "West and East win", "A draw")), headline  # a fair, random deal
    won = window.controller.stats.for_variant("royal").games_won
    assert won == int(result.won_by(0))


def test_the_variant_dialog_offers_partnerships_only_at_a_table_of_four(qtbot: QtBot) -> None:
    dialog = VariantDialog(ROYAL, opponents=1)
    qtbot.addWidget(dialog)
    assert not dialog.partners_box.isEnabled()
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(3))
    assert dialog.partners_box.isEnabled()
    dialog.partners_box.setChecked(True)
    assert dialog.selected_variant() == PARTNERED_ROYAL
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(2))
    assert not dialog.selected_variant().partnerships
