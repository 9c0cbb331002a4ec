"""The Variants dialog's seats: for each chair, a person with a name or the computer at a level."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionFrame,
    QWidget,
)

from ..ai.levels import LEVELS
from ..seating import (
    LONGEST_NAME,
    PERSON,
    SEAT_NAMES,
    Seating,
    SeatingProblem,
    SeatPlayer,
    chairs,
    seating_refusal,
)
from . import words
from .dialogs.dialog_parts import mute_label
from .i18n import N_, translator
from .plain_text import PlainLabel

__all__ = ["SeatsPanel"]

_ = translator("seats_panel")

_WHERE = {
    "South": N_("South (at the bottom):"),
    "West": N_("West (to South's left):"),
    "North": N_("North (opposite South):"),
    "East": N_("East (to South's right):"),
}
"""Each chair's label: its name and where it sits."""
_COMPUTER_AT = {
    "easy": N_("Computer, easy"),
    "medium": N_("Computer, medium"),
    "hard": N_("Computer, hard"),
    "expert": N_("Computer, expert"),
}
"""The computer at each level, as the list of who plays a seat says it."""
_SAID = {
    SeatingProblem.NO_PERSON: N_("At least one seat must be a person's."),
    SeatingProblem.NAME_TWICE: N_("Two people are called {name}."),
    SeatingProblem.CHAIR_NAME: N_("{name} is the name of a chair: choose another."),
}
"""The reasons a player can meet in the panel, in their words (``BAD_NAME`` is counted, so said apart)."""


class SeatsPanel(QGroupBox):
    """One row a seat: who plays it (a person, or the computer at a level) and a person's name."""

    changed = Signal()

    def __init__(self, seating: Seating, parent: QWidget | None = None) -> None:
        super().__init__(_("Who plays"), parent)
        self.setToolTip(
            _(
                "Any seat can be a person. People sharing the screen pass it on at each turn; "
                "nobody sees another person's hand."
            )
        )
        grid = QGridLayout(self)
        self.labels: list[QLabel] = []
        self.players_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self._players = seating.players
        computers = [seating.level(s) for s in range(seating.players) if not seating.is_person(s)]
        self._level = computers[0] if computers else "hard"
        for seat in range(4):
            label = PlainLabel()
            box = QComboBox()
            box.addItem(_("Person"), PERSON)
            for level in LEVELS:
                box.addItem(_computer_at(level), level)
            edit = QLineEdit()
            edit.setMaxLength(LONGEST_NAME)
            label.setBuddy(box)
            grid.addWidget(label, seat, 0)
            grid.addWidget(box, seat, 1)
            grid.addWidget(edit, seat, 2)
            box.currentIndexChanged.connect(self._update)
            edit.textChanged.connect(self._update)
            self.labels.append(label)
            self.players_boxes.append(box)
            self.name_edits.append(edit)
        self.problem_label = PlainLabel()  # it names the name refused
        self.problem_label.setWordWrap(True)
        mute_label(self.problem_label)
        grid.addWidget(self.problem_label, 4, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        self._show(seating)

    def _show(self, seating: Seating) -> None:
        for seat, player in enumerate(seating.seats):
            box = self.players_boxes[seat]
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(player.level))
            box.blockSignals(False)
            self.name_edits[seat].setText(player.name)
        self.set_players(seating.players)

    def set_players(self, players: int) -> None:
        """Show the rows of a table of ``players``; a new seat is the computer at the others' level."""
        for seat in range(self._players, players):
            self.players_boxes[seat].setCurrentIndex(self.players_boxes[seat].findData(self._level))
            self.name_edits[seat].clear()
        self._players = players
        names = chairs(players)
        for seat in range(4):
            shown = seat < players
            for widget in (self.labels[seat], self.players_boxes[seat], self.name_edits[seat]):
                widget.setVisible(shown)
            if shown:
                chair = words.seat_name(names[seat])
                edit = self.name_edits[seat]
                self.labels[seat].setText(_(_WHERE[names[seat]]))
                self.players_boxes[seat].setAccessibleName(_("Who plays {chair}").format(chair=chair))
                edit.setAccessibleName(_("Name of the person playing {chair}").format(chair=chair))
                edit.setMinimumWidth(max(width_for_text(edit, hint) for hint in _placeholders(chair)))
        self._update()

    def _seats(self) -> list[SeatPlayer]:
        seats = []
        for seat in range(self._players):
            level = self.players_boxes[seat].currentData()
            person = level == PERSON
            name = self.name_edits[seat].text().strip() if person else ""
            seats.append(SeatPlayer(str(level), name))
        return seats

    def _update(self) -> None:
        people = [self.players_boxes[seat].currentData() == PERSON for seat in range(self._players)]
        names = chairs(self._players)
        for seat, person in enumerate(people):
            edit = self.name_edits[seat]
            edit.setEnabled(person)
            alone, among_others = _placeholders(words.seat_name(names[seat]))
            if not person:
                edit.setPlaceholderText("")
            else:
                edit.setPlaceholderText(alone if people.count(True) == 1 else among_others)
        self.problem_label.setText(self.problem())
        self.problem_label.setVisible(bool(self.problem_label.text()))
        self.changed.emit()

    def problem(self) -> str:
        """Why these seats cannot play ('' when they can): a sentence for the dialog."""
        return problem_words(self._seats())

    def seating(self) -> Seating:
        """The seats chosen; ``SeatingError`` when ``problem`` says why they cannot play."""
        return Seating(tuple(self._seats()))


def _placeholders(chair: str) -> tuple[str, str]:
    """What a person's empty name field says: alone at the screen ('You (type a name)'), and among others."""
    return _("You (type a name)"), _("{chair} (type a name)").format(chair=chair)


def width_for_text(edit: QLineEdit, text: str) -> int:
    """The width ``edit`` needs to show ``text`` whole: the text, the 2 px Qt keeps each side, the frame."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    margins = edit.textMargins()
    inner = QSize(edit.fontMetrics().horizontalAdvance(text) + 2 * 2 + margins.left() + margins.right(), 1)
    return edit.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, inner, edit).width()


def _computer_at(level: str) -> str:
    """The computer at ``level``, as the list of who plays a seat says it."""
    if level in _COMPUTER_AT:
        return _(_COMPUTER_AT[level])
    return _("Computer, {level}").format(level=words.level_name(level))


def problem_words(seats: Sequence[SeatPlayer]) -> str:
    """Why these seats cannot play, in the player's words ('' when they can).

    ``seating.seating_refusal`` decides, told also the seats' names in the player's language
    (``seat_names_said``); this says its reason in a sentence, the particulars filled in.
    """
    refusal = seating_refusal(seats, seat_names_said())
    if refusal is None:
        return ""
    problem, particulars = refusal
    if problem is SeatingProblem.BAD_NAME:
        return _("A name is at most %n printable character(s), without spaces at either end.", n=LONGEST_NAME)
    if problem in _SAID:
        return _(_SAID[problem]).format(**particulars)
    text = problem.value.format(**particulars)
    return f"{text[0].upper()}{text[1:]}."  # a reason the panel's seats cannot give (a table size, a level)


def seat_names_said() -> set[str]:
    """Every name the game gives a seat, in English and in the player's words: no person may take one.

    The seating refuses the English ones ("South", "You"); in Italian a person called "Sud" or "Tu" would
    sit beside the chair of that name, or be taken for the player.
    """
    return {*SEAT_NAMES, *(words.seat_name(name) for name in SEAT_NAMES)}
