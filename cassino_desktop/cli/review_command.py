"""``cassino-engine review FILE``: every move of a saved match valued against the best move there was.

The same review the window shows after a game (``ai/review.py``), printed as
a table a game, with a line of points lost a player.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TextIO

from ..ai.review import REVIEW_HEADERS, REVIEW_WORLDS, GameReview, MoveReview, review_game, review_row, review_summary
from ..engine import (
    GameLine,
    GameLineError,
    GameState,
    MatchPlay,
    Move,
    full_title,
    move_words,
    read_game_line,
)
from ..engine.game_line import FORMAT as GAME_LINE_FORMAT
from ..savegame import SaveError, from_json, replay
from ..seating import usual_seat_names
from .command_input import CommandParser, UsageError, count_arg, positive_arg, read_source, source_name

MOST_WORLDS = 1000
"""More worlds than any review needs (the default is a second's thought a move)."""


def add_review_command(sub: argparse._SubParsersAction[CommandParser]) -> None:
    review = sub.add_parser("review", help="each move of a saved match valued against the best move there was")
    review.add_argument(
        "file", help="a saved match (match.json in the game's folder) or a game line, or - for standard input"
    )
    review.add_argument("--game", type=positive_arg, help="review only game N of the match (default: every game)")
    review.add_argument("--seat", type=count_arg, help="review only this seat's moves, 0 being You (default: all)")
    review.add_argument(
        "--worlds",
        type=positive_arg,
        default=REVIEW_WORLDS,
        help=f"worlds sampled a move (default {REVIEW_WORLDS}); more is steadier and slower",
    )
    review.add_argument(
        "--jobs", type=positive_arg, default=2, help="worker processes searching moves side by side (default 2)"
    )
    review.set_defaults(run=cmd_review)


def games_of(source: str, stdin: TextIO) -> list[tuple[GameState, list[Move]]]:
    """Each game of the saved match (or the one game line) in ``source``: its opening position and its moves."""
    where = source_name(source)
    text = read_source(source, stdin)
    if text.lstrip().startswith(GAME_LINE_FORMAT):
        line = replayed_line(text, where)
        return [(line.start, list(line.moves))]
    play = replayed_save(text, where)
    finished, current = play.moves_to_save()
    games = [(play.match.opening(number), moves) for number, moves in enumerate(finished)]
    if current:
        games.append((play.match.opening(len(games)), current))
    return games


def replayed_save(text: str, where: str) -> MatchPlay:
    """The saved match in ``text`` (read from ``where``), replayed; a ``UsageError`` saying why not."""
    try:
        return replay(from_json(text))
    except SaveError as err:
        raise not_a_save(where, err) from None


def not_a_save(where: str, err: SaveError) -> UsageError:
    """The one line for a file at ``where`` that is no saved match that replays, ``err`` saying why."""
    return UsageError(f"{where} is not a saved match that can be replayed: {err}")


def replayed_line(text: str, where: str) -> GameLine:
    """The game line in ``text`` (read from ``where``), replayed; a ``UsageError`` saying why not."""
    try:
        return read_game_line(text)
    except GameLineError as err:
        raise UsageError(f"{where} is not a game line that can be replayed: {err}") from None


def cmd_review(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    games = games_of(args.file, stdin)
    if args.game is not None and args.game > len(games):
        raise UsageError(f"the match has {len(games)} games with moves, so there is no game {args.game}")
    if args.worlds > MOST_WORLDS:
        raise UsageError(f"--worlds is at most {MOST_WORLDS}, not {args.worlds}")
    for number, (start, moves) in enumerate(games, 1):
        if args.game is not None and number != args.game:
            continue
        if args.seat is not None and args.seat >= start.players:
            raise UsageError(f"there is no seat {args.seat} at a table of {start.players}")
        seats = None if args.seat is None else {args.seat}

        review = review_game(start, moves, seats, worlds=args.worlds, progress=_progress_line(number), jobs=args.jobs)
        sys.stderr.write("\n")
        write_review(review, f"Game {number}, {full_title(start.variant)}", out)
    return 0


def _progress_line(game: int) -> Callable[[MoveReview, int, int], None]:
    """Progress on standard error, rewritten in place: a long review shows it is moving."""

    in_place = sys.stderr.isatty()
    start = "\r" if in_place else ""

    def report(_move: MoveReview, done: int, total: int) -> None:
        if in_place or done == total:
            sys.stderr.write(f"{start}game {game}: {done}/{total} moves reviewed")
            sys.stderr.flush()

    return report


def write_review(review: GameReview, title: str, out: TextIO) -> None:
    """The review as a table: a row a move, columns as wide as their widest cell, then the summary."""
    start = review.start
    names = usual_seat_names(start.players)
    rows = [REVIEW_HEADERS, *(review_row(r, names, move_words(start.variant)) for r in review.reviewed)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(REVIEW_HEADERS))]
    numeric = {0, 3, 5}  # right-aligned: the move number and the values
    finished = " (unfinished)" if not review.position_before(len(review.moves) + 1).over else ""
    out.write(f"{title}{finished}: {len(review.moves)} moves\n")
    for row in rows:
        cells = [
            cell.rjust(w) if i in numeric else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        out.write("  ".join(cells).rstrip() + "\n")
    out.write(review_summary(review, names) + "\n")
    worst = review.mistakes()[:5]
    if worst:
        listed = "; ".join(
            f"move {r.number} ({names[r.seat]}, {r.played.imperative(move_words(start.variant))}): {r.loss:.2f}"
            for r in worst
        )
        out.write(f"Worst: {listed}.\n")
    out.write(
        "A value is the mover's lead in points at the end of the game, as the coach estimates it from what "
        "the mover could see; '=' marks an exact one (the last deal, solved).\n\n"
    )
