"""The event format: what a seat sends is read back exactly, and anything else is refused in words, never with
another exception, however it is made."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from table_helpers import TEST_GROUP

from cassino_desktop.net.events import (
    DeckRound,
    EventError,
    Hello,
    MoveMade,
    Open,
    Reveal,
    chain_start,
    digest_of,
    event_content,
    parse_event,
)

G = TEST_GROUP
PREV = chain_start("!table:test", 0)
BODIES = [
    Hello("advanced", (("builder_duty", "take-or-add"), ("match_target", 31)), 2, 1, 0, G.fingerprint),
    DeckRound("shuffle", G.codes),
    DeckRound("relock", tuple(reversed(G.codes))),
    Open((3, 9, 51), (1, 2, G.q - 1)),
    MoveMade("build 7 AH 6S", 12, 12345),
    Reveal(bytes(range(32))),
]


@pytest.mark.parametrize("body", BODIES, ids=lambda b: type(b).__name__)
def test_an_event_reads_back_as_it_was_written_through_json(body: Any) -> None:
    content = json.loads(json.dumps(event_content(4, PREV, body)))
    event = parse_event(content, G)
    assert (event.n, event.prev, event.body) == (4, PREV, body)
    assert event.digest == digest_of(event_content(4, PREV, body))


def test_chains_start_apart_for_each_table_and_seat() -> None:
    starts = {chain_start(table, seat) for table in ("a", "b", "") for seat in range(4)}
    assert len(starts) == 12


def good(body: Any = BODIES[4]) -> dict[str, Any]:
    return json.loads(json.dumps(event_content(0, PREV, body)))


def changed(content: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {**content, **fields}


REFUSED = [
    ("not an object", [1, 2]),
    ("another version", changed(good(), cassino=2)),
    ("a version given as true", changed(good(), cassino=True)),
    ("a version given as a fraction", changed(good(), cassino=1.0)),
    ("an unknown kind", changed(good(), kind="fold")),
    ("a key too many", changed(good(), extra=1)),
    ("a key missing", {k: v for k, v in good().items() if k != "key"}),
    ("n negative", changed(good(), n=-1)),
    ("n a float", changed(good(), n=1.0)),
    ("n a boolean", changed(good(), n=True)),
    ("n huge", changed(good(), n=10**30)),
    ("prev short", changed(good(), prev="ab")),
    ("prev upper case", changed(good(), prev=PREV.upper())),
    ("a key in upper case", changed(good(), key="ABC")),
    ("a key with a leading zero", changed(good(), key="0abc")),
    ("a key of zero", changed(good(), key="0")),
    ("a key not below q", changed(good(), key=format(G.q, "x"))),
    ("a key far too long", changed(good(), key="f" * 10_000)),
    ("a key as a number", changed(good(), key=12345)),
    ("a position past the deck", changed(good(), at=52)),
    ("a move too long", changed(good(), move="trail " * 100)),
    ("a move that is a list", changed(good(), move=["trail", "7H"])),
    ("a deck too short", changed(good(BODIES[1]), deck=good(BODIES[1])["deck"][:51])),
    ("a deck value not below p", changed(good(BODIES[1]), deck=[format(G.p, "x")] * 52)),
    ("a deck that is an object", changed(good(BODIES[1]), deck={"0": "1"})),
    ("positions and keys of different counts", changed(good(BODIES[3]), keys=["1"])),
    ("a position named twice", changed(good(BODIES[3]), at=[3, 3, 4])),
    ("no position at all", changed(good(BODIES[3]), at=[], keys=[])),
    ("a secret too short", changed(good(BODIES[5]), secret="00")),
    ("rules that are a list", changed(good(BODIES[0]), rules=[])),
    ("a rule whose value is an object", changed(good(BODIES[0]), rules={"a": {"b": 1}})),
    ("a rule whose value is a float", changed(good(BODIES[0]), rules={"a": 1.5})),
    ("a seat past four", changed(good(BODIES[0]), seat=4)),
]


@pytest.mark.parametrize(("why", "content"), REFUSED, ids=[why for why, _ in REFUSED])
def test_what_is_not_exactly_an_event_is_refused_in_words(why: str, content: object) -> None:
    with pytest.raises(EventError) as refused:
        parse_event(content, G)
    assert str(refused.value)


def nested(depth: int) -> object:
    value: object = "x"
    for _ in range(depth):
        value = [value]
    return value


def test_deep_nesting_is_refused_without_being_walked() -> None:
    with pytest.raises(EventError):
        parse_event(changed(good(), move=nested(100_000)), G)
    with pytest.raises(EventError):
        parse_event(changed(good(BODIES[0]), rules={"a": nested(100_000)}), G)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=80),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
    max_leaves=30,
)


@settings(max_examples=100)
@given(JSON)
def test_any_json_is_an_event_or_refused_in_words(value: object) -> None:
    with contextlib.suppress(EventError):
        parse_event(value, G)


@settings(max_examples=200)
@given(st.sampled_from(BODIES), st.sampled_from(["kind", "n", "prev", "at", "key", "deck", "keys", "secret"]), JSON)
def test_an_event_with_one_field_changed_to_anything_is_read_or_refused_in_words(
    body: Any, field: str, value: object
) -> None:
    content = changed(good(body), **{field: value})
    with contextlib.suppress(EventError):
        parse_event(content, G)
