"""The Variants dialog's seats: for each chair, a person with a name or the computer at a level."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ..ai.levels import LEVELS
from ..seating import LONGEST_NAME, PERSON, Seating, SeatPlayer, chairs, seating_problem
from .dialog_parts import mute_label

__all__ = ["SeatsPanel"]

_WHERE = {"South": "at the bottom", "West": "to South's left", "North": "opposite South", "East": "to South's right"}


class SeatsPanel(QGroupBox):
    """One row a seat: who plays it (a person, or the computer at a level) and a person's name."""

    changed = Signal()

    def __init__(self, seating: Seating, parent: QWidget | None = None) -> None:
        super().__init__("Who plays", parent)
        self.setToolTip(
            "Any seat can be a person. People sharing the screen pass it on at each turn; "
            "nobody sees another person's hand."
        )
        grid = QGridLayout(self)
        self.labels: list[QLabel] = []
        self.players_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self._players = seating.players
        computers = [seating.level(s) for s in range(seating.players) if not seating.is_person(s)]
        self._level = computers[0] if computers else "hard"
        for seat in range(4):
            label = QLabel()
            box = QComboBox()
            box.addItem("Person", PERSON)
            for level in LEVELS:
                box.addItem(f"Computer, {level}", level)
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
        self.problem_label = QLabel()
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
                chair = names[seat]
                self.labels[seat].setText(f"{chair} ({_WHERE[chair]}):")
                self.players_boxes[seat].setAccessibleName(f"Who plays {chair}")
                self.name_edits[seat].setAccessibleName(f"Name of the person playing {chair}")
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
            default = "You" if people.count(True) == 1 else names[seat]
            edit.setPlaceholderText(f"{default} (type a name)" if person else "")
        self.problem_label.setText(self.problem())
        self.problem_label.setVisible(bool(self.problem_label.text()))
        self.changed.emit()

    def problem(self) -> str:
        """Why these seats cannot play ('' when they can): a sentence for the dialog."""
        problem = seating_problem(self._seats())
        return f"{problem[0].upper()}{problem[1:]}." if problem else ""

    def seating(self) -> Seating:
        """The seats chosen; ``SeatingError`` when ``problem`` says why they cannot play."""
        return Seating(tuple(self._seats()))
