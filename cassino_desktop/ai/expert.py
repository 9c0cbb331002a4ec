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

from ..engine import CAPTURE, Build, Card, GameState, Move, SeatView, view_for
from ..engine.cards import SPADES
from ..engine.rng import SplitMix64
from ..engine.scoring import certain_points
from ..engine.variants import Scoring
from .evaluation import CARD_SHARE, SPADE_SHARE
from .hard import HardPlayer
from .player import CancelToken, sorted_legal_moves

MIN_WORLDS = 2
"""Worlds sampled even when the budget is tiny, so the answer is never a blind guess."""
SOLVER_NODE_LIMIT = 400_000
INFINITY = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2
"""Transposition-table flags: the stored value is exact, a lower bound or an upper bound."""


class _OutOfTime(Exception):
    pass


def sample_world(view: SeatView, rng: SplitMix64) -> GameState:
    """A full game state consistent with ``view``: the hidden cards dealt at random.

    The other players' hands get their known sizes; a player who owns a build
    is dealt a card that takes it first (rule 4.5 says they hold one).
    """
    unseen = list(view.unseen_cards())
    rng.shuffle(unseen)
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    hands[view.seat] = list(view.hand)
    for seat in range(view.players):
        if seat == view.seat:
            continue
        for item in view.table:
            if isinstance(item, Build) and item.owner == seat:
                if any(item.value in view.variant.values(c) for c in hands[seat]):
                    continue
                for i, c in enumerate(unseen):
                    if item.value in view.variant.values(c):
                        hands[seat].append(unseen.pop(i))
                        break
    for seat in range(view.players):
        if seat == view.seat:
            continue
        need = view.hand_sizes[seat] - len(hands[seat])
        hands[seat].extend(unseen[:need])
        del unseen[:need]
    stock = unseen[: view.stock_size]
    return GameState(
        view.variant,
        dealer=view.dealer,
        to_move=view.to_move,
        hands=hands,
        table=view.table,
        stock=stock,
        captured=view.captured,
        sweeps=view.sweeps,
        last_capturer=view.last_capturer,
        round=view.round,
    )


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

    def __init__(self, seed: int = 0) -> None:
        self._rng = SplitMix64(seed)
        self._policy = HardPlayer()
        self._never = CancelToken()

    # ------------------------------------------------------------------ choosing

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        deadline = time.perf_counter() + max(0.01, budget)
        fallback = self._policy.choose(view, budget, cancel)
        if view.stock_size == 0 and len(view.unseen_cards()) == view.hidden_count():
            solved = self._solve_last_deal(view, moves, deadline, cancel)
            if solved is not None:
                return solved
        return self._sample(view, moves, deadline, cancel, fallback)

    def evaluate(self, view: SeatView, budget: float, cancel: CancelToken) -> dict[Move, float]:
        """Every legal move with its estimated point difference at the end of the round or game.

        The coach shows these numbers; they come from the same search the
        expert plays by.
        """
        moves = sorted_legal_moves(view)
        deadline = time.perf_counter() + max(0.01, budget)
        if view.stock_size == 0 and len(view.unseen_cards()) == view.hidden_count():
            try:
                world = sample_world(view, self._rng)
                return self._exact_values(world, view.seat, moves, deadline, cancel)
            except _OutOfTime:
                pass
        totals = self._rollout_totals(view, moves, deadline, cancel)
        return {m: total / max(1, count) for m, (total, count) in totals.items()}

    # ------------------------------------------------------------------ sampling

    def _rollout_totals(
        self, view: SeatView, moves: Sequence[Move], deadline: float, cancel: CancelToken
    ) -> dict[Move, tuple[float, int]]:
        totals: dict[Move, tuple[float, int]] = {m: (0.0, 0) for m in moves}
        worlds = 0
        while worlds < MIN_WORLDS or (time.perf_counter() < deadline and not cancel.cancelled):
            world = sample_world(view, self._rng)
            seed = self._rng.next_u64()
            for move in moves:
                if worlds >= MIN_WORLDS and (cancel.cancelled or time.perf_counter() >= deadline):
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

    # ------------------------------------------------------------------ the last deal

    def _solve_last_deal(
        self, view: SeatView, moves: Sequence[Move], deadline: float, cancel: CancelToken
    ) -> Move | None:
        world = sample_world(view, self._rng)  # the only world: every hidden card is known
        try:
            values = self._exact_values(world, view.seat, moves, deadline, cancel, exact_all=False)
        except _OutOfTime:
            return None
        return max(moves, key=lambda m: values[m])

    def _exact_values(
        self,
        world: GameState,
        seat: int,
        moves: Sequence[Move],
        deadline: float,
        cancel: CancelToken,
        exact_all: bool = True,
    ) -> dict[Move, float]:
        """Solved values of the moves; with ``exact_all`` False, only the best one is exact."""
        self._nodes = 0
        self._deadline = deadline
        self._cancel = cancel
        self._table: dict[tuple[object, ...], tuple[int, float]] = {}
        values: dict[Move, float] = {}
        best = -INFINITY
        for move in sorted(moves, key=lambda m: m.kind != CAPTURE):
            alpha = -INFINITY if exact_all else best
            values[move] = self._search(world.apply(move), seat, alpha, INFINITY)
            best = max(best, values[move])
        return values

    def _search(self, state: GameState, seat: int, alpha: float, beta: float) -> float:
        """Alpha-beta on the exact final point difference for ``seat``, with a transposition table."""
        if state.over:
            result = state.result()
            mine = result.players[seat].total
            return float(mine - max(p.total for i, p in enumerate(result.players) if i != seat))
        self._nodes += 1
        if self._nodes > SOLVER_NODE_LIMIT or (
            self._nodes % 256 == 0 and (time.perf_counter() > self._deadline or self._cancel.cancelled)
        ):
            raise _OutOfTime
        key = (
            state.to_move,
            state.hands,
            state.table,
            state.last_capturer,
            state.sweeps,
            tuple(frozenset(p) for p in state.captured),
        )
        entry = self._table.get(key)
        if entry is not None:
            flag, value = entry
            if flag == EXACT:
                return value
            if flag == LOWER:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        low, high = alpha, beta
        maximise = state.to_move == seat
        best = -INFINITY if maximise else INFINITY
        for move in sorted(state.legal_moves(), key=lambda m: m.kind != CAPTURE):
            value = self._search(state.apply(move), seat, alpha, beta)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        flag = UPPER if best <= low else LOWER if best >= high else EXACT
        self._table[key] = (flag, best)
        return best
