"""Online tables under load: N pairs of players on one homeserver, each pair passing M events back and forth at once.

    python benchmarks/online_bench.py [--pairs 50] [--events 20]

A real Synapse (``tests/net/homeserver.py``: its own environment, SQLite, on 127.0.0.1) is started in a temporary
folder; 2N users are registered, each pair seated at a table of its own through the link
(``cassino_desktop.net.matrix_link.AsyncMatrixLink``), every link in this one process and one asyncio loop. Then
all pairs play at once: the first player sends a ping and waits for the answer, the second waits (a long poll)
and answers each ping with a pong. A round trip is from the ping's send to the pong's arrival: two events through
the server and two long polls woken, which is what a move and its answer cost a player. Printed: the median and
95th percentile of the round trips, the events carried per second, and the times to start and to seat everyone.
The server and every client share this machine's cores, so the figures are an upper bound of what a player sees.

Measured 2026-11-27 on 2 cores shared with other work (load average 3 to 5), Synapse 1.163.2 on SQLite:
1 pair: median 138 ms a round trip; 10 pairs: median 1.5 s, p95 2.4 s; 50 pairs x 20: median 2.9 s, p95 5.7 s
(30 events/s) and, busier, median 5.2 s, p95 7.2 s (18 events/s). One event alone takes Synapse 50 to 75 ms to
store and about 10 ms more to reach the other player's long poll: SQLite stores one event at a time, so the
server's writes, not the link, set the pace here (a homeserver in service runs on PostgreSQL).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "net"))

from homeserver import Homeserver, synapse_python

from cassino_desktop.net.matrix_link import AsyncMatrixLink, Limits

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


async def play(server: Homeserver, pairs: int, events: int) -> None:
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=50)
    parser.add_argument("--events", type=int, default=20, help="round trips per pair")
    arguments = parser.parse_args()
    began = time.perf_counter()
    python = synapse_python()
    print(f"Synapse ready to run in {time.perf_counter() - began:.1f} s (installed into .venv-synapse if it was not)")
    with tempfile.TemporaryDirectory(prefix="cassino-online-bench-") as folder:
        server = Homeserver(python, Path(folder))
        print(f"Synapse started in {server.start():.1f} s")
        try:
            asyncio.run(play(server, arguments.pairs, arguments.events))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
