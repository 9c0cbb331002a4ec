"""A game looked at again: each move of a seat valued against the best move that seat had.

The values are the coach's: the expert's estimate of the seat's lead at the
end of the game, from the seat's own view when it moved (it did not see the
other hands, so neither does its review), and the exact value in the last
deal, where that view knows every card. The best move is the best of those
the expert weighs when it plays (its shortlist of the likeliest, every move
in the last deal), so a review costs about what the expert's own moves do.
A move is worth the best move's value minus its own; ``MISTAKE_POINTS``
lost or more is a mistake.

Every value comes from a fixed number of sampled worlds and a seed of its
own, so the same game always gets the same review.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Protocol

from ..engine import GameState, Move, MoveWords, plural, view_for
from .expert import ExpertPlayer
from .gc_pacing import collections_paused
from .player import Budget, CancelToken, sorted_legal_moves
from .process_tuning import tune_process

REVIEW_WORLDS = 24
"""Worlds sampled for each move reviewed: the coach's answer after about a second of thought."""
SOLVE_NODES = 40_000
"""The most positions the last deal is searched for an exact answer before it is sampled like the rest.

A count, not a clock, so the same game always gets the same review. An
ordinary last deal needs a few thousand; a crowded Clearance table 85,000
(10 s on a busy machine), past the 5 s the review once allowed it."""
MISTAKE_POINTS = 0.5
"""A move that loses this much against the best is marked as a mistake."""
WORST_LISTED = 5
"""How many mistakes the review lists first, worst first."""


class ReviewCancelled(Exception):
    """The review was cancelled before it finished."""


@dataclass(frozen=True)
class MoveReview:
    """One move of the game with the expert's value of it and of the best move there was."""

    number: int
    """The move's number in the game, from 1."""
    seat: int
    played: Move
    best: Move
    played_value: float
    best_value: float
    exact: bool
    """Whether both values are exact (the last deal, solved) rather than estimated."""
    choices: int
    """How many moves the seat had to choose from (1: forced, nothing to review)."""

    @property
    def loss(self) -> float:
        """The points the move gave away against the best one (never below zero)."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def mistake(self) -> bool:
        return self.loss >= MISTAKE_POINTS


@dataclass(frozen=True)
class GameReview:
    """The reviewed moves of one game, in the order they were played."""

    start: GameState
    """The opening position (every hand and the stock), from which each move's position is replayed."""
    moves: tuple[Move, ...]
    """Every move of the game, reviewed or not."""
    reviewed: tuple[MoveReview, ...]

    def points_lost(self, seat: int) -> float:
        return sum(review.loss for review in self.reviewed if review.seat == seat)

    def mistakes(self, seat: int | None = None) -> list[MoveReview]:
        """The mistakes (of ``seat``, or of everyone), worst first; equal losses in the order played."""
        found = [r for r in self.reviewed if r.mistake and (seat is None or r.seat == seat)]
        return sorted(found, key=lambda r: (-r.loss, r.number))

    def seats(self) -> list[int]:
        return sorted({review.seat for review in self.reviewed})

    def position_before(self, number: int) -> GameState:
        """The position in which move ``number`` (from 1) was made; ``number`` past the end gives the final one."""
        state = self.start
        for move in self.moves[: number - 1]:
            state = state.apply(move)
        return state


def review_game(
    start: GameState,
    moves: Sequence[Move],
    seats: Collection[int] | None = None,
    *,
    worlds: int = REVIEW_WORLDS,
    cancel: CancelToken | None = None,
    progress: Callable[[MoveReview, int, int], None] | None = None,
    jobs: int = 1,
) -> GameReview:
    """Review the moves of ``seats`` (every seat by default) in the game played from ``start``.

    ``progress(move_review, done, total)`` is called after each move reviewed; a set
    ``cancel`` token ends the review with ``ReviewCancelled``. An illegal
    move raises ``IllegalMove`` before anything is searched. With ``jobs``
    above 1 the moves are searched in that many worker processes (each
    move's value is its own, so the review is the same); the window, which
    reviews in a process of its own (``review_into``), keeps to one, leaving the
    other core to the computer's turns.
    """
    token = cancel if cancel is not None else CancelToken()
    positions = [start]
    for move in moves:
        positions.append(positions[-1].apply(move))
    chosen = [i for i, state in enumerate(positions[:-1]) if seats is None or state.to_move in seats]
    tasks = [(positions[index], moves[index], index + 1, worlds) for index in chosen]
    reviewed: list[MoveReview] = []
    for done, review in enumerate(_reviewed(tasks, jobs, token), 1):
        reviewed.append(review)
        if token.cancelled:
            raise ReviewCancelled
        if progress is not None:
            progress(review, done, len(chosen))
    return GameReview(start, tuple(moves), tuple(reviewed))


def _reviewed(tasks: list[tuple[GameState, Move, int, int]], jobs: int, token: CancelToken) -> Iterator[MoveReview]:
    """Each task's review, in task order: here, or in ``jobs`` worker processes."""
    if jobs <= 1 or len(tasks) < 2:
        for task in tasks:
            if token.cancelled:
                raise ReviewCancelled
            yield review_move(*task, token)
        return
    with ProcessPoolExecutor(max_workers=jobs, initializer=tune_process) as pool:
        futures = [pool.submit(_review_task, task) for task in tasks]
        try:
            for future in futures:
                if token.cancelled:
                    raise ReviewCancelled
                yield future.result()
        finally:
            for future in futures:
                future.cancel()


class Outbox(Protocol):
    """Where a review in a process of its own puts what it finds (a ``multiprocessing`` queue)."""

    def put(self, item: object) -> None: ...


def review_into(outbox: Outbox, start: GameState, moves: Sequence[Move], seats: Collection[int], worlds: int) -> None:
    """Review a game in a process of its own, putting ``("move", MoveReview, done, total)`` for each move,
    then ``("done", GameReview)``, or ``("failed", message)``.

    The window reviews so: a search in a thread of the window's own process
    would hold the interpreter for tens of milliseconds at a time, and the
    window would stall while it waited. This is the entry point of that process, so it tunes it.
    """
    tune_process()

    def report(review: MoveReview, done: int, total: int) -> None:
        outbox.put(("move", review, done, total))

    try:
        with collections_paused():
            outbox.put(("done", review_game(start, moves, seats, worlds=worlds, progress=report)))
    except Exception as err:  # a bug in the search is told to the window, not lost with the process
        outbox.put(("failed", str(err) or type(err).__name__))


def _review_task(task: tuple[GameState, Move, int, int]) -> MoveReview:
    return review_move(*task, CancelToken())


def review_move(state: GameState, played: Move, number: int, worlds: int, cancel: CancelToken) -> MoveReview:
    """The expert's value of ``played`` and of the best move, from the mover's view of ``state``."""
    seat = state.to_move
    view = view_for(state, seat)
    moves = sorted_legal_moves(view)
    choices = len(moves)
    if choices == 1:
        return MoveReview(number, seat, played, played, 0.0, 0.0, True, 1)
    expert = ExpertPlayer(seed=number)
    weighed = expert.moves_worth_weighing(view, moves, cancel)
    if played not in weighed:
        weighed.append(played)  # a move the expert would not have looked at is valued all the same
    appraisal = expert.appraise(view, Budget(worlds=worlds, nodes=SOLVE_NODES), cancel, weighed)
    values = appraisal.values
    best = max(weighed, key=lambda m: (values[m], m == played))  # a tie with the move made costs nothing
    return MoveReview(number, seat, played, best, values[played], values[best], appraisal.exact, choices)


REVIEW_HEADERS = ("Move", "Player", "Played", "Its value", "Best move", "Best value", "Lost")
"""The columns of a review's table, the same on the command line and in the window."""


def review_row(review: MoveReview, names: Sequence[str], words: MoveWords) -> tuple[str, ...]:
    """One reviewed move as the cells of ``REVIEW_HEADERS``; an exact value is marked with '='."""
    if review.choices == 1:
        return (str(review.number), names[review.seat], review.played.imperative(words), "forced", "", "", "")
    mark = "=" if review.exact else ""
    best = "the same" if review.best == review.played else review.best.imperative(words)
    lost = f"{review.loss:.2f}" + (" mistake" if review.mistake else "")
    return (
        str(review.number),
        names[review.seat],
        review.played.imperative(words),
        f"{mark}{review.played_value:+.2f}",
        best,
        f"{mark}{review.best_value:+.2f}",
        lost,
    )


def review_summary(review: GameReview, names: Sequence[str]) -> str:
    """One line a seat: 'You lost 2.37 points in 24 moves, 3 mistakes.'"""
    parts = []
    for seat in review.seats():
        moves = sum(1 for r in review.reviewed if r.seat == seat)
        mistakes = len(review.mistakes(seat))
        parts.append(
            f"{names[seat]} lost {review.points_lost(seat):.2f} points in {plural(moves, 'move')}, "
            f"{'no mistakes' if not mistakes else plural(mistakes, 'mistake')}."
        )
    return " ".join(parts)
