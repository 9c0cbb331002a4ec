"""Names are text: a person called "<b>Bo</b>" is shown as those nine characters everywhere, never as a bold "Bo".

Every seat is given a name that is markup too, through Settings and through the files the window reads (the
saved match, the statistics, a game line, a deck's file, a setting naming a deck); every screen that shows them
is opened, and every widget Qt has (message boxes included), every cell of every list and table and every item
on the felt is read as Qt draws it. A label must say its text plainly: one Qt may take for rich text fails
whatever it says at the moment, so a label added later without plain text fails here too. A tooltip Qt takes
for rich text must not hold such words unescaped, nothing may show them escaped ("&lt;b&gt;"), and each of them
must be seen, as written, where it belongs.
"""

from __future__ import annotations

import html
import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6 import QtGui
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot
from window_helpers import first_legal, quick_settings

from cassino_desktop.engine import ADVANCED
from cassino_desktop.engine.fair_deal import SALT_BYTES, SECRET_BYTES, SealedDeal
from cassino_desktop.seating import PERSON, Seating, SeatPlayer
from cassino_desktop.storage import STATS_FILE_NAME
from cassino_desktop.ui.cards.deck_themes import DECK_FOLDERS_VARIABLE
from cassino_desktop.ui.dialogs.fair_deal_dialog import CutDialog
from cassino_desktop.ui.dialogs.review_dialog import ReviewDialog
from cassino_desktop.ui.dialogs.settings_dialog import SettingsDialog
from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.persistence import SaveStore, StatsStore
from cassino_desktop.ui.seats_panel import SeatsPanel

NAMES = ("<b>Bo</b>", "<font color=red>D", "<img src=x>", "&lt;i&gt;Al")
"""A name a seat that is markup as well: bold, coloured, a picture, an entity. The seats panel takes each."""
FILE_ONLY_NAME = " <i>Eve, whose name is too long for a seat</i>"
"""A name only a statistics file can hold: it begins with a space and is longer than a seat's name may be."""
CUT = "<u>my cut</u>"
"""The cut a person types before a fair deal: the review and the move log quote it."""
BAD_LINE = "<b>not a game</b>"
"""A game line that is no game: the warning quotes it."""
LOST_DECK = "<i>Gone</i>"
"""A deck a setting names that is not installed: the message above the table quotes it."""
DECK_FOLDER, DECK_FILE = "<b>decks", "<i>Deck.svg"
"""An installed deck's folder and file: the Settings dialog gives its path as the deck's tooltip."""


# ------------------------------------------------------------------ how Qt shows a text


@dataclass(frozen=True)
class Shown:
    """One text on screen: where it is, what it was given, and whether Qt reads it as rich text."""

    where: str
    source: str
    rich: bool

    @property
    def seen(self) -> str:
        """What Qt draws for it: rich text as its plain words, anything else as it is."""
        if not self.rich:
            return self.source
        document = QTextDocument()
        document.setHtml(self.source)
        return document.toPlainText()


def label_is_rich(label: QLabel) -> bool:
    """Whether ``label`` draws its text as rich text (Qt's own guess, for a label left to guess)."""
    form = label.textFormat()
    if form == Qt.TextFormat.AutoText:
        return QtGui.Qt.mightBeRichText(label.text())
    return form != Qt.TextFormat.PlainText


def tip(where: str, text: object) -> Iterator[Shown]:
    """A tooltip: Qt shows it as rich text whenever it guesses it is."""
    if isinstance(text, str) and text:
        yield Shown(f"{where} tooltip", text, QtGui.Qt.mightBeRichText(text))


def plain(where: str, text: object) -> Iterator[Shown]:
    """A text Qt always draws as it is (a button, a cell, a window's title, a name for a screen reader)."""
    if isinstance(text, str) and text:
        yield Shown(where, text, False)


def model_texts(where: str, model: QAbstractItemModel | None) -> Iterator[Shown]:
    """Every cell and header of a list or table: its words, its tooltip and what a screen reader is told."""
    if model is None:
        return
    role = Qt.ItemDataRole
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())  # a list's is private
    for row in range(model.rowCount(QModelIndex())):
        for column in range(columns):
            index = model.index(row, column)
            at = f"{where} cell"
            yield from plain(at, model.data(index, role.DisplayRole))
            yield from tip(at, model.data(index, role.ToolTipRole))
            yield from plain(f"{at} accessible", model.data(index, role.AccessibleTextRole))
    for section in range(columns):
        at = f"{where} header"
        yield from plain(at, model.headerData(section, Qt.Orientation.Horizontal, role.DisplayRole))
        yield from tip(at, model.headerData(section, Qt.Orientation.Horizontal, role.ToolTipRole))


def accessible_texts(where: str, interface: QAccessibleInterface | None, depth: int = 0) -> Iterator[Shown]:
    """The names and descriptions a screen reader is told, the felt's cards and seats among them."""
    if interface is None or not interface.isValid() or depth > 3:
        return
    for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
        yield from plain(f"{where} accessible", interface.text(kind))
    for child in range(interface.childCount()):
        yield from accessible_texts(f"{where}/{child}", interface.child(child), depth + 1)


def scene_texts(where: str, view: QGraphicsView) -> Iterator[Shown]:
    """The felt's words: the seats' labels and every item's tooltip (a pile's last capture, a build's owner)."""
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        at = f"{where} {type(item).__name__}"
        yield from tip(at, item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            yield from plain(at, item.text())
        elif isinstance(item, QGraphicsTextItem):
            yield from plain(at, item.toPlainText())
    yield from accessible_texts(where, QAccessible.queryAccessibleInterface(view))


def place(widget: QWidget) -> str:
    """Where a widget is, for a problem's line: its kind and name, its parent's, and its window's."""
    parent, window = widget.parentWidget(), widget.window()
    inside = f" in {type(parent).__name__} {parent.objectName()!r}" if parent not in (None, window) else ""
    return f"{type(widget).__name__} {widget.objectName()!r}{inside} in {type(window).__name__}"


def widget_texts(widget: QWidget) -> Iterator[Shown]:
    """Every text one widget shows or tells, each as Qt reads it."""
    where = f"{place(widget)} {widget.window().windowTitle()!r}"
    if isinstance(widget, QLabel) and widget.text():
        yield Shown(where, widget.text(), label_is_rich(widget))
    yield from tip(where, widget.toolTip())
    yield from plain(f"{where} accessible name", widget.accessibleName())
    yield from plain(f"{where} accessible description", widget.accessibleDescription())
    if widget.isWindow():
        yield from plain(f"{where} title", widget.windowTitle())
    if isinstance(widget, QAbstractButton):
        yield from plain(where, widget.text())
    if isinstance(widget, QGroupBox):
        yield from plain(where, widget.title())
    if isinstance(widget, QLineEdit):
        yield from plain(where, widget.text())
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield from plain(where, widget.tabText(index))
            yield from tip(where, widget.tabToolTip(index))
    if isinstance(widget, QComboBox):
        yield from model_texts(where, widget.model())
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):  # a header's is its table's
        yield from model_texts(where, widget.model())
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        yield from plain(where, widget.toPlainText())
    if isinstance(widget, QGraphicsView):
        yield from scene_texts(where, widget)


Problem = tuple[str, str]
"""What is wrong and where (one entry however often it is seen), and the first text it was seen in."""


def label_problems(widget: QWidget) -> list[Problem]:
    """A label that leaves Qt to guess whether its text is markup: wrong whatever it says today.

    Qt's own tooltip label is left out: the tooltip it shows is checked as a tooltip.
    """
    if not isinstance(widget, QLabel) or not widget.text() or widget.objectName() == "qtooltip_label":
        return []
    if widget.textFormat() == Qt.TextFormat.PlainText:
        return []
    return [(f"{place(widget)} is not plain text", widget.text())]


def text_problems(shown: Shown, words: tuple[str, ...]) -> list[Problem]:
    """Words of a person's or a file's read as markup, or shown escaped."""
    problems = []
    for word in words:
        if shown.rich and word in shown.source:
            problems.append((f"{shown.where} reads words as markup", shown.source))
        escaped = html.escape(word, quote=False)
        if escaped != word and escaped in shown.seen:
            problems.append((f"{shown.where} shows words escaped", shown.seen))
    if "\ufffc" in shown.seen:
        problems.append((f"{shown.where} draws a picture where words were", shown.source))
    return problems


class Look:
    """What every widget shows, read after each step: each problem kept once, to be listed all at once."""

    def __init__(self, words: tuple[str, ...]) -> None:
        self.words = words
        self.problems: dict[str, str] = {}

    def _found(self, problems: list[Problem]) -> None:
        for where, text in problems:
            self.problems.setdefault(where, text)

    def everything(self) -> None:
        """Read every widget the application has, and the felt of every view."""
        for widget in QApplication.allWidgets():
            self._found(label_problems(widget))
            for shown in widget_texts(widget):
                self._found(text_problems(shown, self.words))

    def screen(self, name: str, root: QWidget, expected: tuple[str, ...]) -> None:
        """Read everything, and see each of ``expected`` written out as it is somewhere on ``root``."""
        self.everything()
        seen = "\n".join(shown.seen for widget in (root, *root.findChildren(QWidget)) for shown in widget_texts(widget))
        self._found([(f"{name} does not show {word!r} as written", seen) for word in expected if word not in seen])


def shown_score_sheet(window: MainWindow) -> QWidget:
    """The score sheet as a player sees it: the side panel shown, on the sheet's tab."""
    window.screen_fit.show_side_panel()
    window.side_tabs.setCurrentWidget(window.score_sheet)
    return window.score_sheet


def while_open(open_it: Callable[[], object], look_then_answer: Callable[[QWidget], None]) -> None:
    """Call ``open_it``, which waits for a modal dialog's answer; meanwhile ``look_then_answer`` is given the dialog
    and answers it (it is closed whatever happens, so a look that fails never leaves the test waiting)."""

    def when_open() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        timer.stop()
        try:
            look_then_answer(dialog)
        finally:
            if dialog.isVisible():
                dialog.close()

    timer = QTimer()
    timer.timeout.connect(when_open)
    timer.start(10)
    open_it()
    timer.stop()


def cut_by(text: str) -> Callable[[QWidget], None]:
    """The cut dialog answered by a person who types ``text``."""

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, CutDialog)
        dialog.cut_edit.setText(text)
        dialog.accept()

    return answer


def play_the_game_out(window: MainWindow, qtbot: QtBot, look: Look) -> None:
    """People pass the screen and play their first legal move until the game is over; every widget is read
    after each move, so each sentence the felt and the bars say on the way is seen."""
    session, controller = window.session, window.controller
    while not session.state.over:
        qtbot.waitUntil(lambda: controller.covered or controller.my_turn or session.state.over, timeout=10_000)
        if controller.covered:
            look.screen("the pass-the-screen cover", window.pass_screen, (session.seat_names[session.state.to_move],))
            window.pass_screen.button.click()
        elif not session.state.over:
            session.apply(first_legal(session.state))
            look.everything()
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None, timeout=10_000)


# ------------------------------------------------------------------ the test


def test_every_name_and_every_words_of_a_file_are_shown_as_written(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decks = tmp_path / DECK_FOLDER
    decks.mkdir()
    (decks / DECK_FILE).write_text("<svg/>", encoding="utf-8")
    monkeypatch.setenv(DECK_FOLDERS_VARIABLE, str(decks))
    sealed = SealedDeal(bytes(range(SECRET_BYTES)), bytes(SALT_BYTES))
    monkeypatch.setattr(SealedDeal, "fresh", classmethod(lambda _cls: sealed))  # the same deals every run
    files = tmp_path / "files"
    words = (*NAMES, FILE_ONLY_NAME, CUT, BAD_LINE, LOST_DECK, str(decks / DECK_FILE))
    look = Look(words)

    # Through Settings: four people at one screen, each named in markup, the first deal cut by hand.
    settings = quick_settings(tmp_path)
    settings.set_ruled_variant(ADVANCED)
    settings.opponents = 3
    settings.set_seating(Seating(tuple(SeatPlayer(PERSON, name) for name in NAMES)))
    settings.cut_by_hand = True
    window = MainWindow(settings, stats_store=StatsStore(files), save_store=SaveStore(files), deal=False)
    qtbot.addWidget(window)
    window.show()
    while_open(window.resume_offer.ask, cut_by(CUT))  # nothing saved yet: the first deal, cut
    look.screen("the table", window, NAMES)
    look.screen("the score bar", window.tally_label, NAMES)
    look.screen("the match bar", window.score_label, NAMES)

    def seats_panel_with_a_name_twice(dialog: QWidget) -> None:
        assert isinstance(dialog, VariantDialog)
        panel = dialog.findChild(SeatsPanel)
        assert panel is not None
        look.screen("the seats panel", panel, NAMES)
        panel.name_edits[1].setText(NAMES[0])  # "Two people are called <b>Bo</b>."
        look.screen("the seats panel's problem", panel.problem_label, NAMES[:1])
        dialog.reject()

    while_open(window.choose_variant, seats_panel_with_a_name_twice)

    play_the_game_out(window, qtbot, look)
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    look.screen("the game-over dialog", dialog, NAMES)
    look.screen("the score sheet", shown_score_sheet(window), NAMES)
    look.screen("the move log", window.log, (*NAMES, CUT))
    line = window.game_lines.copy_game_line()
    assert line is not None
    dialog.reject()

    review = window.game_lines.review_game(0)
    assert isinstance(review, ReviewDialog)
    review.stop()
    for position in range(len(window.session.play.finished_moves[0]) + 1):
        review.show_position(position)
        look.everything()
    look.screen("the review", review, (*NAMES, CUT))
    review.close()

    while_open(window.show_statistics, lambda stats: look.screen("Statistics", stats, NAMES))
    window.close()

    # Through the files: the saved match and the statistics hold the names, the Settings none of them.
    stats_file = files / STATS_FILE_NAME
    document = json.loads(stats_file.read_text(encoding="utf-8"))
    document["people"][FILE_ONLY_NAME] = document["people"][NAMES[0]]
    stats_file.write_text(json.dumps(document), encoding="utf-8")
    (tmp_path / "plain").mkdir()
    plain_settings = quick_settings(tmp_path / "plain")
    plain_settings.theme = LOST_DECK
    again = MainWindow(plain_settings, stats_store=StatsStore(files), save_store=SaveStore(files), deal=False)
    qtbot.addWidget(again)
    again.show()
    look.screen("the message about the deck", again.message_bar, (LOST_DECK,))

    def resume(box: QWidget) -> None:
        look.screen("the resume question", box, NAMES)
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Yes).click()

    while_open(again.resume_offer.ask, resume)
    assert again.session.seat_names == NAMES
    look.screen("the resumed table", again, NAMES)
    look.screen("the resumed score sheet", shown_score_sheet(again), NAMES)
    while_open(
        again.show_statistics, lambda stats: look.screen("Statistics from the file", stats, (*NAMES, FILE_ONLY_NAME))
    )

    from_line = again.game_lines.open_game_line(line)
    assert from_line is not None
    look.screen("the review of a game line", from_line, (CUT,))
    from_line.close()
    while_open(
        lambda: again.game_lines.open_game_line(BAD_LINE), lambda box: look.screen("the warning", box, (BAD_LINE,))
    )

    def settings_with_a_deck(dialog: QWidget) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.draw_all_previews()
        look.screen("the Settings dialog", dialog, (str(decks / DECK_FILE),))
        dialog.reject()

    while_open(again.configure, settings_with_a_deck)

    assert look.problems == {}, "\n".join(f"{where}: {text!r}" for where, text in look.problems.items())
