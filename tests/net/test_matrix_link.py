"""The transport of online tables against a real homeserver (Synapse, started by ``conftest.py``): a table is made,
its friend invited and seated, the game's events go both ways in order, and nothing is lost or doubled when an app
closes, when the server restarts, or when someone who is not a player posts in the room."""

from __future__ import annotations

import asyncio
import gc
import os
import stat
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from homeserver import Account, Homeserver
from nio.client.async_client import AsyncClient

from cassino_desktop.net.credentials import CREDENTIALS_FILE_NAME, CredentialStore
from cassino_desktop.net.matrix_link import (
    GAME_EVENT_TYPE,
    ContentRefused,
    EventNotFound,
    HomeserverUnreachable,
    Limits,
    LoginRefused,
    MatrixLink,
    NotATable,
    ReceivedEvent,
    ServerRefused,
)

QUICK = Limits(request_timeout=10.0, retry_for=30.0)


@pytest.fixture
def links() -> Iterator[Callable[..., MatrixLink]]:
    """Make links that are closed after the test, whatever it did."""
    made: list[MatrixLink] = []

    def make(limits: Limits = QUICK, store: CredentialStore | None = None) -> MatrixLink:
        link = MatrixLink(limits, store)
        made.append(link)
        return link

    yield make
    for link in made:
        link.close()


def logged_in(make: Callable[..., MatrixLink], homeserver: Homeserver, account: Account, **kwargs: Any) -> MatrixLink:
    link = make(**kwargs)
    name, _user_id, password = account
    link.login(homeserver.url, name, password)
    return link


def seated(
    make: Callable[..., MatrixLink],
    homeserver: Homeserver,
    register: Callable[[str], Account],
    host_account: Account | None = None,
) -> tuple[MatrixLink, MatrixLink, str]:
    """Two players at a new table: (the one who made it, the friend, the room)."""
    host = logged_in(make, homeserver, host_account or register("host"))
    friend_account = register("friend")
    friend = logged_in(make, homeserver, friend_account)
    room = host.create_table(friend_account[1])
    friend.accept(room)
    return host, friend, room


def as_user(homeserver: Homeserver, account: Account, action: Callable[[AsyncClient], Any]) -> Any:
    """Do something with a plain Matrix client, as a user of any client could: what the link must live with."""

    async def run() -> Any:
        client = AsyncClient(homeserver.url, account[0])
        try:
            await client.login(account[2])
            outcome = await action(client)
            assert type(outcome).__name__.endswith("Response"), outcome
            return outcome
        finally:
            await client.close()

    return asyncio.run(run())


def contents(events: list[ReceivedEvent]) -> list[dict[str, Any]]:
    return [event.content for event in events]


# ------------------------------------------------------------------ accounts


def test_a_login_keeps_the_token_in_a_file_only_its_owner_reads_and_never_the_password(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink], data_folder: Path
) -> None:
    account = register("alice")
    store = CredentialStore(data_folder, keyring=None)
    credentials = logged_in(links, homeserver, account, store=store).login(homeserver.url, account[0], account[2])
    path = data_folder / CREDENTIALS_FILE_NAME
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    text = path.read_text(encoding="utf-8")
    assert account[2] not in text and credentials.access_token in text
    assert account[2] not in repr(credentials) and credentials.access_token not in repr(credentials)
    assert store.load() == credentials
    again = links()
    again.restore(credentials)
    assert again.user_id == account[1]


def test_a_wrong_password_and_a_revoked_token_are_refused_in_words(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    name, _user_id, password = register("alice")
    with pytest.raises(LoginRefused, match="refused the login"):
        links().login(homeserver.url, name, password + "x")
    credentials = links().login(homeserver.url, name, password)
    as_user(homeserver, (name, _user_id, password), lambda client: client.logout(all_devices=True))
    with pytest.raises(LoginRefused, match="no longer accepts"):
        links().restore(credentials)


def open_sessions() -> list[aiohttp.ClientSession]:
    return [thing for thing in gc.get_objects() if isinstance(thing, aiohttp.ClientSession) and not thing.closed]


def test_a_server_nobody_answers_at_is_named_in_words_within_the_bound(links: Callable[..., MatrixLink]) -> None:
    from homeserver import free_port

    link = links(Limits(request_timeout=1.0, retry_for=0.5))
    with pytest.raises(HomeserverUnreachable, match="could not be reached to log in") as failed:
        link.login(f"http://127.0.0.1:{free_port()}", "alice", "secret")
    assert failed.traceback and open_sessions() == []  # the failed attempt's connection is closed, not left open
    with pytest.raises(HomeserverUnreachable, match="is not a homeserver's address"):
        link.login("matrix.example.org", "alice", "secret")


# ------------------------------------------------------------------ tables


def test_a_table_is_made_its_friend_invited_and_seated(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host_account, friend_account = register("host"), register("friend")
    host = logged_in(links, homeserver, host_account)
    friend = logged_in(links, homeserver, friend_account)
    room = host.create_table(friend_account[1])
    (invitation,) = friend.pending_invitations()
    assert (invitation.room_id, invitation.inviter) == (room, host_account[1])
    assert "Cassino" in invitation.name
    friend.accept(room)
    assert friend.pending_invitations() == []
    for link in (host, friend):
        (table,) = link.open_tables()
        assert table.room_id == room
        assert table.players == (host_account[1], friend_account[1])
        assert table.last_event is None
    host.send(room, {"the": "last event"})
    host.leave(room)  # the match is over: the host gets up, the friend may still read the room
    assert host.open_tables() == []
    (event,) = friend.history(room)
    assert event.content == {"the": "last event"}


def test_a_table_for_four_seats_its_friends_in_the_order_they_were_invited(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    accounts = [register(role) for role in ("host", "cy", "ann", "bo")]
    host, *friends = [logged_in(links, homeserver, account) for account in accounts]
    ids = [account[1] for account in accounts]
    room = host.create_table(ids[1:])
    for number, friend in enumerate(friends, 1):
        (invitation,) = friend.pending_invitations()
        assert invitation.room_id == room and invitation.inviter == ids[0]
        friend.accept(room)
        friend.send(room, {"seat": number})
    for link in (host, *friends):
        (table,) = link.open_tables()
        assert table.players == tuple(ids), "the maker first, then its friends as it invited them"
    assert [(event.sender, event.content) for event in host.history(room)] == [
        (ids[number], {"seat": number}) for number in (1, 2, 3)
    ]
    with pytest.raises(ServerRefused, match="one to 3 different friends"):
        host.create_table([ids[1], ids[1]])
    with pytest.raises(ServerRefused, match="one to 3 different friends"):
        host.create_table([*ids[1:], "@someone:localhost"])


def test_a_room_that_is_not_a_table_is_neither_offered_nor_read(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    other, player_account = register("other"), register("player")
    player = logged_in(links, homeserver, player_account)
    rooms: list[str] = []

    async def chat_room(client: AsyncClient) -> Any:
        response = await client.room_create(name="Just a chat", invite=[player_account[1]])
        rooms.append(response.room_id)
        return response

    as_user(homeserver, other, chat_room)
    assert player.pending_invitations() == []
    with pytest.raises(NotATable):
        player.accept(rooms[0])
    assert player.open_tables() == []
    assert rooms[0] not in as_user(homeserver, player_account, lambda client: client.joined_rooms()).rooms
    with pytest.raises(NotATable):
        player.history(rooms[0])


# ------------------------------------------------------------------ events


def test_events_go_both_ways_and_arrive_in_order(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host, friend, room = seated(links, homeserver, register)
    assert friend.wait(room, None, timeout=0.2) == []
    known: dict[MatrixLink, str | None] = {host: None, friend: None}
    for step in range(9):
        mover = (host, friend)[step % 2]
        if step:
            arrived = mover.wait(room, known[mover], timeout=10)
            assert contents(arrived) == [{"step": step - 1}]
            assert arrived[0].sender != mover.user_id
        known[mover] = mover.send(room, {"step": step})
    sent = [{"step": step} for step in range(9)]
    for link in (host, friend):
        history = link.history(room)
        assert contents(history) == sent
        assert [event.sender for event in history] == [host.user_id, *([friend.user_id, host.user_id] * 4)]
        stamps = [event.origin_server_ts for event in history]
        assert stamps == sorted(stamps)
    assert host.open_tables()[0].last_event == friend.history(room)[-1]


def test_a_wait_with_nothing_new_ends_empty_and_an_unknown_event_is_named(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host, friend, room = seated(links, homeserver, register)
    first = host.send(room, {"step": 1})
    assert friend.wait(room, first, timeout=0.3) == []
    with pytest.raises(EventNotFound):
        friend.wait(room, "$not-an-event", timeout=0.3)


def test_a_wait_longer_than_one_request_s_timeout_is_one_long_poll_not_a_failure(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host_account = register("host")
    host, friend, room = seated(links, homeserver, register, host_account)
    first = host.send(room, {"step": 0})
    patient = logged_in(links, homeserver, host_account, limits=Limits(request_timeout=1.0, retry_for=0.5))
    assert patient.wait(room, None, timeout=0) != []  # the table is read before the long wait begins
    answered = threading.Thread(target=lambda: (time.sleep(1.5), friend.send(room, {"step": 1})))
    answered.start()
    try:
        arrived = patient.wait(room, first, timeout=8)
    finally:
        answered.join()
    assert contents(arrived) == [{"step": 1}]


def test_a_new_client_from_the_stored_credentials_reads_every_event_once(
    homeserver: Homeserver,
    register: Callable[[str], Account],
    links: Callable[..., MatrixLink],
    data_folder: Path,
) -> None:
    host_account, friend_account = register("host"), register("friend")
    store = CredentialStore(data_folder, keyring=None)
    host = logged_in(links, homeserver, host_account, store=store)
    friend = logged_in(links, homeserver, friend_account)
    room = host.create_table(friend_account[1])
    friend.accept(room)
    ids = [host.send(room, {"step": 0})]
    assert friend.wait(room, ids[0], timeout=0.2) == []  # it is the last one: nothing follows yet
    host.close()
    for step in range(1, 6):
        ids.append(friend.send(room, {"step": step}))
    credentials = store.load()
    assert credentials is not None
    back = links()
    back.restore(credentials)
    history = back.history(room)
    assert [event.event_id for event in history] == ids
    assert contents(history) == [{"step": step} for step in range(6)]
    assert [event.event_id for event in back.wait(room, ids[2], timeout=5)] == ids[3:]
    assert back.wait(room, ids[-1], timeout=0.2) == []


def test_the_link_rides_out_a_restart_of_the_server_and_loses_nothing(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host, friend, room = seated(links, homeserver, register)
    ids = [host.send(room, {"step": 0})]
    assert friend.wait(room, ids[0], timeout=0.2) == []
    homeserver.stop()
    sent: list[str] = []
    sending = threading.Thread(target=lambda: sent.extend([host.send(room, {"step": 1}), host.send(room, {"step": 2})]))
    sending.start()  # retried until the server is back
    try:
        time.sleep(1.0)
    finally:
        homeserver.start()
        sending.join()
    ids += sent
    arrived = friend.wait(room, ids[0], timeout=10)
    arrived += friend.wait(room, arrived[-1].event_id, timeout=10) if len(arrived) < 2 else []
    assert [event.event_id for event in arrived] == ids[1:]
    assert [event.event_id for event in friend.history(room)] == ids


def test_a_server_down_for_longer_than_the_bound_is_named_and_the_move_can_be_sent_again(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host_account = register("host")
    impatient = logged_in(links, homeserver, host_account, limits=Limits(request_timeout=2.0, retry_for=0.5))
    patient, friend, room = seated(links, homeserver, register, host_account)
    homeserver.stop()
    try:
        with pytest.raises(HomeserverUnreachable, match=r"could not be reached to send a move .*may be down"):
            impatient.send(room, {"step": 1})
    finally:
        homeserver.start()
    sent = patient.send(room, {"step": 1})
    assert [event.event_id for event in friend.history(room)] == [sent]


def test_events_of_anyone_but_the_two_players_are_ignored(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host_account, intruder = register("host"), register("intruder")
    host, friend, room = seated(links, homeserver, register, host_account)
    as_user(homeserver, host_account, lambda client: client.room_invite(room, intruder[1]))
    as_user(homeserver, intruder, lambda client: client.join(room))
    first = host.send(room, {"step": 0})
    as_user(
        homeserver,
        intruder,
        lambda client: client.room_send(room, GAME_EVENT_TYPE, {"step": "forged"}),
    )
    second = friend.send(room, {"step": 1})
    for link in (host, friend):
        assert [event.event_id for event in link.history(room)] == [first, second]
    assert [event.event_id for event in host.wait(room, first, timeout=5)] == [second]


def test_a_huge_event_is_refused_when_sent_and_when_received(
    homeserver: Homeserver, register: Callable[[str], Account], links: Callable[..., MatrixLink]
) -> None:
    host_account, friend_account = register("host"), register("friend")
    host = logged_in(links, homeserver, host_account)
    friend = logged_in(links, homeserver, friend_account)
    room = host.create_table(friend_account[1])
    friend.accept(room)
    huge = {"padding": "x" * 40_000}
    with pytest.raises(ContentRefused, match="over the limit"):
        host.send(room, huge)
    first = host.send(room, {"step": 0})
    as_user(homeserver, friend_account, lambda client: client.room_send(room, GAME_EVENT_TYPE, huge))
    second = friend.send(room, {"step": 1})
    assert [event.event_id for event in host.history(room)] == [first, second]
    assert [event.event_id for event in host.wait(room, first, timeout=5)] == [second]
