"""Expert: an information-set search that never looks at a hidden card.

How it decides, within its time budget:

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

  As an option (``next_choices``), when the budget affords it, a rollout
  stops at the expert's next choice of the round and plays on from each of
  its best next moves; in each world the next move counted is the one that
  did best in the *other* worlds where the other player answered the same
  (``_resolved``): what the expert, seeing that answer, would choose there,
  without crediting it with the hidden cards. It did no better in the
  tournament (``NEXT_CHOICES``), so by default the expert plays on as Hard.

  Two other searches of a world are kept to measure against.
  ``search="minimax"`` searches each world exactly to the end of the round,
  both sides playing their best in sight of every card: the other player
  then sees the expert's hand, which no real opponent does, so it never
  trails into a card the expert holds and never leaves a build the expert
  can take. Measured against Hard on the 200 matches of seed 2026 (README),
  the rollouts won 62.0% of Advanced and 70.5% of Royal matches (an
  earlier run of the Advanced ones: 61.0%); minimax with the same reading
  57.5% of Advanced ones, and with the reading at 0.2, the earlier default,
  56.5% and 65.0%. ``search="model"`` searches exactly with the other
  player playing Hard's choice on its own view (``solver``, ``replies``);
  it did no better than minimax on the first 60 matches (Advanced 55.0%,
  Royal 53.3%, against 56.7% and 56.7%): each world costs twice as much,
  and the expert's own plays still see the other hand.

The search stops early once one move clearly beats the others, so clear
choices are quick and the budget goes to close ones. When the budget
affords only a few worlds (a round's first play, where every world is a
search of eight plays), it searches Hard's best three instead of six: twice
the worlds for three moves choose better than half as many for six. The
move with the best average wins. The search stops when the budget is spent
or the user interface cancels it; it always has an answer ready.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..engine import GameState, Move, SeatView, view_for
from ..engine.cards import SPADES
from ..engine.rng import SplitMix64
from ..engine.scoring import certain_points
from ..engine.variants import Scoring
from .evaluation import CARD_SHARE, CLEARANCE_CARD_SHARE, SPADE_SHARE, Threats
from .hard import HardPlayer, score_move
from .outlook import applies, outlook_difference
from .player import CancelToken, RememberingPlayer, sorted_legal_moves
from .reading import MAX_TRIES, MODEL_DOUBT, PlayReader, check_reading
from .solver import LastDealSolver, OutOfTime
from .worlds import all_cards_known, sample_world

PIMC_NODES = 200_000
"""Node limit of the search of one sampled world to the end of the round."""
MIN_WORLDS = 2
"""Fewer worlds than this prove nothing: the Hard choice stands."""
MAX_WORLDS = 300
"""Past this many worlds the averages no longer move; the rest of the budget is not spent."""
MAX_OVERSIZED = 3
"""Worlds past the node limit that are skipped before the search gives up on a move."""
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
"""Worlds below which fewer candidates choose better (measured on round starts, see ``_rollout_values``)."""
SOLVER_NODE_LIMIT = 400_000
Choice = TypeVar("Choice", bound=Hashable)
"""A move, or anything that names one (the benchmarks number the candidates)."""
SEARCHES = ("rollout", "minimax", "model")
"""How a sampled world is searched; see ``ExpertPlayer.__init__``."""
NEXT_CHOICES = 1
"""The expert's own next moves of the round compared in every rollout (1: it plays on as Hard would).

Two, the next move chosen with no threshold (``NEXT_CHOICE_Z`` 0), won 61.0%
of the 200 Advanced matches of seed 2026 against Hard (6.04 - 5.24 points a
game, median 117 ms a move); one wins 59.5 to 62.0% of them: no gain that
the tournament can see, for a fifth more time, so the default plays on as
Hard would and comparing next moves is an option to measure against."""
NEXT_CHOICE_Z = 0.0
"""Standard errors by which another next move must beat Hard's choice over the alike worlds to be chosen."""
NEXT_CHOICE_WORLDS = 24
"""Worlds the budget must afford, at the cost of comparing the next moves, for the search to compare them."""


@dataclass(frozen=True)
class Reply:
    """A world's rollouts of one candidate that reach the expert's next choice in the round.

    ``seen`` is what the other players played in between, face up: the
    worlds with the same ``seen`` are the ones the expert cannot tell apart
    at that choice, so it must choose the same move in all of them.
    ``values`` are the round's value after each of its next moves (Hard's
    choice first).
    """

    seen: tuple[Move, ...]
    values: tuple[float, ...]


Outcome = float | Reply
"""One candidate's result in one world: a plain rollout's value, or a ``Reply``."""


class AlikeGains:
    """The next moves' gains over Hard's choice in the worlds with one reply, summed and squared."""

    def __init__(self, moves: int) -> None:
        self.worlds = 0
        self.sums = [0.0] * moves
        self.squares = [0.0] * moves

    def add(self, reply: Reply) -> None:
        self.worlds += 1
        for index, value in enumerate(reply.values):
            gain = value - reply.values[0]
            self.sums[index] += gain
            self.squares[index] += gain * gain

    def next_move(self, own: Reply, z: float) -> int:
        """The index of the next move chosen for the world of ``own`` from the *other* alike worlds.

        ``own`` was added with the rest; its gains are taken out here. A move
        other than Hard's choice is chosen only when its mean gain beats
        ``z`` standard errors (with ``z`` of 0, when it gains at all); the
        best such mean wins.
        """
        others = self.worlds - 1
        best, best_mean = 0, 0.0
        if others < 1 or (z > 0.0 and others < 2):
            return best
        for index in range(1, len(self.sums)):
            gain = own.values[index] - own.values[0]
            mean = (self.sums[index] - gain) / others
            if mean <= best_mean:
                continue
            if z > 0.0:
                spread = max(0.0, self.squares[index] - gain * gain - others * mean * mean) / (others - 1)
                if mean <= z * math.sqrt(spread / others):
                    continue
            best, best_mean = index, mean
        return best


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
    """``seat``'s points minus the best of the others' (heuristic before the end)."""
    mine = heuristic_points(state, seat)
    others = max(heuristic_points(state, s) for s in range(state.players) if s != seat)
    return mine - others


class ExpertPlayer:
    """Expert: exact in the last deal, sampled worlds searched to the end of the round before it."""

    name = "expert"

    def __init__(
        self,
        seed: int = 0,
        worlds: int | None = None,
        search: str = "rollout",
        doubt: float = MODEL_DOUBT,
        tries: int = MAX_TRIES,
        next_choices: int = NEXT_CHOICES,
    ) -> None:
        """``worlds`` fixes how many worlds are sampled (reproducible, for tests and analysis);
        by default the search samples as many as the time budget allows.

        ``search`` is how each world is searched: ``"rollout"`` (both play as
        Hard would, each on its own view), ``"minimax"`` (both sides play
        their best in sight of every card) or ``"model"`` (exact for the
        expert, the other player playing as Hard would on its own view). The
        last two are kept to measure against.

        ``next_choices`` is how many of its own next moves of the round a
        rollout compares (``_play_on``); 1 plays on as Hard would.
        """
        self._rng = SplitMix64(seed)
        self._worlds = worlds
        if search not in SEARCHES:
            raise ValueError(f"unknown search {search!r}")
        self._search = search
        check_reading(doubt, tries)
        self._doubt = doubt
        self._tries = tries
        if next_choices < 1:
            raise ValueError(f"next_choices must be 1 or more, not {next_choices}")
        self._next_choices = next_choices
        self._policy = HardPlayer()
        self._model = RememberingPlayer(self._policy)
        """Hard's choices in the search, never cancelled: remembered for one search at a time."""
        self._never = CancelToken()

    @property
    def search(self) -> str:
        """How each sampled world is searched: ``"rollout"``, ``"minimax"`` or ``"model"``."""
        return self._search

    @property
    def doubt(self) -> float:
        """The reading's chance of keeping a world per play it fails to explain (``reading``)."""
        return self._doubt

    @property
    def tries(self) -> int:
        """The reading's worlds drawn at most per sample (``reading``)."""
        return self._tries

    # ------------------------------------------------------------------ choosing

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        moves = sorted_legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        deadline = time.perf_counter() + max(0.01, TIME_SHARE * budget)
        if all_cards_known(view):
            try:
                return self._solver(view, deadline, cancel).best_move(sample_world(view, self._rng), moves)
            except OutOfTime:
                pass  # too big to solve in time: search it as an earlier round
        fallback = self._policy.choose(view, budget, cancel)
        return self._sample(view, self._candidates(view, moves, fallback), deadline, cancel, fallback)

    @staticmethod
    def _candidates(view: SeatView, moves: Sequence[Move], fallback: Move, count: int = CANDIDATES) -> list[Move]:
        """The Hard choice and the next best moves by the Hard heuristic.

        Searching every world for a dozen moves that Hard already rates far
        below the best spends the budget on moves that are never chosen; a
        short list buys several times more worlds, and more worlds mean less
        noise in the comparison that matters.
        """
        threats = Threats(view, (view.seat + 1) % view.players)
        ranked = sorted(moves, key=lambda m: -score_move(view, m, threats))
        short = [fallback] + [m for m in ranked if m != fallback]
        return short[:count]

    @staticmethod
    def _solver(view: SeatView, deadline: float, cancel: CancelToken) -> LastDealSolver:
        return LastDealSolver(view.seat, deadline, cancel, SOLVER_NODE_LIMIT)

    def _solve(
        self, view: SeatView, moves: Sequence[Move], deadline: float, cancel: CancelToken
    ) -> dict[Move, float] | None:
        """Exact values of every move in the last deal, when every card is known and the search finishes in time."""
        if not all_cards_known(view):
            return None
        try:
            return self._solver(view, deadline, cancel).values(sample_world(view, self._rng), moves)
        except OutOfTime:
            return None

    def evaluate(self, view: SeatView, budget: float, cancel: CancelToken) -> dict[Move, float]:
        """Every legal move with its estimated point difference at the end of the round or game.

        The coach shows these numbers; they come from the same search the
        expert plays by.
        """
        moves = sorted_legal_moves(view)
        deadline = time.perf_counter() + max(0.01, budget)
        solved = self._solve(view, moves, deadline, cancel)
        if solved is not None:
            return solved
        samples = self._rollout_values(view, moves, deadline, cancel)
        if all(samples[m] for m in moves):
            return {m: sum(values) / len(values) for m, values in samples.items()}
        # Not one world finished in time: the Hard heuristic's own estimate.
        threats = Threats(view, (view.seat + 1) % view.players)
        return {m: score_move(view, m, threats) for m in moves}

    # ------------------------------------------------------------------ sampling

    def _rollout_values(
        self,
        view: SeatView,
        moves: Sequence[Move],
        deadline: float,
        cancel: CancelToken,
        settle: bool = False,
    ) -> dict[Move, list[float]]:
        """Each move's value in each sampled world, worlds in the same order for every move.

        With ``settle`` (choosing, not coaching) the search stops early once
        one move clearly beats all the others: a clear choice gains nothing
        from more worlds, and the player answers sooner, leaving the budget
        to close choices. It also narrows the candidates after the first
        world when the budget affords few worlds (``_narrowed``); the moves
        left out keep their one value and are not chosen. With the option
        of comparing the expert's next moves (``_play_on``) and a time
        budget, the first world is rolled out plainly and the later ones
        compare them when the budget affords enough worlds at that cost
        (``NEXT_CHOICE_WORLDS``); with a fixed number of worlds every world
        compares them.
        """
        samples: dict[Move, list[Outcome]] = {m: [] for m in moves}
        active = list(moves)
        started = time.perf_counter()
        worlds = oversized = 0
        wanted = self._worlds
        limit = wanted if wanted is not None else MAX_WORLDS
        stop = math.inf if wanted is not None else deadline
        next_choices = self._next_choices if wanted is not None else 1
        leaf = outlook_difference if applies(view.variant, view.players) else point_difference
        self._model.forget()
        reader = PlayReader(view, self._model, self._doubt, self._tries, cancel)
        nexts: dict[tuple[Move, tuple[Move, ...]], list[Move]] = {}
        while worlds < limit and (wanted is not None or (time.perf_counter() < deadline and not cancel.cancelled)):
            world = reader.sample(self._rng, stop)
            values: list[Outcome] = []
            try:
                if self._search != "rollout":
                    replies = self._model if self._search == "model" else None
                    solver = LastDealSolver(
                        view.seat, stop, cancel, PIMC_NODES, horizon=view.round, leaf=leaf, replies=replies
                    )
                    found = solver.values(world, active)
                    values = [found[m] for m in active]
                else:
                    for move in active:
                        values.append(self._play_on(world.apply(move), move, view, stop, cancel, next_choices, nexts))
            except OutOfTime:
                oversized += 1
                if cancel.cancelled or time.perf_counter() >= stop or oversized > MAX_OVERSIZED:
                    return self._resolved(samples)  # this world is left out: not every move was tried in it
                continue  # too big a world to search: draw another
            for move, value in zip(active, values, strict=True):
                samples[move].append(value)
            worlds += 1
            if wanted is None and worlds == 1:
                first_world = time.perf_counter() - started
                if self._next_choices > 1 and self._affords(self._next_choices * first_world, deadline):
                    next_choices = self._next_choices
                elif settle:
                    active = self._narrowed(active, first_world, deadline)
            settling = settle and worlds >= SETTLE_WORLDS and worlds % SETTLE_EVERY == 0
            if settling and self._settled(self._resolved(samples), active):
                break
        return self._resolved(samples)

    @staticmethod
    def _affords(world: float, deadline: float) -> bool:
        """Whether the time left affords ``NEXT_CHOICE_WORLDS`` more worlds that each take ``world`` seconds."""
        return world > 0.0 and (deadline - time.perf_counter()) / world >= NEXT_CHOICE_WORLDS

    def _play_on(
        self,
        state: GameState,
        candidate: Move,
        view: SeatView,
        deadline: float,
        cancel: CancelToken,
        next_choices: int,
        nexts: dict[tuple[Move, tuple[Move, ...]], list[Move]],
    ) -> Outcome:
        """The rest of the round after ``candidate`` in one world.

        With ``next_choices`` of 1 a plain ``rollout``. Otherwise the others
        play as Hard would up to the expert's next choice of the round, and
        from there each of its best ``next_choices`` moves (Hard's choice
        first) is rolled out: a ``Reply``. Rolling out only Hard's choice
        values every candidate as if the expert then played like Hard; its
        next move is really chosen by a search that also sees what the
        other player answered, so a candidate that leaves it a good answer
        to every reply is worth more than Hard's continuation shows.
        ``nexts`` remembers the next moves for each candidate and reply:
        the expert's view there is the same in every world.
        """
        seat, round_number = view.seat, view.round
        if next_choices <= 1:
            return self.rollout(state, seat, round_number, deadline, cancel)
        seen: list[Move] = []
        while not state.over and state.round == round_number and state.to_move != seat:
            self._check_time(deadline, cancel)
            move = self._hard_move(state)
            seen.append(move)
            state = state.apply(move)
        if state.over or state.round != round_number:
            return self._leaf(state, seat)
        key = (candidate, tuple(seen))
        options = nexts.get(key)
        if options is None:
            own = view_for(state, seat)
            legal = sorted_legal_moves(own)
            fallback = legal[0] if len(legal) == 1 else self._model.choose(own, 0.0, self._never)
            options = nexts[key] = self._candidates(own, legal, fallback, next_choices)
        if len(options) == 1:
            return self.rollout(state, seat, round_number, deadline, cancel)
        return Reply(key[1], tuple(self.rollout(state.apply(m), seat, round_number, deadline, cancel) for m in options))

    @staticmethod
    def _resolved(samples: dict[Choice, list[Outcome]], z: float = NEXT_CHOICE_Z) -> dict[Choice, list[float]]:
        """Each candidate's value in each world, the expert's next move in every ``Reply`` chosen as it would be.

        At its next choice the expert cannot tell apart the worlds with the
        same reply, so it plays the same move in all of them: the one that
        does best on average over them. Choosing it in each world from that
        world's own values would credit the expert with the hidden cards,
        and the average including the world it is scored in still leans
        towards that world's luck. So each world's next move is the one
        best over the *other* worlds with the same reply (leave one out):
        Hard's choice unless another beat it there by ``z`` standard errors.
        Its value in the world is what that move made there, an honest
        sample.
        """
        resolved: dict[Choice, list[float]] = {}
        for choice, outcomes in samples.items():
            alike: dict[tuple[Move, ...], AlikeGains] = {}
            for outcome in outcomes:
                if isinstance(outcome, Reply):
                    alike.setdefault(outcome.seen, AlikeGains(len(outcome.values))).add(outcome)
            resolved[choice] = [
                outcome.values[alike[outcome.seen].next_move(outcome, z)] if isinstance(outcome, Reply) else outcome
                for outcome in outcomes
            ]
        return resolved

    @staticmethod
    def _narrowed(candidates: list[Move], first_world: float, deadline: float) -> list[Move]:
        """The candidates to search from the second world on, given what the first world took.

        With few worlds the noise of the averages costs more than a move left
        out. Measured on 50 round starts a variant (each move's value in 150
        worlds, half of them to rank the moves, the other half drawn from to
        choose; a 0.9 s budget on the 2-core machine affords about 9 worlds
        for six candidates): the choice lost on average 0.076 points against
        the best move in Advanced and 0.119 in Royal with six candidates,
        0.036 and 0.068 with Hard's best three, 0.075 and 0.144 with two.
        With 40 worlds or more, six and three lose about the same, so a fast
        machine keeps all six.
        """
        if len(candidates) <= NARROW_CANDIDATES or first_world <= 0.0:
            return candidates
        affordable = (deadline - time.perf_counter()) / first_world
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
        earlier candidate is chosen). Measured: letting clearly worse moves
        drop out one by one, to give their worlds to the rest, did no better
        (Royal, 100 pairs at 0.25 s: 0.31 +- 0.30 points a game worse).
        """
        best = max(moves, key=lambda m: ExpertPlayer._mean(samples[m]))
        for move in moves:
            if move != best:
                mean, error = ExpertPlayer._gain(samples, best, move)
                if not (mean > z * error or (mean == 0.0 and error == 0.0)):
                    return False
        return True

    def _sample(
        self, view: SeatView, moves: Sequence[Move], deadline: float, cancel: CancelToken, fallback: Move
    ) -> Move:
        """The move with the best average over the sampled worlds.

        Moves are compared in the same worlds (common random numbers), which
        makes the comparison far sharper than independent samples would.
        Measured (Royal, 100 mirrored pairs of games at 0.25 s): keeping the
        Hard choice unless another move beat it by 1.5 standard errors gained
        0.24 points a game over Hard; the plain best average gained 0.70.
        """
        samples = self._rollout_values(view, moves, deadline, cancel, settle=True)
        return self._decide(samples, fallback)

    def rollout(
        self, state: GameState, seat: int, round_number: int, deadline: float | None, cancel: CancelToken
    ) -> float:
        """Play the Hard policy for everyone to the end of the round; score it for ``seat``.

        ``OutOfTime`` when the deadline passes or the search is cancelled on the way.
        """
        while not state.over and state.round == round_number:
            self._check_time(deadline, cancel)
            state = state.apply(self._hard_move(state))
        return self._leaf(state, seat)

    @staticmethod
    def _check_time(deadline: float | None, cancel: CancelToken) -> None:
        """``OutOfTime`` once the deadline has passed or the search is cancelled."""
        if cancel.cancelled or (deadline is not None and time.perf_counter() > deadline):
            raise OutOfTime

    def _hard_move(self, state: GameState) -> Move:
        """What Hard would play for the player to move, on that player's own view."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return self._model.choose(view_for(state, state.to_move), 0.0, self._never)

    @staticmethod
    def _leaf(state: GameState, seat: int) -> float:
        """The value for ``seat`` where a rollout stops: the outlook where it applies, else the points."""
        if applies(state.variant, state.players):
            return outlook_difference(state, seat)
        return point_difference(state, seat)
