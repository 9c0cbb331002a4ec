"""The Settings dialog: every preference in one place, a preview of each deck, written only on OK."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import cassino_desktop.ui.cards.deck_themes as deck_themes
from cassino_desktop.ui.cards.builtin_deck import BUILTIN_DECKS
from cassino_desktop.ui.dialogs.dialog_parts import mnemonics
from cassino_desktop.ui.dialogs.settings_dialog import (
    PREVIEW_CARDS,
    PREVIEW_SIZE,
    PREVIEW_STEP,
    SettingsDialog,
    deck_preview,
)
from cassino_desktop.ui.settings import Settings

try:
    from test_card_pictures import _write_theme
except ImportError:  # pragma: no cover
    from .test_card_pictures import _write_theme  # type: ignore[no-redef,import-not-found,unused-ignore]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two installed decks: a KDE folder with its index.desktop (and its own back), an AisleRiot file."""
    carddecks = tmp_path / "carddecks"
    folder = carddecks / "svg-oxygen-air"
    folder.mkdir(parents=True)
    _write_theme(folder / "oxygen-air.svg", {"1_spade": "#00ff00", "king_heart": "#00ff00", "back": "#ff00ff"})
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Oxygen Air\n", encoding="utf-8")
    aisleriot = tmp_path / "aisleriot"
    aisleriot.mkdir()
    _write_theme(aisleriot / "anglo.svg", {"1_spade": "#0000ff"})
    monkeypatch.setenv(deck_themes.DECK_FOLDERS_VARIABLE, f"{aisleriot}{os.pathsep}{carddecks}")
    return tmp_path


def open_dialog(qtbot: QtBot, settings: Settings) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.draw_all_previews()
    return dialog


def deck_names(dialog: SettingsDialog) -> list[str]:
    return [dialog.deck_list.item(row).text() for row in range(dialog.deck_list.count())]


def test_decks_are_listed_by_their_readable_names_with_a_preview(qtbot: QtBot, settings: Settings, decks: Path) -> None:
    dialog = open_dialog(qtbot, settings)
    assert deck_names(dialog) == [*BUILTIN_DECKS, "Anglo", "Oxygen Air"]  # not "svg-oxygen-air" nor "anglo"
    assert dialog.chosen_deck() == "Classic"
    for row in range(dialog.deck_list.count()):
        icon = dialog.deck_list.item(row).icon()
        image = icon.pixmap(PREVIEW_SIZE).toImage()
        assert not image.isNull()
    oxygen = deck_preview(dialog.theme_of("Oxygen Air"), QColor("blue")).toImage()
    ace_x = 2 + 22
    assert oxygen.pixelColor(ace_x, 2 + 30) == QColor("#00ff00")  # the deck's own ace of spades
    back_x = 2 + (len(PREVIEW_CARDS) - 1) * PREVIEW_STEP + 22
    assert oxygen.pixelColor(back_x, 2 + 30) == QColor("#ff00ff")  # and its own back


def test_ok_writes_only_what_changed_and_says_which(qtbot: QtBot, settings: Settings, decks: Path) -> None:
    dialog = open_dialog(qtbot, settings)
    assert dialog.changed_settings() == []
    dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData("expert"))
    dialog.speed_box.setCurrentIndex(dialog.speed_box.findData("Off"))
    dialog.deck_list.setCurrentRow(deck_names(dialog).index("Anglo"))
    dialog.back_box.setCurrentIndex(dialog.back_box.findData("Green"))
    dialog.undo_box.setChecked(False)
    dialog.lead_box.setChecked(True)
    assert settings.difficulty == "hard"  # nothing is written before OK
    with qtbot.waitSignal(dialog.applied, timeout=1000) as signal:
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    changed = ["difficulty", "speed", "theme", "back_color", "undo_allowed", "computer_leads"]
    assert signal.args == [changed]
    assert dialog.changed_settings() == changed
    assert (settings.difficulty, settings.speed, settings.theme, settings.back_color) == (
        "expert",
        "Off",
        "Anglo",
        "Green",
    )
    assert not settings.undo_allowed and settings.computer_leads
    again = open_dialog(qtbot, settings)
    assert again.chosen_deck() == "Anglo" and again.back_box.currentData() == "Green"
    again.accept()
    assert again.changed_settings() == []


def test_cancel_writes_nothing(qtbot: QtBot, settings: Settings, decks: Path) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData("easy"))
    dialog.undo_box.setChecked(False)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert settings.difficulty == "hard" and settings.undo_allowed
    assert dialog.changed_settings() == []


def test_a_deck_saved_by_its_folder_name_opens_chosen(qtbot: QtBot, settings: Settings, decks: Path) -> None:
    settings.theme = "svg-oxygen-air"  # what an older version saved
    dialog = open_dialog(qtbot, settings)
    assert dialog.chosen_deck() == "Oxygen Air"
    assert not dialog.back_box.isEnabled()  # this deck draws its own back
    dialog.accept()
    assert "theme" not in dialog.changed_settings()  # the same deck: nothing to reload
    settings.theme = "a-deck-since-removed"
    assert open_dialog(qtbot, settings).chosen_deck() == "Classic"


def test_every_alt_letter_once_and_the_dialog_fits(qtbot: QtBot, settings: Settings, decks: Path) -> None:
    dialog = open_dialog(qtbot, settings)
    keys = mnemonics(dialog)
    assert len(keys) == len(set(keys)), keys
    screen = QApplication.primaryScreen().availableGeometry()
    assert screen.contains(dialog.frameGeometry())


def test_the_felt_chosen_in_settings_is_laid_on_the_table_and_the_score_bar(qtbot: QtBot, tmp_path: Path) -> None:
    from cassino_desktop.ui.main_window import MainWindow
    from cassino_desktop.ui.settings import Settings
    from cassino_desktop.ui.table.scene import FELTS

    settings = Settings(QSettings(str(tmp_path / "felt.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, seed=2)
    qtbot.addWidget(window)
    dialog = SettingsDialog(settings, window)
    dialog.felt_box.setCurrentIndex(dialog.felt_box.findData("High contrast"))
    dialog.accept()
    window.apply_settings(dialog.changed_settings())
    assert settings.felt == "High contrast" and "felt" in dialog.changed_settings()
    gradient = window.scene.backgroundBrush().gradient()
    assert gradient is not None and gradient.stops()[1][1] == FELTS["High contrast"][0]
    assert "#000000" in window.tally_bar.styleSheet()


# ---------------------------------------------------------------------- the language


def test_the_language_setting_round_trips_and_rejects_junk(tmp_path: Path) -> None:
    from cassino_desktop.ui.i18n import LANGUAGES, PSEUDO, SYSTEM

    path = tmp_path / "language.ini"
    settings = Settings.at(path)
    assert settings.language == SYSTEM == ""  # by default the system's language
    for code in (*LANGUAGES, PSEUDO, SYSTEM):
        settings.language = code
        settings.sync()
        again = Settings.at(path)
        assert again.problem is None and again.language == code
    for junk in ("fr", "pt", "EN", " it", "system"):
        settings.language = junk
        settings.sync()
        again = Settings.at(path)
        assert again.problem is None and again.language == SYSTEM, junk  # another language is not damage
    path.write_bytes(b"[General]\nlanguage=@Size(1 2)\nspeed=Fast\n")
    damaged = Settings.at(path)
    assert damaged.language == SYSTEM and damaged.problem is not None and "its language is" in damaged.problem


def test_the_language_chooser_lists_the_system_and_every_language(qtbot: QtBot, settings: Settings) -> None:
    from PySide6.QtCore import QLocale

    from cassino_desktop.ui.i18n import LANGUAGES, SYSTEM, language_for

    settings.language = "hi"
    dialog = open_dialog(qtbot, settings)
    box = dialog.language_box
    assert [box.itemData(at) for at in range(box.count())] == [SYSTEM, "en", "pt_BR", "hi", "it"]
    assert [box.itemText(at) for at in range(1, box.count())] == list(LANGUAGES.values())
    assert box.itemText(0) == f"System language ({LANGUAGES[language_for(QLocale.system())]})"
    assert box.currentData() == "hi"
    assert "at once" in box.toolTip()
    assert dialog.changed_settings() == []
    box.setCurrentIndex(box.findData("it"))
    with qtbot.waitSignal(dialog.applied, timeout=1000) as signal:
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert signal.args == [["language"]] and settings.language == "it"
    again = open_dialog(qtbot, settings)
    again.language_box.setCurrentIndex(0)
    again.accept()
    assert again.changed_settings() == ["language"] and settings.language == SYSTEM
    unchanged = open_dialog(qtbot, settings)
    unchanged.accept()
    assert unchanged.changed_settings() == []


def test_the_tests_pseudo_language_stays_chosen(qtbot: QtBot, settings: Settings) -> None:
    from cassino_desktop.ui.i18n import PSEUDO

    settings.language = PSEUDO
    dialog = open_dialog(qtbot, settings)
    assert dialog.language_box.currentData() == PSEUDO
    dialog.accept()
    assert dialog.changed_settings() == [] and settings.language == PSEUDO
