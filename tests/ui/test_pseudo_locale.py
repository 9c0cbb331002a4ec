"""No text on screen bypasses translation: in the pseudo-locale every translated string comes back wrapped in ⟦…⟧.

The window is played in the pseudo-locale and every widget, action, model
cell and table item is read; any letter outside the brackets is a string a
translator never saw. Card symbols (A♥, 10♦), numbers and a person's own
name are the same in every language and are allowed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex
from PySide6.QtGui import QAction, Qt, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot
from window_helpers import play_first_move, play_the_game_out, quick_settings, shown_window

from cassino_desktop.engine import ADVANCED, CLEARANCE, ORIGINAL, ROYAL
from cassino_desktop.stats import Statistics
from cassino_desktop.ui.dialogs.rules_dialog import RulesDialog
from cassino_desktop.ui.dialogs.settings_dialog import SettingsDialog
from cassino_desktop.ui.dialogs.stats_dialog import StatsDialog
from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
from cassino_desktop.ui.i18n import LANGUAGES, PSEUDO, choose_language, unwrapped_text
from cassino_desktop.ui.main_window import MainWindow

CARD = re.compile(r"(10|[2-9AJQK])[♣♦♥♠]")
"""A card as the table writes it: the same in every language."""
KEY_LETTER = re.compile(r"(?<=\+⟧)[A-Z]")
"""The letter of an Alt key named on the rules page, read from a translated button label ("⟦Alt⟧⟦+⟧C")."""
ROWS_READ = 60
"""Enough of each list or table to see every kind of line it holds."""


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[None]:
    choose_language(PSEUDO)
    try:
        yield
    finally:
        choose_language("en")


def _plain(text: str) -> str:
    return QTextDocumentFragment.fromHtml(text).toPlainText() if Qt.mightBeRichText(text) else text


def _offending(text: str, allowed: set[str]) -> str:
    """The letters of ``text`` no translator saw ("" when it is all translated or language-neutral)."""
    text = KEY_LETTER.sub("", CARD.sub("", _plain(text)))
    for word in allowed:
        text = text.replace(word, "")
    return unwrapped_text(text)


def texts_of(widget: QWidget) -> Iterator[tuple[str, str]]:
    """Every text ``widget`` and its children show or say, with where it was found."""
    for each in [widget, *widget.findChildren(QWidget)]:
        if not each.isVisibleTo(widget) and each is not widget:
            continue
        name = f"{type(each).__name__}({each.objectName()})"
        if each.isWindow():
            yield name + ".windowTitle", each.windowTitle()
        for what in ("toolTip", "statusTip", "whatsThis", "accessibleName", "accessibleDescription"):
            yield f"{name}.{what}", getattr(each, what)()
        if isinstance(each, (QLabel, QAbstractButton)):
            yield name + ".text", each.text()
        elif isinstance(each, QGroupBox):
            yield name + ".title", each.title()
        elif isinstance(each, QLineEdit):
            yield name + ".placeholder", each.placeholderText()
        elif isinstance(each, QComboBox):
            for row in range(each.count()):
                if each.itemText(row) not in LANGUAGES.values():  # each language's own name
                    yield f"{name}[{row}]", each.itemText(row)
        elif isinstance(each, QTabBar):
            for tab in range(each.count()):
                yield f"{name}.tab{tab}", each.tabText(tab)
                yield f"{name}.tabTip{tab}", each.tabToolTip(tab)
        elif isinstance(each, QTextEdit):
            yield name + ".text", each.toPlainText()
        elif isinstance(each, QDockWidget):
            yield name + ".title", each.windowTitle()
        if isinstance(each, QAbstractItemView) and each.model() is not None:
            yield from _model_texts(each, name)
        if isinstance(each, QGraphicsView) and each.scene() is not None:
            for item in each.scene().items():
                yield f"{name}.item.toolTip", item.toolTip()
                if isinstance(item, QGraphicsTextItem):
                    yield f"{name}.item", item.toPlainText()
                elif isinstance(item, QGraphicsSimpleTextItem):
                    yield f"{name}.item", item.text()
        for action in each.actions():
            yield from _action_texts(action, name)


def _action_texts(action: QAction, where: str) -> Iterator[tuple[str, str]]:
    if action.isSeparator():
        return
    name = f"{where}.action({action.text()!r})"
    for what in ("text", "toolTip", "statusTip", "whatsThis"):
        yield f"{name}.{what}", getattr(action, what)()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield f"{name}.menu", menu.title()
        for inner in menu.actions():
            yield from _action_texts(inner, name)


def _model_texts(view: QAbstractItemView, where: str) -> Iterator[tuple[str, str]]:
    model = view.model()
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for orientation, count in ((Qt.Orientation.Horizontal, columns), (Qt.Orientation.Vertical, 0)):
        for section in range(count):
            for role in roles:
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield f"{where}.header{section}", value
    for row in range(min(model.rowCount(QModelIndex()), ROWS_READ)):
        for column in range(columns):
            index = model.index(row, column, QModelIndex())
            for role in roles:
                value = model.data(index, role)
                if isinstance(value, str):
                    yield f"{where}[{row},{column}]", value


def untranslated(widget: QWidget, allowed: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    return [f"{where}: {text!r}" for where, text in texts_of(widget) if _offending(text, set(allowed))]


def test_the_pseudo_locale_wraps_what_it_is_asked(pseudo: None) -> None:
    from cassino_desktop.ui.i18n import translator

    _ = translator("test")
    assert _("Deal") == "⟦Deal⟧"
    assert _("%n card(s)", n=3) == "⟦3 card(s)⟧"
    assert unwrapped_text("⟦Deal⟧ 7♥ 12") == ""
    assert unwrapped_text("⟦Deal⟧ now") == "now"


def test_the_window_through_a_game_says_nothing_untranslated(qtbot: QtBot, tmp_path: Path, pseudo: None) -> None:
    settings = quick_settings(tmp_path)
    settings.language = PSEUDO
    window = shown_window(qtbot, settings, seed=2026)
    assert untranslated(window) == []
    for _move in range(3):
        qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
        play_first_move(window)
    window.controller.hints.ask()
    assert untranslated(window) == []
    for tab in range(window.side_tabs.count()):
        window.side_tabs.setCurrentIndex(tab)
        assert untranslated(window) == []
    play_the_game_out(window, qtbot)
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    assert untranslated(dialog) == []
    assert untranslated(window) == []


@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL, CLEARANCE], ids=lambda v: v.name)
def test_the_dialogs_say_nothing_untranslated(qtbot: QtBot, tmp_path: Path, pseudo: None, variant: object) -> None:
    variants = VariantDialog(variant)  # type: ignore[arg-type]
    qtbot.addWidget(variants)
    variants.show()
    variants.house_rules.toggle.click()
    rules = RulesDialog(variant)  # type: ignore[arg-type]
    qtbot.addWidget(rules)
    stats = StatsDialog(Statistics(), variant.name)  # type: ignore[attr-defined]
    qtbot.addWidget(stats)
    for dialog in (variants, rules, stats):
        dialog.show()
        assert untranslated(dialog) == [], type(dialog).__name__


def test_settings_and_the_fair_deal_say_nothing_untranslated(qtbot: QtBot, tmp_path: Path, pseudo: None) -> None:
    settings = quick_settings(tmp_path)
    settings.language = PSEUDO
    window = shown_window(qtbot, settings, seed=None)
    fair = window.deals.show_fair_deal()
    assert untranslated(fair) == []
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert untranslated(dialog) == []


def test_a_window_made_in_english_has_no_brackets(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(quick_settings(tmp_path), seed=2026)
    qtbot.addWidget(window)
    assert all("⟦" not in text for _where, text in texts_of(window))
