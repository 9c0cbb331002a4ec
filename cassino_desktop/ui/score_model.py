"""The match score sheet's model: the finished games as rows of points (``score_sheet`` is its view).

Layout (one row per player per game, then one total row, marked Σ, per player)::

    #  Player    Most   Most  10♦   Aces Sweeps Total
                 cards  ♠     2♠
    1  You        3      1     2     2    1      9
       Computer   0      0     1     2    0      3
    Σ  You                                       9
       Computer                                  3

Every column holds points, so a total is never a different unit from the
games above it; the cards and spades captured are in the tooltips of the
points they won. Headers are short (their tooltips and accessible names say
them in full) so that every column fits a side panel of about 300 pixels.
Rows of one game share a background shade, alternating from game to game.

Clearance has the same columns without sweeps. Original is scored by cards
and a match is a single game, so its sheet has the columns Game, Player,
Cards, Result ("Won", "Lost", "Draw"), and its total rows show the cards and
the games won by each player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from ..engine.scoring import GameResult, PlayerScore
from ..engine.variants import Scoring, Variant
from .i18n import N_, translator
from .plain_text import plain_tip
from .words import seat_name

_ = translator("score_model")

Index = QModelIndex | QPersistentModelIndex

GAME_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""Custom role: the game number (from 0) of a row, or -1 for a total row."""
SEAT_ROLE = int(Qt.ItemDataRole.UserRole) + 2
"""Custom role: the seat a row belongs to."""


@dataclass(frozen=True)
class _Column:
    key: str
    header: str
    tooltip: str
    numeric: bool


_GAME = _Column("game", N_("#"), N_("The game of the match; Σ marks the match so far"), False)
_PLAYER = _Column("player", N_("Player"), N_("The player"), False)

_POINTS_COLUMNS: tuple[_Column, ...] = (
    _GAME,
    _PLAYER,
    _Column(
        "most_cards",
        N_("Most\ncards"),
        N_("Most cards: 3 points to whoever has the most (none when the most is shared)"),
        True,
    ),
    _Column(
        "most_spades", N_("Most\n♠"), N_("Most spades: 1 point to whoever has the most (none when it is shared)"), True
    ),
    _Column(
        "cassinos",
        N_("10♦\n2♠"),
        N_("The cassinos: the 10 of diamonds (big) 2 points, the 2 of spades (little) 1"),
        True,
    ),
    _Column("aces", N_("Aces"), N_("Aces: 1 point each"), True),
    _Column("sweeps", N_("Sweeps"), N_("Sweeps: 1 point each"), True),
    _Column("total", N_("Total"), N_("Points this game; on the Σ rows, the match score"), True),
)
"""Points in every column: the cards and spades captured are in the tooltips of the points they won (or not)."""

_SPADE_POINTS_COLUMNS: tuple[_Column, ...] = (
    *_POINTS_COLUMNS[:-1],
    _Column(
        "spade_points",
        N_("Spade\npts"),
        N_("Spade points (Spade Cassino): the jack of spades 2, every other spade 1"),
        True,
    ),
    _POINTS_COLUMNS[-1],
)
"""The sheet of a match with Spade Cassino's house rule: one more category."""

_CLEARANCE_COLUMNS: tuple[_Column, ...] = (
    _GAME,
    _PLAYER,
    _Column("most_cards", N_("Most\ncards"), N_("Most cards: 1 point to every player with the most"), True),
    _Column("most_spades", N_("Most\n♠"), N_("Most spades: 1 point to every player with the most"), True),
    _Column("cassinos", N_("10♦\n2♠"), N_("The 10 of diamonds and the 2 of spades: 2 points each"), True),
    _Column("aces", N_("Aces"), N_("Aces: 1 point each"), True),
    _Column("total", N_("Total"), N_("Points this game; on the Σ rows, all games so far"), True),
)
"""Clearance scores points by category too, without sweeps; one game decides."""

_CARDS_COLUMNS: tuple[_Column, ...] = (
    _GAME,
    _PLAYER,
    _Column("cards", N_("Cards"), N_("Cards captured: one point each; on the Σ rows, all games so far"), True),
    _Column("result", N_("Result"), N_("Who won the game; on the Σ rows, games won"), False),
)

_HEADER_NAMES: dict[str, str] = {
    "game": N_("Game"),
    "most_cards": N_("Most cards"),
    "most_spades": N_("Most spades"),
    "cassinos": N_("Cassinos"),
    "spade_points": N_("Spade points"),
}
"""The full names of the columns whose headers are abbreviated, for screen readers."""

_POINT_LABELS: dict[str, str] = {
    "most_cards": N_("most cards"),
    "most_spades": N_("most spades"),
    "big_cassino": N_("big cassino"),
    "little_cassino": N_("little cassino"),
    "aces": N_("aces"),
    "sweeps": N_("sweeps"),
    "spade_points": N_("spade points"),
}


def muted_color(
    palette: QPalette,
    foreground: QPalette.ColorRole = QPalette.ColorRole.Text,
    background: QPalette.ColorRole = QPalette.ColorRole.Base,
) -> QColor:
    """The foreground colour faded halfway to the background: for zeros and secondary text."""
    fg, bg = palette.color(foreground), palette.color(background)
    return QColor(
        round(fg.red() * 0.45 + bg.red() * 0.55),
        round(fg.green() * 0.45 + bg.green() * 0.55),
        round(fg.blue() * 0.45 + bg.blue() * 0.55),
    )


def _value(score: PlayerScore, key: str) -> int:
    """A column's number for one player: a field of the score, or both cassinos together."""
    if key == "cassinos":
        return score.big_cassino + score.little_cassino
    value: int = getattr(score, key)
    return value


def _breakdown(score: PlayerScore) -> str:
    """'most cards 3 + aces 2 = 5', or 'no points' for an empty score."""
    parts = [f"{_(label)} {getattr(score, key)}" for key, label in _POINT_LABELS.items() if getattr(score, key)]
    if not parts:
        return _("no points")
    return " + ".join(parts) + f" = {score.total}"


class ScoreModel(QAbstractTableModel):
    """The score sheet of a match: every finished game by category, and the totals."""

    def __init__(self, variant: Variant, player_names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not player_names:
            raise ValueError("a score sheet needs at least one player")
        self._variant = variant
        self._names: list[str] = list(player_names)
        self._results: list[GameResult] = []

    # ----------------------------------------------------------------- the API

    @property
    def variant(self) -> Variant:
        return self._variant

    @property
    def player_names(self) -> list[str]:
        return list(self._names)

    def set_variant(self, variant: Variant, player_names: Sequence[str] | None = None) -> None:
        """Switch the sheet to another variant (and table); the finished games are dropped."""
        self.beginResetModel()
        self._variant = variant
        if player_names:
            self._names = list(player_names)
        self._results = []
        self.endResetModel()

    def set_player_names(self, names: Sequence[str]) -> None:
        """Rename the players (same number of players)."""
        if len(names) != len(self._names):
            raise ValueError(f"expected {len(self._names)} player names, got {len(names)}")
        self._names = list(names)
        if self.rowCount():
            column = self._columns().index(_PLAYER)
            self.dataChanged.emit(self.index(0, column), self.index(self.rowCount() - 1, column))

    def retranslate(self) -> None:
        """Every header and cell again in the language in use: the view asks for them anew."""
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if self.rowCount() and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, columns - 1))

    def add_game(self, result: GameResult) -> None:
        """Append a finished game; the total rows follow."""
        players = len(self._names)
        if len(result.players) != players:
            raise ValueError(f"the result has {len(result.players)} players, the sheet {players}")
        first = len(self._results) * players
        self.beginInsertRows(QModelIndex(), first, first + players - 1)
        self._results.append(result)
        self.endInsertRows()
        totals_first = len(self._results) * players
        self.dataChanged.emit(
            self.index(totals_first, 0),
            self.index(totals_first + players - 1, self.columnCount() - 1),
        )

    def clear(self) -> None:
        """Drop every finished game (a new match of the same variant)."""
        self.beginResetModel()
        self._results = []
        self.endResetModel()

    def results(self) -> list[GameResult]:
        return list(self._results)

    def totals(self) -> list[int]:
        """Each player's running total: the match score (cards summed in Original)."""
        return [sum(r.players[seat].total for r in self._results) for seat in range(len(self._names))]

    def games_won(self) -> list[int]:
        return [sum(1 for r in self._results if r.winner == seat) for seat in range(len(self._names))]

    def column_keys(self) -> list[str]:
        """The column identifiers, in order (e.g. 'game', 'player', 'cards', ...)."""
        return [c.key for c in self._columns()]

    # --------------------------------------------------------------- the model

    def _columns(self) -> tuple[_Column, ...]:
        if self._variant.scoring is Scoring.CARDS:
            return _CARDS_COLUMNS
        if self._variant.scoring is Scoring.CLEARANCE:
            return _CLEARANCE_COLUMNS
        return _SPADE_POINTS_COLUMNS if self._variant.spade_points else _POINTS_COLUMNS

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return (len(self._results) + 1) * len(self._names)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return len(self._columns())

    def game_of_row(self, row: int) -> int | None:
        """The game (from 0) shown on ``row``; None for a total row."""
        return self._locate(row)[0]

    def _locate(self, row: int) -> tuple[int | None, int]:
        """(game index or None for a total row, seat)."""
        game, seat = divmod(row, len(self._names))
        return (None if game >= len(self._results) else game), seat

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= col < self.columnCount()):
            return None
        column = self._columns()[col]
        game, seat = self._locate(row)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(column, game, seat)
        if role == Qt.ItemDataRole.ToolTipRole:
            tooltip = self._tooltip(column, game, seat)
            return None if tooltip is None else plain_tip(tooltip)  # it names the player
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._accessible(column, game, seat)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if column.numeric else Qt.AlignmentFlag.AlignLeft
            return horizontal | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.FontRole:
            return self._font(column, game, seat)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(game)
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(column, game, seat)
        if role == GAME_ROLE:
            return -1 if game is None else game
        if role == SEAT_ROLE:
            return seat
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < self.columnCount():
            column = self._columns()[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return _(column.header)
            if role == Qt.ItemDataRole.ToolTipRole:
                return _(column.tooltip)
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return _(_HEADER_NAMES.get(column.key, column.header))
            if role == Qt.ItemDataRole.TextAlignmentRole:
                horizontal = Qt.AlignmentFlag.AlignRight if column.numeric else Qt.AlignmentFlag.AlignLeft
                return horizontal | Qt.AlignmentFlag.AlignVCenter
            return None
        return super().headerData(section, orientation, role)

    # ------------------------------------------------------------ cell values

    def _display(self, column: _Column, game: int | None, seat: int) -> int | str | None:
        if column.key == "game":
            if seat != 0:
                return None
            return (
                _("Σ", "the mark of the total rows (the match so far), as in the column's tooltip")
                if game is None
                else str(game + 1)
            )
        if column.key == "player":
            return self._name(seat)
        if game is None:
            return self._total_display(column, seat)
        result = self._results[game]
        if column.key == "result":
            if result.winner is None:
                return _("Draw")
            return _("Won") if result.winner == seat else _("Lost")
        return _value(result.players[seat], column.key)

    def _total_display(self, column: _Column, seat: int) -> int | str | None:
        if column.key == "total":
            return self.totals()[seat]
        if column.key == "cards":  # Original: the cards of every game, which are its points
            return self.totals()[seat]
        if column.key == "result":
            return _("%n win(s)", n=self.games_won()[seat])
        return None

    def _name(self, seat: int) -> str:
        """A player's name in the player's words (the engine's seat names translated, a person's as given)."""
        return seat_name(self._names[seat])

    def _tooltip(self, column: _Column, game: int | None, seat: int) -> str | None:
        name = self._name(seat)
        if game is None:
            games = _("%n game(s)", n=len(self._results))
            if self._variant.scoring is Scoring.CARDS:
                return _("{name}: {won}, {cards} in {games}").format(
                    name=name,
                    won=_("%n game(s) won", n=self.games_won()[seat]),
                    cards=_("%n card(s)", n=self.totals()[seat]),
                    games=games,
                )
            points = _("%n point(s)", n=self.totals()[seat])
            target = self._variant.match_target
            if target is None:
                return _("{name}: {points} in {games}").format(name=name, points=points, games=games)
            return _("{name}: {points} in {games}; the match is to {target}").format(
                name=name, points=points, games=games, target=target
            )
        score = self._results[game].players[seat]
        number = game + 1
        if self._variant.scoring is Scoring.CARDS:
            return _("Game {game}, {name}: %n card(s) captured", n=score.cards).format(game=number, name=name)
        if column.key == "most_cards":
            return _("Game {game}, {name}: {captured}, {points}").format(
                game=number,
                name=name,
                captured=_("%n card(s) captured", n=score.cards),
                points=_("%n point(s)", n=score.most_cards),
            )
        if column.key == "most_spades":
            return _("Game {game}, {name}: {captured}, {points}").format(
                game=number,
                name=name,
                captured=_("%n spade(s) captured", n=score.spades),
                points=_("%n point(s)", n=score.most_spades),
            )
        if column.key == "cassinos":
            return _("Game {game}, {name}: {big} for big cassino (10♦), {little} for little cassino (2♠)").format(
                game=number,
                name=name,
                big=_("%n point(s)", n=score.big_cassino),
                little=_("%n point(s)", n=score.little_cassino),
            )
        if column.key in _POINT_LABELS:
            points = getattr(score, column.key)
            return _("Game {game}, {name}: %n point(s) for {category}", n=points).format(
                game=number, name=name, category=_(_POINT_LABELS[column.key])
            )
        return _("Game {game}, {name}: {breakdown}").format(game=number, name=name, breakdown=_breakdown(score))

    def _accessible(self, column: _Column, game: int | None, seat: int) -> str | None:
        shown = self._display(column, game, seat)
        if shown is None:
            return None
        header = _(_HEADER_NAMES.get(column.key, column.header))
        if game is None:
            return _("Total, {name}, {column}: {value}").format(name=self._name(seat), column=header, value=shown)
        return _("Game {game}, {name}, {column}: {value}").format(
            game=game + 1, name=self._name(seat), column=header, value=shown
        )

    def _font(self, column: _Column, game: int | None, seat: int) -> QFont | None:
        winner = game is not None and self._results[game].winner == seat
        if game is None or (winner and column.key in ("player", "total", "result")):
            font = QFont()
            font.setBold(True)
            return font
        if self._variant.scoring is Scoring.CARDS and winner and column.key == "cards":
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _background(self, game: int | None) -> QBrush | None:
        palette = QGuiApplication.palette()
        if game is None:
            shade = QColor(palette.color(QPalette.ColorRole.Highlight))
            shade.setAlpha(48)
            return QBrush(shade)
        if game % 2 == 1:
            return QBrush(palette.color(QPalette.ColorRole.AlternateBase))
        return None

    def _foreground(self, column: _Column, game: int | None, seat: int) -> QBrush | None:
        """Zero points and the raw counts are muted so the points stand out."""
        if game is None or self._variant.scoring is Scoring.CARDS:
            return None
        points = column.key in _POINT_LABELS or column.key == "cassinos"
        if points and _value(self._results[game].players[seat], column.key) == 0:
            return QBrush(muted_color(QGuiApplication.palette()))
        return None
