"""The game state: an immutable position with ``candidate_moves()``, ``is_legal()`` and ``apply()``.

Modelled on python-chess's Board, but immutable: ``apply`` returns a new
state and never changes the old one, so an illegal move cannot leave a
half-changed state behind, an undo is keeping the previous state, and a
search can branch freely.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import partial
from typing import NamedTuple, cast

from .cards import CARDS, Card
from .compile_hints import mypyc_attr
from .movegen import CANDIDATE_LIMIT, MoveListing, generate_moves, list_moves, listing_of
from .moves import CAPTURE, TRAIL, Move
from .plays import is_sweep, table_after
from .refusals import Illegal, IllegalMove, Refusal
from .rng import SplitMix64
from .rules import explain_illegal, explain_intent, is_legal_move, legal_moves_for
from .scoring import GameResult, score_game
from .table import Item, item_cards
from .variants import Variant


class Play(NamedTuple):
    """One play as everyone at the table saw it: who played, what, and the table it was played on.

    The table before the play is kept because a play says something about
    the hand it came from: a player who trails while a card on the table
    could have been taken most likely held nothing to take it with.
    """

    seat: int
    move: Move
    table: tuple[Item, ...]


_play_of = cast(Callable[[tuple[int, Move, tuple[Item, ...]]], Play], partial(tuple.__new__, Play))
"""A play from its three fields at once, made in C (a named tuple's ``__new__`` is Python code): one a ply."""


@mypyc_attr(native_class=False)  # made field by field where a move is played (``_play``)
class GameState:
    """One moment of a game: hands, table, stock, piles, and whose turn it is.

    What may be played is asked four ways, each answered once (a ``SeatView`` answers the first two alike
    for its own seat): ``candidate_moves`` (the bounded listing every player and front end uses),
    ``legal_moves`` (all of them, however many: for checks), ``why_illegal`` (the one refusal of a move,
    None when legal; ``is_legal`` says the same as a bool), and for a gesture, "this card on those cards",
    ``moves_for`` with ``why_no_move_for``.
    """

    __slots__ = (
        "_candidates",
        "_legal",
        "_trailed_onto",
        "captured",
        "dealer",
        "hands",
        "last_capturer",
        "over",
        "players",
        "round",
        "round_plays",
        "stock",
        "sweeps",
        "table",
        "to_move",
        "variant",
    )

    variant: Variant
    players: int
    dealer: int
    to_move: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Item, ...]
    stock: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    last_capturer: int | None
    round: int
    round_plays: tuple[Play, ...]
    """The plays of this round so far, in order: public, every player watched them."""
    over: bool

    def __init__(
        self,
        variant: Variant,
        *,
        dealer: int,
        to_move: int,
        hands: Sequence[Sequence[Card]],
        table: Sequence[Item],
        stock: Sequence[Card] = (),
        captured: Sequence[Sequence[Card]] | None = None,
        sweeps: Sequence[int] | None = None,
        last_capturer: int | None = None,
        round: int = 1,
        over: bool = False,
        round_plays: Sequence[Play] = (),
    ) -> None:
        """Build a state from parts; ``position.load_position`` validates untrusted ones."""
        players = len(hands)
        self.variant = variant
        self.players = players
        self.dealer = dealer
        self.to_move = to_move
        self.hands = tuple(tuple(sorted(h)) for h in hands)
        self.table = tuple(table)
        self.stock = tuple(stock)
        self.captured = tuple(tuple(p) for p in captured) if captured is not None else ((),) * players
        self.sweeps = tuple(sweeps) if sweeps is not None else (0,) * players
        self.last_capturer = last_capturer
        self.round = round
        self.round_plays = tuple(round_plays)
        self.over = over
        self._legal: list[Move] | None = None
        self._candidates: MoveListing | None = None
        # The table a trail made this one of, where a trail was played to it: the move generator grows that
        # table's analysis instead of making one anew.
        self._trailed_onto: tuple[Item, ...] | None = None

    # ----------------------------------------------------------------- queries

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the player to move."""
        return self.hands[self.to_move]

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move, each once (docs/RULES.md 4.6).

        A crowded table (a dozen low cards or more, reachable by a long run of
        trails) allows millions of moves, and this lists them all: the players,
        the window and the command line ask ``candidate_moves``, ``is_legal``
        and ``moves_for`` instead, whose cost is bounded.
        """
        if self._legal is None:
            if self.over:
                self._legal = []
            else:
                self._legal = generate_moves(
                    self.variant,
                    self.hands[self.to_move],
                    self.table,
                    self.to_move,
                    trailed_onto=self._trailed_onto,
                )
        return list(self._legal)

    def candidate_moves(self, limit: int = CANDIDATE_LIMIT) -> MoveListing:
        """At most ``limit`` legal moves, found in time bounded by ``limit``, and whether they are all of them.

        On every ordinary table these are all the legal moves; on a crowded
        one, a share of each card's moves and every legal trail.
        """
        if self.over:
            return MoveListing([], True)
        if self._legal is not None:
            return MoveListing(self._legal[:limit], len(self._legal) <= limit)
        if limit != CANDIDATE_LIMIT:
            return list_moves(self.variant, self.hands[self.to_move], self.table, self.to_move, limit)
        if self._candidates is None:
            hand = self.hands[self.to_move]
            listing = list_moves(self.variant, hand, self.table, self.to_move, limit, trailed_onto=self._trailed_onto)
            self._candidates = listing
            if listing.complete:
                self._legal = listing.moves
        candidates = self._candidates
        return listing_of((list(candidates.moves), candidates.complete))

    def why_illegal(self, move: Move, *, could_also_hold: Collection[Card] = ()) -> Refusal | None:
        """None if ``move`` is legal now, else the rule it breaks (``refusal.reason`` is an ``Illegal``).

        ``could_also_hold``: cards the mover may hold besides its hand as this state has it, when that hand is
        partly hidden from whoever asks (an online table sees the other's cards only as they are played). The
        rules that ask what a mover keeps (4.4, 4.5) then count them too: more cards kept never forbid a move,
        so a move refused so is illegal whatever the hidden cards are.
        """
        if self.over:
            return Illegal.GAME_OVER.given()
        hand = self.hands[self.to_move]
        if could_also_hold:
            hand = (*hand, *[card for card in could_also_hold if card not in hand])
        return explain_illegal(self.variant, hand, self.table, self.to_move, move)

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` is legal now: ``why_illegal`` without the search for which rule to name."""
        return not self.over and is_legal_move(self.variant, self.hands[self.to_move], self.table, self.to_move, move)

    def moves_for(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> list[Move]:
        """The legal moves that play ``card`` with exactly these table cards (of ``kind``, if given).

        This is what a player's gesture asks: "this card on those". The moves
        come in the order of ``Move.sort_key``.
        """
        hand = self.hands[self.to_move]
        if self.over or card not in hand:
            return []
        wanted = tuple(sorted(table_cards))
        # Asked of the rule explainer (a crowded table allows millions of moves: none is listed).
        legal = legal_moves_for(self.variant, hand, self.table, self.to_move, card, wanted, kind)
        return sorted(legal, key=Move.sort_key)

    def cards_taken_in_by(self, card: Card) -> set[Card]:
        """Table cards that some legal capture or build with ``card`` would take in: what a drag lights up.

        Asked of the candidate moves, so on a crowded table of the card's share of them.
        """
        return {c for m in self.candidate_moves().moves if m.card == card for c in m.cards}

    def why_no_move_for(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> Refusal | None:
        """Why no legal move plays ``card`` with these table cards; None when ``moves_for`` finds one.

        The table never names a build's value, so neither does this question:
        the engine explains the build the cards would make (see
        ``rules.explain_intent``).
        """
        if self.moves_for(card, table_cards, kind):
            return None
        if self.over:
            return Illegal.GAME_OVER.given()
        return explain_intent(self.variant, self.hands[self.to_move], self.table, self.to_move, card, table_cards, kind)

    def is_over(self) -> bool:
        return self.over

    def result(self) -> GameResult:
        """The final score; only once the game is over."""
        if not self.over:
            raise ValueError("the game is not over yet")
        return score_game(self.variant, self.captured, self.sweeps)

    def all_cards(self) -> list[Card]:
        """Every card in the position, wherever it lies (for conservation checks)."""
        cards: list[Card] = [c for h in self.hands for c in h]
        cards.extend(c for it in self.table for c in item_cards(it))
        cards.extend(self.stock)
        cards.extend(c for p in self.captured for c in p)
        return cards

    def replaced(
        self,
        *,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
    ) -> GameState:
        """The same position with other hidden cards: new hands or a new stock order.

        The copy is fresh (nothing computed yet), which is also what a
        benchmark wants when it times ``legal_moves()``.
        """
        return GameState(
            self.variant,
            dealer=self.dealer,
            to_move=self.to_move,
            hands=self.hands if hands is None else hands,
            table=self.table,
            stock=self.stock if stock is None else stock,
            captured=self.captured,
            sweeps=self.sweeps,
            last_capturer=self.last_capturer,
            round=self.round,
            over=self.over,
            round_plays=self.round_plays,
        )

    # ----------------------------------------------------------------- moves

    def apply(self, move: Move, *, could_also_hold: Collection[Card] = ()) -> GameState:
        """The state after ``move``; ``IllegalMove`` (with the rule) if it is not legal.

        The state itself never changes, legal move or not. ``could_also_hold`` is ``why_illegal``'s: the
        move is then checked against every card the mover might hold, and the rest waits for the end, when
        the whole deal is seen.
        """
        if self._legal is None or move not in self._legal:
            refusal = self.why_illegal(move, could_also_hold=could_also_hold)
            if refusal is not None:
                raise IllegalMove(move, refusal)
        return self._play(move)

    def _play(self, move: Move) -> GameState:
        mover = self.to_move
        card = move.card
        hands = list(self.hands)
        hand = hands[mover]
        at = hand.index(card)
        hands[mover] = hand[:at] + hand[at + 1 :]
        captured = self.captured
        sweeps = self.sweeps
        last_capturer = self.last_capturer

        variant = self.variant
        stock = self.stock
        round_number = self.round
        if variant.draw and stock:
            # Draw Cassino: the mover draws the top card after every play while the stock lasts.
            hands[mover] = tuple(sorted((*hands[mover], stock[0])))
            stock = stock[1:]
            round_number = variant.round_at(self.players, len(stock))

        table = table_after(variant, self.table, mover, move)
        if move.kind == CAPTURE:  # only a capture changes the piles (copied then, not on every play)
            piles = list(captured)
            piles[mover] = (*piles[mover], card, *move.cards)
            captured = tuple(piles)
            last_capturer = mover
            if is_sweep(variant, move, table, last_play=not stock and not any(hands)):
                counts = list(sweeps)
                counts[mover] += 1
                sweeps = tuple(counts)

        state = GameState.__new__(GameState)
        state.variant = variant
        state.players = self.players
        state.dealer = self.dealer
        state.hands = tuple(hands)
        state.table = table
        state.stock = stock
        state.captured = captured
        state.sweeps = sweeps
        state.last_capturer = last_capturer
        state.round = round_number
        same_round = round_number == self.round
        state.round_plays = (*self.round_plays, _play_of((mover, move, self.table))) if same_round else ()
        state.over = False
        state._legal = None
        state._candidates = None
        state._trailed_onto = self.table if move.kind == TRAIL else None
        state.to_move = (mover + 1) % self.players
        if not state.hands[state.to_move]:
            state._next_round_or_end()
        return state

    def _next_round_or_end(self) -> None:
        """Called when the next player has no cards: deal again, or end the game."""
        if any(self.hands):
            # Uneven hands (only in hand-made positions): skip empty seats.
            for step in range(1, self.players + 1):
                seat = (self.to_move + step) % self.players
                if self.hands[seat]:
                    self.to_move = seat
                    return
        if self.stock:
            hands, self.stock = deal_hands(self.stock, self.players, self.dealer, self.variant.hand_size)
            self.hands = tuple(tuple(sorted(h)) for h in hands)
            self.round += 1
            self.round_plays = ()
            self.to_move = (self.dealer + 1) % self.players
            return
        # End of the game: the table goes to the last capturer, or the dealer (5).
        taker = self.last_capturer if self.last_capturer is not None else self.dealer
        leftovers = tuple(c for it in self.table for c in item_cards(it))
        if leftovers:
            captured = list(self.captured)
            captured[taker] = (*captured[taker], *leftovers)
            self.captured = tuple(captured)
        self.table = ()
        self.over = True

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[object, ...]:
        return (
            self.variant,
            self.dealer,
            self.to_move,
            self.hands,
            self.table,
            self.stock,
            tuple(tuple(sorted(p)) for p in self.captured),
            self.sweeps,
            self.last_capturer,
            self.round,
            self.over,
        )

    def __repr__(self) -> str:
        return f"GameState({self.variant.name}, to_move={self.to_move}, round={self.round}, over={self.over})"


def deal_hands(
    stock: Sequence[Card], players: int, dealer: int, hand_size: int
) -> tuple[list[list[Card]], tuple[Card, ...]]:
    """Deal one round from the top of the stock, two cards at a time.

    The player to the dealer's left is served first and the dealer last
    (docs/RULES.md 2, decided: two at a time, hands before table).
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    pos = 0
    for _ in range(hand_size // 2):
        for step in range(1, players + 1):
            seat = (dealer + step) % players
            hands[seat].extend(stock[pos : pos + 2])
            pos += 2
    return hands, tuple(stock[pos:])


def shuffled_deck(seed: int) -> list[Card]:
    """The 52 cards in the order a seed shuffles them (top of the deck first)."""
    deck = list(CARDS)
    SplitMix64(seed).shuffle(deck)
    return deck


def new_game(variant: Variant, seed: int, *, dealer: int = 1, players: int = 2) -> GameState:
    """The opening position of a game: same seed, same deal, always (its shuffle, dealt by ``game_from_deck``)."""
    return game_from_deck(variant, shuffled_deck(seed), dealer=dealer, players=players)


def game_from_deck(variant: Variant, deck: Sequence[int], *, dealer: int = 1, players: int = 2) -> GameState:
    """The opening position dealt from ``deck``, top card first: a seed's shuffle, or one shuffled elsewhere.

    An online table's deck comes from a shuffle neither side saw whole (``net/sealed_deck.py``), so the
    dealing of the variant is here once, for both. ``ValueError`` unless ``deck`` holds each card once.
    """
    if players not in variant.player_counts:
        counts = ", ".join(str(n) for n in variant.player_counts)
        raise ValueError(f"{variant.title} is played by {counts} players, not {players}")
    if not 0 <= dealer < players:
        raise ValueError(f"the dealer must be a seat from 0 to {players - 1}, not {dealer}")
    if len(deck) != len(CARDS) or set(deck) != set(CARDS):
        raise ValueError("a deck holds each of the 52 cards once")
    hands, rest = deal_hands([CARDS[card] for card in deck], players, dealer, variant.hand_size)
    table = rest[: variant.table_deal]
    stock = rest[variant.table_deal :]
    return GameState(
        variant,
        dealer=dealer,
        to_move=(dealer + 1) % players,
        hands=hands,
        table=table,
        stock=stock,
    )
