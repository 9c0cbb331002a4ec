"""Three and four seats through a real homeserver: each friend takes the seat the maker's invitation order gives it,
every seat verifies every game, and the match ends alike everywhere; the room (all a server holds) with one seat's
keys, or two seats' pooled, opens nothing of the third hand; a seat killed and resumed carries on; and a forged move
from the third seat stops the others with a fault that names it.

The matches are Royal to 5 points (a house rule agreed at the making of the table), and every seat's seed is drawn
from the test's own seeded randomness, so each match is dealt and played the same every time and takes seconds.
"""

from __future__ import annotations

import asyncio
import random
import types
from collections.abc import Callable
from pathlib import Path

import pytest
from homeserver import Account, Homeserver
from match_helpers import (
    MortalLink,
    Side,
    after_own_moves,
    armed_then,
    check_against_the_truth,
    check_the_room,
    drive,
    final_changes,
    is_move,
    live,
    logged_in,
    on_change,
    on_send,
)
from table_helpers import TEST_GROUP
from test_privacy import recorder_opens

from cassino_desktop.engine import CARDS, ROYAL, Move, Variant, with_house_rules
from cassino_desktop.net import online_match
from cassino_desktop.net.matrix_link import ReceivedEvent
from cassino_desktop.net.online_match import Dealt, Faulted, MatchOver, OnlineMatch
from cassino_desktop.net.online_table import FaultKind

SHORT = with_house_rules(ROYAL, {"match_target": 5})
PARTNERS = with_house_rules(ROYAL, {"match_target": 5, "partnerships": True})


@pytest.fixture(autouse=True)
def seeded_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat record's seed from a seeded source, never the system's: the same deals every run."""
    monkeypatch.setattr(online_match, "secrets", types.SimpleNamespace(token_bytes=random.Random(5).randbytes))


async def seat_round(
    homeserver: Homeserver,
    register: Callable[[str], Account],
    tmp_path: Path,
    variant: Variant,
    players: int,
    seed: int,
) -> tuple[list[Side], list[OnlineMatch]]:
    """The maker and its friends, each seated: the friends join in the reverse of the order they were invited, and
    each takes the seat the invitation order gives it all the same."""
    sides = [
        Side(register(f"seat{seat}"), tmp_path / f"seat{seat}", random.Random(seed + seat)) for seat in range(players)
    ]
    links = [await logged_in(homeserver, side) for side in sides]
    host = await OnlineMatch.host(
        links[0], sides[0].files, variant, [link.user_id for link in links[1:]], group=TEST_GROUP
    )
    guests = {
        seat: await OnlineMatch.join(links[seat], sides[seat].files, host.room, group=TEST_GROUP)
        for seat in reversed(range(1, players))
    }
    matches = [host, *(guests[seat] for seat in range(1, players))]
    assert [match.seat for match in matches] == list(range(players))
    assert all(match.seated == tuple(link.user_id for link in links) for match in matches)
    return sides, matches


async def finish(sides: list[Side], matches: list[OnlineMatch]) -> None:
    """Every seat checked the match, agrees on it, and kept nothing of it; every move is in the room once."""
    assert all(match.fault is None and match.match_over for match in matches), [m.fault for m in matches]
    assert len({match.results for match in matches}) == 1
    for side, match in zip(sides, matches, strict=True):
        assert isinstance(side.lives[-1][-1], MatchOver)
        assert len(final_changes(side)) == len(match.results)
        check_against_the_truth(side, match.seat)
        assert not side.files.path_for(match.room).exists()
    assert len({tuple(change.deck for change in final_changes(side)) for side in sides}) == 1
    players = len(matches)
    for change in final_changes(sides[0]):  # game g is led by seat g mod n, dealt by the seat before, as in Match
        assert change.dealer == (change.game - 1) % players and change.moves[0].seat == change.game % players
    users = tuple(match.record.me for match in matches)
    await check_the_room(matches[0], users, final_changes(sides[0]))
    for match in matches:
        await match.link.close()


def keys_in(history: list[ReceivedEvent], game: int) -> tuple[list[list[int]], dict[int, list[int]]]:
    """The rounds of the deck and every key sent in game ``game``, as the room holds them."""
    decks: list[list[int]] = []
    keys: dict[int, list[int]] = {}
    revealed: dict[str, int] = {}
    for event in history:
        if revealed.get(event.sender, 0) != game:
            continue
        content = event.content
        kind = content.get("kind")
        if kind in ("shuffle", "relock"):
            decks.append([int(value, 16) for value in content["deck"]])  # type: ignore[union-attr]
        elif kind == "open":
            for position, key in zip(content["at"], content["keys"], strict=True):  # type: ignore[call-overload]
                keys.setdefault(position, []).append(int(key, 16))
        elif kind == "move":
            keys.setdefault(content["at"], []).append(int(content["key"], 16))  # type: ignore[arg-type]
        elif kind == "reveal":
            revealed[event.sender] = revealed.get(event.sender, 0) + 1
    return decks, keys


async def check_the_room_keeps_the_third_hand_sealed(sides: list[Side], matches: list[OnlineMatch]) -> None:
    """The room, with seat 1's keys or seats 1 and 2's pooled, opens exactly what they were shown."""
    for _ in range(2):  # every seat takes what the room holds, and sends the keys it owes
        for side, match in zip(sides, matches, strict=True):
            side.lives[-1].extend(await match.step(0.5))
    history = await matches[0].link.history(matches[0].room)
    game = matches[1].game_number
    for pooled in ((1,), (1, 2)):
        decks, keys = keys_in(history, game)
        shown: set[int] = set()
        for seat in pooled:
            table = matches[seat].table
            for position in range(52):
                keys.setdefault(position, []).append(table.keys.at(position))
            keys.setdefault(-1, []).append(table.keys.master)
            shown |= {int(card) for card in table.known_cards()}
        assert recorder_opens(TEST_GROUP, decks, keys) == shown
    hand_0 = {int(card) for card in matches[0].state_for_me().hand}  # type: ignore[union-attr]
    assert hand_0 and not hand_0 & shown


def test_three_seats_play_a_whole_match_and_the_room_keeps_each_hand_sealed(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        sides, matches = await seat_round(homeserver, register, tmp_path, SHORT, 3, 23)
        stopped = await asyncio.gather(*(drive(m, s, after_own_moves(2)) for m, s in zip(matches, sides, strict=True)))
        assert all(stopped)
        await check_the_room_keeps_the_third_hand_sealed(sides, matches)
        await asyncio.gather(*(drive(match, side) for match, side in zip(matches, sides, strict=True)))
        await finish(sides, matches)

    asyncio.run(run())


def test_four_seats_play_a_whole_match_in_partnerships(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        sides, matches = await seat_round(homeserver, register, tmp_path, PARTNERS, 4, 31)
        await asyncio.gather(*(drive(match, side) for match, side in zip(matches, sides, strict=True)))
        await finish(sides, matches)
        (over,) = [change for change in sides[0].lives[-1] if isinstance(change, MatchOver)]
        assert len(over.totals) == 2 and over.winner in (0, 1) and max(over.totals) >= 5
        first = final_changes(sides[0])[0]
        assert first.players == 4 and len(first.result.sides) == 2
        assert [played.seat for played in first.moves[:4]] == [0, 1, 2, 3], "the lead goes round the table"

    asyncio.run(run())


def test_three_seats_each_killed_once_resume_and_finish_with_every_move_once(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        sides, matches = await seat_round(homeserver, register, tmp_path, SHORT, 3, 41)
        deaths = [
            [after_own_moves(3)],
            [armed_then(on_send(is_move, landed=True))],  # the move sent, the app dead before it knew
            [on_change(Dealt, 0)],  # after the deal
        ]
        resumed = await asyncio.gather(
            *(live(match, side, death) for match, side, death in zip(matches, sides, deaths, strict=True))
        )
        assert all(len(side.lives) == 2 for side in sides)
        await finish(sides, list(resumed))

    asyncio.run(run())


class ForgingLink(MortalLink):
    """The third seat's modified client: its second move names another card than the one its position holds."""

    moves = 0

    async def send(self, room_id: str, content: dict[str, object]) -> str:  # type: ignore[override]
        if is_move(content):
            self.moves += 1
            if self.moves == 2:
                played = Move.parse(str(content["move"]))
                other = next(card for card in CARDS if card != played.card)
                content = {**content, "move": str(Move.trail(other))}
        return await super().send(room_id, content)


def test_a_forged_move_from_the_third_seat_stops_every_other_seat_naming_it(
    homeserver: Homeserver, register: Callable[[str], Account], tmp_path: Path
) -> None:
    async def run() -> None:
        sides, matches = await seat_round(homeserver, register, tmp_path, SHORT, 3, 51)
        forger = matches[2]
        forging = ForgingLink(forger.link.limits, sides[2].store)
        await forging.login(homeserver.url, sides[2].account[0], sides[2].account[2])
        await forger.link.close()
        forger.link = forging
        await asyncio.gather(*(drive(match, side) for match, side in zip(matches, sides, strict=True)))
        for side, match in zip(sides[:2], matches[:2], strict=True):
            fault = match.fault
            assert fault is not None and (fault.seat, fault.kind) == (2, FaultKind.CARD), fault
            assert "seat 2 played" in fault.words
            assert [change for change in side.lives[-1] if isinstance(change, Faulted)] == [Faulted(fault)]
            assert side.files.path_for(match.room).exists(), "a stopped match keeps its record"
        assert forger.fault is not None and not forger.match_over
        for match in matches:
            await match.link.close()

    asyncio.run(run())
