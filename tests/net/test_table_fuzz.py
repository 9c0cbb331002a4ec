"""Whatever the other seat sends, at whatever moment, the table neither raises nor hangs: it goes on, or stops
with a fault that names the sender.

Random JSON, and the honest events of a game with one field changed, dropped or added, are delivered at a
random point of a seeded game.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from table_helpers import Relay, choose_move, make_tables

from cassino_desktop.engine import ADVANCED, ORIGINAL, ROYAL
from cassino_desktop.net import Phase

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=70),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
    max_leaves=25,
)
HEXISH = st.text(alphabet="0123456789abcdef", min_size=1, max_size=70)
FIELD_VALUES = JSON | HEXISH | st.integers(min_value=-2, max_value=60) | st.lists(HEXISH, min_size=52, max_size=52)
KEYS = st.sampled_from(["cassino", "kind", "n", "prev", "at", "key", "keys", "deck", "move", "secret", "seat", "rules"])


def relay_at(variant_index: int, seed: int, steps: int) -> Relay:
    """A game played ``steps`` events or moves in (fewer if it ends first)."""
    variant = (ADVANCED, ROYAL, ORIGINAL)[variant_index]
    relay = Relay(make_tables(variant, seed))
    advance(relay, random.Random(seed), steps)
    return relay


def advance(relay: Relay, chooser: random.Random, steps: int) -> None:
    """Deliver one event in flight, or else make the next seat's move, ``steps`` times (fewer if the game ends)."""
    for _ in range(steps):
        if relay.pending:
            relay.deliver_one()
            continue
        movers = [t for t in relay.tables if t.can_play()]
        if not movers:
            return
        relay.send(movers[0].seat, movers[0].play(choose_move(movers[0], chooser)))


def finish(relay: Relay, seed: int) -> None:
    """Deliver what is in flight and play on; every fault must name seat 1, the only one sending anything odd."""
    advance(relay, random.Random(seed), 400)
    a = relay.tables[0]
    if a.fault is not None:
        assert a.fault.seat == 1 and a.fault.words and a.phase is Phase.FAULT
    else:
        assert a.phase in (Phase.PLAYING, Phase.CHECKING, Phase.VERIFIED, Phase.DEALING, Phase.SEATING)


@settings(max_examples=40)
@given(st.integers(0, 2), st.integers(0, 10_000), st.integers(0, 120), JSON)
def test_random_content_from_the_other_seat_never_raises(variant: int, seed: int, steps: int, junk: Any) -> None:
    relay = relay_at(variant, seed, steps)
    relay.send(1, [])
    relay.tables[0].receive(1, junk)
    finish(relay, seed)


@settings(max_examples=40)
@given(
    st.integers(0, 2),
    st.integers(0, 10_000),
    st.integers(0, 120),
    st.sampled_from(["change", "drop", "add"]),
    KEYS,
    FIELD_VALUES,
)
def test_an_event_of_the_other_seat_changed_anyhow_never_raises(
    variant: int, seed: int, steps: int, how: str, key: str, value: Any
) -> None:
    relay = relay_at(variant, seed, steps)
    waiting = [i for i, (sender, _) in enumerate(relay.pending) if sender == 1]
    if not waiting:
        return
    sender, content = relay.pending[waiting[0]]
    changed = dict(content)
    if how == "drop":
        changed.pop(key, None)
    else:
        changed[key] = value
    relay.pending[waiting[0]] = (sender, changed)
    finish(relay, seed)
    if changed != content and relay.tables[0].fault is None:
        assert relay.tables[0].phase is not Phase.VERIFIED, "a changed event went unnoticed"


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.integers(0, 120), st.data())
def test_events_of_the_other_seat_shuffled_never_raise(seed: int, steps: int, data: st.DataObject) -> None:
    relay = relay_at(0, seed, steps)
    relay.pending = data.draw(st.permutations(relay.pending))
    finish(relay, seed)
