"""Scoring a finished game (docs/RULES.md section 5) and the running tally (section 6).

In partnerships the two sides are scored as two players would be, each
from its partners' captures together; each seat's own line keeps what its
own pile holds (cassinos, aces, sweeps), and most cards and most spades
belong to the side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from .cards import BIG_CASSINO, JACK_OF_SPADES, LITTLE_CASSINO, SPADES, Card
from .compile_hints import mypyc_attr
from .variants import SIDES, Scoring, Variant

MOST_CARDS_POINTS = 3
MOST_SPADES_POINTS = 1
"""Most cards and most spades in Advanced and Royal (docs/RULES.md 5.2): every front end and player reads them here."""


def majorities_margin(variant: Variant, card_lead: int, spade_lead: int) -> int:
    """What most cards and most spades add to one player's lead over the other, at two players, from the leads in
    cards and in spades (none where the game is scored by cards; Portuguese breaks a tie in cards by spades)."""
    if variant.scoring is Scoring.CARDS:
        return 0
    spades = (spade_lead > 0) - (spade_lead < 0)
    cards = (card_lead > 0) - (card_lead < 0)
    if not cards and variant.spades_break_card_tie:
        cards = spades
    return MOST_CARDS_POINTS * cards + MOST_SPADES_POINTS * spades


@mypyc_attr(native_class=False)  # pickled whole, between processes
@dataclass(frozen=True)
class PlayerScore:
    """One player's points for one game, by category."""

    total: int
    cards: int
    spades: int
    most_cards: int = 0
    most_spades: int = 0
    big_cassino: int = 0
    little_cassino: int = 0
    aces: int = 0
    sweeps: int = 0
    spade_points: int = 0
    """Spade Cassino (a house rule): 2 for the jack of spades, 1 for every other spade."""

    def to_json(self, spade_points: bool | None = None) -> dict[str, int]:
        """The fields of docs/RULES.md section 9, and ``spade_points`` where the game scored them.

        ``spade_points`` says whether the game did (``GameResult`` decides for
        every player alike); by default, whether this player scored any.
        """
        data = asdict(self)
        if not (self.spade_points if spade_points is None else spade_points):
            del data["spade_points"]
        return data


@mypyc_attr(native_class=False)  # pickled whole, between processes
@dataclass(frozen=True)
class GameResult:
    """The score of every player and the winner (None on a draw).

    In partnerships ``sides`` holds each side's score, which decides, and
    ``winner`` is the winning side (0: seats 0 and 2; 1: seats 1 and 3).
    """

    players: tuple[PlayerScore, ...]
    winner: int | None
    sides: tuple[PlayerScore, ...] = ()

    @property
    def scores(self) -> tuple[PlayerScore, ...]:
        """What decides: the sides' scores in partnerships, else the players'."""
        return self.sides or self.players

    def side_of(self, seat: int) -> int:
        return seat % SIDES if self.sides else seat

    def margin(self, seat: int) -> int:
        """``seat``'s side's score less the best other side's: what a player (and a partner) plays for."""
        side = self.side_of(seat)
        scores = self.scores
        return scores[side].total - max(score.total for other, score in enumerate(scores) if other != side)

    def by_side(self) -> GameResult:
        """The result as the sides score it, one line a side: itself where everyone plays alone."""
        return GameResult(self.sides, self.winner) if self.sides else self

    def won_by(self, seat: int) -> bool:
        """Whether ``seat`` won the game (with its partner, in partnerships)."""
        return self.winner is not None and self.winner == self.side_of(seat)

    def to_json(self) -> dict[str, object]:
        # In Spade Cassino every player's line lists spade points, a player with none too
        # (all 13 spades are always captured, so a game that scored them shows some).
        spade_points = any(p.spade_points for p in self.players)
        data: dict[str, object] = {"winner": self.winner, "players": [p.to_json(spade_points) for p in self.players]}
        if self.sides:
            data["sides"] = [p.to_json(spade_points) for p in self.sides]
        return data


def _unique_best(counts: Sequence[int]) -> int | None:
    """The seat with strictly the most, or None when the top is shared."""
    best = max(counts)
    seats = [i for i, c in enumerate(counts) if c == best]
    return seats[0] if len(seats) == 1 else None


def _certain_points(variant: Variant, pile: Sequence[Card], sweeps: int) -> dict[str, int]:
    """Points a pile already holds, whatever happens later: cassinos, aces, sweeps (and spades, by a house rule)."""
    return {
        "big_cassino": 2 if BIG_CASSINO in pile else 0,
        "little_cassino": 1 if LITTLE_CASSINO in pile else 0,
        "aces": sum(1 for c in pile if c.rank == 1),
        "sweeps": sweeps if variant.sweeps_score else 0,
        "spade_points": sum(_spade_points(c) for c in pile) if variant.spade_points else 0,
    }


def _spade_points(card: Card) -> int:
    if card.suit != SPADES:
        return 0
    return 2 if card == JACK_OF_SPADES else 1


def card_points(variant: Variant, card: Card) -> int:
    """Points one captured card is sure to bring its captor (most cards and most spades aside).

    Players ask this rather than knowing the scoring themselves, so they
    follow the house rules (Spade Cassino's spades) as the score does.
    """
    if variant.scoring is Scoring.CARDS:
        return 0
    if variant.scoring is Scoring.CLEARANCE:
        return sum(_clearance_card_points([card]).values())
    points = _certain_points(variant, (card,), 0)
    return sum(points.values())


def score_game(variant: Variant, captured: Sequence[Sequence[Card]], sweeps: Sequence[int]) -> GameResult:
    """Score a finished game from each player's captured pile and sweep count."""
    if variant.partnerships:
        return _score_partnerships(variant, captured, sweeps)
    return _score_players(variant, captured, sweeps)


def _score_partnerships(variant: Variant, captured: Sequence[Sequence[Card]], sweeps: Sequence[int]) -> GameResult:
    seats = range(len(captured))
    piles = [[c for seat in seats if variant.side_of(seat) == side for c in captured[seat]] for side in range(SIDES)]
    side_sweeps = [sum(sweeps[seat] for seat in seats if variant.side_of(seat) == side) for side in range(SIDES)]
    by_side = _score_players(variant, piles, side_sweeps)
    players = []
    for seat in seats:
        pile = captured[seat]
        if variant.scoring is Scoring.CLEARANCE:
            points = _clearance_card_points(pile)
        else:
            points = _certain_points(variant, pile, sweeps[seat])
        cards, spades = len(pile), sum(1 for c in pile if c.suit == SPADES)
        players.append(PlayerScore(total=sum(points.values()), cards=cards, spades=spades, **points))
    return GameResult(tuple(players), by_side.winner, by_side.players)


def _score_players(variant: Variant, captured: Sequence[Sequence[Card]], sweeps: Sequence[int]) -> GameResult:
    """Each player (or side) scored against the others."""
    cards = [len(p) for p in captured]
    spades = [sum(1 for c in p if c.suit == SPADES) for p in captured]
    if variant.scoring is Scoring.CARDS:
        players = tuple(PlayerScore(total=cards[i], cards=cards[i], spades=spades[i]) for i in range(len(captured)))
        return GameResult(players, _unique_best(cards))
    if variant.scoring is Scoring.CLEARANCE:
        return _score_clearance(captured, cards, spades)
    most_cards = _unique_best(cards)
    most_spades = _unique_best(spades)
    if most_cards is None and variant.spades_break_card_tie:
        # Portuguese: among the players tied for the most cards, the one with the most spades scores them.
        tied = [i for i, n in enumerate(cards) if n == max(cards)]
        best = _unique_best([spades[i] for i in tied])
        most_cards = None if best is None else tied[best]
    scores = []
    for i, pile in enumerate(captured):
        points = _certain_points(variant, pile, sweeps[i])
        points["most_cards"] = MOST_CARDS_POINTS if most_cards == i else 0
        points["most_spades"] = MOST_SPADES_POINTS if most_spades == i else 0
        scores.append(PlayerScore(total=sum(points.values()), cards=cards[i], spades=spades[i], **points))
    return GameResult(tuple(scores), _unique_best([s.total for s in scores]))


def _clearance_card_points(pile: Sequence[Card]) -> dict[str, int]:
    """Clearance's card points (docs/RULES.md 8): aces 1 each, the 2S 2 and the TD 2."""
    return {
        "big_cassino": 2 if BIG_CASSINO in pile else 0,
        "little_cassino": 2 if LITTLE_CASSINO in pile else 0,
        "aces": sum(1 for c in pile if c.rank == 1),
    }


def _score_clearance(captured: Sequence[Sequence[Card]], cards: list[int], spades: list[int]) -> GameResult:
    """Clearance: card points, and 1 each for most cards and most spades to every tied player."""
    scores = []
    for i, pile in enumerate(captured):
        points = _clearance_card_points(pile)
        points["most_cards"] = 1 if cards[i] == max(cards) else 0
        points["most_spades"] = 1 if spades[i] == max(spades) else 0
        scores.append(PlayerScore(total=sum(points.values()), cards=cards[i], spades=spades[i], **points))
    return GameResult(tuple(scores), _unique_best([s.total for s in scores]))


def certain_points(variant: Variant, pile: Sequence[Card], sweeps: int) -> int:
    """Points already certain mid-game (docs/RULES.md 6): cards count in Original."""
    if variant.scoring is Scoring.CARDS:
        return len(pile)
    if variant.scoring is Scoring.CLEARANCE:
        return sum(_clearance_card_points(pile).values())
    return sum(_certain_points(variant, pile, sweeps).values())
