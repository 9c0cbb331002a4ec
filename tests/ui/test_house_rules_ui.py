"""House rules in the window: the variant dialog's presets and switches, and a match played by them.

The dialog is driven with real clicks and keys; the window is checked to
deal, show, remember, save and resume the rules chosen, and the table to
play and refuse moves by them.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    BuilderDuty,
    house_rules_json,
    score_game,
    with_house_rules,
)
from cassino_desktop.seating import YOUR_SEAT
from cassino_desktop.ui.dialogs.game_over_dialog import GameOverDialog
from cassino_desktop.ui.dialogs.rules_dialog import RulesDialog
from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.persistence import SaveStore
from cassino_desktop.ui.resuming import resume_saved
from cassino_desktop.ui.settings import Settings

try:
    from test_resume import play_human_moves
    from test_table import centre_of, click, drag, human_moves, position
except ImportError:  # pragma: no cover
    from .test_resume import play_human_moves  # type: ignore[no-redef,import-not-found,unused-ignore]
    from .test_table import centre_of, click, drag, human_moves, position  # type: ignore[no-redef,import-not-found,unused-ignore]

CLASSIC_ROYAL = with_house_rules(ROYAL, {"preset": "classic"})


def shown_dialog(qtbot: QtBot, current: object) -> VariantDialog:
    dialog = VariantDialog(current)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def settings_at(tmp_path: Path) -> Settings:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "medium"
    return settings


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(settings_at(tmp_path), seed=4242)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


# ------------------------------------------------------------------ the dialog


def test_the_dialog_opens_on_the_rules_in_play(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, CLASSIC_ROYAL)
    panel = dialog.house_rules
    assert dialog.buttons["royal"].isChecked()
    assert panel.preset_box.currentData() == "classic"
    assert not panel.checks["builds_in_sums"].isChecked() and not panel.checks["one_build_per_value"].isChecked()
    assert dialog.selected_variant() == CLASSIC_ROYAL
    assert not panel.switches.isVisible()


def test_a_preset_sets_the_switches_and_a_switch_makes_it_custom(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, ADVANCED)
    panel = dialog.house_rules
    assert panel.preset_box.currentData() == "standard"
    panel.preset_box.setCurrentIndex(panel.preset_box.findData("spade"))
    assert dialog.selected_variant() == with_house_rules(ADVANCED, {"preset": "spade"})
    assert panel.target_box.value() == 61 and panel.checks["spade_points"].isChecked()
    assert "jack of spades" in panel.description.text()

    qtbot.mouseClick(panel.toggle, Qt.MouseButton.LeftButton)  # show the switches
    assert panel.switches.isVisible()
    qtbot.mouseClick(panel.checks["draw"], Qt.MouseButton.LeftButton)
    assert panel.preset_box.currentData() == "custom"
    assert house_rules_json(dialog.selected_variant()) == {"spade_points": True, "draw": True, "match_target": 61}
    qtbot.mouseClick(panel.checks["draw"], Qt.MouseButton.LeftButton)
    assert panel.preset_box.currentData() == "spade"  # back to exactly the preset
    panel.duty_box.setCurrentIndex(panel.duty_box.findData("take-or-add"))
    assert dialog.selected_variant().builder_duty is BuilderDuty.TAKE_OR_ADD


def test_switches_that_mean_nothing_are_greyed_and_dropped(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, with_house_rules(ADVANCED, {"preset": "california"}))
    panel = dialog.house_rules
    assert panel.checks["faces_take_all"].isEnabled() and not panel.checks["table_aces_high"].isEnabled()
    qtbot.mouseClick(dialog.buttons["royal"], Qt.MouseButton.LeftButton)
    # "No sweeps" carries over to Royal; taking all of a rank does not (face cards are numbers there).
    assert dialog.selected_variant() == with_house_rules(ROYAL, {"sweeps": False})
    assert not panel.checks["faces_take_all"].isEnabled() and panel.checks["table_aces_high"].isEnabled()
    assert "Not a rule of Royal" in panel.checks["faces_take_all"].toolTip()
    qtbot.mouseClick(dialog.buttons["original"], Qt.MouseButton.LeftButton)
    assert dialog.selected_variant() is ORIGINAL  # sweeps never score in Original
    assert not panel.target_box.isEnabled() and panel.target_box.text() == "one game"
    model_item = panel.preset_box.model().index(panel.preset_box.findData("spade"), 0)  # type: ignore[union-attr]
    assert not model_item.flags() & Qt.ItemFlag.ItemIsEnabled  # Spade Cassino is not offered for Original
    qtbot.mouseClick(dialog.buttons["clearance"], Qt.MouseButton.LeftButton)
    assert dialog.selected_variant() is CLEARANCE
    assert not panel.preset_box.isEnabled() and not panel.toggle.isEnabled()
    assert "own rules" in panel.description.text()


def test_the_house_rules_are_reached_by_keyboard(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, ROYAL)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # &House rules
    assert QApplication.focusWidget() is dialog.house_rules.preset_box
    qtbot.keyClick(dialog.house_rules.preset_box, Qt.Key.Key_Down)
    assert dialog.house_rules.preset_box.currentData() == "classic"
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.selected_variant() == CLASSIC_ROYAL


# ------------------------------------------------------------------ the window


def test_choosing_house_rules_deals_a_match_by_them_and_remembers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spade = with_house_rules(ROYAL, {"preset": "spade"})

    def choose(dialog: VariantDialog) -> int:
        dialog.select(spade)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(VariantDialog, "exec", choose)
    win = MainWindow(settings_at(tmp_path), seed=7)
    qtbot.addWidget(win)
    win.choose_variant()
    assert win.session.variant == spade
    assert "Match (to 61)" in win.score_label.text()
    assert any("Royal (Spade Cassino), game 1" in win.log.item(i).text() for i in range(win.log.count()))
    assert "spade_points" in win.score_model.column_keys()
    win.close()

    again = MainWindow(settings_at(tmp_path), seed=8)  # the same settings file
    qtbot.addWidget(again)
    assert again.session.variant == spade
    again.close()


@pytest.mark.parametrize(
    ("junk", "damaged"),
    [
        ("{not json", True),
        ('["a list"]', True),
        ("[" * 100_000, True),
        ('{"faces_take_all": true}', False),  # a switch that means nothing in Royal: dropped on reading
        ('{"draw": "yes"}', False),  # a switch of the wrong kind: dropped on reading
    ],
)
def test_broken_house_rules_in_the_settings_fall_back_to_the_rule_book(
    qtbot: QtBot, tmp_path: Path, junk: str, damaged: bool
) -> None:
    settings = settings_at(tmp_path)
    settings.variant = "royal"
    QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).setValue("house_rules", junk)
    again = settings_at(tmp_path)
    if damaged:  # not what the game writes: the file is set aside, as a damaged save is, and the defaults used
        assert again.problem is not None and "set aside as settings.ini.corrupt" in again.problem
        assert again.ruled_variant() is ADVANCED and (tmp_path / "settings.ini.corrupt").exists()
    else:
        assert again.problem is None and again.ruled_variant() is ROYAL


def test_a_saved_match_resumes_with_its_house_rules(qtbot: QtBot, tmp_path: Path) -> None:
    first = MainWindow(settings_at(tmp_path), seed=77, save_store=SaveStore(tmp_path / "data"))
    qtbot.addWidget(first)
    first.controller.recorder.start_saving()
    first.deals.new_match(CLASSIC_ROYAL, 2)
    play_human_moves(first, qtbot, 3)
    qtbot.waitUntil(lambda: first.session.state.to_move == YOUR_SEAT, timeout=20_000)
    state = first.session.state
    assert first.session.moves_this_game >= 5
    first.close()

    second = MainWindow(settings_at(tmp_path), seed=None, save_store=SaveStore(tmp_path / "data"))
    qtbot.addWidget(second)
    saved, problem = (
        second.controller.recorder.save_store.load() if second.controller.recorder.save_store else (None, "no store")
    )
    assert problem is None and saved is not None and dict(saved.rules) == house_rules_json(CLASSIC_ROYAL)
    assert resume_saved(second.controller, saved)
    assert second.session.variant == CLASSIC_ROYAL and second.session.state == state
    second.close()


def test_the_table_plays_and_refuses_by_the_house_rules(window: MainWindow, qtbot: QtBot) -> None:
    nine = {"value": 9, "owner": 1, "groups": [["5C", "4D"]]}
    classic = position("royal", [["3H", "9S"], ["9D", "2C"]], [nine, "6C"], rules={"preset": "classic"})
    # By the classic rules a second build of 9 may lie beside the first.
    moves = human_moves(window, qtbot, classic, lambda: drag(window, centre_of(window, "3H"), centre_of(window, "6C")))
    assert [str(m) for m in moves] == ["build 9 3H 6C"]

    three = {"value": 3, "owner": 1, "groups": [["2C", "AD"]]}
    whole = position("advanced", [["7S", "3S"], ["3D", "8H"]], [three, "4H"], rules={"builds_in_sums": False})

    def take_both() -> None:
        click(window, centre_of(window, "4H"))
        drag(window, centre_of(window, "7S"), centre_of(window, "2C"))

    assert human_moves(window, qtbot, whole, take_both) == []
    assert "house rule" in window.statusBar().currentMessage()


def test_rules_and_game_over_show_the_house_rules(qtbot: QtBot) -> None:
    spade = with_house_rules(ADVANCED, {"preset": "spade", "builder_duty": "take-or-add"})
    rules = RulesDialog(spade)
    qtbot.addWidget(rules)
    text = rules.text()
    assert "House rules in play" in text
    assert "The jack of spades scores 2 and every other spade 1." in text
    assert "take it in or add to it on their next turn" in text
    assert "Matches are played to 61 points." in text and "61" in text.split("Scoring")[-1]
    rules.chooser.setCurrentIndex(rules.chooser.findData("royal"))
    assert "House rules" not in rules.text()
    rules.chooser.setCurrentIndex(rules.chooser.findData("advanced"))
    assert "House rules in play" in rules.text()  # the rules in play, not the rule book's

    spades = [c for c in CARDS if c.suit == 3]
    others = [c for c in CARDS if c.suit != 3]
    result = score_game(spade, [spades + others[:14], others[14:]], [0, 0])
    dialog = GameOverDialog(spade, result, [t.total for t in result.players], ["You", "Computer"], False)
    qtbot.addWidget(dialog)
    labels = [w.text() for w in dialog.findChildren(type(dialog.headline))]
    assert "Spade points" in labels and "14" in labels


def test_the_lowest_match_target_reads_as_the_points_it_is(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, with_house_rules(ADVANCED, {"match_target": 5}))
    box = dialog.house_rules.target_box
    assert box.isEnabled() and box.value() == 5
    assert box.text() == "5 points"  # not "one game": the match really is to 5
    assert dialog.selected_variant().match_target == 5
    dialog.select(ORIGINAL)
    assert not box.isEnabled() and box.text() == "one game"
    dialog.select(ADVANCED)
    box.setValue(5)
    assert box.text() == "5 points"
