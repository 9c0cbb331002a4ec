"""The table in Qt's accessibility tree: the view's children are the cards and builds, said in words.

Read through ``QAccessible`` itself, as the platform's bridge (AT-SPI) reads
it: the view's interface, its children, their names, descriptions and
states. A hidden hand is only ever a count. ``test_accessibility_tree.py``
reads the same tree from outside, over D-Bus.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import shiboken6
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import play_first_move, quick_settings, shown_window

from cassino_desktop.engine import Build, Card, GameState, item_cards, load_position
from cassino_desktop.seating import PERSON, Seating, SeatPlayer
from cassino_desktop.ui.cards.builtin_deck import BuiltinTheme
from cassino_desktop.ui.cards.card_pixmaps import CardPixmapCache
from cassino_desktop.ui.i18n import PSEUDO, PSEUDO_OPEN, choose_language
from cassino_desktop.ui.table import table_access
from cassino_desktop.ui.table.scene import TableScene
from cassino_desktop.ui.table.seats import Viewpoint
from cassino_desktop.ui.window_parts import TableView
from cassino_desktop.ui.words import card_name

BUILDS: dict[str, Any] = {
    "variant": "royal",
    "to_move": 0,
    "hands": [["9S", "KD", "TH", "QD"], ["5D", "6C", "8C", "QH"]],
    "table": [
        "3C",
        {"value": 10, "owner": 0, "groups": [["4H", "6H"], ["7D", "3D"]]},
        {"value": 12, "owner": 1, "groups": [["8D", "4D"]]},
        "JC",
    ],
    "captured": [["AS", "2S", "3S"], ["4S"]],
}
"""Two loose cards, your fixed build of 10 and the computer's build of 12, three cards in your pile."""

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


class Table:
    """A scene in the game's own view, with the animations off."""

    def __init__(self, qtbot: QtBot, state: GameState) -> None:
        self.scene = TableScene(CardPixmapCache(BuiltinTheme()), lambda card: set())
        self.scene.set_speed("Off")
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(1000, 640)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.scene.set_state(state)
        self.scene.set_input_enabled(True)

    def interface(self) -> QAccessibleInterface:
        found = QAccessible.queryAccessibleInterface(self.view)
        assert found is not None and found.isValid()
        return found


def listed(*names: str) -> str:
    """Names listed as the game lists cards in English: "A, B and C"."""
    return ", ".join(names[:-1]) + " and " + names[-1]


def children(parent: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [parent.child(i) for i in range(parent.childCount())]


def said(parent: QAccessibleInterface) -> list[tuple[str, str]]:
    """Each child's name and description, in order."""
    return [(child.text(NAME), child.text(DESCRIPTION)) for child in children(parent)]


def everything_said(parent: QAccessibleInterface) -> str:
    return " | ".join(f"{name} {description}" for name, description in said(parent)) + parent.text(DESCRIPTION)


def named(parent: QAccessibleInterface, name: str) -> QAccessibleInterface:
    return next(child for child in children(parent) if child.text(NAME) == name)


def test_the_views_children_say_the_hand_the_table_and_the_others_hands(qtbot: QtBot) -> None:
    state = load_position(BUILDS)
    table = Table(qtbot, state)
    view = table.interface()
    assert view.text(NAME) == "Card table"
    assert said(view) == [
        ("Nine of spades", "In your hand"),
        ("Ten of hearts", "In your hand"),
        ("Queen of diamonds", "In your hand"),
        ("King of diamonds", "In your hand"),
        ("Three of clubs", "On the table"),
        (
            "Fixed build of 10, yours",
            "On the table: " + listed("Three of diamonds", "Four of hearts", "Six of hearts", "Seven of diamonds"),
        ),
        ("Build of 12, the computer’s", "On the table: " + listed("Four of diamonds", "Eight of diamonds")),
        ("Jack of clubs", "On the table"),
        ("Computer: 4 cards in hand", "Face down. Computer has taken 1 card."),
        ("You have taken 3 cards", "Your pile"),
        ("Stock: 0 cards", "Face down"),
    ]
    hidden = [card_name(card) for card in (*state.hands[1], *state.stock, *state.captured[0], *state.captured[1])]
    assert [name for name in hidden if name in everything_said(view)] == []


def test_each_child_knows_its_parent_its_place_and_where_it_lies(qtbot: QtBot) -> None:
    table = Table(qtbot, load_position(BUILDS))
    view = table.interface()
    screen = QRect(table.view.viewport().mapToGlobal(table.view.viewport().rect().topLeft()), table.view.size())
    for index, child in enumerate(children(view)):
        assert child.isValid()
        assert QAccessible.uniqueId(child.parent()) == QAccessible.uniqueId(view)
        assert view.indexOfChild(child) == index
        assert QAccessible.uniqueId(view.child(index)) == QAccessible.uniqueId(child)  # the same object each time
        assert child.childCount() == 0
    king = named(view, "King of diamonds")
    assert king.role() == QAccessible.Role.ListItem and king.state().selectable
    assert screen.contains(king.rect().center())
    found = view.childAt(king.rect().center().x(), king.rect().center().y())
    assert found is not None and found.text(NAME) == "King of diamonds"
    assert named(view, "Computer: 4 cards in hand").role() == QAccessible.Role.StaticText


def test_selection_and_the_keyboard_focus_are_the_scenes(qtbot: QtBot) -> None:
    table = Table(qtbot, load_position(BUILDS))
    view = table.interface()
    table.scene.select_hand_card(Card.from_text("KD"))
    table.scene.toggle_table_item(1)  # the build of 10
    selected = [child.text(NAME) for child in children(view) if child.state().selected]
    assert selected == ["King of diamonds", "Fixed build of 10, yours"]

    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus)
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Right)  # from the first card of the hand to the second
    focused = [child.text(NAME) for child in children(view) if child.state().focused]
    assert focused == ["Ten of hearts"]
    assert view.focusChild() is not None and view.focusChild().text(NAME) == "Ten of hearts"
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Up)  # to the table
    assert view.focusChild().text(NAME) == "Three of clubs"


def test_while_the_screen_is_passed_every_hand_is_a_count(qtbot: QtBot) -> None:
    state = load_position(BUILDS)
    table = Table(qtbot, state)
    table.scene.set_viewpoint(Viewpoint(("Ana", "Ben"), 0, None))
    view = table.interface()
    names = [name for name, _description in said(view)]
    assert "Ana: 4 cards in hand" in names and "Ben: 4 cards in hand" in names
    assert "Fixed build of 10, Ana’s" in names and "Three of clubs" in names  # the table stays in view
    assert not any("taken" in name for name in names)
    hidden = [card_name(card) for hand in state.hands for card in hand]
    assert [name for name in hidden if name in everything_said(view)] == []


def test_an_open_hand_is_a_count_that_names_its_cards(qtbot: QtBot) -> None:
    """A game under review lies face up: what the screen shows, the screen reader may say."""
    table = Table(qtbot, load_position(BUILDS))
    table.scene.set_open_hands(True)
    other = named(table.interface(), "Computer: 4 cards in hand")
    cards = listed("Five of diamonds", "Six of clubs", "Eight of clubs", "Queen of hearts")
    assert other.text(DESCRIPTION) == f"Face up: {cards}. Computer has taken 1 card."


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[QAccessible.Event, str]]]:
    """What the table tells the screen reader: each event's type and its object's accessible name."""
    heard: list[tuple[QAccessible.Event, str]] = []

    def tell(event: QAccessibleEvent) -> None:
        target = event.accessibleInterface()
        heard.append((event.type(), target.text(NAME) if target is not None else ""))

    monkeypatch.setattr(table_access, "tell", tell)
    yield heard


def test_the_screen_reader_is_told_what_changes(qtbot: QtBot, told: list[tuple[QAccessible.Event, str]]) -> None:
    state = load_position(BUILDS)
    table = Table(qtbot, state)
    table.interface()  # a screen reader is listening from now on
    table.scene.select_hand_card(Card.from_text("TH"))
    assert (QAccessible.Event.SelectionAdd, "Ten of hearts") in told

    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus)
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Left)  # from the first card round to the last
    assert (QAccessible.Event.Focus, "King of diamonds") in told

    told.clear()
    move = next(m for m in state.legal_moves() if str(m) == "capture TH 3D 4H 6H 7D")  # your build of 10
    table.scene.show_move(move, state, state.apply(move), 0)
    assert (QAccessible.Event.ObjectReorder, "Card table") in told
    assert (QAccessible.Event.ObjectHide, "") in told  # the ten and the build: gone, and saying nothing any more
    assert (QAccessible.Event.NameChanged, "You have taken 8 cards") in told
    hand = [name for name, description in said(table.interface()) if description == "In your hand"]
    assert hand == ["Nine of spades", "Queen of diamonds", "King of diamonds"]


def test_the_words_follow_the_language(qtbot: QtBot) -> None:
    table = Table(qtbot, load_position(BUILDS))
    view = table.interface()
    choose_language(PSEUDO)
    try:
        qtbot.waitUntil(lambda: view.child(0).text(NAME).startswith(PSEUDO_OPEN))
        assert all(name.startswith(PSEUDO_OPEN) for name, _d in said(view))
    finally:
        choose_language("en")
    qtbot.waitUntil(lambda: view.child(0).text(NAME) == "Nine of spades")


def test_the_window_tree_follows_the_game_and_never_names_a_hidden_card(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=8)
    view = QAccessible.queryAccessibleInterface(window.view)
    for _ in range(3):
        qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
        state = window.session.state
        hand = [name for name, description in said(view) if description == "In your hand"]
        assert hand == [card_name(card) for card in state.hands[0]]
        on_table = [name for name, description in said(view) if description.startswith("On the table")]
        assert len(on_table) == len(state.table)
        loose = [card_name(item) for item in state.table if not isinstance(item, Build)]
        assert [name for name in on_table if not name.endswith(("yours", "’s"))] == loose
        assert f"Computer: {len(state.hands[1])} card" in everything_said(view)
        hidden = [card_name(card) for card in (*state.hands[1], *state.stock)]
        assert [name for name in hidden if name in everything_said(view)] == []
        play_first_move(window)


def test_a_person_passing_the_screen_hides_their_hand_from_the_tree_too(qtbot: QtBot, tmp_path: Path) -> None:
    settings = quick_settings(tmp_path)
    settings.set_seating(Seating((SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "Ben"))))
    window = shown_window(qtbot, settings, seed=2026)
    view = QAccessible.queryAccessibleInterface(window.view)
    qtbot.waitUntil(lambda: window.table_stack.currentWidget() is window.pass_screen, timeout=20_000)
    state = window.session.state
    assert not [child for child in said(view) if child[1] == "In your hand"]
    assert [name for name, _d in said(view) if "in hand" in name] == ["Ana: 4 cards in hand", "Ben: 4 cards in hand"]
    hidden = [card_name(card) for hand in state.hands for card in hand]
    assert [name for name in hidden if name in everything_said(view)] == []


def test_views_come_and_go_and_their_interfaces_with_them(qtbot: QtBot) -> None:
    """Qt's cache frees each interface with its object: nothing dangles, nothing crashes, nothing piles up."""
    state = load_position(BUILDS)
    kept: list[QAccessibleInterface] = []
    for _ in range(15):
        scene = TableScene(CardPixmapCache(BuiltinTheme()), lambda card: set())
        scene.set_speed("Off")
        view = TableView(scene)
        scene.set_state(state)
        interface = QAccessible.queryAccessibleInterface(view)
        kept.append(interface.child(0))
        assert [interface.child(i).text(NAME) for i in range(2)] == ["Nine of spades", "Ten of hearts"]
        shiboken6.delete(view)
        shiboken6.delete(scene)
        gc.collect()
    assert not any(shiboken6.isValid(child) for child in kept)  # deleted with their views, never used after
    table = Table(qtbot, state)
    assert table.interface().child(0).text(NAME) == "Nine of spades"
    assert item_cards(state.table[1])  # the state itself untouched
