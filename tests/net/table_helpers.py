"""Online tables (two to four) in one process, and a seeded way to play them: what the tests of ``net`` share.

The events pass from one table to the other through ``Relay``, which also keeps every event sent, as a
server would see them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from cassino_desktop.engine import Move, Variant
from cassino_desktop.net.online_table import OnlineTable
from cassino_desktop.net.sra import Group

TEST_GROUP = Group(0xAC68EBA790019A98DAC132ABCE58ADA2F3DE726E6FF46A52623909E874CE1887, "a 256-bit safe prime for tests")
"""A small safe prime (p and (p - 1) / 2 prime), found by Miller-Rabin for these tests: a game in it takes
milliseconds. Only the tests use it; a table is in the RFC 3526 group unless told otherwise."""

SMALL_GROUP = Group(0x898A146EA6CEC45B33F9744F, "a 96-bit safe prime for tests")
"""A smaller safe prime still, for the test that tries every key against every locked value."""

Content = dict[str, object]
TABLE = "!table:test"


def seeded_randomness(seed: int) -> Callable[[int], bytes]:
    """A source of bytes that gives the same keys and shuffles for the same seed (never the system's)."""
    generator = random.Random(seed)
    return generator.randbytes


def make_tables(
    variant: Variant, seed: int, *, group: Group = TEST_GROUP, dealer: int = 1, players: int = 2
) -> list[OnlineTable]:
    return [
        OnlineTable.create(
            variant,
            seat,
            players=players,
            dealer=dealer,
            table=TABLE,
            group=group,
            randomness=seeded_randomness(seed * players + seat),
        )
        for seat in range(players)
    ]


@dataclass
class Relay:
    """Carries events between the seats in the order they were sent, keeping every one (a server's view)."""

    tables: list[OnlineTable]
    pending: list[tuple[int, Content]] = field(default_factory=list)
    seen: list[tuple[int, Content]] = field(default_factory=list)
    truth: dict[str, object] = field(default_factory=dict)
    """What a test worked out of the real game, kept between its checks."""

    def __post_init__(self) -> None:
        for table in self.tables:
            self.send(table.seat, table.outgoing())

    def send(self, sender: int, contents: list[Content]) -> None:
        for content in contents:
            self.pending.append((sender, content))
            self.seen.append((sender, content))

    def deliver_one(self) -> tuple[int, Content]:
        sender, content = self.pending.pop(0)
        for table in self.tables:
            if table.seat != sender:
                self.send(table.seat, table.receive(sender, content))
        return sender, content

    def settle(self) -> None:
        """Deliver until nothing is in flight."""
        while self.pending:
            self.deliver_one()


def choose_move(table: OnlineTable, chooser: random.Random) -> Move:
    view = table.state_for_me()
    assert view is not None
    return chooser.choice(view.legal_moves())


def play_out(relay: Relay, seed: int, *, before_each: Callable[[Relay], None] | None = None) -> None:
    """Play the game to its end, each seat choosing a random legal move of its own view when it can."""
    chooser = random.Random(seed)
    while True:
        relay.settle()
        movers = [t for t in relay.tables if t.can_play()]
        if not movers:
            return
        if before_each is not None:
            before_each(relay)
        table = movers[0]
        relay.send(table.seat, table.play(choose_move(table, chooser)))


def run_until(relay: Relay, wanted: Callable[[int, Content], bool], seed: int = 0) -> int:
    """Play (random legal moves) until the next event in flight is one ``wanted``; its index in ``pending``."""
    chooser = random.Random(seed)
    while True:
        for index, (sender, content) in enumerate(relay.pending):
            if wanted(sender, content):
                return index
        if relay.pending:
            relay.deliver_one()
            continue
        movers = [t for t in relay.tables if t.can_play()]
        assert movers, "the game ended before the event looked for"
        relay.send(movers[0].seat, movers[0].play(choose_move(movers[0], chooser)))


def from_seat(seat: int, kind: str) -> Callable[[int, Content], bool]:
    """Whether an event in flight is of ``kind`` from ``seat`` (for ``run_until``)."""
    return lambda sender, content: sender == seat and content["kind"] == kind
