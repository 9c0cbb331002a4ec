"""The computer players' commands, ``bestmove`` and ``tournament``, on top of the engine's command line."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cassino_desktop.ai import Budget, CancelToken
from cassino_desktop.ai import tournament as tournament_module
from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.tournament import MatchRecord
from cassino_desktop.cli import cassino_engine
from cassino_desktop.cli.cassino_engine import main
from cassino_desktop.engine import (
    ADVANCED,
    ORIGINAL,
    ROYAL,
    Build,
    Move,
    SeatView,
    SplitMix64,
    Variant,
    derive_seed,
    new_game,
    parse_position,
    position_to_json,
    view_for,
)

LEVEL_NAMES = ["easy", "medium", "hard"]


class Run:
    def __init__(self, status: int, out: str, err: str) -> None:
        self.status = status
        self.out = out
        self.err = err


def run(capsys: pytest.CaptureFixture[str], argv: list[str], stdin: str = "") -> Run:
    """Run ``main`` in this process; a raised exception fails the test with what was raised."""
    capsys.readouterr()
    out = io.StringIO()
    try:
        status = main(argv, out=out, stdin=io.StringIO(stdin))
    except SystemExit as err:
        pytest.fail(f"main({argv!r}) exited through SystemExit({err.code}) instead of returning a status")
    except Exception as err:
        pytest.fail(f"main({argv!r}) raised {type(err).__name__}: {err} instead of exiting with status 2")
    captured = capsys.readouterr()
    return Run(status, out.getvalue() + captured.out, captured.err)


def assert_bad_input(result: Run, *needles: str) -> None:
    assert result.status == 2, (result.status, result.out, result.err)
    assert "Traceback" not in result.err
    assert result.err.endswith("\n") and result.err.count("\n") == 1, repr(result.err)
    assert result.err.startswith("cassino-engine: ")
    assert result.out == "", result.out
    for needle in needles:
        assert needle in result.err, (needle, result.err)


def write(tmp_path: Path, obj: object, name: str = "position.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


def mid_game_positions(variant: Variant, seed: int, every: int = 5) -> list[dict[str, Any]]:
    """Positions along one game of random legal moves, as JSON objects."""
    rng = SplitMix64(seed)
    state = new_game(variant, seed)
    found: list[dict[str, Any]] = []
    ply = 0
    while not state.over:
        if ply % every == 0:
            found.append(position_to_json(state))
        moves = sorted(state.legal_moves(), key=Move.sort_key)
        state = state.apply(moves[rng.below(len(moves))])
        ply += 1
    return found


def bestmove(capsys: pytest.CaptureFixture[str], path: str, *options: str) -> Move:
    result = run(capsys, ["bestmove", path, *options])
    assert result.status == 0, result.err
    assert result.err == ""
    lines = result.out.splitlines()
    assert len(lines) == 1 and result.out.endswith("\n"), result.out
    move = Move.parse(lines[0])
    assert str(move) == lines[0]
    return move


# ------------------------------------------------------------------ bestmove


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL], ids=lambda v: v.name)
def test_bestmove_prints_one_legal_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, level: str, variant: Variant
) -> None:
    for index, position in enumerate(mid_game_positions(variant, 31, every=7)):
        path = write(tmp_path, position, f"p{index}.json")
        move = bestmove(capsys, path, "--level", level, "--budget", "0.5")
        state = parse_position(json.dumps(position))
        assert move in state.legal_moves(), (position, move)


def test_bestmove_default_level_and_stdin(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = position_to_json(new_game(ROYAL, 77))
    state = parse_position(json.dumps(position))
    from_file = bestmove(capsys, write(tmp_path, position))
    result = run(capsys, ["bestmove", "-", "--level", "hard"], stdin=json.dumps(position))
    assert result.status == 0 and result.err == ""
    assert Move.parse(result.out.strip()) == from_file
    assert from_file in state.legal_moves()


def test_bestmove_easy_is_reproducible_with_a_seed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, position_to_json(new_game(ORIGINAL, 3)))
    first = bestmove(capsys, path, "--level", "easy", "--seed", "5")
    second = bestmove(capsys, path, "--level", "easy", "--seed", "5")
    assert first == second


def redeal_hidden(position: dict[str, Any], seed: int) -> dict[str, Any] | None:
    """The position with the other player's hand and the stock redealt among themselves (None if unchanged)."""
    mover = position["to_move"]
    other = 1 - mover
    pool = list(position["hands"][other]) + list(position["stock"])
    SplitMix64(seed).shuffle(pool)
    changed = dict(position)
    hands = [list(h) for h in position["hands"]]
    size = len(hands[other])
    hands[other] = pool[:size]
    changed["hands"] = hands
    changed["stock"] = pool[size:]
    if sorted(hands[other]) == sorted(position["hands"][other]) and changed["stock"] == position["stock"]:
        return None
    return changed


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("variant", [ORIGINAL, ADVANCED, ROYAL], ids=lambda v: v.name)
def test_bestmove_uses_only_the_movers_view(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, level: str, variant: Variant
) -> None:
    compared = 0
    for index, position in enumerate(mid_game_positions(variant, 55, every=4)):
        state = parse_position(json.dumps(position))
        if any(isinstance(it, Build) and it.owner != state.to_move for it in state.table):
            continue  # the other player's build must stay takeable by its hand: keep it simple
        changed = redeal_hidden(position, index + 1)
        if changed is None:
            continue
        original = bestmove(capsys, write(tmp_path, position, "a.json"), "--level", level, "--seed", "9")
        redealt = bestmove(capsys, write(tmp_path, changed, "b.json"), "--level", level, "--seed", "9")
        assert original == redealt, (position, changed, original, redealt)
        compared += 1
    assert compared >= 5


def test_bestmove_unknown_level(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, position_to_json(new_game(ADVANCED, 1)))
    assert_bad_input(run(capsys, ["bestmove", path, "--level", "grandmaster"]), "grandmaster")


@pytest.mark.parametrize("budget", ["0", "abc", "-1", "601", "nan", "inf", ""])
def test_bestmove_bad_budget(capsys: pytest.CaptureFixture[str], tmp_path: Path, budget: str) -> None:
    path = write(tmp_path, position_to_json(new_game(ADVANCED, 1)))
    assert_bad_input(run(capsys, ["bestmove", path, "--budget", budget]), "budget")


def test_bestmove_on_a_world_budget_is_the_experts_move_on_that_budget(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--worlds`` plays the same move every time, the one the expert chooses on that many worlds."""
    position = mid_game_positions(ROYAL, 31, every=7)[1]
    path = write(tmp_path, position)
    state = parse_position(json.dumps(position))
    options = ["--level", "expert", "--worlds", "4", "--seed", "9"]
    first = bestmove(capsys, path, *options)
    assert bestmove(capsys, path, *options) == first
    expected = ExpertPlayer(9).choose(view_for(state, state.to_move), Budget(worlds=4), CancelToken())
    assert first == expected


@pytest.mark.parametrize(
    ("options", "budget"),
    [
        ([], Budget(seconds=1.0)),
        (["--budget", "0.25"], Budget(seconds=0.25)),
        (["--worlds", "7"], Budget(worlds=7)),
        (["--worlds", "7", "--nodes", "5000"], Budget(worlds=7, nodes=5000)),
        (["--budget", "2", "--nodes", "5000"], Budget(seconds=2.0, nodes=5000)),
    ],
    ids=["default", "seconds", "worlds", "worlds-nodes", "seconds-nodes"],
)
def test_bestmove_gives_the_player_the_budget_asked_for(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    options: list[str],
    budget: Budget,
) -> None:
    given: list[object] = []

    class Recording:
        name = "recording"

        def choose(self, view: SeatView, budget: float | Budget, cancel: CancelToken) -> Move:
            given.append(budget)
            return sorted(view.legal_moves(), key=Move.sort_key)[0]

    monkeypatch.setattr(cassino_engine, "make_player", lambda level, seed: Recording())
    bestmove(capsys, write(tmp_path, position_to_json(new_game(ROYAL, 4))), "--level", "expert", *options)
    assert given == [budget]


@pytest.mark.parametrize(
    ("options", "named"),
    [
        (["--worlds", "0"], "--worlds"),
        (["--worlds", "1001"], "--worlds"),
        (["--worlds", "abc"], "--worlds"),
        (["--worlds", "2.5"], "--worlds"),
        (["--worlds", ""], "--worlds"),
        (["--worlds", "3", "--budget", "1"], "not allowed with"),
        (["--nodes", "0"], "--nodes"),
        (["--nodes", "-5"], "--nodes"),
        (["--nodes", "1e3"], "--nodes"),
    ],
)
def test_bestmove_bad_worlds_or_nodes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, options: list[str], named: str
) -> None:
    path = write(tmp_path, position_to_json(new_game(ADVANCED, 1)))
    assert_bad_input(run(capsys, ["bestmove", path, "--level", "expert", *options]), named)


def test_bestmove_of_a_finished_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = [str(c) for c in new_game(ADVANCED, 1).all_cards()]
    finished = {"variant": "advanced", "to_move": 0, "hands": [[], []], "table": [], "captured": [deck, []]}
    assert_bad_input(run(capsys, ["bestmove", write(tmp_path, finished)]), "over")


def test_bestmove_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere.json")
    assert_bad_input(run(capsys, ["bestmove", missing, "--level", "medium"]), "nowhere.json")


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2", '{"variant": "advanced"}'])
def test_bestmove_invalid_position(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    assert_bad_input(run(capsys, ["bestmove", str(path), "--level", "easy"]))


def test_bestmove_invalid_json_on_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    assert_bad_input(run(capsys, ["bestmove", "-"], stdin="{oops"), "standard input")


def test_bestmove_without_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert_bad_input(run(capsys, ["bestmove"]))


def test_bestmove_in_a_subprocess(tmp_path: Path) -> None:
    position = mid_game_positions(ADVANCED, 12, every=9)[2]
    path = write(tmp_path, position)
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "cassino_desktop.cli", "bestmove", path, "--level", "medium"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    assert Move.parse(lines[0]) in parse_position(json.dumps(position)).legal_moves()


# ------------------------------------------------------------------ tournament


def tournament(capsys: pytest.CaptureFixture[str], *options: str) -> Run:
    return run(capsys, ["tournament", *options])


def test_tournament_prints_score_interval_points_and_timings(capsys: pytest.CaptureFixture[str]) -> None:
    options = ["--variant", "advanced", "--a", "hard", "--b", "easy", "--matches", "4", "--jobs", "1", "--seed", "3"]
    result = tournament(capsys, *options)
    assert result.status == 0, result.err
    assert result.err == ""
    out = result.out
    score = re.search(r"A match score ([\d.]+)/4 = ([\d.]+)% \(95% CI ([\d.]+)-([\d.]+)%\)", out)
    assert score, out
    wins, rate, low, high = (float(g) for g in score.groups())
    assert 0 <= wins <= 4
    assert rate == pytest.approx(100 * wins / 4, abs=0.05)
    assert 0 <= low <= rate <= high <= 100
    assert re.search(r"points per game: A [\d.]+, B [\d.]+", out), out
    assert re.search(r"^moves digest [0-9a-f]{12}$", out, re.MULTILINE), out
    assert re.search(r"ms per move: A median [\d.]+ max [\d.]+; B median [\d.]+ max [\d.]+", out), out
    assert "4 matches" in out

    again = tournament(capsys, *options)
    assert again.status == 0
    timing_free = [line for line in out.splitlines() if not line.startswith(("ms per move", "time"))]
    assert timing_free == [line for line in again.out.splitlines() if not line.startswith(("ms per move", "time"))]


def test_tournament_original_counts_cards(capsys: pytest.CaptureFixture[str]) -> None:
    options = ["--variant", "original", "--a", "medium", "--b", "easy", "--matches", "2", "--jobs", "1"]
    result = tournament(capsys, *options)
    assert result.status == 0, result.err
    assert "95% CI" in result.out
    assert re.search(r"cards per game: A [\d.]+, B [\d.]+", result.out), result.out
    assert "ms per move" in result.out


def test_tournament_odd_matches(capsys: pytest.CaptureFixture[str]) -> None:
    options = ["--variant", "advanced", "--a", "medium", "--b", "easy", "--matches", "3", "--jobs", "1"]
    result = tournament(capsys, *options)
    assert_bad_input(result, "even")


@pytest.mark.parametrize(
    "options",
    [
        ["--matches", "0"],
        ["--matches", "two"],
        ["--jobs", "0"],
        ["--budget", "0"],
        ["--worlds", "0"],
        ["--worlds", "3", "--budget", "1"],
        ["--nodes", "none"],
        ["--a", "grandmaster"],
        ["--variant", "spades"],
        ["--first-match", "3"],
        ["--first-match", "-2"],
    ],
    ids=[
        "matches-0",
        "matches-text",
        "jobs-0",
        "budget-0",
        "worlds-0",
        "worlds-and-budget",
        "nodes-text",
        "level",
        "variant",
        "first-odd",
        "first-negative",
    ],
)
def test_tournament_bad_options(capsys: pytest.CaptureFixture[str], options: list[str]) -> None:
    given = {"--variant": "advanced", "--a": "medium", "--b": "easy", "--matches": "2", "--jobs": "1"}
    given.update(dict(zip(options[::2], options[1::2], strict=True)))
    argv = [part for pair in given.items() for part in pair]
    assert_bad_input(tournament(capsys, *argv))


def test_a_tournament_on_a_world_budget_plays_the_same_moves_every_time(capsys: pytest.CaptureFixture[str]) -> None:
    """The expert's worlds, not its time: one worker or two, the same score and the same moves (their digest)."""
    options = ["--variant", "original", "--a", "expert", "--b", "hard", "--matches", "4", "--seed", "5"]
    alone = tournament(capsys, *options, "--worlds", "2", "--jobs", "1")
    paired = tournament(capsys, *options, "--worlds", "2", "--jobs", "2")
    assert alone.status == paired.status == 0, (alone.err, paired.err)
    assert "4 matches in mirrored pairs, seed 5, budget 2 worlds\n" in alone.out
    timed = ("ms per move", "time")
    untimed = [line for line in alone.out.splitlines() if not line.startswith(timed)]
    assert untimed == [line for line in paired.out.splitlines() if not line.startswith(timed)]
    assert any(line.startswith("moves digest ") for line in untimed)


def test_a_tournament_passes_its_budget_to_every_match(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    given: list[object] = []
    play_pair = tournament_module._play_pair

    def recording(task: tuple[Variant, str, str, int, float | Budget, bool]) -> list[MatchRecord]:
        given.append(task[4])
        return play_pair(task)

    monkeypatch.setattr(tournament_module, "_play_pair", recording)
    options = ["--variant", "advanced", "--a", "medium", "--b", "easy", "--jobs", "1", "--matches", "4"]
    result = tournament(capsys, *options, "--worlds", "9", "--nodes", "1234")
    assert result.status == 0, result.err
    assert "budget 9 worlds, 1234 nodes" in result.out
    assert given == [Budget(worlds=9, nodes=1234)] * 2
    given.clear()
    result = tournament(capsys, *options, "--budget", "0.5")
    assert "budget 0.5 s\n" in result.out
    assert given == [Budget(seconds=0.5)] * 2


def test_tournament_plays_by_house_rules(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--variant", "royal", "--a", "medium", "--b", "easy", "--matches", "2", "--jobs", "1"]
    assert main([*args, "--rules", "spade"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Royal (Spade Cassino): medium (A) vs easy (B)")
    assert main([*args, "--rules", "california"]) == 2
    assert "not played in Royal" in capsys.readouterr().err


def test_tournament_progress_goes_to_standard_error(capsys: pytest.CaptureFixture[str]) -> None:
    options = ["--variant", "advanced", "--a", "medium", "--b", "easy", "--matches", "6", "--jobs", "1", "--seed", "5"]
    quiet = tournament(capsys, *options)
    loud = tournament(capsys, *options, "--progress")
    assert loud.status == 0
    timed = ("ms per move", "time")
    assert [x for x in loud.out.splitlines() if not x.startswith(timed)] == [
        x for x in quiet.out.splitlines() if not x.startswith(timed)
    ]
    assert quiet.err == ""
    lines = loud.err.splitlines()
    assert [line.split(",")[0] for line in lines] == ["2/6 matches", "4/6 matches", "6/6 matches"]
    final = re.search(r"A match score ([\d.]+)/6", quiet.out)
    assert final and f"A {100 * float(final[1]) / 6:.1f}% so far" in lines[-1]


def test_a_tournament_in_parts_plays_the_seeds_pairs_from_the_first_match(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Matches 4-7 of seed 4 are its pairs 2 and 3: the parts of a long tournament make the whole."""
    played: list[int] = []
    play_pair = tournament_module._play_pair

    def recording(task: tuple[Variant, str, str, int, float]) -> list[MatchRecord]:
        played.append(task[3])
        return play_pair(task)

    monkeypatch.setattr(tournament_module, "_play_pair", recording)
    options = ["--variant", "advanced", "--a", "medium", "--b", "easy", "--jobs", "1", "--seed", "4"]
    later = tournament(capsys, *options, "--matches", "4", "--first-match", "4")
    assert later.status == 0, later.err
    assert "4 matches in mirrored pairs, seed 4 from match 4" in later.out
    assert played == [derive_seed(4, 2), derive_seed(4, 3)]
    played.clear()
    assert tournament(capsys, *options, "--matches", "2").status == 0
    assert played == [derive_seed(4, 0)]


def test_the_daily_deals_documented_seed_deals_its_cards(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/FAIR_DEAL.md says how a date's seed is made and shows the command that deals it: both hold."""
    import datetime
    import hashlib

    from cassino_desktop.engine import daily_match, dump_position

    text = (Path(__file__).resolve().parents[2] / "docs" / "FAIR_DEAL.md").read_text(encoding="utf-8")
    found = re.search(r"cassino-engine (deal [^\n#]*?)\s+# the daily deal of (\d{4}-\d{2}-\d{2})", text)
    assert found, "docs/FAIR_DEAL.md shows no command that deals a daily deal"
    argv, day = found.group(1).split(), datetime.date.fromisoformat(found.group(2))
    # The seed as the documentation makes it, step by step, without the game's own functions:
    digest = hashlib.sha256(b"cassino daily deal 1\x00" + day.isoformat().encode("ascii")).digest()
    match_seed = int.from_bytes(digest[:8], "big") >> 1
    game_seed = SplitMix64((match_seed * 0x100000001B3 + 0) % 2**64).next_u64() >> 1
    assert argv[argv.index("--seed") + 1] == str(game_seed)
    assert f"match seed {match_seed}" in text.replace("\n", " ")
    dealt = run(capsys, argv)
    assert dealt.status == 0
    assert dealt.out == dump_position(daily_match(day).opening(0)) + "\n"  # the daily deal's very cards
