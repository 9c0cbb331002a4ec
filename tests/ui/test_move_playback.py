"""Every move seen on the felt: another seat's card travels, what it takes lights up, a caption names it.

The tests drive the real window offscreen. A move held for the player's click
("wait for my click") lets them look at the table mid-move without any clock:
what is lit, where the played card lies, what the caption and the status
line say, and that nothing goes on until the click.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QAbstractAnimation, QEvent, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from window_helpers import pending_events_run, quick_settings, shown_window

from cassino_desktop.engine import CARDS, Card, GameState, Move, load_position
from cassino_desktop.seating import PERSON, Seating, SeatPlayer
from cassino_desktop.ui.dialogs.settings_dialog import SettingsDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.pace import PACES
from cassino_desktop.ui.table.felt_text import BannerItem
from cassino_desktop.ui.table.table_layout import Layout

WAIT = "Wait for my click"


def card(text: str) -> Card:
    return Card.from_text(text)


def position(hands: list[list[str]], table: list[Any], **extra: Any) -> GameState:
    obj: dict[str, Any] = {"variant": "advanced", "to_move": 1, "hands": hands, "table": table}
    obj.update(extra)
    return load_position(obj)


def table_window(qtbot: QtBot, tmp_path: Path, speed: str = "Fast", pace: str = WAIT) -> MainWindow:
    settings = quick_settings(tmp_path)
    settings.speed = speed
    settings.pace = pace
    window = shown_window(qtbot, settings, seed=3)  # the size it takes on the screen: every point of it reachable
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    return window


def computer_plays(window: MainWindow, state: GameState, move: str) -> Move:
    """Put ``state`` on the table with the computer to move, and play ``move`` for it before it answers.

    The computer's own answer comes later through the event loop and is dropped: by then it is your turn.
    """
    window.controller.new_games.start_from(state)
    played = Move.parse(move)
    window.session.apply(played)
    return played


def lit_cards(window: MainWindow) -> set[str]:
    return {str(c) for c in CARDS if window.scene.card_item(c).lit}


def log_lines(window: MainWindow) -> list[str]:
    return [window.log.item(i).text() for i in range(window.log.count())]


def click_the_felt(window: MainWindow) -> None:
    rect = window.scene.sceneRect()
    point = window.view.mapFromScene(QPointF(rect.width() * 0.05, rect.height() * 0.95))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


@pytest.mark.parametrize("speed", ["Fast", "Off"])
def test_a_computer_capture_is_held_lit_on_the_felt_until_the_click(qtbot: QtBot, tmp_path: Path, speed: str) -> None:
    window = table_window(qtbot, tmp_path, speed)
    scene = window.scene
    state = position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D", "KH"])
    computer_plays(window, state, "capture 9S 3D 6C")
    qtbot.waitUntil(lambda: scene.playback.waiting_for_click, timeout=20_000)

    assert lit_cards(window) == {"9S", "3D", "6C"}
    played = scene.card_item(card("9S"))
    assert played.face_up and played.isVisible()
    taken = [scene.card_item(card(c)).sceneBoundingRect() for c in ("3D", "6C")]
    assert any(played.sceneBoundingRect().intersects(rect) for rect in taken)  # it lies on what it takes
    said = "Computer takes 3♦ 6♣ with 9♠"
    assert scene.caption == said and said in log_lines(window)
    assert window.status_line.shown_text() == "Click the table or press Space to go on."
    assert not window.controller.my_turn and window.scene.animating  # nothing goes on before the click

    click_the_felt(window)
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    assert lit_cards(window) == set()
    layout = scene.placement.layout
    assert layout is not None
    pile = layout.regions["pile 1"]
    for text in ("9S", "3D", "6C"):
        assert pile.contains(scene.card_item(card(text)).sceneBoundingRect().center())
    assert scene.caption == said  # the caption stays until the next move
    assert window.status_line.shown_text().startswith("Your turn")


def test_space_lets_a_held_move_go_on(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    computer_plays(window, position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D", "KH"]), "capture 9S 3D 6C")
    qtbot.waitUntil(lambda: window.scene.playback.waiting_for_click, timeout=20_000)
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    assert not window.scene.playback.waiting_for_click


def test_a_sweep_gets_a_banner_that_stays_while_the_move_is_held(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    computer_plays(window, position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D"]), "capture 9S 3D 6C")
    qtbot.waitUntil(lambda: window.scene.playback.waiting_for_click, timeout=20_000)
    assert window.scene.playback.banner_lines == ("Computer sweeps the table",)
    assert "Computer sweeps the table" in log_lines(window)
    click_the_felt(window)
    qtbot.waitUntil(lambda: window.scene.playback.banner_lines == (), timeout=20_000)  # it fades once play goes on


def test_a_raised_build_shows_its_new_value_and_owner_lit(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    mine = {"value": 4, "owner": 0, "groups": [["AH", "3C"]]}
    state = position([["4D", "7H"], ["5D", "9C"]], [mine, "KH"])
    computer_plays(window, state, "build 9 5D 3C AH")
    qtbot.waitUntil(lambda: window.scene.playback.waiting_for_click, timeout=20_000)
    assert lit_cards(window) == {"5D", "3C", "AH"}
    badges = window.scene.placement.badges()
    assert [(b.value, b.owner_name, b.lit) for b in badges] == [(9, "Computer", True)]
    assert window.scene.caption == "Computer raises your build of 4 to 9 with 5♦"
    click_the_felt(window)
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    assert [(b.value, b.lit) for b in window.scene.placement.badges()] == [(9, False)]


def test_at_a_pace_that_does_not_wait_the_table_goes_on_by_itself(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path, pace="Fast")
    said: list[str] = []
    window.session.moveApplied.connect(lambda *_args: said.append(window.status_line.shown_text()))
    computer_plays(window, position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D", "KH"]), "capture 9S 3D 6C")
    assert said == ["Computer takes 3♦ 6♣ with 9♠"]  # the status line says the move while it is played out
    assert window.scene.animating
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    assert lit_cards(window) == set() and not window.scene.playback.waiting_for_click
    assert window.status_line.shown_text().startswith("Your turn")


@pytest.mark.parametrize("move", ["trail KD", "build 9 3S 6C", "capture 9S 3D 6C"])
def test_no_animation_outlives_a_move_played_out(qtbot: QtBot, tmp_path: Path, move: str) -> None:
    # A trail or a build has nothing left to settle once its card has arrived: no empty group may stay behind
    # under the scene, one a move over a long evening.
    window = table_window(qtbot, tmp_path, pace="Fast")
    computer_plays(window, position([["2C", "7H", "4H"], ["3S", "9S", "KD"]], ["6C", "3D", "KH"]), move)
    assert window.scene.animating
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    pending_events_run()  # a deletion asked for is done by now
    assert window.scene.findChildren(QAbstractAnimation) == []


def test_your_own_move_is_named_but_never_held(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    state = position([["9S", "7H"], ["2C", "KD"]], ["6C", "3D", "KH"], to_move=0)
    window.controller.new_games.start_from(state)
    window.controller.play_intent(card("9S"), (card("3D"), card("6C")), "capture")
    assert window.scene.caption == "You take 3♦ 6♣ with 9♠"
    # The computer is asked for its move only once yours has come to rest: yours was not held for a click.
    qtbot.waitUntil(lambda: window.session.moves_this_game == 2, timeout=20_000)
    qtbot.waitUntil(lambda: window.scene.playback.waiting_for_click, timeout=20_000)  # the computer's reply is


def test_your_own_sweep_gets_its_banner_as_your_card_travels(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    window.controller.new_games.start_from(position([["9S", "7H"], ["2C", "KD"]], ["6C", "3D"], to_move=0))
    window.controller.play_intent(card("9S"), (card("3D"), card("6C")), "capture")
    assert window.scene.animating
    assert window.scene.playback.banner_lines == ("You sweep the table",)


def pointer_on_the_computers_pile_after_its_capture(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Layout]:
    """A window where the computer took 3♦ 6♣ with 9♠, the pointer resting on its pile, which shows that capture."""
    window = table_window(qtbot, tmp_path, speed="Off", pace="Normal")
    scene = window.scene
    computer_plays(window, position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D", "KH"]), "capture 9S 3D 6C")
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=20_000)
    layout = scene.placement.layout
    assert layout is not None
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(layout.regions["pile 1"].center()))
    qtbot.waitUntil(lambda: scene.last_captures.peeking == frozenset({1}), timeout=5000)
    return window, layout


def test_the_last_capture_shows_when_the_pointer_rests_on_a_pile_or_with_the_key_l(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, layout = pointer_on_the_computers_pile_after_its_capture(qtbot, tmp_path)
    scene = window.scene
    pile = window.view.mapFromScene(layout.regions["pile 1"].center())
    assert all(scene.card_item(card(c)).face_up for c in ("9S", "3D", "6C"))
    assert window.status_line.shown_text() == "Last capture: Computer takes 3♦ 6♣ with 9♠"
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(layout.regions["stock"].center()))
    qtbot.waitUntil(lambda: scene.last_captures.peeking == frozenset(), timeout=5000)
    assert not scene.card_item(card("9S")).face_up

    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_L)
    assert scene.last_captures.peeking == frozenset({1})
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_L)
    assert scene.last_captures.peeking == frozenset()

    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pile)
    assert scene.last_captures.peeking == frozenset({1})  # a click holds it, wherever the pointer goes
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(layout.regions["stock"].center()))
    assert scene.last_captures.peeking == frozenset({1})


def test_the_computer_leads_only_on_a_table_the_player_has_seen(qtbot: QtBot, tmp_path: Path) -> None:
    settings = quick_settings(tmp_path)
    settings.computer_leads = True
    window = MainWindow(settings, seed=11)
    qtbot.addWidget(window)
    assert window.session.state.to_move == 1 and window.controller.started
    assert not window.ai.thinking and window.session.moves_this_game == 0  # not asked while unseen
    window.show()
    qtbot.waitUntil(lambda: window.session.moves_this_game == 1, timeout=20_000)


def test_the_pass_screen_lists_what_was_played_since_your_last_turn(qtbot: QtBot, tmp_path: Path) -> None:
    settings = quick_settings(tmp_path)
    seating = Seating((SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "Ben"), SeatPlayer("easy")))
    settings.opponents = 2
    settings.set_seating(seating)
    window = shown_window(qtbot, settings, seed=2026)
    controller = window.controller
    covered = lambda: window.table_stack.currentWidget() is window.pass_screen  # noqa: E731
    qtbot.waitUntil(lambda: controller.my_turn or covered(), timeout=20_000)
    if not controller.my_turn:
        window.pass_screen.button.click()
    qtbot.waitUntil(lambda: controller.my_turn, timeout=20_000)
    first = controller.at_screen
    move = sorted(window.session.state.legal_moves(), key=Move.sort_key)[0]
    window.session.apply(move)
    qtbot.waitUntil(covered, timeout=20_000)
    said = log_lines(window)
    mover = window.session.seat_names[first]
    assert window.pass_screen.played.text().splitlines()[0] == "The moves since your last turn:"
    listed = window.pass_screen.played.text().splitlines()[1:]
    assert listed and listed[0].startswith(mover) and all(line in said for line in listed)


def test_the_pace_is_chosen_in_the_view_menu_and_in_settings(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path, pace="Normal")
    for action in window.menus.pace_menu.actions():
        if action.data() == "Slow":
            action.trigger()
    assert window.settings.pace == "Slow" and window.scene.playback.pace == PACES["Slow"]
    dialog = SettingsDialog(window.settings, window)
    assert dialog.pace_box.currentData() == "Slow"
    dialog.pace_box.setCurrentIndex(dialog.pace_box.findData(WAIT))
    dialog.accept()
    window.apply_settings(dialog.changed_settings())
    assert window.settings.pace == WAIT and window.scene.playback.pace.waits
    assert [a.data() for a in window.menus.pace_menu.actions() if a.isChecked()] == [WAIT]


def test_the_tally_counts_a_held_move_only_once_seen_and_a_new_deal_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    piles = {"captured": [[], ["AS", "2H"]]}
    computer_plays(window, position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D", "KH"], **piles), "capture 9S 3D 6C")
    qtbot.waitUntil(lambda: window.scene.playback.waiting_for_click, timeout=20_000)
    assert "Computer: 2 cards" in window.tally_label.toolTip()  # the three taken have not reached the pile yet
    window.controller.new_games.new_match()  # a new deal while the move is held
    assert not window.scene.playback.waiting_for_click
    assert window.controller.table_state is window.session.state
    assert "Computer: 0 cards" in window.tally_label.toolTip() and window.session.moves_this_game == 0


def test_the_last_card_of_a_game_is_seen_on_the_table_with_the_cards_it_leaves(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    scene = window.scene
    computer_plays(window, position([[], ["2C"]], ["5C", "9D"], last_capturer=0), "trail 2C")
    qtbot.waitUntil(lambda: scene.playback.waiting_for_click, timeout=20_000)
    assert lit_cards(window) == {"2C", "5C", "9D"}  # the card trailed and the two it leaves, all going to you
    layout = scene.placement.layout
    assert layout is not None
    trailed = scene.card_item(card("2C"))
    assert trailed.face_up and layout.regions["table"].intersects(trailed.sceneBoundingRect())
    assert scene.playback.banner_lines == ("The 3 cards left on the table go to you: 2♣ 5♣ 9♦.",)
    click_the_felt(window)
    qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=20_000)


def test_a_pile_shown_while_the_pointer_rests_on_it_goes_back_when_the_pointer_leaves_the_felt(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _ = pointer_on_the_computers_pile_after_its_capture(qtbot, tmp_path)
    scene = window.scene
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.Leave))  # straight off the felt, to the menu bar
    assert scene.last_captures.peeking == frozenset()
    assert not scene.card_item(card("9S")).face_up


def test_a_banner_keeps_off_the_pile_and_name_of_the_seat_opposite(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path)
    computer_plays(window, position([["2C", "7H"], ["9S", "KD"]], ["6C", "3D"]), "capture 9S 3D 6C")
    qtbot.waitUntil(lambda: window.scene.playback.waiting_for_click, timeout=20_000)
    layout = window.scene.placement.layout
    banner = next(item for item in window.scene.items() if isinstance(item, BannerItem))
    assert banner.lines == ("Computer sweeps the table",)
    assert layout is not None
    for region in ("pile 1", "label 1"):
        assert not banner.sceneBoundingRect().intersects(layout.regions[region])
