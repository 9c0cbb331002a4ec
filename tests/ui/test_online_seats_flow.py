"""The window at an online table of three or four, fed the changes a match reports (no server: the worker's signals
are emitted here as its thread would emit them): each online seat carries its player's name, the prompt names the
seat whose move it waits for, the score sheet has a column for every seat (for each side, in partnerships), a fault
names the seat that broke the protocol; and Play online's new table takes up to three friends, in order, with
partnerships offered only to four."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot
from window_helpers import first_legal, quick_settings, shown_window

from cassino_desktop.engine import (
    CARDS,
    Card,
    GameState,
    MatchPlay,
    Move,
    Variant,
    game_from_deck,
    variant_named,
    with_house_rules,
)
from cassino_desktop.net.online_match import Dealt, Faulted, GameVerified, Moved, UnplayableTable
from cassino_desktop.net.online_table import Fault, FaultKind, PlayedMove
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.online.online_dialog import OnlineDialog
from cassino_desktop.ui.online.online_play import OnlinePlay, friend_names
from cassino_desktop.ui.online.worker import Seated, TableEntry, _words

ROYAL = variant_named("royal")
PARTNERS = with_house_rules(ROYAL, {"partnerships": True})
ROOM = "!table:example.org"
THREE = ("@ann:example.org", "@ben:example.org", "@cy:example.org")
FOUR = (*THREE, "@di:example.org")


def window_at(
    qtbot: QtBot, tmp_path: Path, seated: Seated, opening: GameState
) -> tuple[MainWindow, OnlinePlay, list[Move]]:
    """A window seated at ``seated``'s table, its first game dealt; the moves it sends are kept, never answered."""
    window = shown_window(qtbot, quick_settings(tmp_path), seed=3)
    window.online_folder = tmp_path / "online"
    online = window.online_table()
    sent: list[Move] = []
    online.worker.play = sent.append  # type: ignore[method-assign]
    online.worker.leave = lambda: None  # type: ignore[method-assign]
    online.join(seated.room)
    online.worker.seated.emit(seated)
    online.worker.changed.emit([Dealt(0, opening)])
    qtbot.waitUntil(lambda: window.session.online and not window.controller.scene.animating)
    return window, online, sent


def prompt(window: MainWindow) -> str:
    return window.controller._prompt_words()


def played_game(variant: Variant, deck: list[Card], players: int) -> list[Moved]:
    """A whole game dealt from ``deck`` (seat 0 leads), as the moves a match reports."""
    state = game_from_deck(variant, deck, dealer=players - 1, players=players)
    moved: list[Moved] = []
    while not state.over:
        move = first_legal(state)
        before, state = state, state.apply(move)
        moved.append(Moved(before.to_move, move, before, state, 0))
    return moved


def test_at_a_table_of_three_each_seat_has_its_name_and_the_prompt_names_whose_move_it_waits_for(
    qtbot: QtBot, tmp_path: Path
) -> None:
    opening = MatchPlay.new(ROYAL, seed=7, players=3).state  # seat 0 leads
    window, _online, sent = window_at(qtbot, tmp_path, Seated(ROOM, 1, THREE, ROYAL), opening)
    session = window.session
    assert session.seating.online_seats == (0, 2) and session.seating.people == (1,)
    assert session.seat_names[0] == "ann" and session.seat_names[2] == "cy"
    assert len(session.score_names) == 3
    assert opening.to_move == 0 and prompt(window) == "Waiting for ann…"
    ann_move = first_legal(opening)
    after_ann = opening.apply(ann_move)
    window.online_table().worker.changed.emit([Moved(0, ann_move, opening, after_ann, 0)])
    qtbot.waitUntil(lambda: window.controller.my_turn, timeout=10_000)
    mine = first_legal(after_ann)
    session.apply(mine)
    assert sent == [mine] and not window.controller.my_turn
    after_mine = after_ann.apply(mine)
    window.online_table().worker.changed.emit([Moved(1, mine, after_ann, after_mine, 0)])
    qtbot.waitUntil(lambda: session.state == after_mine and not window.controller.scene.animating, timeout=10_000)
    assert prompt(window) == "Waiting for cy…"


def test_a_fault_names_the_player_of_the_seat_that_broke_the_protocol(qtbot: QtBot, tmp_path: Path) -> None:
    opening = MatchPlay.new(ROYAL, seed=7, players=3).state
    window, online, _sent = window_at(qtbot, tmp_path, Seated(ROOM, 0, THREE, ROYAL), opening)
    online.worker.changed.emit([Faulted(Fault(2, FaultKind.CARD, "seat 2 played 5H, but its position holds 9C"))])
    assert window.session.table_stopped and online.fault_box is not None
    assert "cy played a card that was not in their hand." in online.fault_box.text()
    online.fault_box.close()


def test_a_finished_partnership_game_of_four_goes_on_the_score_sheet_by_sides_and_opens_for_review(
    qtbot: QtBot, tmp_path: Path
) -> None:
    deck = random.Random(7).sample(CARDS, len(CARDS))
    moved = played_game(PARTNERS, deck, 4)
    opening, last = moved[0].before, moved[-1].after
    window, online, _sent = window_at(qtbot, tmp_path, Seated(ROOM, 2, FOUR, PARTNERS), opening)
    online.worker.changed.emit(moved)
    qtbot.waitUntil(lambda: window.session.state.over, timeout=60_000)
    session = window.session
    assert session.seat_names[0] == "ann" and session.seat_names[1] == "ben" and session.seat_names[3] == "di"
    sides = session.score_names
    assert len(sides) == 2 and "ann" in sides[0] and "ben" in sides[1] and "di" in sides[1]
    assert window.controller.game_over.game_record(None) is None  # not before every seat checked the deal
    played = tuple(PlayedMove(change.seat, change.move, 0) for change in moved)
    verified = GameVerified(0, last.result(), tuple(deck), played, opening.dealer, PARTNERS, 4)
    online._verified(verified)
    record = window.controller.game_over.game_record(None)
    assert record is not None and record[1].players == 4 and len(record[2]) == len(moved)


def test_two_friends_of_one_name_are_told_apart() -> None:
    assert friend_names(("@me:a.org", "@ann:a.org", "@ann:b.org")) == ("me", "ann:a.org", "ann:b.org")
    assert friend_names(("@me:a.org", "@north:a.org")) == ("me", "@north")
    long = "x" * 30
    alike = friend_names((f"@{long}:a.org", f"@{long}:b.org", f"@{long}:c.org"))
    assert alike == ("x" * 24, "x" * 21 + " 2", "x" * 21 + " 3")


def dialog_signed_in(qtbot: QtBot, tmp_path: Path) -> tuple[OnlineDialog, list[tuple[Variant, list[str]]]]:
    """Play online's dialog as if signed in; the tables it asks to make are kept, never made."""
    window = shown_window(qtbot, quick_settings(tmp_path), seed=3)
    window.online_folder = tmp_path / "online"
    online = window.online_table()
    online.user = "@me:example.org"
    asked: list[tuple[Variant, list[str]]] = []
    online.host = lambda variant, friends: asked.append((variant, list(friends)))  # type: ignore[method-assign,misc]
    online.worker.read_tables = lambda: None  # type: ignore[method-assign]
    window.settings.set_ruled_variant(ROYAL)
    dialog = OnlineDialog(online, window.settings, lambda: True, window)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, asked


def test_a_new_table_invites_up_to_three_friends_in_order_and_four_may_play_in_partnerships(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog, asked = dialog_signed_in(qtbot, tmp_path)
    second, third = dialog.more_friend_edits
    dialog.friend_edit.setText("@ann:example.org")
    second.setText("@ben:example.org")
    assert not dialog.partners_box.isEnabled()  # three at the table: no partnerships
    third.setText("@cy:example.org")
    assert dialog.partners_box.isEnabled()
    dialog.partners_box.setChecked(True)
    dialog.invite_button.click()
    ((variant, friends),) = asked
    assert friends == ["@ann:example.org", "@ben:example.org", "@cy:example.org"]
    assert variant.name == "royal" and variant.partnerships
    third.clear()
    dialog.invite_button.click()
    assert asked[-1][1] == ["@ann:example.org", "@ben:example.org"] and not asked[-1][0].partnerships
    second.setText("@ann:example.org")
    dialog.invite_button.click()
    assert len(asked) == 2 and "once" in dialog.status_label.text()
    second.setText("ben")
    dialog.invite_button.click()
    assert len(asked) == 2 and "@name:server" in dialog.status_label.text()


def test_partnerships_last_chosen_for_a_game_here_seat_no_online_table_unasked(qtbot: QtBot, tmp_path: Path) -> None:
    """Partnerships are the table's choice (the box, with three friends), not a rule kept from the last game here: a
    player who last played Royal in partnerships on this screen still invites one friend, and three without the box
    play each for themselves."""
    dialog, asked = dialog_signed_in(qtbot, tmp_path)
    dialog._settings.set_ruled_variant(PARTNERS)
    dialog.friend_edit.setText("@ann:example.org")
    dialog.invite_button.click()
    assert [(variant.name, variant.partnerships, friends) for variant, friends in asked] == [
        ("royal", False, ["@ann:example.org"])
    ], dialog.status_label.text()
    dialog.more_friend_edits[0].setText("@ben:example.org")
    dialog.more_friend_edits[1].setText("@cy:example.org")
    dialog.partners_box.setChecked(False)
    dialog.invite_button.click()
    assert len(asked) == 2 and not asked[-1][0].partnerships
    dialog.partners_box.setChecked(True)
    dialog.invite_button.click()
    assert len(asked) == 3 and asked[-1][0].partnerships


def test_original_is_not_offered_to_three(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, asked = dialog_signed_in(qtbot, tmp_path)
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("original"))
    dialog.friend_edit.setText("@ann:example.org")
    dialog.more_friend_edits[0].setText("@ben:example.org")
    dialog.invite_button.click()
    assert asked == [] and "not played by 3 players" in dialog.status_label.text()


def test_the_list_of_tables_shows_every_player_of_a_larger_table(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, _asked = dialog_signed_in(qtbot, tmp_path)
    dialog._show_tables(
        [
            TableEntry("!a:x", ("@ann:example.org",), invitation=True, your_move=False),
            TableEntry("!b:x", ("@ann:example.org", "@cy:example.org"), invitation=False, your_move=False),
            TableEntry("!c:x", FOUR[1:], invitation=False, your_move=True),
        ]
    )
    lines = [dialog.table_list.item(row).text() for row in range(dialog.table_list.count())]
    assert lines[0] == "ann invites you to a table (@ann:example.org)"
    assert lines[1] == "ann and cy: waiting for their moves (@ann:example.org, @cy:example.org)"
    assert lines[2].startswith("ben, cy and di: a move since yours (")


def test_a_table_that_cannot_be_joined_is_refused_in_the_match_s_own_sentence() -> None:
    refusal = UnplayableTable("The table is set for 3 players, but its maker seated 2.")
    assert _words(refusal) == "The table is set for 3 players, but its maker seated 2."
