"""Seat records: written readable by their owner alone, read back exactly, and a broken, foreign or huge file set
aside with its reason, never a traceback; the randomness a seed gives is the same every time, and each game's own."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from cassino_desktop.net.online_match import seat_randomness
from cassino_desktop.net.seat_files import (
    MAX_RECORD_BYTES,
    NoSeatRecord,
    SeatFiles,
    SeatRecord,
    SeatRecordError,
)

ROOM = "!table:localhost"
PLAYERS = ("@alice:localhost", "@bob:localhost", "@cy:localhost", "@di:localhost")


def record(room: str = ROOM, seat: int = 0) -> SeatRecord:
    return SeatRecord(
        room=room,
        seat=seat,
        seed=bytes(range(32)),
        players=PLAYERS[:2] if seat < 2 else PLAYERS,
        variant="royal",
        rules=(("sweeps", False),),
        group="abc123",
    )


def two_seat_record() -> dict[str, object]:
    """A record as this game wrote it when every table seated two (version 1)."""
    return {
        "version": 1,
        "room": ROOM,
        "seat": 0,
        "seed": bytes(range(32)).hex(),
        "me": "@alice:localhost",
        "friend": "@bob:localhost",
        "variant": "royal",
        "rules": {"sweeps": False},
        "group": "abc123",
    }


def test_a_record_is_written_for_its_owner_alone_and_read_back_exactly(tmp_path: Path) -> None:
    files = SeatFiles(tmp_path / "tables")
    path = files.write(record())
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert path.name == files.path_for(ROOM).name and ROOM not in path.name
    assert files.read(ROOM) == record()
    assert bytes(range(32)).hex() not in repr(record())  # the seed never goes to a log
    listing = files.listing()
    assert listing.records == (record(),) and listing.ignored == ()
    files.remove(ROOM)
    assert files.listing().records == ()
    with pytest.raises(NoSeatRecord, match="keeps no record"):
        files.read(ROOM)


def test_a_record_of_a_table_of_four_keeps_every_player_in_seat_order(tmp_path: Path) -> None:
    files = SeatFiles(tmp_path)
    four = record(seat=2)
    files.write(four)
    again = files.read(ROOM)
    assert again == four and again.players == PLAYERS
    assert again.me == "@cy:localhost" and again.others == ("@alice:localhost", "@bob:localhost", "@di:localhost")
    assert "@di:localhost" in repr(again) and bytes(range(32)).hex() not in repr(again)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_two_seat_record_of_version_1_is_still_read_with_both_players_in_their_seats(
    tmp_path: Path, seat: int
) -> None:
    files = SeatFiles(tmp_path)
    files.path_for(ROOM).parent.mkdir(parents=True, exist_ok=True)
    files.path_for(ROOM).write_text(json.dumps({**two_seat_record(), "seat": seat}), encoding="utf-8")
    files.path_for(ROOM).chmod(0o600)
    old = files.read(ROOM)
    assert old.me == "@alice:localhost" and old.others == ("@bob:localhost",)
    assert old.players[seat] == "@alice:localhost" and len(old.players) == 2
    assert old.seed == bytes(range(32)) and old.rules == (("sweeps", False),)
    files.write(old)
    assert json.loads(files.path_for(ROOM).read_text(encoding="utf-8"))["version"] == 2
    assert files.read(ROOM) == old


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"not json", "it is not JSON"),
        (b"\xff\xfe", "it is not text"),
        (b"[]", "exactly the fields"),
        (b"x" * (MAX_RECORD_BYTES + 1), "more than the 16384"),
        (json.dumps({**json.loads(record().to_json()), "seat": True}).encode(), "its seat is not a whole number"),
        (json.dumps({**json.loads(record().to_json()), "seat": 2}).encode(), "from 0 to 1"),
        (json.dumps({**json.loads(record().to_json()), "players": ["@a:x"]}).encode(), "list of 2 to 4"),
        (json.dumps({**json.loads(record().to_json()), "players": [*PLAYERS, "@e:x"]}).encode(), "list of 2 to 4"),
        (json.dumps({**json.loads(record().to_json()), "seed": "00"}).encode(), "its seed is not 32 bytes"),
        (json.dumps({**json.loads(record().to_json()), "version": 3}).encode(), "version this game does not read"),
        (json.dumps({**json.loads(record().to_json()), "version": True}).encode(), "version this game does not read"),
        (json.dumps({**json.loads(record().to_json()), "version": 1}).encode(), "exactly the fields"),
        (json.dumps({**json.loads(record().to_json()), "players": [PLAYERS[0]] * 2}).encode(), "same player twice"),
        (json.dumps({**two_seat_record(), "friend": "@alice:localhost"}).encode(), "same player twice"),
        (json.dumps({**two_seat_record(), "seat": 2}).encode(), "its seat is not 0 or 1"),
        (json.dumps({**json.loads(record().to_json()), "rules": {"a": [1]}}).encode(), "not a name with a plain"),
    ],
)
def test_a_broken_or_huge_record_is_set_aside_with_its_reason(tmp_path: Path, content: bytes, reason: str) -> None:
    files = SeatFiles(tmp_path)
    files.write(record("!other:localhost"))
    files.path_for(ROOM).write_bytes(content)
    with pytest.raises(SeatRecordError, match=reason):
        files.read(ROOM)
    listing = files.listing()
    assert listing.records == (record("!other:localhost"),)
    (ignored,) = listing.ignored
    assert ignored.path == files.path_for(ROOM) and reason in ignored.reason


def test_a_record_under_another_room_s_name_and_a_link_are_set_aside(tmp_path: Path) -> None:
    files = SeatFiles(tmp_path)
    files.write(record("!other:localhost"))
    os.replace(files.path_for("!other:localhost"), files.path_for(ROOM))
    with pytest.raises(SeatRecordError, match="of another room"):
        files.read(ROOM)
    assert "not named for its room" in files.listing().ignored[0].reason
    os.unlink(files.path_for(ROOM))
    os.symlink("/dev/zero", files.path_for(ROOM))
    with pytest.raises(SeatRecordError, match="set aside"):
        files.read(ROOM)


def test_a_seed_gives_the_same_bytes_every_time_and_each_game_its_own() -> None:
    seed = bytes(range(32))
    first, again, other_game = seat_randomness(seed, 0), seat_randomness(seed, 0), seat_randomness(seed, 1)
    drawn = [first(32), first(7), first(1)]
    assert [again(32), again(7), again(1)] == drawn
    assert other_game(32) != drawn[0] and seat_randomness(bytes(32), 0)(32) != drawn[0]
    assert len(set(drawn)) == 3
