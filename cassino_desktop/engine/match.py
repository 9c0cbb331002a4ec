"""A match: games to 21 in Advanced and Royal, a single game in Original (docs/RULES.md 6).

The match derives every game's seed from its own seed, so a whole match is
"match seed + each game's moves"; a game dealt fairly (``fair_deal.py``)
takes its seed from its own secret and the player's cut instead. The match
decides who leads each game: the lead alternates, and the first game's
leader is chosen when the match starts (the human may pass the lead to the
computer). The games are played, and
their results recorded, through ``MatchPlay`` (``match_play.py``).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field

from .fair_deal import FairDeal
from .rng import derive_seed
from .scoring import GameResult
from .state import GameState, new_game
from .variants import Variant


@dataclass
class Match:
    """Finished games and their scores; hands out the next game's deal."""

    variant: Variant
    seed: int
    players: int = 2
    first_leader: int = 0
    results: list[GameResult] = field(default_factory=list)
    fair_deals: dict[int, FairDeal] = field(default_factory=dict)
    """The games (from 0) dealt fairly: their seed comes from the game's secret and the player's cut."""
    daily: datetime.date | None = None
    """The day whose daily deal this is (``daily_deal.py``): then one game decides, whatever the variant."""

    def __post_init__(self) -> None:
        if self.players not in self.variant.player_counts:
            raise ValueError(f"{self.variant.title} is not played by {self.players} players")
        if not 0 <= self.first_leader < self.players:
            raise ValueError(f"the first leader must be a seat from 0 to {self.players - 1}")

    @property
    def game_number(self) -> int:
        """The number (from 0) of the game being played or about to be."""
        return len(self.results)

    def leader(self, game: int | None = None) -> int:
        """The seat that plays first in a game: the lead alternates."""
        index = self.game_number if game is None else game
        return (self.first_leader + index) % self.players

    def game_seed(self, game: int | None = None) -> int:
        """The seed that deals a game: its fair deal's, or else one derived from the match's seed."""
        index = self.game_number if game is None else game
        deal = None if self.daily is not None else self.fair_deals.get(index)  # the date alone deals a daily deal
        return derive_seed(self.seed, index) if deal is None else deal.seed

    def start_game(self) -> GameState:
        """The opening position of the next game."""
        if self.is_over():
            raise ValueError("the match is over")
        return self.opening(self.game_number)

    def opening(self, game: int) -> GameState:
        """The opening position of game ``game`` (from 0), played or not: its deal and its leader."""
        leader = self.leader(game)
        return new_game(self.variant, self.game_seed(game), dealer=(leader - 1) % self.players, players=self.players)

    def record(self, result: GameResult) -> None:
        """Add a finished game's result."""
        if self.is_over():
            raise ValueError("the match is over")
        if len(result.players) != self.players:
            raise ValueError("the result has the wrong number of players")
        self.results.append(result)

    @property
    def sides(self) -> int:
        """How many sides score: two in partnerships, else every player."""
        return self.variant.sides(self.players)

    def totals(self, games: int | None = None) -> list[int]:
        """Each side's points over the finished games (the first ``games`` of them, if given), cards in Original:
        each player's, but in partnerships."""
        results = self.results if games is None else self.results[:games]
        return [sum(r.scores[i].total for r in results) for i in range(self.sides)]

    def games_won(self) -> list[int]:
        """Games won by each side (each player, but in partnerships)."""
        return [sum(1 for r in self.results if r.winner == i) for i in range(self.sides)]

    @property
    def one_game(self) -> bool:
        """Whether a single game decides: Original and Clearance, and any daily deal."""
        return self.variant.match_target is None or self.daily is not None

    def is_over(self) -> bool:
        target = self.variant.match_target
        if target is None or self.daily is not None:
            return len(self.results) >= 1
        totals = self.totals()
        if not self.results or max(totals) < target:
            return False
        return totals.count(max(totals)) == 1

    def winner(self) -> int | None:
        """The match winner once it is over, a side in partnerships (None for a drawn Original game)."""
        if not self.is_over():
            return None
        if self.one_game:
            return self.results[0].winner
        totals = self.totals()
        return totals.index(max(totals))
