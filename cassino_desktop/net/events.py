"""The events of an online table: a strict JSON format, and a hash chain that shows a missing, repeated or
reordered one.

Every event is a JSON object (the content of a message the transport carries)::

    {"cassino": 1, "kind": "move", "n": 7, "prev": "<64 hex digits>", "move": "trail 7H", "at": 3, "key": "1f…"}

``n`` counts the sender's own events from 0; ``prev`` is the SHA-256 of the sender's previous event (of
``chain_start`` for its first), so each seat's events form a chain: an event dropped, sent twice or out
of order breaks it where it happens. Nothing received is trusted: ``parse_event`` accepts exactly the keys
of its kind, with values of the right type and size (numbers below the group's prime, written in
lowercase hexadecimal without leading zeros, so that every event has one text and one hash), and never
recurses into what it does not expect, so no content can raise anything but ``EventError`` or take long.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .sealed_deck import DECK_SIZE, SECRET_BYTES
from .sra import Group

FORMAT_KEY = "cassino"
VERSION = 1
CHAIN_LABEL = b"cassino online table chain 1\x00"
MAX_EVENTS = 10_000
"""More events than any game sends (a two-seat game sends about seventy): ``n`` is refused above it."""
LONGEST_TEXT = 200
"""Characters a move's text, a variant's name or a house rule's key or value may hold."""
MOST_RULES = 32
MAX_SEATS = 4
HASH_HEX = re.compile(r"[0-9a-f]{64}\Z")
NUMBER_HEX = re.compile(r"(0|[1-9a-f][0-9a-f]*)\Z")
SECRET_HEX = re.compile(rf"[0-9a-f]{{{2 * SECRET_BYTES}}}\Z")

HELLO = "hello"
SHUFFLE = "shuffle"
RELOCK = "relock"
OPEN = "open"
MOVE = "move"
REVEAL = "reveal"

RuleValue = bool | int | str


class EventError(ValueError):
    """Content that is not an event of this protocol; the message says what is wrong, in words."""


@dataclass(frozen=True)
class Hello:
    """A seat's first event: the table it sat down at, so that two sides set differently stop at once."""

    variant: str
    rules: tuple[tuple[str, RuleValue], ...]
    """The house rules (``house_rules_json``), as sorted pairs."""
    players: int
    dealer: int
    seat: int
    group: str
    """The group's fingerprint (``Group.fingerprint``)."""


@dataclass(frozen=True)
class DeckRound:
    """A round of the sealed shuffle (``kind`` is ``shuffle`` or ``relock``): the deck as the sender left it."""

    kind: str
    deck: tuple[int, ...]


@dataclass(frozen=True)
class Open:
    """Keys for positions whose cards the rules now show: the sender's key for each position named."""

    positions: tuple[int, ...]
    keys: tuple[int, ...]


@dataclass(frozen=True)
class MoveMade:
    """A move, with the position of the card played and the sender's key that opens it to everyone."""

    move: str
    position: int
    key: int


@dataclass(frozen=True)
class Reveal:
    """After the game: the secret every key of the sender came from, so the whole deal can be checked."""

    secret: bytes


Body = Hello | DeckRound | Open | MoveMade | Reveal


@dataclass(frozen=True)
class Event:
    """A parsed event: its place in its sender's chain, its hash, and what it says."""

    n: int
    prev: str
    body: Body
    digest: str
    """SHA-256 of the event's canonical JSON: what the sender's next event names as ``prev``."""


def chain_start(table: str, seat: int) -> str:
    """What the first event of ``seat`` at ``table`` names as ``prev``: binds a chain to one table and seat,
    so an event copied from another table or another seat breaks it."""
    data = CHAIN_LABEL + table.encode("utf-8") + b"\x00" + str(seat).encode("ascii")
    return hashlib.sha256(data).hexdigest()


def digest_of(content: Mapping[str, object]) -> str:
    """SHA-256 of ``content`` as canonical JSON (sorted keys, no spaces, ASCII): the same on both sides."""
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def number_text(value: int) -> str:
    return format(value, "x")


def event_content(n: int, prev: str, body: Body) -> dict[str, object]:
    """The JSON content of an event to send."""
    content: dict[str, object] = {FORMAT_KEY: VERSION, "kind": kind_of(body), "n": n, "prev": prev}
    if isinstance(body, Hello):
        content.update(
            variant=body.variant,
            rules=dict(body.rules),
            players=body.players,
            dealer=body.dealer,
            seat=body.seat,
            group=body.group,
        )
    elif isinstance(body, DeckRound):
        content["deck"] = [number_text(value) for value in body.deck]
    elif isinstance(body, Open):
        content["at"] = list(body.positions)
        content["keys"] = [number_text(key) for key in body.keys]
    elif isinstance(body, MoveMade):
        content.update(move=body.move, at=body.position, key=number_text(body.key))
    else:
        content["secret"] = body.secret.hex()
    return content


def kind_of(body: Body) -> str:
    if isinstance(body, Hello):
        return HELLO
    if isinstance(body, DeckRound):
        return body.kind
    if isinstance(body, Open):
        return OPEN
    if isinstance(body, MoveMade):
        return MOVE
    return REVEAL


ENVELOPE = (FORMAT_KEY, "kind", "n", "prev")
BODY_KEYS: dict[str, tuple[str, ...]] = {
    HELLO: ("variant", "rules", "players", "dealer", "seat", "group"),
    SHUFFLE: ("deck",),
    RELOCK: ("deck",),
    OPEN: ("at", "keys"),
    MOVE: ("move", "at", "key"),
    REVEAL: ("secret",),
}


def parse_event(content: object, group: Group) -> Event:
    """The event ``content`` holds; ``EventError`` for anything that is not exactly one."""
    if not isinstance(content, Mapping):
        raise EventError("it is not a JSON object")
    if type(content.get(FORMAT_KEY)) is not int or content.get(FORMAT_KEY) != VERSION:  # not 1.0 nor True: one text
        raise EventError(f"it is not an event of version {VERSION} of this protocol")
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in BODY_KEYS:
        raise EventError("its kind is not one of " + ", ".join(BODY_KEYS))
    expected = {*ENVELOPE, *BODY_KEYS[kind]}
    keys = set(content)
    if keys != expected:
        odd = sorted(str(key)[:40] for key in keys ^ expected)
        raise EventError(f"a {kind} event holds exactly {', '.join(sorted(expected))}; this one differs in {odd}")
    n = _whole(content["n"], "n", MAX_EVENTS)
    prev = content["prev"]
    if not isinstance(prev, str) or not HASH_HEX.match(prev):
        raise EventError("its prev is not 64 lowercase hexadecimal digits")
    body = _body(kind, content, group)
    return Event(n, prev, body, digest_of(dict(content)))


def _body(kind: str, content: Mapping[str, object], group: Group) -> Body:
    if kind == HELLO:
        return Hello(
            variant=_text(content["variant"], "variant"),
            rules=_rules(content["rules"]),
            players=_whole(content["players"], "players", MAX_SEATS),
            dealer=_whole(content["dealer"], "dealer", MAX_SEATS - 1),
            seat=_whole(content["seat"], "seat", MAX_SEATS - 1),
            group=_hash(content["group"], "group"),
        )
    if kind in (SHUFFLE, RELOCK):
        values = _list(content["deck"], "deck", DECK_SIZE, DECK_SIZE)
        return DeckRound(kind, tuple(_number(value, "a deck value", group.p) for value in values))
    if kind == OPEN:
        positions = tuple(_whole(k, "a position", DECK_SIZE - 1) for k in _list(content["at"], "at", 1, DECK_SIZE))
        keys = tuple(_key(key, group) for key in _list(content["keys"], "keys", 1, DECK_SIZE))
        if len(positions) != len(keys):
            raise EventError("it names a different number of positions and keys")
        if len(set(positions)) != len(positions):
            raise EventError("it names a position twice")
        return Open(positions, keys)
    if kind == MOVE:
        return MoveMade(
            _text(content["move"], "move"), _whole(content["at"], "at", DECK_SIZE - 1), _key(content["key"], group)
        )
    secret = content["secret"]
    if not isinstance(secret, str) or not SECRET_HEX.match(secret):
        raise EventError(f"its secret is not {2 * SECRET_BYTES} lowercase hexadecimal digits")
    return Reveal(bytes.fromhex(secret))


def _whole(value: object, name: str, most: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
        raise EventError(f"its {name} is not a whole number from 0 to {most}")
    return value


def _text(value: object, name: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= LONGEST_TEXT:
        raise EventError(f"its {name} is not a text of 1 to {LONGEST_TEXT} characters")
    return value


def _hash(value: object, name: str) -> str:
    if not isinstance(value, str) or not HASH_HEX.match(value):
        raise EventError(f"its {name} is not 64 lowercase hexadecimal digits")
    return value


def _list(value: object, name: str, fewest: int, most: int) -> Sequence[object]:
    if not isinstance(value, list) or not fewest <= len(value) <= most:
        raise EventError(f"its {name} is not a list of {fewest} to {most} values")
    return value


def _number(value: object, name: str, below: int) -> int:
    """A number written in hexadecimal, from 1 to ``below - 1``."""
    longest = len(number_text(below))
    if not isinstance(value, str) or not 0 < len(value) <= longest or not NUMBER_HEX.match(value):
        raise EventError(f"{name} is not a number in lowercase hexadecimal")
    number = int(value, 16)
    if not 0 < number < below:
        raise EventError(f"{name} is not a number from 1 to the group's bound")
    return number


def _key(value: object, group: Group) -> int:
    return _number(value, "a key", group.q)


def _rules(value: object) -> tuple[tuple[str, RuleValue], ...]:
    if not isinstance(value, dict) or len(value) > MOST_RULES:
        raise EventError(f"its rules are not an object of at most {MOST_RULES} house rules")
    pairs: list[tuple[str, RuleValue]] = []
    for key, rule in value.items():
        name = _text(key, "house rule's name")
        if isinstance(rule, str):
            pairs.append((name, _text(rule, "house rule's value")))
        elif isinstance(rule, bool) or (isinstance(rule, int) and -(2**31) < rule < 2**31):
            pairs.append((name, rule))
        else:
            raise EventError("a house rule's value is not true, false, a small whole number or a short text")
    return tuple(sorted(pairs))
