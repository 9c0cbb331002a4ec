"""The match score sheet model: layout, values, totals, roles and model integrity."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from dataclasses import fields

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ORIGINAL,
    ROYAL,
    GameResult,
    PlayerScore,
    score_game,
    with_house_rules,
)
from cassino_desktop.ui.score_model import GAME_ROLE, SEAT_ROLE, ScoreModel
from cassino_desktop.ui.score_sheet import ScoreSheet

NAMES = ["You", "Computer"]
POINT_KEYS = [
    "most_cards",
    "most_spades",
    "aces",
    "sweeps",
    "total",
]
DISPLAY = Qt.ItemDataRole.DisplayRole


def _score(**points: int) -> PlayerScore:
    counted = {k: v for k, v in points.items() if k not in ("cards", "spades")}
    return PlayerScore(total=sum(counted.values()), **points)


def advanced_results() -> list[GameResult]:
    """Three games: a played deal scored by the engine and two made by hand."""
    deck = list(CARDS)
    scored = score_game(ADVANCED, [deck[:27], deck[27:]], [2, 0])
    second = GameResult(
        (
            _score(cards=20, spades=5, aces=3, sweeps=1),
            _score(cards=32, spades=8, most_cards=3, most_spades=1, big_cassino=2, little_cassino=1, aces=1),
        ),
        1,
    )
    third = GameResult(
        (
            _score(cards=26, spades=7, most_spades=1, big_cassino=2, aces=2),
            _score(cards=26, spades=6, little_cassino=1, aces=2, sweeps=2),
        ),
        None,
    )
    return [scored, second, third]


def original_results() -> list[GameResult]:
    return [
        GameResult((PlayerScore(30, 30, 7), PlayerScore(22, 22, 6)), 0),
        GameResult((PlayerScore(26, 26, 7), PlayerScore(26, 26, 6)), None),
        GameResult((PlayerScore(24, 24, 5), PlayerScore(28, 28, 8)), 1),
        GameResult((PlayerScore(29, 29, 9), PlayerScore(23, 23, 4)), 0),
    ]


@pytest.fixture
def model(qapp: object) -> Iterator[ScoreModel]:
    sheet = ScoreModel(ADVANCED, NAMES)
    tester = QAbstractItemModelTester(sheet, QAbstractItemModelTester.FailureReportingMode.Fatal)
    yield sheet
    del tester


def cell(model: ScoreModel, row: int, key: str, role: int = DISPLAY) -> object:
    return model.data(model.index(row, model.column_keys().index(key)), role)


def headers(model: ScoreModel) -> list[str]:
    """The columns' full names (the headers shown are abbreviated to fit a side panel)."""
    role = Qt.ItemDataRole.AccessibleTextRole
    return [model.headerData(c, Qt.Orientation.Horizontal, role) for c in range(model.columnCount())]


def test_results_from_the_engine_are_well_formed() -> None:
    scored = advanced_results()[0]
    assert scored.players[0].most_cards == 3
    assert scored.players[0].sweeps == 2
    # Every category has its column; spade points (a house rule) only on a Spade Cassino sheet.
    assert [f.name for f in fields(PlayerScore)] == [
        "total",
        "cards",
        "spades",
        "most_cards",
        "most_spades",
        "big_cassino",
        "little_cassino",
        "aces",
        "sweeps",
        "spade_points",
    ]


def test_spade_cassino_has_a_spade_points_column(qapp: object) -> None:
    variant = with_house_rules(ROYAL, {"preset": "spade"})
    spades = [c for c in CARDS if c.suit == 3]
    others = [c for c in CARDS if c.suit != 3]
    result = score_game(variant, [spades + others[:20], others[20:]], [0, 0])
    sheet = ScoreModel(variant, NAMES)
    tester = QAbstractItemModelTester(sheet, QAbstractItemModelTester.FailureReportingMode.Fatal)
    sheet.add_game(result)
    assert headers(sheet)[-2:] == ["Spade points", "Total"]
    assert cell(sheet, 0, "spade_points") == 14 and cell(sheet, 1, "spade_points") == 0
    assert cell(sheet, 0, "total") == result.players[0].total
    assert "spade points 14" in str(
        sheet.data(sheet.index(0, sheet.column_keys().index("total")), Qt.ItemDataRole.ToolTipRole)
    )
    sheet.set_variant(ROYAL, NAMES)
    assert "spade_points" not in sheet.column_keys()
    del tester


def test_points_layout_and_empty_sheet(model: ScoreModel) -> None:
    # Points in every column (the cards and spades captured are in the tooltips), all in a side panel's width.
    assert headers(model) == ["Game", "Player", "Most cards", "Most spades", "Cassinos", "Aces", "Sweeps", "Total"]
    assert model.columnCount() == 8
    assert model.rowCount() == 2  # the total rows are always there
    assert cell(model, 0, "game") == "Σ"
    assert cell(model, 1, "game") is None
    assert [cell(model, r, "player") for r in range(2)] == NAMES
    assert [cell(model, r, "total") for r in range(2)] == [0, 0]
    assert model.totals() == [0, 0]
    assert model.results() == []


def test_every_category_is_shown_for_every_game(model: ScoreModel) -> None:
    results = advanced_results()
    for result in results:
        model.add_game(result)
    assert model.rowCount() == 2 * len(results) + 2
    assert model.results() == results
    for game, result in enumerate(results):
        assert cell(model, 2 * game, "game") == str(game + 1)
        assert cell(model, 2 * game + 1, "game") is None
        for seat, score in enumerate(result.players):
            row = 2 * game + seat
            assert cell(model, row, "player") == NAMES[seat]
            assert model.data(model.index(row, 0), GAME_ROLE) == game
            assert model.data(model.index(row, 0), SEAT_ROLE) == seat
            for key in POINT_KEYS:
                assert cell(model, row, key) == getattr(score, key), (game, seat, key)
            assert cell(model, row, "cassinos") == score.big_cassino + score.little_cassino
            tip = str(cell(model, row, "most_cards", Qt.ItemDataRole.ToolTipRole))
            assert f"{score.cards} card" in tip and f"{score.most_cards} point" in tip


def test_total_rows_are_running_sums(model: ScoreModel) -> None:
    results = advanced_results()
    for count, result in enumerate(results, start=1):
        model.add_game(result)
        expected = [sum(r.players[seat].total for r in results[:count]) for seat in range(2)]
        assert model.totals() == expected
        first_total = 2 * count
        assert cell(model, first_total, "game") == "Σ"
        assert [cell(model, first_total + seat, "total") for seat in range(2)] == expected
        assert [cell(model, first_total + seat, "player") for seat in range(2)] == NAMES
        assert cell(model, first_total, "aces") is None  # categories are per game only
        assert model.data(model.index(first_total, 0), GAME_ROLE) == -1
    assert model.games_won() == [sum(1 for r in results if r.winner == s) for s in range(2)]


def test_adding_a_game_inserts_rows_and_updates_the_totals(model: ScoreModel) -> None:
    inserted: list[tuple[int, int]] = []
    changed: list[tuple[int, int, int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.dataChanged.connect(
        lambda top, bottom, _roles=(): changed.append((top.row(), bottom.row(), top.column(), bottom.column()))
    )
    results = advanced_results()
    model.add_game(results[0])
    model.add_game(results[1])
    assert inserted == [(0, 1), (2, 3)]
    assert changed == [(2, 3, 0, 7), (4, 5, 0, 7)]


def test_clear_and_set_variant_reset_the_sheet(model: ScoreModel) -> None:
    resets: list[str] = []
    model.modelReset.connect(lambda: resets.append("reset"))
    for result in advanced_results():
        model.add_game(result)
    model.clear()
    assert model.rowCount() == 2
    assert model.results() == []
    assert model.totals() == [0, 0]
    for result in advanced_results():
        model.add_game(result)
    model.set_variant(ORIGINAL)
    assert model.variant is ORIGINAL
    assert model.columnCount() == 4
    assert model.rowCount() == 2
    for result in original_results():
        model.add_game(result)
    model.set_variant(ROYAL)
    assert model.columnCount() == 8
    assert model.results() == []
    assert resets == ["reset", "reset", "reset"]


def test_original_sheet_counts_cards_and_games_won(qapp: object) -> None:
    model = ScoreModel(ORIGINAL, NAMES)
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    assert headers(model) == ["Game", "Player", "Cards", "Result"]
    results = original_results()
    for result in results:
        model.add_game(result)
    assert model.rowCount() == 2 * len(results) + 2
    outcome = [cell(model, row, "result") for row in range(2 * len(results))]
    assert outcome == ["Won", "Lost", "Draw", "Draw", "Lost", "Won", "Won", "Lost"]
    assert [cell(model, row, "cards") for row in range(4)] == [30, 22, 26, 26]
    assert model.games_won() == [2, 1]
    totals_row = 2 * len(results)
    assert cell(model, totals_row, "game") == "Σ"
    assert cell(model, totals_row, "result") == "2 wins"
    assert cell(model, totals_row + 1, "result") == "1 win"
    assert [cell(model, totals_row + s, "cards") for s in range(2)] == [109, 99]
    assert model.totals() == [109, 99]
    model.clear()
    assert cell(model, 0, "result") == "0 wins"
    del tester


def test_presentation_roles(model: ScoreModel) -> None:
    results = advanced_results()
    for result in results[:2]:
        model.add_game(result)
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    assert cell(model, 0, "aces", Qt.ItemDataRole.TextAlignmentRole) == right
    assert cell(model, 0, "player", Qt.ItemDataRole.TextAlignmentRole) == left

    def bold(row: int, key: str) -> bool:
        font = cell(model, row, key, Qt.ItemDataRole.FontRole)
        return isinstance(font, QFont) and font.bold()

    # game 1 was won by seat 0, game 2 by seat 1; the total rows are bold
    assert bold(0, "player") and bold(0, "total") and not bold(1, "player")
    assert bold(3, "total") and not bold(2, "total")
    assert all(bold(row, key) for row in (4, 5) for key in ("game", "player", "total"))

    def shade(row: int) -> str | None:
        brush = cell(model, row, "aces", Qt.ItemDataRole.BackgroundRole)
        return brush.color().name(QColor.NameFormat.HexArgb) if isinstance(brush, QBrush) else None

    assert shade(0) == shade(1)  # one game, one shade
    assert shade(2) == shade(3) != shade(0)  # the next game alternates
    assert shade(4) not in (shade(0), shade(2))  # the totals stand apart

    tip = cell(model, 0, "total", Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str) and tip.startswith("Game 1, You:") and tip.endswith(f"= {results[0].players[0].total}")
    assert "most cards 3" in tip
    assert "2 points for big cassino" in str(cell(model, 3, "cassinos", Qt.ItemDataRole.ToolTipRole))
    assert "match is to 21" in str(cell(model, 4, "total", Qt.ItemDataRole.ToolTipRole))
    header_tip = model.headerData(2, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "3 points" in header_tip
    assert cell(model, 0, "aces", Qt.ItemDataRole.AccessibleTextRole) == "Game 1, You, Aces: 4"


def test_wrong_player_count_is_refused(model: ScoreModel) -> None:
    three = GameResult((PlayerScore(0, 0, 0), PlayerScore(0, 0, 0), PlayerScore(0, 0, 0)), None)
    with pytest.raises(ValueError, match="3 players"):
        model.add_game(three)
    assert model.rowCount() == 2
    with pytest.raises(ValueError):
        ScoreModel(ADVANCED, [])


def test_renaming_players(model: ScoreModel) -> None:
    model.add_game(advanced_results()[0])
    model.set_player_names(["Ann", "Bob"])
    assert [cell(model, r, "player") for r in range(4)] == ["Ann", "Bob", "Ann", "Bob"]
    with pytest.raises(ValueError):
        model.set_player_names(["Solo"])


def test_invalid_indexes_give_nothing(model: ScoreModel) -> None:
    assert model.data(QModelIndex()) is None
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.columnCount(model.index(0, 0)) == 0


def test_score_sheet_view(qtbot: QtBot, model: ScoreModel) -> None:
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    assert sheet.model() is model
    assert not sheet.showGrid()
    assert not sheet.alternatingRowColors()
    assert not sheet.verticalHeader().isVisible()
    for result in advanced_results():
        model.add_game(result)
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.sizeHint().width() >= sheet.horizontalHeader().length()
    assert sheet.accessibleName() == "Match score sheet"
    sheet.setModel(ScoreModel(ORIGINAL, NAMES))  # reconnects cleanly
    assert sheet.model().columnCount() == 4


def test_clearance_sheet_shows_points_by_category_and_their_totals(qapp: object) -> None:
    from cassino_desktop.engine import CLEARANCE

    names = ["You", "West", "North", "East"]
    model = ScoreModel(CLEARANCE, names)
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    deck = list(CARDS)
    result = score_game(CLEARANCE, [deck[0::4], deck[1::4], deck[2::4], deck[3::4]], [0, 0, 0, 0])
    model.add_game(result)
    assert headers(model) == ["Game", "Player", "Most cards", "Most spades", "Cassinos", "Aces", "Total"]
    assert "sweeps" not in model.column_keys() and "cards" not in model.column_keys()
    for seat, score in enumerate(result.players):
        assert cell(model, seat, "most_cards") == score.most_cards
        assert cell(model, seat, "total") == score.total
        assert cell(model, 4 + seat, "total") == score.total  # the total rows: points, as in the game rows
    del tester


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL, ORIGINAL], ids=lambda v: v.name)
def test_every_points_column_is_in_view_in_a_side_panel(qtbot: QtBot, variant: object) -> None:
    model = ScoreModel(variant, NAMES)  # type: ignore[arg-type]
    results = advanced_results() if variant is not ORIGINAL else original_results()
    for result in results * 3:  # enough games for a vertical scroll bar
        model.add_game(result)
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    sheet.resize(300, 260)
    sheet.show()
    qtbot.waitExposed(sheet)
    header = sheet.horizontalHeader()
    assert not sheet.horizontalScrollBar().isVisible()
    assert header.length() <= sheet.viewport().width()
    keys = model.column_keys()
    for column, key in enumerate(keys):
        if key != "player":  # a long name may be shortened; a number never
            assert header.sectionSize(column) >= sheet.sizeHintForColumn(column), key
            assert header.sectionSize(column) >= header.sectionSizeHint(column), key
    assert sheet.sizeHint().width() >= sheet.full_width()
