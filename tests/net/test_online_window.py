"""Two windows play each other through a real homeserver, as two friends at two computers would.

Each window is the real ``MainWindow`` with its own settings and data folder, its online table opened as
Game ▸ Play online opens it: Ann signs in through the dialog and invites Ben; Ben signs in, sees the invitation
in his list of tables and sits down. Then each plays its first legal move whenever the window says it is its
turn. Ann's app quits in the middle of the game; started again, it signs in with the key it kept, lists the table
and takes the game up where it stood. The game is played to its end, checked on both sides, and the next game of
the match is dealt. Three windows play a game of Royal too: Ann invites Ben and Cy, each sits where the invitation
order puts them, every seat carries its player's name, and every window checks the same deal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from homeserver import Account, Homeserver
from online_windows import NETWORK_MS, fill_in_account, window_of
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from window_helpers import first_legal

from cassino_desktop.engine import variant_named
from cassino_desktop.net.matrix_link import MatrixLink
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.online.online_dialog import OnlineDialog


def signed_in_dialog(qtbot: QtBot, window: MainWindow, homeserver: Homeserver, account: Account) -> OnlineDialog:
    """Game ▸ Play online's dialog, signed in through its fields as a player would."""
    online = window.online_table()
    dialog = OnlineDialog(online, window.settings, window.deals.leave_for_online, window)
    qtbot.addWidget(dialog)
    dialog.show()
    name, user_id, password = account
    fill_in_account(dialog, homeserver.url, name, password)
    with qtbot.waitSignal(online.worker.tablesRead, timeout=NETWORK_MS):
        dialog.sign_in_button.click()
    assert dialog.signed_in_label.text() == f"Signed in as {user_id}."
    assert dialog.password_edit.text() == ""  # the password is not kept, not even in the field
    qtbot.waitUntil(lambda: not dialog._busy, timeout=NETWORK_MS)  # the worker's "done" may come after the list
    return dialog


def playing(window: MainWindow) -> bool:
    return window.session.online and window.controller.started


def seated_pair(
    qtbot: QtBot,
    homeserver: Homeserver,
    ann_account: Account,
    ben_account: Account,
    tmp_path: Path,
    variant: str = "advanced",
) -> tuple[MainWindow, MainWindow]:
    """Ann invites Ben through Play online's dialog, Ben sits down from his list of tables: both windows, dealt."""
    ann, ben = window_of(qtbot, tmp_path / "ann"), window_of(qtbot, tmp_path / "ben")
    ann.settings.set_ruled_variant(variant_named(variant))

    ann_dialog = signed_in_dialog(qtbot, ann, homeserver, ann_account)
    ann_dialog.friend_edit.setText(ben_account[1])
    assert ann_dialog.variant_combo.currentData() == variant
    with qtbot.waitSignal(ann_dialog.finished, timeout=NETWORK_MS):
        ann_dialog.invite_button.click()

    ben_dialog = signed_in_dialog(qtbot, ben, homeserver, ben_account)
    assert ben_dialog.table_list.count() == 1
    assert "invites you" in ben_dialog.table_list.item(0).text()
    with qtbot.waitSignal(ben_dialog.finished, timeout=NETWORK_MS):
        ben_dialog.take_up_button.click()

    qtbot.waitUntil(lambda: playing(ann) and playing(ben), timeout=NETWORK_MS)
    return ann, ben


def test_two_windows_play_a_game_of_the_match_through_the_homeserver(
    qtbot: QtBot, homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    ann_account, ben_account = register("ann"), register("ben")
    ann, ben = seated_pair(qtbot, homeserver, ann_account, ben_account, tmp_path)
    for window, friend in ((ann, "ben"), (ben, "ann")):
        names = window.session.seat_names
        assert names[window.controller.at_screen] == "You"
        assert friend in names[1 - window.controller.at_screen]
    shown_hands = [w.session.state.hands[w.controller.at_screen] for w in (ann, ben)]
    online = [window.controller.online for window in (ann, ben)]
    qtbot.waitUntil(lambda: all(o is not None and 0 in o.deal_codes for o in online), timeout=NETWORK_MS)
    (code,) = {o.deal_codes[0] for o in online if o is not None}  # one deal on both screens: nobody sat between
    assert all(o is not None and code in o.deal_words() for o in online)  # Game ▸ Fair deal shows it

    moves = play(qtbot, ann, ben, until=10)
    qtbot.waitUntil(lambda: settled(ann, ben), timeout=NETWORK_MS)  # the last move has come back to both
    ann_hand = ann.session.state.hands[ann.controller.at_screen]
    ann.close()  # Ann's app quits in the middle of the game, and she starts it again
    ann = window_of(qtbot, tmp_path / "ann")
    online = ann.online_table()
    # Listened to before the dialog is made: making it signs in with the key kept from before (no password asked)
    # and lists the tables on the worker's thread, which may have listed them before the dialog is shown.
    with qtbot.waitSignal(online.worker.tablesRead, timeout=NETWORK_MS):
        again = OnlineDialog(online, ann.settings, ann.deals.leave_for_online, ann)
        qtbot.addWidget(again)
        again.show()
    qtbot.waitUntil(lambda: not again._busy, timeout=NETWORK_MS)
    assert again.table_list.count() == 1 and "ben" in again.table_list.item(0).text()
    with qtbot.waitSignal(again.finished, timeout=NETWORK_MS):
        again.take_up_button.click()
    qtbot.waitUntil(lambda: playing(ann), timeout=NETWORK_MS)
    assert ann.session.state.hands[ann.controller.at_screen] == ann_hand
    assert ann.session.state.table == ben.session.state.table
    assert ann.session.state.to_move == ben.session.state.to_move

    moves += play(qtbot, ann, ben)
    for window in (ann, ben):
        qtbot.waitUntil(lambda w=window: 0 in w.controller.online.verified, timeout=NETWORK_MS)
    assert [str(m) for m in ben.session.current_moves] == [str(m) for m in ann.controller.online.verified[0].moves]
    assert moves == len(ben.session.current_moves)  # every move once: none lost, none doubled by the restart
    ann_result, ben_result = ann.session.match.results[-1], ben.session.match.results[-1]
    assert ann_result == ben_result
    verified = ann.controller.online.verified[0]
    assert verified == ben.controller.online.verified[0]  # the true deal, the same on both sides
    for window, shown in zip((ann, ben), shown_hands, strict=True):  # each saw its true hand, face up, from the deal
        assert verified.opening.hands[window.controller.at_screen] == shown
    true_end = verified.opening
    for move in verified.moves:
        true_end = true_end.apply(move)
    assert true_end.result() == ann_result

    for window in (ann, ben):  # the next game of the match, dealt at the table
        qtbot.waitUntil(lambda w=window: w.controller.game_over.dialog is not None, timeout=NETWORK_MS)
        window.controller.game_over.dialog.accept()
    qtbot.waitUntil(lambda: not ann.session.state.over and not ben.session.state.over, timeout=NETWORK_MS)
    assert ann.session.match.game_number == 1 == ben.session.match.game_number
    for window in (ann, ben):
        window.close()


def play(qtbot: QtBot, ann: MainWindow, ben: MainWindow, until: int | None = None) -> int:
    """Each plays its first legal move whenever its window says it is its turn: ``until`` so many, or to the end."""
    moves = 0
    while not (ann.session.state.over and ben.session.state.over) and (until is None or moves < until):
        qtbot.waitUntil(
            lambda: ann.controller.my_turn or ben.controller.my_turn or both_over(ann, ben), timeout=NETWORK_MS
        )
        for window in (ann, ben):
            if window.controller.my_turn:
                window.session.apply(first_legal(window.session.state))
                moves += 1
        QApplication.processEvents()
    return moves


def settled(ann: MainWindow, ben: MainWindow) -> bool:
    """No move is on its way to the table, and both windows have played the moves it holds.

    A move played at the screen changes the window's position only when the table hands it back.
    """
    both = (ann.session, ben.session)
    played = [[str(move) for move in session.current_moves] for session in both]
    return all(session.move_sent is None for session in both) and played[0] == played[1]


def both_over(ann: MainWindow, ben: MainWindow) -> bool:
    return ann.session.state.over and ben.session.state.over


def test_a_forged_event_stops_the_table_and_the_window_says_who_sent_it(
    qtbot: QtBot, homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    ann_account, ben_account = register("ann"), register("ben")
    ann, ben = seated_pair(qtbot, homeserver, ann_account, ben_account, tmp_path)
    online = ann.controller.online
    assert online is not None and online.seated is not None
    forger = MatrixLink()  # Ben's account on another program, sending what no game has
    try:
        forger.login(homeserver.url, ben_account[0], ben_account[2])
        forger.send(online.seated.room, {"cassino": 1, "kind": "move", "n": 99, "prev": "0" * 64, "move": "x"})
    finally:
        forger.close()
    qtbot.waitUntil(lambda: online.fault_box is not None, timeout=NETWORK_MS)
    box = online.fault_box
    assert box is not None and box.isVisible()
    assert box.text().startswith(f"The online game stopped: {ben_account[0]} sent something that is no part of")
    assert not ann.controller.my_turn  # the table takes no more moves
    for window in (ann, ben):
        window.close()


def test_a_match_over_leaves_the_players_lists_of_tables(
    qtbot: QtBot, homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    ann_account, ben_account = register("ann"), register("ben")
    ann, ben = seated_pair(qtbot, homeserver, ann_account, ben_account, tmp_path, variant="original")  # one game
    play(qtbot, ann, ben)
    for window in (ann, ben):
        online = window.controller.online
        assert online is not None
        qtbot.waitUntil(lambda o=online: o.match_over, timeout=NETWORK_MS)
        assert 0 in online.verified and window.session.match.is_over()
        with qtbot.waitSignal(online.worker.tablesRead, timeout=NETWORK_MS) as listed:
            online.worker.read_tables()
        assert listed.args == [[]]  # nothing to take up: the match is over, its record and its seat gone
    for window in (ann, ben):
        window.close()


def test_three_windows_play_a_game_through_the_homeserver_each_seat_named(
    qtbot: QtBot, homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    accounts = [register(name) for name in ("ann", "ben", "cy")]
    windows = [window_of(qtbot, tmp_path / name) for name in ("ann", "ben", "cy")]
    ann, ben, cy = windows
    ann.settings.set_ruled_variant(variant_named("royal"))
    ann_dialog = signed_in_dialog(qtbot, ann, homeserver, accounts[0])
    ann_dialog.friend_edit.setText(accounts[1][1])
    ann_dialog.more_friend_edits[0].setText(accounts[2][1])
    with qtbot.waitSignal(ann_dialog.finished, timeout=NETWORK_MS):
        ann_dialog.invite_button.click()
    for window, account in ((cy, accounts[2]), (ben, accounts[1])):  # the second friend sits down first
        dialog = signed_in_dialog(qtbot, window, homeserver, account)
        assert dialog.table_list.count() == 1 and "invites you" in dialog.table_list.item(0).text()
        with qtbot.waitSignal(dialog.finished, timeout=NETWORK_MS):
            dialog.take_up_button.click()
    qtbot.waitUntil(lambda: all(playing(window) for window in windows), timeout=NETWORK_MS)
    for seat, window in enumerate(windows):
        assert window.controller.at_screen == seat, "each sits where the invitation order puts it"
        names = window.session.seat_names
        assert [name for s, name in enumerate(names) if s != seat] == [
            account[0] for s, account in enumerate(accounts) if s != seat
        ]
    leader = ann.session.state.to_move
    assert leader == 0 and ben.controller._prompt_words() == f"Waiting for {accounts[0][0]}…"

    moves = 0
    while not all(window.session.state.over for window in windows):
        qtbot.waitUntil(
            lambda: any(w.controller.my_turn for w in windows) or all(w.session.state.over for w in windows),
            timeout=NETWORK_MS,
        )
        for window in windows:
            if window.controller.my_turn:
                window.session.apply(first_legal(window.session.state))
                moves += 1
        QApplication.processEvents()
    for window in windows:
        qtbot.waitUntil(lambda w=window: 0 in w.controller.online.verified, timeout=NETWORK_MS)
    verified = ann.controller.online.verified[0]
    assert all(window.controller.online.verified[0] == verified for window in windows)
    assert moves == len(verified.moves) and verified.opening.players == 3
    assert len({window.session.match.results[-1] for window in windows}) == 1
    assert all(len(window.session.score_names) == 3 for window in windows)
    assert f"you, {accounts[1][0]} and {accounts[2][0]} each shuffled" in ann.controller.online.deal_words()
    for window in windows:
        window.close()
