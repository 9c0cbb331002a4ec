"""What this computer keeps of each online match it sits at, so that the match goes on after the app is killed.

An online table's events are made from a seat's secrets (its keys, its shuffles), and the room holds only what was
sent. A seat record keeps the one secret they all come from, a 32-byte seed (``online_match.seat_randomness``),
with the room, the seat, every player in seat order and the table's terms: enough to make every event of the match
again, check them against the room, and send those the room lacks. It is written before the seat's first event is sent,
readable by its owner alone (``private_files.py``), one file per room named by the room's hash, and removed once
the match is over and verified. Reading is strict and bounded: a broken or foreign file is set aside with its
reason, never a traceback.

A record of version 2 names every player in seat order (``players``, two to four). A record of version 1, written
when a table seated two, named this player (``me``) and the other (``friend``): it is still read, as the two-seat
record it is, and written again as version 2 only if written at all.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from .private_files import PrivateFileError, read_private, write_private

SEAT_FOLDER_NAME = "online-tables"
"""The folder of the game's data folder that holds the seat records."""
SEED_BYTES = 32
MAX_RECORD_BYTES = 16_384
"""A real record is a few hundred bytes; a bigger file is not one and is not read into memory."""
LONGEST_NAME = 255
"""Characters a room or user id may hold (Matrix's own limit)."""
MOST_RULES = 32
RECORD_SUFFIX = ".json"
FIELDS = frozenset({"version", "room", "seat", "seed", "players", "variant", "rules", "group"})
TWO_SEAT_FIELDS = frozenset({"version", "room", "seat", "seed", "me", "friend", "variant", "rules", "group"})
"""The fields of a record of version 1, from when every table seated two: ``me`` and ``friend`` for ``players``."""
VERSION = 2
TWO_SEAT_VERSION = 1
MOST_PLAYERS = 4
SEED_HEX = re.compile(rf"[0-9a-f]{{{2 * SEED_BYTES}}}\Z")
RuleValue = bool | int | str


class SeatRecordError(Exception):
    """A seat record that cannot be read or used; the message says why, in words."""


class NoSeatRecord(SeatRecordError):
    """This computer keeps no record of a seat at that room."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat of one match: the room, the seat (0 made the table), the seed of every secret of the seat, every
    player's user id in seat order, and the terms the match is played on (variant, house rules, the group's
    fingerprint)."""

    room: str
    seat: int
    seed: bytes
    players: tuple[str, ...]
    """Every player's user id, in seat order: ``players[seat]`` is this one."""
    variant: str
    rules: tuple[tuple[str, RuleValue], ...] = ()
    """The house rules (``house_rules_json``), as sorted pairs."""
    group: str = ""
    """The fingerprint of the group the tables lock in (``Group.fingerprint``)."""

    def __repr__(self) -> str:  # the seed is a secret: it never goes to a log or a traceback
        return f"SeatRecord(room={self.room!r}, seat={self.seat}, players={self.players!r})"

    @property
    def me(self) -> str:
        return self.players[self.seat]

    @property
    def others(self) -> tuple[str, ...]:
        """The other players, in seat order."""
        return tuple(player for seat, player in enumerate(self.players) if seat != self.seat)

    def to_json(self) -> str:
        return json.dumps(
            {
                "version": VERSION,
                "room": self.room,
                "seat": self.seat,
                "seed": self.seed.hex(),
                "players": list(self.players),
                "variant": self.variant,
                "rules": dict(self.rules),
                "group": self.group,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> SeatRecord:
        """The record in ``text``; ``SeatRecordError`` saying what is wrong unless it is exactly one."""
        if len(text) > MAX_RECORD_BYTES:
            raise SeatRecordError("it is too long to be a seat record")
        try:
            record = json.loads(text)
        except (ValueError, RecursionError):
            raise SeatRecordError("it is not JSON") from None
        if not isinstance(record, dict):
            raise SeatRecordError("it does not hold exactly the fields of a seat record")
        version = record.get("version")
        two_seats = type(version) is int and version == TWO_SEAT_VERSION
        if set(record) != (TWO_SEAT_FIELDS if two_seats else FIELDS):
            raise SeatRecordError("it does not hold exactly the fields of a seat record")
        if type(version) is not int or (version != VERSION and not two_seats):
            raise SeatRecordError(f"it is of a version this game does not read ({version!r})")
        seed = record["seed"]
        if not isinstance(seed, str) or not SEED_HEX.match(seed):
            raise SeatRecordError(f"its seed is not {SEED_BYTES} bytes in lowercase hexadecimal")
        names = {key: record[key] for key in ("room", "variant", "group")}
        for key, value in names.items():
            _check_name(key, value)
        seat = record["seat"]
        players = _two_seats(record, seat) if two_seats else _players(record["players"])
        if type(seat) is not int or not 0 <= seat < len(players):
            raise SeatRecordError(f"its seat is not a whole number from 0 to {len(players) - 1}")
        rules = record["rules"]
        if not isinstance(rules, dict) or len(rules) > MOST_RULES:
            raise SeatRecordError("its house rules are not a small object")
        for key, value in rules.items():
            if len(key) > LONGEST_NAME or not isinstance(value, bool | int | str):
                raise SeatRecordError(f"its house rule {key[:40]!r} is not a name with a plain value")
            if isinstance(value, str) and len(value) > LONGEST_NAME:
                raise SeatRecordError(f"its house rule {key[:40]!r} has too long a value")
        return cls(
            room=names["room"],
            seat=seat,
            seed=bytes.fromhex(seed),
            players=players,
            variant=names["variant"],
            rules=tuple(sorted(rules.items())),
            group=names["group"],
        )


def _check_name(key: str, value: object) -> str:
    if not isinstance(value, str) or not value or len(value) > LONGEST_NAME:
        raise SeatRecordError(f"its {key} is not a name of 1 to {LONGEST_NAME} characters")
    return value


def _players(value: object) -> tuple[str, ...]:
    """The players of a record of version 2: two to four distinct user ids."""
    if not isinstance(value, list) or not 2 <= len(value) <= MOST_PLAYERS:
        raise SeatRecordError(f"its players are not a list of 2 to {MOST_PLAYERS} user ids")
    players = tuple(_check_name("player", player) for player in value)
    if len(set(players)) != len(players):
        raise SeatRecordError("it names the same player twice")
    return players


def _two_seats(record: dict[str, object], seat: object) -> tuple[str, ...]:
    """The players of a record of version 1, in seat order: ``me`` at its seat, ``friend`` at the other."""
    me, friend = _check_name("me", record["me"]), _check_name("friend", record["friend"])
    if me == friend:
        raise SeatRecordError("it names the same player twice")
    if type(seat) is not int or seat not in (0, 1):
        raise SeatRecordError("its seat is not 0 or 1")
    return (me, friend) if seat == 0 else (friend, me)


@dataclass(frozen=True)
class IgnoredRecord:
    """A file of the records folder that was not read as a record, and why."""

    path: Path
    reason: str


@dataclass(frozen=True)
class RecordListing:
    """The records of a folder, and the files set aside (each with its reason)."""

    records: tuple[SeatRecord, ...] = ()
    ignored: tuple[IgnoredRecord, ...] = field(default_factory=tuple)


class SeatFiles:
    """The seat records of one data folder: one file per room, readable by its owner alone."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path_for(self, room: str) -> Path:
        """The file of the room's record: named by a hash, since a room id holds characters no file name may."""
        return self.folder / (hashlib.sha256(room.encode("utf-8")).hexdigest()[:32] + RECORD_SUFFIX)

    def write(self, record: SeatRecord) -> Path:
        """Keep ``record`` (whole or not at all; ``OSError`` if it cannot be written); its file."""
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = self.path_for(record.room)
        write_private(path, record.to_json().encode("utf-8"))
        return path

    def read(self, room: str) -> SeatRecord:
        """The record of the seat at ``room``; ``NoSeatRecord`` if there is none, ``SeatRecordError`` with the
        reason if its file is broken."""
        path = self.path_for(room)
        if not path.exists() and not path.is_symlink():
            raise NoSeatRecord(f"This computer keeps no record of a seat at {room}.")
        record = self._read_file(path)
        if record.room != room:
            raise SeatRecordError(f"The seat record {path.name} is of another room ({record.room}).")
        return record

    def listing(self) -> RecordListing:
        """Every record in the folder, and the files that are not one, each with its reason."""
        records: list[SeatRecord] = []
        ignored: list[IgnoredRecord] = []
        try:
            paths = sorted(path for path in self.folder.iterdir() if path.name.endswith(RECORD_SUFFIX))
        except OSError:
            return RecordListing()
        for path in paths:
            try:
                record = self._read_file(path)
            except SeatRecordError as err:
                ignored.append(IgnoredRecord(path, str(err)))
                continue
            if path.name != self.path_for(record.room).name:
                ignored.append(IgnoredRecord(path, f"The seat record {path.name} is not named for its room."))
                continue
            records.append(record)
        return RecordListing(tuple(records), tuple(ignored))

    def remove(self, room: str) -> None:
        """Forget the seat at ``room`` (its match is over, or the player left it)."""
        with contextlib.suppress(OSError):
            self.path_for(room).unlink(missing_ok=True)

    def _read_file(self, path: Path) -> SeatRecord:
        try:
            data = read_private(path, MAX_RECORD_BYTES)
        except PrivateFileError as err:
            raise SeatRecordError(f"The seat record {path.name} was set aside: {err}.") from None
        try:
            return SeatRecord.from_json(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise SeatRecordError(f"The seat record {path.name} was set aside: it is not text.") from None
        except SeatRecordError as err:
            raise SeatRecordError(f"The seat record {path.name} was set aside: {err}.") from None
