"""The table driven as a person drives it: real mouse events on the real view.

Each test loads a position into the window's session, then drags and clicks
cards through ``QTest`` on the view's viewport, and checks what the engine
says happened. Animations are off so the cards come to rest at once.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.engine import Card, GameState, Match, Move, PlayerScore, load_position, score_game
from cassino_desktop.seating import COMPUTER_SEAT, YOUR_SEAT
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings

SEED = 12345
"""The window's match: every deal of these tests is this seed's (a new match is dealt from the machine's randomness)."""


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "Off"
    settings.difficulty = "medium"
    win = MainWindow(settings, seed=SEED)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def position(variant: str, hands: list[list[str]], table: list[Any], **extra: Any) -> GameState:
    obj: dict[str, Any] = {"variant": variant, "to_move": 0, "hands": hands, "table": table}
    obj.update(extra)
    return load_position(obj)


def card(text: str) -> Card:
    return Card.from_text(text)


def view_point(win: MainWindow, scene_point: QPointF) -> QPoint:
    return win.view.mapFromScene(scene_point)


def centre_of(win: MainWindow, text: str) -> QPoint:
    item = win.scene.card_item(card(text))
    return view_point(win, item.sceneBoundingRect().center())


def drag(win: MainWindow, source: QPoint, target: QPoint) -> None:
    viewport = win.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, source)
    for step in range(1, 6):
        QTest.mouseMove(viewport, source + (target - source) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)


def click(win: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def empty_felt(win: MainWindow) -> QPoint:
    """A point of the table region that no card covers."""
    rect = win.scene.sceneRect()
    for fx in (0.5, 0.45, 0.55, 0.4, 0.6):
        for fy in (0.42, 0.5, 0.58):
            point = QPointF(rect.width() * fx, rect.height() * fy)
            if not any(r.contains(point) for r in win.scene.item_rects()) and not win.scene.items(point):
                return view_point(win, point)
    raise AssertionError("no empty felt found")


def human_moves(win: MainWindow, qtbot: QtBot, start: GameState, action: Any) -> list[Move]:
    """Run ``action`` and return the moves the human made through the session."""
    moves: list[Move] = []
    win.session.moveApplied.connect(lambda m, _b, _a, seat: moves.append(m) if seat == YOUR_SEAT else None)
    win.controller.new_games.start_from(start)
    qtbot.waitUntil(lambda: win.scene.state is win.session.state)
    action()
    return moves


def test_drag_to_empty_felt_trails(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["9S", "KD"], ["5D", "6C"]], ["3D", "4H"])
    moves = human_moves(window, qtbot, start, lambda: drag(window, centre_of(window, "KD"), empty_felt(window)))
    assert [str(m) for m in moves] == ["trail KD"]


def test_drag_onto_cards_captures(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["7C", "KD"], ["5D", "6C"]], ["3D", "4H", "QS"])

    def act() -> None:
        click(window, centre_of(window, "3D"))
        drag(window, centre_of(window, "7C"), centre_of(window, "4H"))

    moves = human_moves(window, qtbot, start, act)
    assert [str(m) for m in moves] == ["capture 7C 3D 4H"]
    assert card("3D") in window.session.state.captured[YOUR_SEAT]


def test_build_then_extend_and_raise(window: MainWindow, qtbot: QtBot) -> None:
    # Example 3 of the rule book: a build of 5 and a loose 3; the human holds 2, 5 and 7.
    table = ["3C", {"value": 5, "owner": COMPUTER_SEAT, "groups": [["4S", "AD"]]}]
    start = position("advanced", [["2H", "5C", "7C"], ["5D", "9C", "KC"]], table)

    # Drag the 2 onto the build alone: 5 + 2 raises it to 7 (the human holds a 7).
    moves = human_moves(window, qtbot, start, lambda: drag(window, centre_of(window, "2H"), centre_of(window, "4S")))
    assert [str(m) for m in moves] == ["build 7 2H AD 4S"]


def test_extend_to_multiple_build(window: MainWindow, qtbot: QtBot) -> None:
    table = ["3C", {"value": 5, "owner": COMPUTER_SEAT, "groups": [["4S", "AD"]]}]
    start = position("advanced", [["2H", "5C", "7C"], ["5D", "9C", "KC"]], table)

    def act() -> None:
        click(window, centre_of(window, "3C"))
        drag(window, centre_of(window, "2H"), centre_of(window, "4S"))

    moves = human_moves(window, qtbot, start, act)
    assert [str(m) for m in moves] == ["build 5 2H AD 3C 4S"]


def test_refused_move_shows_the_reason_and_changes_nothing(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["9S", "KD"], ["5D", "6C"]], ["3D", "4H"])
    moves = human_moves(window, qtbot, start, lambda: drag(window, centre_of(window, "9S"), centre_of(window, "3D")))
    assert moves == []
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=5000)
    returned, neighbour = window.scene.card_item(card("9S")).pos(), window.scene.card_item(card("KD")).pos()
    assert returned.y() == neighbour.y(), "the refused card flies back to its place in the hand"
    assert window.scene.state is window.session.state
    assert window.session.state is start or window.session.state == start
    message = window.statusBar().currentMessage()
    assert "cannot be split" in message or "rule" in message
    assert card("9S") in window.session.state.hands[YOUR_SEAT]


def test_owner_may_not_trail_and_is_told_why(window: MainWindow, qtbot: QtBot) -> None:
    table = [{"value": 7, "owner": YOUR_SEAT, "groups": [["3D", "4H"]]}, "2C"]
    start = position("advanced", [["7S", "9D"], ["5D", "6C"]], table)
    moves = human_moves(window, qtbot, start, lambda: drag(window, centre_of(window, "9D"), empty_felt(window)))
    assert moves == []
    assert "4.1" in window.statusBar().currentMessage()


def test_ambiguous_drop_offers_a_choice(window: MainWindow, qtbot: QtBot) -> None:
    # 3 on a loose 3 holding another 3 and a 6: capture the 3, build 3s, or build 6.
    start = position("advanced", [["3C", "3D", "6H"], ["5D", "6C", "8C"]], ["3S"])
    moves = human_moves(window, qtbot, start, lambda: drag(window, centre_of(window, "3C"), centre_of(window, "3S")))
    assert moves == []
    chooser = window.controller.move_chooser.menu
    assert chooser is not None
    choices = {a.data() for a in chooser.actions()}
    assert choices == {"capture 3C 3S", "build 3 3C 3S", "build 6 3C 3S"}
    chosen = next(a for a in chooser.actions() if a.data() == "build 6 3C 3S")
    chosen.trigger()
    chooser.close()
    assert [str(m) for m in moves] == ["build 6 3C 3S"]


def test_keyboard_plays_a_card(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["9S", "KD"], ["5D", "6C"]], ["3D", "4H"])

    def act() -> None:
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Right)  # focus the second card, KD
        QTest.keyClick(window.view, Qt.Key.Key_Space)  # select it
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # play it with no table card: a trail

    moves = human_moves(window, qtbot, start, act)
    assert [str(m) for m in moves] == ["trail KD"]


def test_buttons_capture_with_selection(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["7C", "KD"], ["5D", "6C"]], ["3D", "4H", "QS"])

    def act() -> None:
        click(window, centre_of(window, "7C"))
        click(window, centre_of(window, "3D"))
        click(window, centre_of(window, "4H"))
        assert window.move_buttons.capture.isEnabled()
        assert not window.move_buttons.trail.isEnabled()
        window.move_buttons.capture.click()

    moves = human_moves(window, qtbot, start, act)
    assert [str(m) for m in moves] == ["capture 7C 3D 4H"]


def score_cell(score: PlayerScore, key: str) -> int:
    """What a points column of the score sheet should hold for ``score``, read from the engine's fields."""
    return score.big_cassino + score.little_cassino if key == "cassinos" else int(getattr(score, key))


def test_seeded_game_to_the_end_scores_as_the_engine(window: MainWindow, qtbot: QtBot) -> None:
    """The window's deal of its seed, played out (the human's first legal move by intent, the computer's answers
    from its thread), shows and records the score of the same deal and moves replayed through the engine alone."""
    session = window.session
    played: list[Move] = []
    session.moveApplied.connect(lambda move, _before, _after, _seat: played.append(move))
    human_moves = 0
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
        play_through_the_window(window, sorted(session.state.legal_moves(), key=Move.sort_key)[0])
        human_moves += 1
    assert human_moves >= 20
    qtbot.waitUntil(
        lambda: window.controller.game_over.dialog is not None and not window.scene.animating, timeout=30_000
    )

    replayed = Match(session.variant, SEED).start_game()  # the same deal, from the seed alone
    for move in played:
        replayed = replayed.apply(move)
    assert replayed.over
    expected = score_game(replayed.variant, replayed.captured, replayed.sweeps)

    # The score sheet's row of each player for this game, the totals and the score line are the engine's.
    model = window.score_model
    keys = model.column_keys()
    for seat, score in enumerate(expected.players):
        for column, key in enumerate(keys):
            if key not in ("game", "player"):
                assert model.index(seat, column).data() == score_cell(score, key), (seat, key)
    totals = [p.total for p in expected.players]
    assert model.totals() == totals
    names = session.score_names
    assert (
        f"{names[YOUR_SEAT]} {totals[YOUR_SEAT]} – {names[COMPUTER_SEAT]} {totals[COMPUTER_SEAT]}"
        in window.score_label.text()
    )
    recorded = window.controller.recorder.stats.for_variant(session.variant.name)
    assert (recorded.games_played, recorded.games_won) == (1, 1 if expected.winner == YOUR_SEAT else 0)

    # The felt shows the engine's last position: nothing left on the table, every card on its taker's pile.
    assert window.scene.state == replayed
    layout = window.scene.placement.layout
    assert layout is not None and window.scene.item_rects() == []
    for seat, pile in enumerate(replayed.captured):
        spot = layout.regions[f"pile {seat}"]
        for taken in pile:
            item = window.scene.card_item(taken)
            assert item.isVisible() and spot.contains(item.pos()), (seat, taken)
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    dialog.reject()


def test_hint_selects_the_suggested_move(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["7C", "KD"], ["5D", "6C"]], ["3D", "4H", "QS"])
    moves = human_moves(window, qtbot, start, lambda: None)
    window.view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.selected_hand_card() is not None, timeout=5000)
    assert window.scene.selected_hand_card() == card("7C")
    assert window.scene.selected_table_cards() == (card("3D"), card("4H"))
    assert "Hint" in window.statusBar().currentMessage()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert [str(m) for m in moves] == ["capture 7C 3D 4H"]


def test_coach_lists_every_legal_move_with_a_value(window: MainWindow, qtbot: QtBot) -> None:
    start = position("advanced", [["7C", "KD", "3S"], ["5D", "6C", "8C"]], ["3D", "4H", "QS"])
    human_moves(window, qtbot, start, lambda: None)
    window.commands.coach_action.trigger()
    assert window.commands.coach_action.isChecked()

    def listed() -> list[str]:
        items = [window.coach_list.item(i) for i in range(window.coach_list.count())]
        return [str(item.data(Qt.ItemDataRole.UserRole)) for item in items if item.data(Qt.ItemDataRole.UserRole)]

    qtbot.waitUntil(lambda: bool(listed()), timeout=10_000)
    assert sorted(listed()) == sorted(str(m) for m in start.legal_moves())
    # Picking a line selects that move on the table, ready to play.
    window.coach_list.itemClicked.emit(window.coach_list.item(0))
    assert window.scene.selected_hand_card() is not None
    window.commands.coach_action.trigger()
    assert listed() == [] and "Ctrl+K" in window.coach_list.item(0).text()  # off: only how to turn it on


def test_undo_takes_back_my_move_and_the_reply(window: MainWindow, qtbot: QtBot) -> None:
    """On the seed's deal: undo takes back the player's move and the computer's reply, and only those."""
    session = window.session
    qtbot.waitUntil(lambda: session.state.to_move == YOUR_SEAT and window.scene.state is session.state, timeout=20_000)
    start = session.state
    assert start == Match(session.variant, SEED).start_game()  # the seed's deal, the same on every run
    assert not window.commands.undo_action.isEnabled()
    move = sorted(start.legal_moves(), key=Move.sort_key)[0]
    play_through_the_window(window, move)
    qtbot.waitUntil(lambda: session.moves_this_game == 2 and not window.scene.animating, timeout=20_000)
    assert window.commands.undo_action.isEnabled()
    window.commands.undo_action.trigger()
    assert session.state == start
    assert session.moves_this_game == 0 and session.undo_used
    assert window.scene.state is session.state
    assert "took back" in window.log.item(window.log.count() - 1).text()
    # Turned off in Settings, undo does nothing and says why.
    window.commands.allow_undo_action.setChecked(False)
    assert not window.commands.undo_action.isEnabled()
