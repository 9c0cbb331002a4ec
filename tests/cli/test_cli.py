"""The ``cassino-engine`` command line: its commands, and one clean line on stderr for any bad input."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from position_helpers import RULES_EXAMPLE

from cassino_desktop.cli.cassino_engine import main
from cassino_desktop.engine import ADVANCED, ORIGINAL, ROYAL, Move, new_game, parse_position, position_to_json

# The last two cards of a game: player 0 captures, player 1 trails the last card.
LAST_PLAYS: dict[str, Any] = {
    "variant": "advanced",
    "to_move": 0,
    "hands": [["7H"], ["5D"]],
    "table": ["3D", "4H", "2C"],
    "captured": [["2S"], ["TD"]],
}

# Player 0 owns a build of 7 and holds one 7 (docs/RULES.md 7, example 7).
OWNS_A_BUILD: dict[str, Any] = {
    "variant": "advanced",
    "to_move": 0,
    "hands": [["7H", "9C"], ["5D", "8S"]],
    "table": ["2C", {"value": 7, "owner": 0, "groups": [["3D", "4H"]]}],
}


class Run:
    def __init__(self, status: int, out: str, err: str) -> None:
        self.status = status
        self.out = out
        self.err = err


def run(capsys: pytest.CaptureFixture[str], argv: list[str], stdin: str | io.TextIOBase = "") -> Run:
    """Run ``main`` in this process; a raised exception fails the test with what was raised."""
    capsys.readouterr()
    out = io.StringIO()
    source = io.StringIO(stdin) if isinstance(stdin, str) else stdin
    try:
        status = main(argv, out=out, stdin=source)  # type: ignore[arg-type]
    except Exception as err:
        pytest.fail(f"main({argv!r}) raised {type(err).__name__}: {err} instead of exiting with status 2")
    captured = capsys.readouterr()
    return Run(status, out.getvalue() + captured.out, captured.err)


def assert_bad_input(result: Run, *needles: str) -> str:
    assert result.status == 2, (result.status, result.err)
    assert "Traceback" not in result.err
    assert result.err.endswith("\n") and result.err.count("\n") == 1, repr(result.err)
    assert result.err.startswith("cassino-engine: ")
    for needle in needles:
        assert needle in result.err, (needle, result.err)
    return result.err


def write(tmp_path: Path, obj: object, name: str = "position.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


def sorted_moves(obj: dict[str, Any]) -> list[str]:
    state = parse_position(json.dumps(obj))
    return [str(m) for m in sorted(state.legal_moves(), key=Move.sort_key)]


# ------------------------------------------------------------------ moves


def test_moves_file_lists_sorted_moves(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    result = run(capsys, ["moves", write(tmp_path, RULES_EXAMPLE)])
    assert result.status == 0 and result.err == ""
    assert result.out.splitlines() == ["capture 7H 3D 4H", "trail AH", "trail 7H"]


def test_moves_are_sorted_builds_captures_trails(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = position_to_json(new_game(ROYAL, 4))
    result = run(capsys, ["moves", write(tmp_path, position)])
    assert result.status == 0
    lines = result.out.splitlines()
    assert lines == sorted_moves(position)
    kinds = [line.split()[0] for line in lines]
    order = {"build": 0, "capture": 1, "trail": 2}
    assert kinds == sorted(kinds, key=order.__getitem__)
    assert len(set(lines)) == len(lines)
    assert {str(m) for m in parse_position(json.dumps(position)).legal_moves()} == set(lines)


def test_moves_from_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, ["moves", "-"], stdin=json.dumps(RULES_EXAMPLE))
    assert result.status == 0
    assert result.out.splitlines() == ["capture 7H 3D 4H", "trail AH", "trail 7H"]


def test_moves_of_a_finished_game_is_empty(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = [str(c) for c in new_game(ADVANCED, 1).all_cards()]
    finished = {"variant": "advanced", "to_move": 0, "hands": [[], []], "table": [], "captured": [deck, []]}
    result = run(capsys, ["moves", write(tmp_path, finished)])
    assert result.status == 0 and result.out == ""


def test_moves_jsonl(capsys: pytest.CaptureFixture[str]) -> None:
    positions = [RULES_EXAMPLE, OWNS_A_BUILD, position_to_json(new_game(ORIGINAL, 8)), LAST_PLAYS]
    lines = [json.dumps(p) for p in positions]
    stdin = lines[0] + "\n" + lines[1] + "\n\n" + lines[2] + "\n" + lines[3]  # a blank line is skipped
    result = run(capsys, ["moves", "--jsonl"], stdin=stdin)
    assert result.status == 0 and result.err == ""
    out = result.out.splitlines()
    assert len(out) == len(positions)
    assert [json.loads(line) for line in out] == [sorted_moves(p) for p in positions]
    assert json.loads(out[0]) == ["capture 7H 3D 4H", "trail AH", "trail 7H"]


def test_moves_jsonl_with_dash(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, ["moves", "--jsonl", "-"], stdin=json.dumps(RULES_EXAMPLE) + "\n")
    assert result.status == 0
    assert json.loads(result.out) == ["capture 7H 3D 4H", "trail AH", "trail 7H"]


def test_moves_jsonl_bad_line_names_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    stdin = json.dumps(RULES_EXAMPLE) + "\n" + '{"variant": "advanced"}\n'
    result = run(capsys, ["moves", "--jsonl"], stdin=stdin)
    assert_bad_input(result, "line 2", "'to_move'")


# ------------------------------------------------------------------ play


def test_play_prints_the_position(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = {
        "variant": "advanced",
        "to_move": 0,
        "hands": [["7H", "9C"], ["5D", "8S"]],
        "table": ["3D", "4H"],
    }
    result = run(capsys, ["play", write(tmp_path, position), "capture 7H 3D 4H"])
    assert result.status == 0 and result.err == ""
    obj = json.loads(result.out)
    assert obj["captured"] == [["3D", "4H", "7H"], []]
    assert obj["sweeps"] == [1, 0]  # the table is empty and it is not the last play
    assert obj["last_capturer"] == 0
    assert obj["to_move"] == 1
    assert obj["table"] == []
    assert "result" not in obj


def test_play_to_the_end_prints_the_result(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    result = run(capsys, ["play", write(tmp_path, LAST_PLAYS), "capture 7H 3D 4H", "trail 5D"])
    assert result.status == 0
    obj = json.loads(result.out)
    # The last capturer takes the table (2C, 5D); that is no sweep.
    assert obj["captured"] == [["2C", "2S", "3D", "4H", "5D", "7H"], ["TD"]]
    assert obj["sweeps"] == [0, 0]
    assert obj["last_capturer"] == 0
    assert obj["hands"] == [[], []] and obj["table"] == [] and obj["stock"] == []
    res = obj["result"]
    assert res["winner"] == 0
    assert res["players"][0]["cards"] == 6 and res["players"][1]["cards"] == 1
    assert res["players"][0]["little_cassino"] == 1 and res["players"][1]["big_cassino"] == 2
    assert res["players"][0]["total"] == 3 + 1 + 1  # most cards, most spades, 2S
    assert res["players"][1]["total"] == 2
    # The output is itself a position that loads.
    assert parse_position(result.out).is_over()


def test_play_accepts_ten_and_lowercase(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = {"variant": "original", "to_move": 0, "hands": [["TD", "9C"], ["5D", "8S"]], "table": ["4H", "6S"]}
    result = run(capsys, ["play", write(tmp_path, position), "capture 10d 6s 4h"])
    assert result.status == 0
    assert json.loads(result.out)["captured"][0] == ["4H", "6S", "TD"]


def test_play_from_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, ["play", "-", "capture 7H 3D 4H"], stdin=json.dumps(RULES_EXAMPLE))
    assert result.status == 0
    assert json.loads(result.out)["captured"][0] == ["2C", "3D", "4H", "7H"]


# ------------------------------------------------------------------ deal and selfplay


@pytest.mark.parametrize("variant", ["original", "advanced", "royal"])
def test_deal_is_deterministic(capsys: pytest.CaptureFixture[str], variant: str) -> None:
    first = run(capsys, ["deal", "--variant", variant, "--seed", "42"])
    second = run(capsys, ["deal", "--variant", variant, "--seed", "42"])
    other = run(capsys, ["deal", "--variant", variant, "--seed", "43"])
    assert first.status == second.status == other.status == 0
    assert first.out == second.out
    assert first.out != other.out
    obj = json.loads(first.out)
    assert obj == json.loads(json.dumps(position_to_json(new_game(parse_position(first.out).variant, 42))))
    assert obj["variant"] == variant
    assert [len(h) for h in obj["hands"]] == [4, 4] and len(obj["table"]) == 4 and len(obj["stock"]) == 40


def test_deal_largest_seed_and_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, ["deal", "--variant", "Advanced", "--seed", str(2**64 - 1), "--dealer", "0"])
    assert result.status == 0
    obj = json.loads(result.out)
    assert obj["dealer"] == 0 and obj["to_move"] == 1


@pytest.mark.parametrize("variant", ["original", "advanced", "royal"])
def test_selfplay_passes_its_checks(capsys: pytest.CaptureFixture[str], variant: str) -> None:
    result = run(capsys, ["selfplay", "--variant", variant, "--games", "5", "--seed", "7"])
    assert result.status == 0, result.out
    checks = [line for line in result.out.splitlines() if line.startswith("checks:")]
    assert checks == [checks[0]] and "5 games passed" in checks[0]
    assert "FAILED" not in result.out


# ------------------------------------------------------------------ bad input


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.json")
    assert_bad_input(run(capsys, ["moves", missing]), missing, "cannot read")


def test_directory_instead_of_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert_bad_input(run(capsys, ["moves", str(tmp_path)]), "cannot read", str(tmp_path))
    assert_bad_input(run(capsys, ["play", str(tmp_path), "trail 7H"]), "cannot read")


def test_invalid_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"variant": "advanced", ', encoding="utf-8")
    assert_bad_input(run(capsys, ["moves", str(path)]), "not valid JSON", str(path))


def test_empty_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    assert_bad_input(run(capsys, ["moves", "-"], stdin=""), "standard input", "not valid JSON")


def test_invalid_position(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = dict(RULES_EXAMPLE, hands=[["7H", "ZZ"], ["5D", "KS"]])
    assert_bad_input(run(capsys, ["moves", write(tmp_path, bad)]), "ZZ", "unknown card")
    dup = dict(RULES_EXAMPLE, table=["3D", "7H"])
    assert_bad_input(run(capsys, ["play", write(tmp_path, dup), "trail AH"]), "7H appears twice")


def test_file_that_is_not_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00\x81garbage\xc3")
    assert_bad_input(run(capsys, ["moves", str(path)]), "UTF-8")


def test_huge_number_in_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # ENGINE BUG: json.loads raises a plain ValueError for integers over 4300 digits;
    # parse_position lets it through and the command line crashes (status 1, traceback).
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(RULES_EXAMPLE)[:-1] + ', "round": ' + "9" * 5000 + "}", encoding="utf-8")
    assert_bad_input(run(capsys, ["moves", str(path)]))


@pytest.mark.parametrize("text", ["jump 7H", "trail", "capture 7H", "build seven 7H 3D", "trail ZZ", "trail 7H 3D", ""])
def test_unparseable_move(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> None:
    err = assert_bad_input(run(capsys, ["play", write(tmp_path, RULES_EXAMPLE), text]), "move 1")
    assert "illegal" not in err


@pytest.mark.parametrize("text", ["build ² 7H 3D", "build " + "7" * 5000 + " 7H 3D"], ids=["superscript", "digits"])
def test_unparseable_build_value(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> None:
    # ENGINE BUG: Move.parse checks str.isdigit() and then calls int(), which raises a
    # plain ValueError for "²" or a 5000-digit value: a traceback and exit status 1.
    assert_bad_input(run(capsys, ["play", write(tmp_path, RULES_EXAMPLE), text]), "move 1")


def test_second_move_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    result = run(capsys, ["play", write(tmp_path, RULES_EXAMPLE), "capture 7H 3D 4H", "bogus"])
    assert_bad_input(result, "move 2")
    assert result.out == ""


@pytest.mark.parametrize(
    ("position", "move", "needles"),
    [
        (OWNS_A_BUILD, "trail 9C", ("rule 4.1", "trail")),
        (OWNS_A_BUILD, "capture 9C 2C 7H", ("7H is not on the table",)),
        (OWNS_A_BUILD, "build 9 7H 2C", ("rule 4.5", "build of 7")),
        (RULES_EXAMPLE, "capture 7H 3D", ("rule 4.2",)),
        (RULES_EXAMPLE, "trail 5D", ("5D is not in the hand of player 0",)),
        (RULES_EXAMPLE, "build 4 AH 3D", ("rule 4.4", "4")),
        (RULES_EXAMPLE, "build 11 7H 4H", ("up to 10",)),
        (RULES_EXAMPLE, "capture AH 4S", ("build is taken whole",)),
        (
            {"variant": "advanced", "to_move": 0, "hands": [["QD", "2C"], ["5D", "8S"]], "table": ["QS", "QH"]},
            "capture QD QH QS",
            ("queen", "rule 4.3"),
        ),
    ],
)
def test_illegal_move_names_the_rule(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, position: dict[str, Any], move: str, needles: tuple[str, ...]
) -> None:
    result = run(capsys, ["play", write(tmp_path, position), move])
    err = assert_bad_input(result, "move 1", "illegal", *needles)
    assert move.split()[0] in err
    assert result.out == ""


def test_move_after_the_end(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    result = run(capsys, ["play", write(tmp_path, LAST_PLAYS), "capture 7H 3D 4H", "trail 5D", "trail 5D"])
    assert_bad_input(result, "move 3", "over")


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["deal", "--variant", "poker", "--seed", "1"], ("unknown variant", "poker")),
        (["selfplay", "--variant", "spades", "--games", "1"], ("unknown variant",)),
        (["deal", "--variant", "advanced", "--seed", "-1"], ("seed", "-1")),
        (["selfplay", "--variant", "advanced", "--seed", "-3"], ("seed",)),
        (["deal", "--variant", "advanced", "--seed", str(2**64)], ("seed",)),
        (["deal", "--variant", "advanced", "--seed", "seven"], ("seed", "seven")),
        (["deal", "--variant", "advanced"], ("--seed",)),
        (["deal", "--seed", "1"], ("--variant",)),
        (["deal", "--variant", "advanced", "--seed", "1", "--dealer", "5"], ("dealer",)),
        (["deal", "--variant", "advanced", "--seed", "1", "--players", "5"], ("5",)),
        (["deal", "--variant", "original", "--seed", "1", "--players", "3"], ("3",)),
        (["selfplay", "--variant", "advanced", "--games", "0"], ("0",)),
        (["selfplay", "--variant", "original", "--players", "4"], ("4",)),
        (["selfplay", "--variant", "clearance", "--players", "5"], ("5",)),
        ([], ("COMMAND",)),
        (["shuffle"], ("shuffle",)),
        (["moves", "--frobnicate"], ("--frobnicate",)),
        (["--frobnicate"], ("COMMAND",)),  # argparse reports the missing command first
        (["moves"], ("moves needs",)),
        (["play", "position.json"], ("MOVE",)),
        (["moves", "--jsonl", "position.json"], ("standard input",)),
    ],
)
def test_bad_arguments(capsys: pytest.CaptureFixture[str], argv: list[str], needles: tuple[str, ...]) -> None:
    assert_bad_input(run(capsys, argv), *needles)


def test_binary_garbage_on_stdin_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    # Undecodable bytes already turned into text (as with a surrogateescape stdin).
    garbage = b"\xff\xfe\x00\x81\x9c garbage".decode("utf-8", errors="surrogateescape")
    assert_bad_input(run(capsys, ["moves", "-"], stdin=garbage), "standard input")
    assert_bad_input(run(capsys, ["moves", "--jsonl"], stdin=garbage), "line 1")
    assert_bad_input(run(capsys, ["moves", "-"], stdin="\x00\x01\x02"), "not valid JSON")


@pytest.mark.parametrize("argv", [["moves", "-"], ["moves", "--jsonl"], ["play", "-", "trail 7H"]])
def test_binary_garbage_on_a_strict_stdin(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    # ENGINE BUG: a stdin that decodes strictly (the usual case under a UTF-8 locale such
    # as en_US.UTF-8) raises UnicodeDecodeError out of main(); files are handled, stdin is not.
    stdin = io.TextIOWrapper(io.BytesIO(b"\xff\xfe\x00\x81garbage\xc3"), encoding="utf-8")
    assert_bad_input(run(capsys, argv, stdin=stdin))


# ------------------------------------------------------------------ the real module entry point


def module(
    args: list[str], stdin: bytes = b"", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "cassino_desktop.cli", *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
        env=env,
    )


def assert_module_bad_input(result: subprocess.CompletedProcess[bytes]) -> None:
    err = result.stderr.decode("utf-8", errors="replace")
    assert result.returncode == 2, (result.returncode, err)
    assert "Traceback" not in err
    assert err.count("\n") == 1 and err.startswith("cassino-engine: "), err
    assert result.stdout == b""


def test_module_moves_and_stdin(tmp_path: Path) -> None:
    path = write(tmp_path, RULES_EXAMPLE)
    result = module(["moves", path])
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().splitlines() == ["capture 7H 3D 4H", "trail AH", "trail 7H"]
    piped = module(["moves", "-"], stdin=json.dumps(RULES_EXAMPLE).encode())
    assert piped.returncode == 0 and piped.stdout == result.stdout
    jsonl = module(["moves", "--jsonl"], stdin=(json.dumps(RULES_EXAMPLE) + "\n" + json.dumps(OWNS_A_BUILD)).encode())
    assert jsonl.returncode == 0
    assert [json.loads(line) for line in jsonl.stdout.decode().splitlines()] == [
        sorted_moves(RULES_EXAMPLE),
        sorted_moves(OWNS_A_BUILD),
    ]


def test_module_play_deal_selfplay(tmp_path: Path) -> None:
    played = module(["play", write(tmp_path, LAST_PLAYS), "capture 7H 3D 4H", "trail 5D"])
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["result"]["winner"] == 0
    first = module(["deal", "--variant", "royal", "--seed", "123"])
    second = module(["deal", "--variant", "royal", "--seed", "123"])
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout
    assert json.loads(first.stdout) == position_to_json(new_game(ROYAL, 123))
    selfplay = module(["selfplay", "--variant", "advanced", "--games", "3", "--seed", "1"])
    assert selfplay.returncode == 0, selfplay.stderr
    assert b"checks: 3 games passed" in selfplay.stdout


def test_module_help_exits_cleanly() -> None:
    result = module(["--help"])
    assert result.returncode == 0
    assert b"moves" in result.stdout and b"selfplay" in result.stdout


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["moves", "/nonexistent/position.json"],
        ["deal", "--variant", "poker", "--seed", "1"],
        ["deal", "--variant", "advanced", "--seed", "-5"],
        ["play", "-", "trail 7H"],
        ["moves", "--unknown-option"],
    ],
)
def test_module_bad_input(args: list[str]) -> None:
    assert_module_bad_input(module(args, stdin=b"{}"))


def test_module_illegal_move(tmp_path: Path) -> None:
    result = module(["play", write(tmp_path, OWNS_A_BUILD), "trail 9C"])
    assert_module_bad_input(result)
    assert b"rule 4.1" in result.stderr


def test_module_binary_garbage_on_stdin() -> None:
    garbage = b"\xff\xfe\x00\x81garbage\xc3\x28"
    for args in (["moves", "-"], ["moves", "--jsonl"]):
        assert_module_bad_input(module(args, stdin=garbage))


@pytest.mark.parametrize("args", [["moves", "-"], ["moves", "--jsonl"]])
def test_module_binary_garbage_on_a_strict_utf8_stdin(args: list[str]) -> None:
    # ENGINE BUG: with a strict UTF-8 stdin (PYTHONIOENCODING=utf-8:strict, which is what a
    # UTF-8 locale other than C.UTF-8 gives) the command prints a UnicodeDecodeError
    # traceback and exits with status 1.
    env = dict(os.environ, PYTHONIOENCODING="utf-8:strict")
    assert_module_bad_input(module(args, stdin=b"\xff\xfe\x00\x81garbage\xc3\x28", env=env))


# ------------------------------------------------------------------ hostile input


def test_a_card_nested_986_lists_deep_gets_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    depth = 986
    path = tmp_path / "deep.json"
    hand = "[" * depth + "]" * depth
    path.write_text(f'{{"variant":"advanced","to_move":0,"hands":[[{hand}],["2H"]],"table":[]}}', encoding="utf-8")
    err = assert_bad_input(run(capsys, ["moves", str(path)]))
    assert len(err) < 200 and "[[[" not in err


@pytest.mark.parametrize(
    ("field", "value"), [("sweeps", "[1" + "0" * 4299 + ", 0]"), ("round", "1" + "0" * 20)], ids=["sweeps", "round"]
)
def test_numbers_no_game_reaches_are_refused_before_play(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, field: str, value: str
) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(LAST_PLAYS)[:-1] + f', "{field}": {value}}}', encoding="utf-8")
    err = assert_bad_input(run(capsys, ["play", str(path), "capture 7H 3D 4H"]), field)
    assert len(err) < 200 + len(str(path))


def test_a_near_megabyte_unknown_key_comes_back_as_an_excerpt_and_ten_megabytes_are_not_read(
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = json.dumps(RULES_EXAMPLE)[:-1] + ', "' + "k" * 990_000 + '": 1}'
    err = assert_bad_input(run(capsys, ["moves", "-"], stdin=text), "unknown field")
    assert len(err) < 200
    text = json.dumps(RULES_EXAMPLE)[:-1] + ', "' + "k" * 10_000_000 + '": 1}'
    err = assert_bad_input(run(capsys, ["moves", "-"], stdin=text), "standard input", "more than 1,000,000 bytes")
    assert len(err) < 200


def test_a_megabyte_move_comes_back_as_an_excerpt(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for text in ["trail " + "7" * 1_000_000, "trail 7H" + " " * 1_000_000 + "3D"]:
        err = assert_bad_input(run(capsys, ["play", write(tmp_path, RULES_EXAMPLE), text]), "move 1", "too long")
        assert len(err) < 200


@pytest.mark.parametrize("text", ["trail Aſ", "trail ＡH", "capture 7H 3Ｄ 4H"])
def test_look_alike_letters_name_no_card_in_a_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str
) -> None:
    assert_bad_input(run(capsys, ["play", write(tmp_path, RULES_EXAMPLE), text]), "move 1", "unknown card")


def test_look_alike_letters_name_no_card_in_a_position(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = dict(RULES_EXAMPLE, hands=[["7H", "Aſ"], ["5D", "KS"]])
    assert_bad_input(run(capsys, ["moves", write(tmp_path, position)]), "unknown card", "hands[0][1]")


def test_a_byte_order_mark_is_read_as_saves_read_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = "\ufeff" + json.dumps(RULES_EXAMPLE)
    path = tmp_path / "bom.json"
    path.write_bytes(text.encode("utf-8"))
    expected = "capture 7H 3D 4H\ntrail AH\ntrail 7H\n"
    assert run(capsys, ["moves", str(path)]).out == expected
    assert run(capsys, ["moves", "-"], stdin=text).out == expected
    strict = io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8")
    assert run(capsys, ["moves", "-"], stdin=strict).out == expected
    lines = io.TextIOWrapper(io.BytesIO((text + "\n" + json.dumps(RULES_EXAMPLE)).encode("utf-8")), encoding="utf-8")
    result = run(capsys, ["moves", "--jsonl"], stdin=lines)
    assert result.status == 0 and len(result.out.splitlines()) == 2


def test_bytes_that_are_not_utf8_are_reported_as_not_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    garbage = b'{"variant": "adv\xffanced"}'
    lenient = garbage.decode("utf-8", errors="surrogateescape")  # what a C-locale stdin gives
    assert_bad_input(run(capsys, ["moves", "-"], stdin=lenient), "standard input", "not UTF-8")
    lines = json.dumps(RULES_EXAMPLE) + "\n" + lenient
    assert_bad_input(run(capsys, ["moves", "--jsonl"], stdin=lines), "line 2", "not UTF-8")
    path = tmp_path / "latin1.json"
    path.write_bytes(garbage)
    assert_bad_input(run(capsys, ["moves", str(path)]), "not UTF-8")


def test_module_reads_a_byte_order_mark_and_refuses_bad_bytes_under_any_locale() -> None:
    bom = b"\xef\xbb\xbf" + json.dumps(RULES_EXAMPLE).encode()
    for encoding in ("utf-8:strict", "utf-8:surrogateescape", "latin-1"):
        env = dict(os.environ, PYTHONIOENCODING=encoding)
        result = module(["moves", "-"], stdin=bom, env=env)
        assert result.returncode == 0 and result.stdout.decode().splitlines()[0] == "capture 7H 3D 4H", result
        bad = module(["moves", "-"], stdin=b'{"variant": "adv\xffanced"}', env=env)
        assert_module_bad_input(bad)
        assert b"not UTF-8" in bad.stderr
