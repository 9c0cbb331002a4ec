"""One seat's side of a whole online match at one table room: the games one after another, carried by the link, on
after a restart of the app, told to a window as changes it can show.

A match is games in one room among two to four players (the maker in seat 0, its friends in the order it invited
them: the table's state, ``AsyncMatrixLink.players``), each game an ``OnlineTable`` of its own (named
``"<room> game <k>"``, so each game's hash chains are its own), the lead passing round the table as in
``engine.Match``; a verified game is scored from its true deal and
moves, and the next begins until ``Match.is_over``. Every event a seat receives is routed by its sender: a seat's
events belong to its current game until its secret for that game came in, then to the next.

Every secret of a seat (its keys, its shuffles) comes from the 32-byte seed of its seat record (``seat_files.py``),
written before its first event is sent: a seat's events are a function of the seed and of what the room holds. So
after the app is killed, ``resume`` makes every event again from the record and the room's history, in the room's
order (an own move found in the room is played again at its place), checks each against the copy the room holds
(``RecordMismatch`` if one differs: the record is not of this table), and sends those the room lacks. No move is
lost or doubled, whenever the app died: a move the room never got was never made, and the player makes it again.

All sending goes through one ordered outbox (the chain allows no other order): ``step`` and ``play`` may be awaited
at once from one event loop, the one long-polling while the other sends. ``step`` returns what changed as frozen
dataclasses (``Dealt``, ``Moved``, ``GameVerified``, ``MatchOver``, ``Faulted``), each reported only once this
seat sees everything it may see after it (its hand and the table opened), so a window never shows a stand-in card
face up. The worlds they carry are the seat's placeholder worlds: the other hands and the stock are arbitrary
stand-ins, never the real hidden cards (the table does not know them). No Qt, no threads: pure asyncio.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..engine import (
    CARDS,
    Card,
    GameResult,
    GameState,
    HouseRulesError,
    IllegalMove,
    Match,
    Move,
    MoveParseError,
    SeatView,
    Variant,
    game_from_deck,
    house_rules_json,
    item_cards,
    variant_named,
    with_house_rules,
)
from .events import MOVE, REVEAL, EventError, Hello, RuleValue, digest_of, parse_event
from .matrix_link import AsyncMatrixLink, ReceivedEvent
from .online_table import (
    ONLINE_PLAYERS,
    ONLINE_VARIANTS,
    Content,
    Fault,
    FaultKind,
    OnlineTable,
    PlayedMove,
    TableNotReady,
)
from .seat_files import SEED_BYTES, NoSeatRecord, SeatFiles, SeatRecord
from .sra import MODP_2048, Group

RANDOMNESS_LABEL = b"cassino online seat randomness 1\x00"
"""Mixed into every draw from a seat's seed, so its bytes serve this use alone."""


def seat_randomness(seed: bytes, game: int) -> Callable[[int], bytes]:
    """The randomness of one seat in game ``game`` of its match: SHAKE-256 of the seed, the game's number and a
    count of the draws. The same seed gives the same keys and shuffles, draw for draw; each game its own stream."""
    draws = itertools.count()

    def draw(size: int) -> bytes:
        block = RANDOMNESS_LABEL + seed + game.to_bytes(8, "big") + next(draws).to_bytes(8, "big")
        return hashlib.shake_256(block).digest(size)

    return draw


# ------------------------------------------------------------------ errors


class MatchError(Exception):
    """A match that cannot be opened as asked; the message says why, in words."""


class UnplayableTable(MatchError):
    """The table's terms are not ones this build plays online (a variant, house rules, group), or the room is not
    this player's to open so (not a table it sits at, or it made the table and cannot join it)."""


class HostNotSeated(MatchError):
    """The table's maker has not sent its first event yet: there is nothing to join (try again later)."""


class RecordMismatch(MatchError):
    """This computer's seat record does not make the events the room holds in this seat's name: it is not the
    record of this table (another seed), or the seat was played from elsewhere."""


# ------------------------------------------------------------------ what a window is told


@dataclass(frozen=True)
class Dealt:
    """Game ``game`` is dealt and this seat's hand and the table are open to it: ``world`` is the opening."""

    game: int
    world: GameState


@dataclass(frozen=True)
class Moved:
    """Seat ``seat`` made ``move`` in game ``game``: the worlds before and after it (after: once this seat sees its
    new hand, if the move ended a round)."""

    seat: int
    move: Move
    before: GameState
    after: GameState
    game: int


@dataclass(frozen=True)
class GameVerified:
    """Game ``game`` is over and checked: its true deal (``deck``), every move, and the result they score."""

    game: int
    result: GameResult
    deck: tuple[Card, ...]
    moves: tuple[PlayedMove, ...]
    dealer: int
    variant: Variant
    players: int = 2

    def true_states(self) -> list[GameState]:
        """The game as it really was: its opening, then the position after each move."""
        state = game_from_deck(self.variant, self.deck, dealer=self.dealer, players=self.players)
        states = [state]
        for played in self.moves:
            state = state.apply(played.move)
            states.append(state)
        return states


@dataclass(frozen=True)
class MatchOver:
    """The match is over, every game verified: the results, each side's points (each player's, or in partnerships
    each pair's), the winning side (None: a draw)."""

    results: tuple[GameResult, ...]
    totals: tuple[int, ...]
    winner: int | None


@dataclass(frozen=True)
class Faulted:
    """The match stopped on a fault (a seat broke the protocol, or the room held what no game has)."""

    fault: Fault


Change = Dealt | Moved | GameVerified | MatchOver | Faulted


# ------------------------------------------------------------------ the terms of a table


def online_variant(name: str, rules: Iterable[tuple[str, RuleValue]]) -> Variant:
    """The variant a table names, with its house rules; ``UnplayableTable`` unless this build plays it online."""
    if name not in ONLINE_VARIANTS:
        raise UnplayableTable(
            f"The table is set for {name[:40]!r}, which this game does not play online "
            f"(online: {', '.join(ONLINE_VARIANTS)})."
        )
    pairs = tuple(sorted(rules))
    try:
        variant = with_house_rules(variant_named(name), dict(pairs))
    except (HouseRulesError, ValueError) as err:
        raise UnplayableTable(f"The table's house rules are not ones this game plays: {err}.") from None
    if tuple(sorted(house_rules_json(variant).items())) != pairs:
        raise UnplayableTable("The table's house rules are not written as this game writes them.")
    return variant


def _rule_pairs(variant: Variant) -> tuple[tuple[str, RuleValue], ...]:
    pairs: list[tuple[str, RuleValue]] = []
    for key, value in house_rules_json(variant).items():
        assert isinstance(value, bool | int | str)  # the house rules' values are of these types
        pairs.append((key, value))
    return tuple(sorted(pairs))


def check_seats(variant: Variant, players: int) -> None:
    """``UnplayableTable`` unless an online table of ``variant`` seats ``players``."""
    if players not in ONLINE_PLAYERS or players not in variant.player_counts:
        counts = ", ".join(str(count) for count in variant.player_counts if count in ONLINE_PLAYERS)
        raise UnplayableTable(f"An online table of {variant.title} seats {counts} players, not {players}.")


# ------------------------------------------------------------------ the match


class OnlineMatch:
    """One seat's match at one room: ``host``, ``join`` or ``resume`` it, then ``step`` and ``play``."""

    def __init__(self, link: AsyncMatrixLink, files: SeatFiles, record: SeatRecord, variant: Variant, group: Group):
        """Use ``host``, ``join`` or ``resume``."""
        self.link = link
        self.files = files
        self.record = record
        self.variant = variant
        self.group = group
        self.players = len(record.players)
        self._seat_of = {player: seat for seat, player in enumerate(record.players)}
        self._match = Match(variant, seed=0, players=self.players, first_leader=0)
        self._tables: list[OnlineTable] = []
        self._true_games: list[GameState] = []
        self._route = [0] * self.players
        """The game each seat's next event belongs to."""
        self._taken: list[set[str]] = [set() for _ in range(self.players)]
        """The digests of each seat's events taken: an exact copy (a transport's retry) is dropped."""
        self._made: list[Content] = []
        """Every event this seat made, in order, for the whole match."""
        self._confirmed = 0
        """How many of them the room was seen to hold."""
        self._sent = 0
        """How many of them this session handed to the link."""
        self._unsure = False
        """A send failed or was cut off: it may have reached the room, which is read before sending again."""
        self._sending = asyncio.Lock()
        self._stepping = asyncio.Lock()
        self._cursor: str | None = None
        self._transport_fault: Fault | None = None
        self._replaying = False
        self._forgotten = False
        self._shown_game = 0
        self._shown_dealt = False
        self._shown_moves = 0
        self._shown_over = False
        self._shown_fault = False
        self._start_game()

    # ---------------------------------------------------------------- opening a match

    @classmethod
    async def host(
        cls,
        link: AsyncMatrixLink,
        files: SeatFiles,
        variant: Variant,
        friends: str | Sequence[str],
        *,
        group: Group = MODP_2048,
    ) -> OnlineMatch:
        """Make a table room, invite ``friends`` (one to three user ids, or one alone: they sit in seats 1, 2, 3 in
        this order), keep the seat record (seat 0) and send the first events. ``UnplayableTable`` if ``variant`` is
        not played online, or not by that many players; the link's errors as it gives them."""
        online_variant(variant.name, _rule_pairs(variant))
        invited = (friends,) if isinstance(friends, str) else tuple(friends)
        check_seats(variant, 1 + len(invited))
        room = await link.create_table(invited)
        record = SeatRecord(
            room=room,
            seat=0,
            seed=secrets.token_bytes(SEED_BYTES),
            players=(link.user_id, *invited),
            variant=variant.name,
            rules=_rule_pairs(variant),
            group=group.fingerprint,
        )
        files.write(record)
        match = cls(link, files, record, variant, group)
        await match._flush()
        return match

    @classmethod
    async def join(
        cls, link: AsyncMatrixLink, files: SeatFiles, room: str, *, group: Group = MODP_2048, timeout: float = 30.0
    ) -> OnlineMatch:
        """Sit at the table ``room`` a friend invited this player to: accept the invitation if not yet done, take
        the seat the maker's list of players gives this player and the terms from the maker's hello
        (``UnplayableTable`` if this build does not play them online, ``HostNotSeated`` if no hello comes within
        ``timeout`` seconds), keep the seat record and answer. A seat this computer already keeps a record of is
        resumed instead."""
        try:
            files.read(room)
        except NoSeatRecord:
            pass
        else:
            return await cls.resume(link, files, room, group=group)
        if any(invitation.room_id == room for invitation in await link.pending_invitations()):
            await link.accept(room)
        seating = next((table for table in await link.open_tables() if table.room_id == room), None)
        if seating is None:
            raise UnplayableTable("This room is not a table you sit at.")
        players = seating.players
        maker = players[0]
        if maker == link.user_id:
            raise UnplayableTable("You made this table: it is opened as its maker's, not joined.")
        hello, backlog = await cls._first_hello(link, room, maker, group, timeout)
        variant = online_variant(hello.variant, hello.rules)
        if hello.players != len(players) or hello.seat != 0:
            raise UnplayableTable(f"The table is set for {hello.players} players, but its maker seated {len(players)}.")
        check_seats(variant, len(players))
        record = SeatRecord(
            room=room,
            seat=players.index(link.user_id),
            seed=secrets.token_bytes(SEED_BYTES),
            players=players,
            variant=variant.name,
            rules=hello.rules,
            group=group.fingerprint,
        )
        files.write(record)
        match = cls(link, files, record, variant, group)
        match._take_all(backlog, replaying=True)
        await match._flush()
        return match

    @staticmethod
    async def _first_hello(
        link: AsyncMatrixLink, room: str, maker: str, group: Group, timeout: float
    ) -> tuple[Hello, list[ReceivedEvent]]:
        """The maker's first event, which must be a hello of this group, and every event read up to it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        backlog: list[ReceivedEvent] = []
        while True:
            after = backlog[-1].event_id if backlog else None
            backlog += await link.wait(room, after, max(0.0, deadline - loop.time()))
            first = next((event for event in backlog if event.sender == maker), None)
            if first is not None:
                break
            if loop.time() >= deadline:
                raise HostNotSeated("The table's maker has not sat down yet; try again in a moment.")
        try:
            body = parse_event(first.content, group).body
        except EventError as err:
            raise UnplayableTable(f"The table's first event is not a hello of this game: {err}.") from None
        if not isinstance(body, Hello):
            raise UnplayableTable("The table's first event is not a hello of this game.")
        if body.group != group.fingerprint:
            raise UnplayableTable("The table locks its cards in a group this game does not use.")
        return body, backlog

    @classmethod
    async def resume(
        cls, link: AsyncMatrixLink, files: SeatFiles, room: str, *, group: Group = MODP_2048
    ) -> OnlineMatch:
        """The match at ``room`` as this computer left it: every event made again from the seat record and checked
        against the room's (``RecordMismatch`` if one differs), those the room lacks sent. ``NoSeatRecord`` /
        ``SeatRecordError`` when there is no usable record, ``UnplayableTable`` when it is another player's."""
        record = files.read(room)
        if record.me != link.user_id:
            raise UnplayableTable(f"The seat record at this table is {record.me}'s, not {link.user_id}'s.")
        if record.group != group.fingerprint:
            raise UnplayableTable("The seat record locks its cards in a group this game does not use.")
        match = cls(link, files, record, online_variant(record.variant, record.rules), group)
        match._take_all(await link.wait(room, None, 0.0), replaying=True)
        await match._flush()
        return match

    # ---------------------------------------------------------------- what a window reads

    @property
    def seat(self) -> int:
        return self.record.seat

    @property
    def seated(self) -> tuple[str, ...]:
        """Every player's user id, in seat order."""
        return self.record.players

    @property
    def room(self) -> str:
        return self.record.room

    @property
    def game_number(self) -> int:
        """The game (from 0) being played, or the last one once the match is over."""
        return len(self._tables) - 1

    @property
    def table(self) -> OnlineTable:
        """The current game's table (read it; moves go through ``play``)."""
        return self._tables[-1]

    @property
    def results(self) -> tuple[GameResult, ...]:
        """The verified games' results, in order."""
        return tuple(self._match.results)

    @property
    def match_over(self) -> bool:
        return self._match.is_over()

    @property
    def fault(self) -> Fault | None:
        """What stopped the match: a table's fault, or the room holding events no match has."""
        if self._transport_fault is not None:
            return self._transport_fault
        return next((table.fault for table in self._tables if table.fault is not None), None)

    @property
    def waiting_for(self) -> int | None:
        """The seat to act next (this seat's own when the local player is to move); None once over or stopped."""
        if self.fault is not None or self.match_over:
            return None
        return self.table.waiting_for()

    def can_play(self) -> bool:
        return self.fault is None and not self.match_over and self.table.can_play()

    def state_for_me(self) -> SeatView | None:
        """What this seat may see of the current game (``OnlineTable.state_for_me``)."""
        return self.table.state_for_me()

    def deal_code(self) -> str | None:
        """The current game's deal code, for the players to compare (``OnlineTable.deal_code``)."""
        return self.table.deal_code()

    def moves_in_room(self) -> int:
        """The moves of the match so far (every seat's, every game): what the room holds once all is sent."""
        return sum(len(table.moves()) for table in self._tables)

    # ---------------------------------------------------------------- playing

    async def step(self, timeout: float) -> list[Change]:
        """Wait up to ``timeout`` seconds (one long poll) for the room's new events, take them, send what is due,
        and return what changed since the last call. The link's errors (``LinkError``) pass through; nothing is
        lost by them: the next step goes on where this one stopped."""
        async with self._stepping:
            await self._flush()
            if self.fault is None and not self.match_over:
                events = await self.link.wait(self.room, self._cursor, timeout)
                self._take_all(events, replaying=False)
                await self._flush()
            self._forget_when_done()
            return self._changes()

    def changes_now(self) -> list[Change]:
        """What changed since the last call, without waiting for the room: the local player's move, at once."""
        return self._changes()

    async def play(self, move: Move) -> None:
        """The local player's ``move``, sent in order (what it changes comes from the next ``step``).
        ``TableNotReady`` or ``IllegalMove`` as the table refuses it. A ``LinkError`` while sending leaves the move
        made: the next ``step`` sends it."""
        if self.fault is not None:
            raise TableNotReady(f"the match stopped: {self.fault.words}")
        if self.match_over:
            raise TableNotReady("the match is over")
        self._keep(self.table.play(move))
        self._advance()
        await self._flush()

    # ---------------------------------------------------------------- the games

    def _start_game(self) -> None:
        game = len(self._tables)
        leader = self._match.leader(game)
        table = OnlineTable.create(
            self.variant,
            self.seat,
            players=self.players,
            dealer=(leader - 1) % self.players,
            table=f"{self.room} game {game}",
            group=self.group,
            randomness=seat_randomness(self.record.seed, game),
        )
        self._tables.append(table)
        self._keep(table.outgoing())

    def _advance(self) -> None:
        """Score each newly verified game from its true deal and moves, and begin the next while the match lasts."""
        while len(self._true_games) < len(self._tables) and self._tables[len(self._true_games)].verified():
            table = self._tables[len(self._true_games)]
            deck = table.deck()
            assert deck is not None  # a verified table has opened every position
            state = game_from_deck(self.variant, deck, dealer=table.dealer, players=self.players)
            for played in table.moves():
                state = state.apply(played.move)
            self._true_games.append(state)
            self._match.record(state.result())
            if not self._match.is_over():
                self._start_game()

    # ---------------------------------------------------------------- receiving

    def _take_all(self, events: list[ReceivedEvent], *, replaying: bool) -> None:
        self._replaying = replaying
        try:
            for event in events:
                self._take(event)
                self._cursor = event.event_id
        finally:
            self._replaying = False

    def _take(self, event: ReceivedEvent) -> None:
        seat = self._seat_of.get(event.sender)
        if seat is None:
            return  # the link hands on only the players' events
        if self.fault is not None:
            return
        if seat == self.seat:
            self._take_own(event.content)
            return
        digest = digest_of(event.content)
        if digest in self._taken[seat]:
            return  # an exact copy of an event taken: a transport's retry posted it twice
        game = self._route[seat]
        if game >= len(self._tables):
            if not self.match_over:
                self._transport_fault = Fault(
                    seat, FaultKind.UNEXPECTED, f"seat {seat} sent an event for game {game + 1} before it began"
                )
            return
        table = self._tables[game]
        self._taken[seat].add(digest)
        self._keep(table.receive(seat, event.content))
        if table.has_revealed(seat):
            self._route[seat] = game + 1
        self._advance()

    def _take_own(self, content: dict[str, object]) -> None:
        """An event in this seat's name: the next it made (replaying, an own move is made again here first)."""
        digest = digest_of(content)
        if digest in self._taken[self.seat]:
            return
        if self._confirmed == len(self._made) and self._replaying and content.get("kind") == MOVE:
            self._replay_move(content)
        if self._confirmed == len(self._made) or digest_of(self._made[self._confirmed]) != digest:
            number = self._confirmed + 1
            if self._replaying:
                raise RecordMismatch(
                    f"The seat record does not match the table: this seat's event {number} in the room is not the "
                    "one the record makes (another seed, or the seat was played from elsewhere)."
                )
            self._transport_fault = Fault(
                self.seat, FaultKind.CHAIN, "an event came in this seat's name that it never sent: someone posed as it"
            )
            return
        self._confirmed += 1
        self._taken[self.seat].add(digest)
        if content.get("kind") == REVEAL:
            self._route[self.seat] += 1

    def _replay_move(self, content: dict[str, object]) -> None:
        table = self._tables[min(self._route[self.seat], len(self._tables) - 1)]
        try:
            move = Move.parse(str(content.get("move")))
            self._keep(table.play(move))
        except (MoveParseError, TableNotReady, IllegalMove) as err:
            raise RecordMismatch(
                f"The seat record does not match the table: this seat's move in the room cannot be made again ({err})."
            ) from None
        self._advance()

    # ---------------------------------------------------------------- sending

    def _keep(self, contents: list[Content]) -> None:
        self._made.extend(contents)

    async def _flush(self) -> None:
        """Send every event made and not yet in the room, one at a time, in order."""
        async with self._sending:
            if self._unsure:
                await self._skip_landed()
            while (following := max(self._sent, self._confirmed)) < len(self._made):
                self._unsure = True
                await self.link.send(self.room, self._made[following])
                self._unsure = False
                self._sent = following + 1

    async def _skip_landed(self) -> None:
        """After a send that failed or was cut off: count as sent the events the room holds already."""
        history = await self.link.history(self.room)
        mine = {digest_of(event.content) for event in history if event.sender == self.record.me}
        while (following := max(self._sent, self._confirmed)) < len(self._made):
            if digest_of(self._made[following]) not in mine:
                break
            self._sent = following + 1
        self._unsure = False

    def _forget_when_done(self) -> None:
        """Remove the seat record once the match is over, verified, and every event of this seat is sent."""
        if self._forgotten or not self.match_over or self.fault is not None:
            return
        if max(self._sent, self._confirmed) < len(self._made):
            return
        self.files.remove(self.room)
        self._forgotten = True

    # ---------------------------------------------------------------- changes

    def _changes(self) -> list[Change]:
        changes: list[Change] = []
        while self._shown_game < len(self._tables):
            game = self._shown_game
            table = self._tables[game]
            if not self._report_game(game, table, changes) or game >= len(self._true_games):
                break
            changes.append(
                GameVerified(
                    game,
                    self._match.results[game],
                    table.deck() or (),
                    table.moves(),
                    table.dealer,
                    self.variant,
                    self.players,
                )
            )
            self._shown_game += 1
            self._shown_dealt = False
            self._shown_moves = 0
        if self.match_over and not self._shown_over and self._shown_game == len(self._tables):
            totals = self._match.totals()
            changes.append(MatchOver(tuple(self._match.results), tuple(totals), self._match.winner()))
            self._shown_over = True
        fault = self.fault
        if fault is not None and not self._shown_fault:
            changes.append(Faulted(fault))
            self._shown_fault = True
        return changes

    def _report_game(self, game: int, table: OnlineTable, changes: list[Change]) -> bool:
        """Add the game's deal and moves not yet reported that this seat may show; whether all of them were."""
        moves = table.moves()
        if self._shown_dealt and self._shown_moves == len(moves):
            return True
        worlds = self._worlds(table)
        known = table.known_cards()
        if not worlds or not self._showable(worlds[0], known):
            return False
        if not self._shown_dealt:
            changes.append(Dealt(game, worlds[0]))
            self._shown_dealt = True
        while self._shown_moves < len(worlds) - 1:
            index = self._shown_moves
            if not self._showable(worlds[index + 1], known):
                return False
            played = moves[index]
            changes.append(Moved(played.seat, played.move, worlds[index], worlds[index + 1], game))
            self._shown_moves += 1
        return self._shown_moves == len(moves)

    def _worlds(self, table: OnlineTable) -> list[GameState]:
        """The game's placeholder worlds, from its opening to now, all in the stand-ins the table holds now."""
        if table.placeholder_world() is None:
            return []
        known = table.known_cards()
        unseen = [card for card in CARDS if card not in known]
        state = game_from_deck(self.variant, table.placeholder_deck(), dealer=table.dealer, players=self.players)
        worlds = [state]
        for played in table.moves():
            hold = unseen if played.seat != self.seat else []
            try:
                state = state.apply(played.move, could_also_hold=hold)
            except IllegalMove:  # a move the check at the end will blame: shown as made, until then
                try:
                    state = state.apply(played.move, could_also_hold=CARDS)
                except IllegalMove:
                    break
            worlds.append(state)
        return worlds

    def _showable(self, world: GameState, known: frozenset[Card]) -> bool:
        """Whether every card this seat would see face up in ``world`` (its hand, the table) is opened to it."""
        seen = [*world.hands[self.seat], *(card for item in world.table for card in item_cards(item))]
        return all(card in known for card in seen)
