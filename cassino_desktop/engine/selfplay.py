"""Random legal games and the invariants every finished game must satisfy.

Used by ``cassino-engine selfplay``, the benchmark and the tests: a random
game exercises every rule the generator allows, and the checks catch a
card that vanished or appeared, or points that do not add up.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS
from .rng import SplitMix64
from .scoring import GameResult
from .state import GameState, new_game
from .variants import Scoring, Variant


@dataclass(frozen=True)
class PlayedGame:
    """A finished random game: its final state, result and number of plies."""

    seed: int
    final: GameState
    result: GameResult
    plies: int


def play_random_game(variant: Variant, seed: int, *, players: int = 2, dealer: int = 1) -> PlayedGame:
    """Deal from ``seed`` and play uniformly random legal moves to the end."""
    rng = SplitMix64(seed ^ 0x5DEECE66D)
    state = new_game(variant, seed, dealer=dealer, players=players)
    plies = 0
    while not state.over:
        moves = state.legal_moves()
        state = state.apply(moves[rng.below(len(moves))])
        plies += 1
    return PlayedGame(seed, state, state.result(), plies)


def expected_points(variant: Variant, final: GameState) -> int:
    """What the players' totals must add up to in a finished full-deck game."""
    if variant.scoring is Scoring.CARDS:
        return 52
    cards = [len(p) for p in final.captured]
    spades = [sum(1 for c in p if c.suit == 3) for p in final.captured]
    if variant.scoring is Scoring.CLEARANCE:
        # Aces 4, 2S 2, TD 2, and a point for most cards and most spades to every tied player.
        return 4 + 2 + 2 + cards.count(max(cards)) + spades.count(max(spades))
    most_cards = 3 if cards.count(max(cards)) == 1 else 0
    if not most_cards and variant.spades_break_card_tie:
        tied_spades = [s for n, s in zip(cards, spades, strict=True) if n == max(cards)]
        most_cards = 3 if tied_spades.count(max(tied_spades)) == 1 else 0
    most_spades = 1 if spades.count(max(spades)) == 1 else 0
    sweeps = sum(final.sweeps) if variant.sweeps_score else 0
    spade_points = 2 + 12 if variant.spade_points else 0  # the jack of spades 2, the other twelve 1 each
    return 2 + 1 + 4 + most_cards + most_spades + sweeps + spade_points


def check_game(game: PlayedGame) -> list[str]:
    """Problems with a finished game (an empty list when all is well)."""
    problems = []
    final = game.final
    cards = sorted(final.all_cards())
    if cards != list(CARDS):
        problems.append(f"seed {game.seed}: {len(cards)} cards at the end, {len(set(cards))} different, not the 52")
    if final.table or any(final.hands) or final.stock:
        problems.append(f"seed {game.seed}: cards left outside the piles at the end")
    total = sum(p.total for p in game.result.players)
    expected = expected_points(final.variant, final)
    if total != expected:
        problems.append(f"seed {game.seed}: the scores add up to {total}, expected {expected}")
    for i, p in enumerate(game.result.players):
        if p.cards != len(final.captured[i]):
            problems.append(f"seed {game.seed}: player {i} scored {p.cards} cards but holds {len(final.captured[i])}")
    return problems
