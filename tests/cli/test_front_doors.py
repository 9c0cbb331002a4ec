"""Every front door of ``cassino-engine``: what never ends, never comes or never stops nesting gets one line.

A command that reads a file or standard input is given /dev/zero (endless
bytes), a named pipe nobody writes to (it would wait for ever) and text
nested a hundred thousand lists deep; a command that takes house rules is
given them nested as deep. Each must answer in one line on standard error
with exit status 2. The commands are taken from the command line's own
parser, so a command added later is tried too. Each runs in a process of its
own with a ceiling on its memory; the time limit only keeps a hang from
stopping the suite, it measures nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cassino_desktop.cli.cassino_engine import build_parser
from cassino_desktop.engine import Move, parse_position

pytestmark = pytest.mark.skipif(os.name != "posix", reason="/dev/zero and named pipes are POSIX's")

HANG_GUARD = 120
"""Seconds after which a command is taken to hang: far more than any answer here takes, however loaded the machine."""
MEMORY_CEILING = 2 << 30
"""Bytes of address space a command may take: a reading that never stops fails here instead of filling the machine."""
DEPTH = 100_000
"""Lists inside lists: far deeper than the JSON reader's recursion, far smaller than any bound on size."""
READING_COMMANDS = {"moves", "play", "bestmove", "review", "verify"}
"""The commands known to read a file or standard input (the parser's own list must hold them all)."""
REQUIRED_OPTIONS = {"--variant": "advanced", "--seed": "1", "--a": "easy", "--b": "easy"}
"""A value for each option some command requires, so that only the one given badly is bad."""


def subcommands() -> dict[str, argparse.ArgumentParser]:
    """Each command of ``cassino-engine`` and its parser, as the command line itself knows them."""
    chooser = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return dict(chooser.choices)


def reading_commands() -> list[str]:
    """The commands that read a file (or standard input, for "-"): those with a FILE argument."""
    return sorted(name for name, parser in subcommands().items() if any(a.dest == "file" for a in parser._actions))


def ruled_commands() -> list[str]:
    """The commands that take house rules (``--rule KEY=VALUE``)."""
    return sorted(name for name, parser in subcommands().items() if any(a.dest == "rule" for a in parser._actions))


def argv_for(command: str, source: str) -> list[str]:
    """``command`` reading ``source``, with whatever else it requires given as good values (a move: a trail)."""
    argv = [command]
    for action in subcommands()[command]._actions:
        if not action.option_strings:
            argv.append(source if action.dest == "file" else "trail 7H")
        elif action.required:
            flag = action.option_strings[0]
            assert flag in REQUIRED_OPTIONS, f"{command} requires {flag}: give it a good value in REQUIRED_OPTIONS"
            argv += [flag, REQUIRED_OPTIONS[flag]]
    return argv


def ceiling() -> None:
    """In the command's process, before it starts: the memory it may take."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))


def engine(argv: list[str], stdin: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run ``cassino-engine`` in a process of its own, standard input from ``stdin`` (nothing if None)."""
    with open(stdin if stdin is not None else os.devnull, "rb") as given:
        try:
            return subprocess.run(
                [sys.executable, "-m", "cassino_desktop.cli", *argv],
                stdin=given,
                capture_output=True,
                timeout=HANG_GUARD,
                check=False,
                preexec_fn=ceiling,
            )
        except subprocess.TimeoutExpired:
            pytest.fail(f"cassino-engine {' '.join(a[:40] for a in argv)} was still running after {HANG_GUARD} s")


def assert_one_line(result: subprocess.CompletedProcess[bytes], *needles: str) -> None:
    err = result.stderr.decode("utf-8", errors="replace")
    assert result.returncode == 2, (result.returncode, err[-2000:])
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("cassino-engine: "), err[-2000:]
    assert len(err) < 300 and result.stdout == b""
    for needle in needles:
        assert needle in err, (needle, err)


def deep_json(tmp_path: Path) -> Path:
    path = tmp_path / "deep.json"
    path.write_text("[" * DEPTH + "]" * DEPTH, encoding="utf-8")
    return path


def deep_game_line(tmp_path: Path) -> Path:
    """A game line whose house rules are nested too deeply (a game line is as long as 20,000 characters)."""
    path = tmp_path / "deep-line.txt"
    depth = 9000
    path.write_text(f"cassino-game 1 advanced players=2 dealer=1 seed=5 rules={'[' * depth}{']' * depth}\n")
    return path


def named_pipe(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


def test_the_parser_lists_every_command_known_to_read_input() -> None:
    assert set(reading_commands()) >= READING_COMMANDS
    assert set(ruled_commands()) >= {"deal", "selfplay", "tournament"}


DOORS: dict[str, Callable[[Path], tuple[str, Path | None, tuple[str, ...]]]] = {
    "/dev/zero": lambda _tmp: ("/dev/zero", None, ("not a regular file (a device)",)),
    "named pipe": lambda tmp: (str(named_pipe(tmp)), None, ("not a regular file (a named pipe)",)),
    "/dev/zero on standard input": lambda _tmp: ("-", Path("/dev/zero"), ("standard input", "more than")),
    "deep JSON": lambda tmp: (str(deep_json(tmp)), None, ()),
    "deep JSON on standard input": lambda tmp: ("-", deep_json(tmp), ()),
    "game line with deep rules": lambda tmp: (str(deep_game_line(tmp)), None, ()),
}
"""What a command is given, as (its FILE argument, its standard input, words its answer must hold)."""


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("command", reading_commands())
def test_every_command_that_reads_answers_endless_waiting_and_deep_input_in_one_line(
    tmp_path: Path, command: str, door: str
) -> None:
    source, stdin, needles = DOORS[door](tmp_path)
    assert_one_line(engine(argv_for(command, source), stdin), *needles)


@pytest.mark.parametrize("door", ["/dev/zero on standard input", "deep JSON on standard input"])
def test_moves_jsonl_answers_endless_and_deep_lines_in_one_line(tmp_path: Path, door: str) -> None:
    _source, stdin, needles = DOORS[door](tmp_path)
    assert_one_line(engine(["moves", "--jsonl"], stdin), "line 1", *needles)


@pytest.mark.parametrize("command", ruled_commands())
def test_every_command_that_takes_house_rules_answers_deep_ones_in_one_line(command: str) -> None:
    deep = "builds_in_sums=" + "[" * DEPTH
    assert_one_line(engine([*argv_for(command, ""), "--rule", deep]), "builds_in_sums")


def crowded_table(tmp_path: Path) -> Path:
    """Thirty low cards on an Advanced table, four cards in hand: more moves than any listing holds."""
    low = [f"{rank}{suit}" for rank in "A23456789T" for suit in "CDHS"]
    hand = ["2H", "7H", "TS", "KD"]
    table = [card for card in low if card not in hand][:30]
    path = tmp_path / "crowded.json"
    path.write_text(json.dumps({"variant": "advanced", "to_move": 0, "hands": [hand, ["QC"]], "table": table}))
    return path


@pytest.mark.parametrize("limit", [1, 2, 5, 7])
def test_a_limit_is_a_limit_on_a_crowded_table(tmp_path: Path, limit: int) -> None:
    path = crowded_table(tmp_path)
    state = parse_position(path.read_text())
    listed = engine(["moves", "--limit", str(limit), str(path)])
    lines = listed.stdout.decode().splitlines()
    assert listed.returncode == 0 and len(lines) == limit, (limit, lines)
    assert all(state.is_legal(Move.parse(line)) for line in lines)
    assert listed.stderr.decode().startswith(f"cassino-engine: {limit} move")
    jsonl = engine(["moves", "--jsonl", "--limit", str(limit)], path)
    assert jsonl.returncode == 0 and len(json.loads(jsonl.stdout)) == limit
