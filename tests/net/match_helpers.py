"""What the tests of whole online matches share: a side (its account, its data folder, what its matches reported),
a link whose app dies where a test says, a driver that plays a match on with random legal moves, and the checks
that every world reported is the seat's own true view and every move is in the room once."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from homeserver import Account, Homeserver
from table_helpers import TEST_GROUP

from cassino_desktop.engine import GameState, Move, view_for
from cassino_desktop.net.credentials import CredentialStore
from cassino_desktop.net.events import digest_of
from cassino_desktop.net.matrix_link import AsyncMatrixLink, Limits, ReceivedEvent
from cassino_desktop.net.online_match import Change, Dealt, GameVerified, Moved, OnlineMatch
from cassino_desktop.net.seat_files import SEAT_FOLDER_NAME, SeatFiles

QUICK = Limits(request_timeout=10.0, retry_for=30.0)
STEP_WAIT = 5.0


class AppDied(Exception):
    """The app was killed: what a test raises where it cuts a side off."""


class MortalLink(AsyncMatrixLink):
    """A link whose app dies on a send chosen by the test: before the event leaves, or once the room holds it."""

    def __init__(self, limits: Limits, store: CredentialStore) -> None:
        super().__init__(limits, store)
        self.die_on: Callable[[dict[str, object]], bool] | None = None
        self.after_landing = False

    async def send(self, room_id: str, content: dict[str, object]) -> str:  # type: ignore[override]
        if self.die_on is not None and self.die_on(content):
            if self.after_landing:
                await super().send(room_id, content)
            raise AppDied
        return await super().send(room_id, content)


@dataclass
class Side:
    """One player: its account, its data folder (credentials, seat records), and what its matches reported."""

    account: Account
    folder: Path
    chooser: random.Random
    lives: list[list[Change]] = field(default_factory=lambda: [[]])
    """The changes each run of the app reported (a resumed match reports its match again from the start)."""

    @property
    def store(self) -> CredentialStore:
        return CredentialStore(self.folder, keyring=None)

    @property
    def files(self) -> SeatFiles:
        return SeatFiles(self.folder / SEAT_FOLDER_NAME)


async def logged_in(homeserver: Homeserver, side: Side) -> MortalLink:
    link = MortalLink(QUICK, side.store)
    await link.login(homeserver.url, side.account[0], side.account[2])
    return link


async def restarted(side: Side) -> MortalLink:
    """The app started again: a new link from the stored credentials, as the app does."""
    credentials = side.store.load()
    assert credentials is not None
    link = MortalLink(QUICK, side.store)
    await link.restore(credentials)
    return link


def choose(match: OnlineMatch, chooser: random.Random) -> Move:
    view = match.state_for_me()
    assert view is not None
    return chooser.choice(view.legal_moves())


Death = Callable[[OnlineMatch, list[Change]], bool]


async def drive(match: OnlineMatch, side: Side, die: Death | None = None) -> bool:
    """Play the match on, a random legal move whenever it is this seat's turn; True if the app died on the way."""
    while match.fault is None and not match.match_over:
        try:
            if match.can_play():
                await match.play(choose(match, side.chooser))
            changes = await match.step(STEP_WAIT)
        except AppDied:
            return True
        side.lives[-1].extend(changes)
        check_showable(match, side.lives[-1])
        if die is not None and die(match, changes):
            return True
    side.lives[-1].extend(await match.step(0))
    return False


async def live(match: OnlineMatch, side: Side, deaths: list[Death]) -> OnlineMatch:
    """Drive the match to its end, the app killed at each death and started again from its seat record."""
    for die in [*deaths, None]:
        if not await drive(match, side, die):
            return match
        await match.link.close()
        link = await restarted(side)
        match = await OnlineMatch.resume(link, side.files, match.room, group=TEST_GROUP)
        side.lives.append([])
    raise AssertionError("the match went on after its last life")


def check_showable(match: OnlineMatch, life: list[Change]) -> None:
    """What a life reported replays to the seat's own view: each world follows the one before, and once every move
    of the current game is reported, the last world shows exactly what ``state_for_me`` does."""
    last: GameState | None = None
    reported = 0
    for change in life:
        if isinstance(change, Dealt) and change.game == match.game_number:
            last, reported = change.world, 0
        elif isinstance(change, Moved) and change.game == match.game_number:
            assert last is not None and view_for(last, match.seat) == view_for(change.before, match.seat)
            last, reported = change.after, reported + 1
    if last is not None and reported == len(match.table.moves()):
        assert view_for(last, match.seat) == match.state_for_me()


def check_against_the_truth(side: Side, seat: int) -> None:
    """Every world a life reported shows this seat's true hand and the true table, never a stand-in face up."""
    for changes in side.lives:
        truth = {change.game: change.true_states() for change in changes if isinstance(change, GameVerified)}
        moves_seen: dict[int, int] = {}
        for change in changes:
            if isinstance(change, Dealt) and change.game in truth:
                true = truth[change.game][0]
                assert change.world.hands[seat] == true.hands[seat] and change.world.table == true.table
            elif isinstance(change, Moved) and change.game in truth:
                index = moves_seen.get(change.game, 0)
                moves_seen[change.game] = index + 1
                for world, true in (
                    (change.before, truth[change.game][index]),
                    (change.after, truth[change.game][index + 1]),
                ):
                    assert world.hands[seat] == true.hands[seat]
                    assert world.table == true.table and world.captured == true.captured
        for game, states in truth.items():
            assert moves_seen.get(game, 0) == len(states) - 1


def games_in_room(history: list[ReceivedEvent], user: str) -> list[list[dict[str, object]]]:
    """One player's events in the room, split into its games (each ends with its secret)."""
    games: list[list[dict[str, object]]] = [[]]
    for event in history:
        if event.sender == user:
            games[-1].append(event.content)
            if event.content.get("kind") == "reveal":
                games.append([])
    return [game for game in games if game]


async def check_the_room(match: OnlineMatch, users: tuple[str, ...], verified: list[GameVerified]) -> None:
    """Every move of every game is in the room exactly once, each seat's, in its game; no event is there twice."""
    history = await match.link.history(match.room)
    digests = [digest_of(event.content) for event in history]
    assert len(digests) == len(set(digests))
    for seat, user in enumerate(users):
        games = games_in_room(history, user)
        assert len(games) == len(verified)
        for game, change in zip(games, verified, strict=True):
            moves = [content["move"] for content in game if content.get("kind") == "move"]
            assert moves == [str(played.move) for played in change.moves if played.seat == seat]


def final_changes(side: Side) -> list[GameVerified]:
    return [change for change in side.lives[-1] if isinstance(change, GameVerified)]


def on_change(kind: type, game: int = 0) -> Death:
    return lambda match, changes: any(isinstance(c, kind) and getattr(c, "game", game) == game for c in changes)


def after_own_moves(count: int) -> Death:
    def die(match: OnlineMatch, changes: list[Change]) -> bool:
        own = sum(1 for played in match.table.moves() if played.seat == match.seat)
        return own >= count

    return die


def on_send(predicate: Callable[[dict[str, object]], bool], *, landed: bool) -> Death:
    """Arm the link to die on the next send ``predicate`` picks: before it leaves, or once the room holds it."""

    def arm(match: OnlineMatch, changes: list[Change]) -> bool:
        link = match.link
        assert isinstance(link, MortalLink)
        link.die_on, link.after_landing = predicate, landed
        return False

    return arm


def armed_then(arm: Death) -> Death:
    """A death that arms the link at once, then lets the drive go on until the link kills the app."""
    done = [False]

    def die(match: OnlineMatch, changes: list[Change]) -> bool:
        if not done[0]:
            done[0] = True
            arm(match, changes)
        return False

    return die


def is_move(content: dict[str, object]) -> bool:
    return content.get("kind") == "move"


def is_hello(content: dict[str, object]) -> bool:
    return content.get("kind") == "hello"
