"""Measured strength: mirrored matches between two levels, with confidence intervals.

Each match seed is played twice with the seats swapped, so both sides get
the same deals and the same leads; luck of the cards cancels out and what
remains is playing strength. Matches run in worker processes (one per core
by default); the result is the same whatever the number of workers.
"""

from __future__ import annotations

import hashlib
import math
import statistics
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace

from ..engine import (
    Match,
    MatchPlay,
    Move,
    SeatView,
    Variant,
    derive_seed,
    house_rules_json,
    view_for,
    with_house_rules,
)
from .gc_pacing import set_aside_survivors
from .levels import make_player
from .player import Budget, CancelToken, Player
from .process_tuning import tune_process

TWO_SEATS = 2
PARTNERSHIP_SEATS = 4


@dataclass
class MatchRecord:
    """One match between side A and side B, from A's point of view."""

    a_seat: int
    a_won: float
    """1 win, 0.5 draw (a drawn Original game), 0 loss."""
    games: int
    a_points: int
    b_points: int
    a_move_ms: list[float] = field(default_factory=list)
    b_move_ms: list[float] = field(default_factory=list)
    moves_digest: str = ""
    """A digest of every move of the match in order: two runs played alike if and only if they match."""


def play_match(
    variant: Variant,
    level_a: str,
    level_b: str,
    seed: int,
    a_seat: int,
    budget: float | Budget,
    blind_a: bool = False,
) -> MatchRecord:
    """Play one match, side A in ``a_seat``; seat 0 leads the first game.

    In partnerships A plays both seats of side ``a_seat`` (0: seats 0 and 2)
    and B the other two; ``blind_a`` has A's two players each play for
    themselves, blind to the partnership, which still scores them together.
    """
    seats = PARTNERSHIP_SEATS if variant.partnerships else TWO_SEATS
    players: list[Player] = []
    for seat in range(seats):
        is_a = variant.side_of(seat) == a_seat
        player = make_player(level_a if is_a else level_b, seed + (0 if is_a else 1) + 2 * (seat // 2))
        players.append(PartnerBlind(player) if is_a and blind_a else player)
    play = MatchPlay(Match(variant, seed, players=seats))
    match = play.match
    timings: list[list[float]] = [[] for _ in range(seats)]
    cancel = CancelToken()
    moves = hashlib.sha256()
    while True:
        state = play.state
        seat = state.to_move
        started = time.perf_counter()
        move = players[seat].choose(view_for(state, seat), budget, cancel)
        timings[seat].append((time.perf_counter() - started) * 1000)
        moves.update(f"{move};".encode())
        set_aside_survivors()  # the players make no reference cycles: nothing set aside needs collecting
        if not play.push(move).after.over:
            continue
        if match.is_over():
            break
        play.next_game()
    totals = match.totals()
    winner = match.winner()
    won = 0.5 if winner is None else (1.0 if winner == a_seat else 0.0)
    a_ms = [t for seat in range(seats) if variant.side_of(seat) == a_seat for t in timings[seat]]
    b_ms = [t for seat in range(seats) if variant.side_of(seat) != a_seat for t in timings[seat]]
    return MatchRecord(
        a_seat, won, len(match.results), totals[a_seat], totals[1 - a_seat], a_ms, b_ms, moves.hexdigest()
    )


class PartnerBlind:
    """A player who plays for itself alone in a partnership (its partner's points score for it all the same)."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.name = f"{inner.name}, blind to its partner"

    def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
        alone = with_house_rules(view.variant, {**house_rules_json(view.variant), "partnerships": False})
        return self.inner.choose(replace(view, variant=alone), budget, cancel)


def _play_pair(args: tuple[Variant, str, str, int, float | Budget, bool]) -> list[MatchRecord]:
    variant, level_a, level_b, seed, budget, blind_a = args
    return [play_match(variant, level_a, level_b, seed, a_seat, budget, blind_a) for a_seat in (0, 1)]


@dataclass(frozen=True)
class TournamentResult:
    matches: int
    a_score: float
    """A's match points: wins plus half the draws."""
    low: float
    high: float
    a_points_per_game: float
    b_points_per_game: float
    a_median_ms: float
    a_max_ms: float
    b_median_ms: float
    b_max_ms: float
    seconds: float
    moves_digest: str
    """Every match's ``moves_digest``, in the seed's order, digested: the same whenever the same moves were played."""

    @property
    def rate(self) -> float:
        return self.a_score / self.matches


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    # At 0 or all successes the exact bound is 0 or 1; rounding must not leave p outside.
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (low, high)


def _played_pairs(
    tasks: list[tuple[Variant, str, str, int, float | Budget, bool]], jobs: int
) -> Iterator[list[MatchRecord]]:
    """Each task's pair of matches, in task order: here, or in ``jobs`` worker processes."""
    if jobs <= 1:
        yield from map(_play_pair, tasks)
        return
    with ProcessPoolExecutor(max_workers=jobs, initializer=tune_process) as pool:
        yield from pool.map(_play_pair, tasks, chunksize=max(1, len(tasks) // (jobs * 8)))


def run_tournament(
    variant: Variant,
    level_a: str,
    level_b: str,
    pairs: int,
    seed: int,
    budget: float | Budget = 1.0,
    jobs: int = 1,
    progress: Callable[[int, float], None] | None = None,
    first_pair: int = 0,
    blind_a: bool = False,
) -> TournamentResult:
    """``pairs`` mirrored pairs of matches (2 x pairs matches) between A and B.

    ``progress(matches_played, a_score_so_far)`` is called after every pair.
    ``first_pair`` skips the seed's first pairs, so a long tournament can be
    played in parts (pairs 0-49, then 50-99) that together are the whole.
    """
    started = time.perf_counter()
    numbers = range(first_pair, first_pair + pairs)
    tasks = [(variant, level_a, level_b, derive_seed(seed, i), budget, blind_a) for i in numbers]
    records: list[MatchRecord] = []
    score = 0.0
    for pair in _played_pairs(tasks, jobs):
        records.extend(pair)
        score += sum(r.a_won for r in pair)
        if progress:
            progress(len(records), score)
    matches = len(records)
    games = sum(r.games for r in records)
    a_ms = [t for r in records for t in r.a_move_ms]
    b_ms = [t for r in records for t in r.b_move_ms]
    low, high = wilson_interval(score, matches)
    return TournamentResult(
        matches=matches,
        a_score=score,
        low=low,
        high=high,
        a_points_per_game=sum(r.a_points for r in records) / games,
        b_points_per_game=sum(r.b_points for r in records) / games,
        a_median_ms=statistics.median(a_ms),
        a_max_ms=max(a_ms),
        b_median_ms=statistics.median(b_ms),
        b_max_ms=max(b_ms),
        seconds=time.perf_counter() - started,
        moves_digest=tournament_digest(records),
    )


def tournament_digest(records: list[MatchRecord]) -> str:
    """A short digest of every move of the matches in order (12 hex digits, enough to tell runs apart)."""
    whole = hashlib.sha256("".join(r.moves_digest for r in records).encode())
    return whole.hexdigest()[:12]
