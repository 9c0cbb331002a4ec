"""Online tables under load: N pairs of players on one homeserver, each pair playing a whole game (or passing pings).

    python benchmarks/online_bench.py [--pairs 50] [--variant original]      # whole games through OnlineMatch
    python benchmarks/online_bench.py --ping [--pairs 50] [--events 20]      # the link alone: ping and pong

A real Synapse (``tests/net/homeserver.py``: its own environment, SQLite, on 127.0.0.1) is started in a temporary
folder; 2N users are registered, every link in this one process and one asyncio loop.

Games (the default): each pair sits down through ``OnlineMatch`` (``host`` and ``join``, seat records in a temporary
folder) in the RFC 3526 group, with GMP if ``gmpy2`` is installed, and plays its match (Original: one game) to its
end, each seat choosing a random legal move as soon as it may; all pairs at once. A move's round trip is from the
mover's ``play`` to its ``step`` reporting the other seat's answer: the move's event, the keys it calls for and the
answer through the server and two long polls, and the other seat's arithmetic. Printed: how many games completed,
verified on both sides with the same results, and whether every move is in its room exactly once; the round trips'
median and 95th percentile; the whole run's time.

Ping: the first player of each pair sends a ping and waits for the answer, the second answers each with a pong;
a round trip is two events through the server and two long polls woken.

The server and every client share this machine's cores (every client's arithmetic on one thread), so the figures
are an upper bound of what a player sees.

Measured 2026-11-27 on 2 cores shared with other work, Synapse 1.163.2 on SQLite:
ping: 1 pair: median 138 ms a round trip; 10 pairs: median 1.5 s, p95 2.4 s; 50 pairs x 20: median 2.9 s, p95 5.7 s
(30 events/s) and, busier, median 5.2 s, p95 7.2 s (18 events/s). One event alone takes Synapse 50 to 75 ms to
store and about 10 ms more to reach the other player's long poll: SQLite stores one event at a time, so the
server's writes, not the link, set the pace here (a homeserver in service runs on PostgreSQL).
games, measured 2026-11-27 on the same 2 cores (load average 5 to 6 from other work), GMP: 2 pairs: median 156 ms
a move's round trip, p95 450 ms; 50 pairs (100 clients): all 50 games completed and verified alike on both sides,
2400 moves each once in its room; median 4.8 s a round trip, p95 13.3 s, max 45 s; 342 s for the games, 42 s to
seat the pairs. About 70 events a game, each stored one at a time by SQLite, and every client's arithmetic on one
thread of this process: the server and the loop, not the protocol, set the pace.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "net"))

from homeserver import Homeserver, synapse_python

from cassino_desktop.engine import VARIANTS, Variant
from cassino_desktop.net.matrix_link import AsyncMatrixLink, Limits
from cassino_desktop.net.online_match import GameVerified, Moved, OnlineMatch
from cassino_desktop.net.seat_files import SeatFiles
from cassino_desktop.net.sra import MODP_2048

LIMITS = Limits(request_timeout=60.0, retry_for=60.0)


async def seat(server: Homeserver, number: int) -> tuple[AsyncMatrixLink, AsyncMatrixLink, str]:
    """Two new players at a table of their own: (the host, the friend, the room)."""
    host, friend = AsyncMatrixLink(LIMITS), AsyncMatrixLink(LIMITS)
    names = [f"bench.{number}.{side}.{uuid.uuid4().hex[:6]}" for side in ("a", "b")]
    for link, name in zip((host, friend), names, strict=True):
        await asyncio.to_thread(server.register, name, "bench-password")
        await link.login(server.url, name, "bench-password")
    room = await host.create_table(friend.user_id)
    await friend.accept(room)
    return host, friend, room


async def answer(friend: AsyncMatrixLink, room: str, events: int) -> None:
    """The friend: wait for each ping and answer it."""
    last: str | None = None
    answered = 0
    while answered < events:
        for event in await friend.wait(room, last, timeout=30):
            last = event.event_id
            if event.sender != friend.user_id and "ping" in event.content:
                last = await friend.send(room, {"pong": event.content["ping"]})
                answered += 1


async def ping(host: AsyncMatrixLink, room: str, events: int, round_trips: list[float]) -> None:
    """The host: send a ping, wait for its pong, note the time between."""
    for number in range(events):
        began = time.perf_counter()
        last = await host.send(room, {"ping": number})
        while True:
            arrived = await host.wait(room, last, timeout=30)
            if any(event.content.get("pong") == number for event in arrived):
                break
            if arrived:
                last = arrived[-1].event_id
        round_trips.append(time.perf_counter() - began)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def ping_pong(server: Homeserver, pairs: int, events: int) -> None:
    began = time.perf_counter()
    tables = [await seat(server, number) for number in range(pairs)]
    seated = time.perf_counter() - began
    print(f"seated {pairs} pairs in {seated:.1f} s")
    round_trips: list[float] = []
    began = time.perf_counter()
    await asyncio.gather(
        *(answer(friend, room, events) for _host, friend, room in tables),
        *(ping(host, room, events, round_trips) for host, _friend, room in tables),
    )
    played = time.perf_counter() - began
    carried = 2 * pairs * events
    print(
        f"{pairs} pairs x {events} round trips: median {statistics.median(round_trips) * 1000:.0f} ms, "
        f"p95 {percentile(round_trips, 0.95) * 1000:.0f} ms, max {max(round_trips) * 1000:.0f} ms; "
        f"{carried} events in {played:.1f} s ({carried / played:.0f} events/s)"
    )
    for host, friend, _room in tables:
        await host.close()
        await friend.close()


# ------------------------------------------------------------------ whole games through OnlineMatch


async def sit_down(server: Homeserver, number: int, variant: Variant, folder: Path) -> tuple[OnlineMatch, OnlineMatch]:
    """Two new players at a match of their own: (the maker's seat, the friend's)."""
    host, friend = AsyncMatrixLink(LIMITS), AsyncMatrixLink(LIMITS)
    names = [f"bench.{number}.{side}.{uuid.uuid4().hex[:6]}" for side in ("a", "b")]
    for link, name in zip((host, friend), names, strict=True):
        await asyncio.to_thread(server.register, name, "bench-password")
        await link.login(server.url, name, "bench-password")
    made = await OnlineMatch.host(host, SeatFiles(folder / names[0]), variant, friend.user_id, group=MODP_2048)
    joined = await OnlineMatch.join(friend, SeatFiles(folder / names[1]), made.room, group=MODP_2048, timeout=120)
    return made, joined


async def play_on(match: OnlineMatch, chooser: random.Random, round_trips: list[float]) -> list[GameVerified]:
    """Play the match to its end, a random legal move whenever it may; the games it verified."""
    verified: list[GameVerified] = []
    moved_at: float | None = None
    while match.fault is None and not match.match_over:
        if match.can_play():
            view = match.state_for_me()
            assert view is not None
            await match.play(chooser.choice(view.legal_moves()))
            moved_at = time.perf_counter()
        for change in await match.step(60):
            if isinstance(change, Moved) and change.seat != match.seat and moved_at is not None:
                round_trips.append(time.perf_counter() - moved_at)
                moved_at = None
            elif isinstance(change, GameVerified):
                verified.append(change)
                moved_at = None
    verified += [change for change in await match.step(0) if isinstance(change, GameVerified)]
    return verified


async def moves_in_room(match: OnlineMatch, verified: list[GameVerified]) -> bool:
    """Whether the room holds every move of the verified games once, and no other."""
    history = await match.link.history(match.room)
    in_room = [event.content.get("move") for event in history if event.content.get("kind") == "move"]
    played = [str(played.move) for change in verified for played in change.moves]
    return sorted(map(str, in_room)) == sorted(played) and len(in_room) == len(played)


async def play_games(server: Homeserver, pairs: int, variant: Variant) -> None:
    with tempfile.TemporaryDirectory(prefix="cassino-online-seats-") as folder:
        began = time.perf_counter()
        matches = [await sit_down(server, number, variant, Path(folder)) for number in range(pairs)]
        print(f"seated {pairs} pairs in {time.perf_counter() - began:.1f} s")
        round_trips: list[float] = []
        began = time.perf_counter()
        outcomes = await asyncio.gather(
            *(
                play_on(match, random.Random(number * 2 + match.seat), round_trips)
                for number, pair in enumerate(matches)
                for match in pair
            )
        )
        played = time.perf_counter() - began
        games = sum(len(verified) for verified in outcomes[0::2])
        agreed = sum(
            1
            for (made, joined), mine, theirs in zip(matches, outcomes[0::2], outcomes[1::2], strict=True)
            if made.fault is None
            and joined.fault is None
            and made.match_over
            and joined.match_over
            and made.results == joined.results
            and [c.deck for c in mine] == [c.deck for c in theirs]
        )
        whole = [
            await moves_in_room(made, verified) for (made, _), verified in zip(matches, outcomes[0::2], strict=True)
        ]
        moves = sum(len(change.moves) for verified in outcomes[0::2] for change in verified)
        print(
            f"{pairs} matches of {variant.title}: {agreed} of {pairs} completed and verified alike on both sides "
            f"({games} games, {moves} moves); every move in its room exactly once: {all(whole)} "
            f"({sum(whole)} of {pairs} rooms)"
        )
        print(
            f"move round trips: median {statistics.median(round_trips) * 1000:.0f} ms, "
            f"p95 {percentile(round_trips, 0.95) * 1000:.0f} ms, max {max(round_trips) * 1000:.0f} ms "
            f"({len(round_trips)} measured); played in {played:.1f} s"
        )
        for pair in matches:
            for match in pair:
                await match.link.close()


def with_gmp() -> bool:
    """Whether the arithmetic runs on GMP: ``sra.power`` uses ``gmpy2`` wherever it is installed."""
    return importlib.util.find_spec("gmpy2") is not None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=50)
    parser.add_argument("--events", type=int, default=20, help="round trips per pair (--ping)")
    parser.add_argument("--ping", action="store_true", help="pass pings through the link instead of playing games")
    parser.add_argument("--variant", default="original", choices=["original", "advanced", "royal"])
    arguments = parser.parse_args()
    began = time.perf_counter()
    python = synapse_python()
    print(f"Synapse ready to run in {time.perf_counter() - began:.1f} s (installed into .venv-synapse if it was not)")
    with tempfile.TemporaryDirectory(prefix="cassino-online-bench-") as folder:
        server = Homeserver(python, Path(folder))
        print(f"Synapse started in {server.start():.1f} s")
        try:
            if arguments.ping:
                asyncio.run(ping_pong(server, arguments.pairs, arguments.events))
            else:
                print(f"arithmetic with {'GMP (gmpy2)' if with_gmp() else 'Python alone'}")
                asyncio.run(play_games(server, arguments.pairs, VARIANTS[arguments.variant]))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
