"""The table's own answers to keys and drags, on a scene in a view of its own.

Enter plays only what the player chose, and says why when nothing is chosen;
a dragged card stays above every other card for the whole drag, whatever the
window does meanwhile, and goes back to its place and its height after.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from cassino_desktop.engine import Card, GameState, Move, item_cards, load_position
from cassino_desktop.seating import YOUR_SEAT
from cassino_desktop.ui.cards.builtin_deck import BuiltinTheme
from cassino_desktop.ui.cards.card_pixmaps import CardPixmapCache
from cassino_desktop.ui.table.card_item import CardItem
from cassino_desktop.ui.table.scene import TableScene
from cassino_desktop.ui.table.table_layout import compute_layout

START: dict[str, Any] = {
    "variant": "advanced",
    "to_move": 0,
    "hands": [["2D", "7C", "KD", "TD"], ["5D", "6C", "8C", "QH"]],
    "table": ["3D", "4H", "QS"],
}


class Table:
    """A scene in a view, recording what it asks the window to play and to say."""

    def __init__(self, qtbot: QtBot, state: GameState) -> None:
        self.scene = TableScene(CardPixmapCache(BuiltinTheme()), lambda card: set())
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setFrameShape(QGraphicsView.Shape.NoFrame)
        qtbot.addWidget(self.view)
        self.view.resize(1000, 640)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.scene.resize_to(1000, 640)
        self.view.setSceneRect(0, 0, 1000, 640)
        self.scene.set_speed("Off")
        self.intents: list[tuple[Card, tuple[Card, ...], object]] = []
        self.notices: list[str] = []
        self.chosen: list[Move] = []
        self.scene.moveChosen.connect(self.chosen.append)
        self.scene.intentMade.connect(lambda c, cards, kind: self.intents.append((c, tuple(cards), kind)))
        self.scene.notice.connect(self.notices.append)
        self.scene.set_state(state)
        self.scene.set_input_enabled(True)
        self.view.setFocus()

    def point(self, card: str) -> QPoint:
        return self.view.mapFromScene(self.scene.card_item(Card.from_text(card)).sceneBoundingRect().center())

    def key(self, key: Qt.Key) -> None:
        QTest.keyClick(self.view.viewport(), key)


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    made = Table(qtbot, load_position(START))
    yield made
    made.scene.playback.stop()


def test_enter_with_nothing_chosen_plays_nothing_and_says_why(table: Table) -> None:
    table.key(Qt.Key.Key_Right)  # the keyboard focus is on a card, but it is not chosen
    table.key(Qt.Key.Key_Return)
    table.key(Qt.Key.Key_Enter)
    assert table.intents == []
    assert len(table.notices) == 2 and "Select a card of your hand" in table.notices[0]
    assert table.scene.selected_hand_card() is None


def test_a_click_on_empty_felt_then_enter_trails_nothing(table: Table) -> None:
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    table.key(Qt.Key.Key_Return)
    assert table.intents == [] and table.notices


def test_enter_with_table_cards_only_asks_for_the_hand_card(table: Table) -> None:
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point("3D"))
    table.key(Qt.Key.Key_Return)
    assert table.intents == []
    assert "hand" in table.notices[-1]


def test_enter_plays_the_selected_card_with_the_selected_table_cards(table: Table) -> None:
    table.key(Qt.Key.Key_Right)
    table.key(Qt.Key.Key_Space)  # Space still chooses the focused card
    assert table.scene.selected_hand_card() == Card.from_text("7C")
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point("3D"))
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point("4H"))
    table.key(Qt.Key.Key_Return)
    assert table.intents == [(Card.from_text("7C"), (Card.from_text("3D"), Card.from_text("4H")), None)]
    assert table.notices == []


@pytest.mark.parametrize("shown", ["capture 7C 3D 4H", "build 7 7C 3D 4H"])
def test_enter_plays_exactly_the_hint_shown_though_its_cards_could_make_another_move(qtbot: QtBot, shown: str) -> None:
    """Holding a second 7, the 7 on 3 and 4 could take them or build 7s: Enter plays the one the hint named."""
    position = dict(START, hands=[["7C", "7S", "KD", "TD"], ["5D", "6C", "8C", "QH"]])
    table = Table(qtbot, load_position(position))
    state = table.scene.state
    assert state is not None
    moves = {str(m): m for m in state.legal_moves()}
    assert {"capture 7C 3D 4H", "build 7 7C 3D 4H"} <= set(moves)
    table.scene.show_hint(moves[shown])
    table.key(Qt.Key.Key_Return)
    assert table.chosen == [moves[shown]] and table.intents == []
    table.scene.playback.stop()


def test_a_hint_no_longer_binds_enter_once_the_player_changes_the_selection(table: Table) -> None:
    state = table.scene.state
    assert state is not None
    hint = next(m for m in state.legal_moves() if str(m) == "capture 7C 3D 4H")
    table.scene.show_hint(hint)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point("4H"))  # 4H let go
    table.key(Qt.Key.Key_Return)
    assert table.chosen == []
    assert table.intents == [(Card.from_text("7C"), (Card.from_text("3D"),), None)]


def test_a_click_on_the_bare_felt_lets_go_of_the_selection(table: Table) -> None:
    table.key(Qt.Key.Key_Space)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point("3D"))
    assert table.scene.selected_hand_card() is not None and table.scene.selected_table_cards()
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 320))
    assert table.scene.selected_hand_card() is None and table.scene.selected_table_cards() == ()
    table.key(Qt.Key.Key_Return)
    assert table.intents == [] and table.chosen == [] and table.notices


def test_no_key_plays_while_input_is_off(table: Table) -> None:
    table.key(Qt.Key.Key_Space)
    table.scene.set_input_enabled(False)  # the computer's turn
    table.key(Qt.Key.Key_Return)
    assert table.intents == []


def cards_z(scene: TableScene, state: GameState) -> dict[Card, float]:
    return {c: scene.card_item(c).zValue() for c in state.all_cards()}


def test_the_dragged_card_stays_on_top_for_the_whole_drag(table: Table, qtbot: QtBot) -> None:
    scene, view = table.scene, table.view
    state = scene.state
    assert state is not None
    dragged = Card.from_text("2D")
    item: CardItem = scene.card_item(dragged)
    home_z = item.zValue()
    viewport = view.viewport()
    start = table.point("2D")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    path = [table.point(c) for c in ("7C", "KD", "TD")]
    for step, target in enumerate(path):
        for i in range(1, 5):
            QTest.mouseMove(viewport, start + (target - start) * i / 4)
        start = target
        if step == 1:
            # Mid-drag the window's layout changes (a status bar appears, a hint arrives): the card stays put on top.
            scene.resize_to(1000, 620)
            scene.select_hand_card(Card.from_text("KD"))
            scene.select_hand_card(Card.from_text("KD"))
        others = {c: z for c, z in cards_z(scene, state).items() if c != dragged}
        assert item.zValue() > max(others.values()), f"a card is drawn over the dragged one at {step}"
        over = scene.items(view.mapToScene(target))
        assert isinstance(over[0], CardItem) and over[0].card == dragged, "the topmost item under the pointer"
        assert (item.sceneBoundingRect().center() - view.mapToScene(target)).manhattanLength() < 4
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start)
    assert table.intents and table.intents[-1][0] == dragged
    scene.return_card(dragged)  # what the window does with a refused drop
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    layout = compute_layout(state, (1000, 620))
    assert item.zValue() == layout.cards[dragged].z == home_z
    assert (item.pos() - layout.cards[dragged].pos).manhattanLength() < 0.5


def test_labels_say_whose_pile_and_how_many_cards(table: Table) -> None:
    texts = [label.text() for label in table.scene.placement.labels()]
    state = table.scene.state
    assert state is not None
    assert f"Stock: {len(state.stock)}" in texts
    assert texts.count("0 cards") == 2 and "You" in texts and "Computer" in texts
    felt = table.scene.sceneRect()
    rects = [label.sceneBoundingRect() for label in table.scene.placement.labels()]
    assert all(felt.contains(r) for r in rects)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_every_card_shown_is_a_card_of_the_state(table: Table) -> None:
    """Every card item the scene shows, whichever, is one the state holds; and every card it holds is shown."""
    state = table.scene.state
    assert state is not None
    items = [item.card for item in table.scene.items() if isinstance(item, CardItem) and item.isVisible()]
    shown = set(items)
    assert len(items) == len(shown)  # no card twice
    assert shown == set(state.all_cards())
    assert {c for it in state.table for c in item_cards(it)} <= shown
    assert all(table.scene.card_item(c).face_up for c in state.hands[YOUR_SEAT])
