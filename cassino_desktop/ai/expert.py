"""Expert: an information-set search that never looks at a hidden card.

How it decides, within its time budget:

* **Last deal, all cards known.** Once the stock is empty, the cards a seat
  has not seen are exactly the other hand, so the rest of the game is a game
  of perfect information. The expert solves it exactly by alpha-beta search
  on the final point difference (leftovers to the last capturer included).
* **Earlier.** It samples *worlds*: the unseen cards dealt at random into the
  other hand and the stock, consistent with what it knows (a player who owns
  a build holds a card that takes it). In every world it plays each of its
  candidate moves and rolls the round out with the Hard policy for both
  sides, then scores the position at the end of the round. Using the same
  world for every candidate (common random numbers) makes the comparison
  between moves far sharper than independent samples would.

The move with the best average wins. The search stops when the budget is
spent or the user interface cancels it; it always has an answer ready.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..engine import GameState, Move, SeatView, view_for
from ..engine.cards import SPADES
from ..engine.rng import SplitMix64
from ..engine.scoring import certain_points
from ..engine.variants import Scoring
from .evaluation import CARD_SHARE, SPADE_SHARE
from .hard import HardPlayer
from .player import CancelToken, sorted_legal_moves
from .solver import LastDealSolver, OutOfTime
from .worlds import all_cards_known, sample_world

MIN_WORLDS = 2
"""Worlds sampled even when the budget is tiny, so the answer is never a blind guess."""
SOLVER_NODE_LIMIT = 400_000


def heuristic_points(state: GameState, seat: int) -> float:
    """A seat's points so far plus its share of most cards and most spades."""
    if state.over:
        return float(state.result().players[seat].total)
    pile = state.captured[seat]
    points = float(certain_points(state.variant, pile, state.sweeps[seat]))
    if state.variant.scoring is Scoring.CARDS:
        return points
    return points + CARD_SHARE * len(pile) + SPADE_SHARE * sum(1 for c in pile if c.suit == SPADES)


def point_difference(state: GameState, seat: int) -> float:
    """``seat``'s points minus the best of the others' (heuristic before the end)."""
    mine = heuristic_points(state, seat)
    others = max(heuristic_points(state, s) for s in range(state.players) if s != seat)
    return mine - others


class ExpertPlayer:
    """Expert: exact in the last deal, sampled worlds and Hard rollouts before it."""

    name = "expert"

    def __init__(self, seed: int = 0, worlds: int | None = None) -> None:
        """``worlds`` fixes how many worlds are sampled (reproducible, for tests and analysis);
        by default the search samples as many as the time budget allows."""
        self._rng = SplitMix64(seed)
        self._worlds = worlds
        self._policy = HardPlayer()
        self._never = CancelToken()

    # ------------------------------------------------------------------ choosing

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        deadline = time.perf_counter() + max(0.01, budget)
        fallback = self._policy.choose(view, budget, cancel)
        if all_cards_known(view):
            solver = LastDealSolver(view.seat, deadline, cancel, SOLVER_NODE_LIMIT)
            try:
                return solver.best_move(sample_world(view, self._rng), moves)
            except OutOfTime:
                pass
        return self._sample(view, moves, deadline, cancel, fallback)

    def evaluate(self, view: SeatView, budget: float, cancel: CancelToken) -> dict[Move, float]:
        """Every legal move with its estimated point difference at the end of the round or game.

        The coach shows these numbers; they come from the same search the
        expert plays by.
        """
        moves = sorted_legal_moves(view)
        deadline = time.perf_counter() + max(0.01, budget)
        if all_cards_known(view):
            solver = LastDealSolver(view.seat, deadline, cancel, SOLVER_NODE_LIMIT)
            try:
                return solver.values(sample_world(view, self._rng), moves)
            except OutOfTime:
                pass
        totals = self._rollout_totals(view, moves, deadline, cancel)
        return {m: total / max(1, count) for m, (total, count) in totals.items()}

    # ------------------------------------------------------------------ sampling

    def _rollout_totals(
        self, view: SeatView, moves: Sequence[Move], deadline: float, cancel: CancelToken
    ) -> dict[Move, tuple[float, int]]:
        totals: dict[Move, tuple[float, int]] = {m: (0.0, 0) for m in moves}
        worlds = 0
        wanted = self._worlds
        while (
            worlds < (wanted if wanted is not None else MIN_WORLDS)
            or (wanted is None and time.perf_counter() < deadline and not cancel.cancelled)
        ):
            world = sample_world(view, self._rng)
            seed = self._rng.next_u64()
            for move in moves:
                out_of_time = wanted is None and time.perf_counter() >= deadline
                if worlds >= MIN_WORLDS and (cancel.cancelled or out_of_time):
                    return totals
                value = self._rollout(world.apply(move), view.seat, view.round, seed)
                total, count = totals[move]
                totals[move] = (total + value, count + 1)
            worlds += 1
        return totals

    def _sample(
        self, view: SeatView, moves: Sequence[Move], deadline: float, cancel: CancelToken, fallback: Move
    ) -> Move:
        totals = self._rollout_totals(view, moves, deadline, cancel)
        complete = [m for m in moves if totals[m][1] == max(c for _t, c in totals.values())]
        if not complete:
            return fallback
        return max(complete, key=lambda m: (totals[m][0] / totals[m][1], m == fallback))

    def _rollout(self, state: GameState, seat: int, round_number: int, seed: int) -> float:
        """Play the Hard policy for everyone to the end of the round; score it for ``seat``."""
        rng = SplitMix64(seed)
        while not state.over and state.round == round_number:
            mover = state.to_move
            moves = state.legal_moves()
            if len(moves) == 1:
                move = moves[0]
            elif rng.below(10) == 0:
                move = moves[rng.below(len(moves))]
            else:
                move = self._policy.choose(view_for(state, mover), 0.0, self._never)
            state = state.apply(move)
        return point_difference(state, seat)
