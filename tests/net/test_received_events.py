"""What the link hands on of an event the server sends: a game event of one of the table's players, in size, with
its content as it came; anything else in a room (other types, other senders, malformed or huge events) is
dropped, and a room is a table only if its creation event says so and its creator named the players, itself
first, in seat order."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from cassino_desktop.net.matrix_link import (
    GAME_EVENT_TYPE,
    TABLE_ROOM_TYPE,
    TABLE_STATE_TYPE,
    AsyncMatrixLink,
    HomeserverUnreachable,
    Limits,
    ReceivedEvent,
    game_event,
    table_players,
)

ANA, BIA, EVE = "@ana:example.org", "@bia:example.org", "@eve:example.org"
CY, DI = "@cy:example.org", "@di:example.org"
PLAYERS = (ANA, BIA)


def event(**changes: Any) -> dict[str, Any]:
    made = {
        "type": GAME_EVENT_TYPE,
        "sender": ANA,
        "event_id": "$one",
        "origin_server_ts": 1_700_000_000_000,
        "content": {"move": [1, 2, {"x": None}]},
        "unsigned": {"age": 5},
    }
    made.update(changes)
    return {key: value for key, value in made.items() if value is not ...}


def test_a_players_game_event_is_handed_on_with_its_content_untouched() -> None:
    assert game_event(event(), PLAYERS, Limits()) == ReceivedEvent(
        ANA, "$one", 1_700_000_000_000, {"move": [1, 2, {"x": None}]}
    )


@pytest.mark.parametrize(
    "source",
    [
        event(type="m.room.message"),
        event(sender=EVE),
        event(sender=...),
        event(event_id=5),
        event(origin_server_ts="yesterday"),
        event(origin_server_ts=True),
        event(content=["a list"]),
        event(content=...),
        event(state_key=""),
        event(unsigned={"redacted_because": {}}),
        event(content={"padding": "x" * 40_000}),  # over the limit of 32 KB
        "not an event",
    ],
)
def test_anything_else_is_dropped(source: object) -> None:
    assert game_event(source, PLAYERS, Limits()) is None


@pytest.mark.parametrize("unsigned", [None, 5, True, "text", [1]])
def test_an_odd_unsigned_field_is_no_redaction_and_no_error(unsigned: object) -> None:
    assert game_event(event(unsigned=unsigned), PLAYERS, Limits()) is not None


@pytest.mark.parametrize("address", ["http://matrix.example.org", "ftp://example.org", "example.org", "https://"])
def test_a_password_goes_only_over_tls_or_to_this_computer(address: str) -> None:
    with pytest.raises(HomeserverUnreachable, match="is not a homeserver's address"):
        asyncio.run(AsyncMatrixLink().login(address, "ana", "secret"))


def test_the_size_limit_is_the_link_s_own() -> None:
    padded = event(content={"padding": "x" * 1_000})
    assert game_event(padded, PLAYERS, Limits(max_content_bytes=2_000)) is not None
    assert game_event(padded, PLAYERS, Limits(max_content_bytes=1_000)) is None


def state(creator: str = ANA, room_type: str | None = TABLE_ROOM_TYPE, **table: Any) -> list[dict[str, Any]]:
    create = {"type": "m.room.create", "state_key": "", "sender": creator, "content": {"room_version": "10"}}
    if room_type is not None:
        create["content"]["type"] = room_type
    written = {"type": TABLE_STATE_TYPE, "state_key": "", "sender": table.get("by", creator)}
    written["content"] = {"players": table.get("players", [ANA, BIA])}
    return [create, written]


def test_a_table_s_players_are_those_its_creator_named_in_seat_order() -> None:
    assert table_players(state()) == PLAYERS
    assert table_players(state(players=[ANA, CY, BIA])) == (ANA, CY, BIA)
    assert table_players(state(players=[ANA, DI, CY, BIA])) == (ANA, DI, CY, BIA)


@pytest.mark.parametrize(
    "room",
    [
        state(room_type=None),
        state(room_type="m.space"),
        state(by=BIA),
        state(players=[BIA, EVE]),
        state(players=[ANA, ANA]),
        state(players=[BIA, ANA]),
        state(players=[ANA, BIA, ANA]),
        state(players=[ANA, BIA, CY, DI, EVE]),
        state(players=[ANA]),
        state(players="ana and bia"),
        state()[:1],
        [],
    ],
)
def test_a_room_is_no_table_unless_its_creator_made_it_one(room: list[dict[str, Any]]) -> None:
    assert table_players(room) is None
