"""The review of a game: the planted blunder found and valued, the best move at no loss, the same answer every time."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from cassino_desktop.ai import CancelToken
from cassino_desktop.ai.review import (
    MISTAKE_POINTS,
    REVIEW_HEADERS,
    ReviewCancelled,
    review_game,
    review_row,
    review_summary,
)
from cassino_desktop.cli.cassino_engine import main as cli_main
from cassino_desktop.engine import ADVANCED, MatchPlay, Move, load_position, move_words
from cassino_desktop.savegame import saved_of, to_json
from cassino_desktop.seating import usual_seat_names

# The last deal of an Advanced game, every other card in a pile, so the review is exact: the 10♦ (the big
# cassino, two points) can take 6♥ and 4♠ now; trailed, it is taken by the computer's 10♠.
LAST_DEAL = json.loads((Path(__file__).parents[1] / "positions" / "big-cassino-blunder.json").read_text())
BLUNDER = Move.parse("trail TD")
BEST = Move.parse("capture TD 4S 6H")


def test_the_planted_blunder_is_found_and_the_best_move_costs_nothing() -> None:
    start = load_position(LAST_DEAL)
    review = review_game(start, [BLUNDER])
    (blunder,) = review.reviewed
    assert blunder.exact and blunder.best == BEST
    assert blunder.loss >= 2  # the big cassino's two points at least, given away
    assert blunder.mistake and review.mistakes(0) == [blunder]
    (best,) = review_game(start, [BEST]).reviewed
    assert best.best == BEST and best.loss == 0 and not best.mistake


def test_a_whole_game_is_reviewed_the_same_way_twice_with_its_worst_moves_first() -> None:
    play = MatchPlay.new(ADVANCED, seed=11)
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    (moves,), _ = play.moves_to_save()
    start = play.match.opening(0)
    first = review_game(start, moves, {0}, worlds=4)
    assert [r.number for r in first.reviewed] == list(range(1, len(moves) + 1, 2))  # seat 0 leads: odd moves
    assert first == review_game(start, moves, {0}, worlds=4)
    worst = first.mistakes(0)
    assert all(r.loss >= MISTAKE_POINTS for r in worst)
    assert [r.loss for r in worst] == sorted((r.loss for r in worst), reverse=True)
    assert first.points_lost(0) == pytest.approx(sum(r.loss for r in first.reviewed))
    assert first.position_before(len(moves) + 1).over


def test_the_review_reports_progress_and_stops_when_cancelled() -> None:
    start = load_position(LAST_DEAL)
    moves = [BEST, Move.parse("trail 5H"), Move.parse("trail 3C")]
    seen: list[tuple[int, int, int]] = []
    review_game(start, moves, progress=lambda move, done, total: seen.append((move.number, done, total)))
    assert seen == [(1, 1, 3), (2, 2, 3), (3, 3, 3)]
    token = CancelToken()
    token.cancel()
    with pytest.raises(ReviewCancelled):
        review_game(start, moves, cancel=token)


def test_a_row_of_the_table_names_the_move_its_value_and_the_loss() -> None:
    review = review_game(load_position(LAST_DEAL), [BLUNDER])
    names = usual_seat_names(2)
    row = review_row(review.reviewed[0], names, move_words(ADVANCED))
    assert len(row) == len(REVIEW_HEADERS)
    assert row[:3] == ("1", "You", "Trail 10♦") and row[4] == "Take 4♠ 6♥ with 10♦"
    assert row[3].startswith("=") and row[6].endswith("mistake")
    assert review_summary(review, names).startswith("You lost ")


def test_the_command_line_reviews_a_saved_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play = MatchPlay.new(ADVANCED, seed=5)
    for _ in range(6):
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    path = tmp_path / "match.json"
    path.write_text(to_json(saved_of(play)))
    out = io.StringIO()
    assert cli_main(["review", str(path), "--seat", "0", "--worlds", "2"], out=out) == 0
    text = out.getvalue()
    assert text.startswith("Game 1, Advanced (unfinished): 6 moves")
    assert "Best move" in text and "You lost" in text and "Computer lost" not in text
    assert cli_main(["review", str(path), "--game", "3"], out=io.StringIO()) == 2
    path.write_text("{")
    assert cli_main(["review", str(path)], out=io.StringIO()) == 2
    assert "not a saved match" in capsys.readouterr().err


def test_the_review_in_two_processes_is_the_review_in_one(tmp_path: Path) -> None:
    """Run as the command line runs, in a process of its own (no test's Qt state is forked)."""
    import subprocess
    import sys

    play = MatchPlay.new(ADVANCED, seed=9)
    for _ in range(8):
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    path = tmp_path / "line.txt"
    path.write_text(play.line_of(0))
    outputs = [
        subprocess.run(
            [sys.executable, "-m", "cassino_desktop.cli", "review", str(path), "--worlds", "2", "--jobs", jobs],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        ).stdout
        for jobs in ("1", "2")
    ]
    assert outputs[0] == outputs[1] and outputs[0].count("\n") > 8
