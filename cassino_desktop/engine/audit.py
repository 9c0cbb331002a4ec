"""An auditor that follows a game move by move and checks the engine against the rule book, not against itself.

Self-play is only worth its games if a wrong engine fails it, so nothing here
asks the engine how to count: the auditor keeps its own tally of the piles,
the table, the sweeps and the last capturer from the moves alone, holds every
move to the reference generator (``reference_movegen``, which shares no logic
with the fast one) and to the rule explainer, and scores the finished game
from the piles with its own reading of docs/RULES.md sections 5, 8 and 10.
It reads only the state's public fields and the variant's switches.

The moves a game plays all come from the generator, so they only ever ask
the rule explainer about legal moves: an explainer that says yes too often
would pass them all. At each position the auditor therefore also puts near
misses to it (``near_miss``: a listed move with its value, its played card or
one table card changed, drawn from the game's seed) that the generator does
not list, and each must be refused, by ``why_illegal`` and as a gesture by
``why_no_move_for``.

House rules covered: the scoring switches (``sweeps``, ``last_play_sweep``,
``spade_points``, ``spades_break_card_tie``) by the recount and the score,
``draw`` by conservation and the last-play rule, and the building switches
(``builds_in_sums``, ``loose_cards_in_raise``, ``one_build_per_value``,
``builder_duty``, ``table_aces_high``, ``faces_take_all``) through the
reference generator's legality. ``match_target`` is not checked: self-play
plays single games, not matches.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .cards import Card
from .moves import BUILD, CAPTURE, TRAIL, Move
from .reference_movegen import reference_allows
from .rng import SplitMix64
from .scoring import GameResult, PlayerScore
from .state import GameState
from .table import Build, Item
from .variants import Grouping, Scoring, Variant

FULL_DECK = frozenset(Card(i) for i in range(52))
REFERENCE_TABLE_ITEMS = 10
"""Tables up to this many items are held to the reference generator (its cost grows with the table)."""
NEAR_MISSES = 2
"""Wrong moves put to the rule explainer at each position of a game: each a listed move with one thing changed."""
NEAR_MISS_STREAM = 0x6E656172
"""Mixed into a game's seed for its near misses, so that they never change the moves the game plays."""

TEN_OF_DIAMONDS = Card(9 * 4 + 1)
TWO_OF_SPADES = Card(1 * 4 + 3)
JACK_OF_SPADES_CARD = Card(10 * 4 + 3)
SPADE_SUIT = 3


def _cards_of(item: Item) -> tuple[Card, ...]:
    return item.cards if isinstance(item, Build) else (item,)


def _table_cards(table: Sequence[Item]) -> list[Card]:
    cards: list[Card] = []
    for item in table:
        if isinstance(item, Build):
            cards.extend(item.cards)
        else:
            cards.append(item)
    return cards


def _holds_the_deck_once(state: GameState) -> bool:
    """Whether the state holds 52 cards that are the deck, each once: ``_every_card``'s count, without its list."""
    seen: set[Card] = set()
    count = 0
    for cards in (*state.hands, *state.captured, state.stock, _table_cards(state.table)):
        seen.update(cards)
        count += len(cards)
    return count == 52 and seen == FULL_DECK


def _every_card(state: GameState) -> list[Card]:
    """Every card the state holds, counted from its fields (not ``GameState.all_cards``)."""
    cards = [card for hand in state.hands for card in hand]
    cards.extend(_table_cards(state.table))
    cards.extend(state.stock)
    cards.extend(card for pile in state.captured for card in pile)
    return cards


# ================================================================ scoring from the piles


def _the_one_with_most(counts: Sequence[int]) -> int | None:
    top = max(counts)
    holders = [seat for seat, count in enumerate(counts) if count == top]
    return holders[0] if len(holders) == 1 else None


def audit_score(variant: Variant, piles: Sequence[Sequence[Card]], sweeps: Sequence[int]) -> list[dict[str, int]]:
    """Each player's points by category, scored from the piles and recounted sweeps per docs/RULES.md 5, 8, 10.

    Written apart from ``scoring.py`` on purpose: the two must agree on every
    finished game, and a fault in one shows as a disagreement.
    """
    cards = [len(pile) for pile in piles]
    spades = [sum(1 for card in pile if card.suit == SPADE_SUIT) for pile in piles]
    lines: list[dict[str, int]] = []
    if variant.scoring is Scoring.CARDS:
        # 5.1 Original: a point per captured card.
        return [{"total": n, "cards": n, "spades": s} for n, s in zip(cards, spades, strict=True)]
    if variant.scoring is Scoring.CLEARANCE:
        # 8: aces 1, 2S 2, TD 2; most cards and most spades 1 to every player who shares the most.
        for seat, pile in enumerate(piles):
            line = {
                "cards": cards[seat],
                "spades": spades[seat],
                "aces": sum(1 for card in pile if card.rank == 1),
                "big_cassino": 2 * (TEN_OF_DIAMONDS in pile),
                "little_cassino": 2 * (TWO_OF_SPADES in pile),
                "most_cards": int(cards[seat] == max(cards)),
                "most_spades": int(spades[seat] == max(spades)),
                "sweeps": 0,
                "spade_points": 0,
            }
            lines.append(line)
    else:
        # 5.2 Advanced and Royal, with the scoring house rules of section 10.
        most_cards = _the_one_with_most(cards)
        if most_cards is None and variant.spades_break_card_tie:
            tied = [seat for seat in range(len(piles)) if cards[seat] == max(cards)]
            tie_breaker = _the_one_with_most([spades[seat] for seat in tied])
            most_cards = None if tie_breaker is None else tied[tie_breaker]
        most_spades = _the_one_with_most(spades)
        for seat, pile in enumerate(piles):
            spade_points = 0
            if variant.spade_points:
                spade_points = sum(2 if card == JACK_OF_SPADES_CARD else 1 for card in pile if card.suit == SPADE_SUIT)
            line = {
                "cards": cards[seat],
                "spades": spades[seat],
                "aces": sum(1 for card in pile if card.rank == 1),
                "big_cassino": 2 * (TEN_OF_DIAMONDS in pile),
                "little_cassino": 1 * (TWO_OF_SPADES in pile),
                "most_cards": 3 * (most_cards == seat),
                "most_spades": 1 * (most_spades == seat),
                "sweeps": sweeps[seat] if variant.sweeps_score else 0,
                "spade_points": spade_points,
            }
            lines.append(line)
    for line in lines:
        line["total"] = sum(
            line[key]
            for key in ("aces", "big_cassino", "little_cassino", "most_cards", "most_spades", "sweeps", "spade_points")
        )
    return lines


def _score_faults(scores: Sequence[PlayerScore], lines: Sequence[dict[str, int]], who: str) -> list[str]:
    if len(scores) != len(lines):
        return [f"{len(scores)} scores for {len(lines)} {who}s"]
    faults = []
    for number, (score, line) in enumerate(zip(scores, lines, strict=True)):
        for key, points in line.items():
            if getattr(score, key) != points:
                faults.append(f"{who} {number} scored {key} {getattr(score, key)}, the piles give {points}")
    return faults


def audit_winner(lines: Sequence[dict[str, int]]) -> int | None:
    """The player with strictly the highest total; None when the top is shared (a draw)."""
    return _the_one_with_most([line["total"] for line in lines])


# ================================================================ the game, move by move


@dataclass
class GameAudit:
    """One game's independent record: piles, sweeps and last capturer as the moves made them.

    ``after_move`` is called with the state before, the move and the state
    after; ``at_end`` with the finished game's result. Each returns the
    faults it found, as sentences naming the move.
    """

    start: GameState
    reference_table_items: int = REFERENCE_TABLE_ITEMS
    seed: int = 0
    """The game's seed, from which the near misses are drawn: the same wrong moves each time the game is played."""
    piles: list[Counter[Card]] = field(init=False)
    sweeps: list[int] = field(init=False)
    last_capturer: int | None = field(init=False, default=None)
    illegal: bool = field(init=False, default=False)
    """Set once a move is found illegal: the game has no right outcome to follow after it."""

    def __post_init__(self) -> None:
        self._near_misses = SplitMix64(self.seed ^ NEAR_MISS_STREAM)
        self.piles = [Counter(pile) for pile in self.start.captured]
        # The pile each seat held when last checked, its tally then equal to it (the state's piles are tuples).
        self._piles_found: list[Sequence[Card]] = list(self.start.captured)
        self.sweeps = list(self.start.sweeps)
        self.last_capturer = self.start.last_capturer

    def opening_faults(self) -> list[str]:
        """Faults of the deal itself: the 52 cards, each once."""
        return _conservation_faults(self.start)

    def after_move(self, before: GameState, move: Move, after: GameState) -> list[str]:
        """Faults of one move: legality, where every card went, the sweep and the last capturer."""
        faults = self._legality_faults(before, move)
        if faults:
            self.illegal = True
            return faults  # an illegal move has no right outcome to compare with
        faults.extend(self._leniency_faults(before))
        faults.extend(_conservation_faults(after))
        mover = before.to_move
        variant = before.variant
        tallied: set[int] = set()  # the seats whose pile the tally adds to at this move
        if move.kind == CAPTURE:
            named = set(move.cards)
            taken: list[Item] = []
            left: list[Item] = []
            for item in before.table:
                (taken if named.issuperset(_cards_of(item)) else left).append(item)
            taken_cards = sorted(_table_cards(taken))
            if taken_cards != sorted(move.cards):
                faults.append(f"takes {_names(move.cards)}, which are not whole items of the table")
            table_after = _table_cards(left)  # the cards of the items not taken
            self.piles[mover].update([move.card, *taken_cards])
            tallied.add(mover)
            self.last_capturer = mover
            last_play = not before.stock and sum(len(hand) for hand in before.hands) == 1
            if not table_after and (variant.last_play_sweep or not last_play):
                self.sweeps[mover] += 1
        else:
            table_after = [*_table_cards(before.table), move.card]
        if after.over:
            taker = self.last_capturer if self.last_capturer is not None else before.dealer
            self.piles[taker].update(table_after)
            tallied.add(taker)
            table_after = []
        table_now = _table_cards(after.table)
        if len(table_now) != len(table_after) or sorted(table_now) != sorted(table_after):
            faults.append(f"the table holds {_names(table_now)}, the move leaves {_names(table_after)}")
        faults.extend(self._pile_faults(after.captured, tallied))
        if list(after.sweeps) != self.sweeps:
            faults.append(f"sweeps {list(after.sweeps)}, the moves made {self.sweeps}")
            self.sweeps = list(after.sweeps)
        if after.last_capturer != self.last_capturer:
            faults.append(f"last capturer {after.last_capturer}, the moves make it {self.last_capturer}")
        if before.stock[len(before.stock) - len(after.stock) :] != after.stock:
            faults.append("the stock changed other than by dealing from the top")
        if not after.over and after.to_move != _next_to_move(before, after):
            faults.append(f"player {after.to_move} to move, not player {_next_to_move(before, after)}")
        return faults

    def _pile_faults(self, captured: Sequence[Sequence[Card]], tallied: set[int]) -> list[str]:
        """Each pile against the tally: recounted unless it is the very pile checked at the last move (a tuple, so
        the same cards) and the tally of its seat did not change since (its seat is not in ``tallied``)."""
        faults: list[str] = []
        for seat, pile in enumerate(captured):
            if pile is self._piles_found[seat] and seat not in tallied:
                continue
            tally = self.piles[seat]
            if len(pile) != tally.total() or Counter(pile) != tally:
                gained = _names((Counter(pile) - tally).elements())
                lost = _names((tally - Counter(pile)).elements())
                faults.append(f"player {seat}'s pile has {gained or 'nothing'} too many, {lost or 'nothing'} too few")
                self.piles[seat] = Counter(pile)  # report a wrong pile once, not on every later move
            self._piles_found[seat] = pile
        return faults

    def at_end(self, final: GameState, result: GameResult) -> list[str]:
        """Faults of the finished game: cards left out of the piles, and every score against the piles."""
        faults: list[str] = []
        if final.table or any(final.hands) or final.stock:
            faults.append("cards left outside the piles at the end")
        variant = final.variant
        piles = [list(pile.elements()) for pile in self.piles]
        lines = audit_score(variant, piles, self.sweeps)
        if variant.partnerships:
            # Each side scored as one player from both partners' piles; each seat keeps its own pile's points.
            sides = [[card for seat, pile in enumerate(piles) if seat % 2 == side for card in pile] for side in (0, 1)]
            side_sweeps = [sum(n for seat, n in enumerate(self.sweeps) if seat % 2 == side) for side in (0, 1)]
            side_lines = audit_score(variant, sides, side_sweeps)
            faults.extend(_score_faults(result.sides, side_lines, "side"))
            for line in lines:
                line["total"] -= line["most_cards"] + line["most_spades"]
                line["most_cards"] = line["most_spades"] = 0
            lines_deciding = side_lines
        else:
            lines_deciding = lines
        faults.extend(_score_faults(result.players, lines, "player"))
        winner = audit_winner(lines_deciding)
        if result.winner != winner:
            faults.append(f"winner {result.winner}, the piles make it {winner}")
        return faults

    def _legality_faults(self, before: GameState, move: Move) -> list[str]:
        """Is the move legal: by the rule explainer always, by the reference generator on tables it can list fast."""
        if move.kind not in (TRAIL, CAPTURE, BUILD):
            return [f"a move of unknown kind {move.kind!r}"]
        faults: list[str] = []
        refusal = before.why_illegal(move)
        if refusal is not None:
            faults.append(f"illegal ({refusal.sentence})")
        variant = before.variant
        if (
            variant.grouping is Grouping.CASSINO
            and len(before.table) <= self.reference_table_items
            and not reference_allows(before, move)
        ):
            faults.append("illegal (not among the reference generator's moves)")
        return faults

    def _leniency_faults(self, before: GameState) -> list[str]:
        """Does the rule explainer refuse moves the generator does not list, and explain gestures none answers?

        The game's own moves all come from the generator, so an explainer that
        says yes too often would never be caught by them: it is asked about
        near misses too (``near_miss``), each a listed move with one thing
        changed that the generator does not list, where the listing is whole.
        """
        listing = before.candidate_moves()
        if not listing.complete or not listing.moves:
            return []  # a crowded table's listing is cut: a move left out of it may be legal
        listed = listing.moves  # looked through for a near miss or two: no set of them made at every position
        faults: list[str] = []
        gesture_asked = False  # once a position: a gesture asks the explainer about every build value
        for _ in range(NEAR_MISSES):
            near = near_miss(before, listed, self._near_misses)
            if near is None or near in listed:
                continue
            if before.why_illegal(near) is None:
                faults.append(f"the rule explainer allows {_shown(near)}, which the generator does not list")
            gesture = (near.card, near.cards, near.kind)
            if not gesture_asked and gesture not in {(move.card, move.cards, move.kind) for move in listed}:
                gesture_asked = True
                if before.why_no_move_for(*gesture) is None:
                    faults.append(f"no reason is given against {_shown(near, False)}, which no listed move plays")
        return faults


def near_miss(state: GameState, listed: Sequence[Move], rng: SplitMix64) -> Move | None:
    """A listed move with one thing changed, as a player's slip might change it: its value, its played card, or
    one of its table cards (another, one more or one fewer); None when the change chosen leaves it as it was.

    The value is moved one either way (a capture, whose value is 0, to -1 or 1); the played card becomes
    another card of the hand (any other card of the deck when the hand holds no other).
    """
    move = listed[rng.below(len(listed))]
    change = rng.below(3)
    if change == 0:
        return move._replace(value=move.value + (1 if rng.below(2) else -1))
    if change == 1:
        others = [card for card in state.hand if card != move.card]
        pool = others or [card for card in FULL_DECK if card != move.card]
        return move._replace(card=pool[rng.below(len(pool))])
    table = _table_cards(state.table)
    left = [card for card in table if card not in move.cards]
    named = list(move.cards)
    way = rng.below(3)
    if way == 0 and named and left:  # another table card in place of one named
        named[rng.below(len(named))] = left[rng.below(len(left))]
    elif way == 1 and left:  # one more
        named.append(left[rng.below(len(left))])
    elif way == 2 and named:  # one fewer
        del named[rng.below(len(named))]
    else:
        return None
    return move._replace(cards=tuple(sorted(named)))


def _shown(move: Move, with_value: bool = True) -> str:
    """A move's cards (and its value, if ``with_value`` and any) as a fault names them: its text may not hold them."""
    value = f" of value {move.value}" if with_value and (move.value or move.kind == CAPTURE) else ""
    return f"{move.kind} {move.card} with {_names(move.cards) or 'no table card'}{value}"


def _next_to_move(before: GameState, after: GameState) -> int:
    """Whose turn follows: the player on the dealer's left after a new deal, else the next player (2)."""
    dealt = not before.variant.draw and len(after.stock) < len(before.stock)
    return (before.dealer + 1) % before.players if dealt else (before.to_move + 1) % before.players


def _conservation_faults(state: GameState) -> list[str]:
    if _holds_the_deck_once(state):
        return []
    cards = _every_card(state)
    counts = Counter(cards)
    twice = sorted(card for card, count in counts.items() if count > 1)
    missing = sorted(FULL_DECK - set(counts))
    return [
        f"{len(cards)} cards in play, not the 52: missing {_names(missing) or 'none'}, twice {_names(twice) or 'none'}"
    ]


def _names(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in sorted(cards))
