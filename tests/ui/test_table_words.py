"""The table in words for a screen reader: the view describes what the player can see, and nothing more."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from pytestqt.qtbot import QtBot
from window_helpers import play_first_move, quick_settings, shown_window

from cassino_desktop.engine import Move, item_cards


def test_the_view_says_the_hand_and_the_table_and_no_hidden_card(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=8)
    for _ in range(3):
        qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
        state = window.session.state
        words = window.view.accessibleDescription()
        assert all(card.pretty in words for card in state.hands[0])
        assert all(card.pretty in words for item in state.table for card in item_cards(item))
        assert not [card for card in (*state.hands[1], *state.stock) if card.pretty in words]  # nothing hidden
        assert f"Computer holds {len(state.hands[1])} card" in words
        window.session.apply(sorted(state.legal_moves(), key=Move.sort_key)[0])


def test_a_screen_reader_hears_every_move_as_it_is_logged(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    from cassino_desktop.ui import main_window

    heard: list[str] = []

    class Recorder:
        Event = QAccessible.Event

        @staticmethod
        def updateAccessibility(event: object) -> None:
            if isinstance(event, QAccessibleAnnouncementEvent):
                heard.append(event.message())

    monkeypatch.setattr(main_window, "QAccessible", Recorder)
    window = shown_window(qtbot, quick_settings(tmp_path), seed=8)
    session = window.session
    qtbot.waitUntil(lambda: window.controller.my_turn)
    play_first_move(window)
    qtbot.waitUntil(lambda: session.moves_this_game >= 2)
    assert any(line.startswith("Computer ") for line in heard)  # the computer's move, said as it is made
    assert heard == [window.log.item(i).text() for i in range(window.log.count())][-len(heard) :]
