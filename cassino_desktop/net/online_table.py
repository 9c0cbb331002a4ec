"""One seat's side of an online table: the sealed deal, the moves, and the check at the end, as a state machine.

The transport hands every event it receives to ``receive`` and sends what comes back; the window calls
``play`` for the local player's move and reads ``state_for_me``. Nothing here touches a network or a
clock, so two tables in one process play a whole game by passing events to each other.

Nothing received is trusted. An event that is not exactly one of the protocol (``events.py``), that breaks
its sender's chain, that comes when the protocol does not expect it, that holds a deck no honest seat
could have made, a key that opens no card, a move out of turn, illegal, or naming a card that its position
does not hold, ends the table with ``fault`` saying who broke the protocol and how. Moves are checked at
once against what this seat may see (the rules that ask what a mover keeps are asked of every card it
might hold: ``GameState.why_illegal``'s ``could_also_hold``), and again, exactly, at the end, when every
seat reveals its secret and each replays the whole deal and every move.

The protocol, step by step, and what each check defends against: docs/ONLINE.md.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from ..engine import (
    CARDS,
    Card,
    GameState,
    IllegalMove,
    Move,
    MoveParseError,
    SeatView,
    Variant,
    game_from_deck,
    house_rules_json,
    item_cards,
    view_for,
)
from .events import (
    Body,
    DeckRound,
    EventError,
    Hello,
    MoveMade,
    Open,
    Reveal,
    RuleValue,
    chain_start,
    digest_of,
    event_content,
    parse_event,
)
from .sealed_deck import (
    DeckError,
    RoundKind,
    SeatKeys,
    checked_deck,
    deal_rounds,
    make_round,
    opened_card,
    round_problem,
)
from .sra import MODP_2048, Group

ONLINE_VARIANTS = ("original", "advanced", "royal")
"""The variants an online table deals (Clearance's groups are not yet checked against a hidden hand)."""
ONLINE_PLAYERS = (2, 3, 4)
"""Seats an online table has (four may play in partnerships, a house rule of the variant)."""
DEAL_CODE_LABEL = b"cassino online deal code 1\x00"
"""Mixed into the hash that gives both players the same deal code to compare."""

Content = dict[str, object]


class Phase(Enum):
    """Where a table is: seating (waiting for every seat's hello), dealing (the sealed shuffle), playing,
    checking (the game is over, the secrets are being revealed), in dispute (with three or four seats, a card
    did not open and every seat reveals its secret to show whose key was wrong), verified, or stopped by a
    fault."""

    SEATING = "seating"
    DEALING = "dealing"
    PLAYING = "playing"
    CHECKING = "checking"
    DISPUTE = "dispute"
    VERIFIED = "verified"
    FAULT = "fault"


class FaultKind(Enum):
    """What a seat did wrong, for a window to say in its own words (``Fault.words`` says it in English)."""

    MALFORMED = "malformed"
    """Sent something that is not an event of the protocol."""
    CHAIN = "chain"
    """Sent an event again, skipped one, or sent one out of order or changed (its chain broke)."""
    TERMS = "terms"
    """Sat down at a table set otherwise: another variant, house rules, dealer, seat or group."""
    UNEXPECTED = "unexpected"
    """Sent an event the protocol does not expect from it now: a move out of turn or before the keys it owes,
    a second shuffle, a secret before the end…"""
    DECK = "deck"
    """Sent a round of the sealed shuffle that no honest seat could have made."""
    KEY = "key"
    """Sent a key that opens no card at its position, or a card already dealt elsewhere."""
    CARD = "card"
    """Played a card that the position it names does not hold, or from a position not in its hand."""
    ILLEGAL = "illegal"
    """Made a move the rules do not allow."""
    REVEAL = "reveal"
    """Revealed a secret that does not give the keys and rounds it sent."""


@dataclass(frozen=True)
class Fault:
    """Who broke the protocol, how, and in words (English, for logs and a first window)."""

    seat: int
    kind: FaultKind
    words: str


class ProtocolFault(Exception):
    """Raised inside the table when a received event breaks the protocol; ``receive`` turns it into ``fault``."""

    def __init__(self, seat: int, kind: FaultKind, words: str) -> None:
        super().__init__(words)
        self.fault = Fault(seat, kind, words)


class TableNotReady(Exception):
    """The local player asked to play when the table cannot take a move from it: not its turn, cards still
    sealed, the game over or stopped. The message says which."""


@dataclass(frozen=True)
class PlayedMove:
    """A move as the table keeps it: who made it, what, and the deck position of the card played."""

    seat: int
    move: Move
    position: int


class OnlineTable:
    """One seat's side of a table: ``create``, then ``outgoing``, ``receive`` and ``play``.

    Every method returns the events to send, as JSON content, in order; each is meant for every other seat.
    """

    def __init__(
        self,
        variant: Variant,
        seat: int,
        *,
        players: int,
        dealer: int,
        table: str,
        group: Group,
        randomness: Callable[[int], bytes],
    ) -> None:
        """Use ``create``, which checks what it is given."""
        self.variant = variant
        self.seat = seat
        self.players = players
        self.dealer = dealer
        self.table = table
        self.group = group
        self._randomness = randomness
        self.keys = SeatKeys.fresh(group, randomness)
        self._rounds = deal_rounds(players)
        self._decks: list[tuple[int, ...]] = [group.codes]
        self._queue: list[Content] = []
        self._sent_digests: set[str] = set()
        self._my_next = 0
        self._my_prev = chain_start(table, seat)
        others = [s for s in range(players) if s != seat]
        self._others = others
        self._next_n = dict.fromkeys(others, 0)
        self._prev = {s: chain_start(table, s) for s in others}
        self._seen: dict[int, set[str]] = {s: set() for s in others}
        self._greeted: set[int] = set()
        self._world: GameState | None = None
        self._world_deck: list[Card] = list(CARDS)
        self._position_of: dict[Card, int] = {card: k for k, card in enumerate(CARDS)}
        self._known: dict[int, Card] = {}
        self._keys_from: dict[int, dict[int, int]] = {s: {} for s in others}
        self._opened_by_me: set[int] = set()
        self._moves: list[PlayedMove] = []
        self._revealed: dict[int, bytes] = {}
        self._disputer = seat
        self.phase = Phase.SEATING
        self.fault: Fault | None = None
        self._send(self._hello())

    @classmethod
    def create(
        cls,
        variant: Variant,
        my_seat: int,
        *,
        players: int = 2,
        dealer: int = 1,
        table: str = "",
        group: Group = MODP_2048,
        randomness: Callable[[int], bytes] = secrets.token_bytes,
    ) -> OnlineTable:
        """A table for ``my_seat``, with ``variant`` (and its house rules) agreed when the table was made.

        ``table`` names the table (the transport's room, say) so that events of another table are refused;
        ``group`` is the RFC 3526 group but for tests, which may pass a smaller safe prime; ``randomness``
        is the system's but for tests, which seed it.
        """
        if variant.name not in ONLINE_VARIANTS:
            raise ValueError(f"{variant.title} is not played online yet (online: {', '.join(ONLINE_VARIANTS)})")
        if players not in ONLINE_PLAYERS or players not in variant.player_counts:
            raise ValueError(f"an online table of {variant.title} does not seat {players} players")
        if not 0 <= my_seat < players or not 0 <= dealer < players:
            raise ValueError(f"seats and the dealer are numbered from 0 to {players - 1}")
        return cls(variant, my_seat, players=players, dealer=dealer, table=table, group=group, randomness=randomness)

    # ------------------------------------------------------------------ what the transport and the window call

    def outgoing(self) -> list[Content]:
        """The events made and not yet handed out (after ``create``: this seat's hello, and maybe more)."""
        queued, self._queue = self._queue, []
        return queued

    def receive(self, sender: int, content: object) -> list[Content]:
        """Take one event from seat ``sender``; the events to send in answer. Never raises for ``content``,
        whatever it is: a fault ends the table and is kept in ``fault``. ``sender`` is the transport's word
        (the seat of the account that sent it), so one that is no seat is the transport's mistake:
        ``ValueError``."""
        if not isinstance(sender, int) or isinstance(sender, bool) or not 0 <= sender < self.players:
            raise ValueError(f"events come from a seat from 0 to {self.players - 1}, not {sender!r}")
        if self.fault is not None:
            return []
        try:
            self._receive(sender, content)
        except ProtocolFault as fault:
            self._stop(fault.fault)
        return self.outgoing()

    def _stop(self, fault: Fault) -> None:
        """End the table on ``fault``: nothing more is sent, not even what was about to be."""
        self.fault = fault
        self.phase = Phase.FAULT
        self._queue.clear()

    def play(self, move: Move) -> list[Content]:
        """Make the local player's ``move``; the events that tell the others. ``TableNotReady`` when the table
        cannot take a move from this seat now, ``IllegalMove`` when the rules do not allow it."""
        if self.fault is not None:
            raise TableNotReady(f"the table stopped: {self.fault.words}")
        world = self._playing_world()
        if self.phase is not Phase.PLAYING or world.to_move != self.seat:
            raise TableNotReady("it is not this seat's turn")
        if not self.can_play():
            raise TableNotReady("some cards of this seat's hand or of the table are still sealed")
        next_world = world.apply(move)
        position = self._position_of[move.card]
        self._opened_by_me.add(position)
        self._send(MoveMade(str(move), position, self.keys.at(position)))
        self._moves.append(PlayedMove(self.seat, move, position))
        self._world = next_world
        try:
            self._after_move()
        except ProtocolFault as fault:  # the last move, once every other secret is in: the check may fail
            self._stop(fault.fault)
        return self.outgoing()

    def can_play(self) -> bool:
        """Whether the local player may move now: its turn, its hand and the table all opened to it."""
        if self.phase is not Phase.PLAYING or self.fault is not None:
            return False
        world = self._playing_world()
        visible = self._hand_positions(world, self.seat) | self._table_positions(world)
        return world.to_move == self.seat and visible <= set(self._known)

    def state_for_me(self) -> SeatView | None:
        """What this seat may see of the game (None before the deal): its hand as far as it is opened, the
        table, counts of the other hands and the stock, every pile. The other cards are never in it."""
        if self._world is None:
            return None
        view = view_for(self._world, self.seat)
        sealed = [card for card in view.hand if self._position_of[card] not in self._known]
        if not sealed:
            return view
        return replace(view, hand=tuple(card for card in view.hand if card not in sealed))

    def finished(self) -> bool:
        """Whether the game is over (checked or not)."""
        return self._world is not None and self._world.over

    def verified(self) -> bool:
        """Whether the game is over and every seat's revealed secret proved the deal and every move."""
        return self.phase is Phase.VERIFIED

    def moves(self) -> tuple[PlayedMove, ...]:
        """Every move made so far, in order, this seat's and the others'."""
        return tuple(self._moves)

    def placeholder_deck(self) -> tuple[Card, ...]:
        """The deck this seat deals its picture of the game from: every card opened to it at its true position,
        the sealed positions holding the cards not yet opened in an arbitrary order (stand-ins, which change as
        cards are opened). ``game_from_deck`` of it and the moves give ``placeholder_world``."""
        return tuple(self._world_deck)

    def placeholder_world(self) -> GameState | None:
        """The game as this seat pictures it (None before the deal): what it has seen, true, and stand-ins for
        the other hands and the stock. Never to be shown whole: ``state_for_me`` is what the seat may see."""
        return self._world

    def known_cards(self) -> frozenset[Card]:
        """The cards opened to this seat so far (where they lie is ``placeholder_deck``)."""
        return frozenset(self._known.values())

    def has_revealed(self, seat: int) -> bool:
        """Whether ``seat`` has revealed its secret (this seat's own: once it made the event), its last of the game."""
        return seat in self._revealed

    def waiting_for(self) -> int | None:
        """The seat whose turn it is to act: to move, to make a round of the shuffle or to send the keys or the
        secret it owes (this seat's own when the local player is to move); None once verified or stopped."""
        if self.phase in (Phase.VERIFIED, Phase.FAULT):
            return None
        if self.phase is Phase.SEATING:
            return next(seat for seat in self._others if seat not in self._greeted)
        if self.phase is Phase.DEALING:
            return self._rounds[len(self._decks) - 1].seat
        if self.phase in (Phase.CHECKING, Phase.DISPUTE):
            return next((seat for seat in self._others if seat not in self._revealed), self.seat)
        world = self._playing_world()
        if world.to_move != self.seat or self.can_play():
            return world.to_move
        shown = self._hand_positions(world, self.seat) | self._table_positions(world)
        return next((seat for seat in self._others if not shown <= set(self._keys_from[seat])), self.seat)

    def deck(self) -> tuple[Card, ...] | None:
        """The dealt order of the cards, once every position is open to this seat (None before)."""
        if len(self._known) < len(CARDS):
            return None
        return tuple(self._known[k] for k in range(len(CARDS)))

    def deal_code(self) -> str | None:
        """Sixteen digits that the seats see alike only when they share one deal (None before the deal).

        Read aloud, or compared any way the server does not carry, they show a server that sat between the
        players from the start, playing each side's opponents itself: each would then have a deal of its own.
        """
        final = self.final_deck()
        if final is None:
            return None
        size = self.group.bytes_per_number
        data = DEAL_CODE_LABEL + self.table.encode("utf-8") + b"\x00" + b"".join(v.to_bytes(size, "big") for v in final)
        digits = f"{int.from_bytes(hashlib.sha256(data).digest()[:8], 'big') % 10**16:016d}"
        return " ".join(digits[i : i + 4] for i in range(0, 16, 4))

    def final_deck(self) -> tuple[int, ...] | None:
        """The sealed deck the cards were dealt from (locked by every seat), once the shuffle is done."""
        return self._decks[-1] if len(self._decks) == len(self._rounds) + 1 else None

    # ------------------------------------------------------------------ sending

    def _send(self, body: Body) -> None:
        content = event_content(self._my_next, self._my_prev, body)
        digest = digest_of(content)
        self._sent_digests.add(digest)
        self._my_prev = digest
        self._my_next += 1
        self._queue.append(content)

    def _hello(self) -> Hello:
        return Hello(self.variant.name, self._rules(), self.players, self.dealer, self.seat, self.group.fingerprint)

    def _rules(self) -> tuple[tuple[str, RuleValue], ...]:
        pairs: list[tuple[str, RuleValue]] = []
        for key, value in house_rules_json(self.variant).items():
            assert isinstance(value, bool | int | str)  # the house rules' values are of these types
            pairs.append((key, value))
        return tuple(sorted(pairs))

    # ------------------------------------------------------------------ receiving

    def _receive(self, sender: int, content: object) -> None:
        if sender == self.seat:
            self._own_echo(content)
            return
        try:
            event = parse_event(content, self.group)
        except EventError as err:
            raise ProtocolFault(
                sender, FaultKind.MALFORMED, f"seat {sender} sent something that is not an event: {err}"
            ) from None
        self._follow_chain(sender, event.n, event.prev, event.digest)
        body = event.body
        if sender in self._revealed:
            raise self._unexpected(sender, "an event after its secret")
        if self.phase is Phase.DISPUTE and not isinstance(body, Reveal):
            return  # sent before it saw the dispute: the secrets decide now, not the play
        if isinstance(body, Hello):
            self._take_hello(sender, body)
        elif sender not in self._greeted:
            raise self._unexpected(sender, "an event before its hello")
        elif isinstance(body, DeckRound):
            self._take_round(sender, body)
        elif isinstance(body, Open):
            self._take_keys(sender, body)
        elif isinstance(body, MoveMade):
            self._take_move(sender, body)
        else:
            self._take_reveal(sender, body)

    def _own_echo(self, content: object) -> None:
        """An event in this seat's name: the transport's echo of one it sent, or else someone posing as it."""
        try:
            event = parse_event(content, self.group)
        except EventError:
            event = None
        if event is None or event.digest not in self._sent_digests:
            raise ProtocolFault(
                self.seat, FaultKind.CHAIN, "an event came in this seat's name that it never sent: someone posed as it"
            )

    def _follow_chain(self, sender: int, n: int, prev: str, digest: str) -> None:
        """Refuse an event that is not the next of its sender's chain, saying how it is not."""
        expected = self._next_n[sender]
        if n < expected:
            again = "the very event" if digest in self._seen[sender] else "a different event"
            raise ProtocolFault(sender, FaultKind.CHAIN, f"seat {sender} sent its event {n} again ({again}): a replay")
        if n > expected:
            raise ProtocolFault(
                sender,
                FaultKind.CHAIN,
                (
                    f"seat {sender}'s event {n} came before its event "
                    f"{expected}: one was dropped or they came out of order"
                ),
            )
        if prev != self._prev[sender]:
            raise ProtocolFault(
                sender,
                FaultKind.CHAIN,
                f"seat {sender}'s event {n} does not follow its event before (the hash chain breaks): "
                "changed, or from another table",
            )
        self._next_n[sender] = n + 1
        self._prev[sender] = digest
        self._seen[sender].add(digest)

    def _unexpected(self, sender: int, what: str) -> ProtocolFault:
        return ProtocolFault(
            sender, FaultKind.UNEXPECTED, f"seat {sender} sent {what}, which the protocol does not allow now"
        )

    def _take_hello(self, sender: int, hello: Hello) -> None:
        if sender in self._greeted:
            raise self._unexpected(sender, "a second hello")
        mine = self._hello()
        differences = [
            name
            for name, theirs, ours in (
                ("variant", hello.variant, mine.variant),
                ("house rules", hello.rules, mine.rules),
                ("number of players", hello.players, mine.players),
                ("dealer", hello.dealer, mine.dealer),
                ("seat", hello.seat, sender),
                ("group", hello.group, mine.group),
            )
            if theirs != ours
        ]
        if differences:
            raise ProtocolFault(
                sender,
                FaultKind.TERMS,
                f"seat {sender} sat down at a table set otherwise: its {', '.join(differences)}",
            )
        self._greeted.add(sender)
        if len(self._greeted) == len(self._others):
            self.phase = Phase.DEALING
            self._make_my_rounds()

    def _take_round(self, sender: int, body: DeckRound) -> None:
        done = len(self._decks) - 1
        if self.phase is not Phase.DEALING or done >= len(self._rounds):
            raise self._unexpected(sender, f"a {body.kind} round")
        step = self._rounds[done]
        if step.seat != sender or step.kind.value != body.kind:
            raise self._unexpected(sender, f"a {body.kind} round when seat {step.seat}'s {step.kind.value} was due")
        try:
            deck = checked_deck(self.group, body.deck)
        except DeckError as err:
            raise ProtocolFault(
                sender, FaultKind.DECK, f"seat {sender}'s {body.kind} round is not a deck: {err}"
            ) from None
        self._decks.append(deck)
        self._make_my_rounds()

    def _make_my_rounds(self) -> None:
        """Make every round due from this seat now; deal once the last is made."""
        while len(self._decks) - 1 < len(self._rounds):
            step = self._rounds[len(self._decks) - 1]
            if step.seat != self.seat:
                return
            deck = make_round(self.group, step, self._decks[-1], self.keys, self._randomness)
            self._decks.append(deck)
            self._send(DeckRound(step.kind.value, deck))
        self._deal()

    def _deal(self) -> None:
        """The sealed deck is made: deal it (as placeholders, opened card by card) and send the keys due."""
        self.phase = Phase.PLAYING
        self._world = game_from_deck(self.variant, self._world_deck, dealer=self.dealer, players=self.players)
        self._open_what_is_due()

    def _take_keys(self, sender: int, body: Open) -> None:
        world = self._world
        if self.phase is not Phase.PLAYING or world is None:
            raise self._unexpected(sender, "keys")
        due = self._due_from(world, sender)
        mine = self._hand_positions(world, self.seat) | self._table_positions(world)
        received = self._keys_from[sender]
        for position, key in zip(body.positions, body.keys, strict=True):
            if position not in due or position in received:
                raise ProtocolFault(
                    sender,
                    FaultKind.KEY,
                    f"seat {sender} sent a key for position {position}, whose card the rules do not show now",
                )
            received[position] = key
            if position in mine and not self._try_to_open(sender, position):
                return

    def _due_from(self, world: GameState, seat: int) -> set[int]:
        """The positions whose keys ``seat`` owes now: the table's, and every hand's but its own."""
        due = self._table_positions(world)
        for other in range(self.players):
            if other != seat:
                due |= self._hand_positions(world, other)
        return due

    def _try_to_open(self, sender: int, position: int) -> bool:
        """Open ``position`` once every other seat's key for it is in; False if the table went into dispute.

        With two seats a key that opens no card is ``sender``'s fault (the only other key is this seat's own);
        with more, nobody can tell at once whose key was wrong, and the table goes into dispute (``_dispute``)."""
        theirs = [self._keys_from[s].get(position) for s in self._others]
        if any(key is None for key in theirs):
            return True
        keys = [self.keys.at(position), *(key for key in theirs if key is not None)]
        card_number = opened_card(self.group, self._decks[-1][position], keys)
        if len(self._others) > 1 and self._opens_wrongly(card_number):
            self._dispute()
            return False
        self._learn(sender, position, card_number)
        return True

    def _opens_wrongly(self, card_number: int | None) -> bool:
        return card_number is None or CARDS[card_number] in self._known.values()

    def _learn(self, sender: int, position: int, card_number: int | None) -> Card:
        if card_number is None:
            raise ProtocolFault(sender, FaultKind.KEY, f"seat {sender}'s key for position {position} opens no card")
        card = CARDS[card_number]
        elsewhere = [k for k, known in self._known.items() if known == card]
        if elsewhere:
            raise ProtocolFault(
                sender,
                FaultKind.KEY,
                f"seat {sender}'s key for position {position} opens {card}, already dealt at position {elsewhere[0]}",
            )
        self._known[position] = card
        self._place(position, card)
        return card

    def _place(self, position: int, card: Card) -> None:
        """Put ``card`` at ``position`` in the placeholder game, swapping it with the sealed card that held it."""
        standing = self._world_deck[position]
        if standing == card:
            return
        other = self._position_of[card]
        self._world_deck[position], self._world_deck[other] = card, standing
        self._position_of[card], self._position_of[standing] = position, other
        world = self._world
        if world is None or not self._moves:
            self._world = game_from_deck(self.variant, self._world_deck, dealer=self.dealer, players=self.players)
            return
        swap = {card: standing, standing: card}
        table_cards = {c for item in world.table for c in item_cards(item)}
        assert card not in table_cards and standing not in table_cards  # the table is opened before any move
        hands = [[swap.get(c, c) for c in hand] for hand in world.hands]
        self._world = world.replaced(hands=hands, stock=[swap.get(c, c) for c in world.stock])

    def _take_move(self, sender: int, body: MoveMade) -> None:
        world = self._world
        if self.phase is not Phase.PLAYING or world is None:
            raise self._unexpected(sender, "a move")
        if world.to_move != sender:
            raise self._unexpected(sender, f"a move out of turn (it was seat {world.to_move}'s)")
        if self._due_from(world, sender) - set(self._keys_from[sender]):
            raise self._unexpected(sender, "a move before the keys of the cards the deal shows the others")
        try:
            move = Move.parse(body.move)
        except MoveParseError as err:
            raise ProtocolFault(sender, FaultKind.MALFORMED, f"seat {sender}'s move is not a move: {err}") from None
        if body.position not in self._hand_positions(world, sender):
            raise ProtocolFault(
                sender, FaultKind.CARD, f"seat {sender} played from position {body.position}, not in its hand"
            )
        shares = [self._keys_from[s].get(body.position) for s in self._others if s != sender]
        if any(key is None for key in shares):
            raise self._unexpected(sender, "a move of a card whose keys not every seat has sent it yet")
        self._keys_from[sender][body.position] = body.key
        # The others' keys for the card were the mover's to check when its hand was opened: a mover that plays on
        # has vouched for them, so a card that does not open is the mover's fault, however many seats there are.
        keys = [self.keys.at(body.position), body.key, *(key for key in shares if key is not None)]
        card = self._learn(sender, body.position, opened_card(self.group, self._decks[-1][body.position], keys))
        if card != move.card:
            raise ProtocolFault(
                sender,
                FaultKind.CARD,
                f"seat {sender} played {move.card}, but its position {body.position} holds {card}",
            )
        world = self._playing_world()
        unseen = [c for c in CARDS if self._position_of[c] not in self._known]
        try:
            self._world = world.apply(move, could_also_hold=unseen)
        except IllegalMove as err:
            raise ProtocolFault(
                sender, FaultKind.ILLEGAL, f"seat {sender}'s move {move} is illegal: {err.sentence}"
            ) from None
        self._moves.append(PlayedMove(sender, move, body.position))
        self._after_move()

    def _after_move(self) -> None:
        self._open_what_is_due()
        if self._playing_world().over:
            self.phase = Phase.CHECKING
            self._send(Reveal(self.keys.secret))
            self._revealed[self.seat] = self.keys.secret
            self._check_if_all_revealed()

    def _take_reveal(self, sender: int, body: Reveal) -> None:
        disputing = self.phase is Phase.PLAYING and len(self._others) > 1
        if self.phase not in (Phase.CHECKING, Phase.DISPUTE) and not disputing:
            raise self._unexpected(sender, "its secret")
        keys = SeatKeys(self.group, body.secret)
        for position, key in sorted(self._keys_from[sender].items()):
            if keys.at(position) != key:
                in_dispute = self.phase is not Phase.CHECKING
                raise ProtocolFault(
                    sender,
                    FaultKind.KEY if in_dispute else FaultKind.REVEAL,
                    f"seat {sender}'s secret does not give the key it sent for position {position}",
                )
        for index, step in enumerate(self._rounds):
            if step.seat == sender:
                problem = round_problem(self.group, step, self._decks[index], self._decks[index + 1], keys)
                if problem is not None:
                    kind = "shuffle" if step.kind is RoundKind.SHUFFLE else "relock"
                    raise ProtocolFault(
                        sender, FaultKind.REVEAL, f"seat {sender}'s {kind} round fails its secret: {problem}"
                    )
        self._revealed[sender] = body.secret
        if self.phase is Phase.PLAYING:
            self._dispute(disputer=sender)
        elif self.phase is Phase.DISPUTE:
            self._settle_dispute()
        else:
            self._check_if_all_revealed()

    def _dispute(self, *, disputer: int | None = None) -> None:
        """Stop the game and reveal this seat's secret, so that every seat can tell whose key or round was wrong.

        With three or four seats a card is opened by the keys of several others: when they open no card (or one
        dealt elsewhere), this seat cannot tell whose key was wrong. The game is lost anyway, so each seat reveals
        its secret: a seat whose secret does not give the keys it sent (or whose rounds fail it) is named at once
        (``_take_reveal``); if every secret checks out, the seat that began the dispute (``disputer``, this seat when a
        card it should see would not open) began it without cause."""
        self.phase = Phase.DISPUTE
        self._disputer = self.seat if disputer is None else disputer
        self._send(Reveal(self.keys.secret))
        self._revealed[self.seat] = self.keys.secret
        self._settle_dispute()

    def _settle_dispute(self) -> None:
        """Once every secret of a dispute is in and each gave the keys and rounds its seat sent: the verdict."""
        if any(seat not in self._revealed for seat in range(self.players)):
            return
        raise ProtocolFault(
            self._disputer,
            FaultKind.UNEXPECTED,
            f"seat {self._disputer} revealed its secret in the middle of the game, but every key and round of every "
            "seat checks out: it stopped the game without cause",
        )

    def _check_if_all_revealed(self) -> None:
        """Once every secret is in: open any position still sealed, then replay the whole game from the deck."""
        if any(seat not in self._revealed for seat in range(self.players)):
            return
        every_key = {s: SeatKeys(self.group, self._revealed[s]) for s in self._others}
        for position in range(len(CARDS)):
            if position not in self._known:
                keys = [self.keys.at(position), *(every_key[s].at(position) for s in self._others)]
                self._learn(self._others[0], position, opened_card(self.group, self._decks[-1][position], keys))
        deck = [self._known[k] for k in range(len(CARDS))]
        state = game_from_deck(self.variant, deck, dealer=self.dealer, players=self.players)
        for number, played in enumerate(self._moves, 1):
            try:
                state = state.apply(played.move)
            except IllegalMove as err:
                raise ProtocolFault(
                    played.seat,
                    FaultKind.ILLEGAL,
                    (
                        f"seat {played.seat}'s move {number} ({played.move}) "
                        f"was illegal with the cards it held: {err.sentence}"
                    ),
                ) from None
        if state != self._world:
            raise ProtocolFault(
                self._others[0], FaultKind.REVEAL, "the revealed deal does not replay to the game played"
            )
        self.phase = Phase.VERIFIED

    # ------------------------------------------------------------------ where the positions are

    def _playing_world(self) -> GameState:
        if self._world is None:
            raise TableNotReady("the cards are not dealt yet")
        return self._world

    def _hand_positions(self, world: GameState, seat: int) -> set[int]:
        return {self._position_of[card] for card in world.hands[seat]}

    def _table_positions(self, world: GameState) -> set[int]:
        return {self._position_of[card] for item in world.table for card in item_cards(item)}

    def _open_what_is_due(self) -> None:
        """Send this seat's keys for every position the rules now show another seat: its hand, the table."""
        world = self._playing_world()
        due = set(self._table_positions(world))
        for seat in self._others:
            due |= self._hand_positions(world, seat)
        due -= self._opened_by_me
        if due:
            positions = tuple(sorted(due))
            self._opened_by_me.update(positions)
            self._send(Open(positions, tuple(self.keys.at(k) for k in positions)))
