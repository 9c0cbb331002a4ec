"""Expert: an information-set search that never looks at a hidden card.

How it decides, within its budget (``player.Budget``: seconds on its clock,
or a number of sampled worlds, which plays alike on any machine):

* **Last deal, all cards known.** Once the stock is empty, the cards a seat
  has not seen are exactly the other hand, so the rest of the game is a game
  of perfect information. The expert solves it exactly by alpha-beta search
  on the final point difference (leftovers to the last capturer included).
* **Earlier.** It samples *worlds*: the unseen cards dealt at random into the
  other hand and the stock, consistent with what it knows (a player who owns
  a build holds a card that takes it, and the plays of the round, read by
  ``reading``). In every world it plays each of its candidate moves (Hard's
  best few) and then *rolls out* the rest of the round: both players play
  what Hard would choose, each on its own view of that world, so neither
  sees the other's hand. Where the round ends it scores the position with
  ``outlook.outlook_difference``: the points already won, the chances of
  most cards and most spades, and the table's cards leaning to whoever will
  lead the next round. Using the same world for every candidate (common
  random numbers) makes the comparison between moves far sharper than
  independent samples would.

  The other player's replies are Hard's on its own view of the world, never
  a search that sees the expert's hand: no real opponent sees it.
  Why rollouts rather than a search of each world, and what each setting
  won against Hard, is in docs/STRENGTH.md.

The search stops early once one move clearly beats the others, so clear
choices are quick and the budget goes to close ones. When a time budget
affords only a few worlds (a round's first play, where every world is a
search of eight plays), it searches Hard's best three instead of six: twice
the worlds for three moves choose better than half as many for six. (A
world budget searches all six in every world: it buys no more worlds by
dropping moves.) The move with the best average wins. The search stops
when the budget is spent or the user interface cancels it; it always has
an answer ready.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from typing import NamedTuple, TypeVar

from ..engine import SPADES, GameState, Move, Scoring, SeatView, SplitMix64, certain_points, view_for
from .evaluation import CARD_SHARE, CLEARANCE_CARD_SHARE, SPADE_SHARE, Threats
from .hard import HardPlayer, score_move
from .outlook import applies, outlook_difference
from .player import Budget, CancelToken, RememberingPlayer, as_budget, sorted_legal_moves
from .reading import MAX_TRIES, MODEL_DOUBT, PlayReader, check_reading
from .solver import LastDealSolver, OutOfTime
from .worlds import all_cards_known, sample_world

MIN_WORLDS = 2
"""Fewer worlds than this prove nothing: the Hard choice stands."""
MAX_WORLDS = 300
"""Past this many worlds the averages no longer move; the rest of a time budget is not spent."""
MAX_OVERSIZED = 3
"""Worlds cut short that are skipped before the search gives up on a move."""
SETTLE_WORLDS = 12
"""Worlds before the search may decide that the choice is settled and stop early."""
SETTLE_EVERY = 4
SETTLE_Z = 2.5
"""Standard errors by which the best move so far must beat every other for the search to stop early."""
TIME_SHARE = 0.9
"""Share of the budget the search may use: choosing the fallback and answering take the rest."""
CANDIDATES = 6
"""Moves searched in every world: the Hard choice and Hard's next best."""
NARROW_CANDIDATES = 3
"""Moves kept when the budget affords fewer than ``FEW_WORLDS`` worlds for all the candidates."""
FEW_WORLDS = 24
"""Worlds below which fewer candidates choose better (see ``_narrowed``)."""
SOLVER_NODE_LIMIT = 400_000
"""Positions the exact search of the last deal visits at most, unless the budget says otherwise (``Budget.nodes``)."""
Choice = TypeVar("Choice", bound=Hashable)
"""A move, or anything that names one (the tests compare labelled samples)."""


def heuristic_points(state: GameState, seat: int) -> float:
    """A seat's points so far plus its share of most cards and most spades."""
    if state.over:
        return float(state.result().players[seat].total)
    pile = state.captured[seat]
    points = float(certain_points(state.variant, pile, state.sweeps[seat]))
    if state.variant.scoring is Scoring.CARDS:
        return points
    share = CLEARANCE_CARD_SHARE if state.variant.scoring is Scoring.CLEARANCE else CARD_SHARE
    return points + share * len(pile) + SPADE_SHARE * sum(1 for c in pile if c.suit == SPADES)


def point_difference(state: GameState, seat: int) -> float:
    """``seat``'s points minus the best of the others' (heuristic before the end); a side's, in partnerships."""
    if state.over:
        return float(state.result().margin(seat))
    variant = state.variant
    if variant.partnerships:
        side = variant.side_of(seat)
        points = [heuristic_points(state, s) for s in range(state.players)]
        mine = sum(p for s, p in enumerate(points) if variant.side_of(s) == side)
        return mine - sum(p for s, p in enumerate(points) if variant.side_of(s) != side)
    mine = heuristic_points(state, seat)
    others = max(heuristic_points(state, s) for s in range(state.players) if s != seat)
    return mine - others


class Limits(NamedTuple):
    """What bounds one search: a deadline on the expert's clock, the worlds to sample, the solver's nodes."""

    deadline: float
    """A time of the clock; infinite for a world budget, which never reads the clock."""
    worlds: int | None
    """Worlds to sample (fewer if they settle the choice); None: as many as the deadline allows."""
    nodes: int


class Appraisal(NamedTuple):
    """Moves with their values for the seat to move, and whether the values are exact (the last deal solved)."""

    values: dict[Move, float]
    exact: bool


class ExpertPlayer:
    """Expert: exact in the last deal, sampled worlds searched to the end of the round before it."""

    name = "expert"

    def __init__(
        self,
        seed: int = 0,
        doubt: float = MODEL_DOUBT,
        tries: int = MAX_TRIES,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        """``clock`` tells the time a budget in seconds is spent by (tests give one of their own)."""
        self._rng = SplitMix64(seed)
        self._clock = clock
        check_reading(doubt, tries)
        self._doubt = doubt
        self._tries = tries
        self._policy = HardPlayer()
        self._model = RememberingPlayer(self._policy)
        """Hard's choices in the search, never cancelled: remembered for one search at a time."""
        self._never = CancelToken()

    @property
    def doubt(self) -> float:
        """The reading's chance of keeping a world per play it fails to explain (``reading``)."""
        return self._doubt

    @property
    def tries(self) -> int:
        """The reading's worlds drawn at most per sample (``reading``)."""
        return self._tries

    # ------------------------------------------------------------------ choosing

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        limits = self._limits(as_budget(budget), TIME_SHARE)
        if all_cards_known(view):
            try:
                return self._solver(view, limits, cancel).best_move(sample_world(view, self._rng), moves)
            except OutOfTime:
                pass  # too big to solve in time: search it as an earlier round
        fallback = self._policy.choose(view, budget, cancel)
        return self._sample(view, self._candidates(view, moves, fallback), limits, cancel, fallback)

    def _limits(self, budget: Budget, share: float) -> Limits:
        """The bounds of a search on ``budget``; of a time budget it may use ``share``."""
        nodes = budget.nodes if budget.nodes is not None else SOLVER_NODE_LIMIT
        if budget.seconds is None:
            return Limits(math.inf, budget.worlds, nodes)
        return Limits(self._clock() + max(0.01, share * budget.seconds), None, nodes)

    def moves_worth_weighing(self, view: SeatView, moves: list[Move], cancel: CancelToken) -> list[Move]:
        """Of the seat's ``moves`` (``sorted_legal_moves``), those the expert would search: every one in a
        solvable last deal, else its shortlist."""
        if len(moves) == 1 or all_cards_known(view):
            return list(moves)
        return self._candidates(view, moves, self._policy.choose(view, 0.0, cancel))

    @staticmethod
    def _candidates(view: SeatView, moves: Sequence[Move], fallback: Move) -> list[Move]:
        """The Hard choice and the next best moves by the Hard heuristic.

        Searching every world for a dozen moves that Hard already rates far
        below the best spends the budget on moves that are never chosen; a
        short list buys several times more worlds, and more worlds mean less
        noise in the comparison that matters.
        """
        threats = Threats(view, (view.seat + 1) % view.players).weigh(len(moves))
        ranked = sorted(moves, key=lambda m: -score_move(view, m, threats))
        short = [fallback] + [m for m in ranked if m != fallback]
        return short[:CANDIDATES]

    def _solver(self, view: SeatView, limits: Limits, cancel: CancelToken) -> LastDealSolver:
        return LastDealSolver(view.seat, limits.deadline, cancel, limits.nodes, self._clock)

    def _solve(
        self, view: SeatView, moves: Sequence[Move], limits: Limits, cancel: CancelToken
    ) -> dict[Move, float] | None:
        """Exact values of every move in the last deal, when every card is known and the search finishes in time."""
        if not all_cards_known(view):
            return None
        try:
            return self._solver(view, limits, cancel).values(sample_world(view, self._rng), moves)
        except OutOfTime:
            return None

    def evaluate(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> dict[Move, float]:
        """Every legal move with its estimated point difference at the end of the round or game.

        The coach shows these numbers; they come from the same search the
        expert plays by.
        """
        return self.appraise(view, budget, cancel).values

    def appraise(
        self, view: SeatView, budget: float | Budget, cancel: CancelToken, moves: Sequence[Move] | None = None
    ) -> Appraisal:
        """``moves`` (by default every move the seat weighs) valued as ``evaluate`` does, saying whether exactly.

        The review asks about the move a player made even where a crowded
        table leaves it out of the moves weighed.
        """
        moves = sorted_legal_moves(view) if moves is None else list(moves)
        limits = self._limits(as_budget(budget), 1.0)
        solved = self._solve(view, moves, limits, cancel)
        if solved is not None:
            return Appraisal(solved, exact=True)
        samples = self._rollout_values(view, moves, limits, cancel)
        if all(samples[m] for m in moves):
            return Appraisal({m: sum(values) / len(values) for m, values in samples.items()}, exact=False)
        # Not one world finished in time: the Hard heuristic's own estimate.
        threats = Threats(view, (view.seat + 1) % view.players).weigh(len(moves))
        return Appraisal({m: score_move(view, m, threats) for m in moves}, exact=False)

    # ------------------------------------------------------------------ sampling

    def _rollout_values(
        self,
        view: SeatView,
        moves: Sequence[Move],
        limits: Limits,
        cancel: CancelToken,
        settle: bool = False,
    ) -> dict[Move, list[float]]:
        """Each move's value in each sampled world, worlds in the same order for every move.

        With ``settle`` (choosing, not coaching) the search stops early once
        one move clearly beats all the others: a clear choice gains nothing
        from more worlds, and the player answers sooner, leaving the budget
        to close choices. On a time budget it also narrows the candidates
        after the first world when the budget affords few worlds
        (``_narrowed``); the moves left out keep their one value and are not
        chosen. A world budget never reads the clock.
        """
        samples: dict[Move, list[float]] = {m: [] for m in moves}
        active = list(moves)
        deadline = limits.deadline
        timed = limits.worlds is None
        started = self._clock() if timed else 0.0
        worlds = oversized = 0
        limit = MAX_WORLDS if limits.worlds is None else limits.worlds
        self._model.forget()
        reader = PlayReader(view, self._model, self._doubt, self._tries, cancel, self._clock)
        while worlds < limit and not (timed and self._clock() >= deadline) and not cancel.cancelled:
            world = reader.sample(self._rng, deadline)
            try:
                values = [self.rollout(world.apply(move), view.seat, view.round, deadline, cancel) for move in active]
            except OutOfTime:
                oversized += 1
                if cancel.cancelled or (timed and self._clock() >= deadline) or oversized > MAX_OVERSIZED:
                    return samples  # this world is left out: not every move was tried in it
                continue  # too big a world to search: draw another
            for move, value in zip(active, values, strict=True):
                samples[move].append(value)
            worlds += 1
            if settle and timed and worlds == 1:
                active = self._narrowed(active, self._clock() - started, deadline)
            settling = settle and worlds >= SETTLE_WORLDS and worlds % SETTLE_EVERY == 0
            if settling and self._settled(samples, active):
                break
        return samples

    def _narrowed(self, candidates: list[Move], first_world: float, deadline: float) -> list[Move]:
        """The candidates to search from the second world on, given what the first world took.

        With few worlds the noise of the averages costs more than a move left
        out, so a slow machine searches Hard's best three; with many, six and
        three choose about as well, so a fast one keeps all six (the
        measurements are in docs/STRENGTH.md).
        """
        if len(candidates) <= NARROW_CANDIDATES or first_world <= 0.0:
            return candidates
        affordable = (deadline - self._clock()) / first_world
        return candidates[:NARROW_CANDIDATES] if affordable < FEW_WORLDS else candidates

    @staticmethod
    def _mean(values: list[float]) -> float:
        return sum(values) / len(values)

    @staticmethod
    def _gain(samples: dict[Choice, list[float]], move: Choice, base: Choice) -> tuple[float, float]:
        """Mean gain of ``move`` over ``base`` in the worlds both were searched in, and its standard error."""
        diffs = [v - b for v, b in zip(samples[move], samples[base], strict=False)]
        n = len(diffs)
        mean = sum(diffs) / n
        if n < 2:
            return mean, math.inf
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(spread / n)

    def _decide(self, samples: dict[Move, list[float]], fallback: Move) -> Move:
        """The move with the best average among those searched in every world; ties go to the earlier candidate.

        Candidates come in Hard's order, the Hard choice first, so when the
        worlds cannot tell moves apart the heuristic's preference stands.
        """
        worlds = max(len(v) for v in samples.values())
        if worlds < MIN_WORLDS:
            return fallback
        best, best_mean = fallback, -math.inf
        for move, values in samples.items():
            if len(values) == worlds:
                mean = self._mean(values)
                if mean > best_mean:
                    best, best_mean = move, mean
        return best

    @staticmethod
    def _settled(samples: dict[Choice, list[float]], moves: Sequence[Choice], z: float = SETTLE_Z) -> bool:
        """True when the best move so far clearly beats every other one.

        "Clearly": by ``z`` standard errors (``SETTLE_Z``), world by world, or by
        scoring the same in every world (the two come to the same; the
        earlier candidate is chosen). Letting clearly worse moves drop out
        one by one, to give their worlds to the rest, did no better
        (docs/STRENGTH.md).
        """
        best = max(moves, key=lambda m: ExpertPlayer._mean(samples[m]))
        for move in moves:
            if move != best:
                mean, error = ExpertPlayer._gain(samples, best, move)
                if not (mean > z * error or (mean == 0.0 and error == 0.0)):
                    return False
        return True

    def _sample(
        self, view: SeatView, moves: Sequence[Move], limits: Limits, cancel: CancelToken, fallback: Move
    ) -> Move:
        """The move with the best average over the sampled worlds.

        Moves are compared in the same worlds (common random numbers), which
        makes the comparison far sharper than independent samples would.
        The plain best average, not a threshold over the Hard choice, gains
        the most (docs/STRENGTH.md).
        """
        samples = self._rollout_values(view, moves, limits, cancel, settle=True)
        return self._decide(samples, fallback)

    def rollout(
        self, state: GameState, seat: int, round_number: int, deadline: float | None, cancel: CancelToken
    ) -> float:
        """Play the Hard policy for everyone to the end of the round; score it for ``seat``.

        ``OutOfTime`` when the deadline (a time of the expert's clock) passes or the search is cancelled on the way.
        """
        while not state.over and state.round == round_number:
            self._check_time(deadline, cancel)
            state = state.apply(self._hard_move(state))
        return self._leaf(state, seat)

    def _check_time(self, deadline: float | None, cancel: CancelToken) -> None:
        """``OutOfTime`` once the deadline has passed or the search is cancelled (an infinite one reads no clock)."""
        if cancel.cancelled or (deadline is not None and deadline < math.inf and self._clock() > deadline):
            raise OutOfTime

    def _hard_move(self, state: GameState) -> Move:
        """What Hard would play for the player to move, on that player's own view."""
        moves = state.candidate_moves().moves
        if len(moves) == 1:
            return moves[0]
        return self._model.choose(view_for(state, state.to_move), 0.0, self._never)

    @staticmethod
    def _leaf(state: GameState, seat: int) -> float:
        """The value for ``seat`` where a rollout stops: the outlook where it applies, else the points."""
        if applies(state.variant, state.players):
            return outlook_difference(state, seat)
        return point_difference(state, seat)
