"""Whole matches through a real homeserver: two ``OnlineMatch``es play every game of a match in one room, verify each,
agree on the results and tell a window only what it may show; a side killed at any moment and resumed from its seat
record and stored credentials carries on with every move in the room exactly once; a restart of the server loses
nothing; a record that is not the table's, a broken record, and a table this build does not play are refused in
words."""

from __future__ import annotations

import asyncio
import os
import random
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from homeserver import Account, Homeserver
from match_helpers import (
    Side,
    after_own_moves,
    armed_then,
    check_against_the_truth,
    check_the_room,
    drive,
    final_changes,
    is_hello,
    is_move,
    live,
    logged_in,
    on_change,
    on_send,
    restarted,
)
from table_helpers import TABLE, TEST_GROUP

from cassino_desktop.engine import ADVANCED, ORIGINAL, ROYAL, Variant
from cassino_desktop.net.events import Hello, chain_start, event_content
from cassino_desktop.net.matrix_link import Limits, compact_size
from cassino_desktop.net.online_match import (
    Dealt,
    Faulted,
    GameVerified,
    MatchOver,
    OnlineMatch,
    RecordMismatch,
    UnplayableTable,
    seat_randomness,
)
from cassino_desktop.net.online_table import OnlineTable
from cassino_desktop.net.seat_files import SeatRecord
from cassino_desktop.net.sra import MODP_2048


async def seat_two(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path, variant: Variant, seed: int
) -> tuple[Side, Side, OnlineMatch, OnlineMatch]:
    host_side = Side(register("host"), tmp_path / "host", random.Random(seed))
    guest_side = Side(register("guest"), tmp_path / "guest", random.Random(seed + 1))
    host_link = await logged_in(homeserver, host_side)
    guest_link = await logged_in(homeserver, guest_side)
    host = await OnlineMatch.host(host_link, host_side.files, variant, guest_link.user_id, group=TEST_GROUP)
    guest = await OnlineMatch.join(guest_link, guest_side.files, host.room, group=TEST_GROUP)
    return host_side, guest_side, host, guest


# ------------------------------------------------------------------ whole matches


def test_every_event_of_a_table_in_the_published_group_fits_what_the_link_carries() -> None:
    tables = [
        OnlineTable.create(ORIGINAL, seat, table=TABLE, group=MODP_2048, randomness=seat_randomness(bytes(32), seat))
        for seat in range(2)
    ]
    hellos = [tables[0].outgoing(), tables[1].outgoing()]
    first = tables[0].receive(1, hellos[1][0])  # seat 0's shuffle
    assert tables[1].receive(0, hellos[0][0]) == []
    second = tables[1].receive(0, first[0])  # seat 1's shuffle
    last = tables[0].receive(1, second[0])  # seat 0's relock, and its first keys
    sizes = [compact_size(content) for content in [*hellos[0], *hellos[1], *first, *second, *last]]
    assert all(size is not None and size <= Limits().max_content_bytes for size in sizes)
    assert max(size or 0 for size in sizes) > 16_384  # a round of the deck: the largest event there is


@pytest.mark.parametrize(("variant", "seed"), [(ROYAL, 3), (ADVANCED, 11)])
def test_two_seats_play_a_whole_match_verify_every_game_and_agree(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path, variant: Variant, seed: int
) -> None:
    async def run() -> None:
        host_side, guest_side, host, guest = await seat_two(homeserver, register, tmp_path, variant, seed)
        path = host_side.files.path_for(host.room)
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
        assert stat.S_IMODE(os.stat(guest_side.files.path_for(host.room)).st_mode) == 0o600
        await asyncio.gather(drive(host, host_side), drive(guest, guest_side))
        assert host.fault is None and guest.fault is None
        assert host.match_over and guest.match_over
        assert host.results == guest.results and len(host.results) >= 2
        for side, match in ((host_side, host), (guest_side, guest)):
            kinds = [type(change) for change in side.lives[0]]
            assert kinds.count(Dealt) == kinds.count(GameVerified) == len(match.results)
            assert kinds[-1] is MatchOver and Faulted not in kinds
            check_against_the_truth(side, match.seat)
            assert not side.files.path_for(match.room).exists()  # the record goes with the match
        assert [c.deck for c in final_changes(host_side)] == [c.deck for c in final_changes(guest_side)]
        await check_the_room(host, (host.record.me, guest.record.me), final_changes(host_side))
        (over,) = [change for change in host_side.lives[0] if isinstance(change, MatchOver)]
        assert over.winner is not None and max(over.totals) >= 21
        await host.link.close()
        await guest.link.close()

    asyncio.run(run())


# ------------------------------------------------------------------ the app killed, and started again


def test_a_side_killed_at_any_moment_resumes_and_the_match_finishes_with_every_move_once(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        host_side, guest_side, host, guest = await seat_two(homeserver, register, tmp_path, ROYAL, 5)
        host_deaths = [
            on_change(Dealt, 0),  # after the deal
            after_own_moves(3),  # mid-game, after a send
            armed_then(on_send(is_move, landed=False)),  # between play() and its send
            on_change(GameVerified, 0),  # between games
        ]
        guest_deaths = [
            after_own_moves(2),
            armed_then(on_send(is_move, landed=True)),  # the move sent, the app dead before it knew
            armed_then(on_send(is_hello, landed=False)),  # before the next game's first event
        ]
        host, guest = await asyncio.gather(live(host, host_side, host_deaths), live(guest, guest_side, guest_deaths))
        assert len(host_side.lives) == len(host_deaths) + 1 and len(guest_side.lives) == len(guest_deaths) + 1
        assert host.fault is None and guest.fault is None and host.match_over and guest.match_over
        assert host.results == guest.results
        for side, match in ((host_side, host), (guest_side, guest)):
            assert isinstance(side.lives[-1][-1], MatchOver)
            assert len(final_changes(side)) == len(match.results)  # a resumed match reports every game again
            check_against_the_truth(side, match.seat)
            assert not side.files.path_for(match.room).exists()
        await check_the_room(host, (host.record.me, guest.record.me), final_changes(host_side))
        await host.link.close()
        await guest.link.close()

    asyncio.run(run())


def test_a_restart_of_the_server_mid_game_loses_nothing(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        host_side, guest_side, host, guest = await seat_two(homeserver, register, tmp_path, ORIGINAL, 8)
        restarted_once: list[bool] = []

        async def restart_mid_game() -> None:
            while host.moves_in_room() < 12:
                await asyncio.sleep(0.05)
            await asyncio.to_thread(homeserver.stop)
            await asyncio.sleep(1.0)
            homeserver.start()  # on this thread: the server dies with the thread that started it
            restarted_once.append(True)

        await asyncio.gather(drive(host, host_side), drive(guest, guest_side), restart_mid_game())
        assert restarted_once and host.fault is None and guest.fault is None
        assert host.match_over and guest.match_over and host.results == guest.results
        await check_the_room(host, (host.record.me, guest.record.me), final_changes(host_side))
        await host.link.close()
        await guest.link.close()

    asyncio.run(run())


# ------------------------------------------------------------------ refused in words


def test_a_record_of_another_seed_is_refused_as_not_the_table_s(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        host_side, guest_side, host, guest = await seat_two(homeserver, register, tmp_path, ORIGINAL, 4)
        await asyncio.gather(drive(host, host_side, after_own_moves(2)), drive(guest, guest_side, after_own_moves(2)))
        record = guest_side.files.read(guest.room)
        forged = SeatRecord(**{**record.__dict__, "seed": bytes(32)})
        guest_side.files.write(forged)
        await guest.link.close()
        link = await restarted(guest_side)
        with pytest.raises(RecordMismatch, match="does not match the table"):
            await OnlineMatch.resume(link, guest_side.files, guest.room, group=TEST_GROUP)
        guest_side.files.write(record)
        again = await OnlineMatch.resume(link, guest_side.files, guest.room, group=TEST_GROUP)
        assert again.fault is None and again.moves_in_room() == guest.moves_in_room()
        await link.close()
        await host.link.close()

    asyncio.run(run())


def test_a_table_whose_hello_names_a_variant_not_played_online_is_refused_in_words(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        host_side = Side(register("host"), tmp_path / "host", random.Random(1))
        guest_side = Side(register("guest"), tmp_path / "guest", random.Random(2))
        host_link = await logged_in(homeserver, host_side)
        guest_link = await logged_in(homeserver, guest_side)
        room = await host_link.create_table(guest_link.user_id)
        hello = Hello("clearance", (), 2, 1, 0, TEST_GROUP.fingerprint)
        await host_link.send(room, event_content(0, chain_start(f"{room} game 0", 0), hello))
        with pytest.raises(UnplayableTable, match="'clearance', which this game does not play online"):
            await OnlineMatch.join(guest_link, guest_side.files, room, group=TEST_GROUP)
        assert guest_side.files.listing().records == ()  # nothing kept of a table not sat at
        await host_link.close()
        await guest_link.close()

    asyncio.run(run())
