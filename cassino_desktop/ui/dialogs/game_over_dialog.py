"""The end of a game: who won, the points by category and the match score, in words and a table."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.scoring import GameResult, PlayerScore
from ...engine.variants import Scoring, Variant
from ...seating import COMPUTER_SEAT, YOUR_SEAT, usual_seat_names
from .. import words
from ..i18n import N_, translator
from ..plain_text import PlainLabel
from .dialog_parts import mute_label, scaled_font, separator_line
from .fitting import ScrollPanel, fit_to_screen

_ = translator("game_over_dialog")

__all__ = ["NOBODY", "GameOverDialog", "called_computer", "called_you", "game_headline"]

_POINT_ROWS: tuple[tuple[str, str, str], ...] = (
    ("most_cards", N_("Most cards"), N_("3 points for 27 cards or more")),
    ("most_spades", N_("Most spades"), N_("1 point for 7 spades or more")),
    ("big_cassino", N_("Big cassino"), N_("The 10 of diamonds: 2 points")),
    ("little_cassino", N_("Little cassino"), N_("The 2 of spades: 1 point")),
    ("aces", N_("Aces"), N_("1 point each")),
    ("sweeps", N_("Sweeps"), N_("1 point each")),
)
_SPADE_POINTS_ROW = (
    "spade_points",
    N_("Spade points"),
    N_("Spade Cassino: the jack of spades 2, every other spade 1"),
)
_CLEARANCE_ROWS: tuple[tuple[str, str, str], ...] = (
    ("most_cards", N_("Most cards"), N_("1 point to every player with the most cards")),
    ("most_spades", N_("Most spades"), N_("1 point to every player with the most spades")),
    ("big_cassino", N_("10 of diamonds"), N_("2 points")),
    ("little_cassino", N_("2 of spades"), N_("2 points")),
    ("aces", N_("Aces"), N_("1 point each")),
)
"""Clearance's categories: no sweeps, and the most cards and spades shared when tied."""

NOBODY = -1
"""``you`` when nobody at the table is called "You" (people passing the screen say their own names)."""

_YOU = usual_seat_names(2)[YOUR_SEAT]
_THE_COMPUTER = usual_seat_names(2)[COMPUTER_SEAT]
_PARTNER = usual_seat_names(4)[2]
"""The game's English names of the seats (``seating.SEAT_NAMES``): the person alone, the computer, the partner."""

# Who a headline is about: the headlines are whole sentences, one per kind of subject.
_PERSON, _YOURSELF, _COMPUTER, _SIDE, _YOUR_SIDE = "person", "yourself", "computer", "side", "your side"


def called_you(name: str) -> bool:
    """Whether ``name`` is the game's English name of the seat the table calls "You".

    Only the game's own English word: no person may take it (``seating.seating_problem``), while a
    word of the player's language may be a person's name (an Italian "Tu"). Where the seats are
    known, pass them (``you=``) instead of asking this.
    """
    return name == _YOU


def called_computer(name: str) -> bool:
    """Whether ``name`` is the game's English name of the seat the table calls "Computer" (at a table of two)."""
    return name == _THE_COMPUTER


def _guess_you(names: Sequence[str], sides: bool) -> int:
    """The seat (or side) the game's English names call "You"; ``NOBODY`` when none is."""
    yours = {f"{_YOU} and {_PARTNER}", f"{_PARTNER} and {_YOU}"} if sides else set()  # a side named in English
    for index, name in enumerate(names):
        if called_you(name) or name in yours:
            return index
    return NOBODY


def _guess_computer(names: Sequence[str], sides: bool) -> int | None:
    """The seat the game's English names call "Computer" (None: none is, as in partnerships)."""
    return None if sides else next((seat for seat, name in enumerate(names) if called_computer(name)), None)


def _kind(index: int, you: int, computer: int | None, sides: bool) -> str:
    if sides:
        return _YOUR_SIDE if index == you else _SIDE
    if index == you:
        return _YOURSELF
    if index == computer:
        return _COMPUTER
    return _PERSON


def _ordered(scores: Sequence[int], first: int) -> tuple[int, int]:
    """Two scores, the given seat's first."""
    return scores[first], scores[1 - first]


def _owned(scores: Sequence[int], names: Sequence[str], first: int | None) -> str:
    """'East 5, You 4, West 1, North 0': at a table of three or four a bare '5 to 4 to 1' says not whose is whose."""
    seats = sorted(range(len(scores)), key=lambda seat: (seat != first, -scores[seat], seat))
    return ", ".join(f"{names[seat]}\u00a0{scores[seat]}" for seat in seats)


def _game_won(kind: str, two: bool) -> str:
    """The headline of a game won, with {name} (or {names}) and either {a} to {b} or {scores}."""
    if kind == _YOURSELF:
        return _("You win the game {a} to {b}") if two else _("You win the game: {scores}")
    if kind == _COMPUTER:
        return _("The computer wins the game {a} to {b}") if two else _("The computer wins the game: {scores}")
    if kind == _YOUR_SIDE:
        if two:
            return _("{names} win the game {a} to {b}", "{names} is your side: You and your partner")
        return _("{names} win the game: {scores}", "{names} is your side: You and your partner")
    if kind == _SIDE:
        return _("{names} win the game {a} to {b}") if two else _("{names} win the game: {scores}")
    return _("{name} wins the game {a} to {b}") if two else _("{name} wins the game: {scores}")


def _match_won(kind: str, two: bool) -> str:
    """The headline of a match won, with {name} (or {names}) and either {a} to {b} or {scores}."""
    if kind == _YOURSELF:
        return _("You win the match {a} to {b}!") if two else _("You win the match: {scores}!")
    if kind == _COMPUTER:
        return _("The computer wins the match {a} to {b}!") if two else _("The computer wins the match: {scores}!")
    if kind == _YOUR_SIDE:
        if two:
            return _("{names} win the match {a} to {b}!", "{names} is your side: You and your partner")
        return _("{names} win the match: {scores}!", "{names} is your side: You and your partner")
    if kind == _SIDE:
        return _("{names} win the match {a} to {b}!") if two else _("{names} win the match: {scores}!")
    return _("{name} wins the match {a} to {b}!") if two else _("{name} wins the match: {scores}!")


def _winner_headline(template: str, scores: Sequence[int], names: Sequence[str], winner: int) -> str:
    if len(scores) > 2:
        return template.format(name=names[winner], names=names[winner], scores=_owned(scores, names, winner))
    a, b = _ordered(scores, winner)
    return template.format(name=names[winner], names=names[winner], a=a, b=b)


def game_headline(
    variant: Variant,
    result: GameResult,
    match_totals: Sequence[int],
    player_names: Sequence[str],
    match_over: bool,
    you: int | None = None,
    computer: int | None = None,
) -> str:
    """The headline of the game-over dialog: who won, and every score with its owner's name.

    ``you`` is the seat (the side in partnerships) the table calls "You", ``NOBODY`` for none, and
    ``computer`` the seat it calls "the computer" (None for none). Who they are goes by seat, never
    by name: a person may be called what the player's language calls a seat. ``you`` None, for a
    caller that knows no seats, finds both among ``player_names`` by the game's own English names ("You",
    "Computer"), which no person may take.
    """
    names = words.seat_names(player_names)
    sides = variant.partnerships
    yours, computers = _guessed(player_names, sides) if you is None else (you, computer)
    totals = [p.total for p in result.players]
    if match_over and variant.match_target is not None:
        best = max(match_totals)
        leaders = [i for i, t in enumerate(match_totals) if t == best]
        if len(leaders) == 1:
            template = _match_won(_kind(leaders[0], yours, computers, sides), len(match_totals) <= 2)
            return _winner_headline(template, match_totals, names, leaders[0])
        return _("The match is drawn")
    if result.winner is None:
        return _("A draw") if len(totals) <= 2 else _("A draw: {scores}").format(scores=_owned(totals, names, None))
    template = _game_won(_kind(result.winner, yours, computers, sides), len(totals) <= 2)
    return _winner_headline(template, totals, names, result.winner)


def _guessed(names: Sequence[str], sides: bool) -> tuple[int, int | None]:
    return _guess_you(names, sides), _guess_computer(names, sides)


def _match_line(
    variant: Variant, result: GameResult, match_totals: Sequence[int], player_names: Sequence[str], match_over: bool
) -> str:
    """The line under the headline."""
    if variant.scoring is Scoring.CARDS:
        cards = [p.cards for p in result.players]
        if result.winner is None:
            return _("%n card(s) each.", n=cards[0])
        return " · ".join(
            _("{name}: %n card(s)", n=count).format(name=name) for name, count in zip(player_names, cards, strict=True)
        )
    if variant.match_target is None:
        return _(
            "One game decides. Most cards and most spades score 1 point each, to every player who shares the most."
        )
    game = [p.total for p in result.players]
    if match_over:
        return _("This game: {scores}.").format(
            scores=", ".join(f"{n} {t}" for n, t in zip(player_names, game, strict=True))
        )
    score = ", ".join(f"{n} {t}" for n, t in zip(player_names, match_totals, strict=True))
    target = variant.match_target
    if max(match_totals) >= target:
        return _("Match score: {scores}. Level past {target}: another game decides.").format(
            scores=score, target=target
        )
    return _("Match score: {scores}. First to {target} wins the match.").format(scores=score, target=target)


class GameOverDialog(QDialog):
    """The end of a game: who won, the points by category, the match score, what next."""

    def __init__(
        self,
        variant: Variant,
        result: GameResult,
        match_totals: Sequence[int],
        player_names: Sequence[str],
        match_over: bool,
        parent: QWidget | None = None,
        you: int | None = None,
        computer: int | None = None,
    ) -> None:
        """``player_names``: who scores (each side in partnerships); ``you`` and ``computer`` as for
        ``game_headline``: the seats (sides in partnerships) the table calls "You" and "the computer"."""
        super().__init__(parent)
        players = len(result.players)
        if len(player_names) != players or len(match_totals) != players:
            raise ValueError("player names, match totals and the result must cover the same players")
        self.variant = variant
        self.game_result = result
        self.match_over = match_over
        self._names = words.seat_names(player_names)
        self.setWindowTitle(_("Match Over") if match_over and variant.match_target is not None else _("Game Over"))

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        headline = game_headline(variant, result, match_totals, player_names, match_over, you, computer)
        self.headline = PlainLabel(headline)
        self.headline.setFont(scaled_font(self, 1.45, bold=True))
        self.headline.setWordWrap(True)
        self.headline.setAccessibleName(headline)
        layout.addWidget(self.headline)

        line = _match_line(variant, result, match_totals, self._names, match_over)
        self.subline = PlainLabel(line)
        self.subline.setWordWrap(True)
        self.subline.setAccessibleName(line)
        layout.addWidget(self.subline)
        layout.addSpacing(6)

        frame = QFrame()
        frame.setObjectName("breakdown")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        frame.setBackgroundRole(QPalette.ColorRole.Base)
        frame.setAutoFillBackground(True)
        frame.setMinimumWidth(300)
        self.grid = QGridLayout(frame)
        self.grid.setHorizontalSpacing(24)
        self.grid.setVerticalSpacing(5)
        self.grid.setContentsMargins(14, 10, 14, 10)
        self.grid.setColumnStretch(0, 1)
        self._fill_breakdown(match_totals)
        self.breakdown = ScrollPanel(frame)  # a short screen scrolls the table, never the buttons
        layout.addWidget(self.breakdown, 1)
        layout.addSpacing(4)

        self.button_box = QDialogButtonBox()
        if variant.match_target is None:
            next_text = _("&New Game")  # in Original every game is a match
        elif match_over:
            next_text = _("&New Match")
        else:
            next_text = _("&Next Game")
        self.next_button: QPushButton = self.button_box.addButton(next_text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button: QPushButton = self.button_box.addButton(
            _("&Review this game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.setToolTip(_("Replay the game move by move, every hand face up, your moves valued"))
        self.close_button: QPushButton = self.button_box.addButton(QDialogButtonBox.StandardButton.Close)
        self.next_button.setDefault(True)
        self.next_button.setFocus()
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)
        hint = self.sizeHint()  # wide enough that a headline of four scores wraps once at most
        fit_to_screen(self, QSize(max(hint.width(), 420), hint.height()))

    # The breakdown is a grid: a category per row, a player per column.

    def _cell(
        self,
        text: str,
        row: int,
        column: int,
        *,
        bold: bool = False,
        muted: bool = False,
        accessible: str = "",
        tooltip: str = "",
    ) -> QLabel:
        label = PlainLabel(text)
        if bold:
            label.setFont(scaled_font(self, 1.0, bold=True))
        if muted:
            mute_label(label)
        if accessible:
            label.setAccessibleName(accessible)
        if tooltip:
            label.setToolTip(tooltip)
        alignment = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
        self.grid.addWidget(label, row, column, alignment | Qt.AlignmentFlag.AlignVCenter)
        return label

    def _number_row(
        self,
        row: int,
        title: str,
        values: Sequence[int],
        *,
        bold: bool = False,
        muted_zero: bool = False,
        muted: bool = False,
        tooltip: str = "",
    ) -> None:
        self._cell(title, row, 0, bold=bold, muted=muted, tooltip=tooltip)
        for seat, value in enumerate(values):
            self._cell(
                str(value),
                row,
                seat + 1,
                bold=bold,
                muted=muted or (muted_zero and value == 0),
                accessible=_("{name}, {row}: {value}").format(name=self._names[seat], row=title, value=value),
                tooltip=tooltip,
            )

    def _separator(self, row: int) -> None:
        self.grid.addWidget(separator_line(), row, 0, 1, len(self._names) + 1)

    def _fill_breakdown(self, match_totals: Sequence[int]) -> None:
        scores: tuple[PlayerScore, ...] = self.game_result.players
        self._cell("", 0, 0)
        for seat, name in enumerate(self._names):
            winner = self.game_result.winner == seat
            self._cell(
                name, 0, seat + 1, bold=True, accessible=_("{name}, winner").format(name=name) if winner else name
            )
        row = 1
        self._separator(row)
        row += 1
        if self.variant.scoring is Scoring.CARDS:
            self._number_row(row, _("Cards captured"), [s.cards for s in scores], bold=True)
            row += 1
            self._number_row(
                row,
                _("Spades captured"),
                [s.spades for s in scores],
                muted=True,
                tooltip=_("Spades do not score in Original"),
            )
            return
        self._number_row(row, _("Cards captured"), [s.cards for s in scores], muted=True)
        row += 1
        self._number_row(row, _("Spades captured"), [s.spades for s in scores], muted=True)
        row += 1
        self._separator(row)
        row += 1
        if self.variant.scoring is Scoring.CLEARANCE:
            rows = _CLEARANCE_ROWS
        else:
            rows = (*_POINT_ROWS, _SPADE_POINTS_ROW) if self.variant.spade_points else _POINT_ROWS
        for key, title, tooltip in rows:
            self._number_row(row, _(title), [getattr(s, key) for s in scores], muted_zero=True, tooltip=_(tooltip))
            row += 1
        self._separator(row)
        row += 1
        self._number_row(row, _("This game"), [s.total for s in scores], bold=True)
        row += 1
        if self.variant.match_target is None:
            return  # one game decides: no match score
        self._number_row(
            row,
            _("Match score"),
            list(match_totals),
            bold=True,
            tooltip=_("The match is played to {target}").format(target=self.variant.match_target),
        )

    def headline_text(self) -> str:
        return self.headline.text()
