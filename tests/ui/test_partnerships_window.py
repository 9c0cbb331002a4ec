"""Partnerships at the window's table: you and North against West and East, scored and shown by side."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot
from window_helpers import play_the_game_out, quick_settings, shown_window

from cassino_desktop.engine import ROYAL, load_position, variant_named, with_house_rules
from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.move_log import score_line
from cassino_desktop.ui.table.card_item import BuildBadge
from cassino_desktop.ui.table.table_description import BUILD, describe_table

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
    assert score_line(window.session, window.controller.table_state).startswith(
        "Match (to 21): You and North 0 – West and East 0"
    )
    play_the_game_out(window, qtbot)
    result = session.match.results[-1]
    assert window.score_model.totals() == session.match.totals() == [side.total for side in result.sides]
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    headline = dialog.headline.text()
    assert headline.startswith(("You and North win", "West and East win", "A draw")), headline  # a fair, random deal
    won = window.controller.recorder.stats.for_variant("royal").games_won
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


def badge_colour(badge: BuildBadge) -> QColor:
    """The colour the badge is painted in: a pixel in its rounded left end, inside the outline, left of the text."""
    rect = badge.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    badge.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image.pixelColor(round(rect.height() * 0.3), round(rect.height() / 2))


def test_a_partners_build_is_drawn_and_told_as_your_sides(qtbot: QtBot, tmp_path: Path) -> None:
    # Three builds: yours (South, seat 0), your partner North's (seat 2) and West's (seat 1), an opponent's.
    state = load_position(
        {
            "variant": "royal",
            "rules": {"partnerships": True},
            "to_move": 0,
            "hands": [["9S", "KD"], ["JD", "6C"], ["TH", "KH"], ["AC", "QC"]],
            "table": [
                {"value": 9, "owner": 0, "groups": [["4H", "5H"]]},
                {"value": 10, "owner": 2, "groups": [["4D", "6D"]]},
                {"value": 11, "owner": 1, "groups": [["8D", "3D"]]},
            ],
        }
    )
    window = make_window(qtbot, tmp_path)
    window.controller.new_games.start_from(state)
    qtbot.waitUntil(lambda: window.scene.state is window.session.state and len(window.scene.placement.badges()) == 3)
    by_value = {badge.value: badge for badge in window.scene.placement.badges()}
    yours, partners, opponents = by_value[9], by_value[10], by_value[11]
    assert badge_colour(partners) == badge_colour(yours) != badge_colour(opponents)
    assert "your partner" in partners.toolTip() and "North" in partners.toolTip()
    assert "your partner" not in opponents.toolTip()
    # A screen reader hears it too.
    builds = [entry.name for entry in describe_table(window.scene) if entry.kind == BUILD]
    assert builds == ["Build of 9, yours", "Build of 10, your partner North’s", "Build of 11, West’s"]


def test_partnerships_show_unchecked_where_they_cannot_apply_and_come_back_at_four(qtbot: QtBot) -> None:
    dialog = VariantDialog(PARTNERED_ROYAL, opponents=1)  # last played in partnerships, now chosen for two
    qtbot.addWidget(dialog)
    box = dialog.partners_box
    assert not box.isEnabled() and not box.isChecked()
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(3))
    assert box.isEnabled() and box.isChecked()  # the setting comes back with four
    box.setChecked(False)
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(2))
    assert not box.isChecked()
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(3))
    assert not box.isChecked()  # as left
    box.setChecked(True)
    dialog.select(variant_named("original"))  # played by two only: no partnerships
    assert not box.isEnabled() and not box.isChecked()
    dialog.select(ROYAL)
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(3))
    assert box.isChecked() and dialog.selected_variant().partnerships
