"""Clearance and tables of three and four through the real window, offscreen.

A whole seeded game is played: the human plays by intent, the computers move
one after another from the worker thread, every move is logged, and at the
end the score sheet and the tally show every player with the engine's result.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.engine import CLEARANCE, Build, Move, variant_named
from cassino_desktop.seating import YOUR_SEAT, usual_seat_names
from cassino_desktop.ui import words
from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings
from cassino_desktop.ui.table.table_layout import compute_layout


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "medium"
    win = MainWindow(settings, seed=777)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def play_to_the_end(window: MainWindow, qtbot: QtBot) -> int:
    session = window.session
    played = 0
    while not session.state.over:
        qtbot.waitUntil(
            lambda: (
                session.state.over
                or (
                    session.state.to_move == YOUR_SEAT
                    and not window.scene.animating
                    and window.scene.state is session.state
                )
            ),
            timeout=60_000,
        )
        if session.state.over:
            break
        move = sorted(session.state.legal_moves(), key=Move.sort_key)[-1]
        play_through_the_window(window, move)
        played += 1
    return played


@pytest.mark.parametrize(
    ("variant_name", "players"), [("advanced", 3), ("royal", 4), ("clearance", 3), ("clearance", 4)]
)
def test_a_whole_game_at_a_bigger_table(window: MainWindow, qtbot: QtBot, variant_name: str, players: int) -> None:
    window.deals.new_match(variant_named(variant_name), players)
    session = window.session
    assert session.players == players
    logged_by: set[str] = set()
    names = usual_seat_names(players)
    session.moveApplied.connect(lambda _m, _b, _a, seat: logged_by.add(names[seat]))
    played = play_to_the_end(window, qtbot)
    assert played == 48 // players
    assert logged_by == set(names)  # every computer moved, and the log names each
    qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=30_000)
    result = session.match.results[-1]
    assert result == session.state.result() and len(result.players) == players
    assert window.score_model.player_names == list(names)
    assert window.score_model.totals() == [p.total for p in result.players]
    for name in names:
        assert name in window.tally_label.text() and name in window.score_label.text()
    log = [window.log.item(i).text() for i in range(window.log.count())]
    banners = {line for story in session.stories() for line in words.story_banners(story, session.seat_words)}
    assert sum(1 for line in log if line.startswith(names[1]) and line not in banners) == 48 // players
    assert len({c for p in session.state.captured for c in p}) == 52
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    dialog.reject()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_places_every_card_once_and_hides_the_computers_hands(players: int) -> None:
    from cassino_desktop.engine import new_game

    state = new_game(CLEARANCE, 3, players=players, dealer=players - 1)
    layout = compute_layout(state, (1100.0, 700.0))
    assert set(layout.cards) == set(state.all_cards())
    for seat in range(players):
        for c in state.hands[seat]:
            assert layout.cards[c].face_up == (seat == YOUR_SEAT)
    assert len(layout.piles) == players
    # Hands do not overlap one another.
    spots = {seat: [layout.cards[c].pos for c in state.hands[seat]] for seat in range(players)}
    for a in range(players):
        for b in range(a + 1, players):
            for p in spots[a]:
                assert all((p - q).manhattanLength() > 20 for q in spots[b])


def test_clearance_groups_have_no_owner_on_the_badge(window: MainWindow, qtbot: QtBot) -> None:
    from cassino_desktop.engine import load_position

    state = load_position(
        {
            "variant": "clearance",
            "to_move": 0,
            "hands": [["5S", "9H"], ["2C", "3C"], ["4C", "6C"]],
            "table": ["4D", {"value": 8, "owner": None, "groups": [["AD", "AS", "3H", "3D"]]}],
        }
    )
    window.controller.new_games.start_from(state)
    qtbot.waitUntil(lambda: window.scene.state is window.session.state)
    badges = window.scene.placement.badges()
    assert [b.label for b in badges] == ["group of 8"]
    window.controller.play_intent(state.hands[0][0], (state.table[0],), "build")
    qtbot.waitUntil(lambda: window.session.state.to_move != YOUR_SEAT)
    assert any(isinstance(it, Build) and it.value == 9 for it in window.session.state.table)


def test_variant_dialog_offers_opponents_the_variant_allows(qtbot: QtBot) -> None:
    dialog = VariantDialog(CLEARANCE, None, opponents=3)
    qtbot.addWidget(dialog)
    assert dialog.selected_variant() is CLEARANCE and dialog.selected_opponents() == 3
    assert dialog.opponents_box.isEnabled() and dialog.opponents_box.count() == 3
    dialog.select(variant_named("original"))
    assert dialog.selected_opponents() == 1 and not dialog.opponents_box.isEnabled()
    dialog.select(variant_named("royal"))
    assert dialog.opponents_box.isEnabled() and dialog.opponents_box.count() == 3
