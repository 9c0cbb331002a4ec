"""Hostile inputs for ``cassino-engine``, and the judge of what it answers.

Shared by the fuzz test (a few hundred inputs) and ``benchmarks/cli_fuzz_bench.py``
(ten thousand): each input is a command line and the bytes on standard input,
made by damaging real positions and moves the way a hostile user would (deep
nesting, huge and special numbers, duplicated and unknown cards, look-alike
letters, wrong types, byte-order marks, bytes that are not UTF-8, megabyte
lines). The command must give a correct answer, or one clean line on stderr
and a non-zero exit.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from cassino_desktop.cli.cassino_engine import main
from cassino_desktop.engine import VARIANTS, GameState, Move, new_game, parse_position, position_to_json

LOOK_ALIKES = ["Aſ", "ＡH", "7Ｈ", "A\u0455", "ᴬS", "\u3000AS", "AS\u200b", "10d", "as", "1S", "TT", "", " "]
SPECIAL_NUMBERS = ["NaN", "Infinity", "-Infinity", "-0", "1e309", "1.5", "-1", "true", "null", "1e-400", "0.0"]
LONGEST_ERROR_LINE = 600
"""An error line quotes excerpts only; anything longer echoes input."""


@dataclass(frozen=True)
class FuzzInput:
    """One run of the command line: its arguments and the bytes on standard input."""

    argv: tuple[str, ...]
    stdin: bytes
    kind: str

    def short(self) -> str:
        return f"{self.kind}: {' '.join(self.argv)[:80]!r} with {len(self.stdin)} bytes {self.stdin[:60]!r}"


@dataclass(frozen=True)
class Verdict:
    """What the command did with one input, and what is wrong with that (empty when nothing is)."""

    problem: str
    seconds: float
    status: int


def _real_position(rng: random.Random) -> GameState:
    variant = rng.choice(list(VARIANTS.values()))
    players = rng.choice(variant.player_counts)
    state = new_game(variant, rng.randrange(2**64), players=players)
    for _ in range(rng.randrange(0, 40)):
        if state.over:
            break
        state = state.apply(rng.choice(sorted(state.legal_moves(), key=Move.sort_key)))
    return state


def _paths(value: object, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found.extend(_paths(child, (*prefix, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found.extend(_paths(child, (*prefix, index)))
    return found


def _replace(root: Any, path: tuple[Any, ...], new: str) -> str:
    """The JSON text of ``root`` with the value at ``path`` replaced by the raw JSON text ``new``."""
    marker = "\u0001MARK\u0001"
    copy = json.loads(json.dumps(root))
    if not path:
        return new
    holder = copy
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = marker
    return json.dumps(copy).replace(json.dumps(marker), new, 1)


def _damaged_position(rng: random.Random, obj: dict[str, Any]) -> tuple[str, bytes]:
    """One kind of damage to a position's JSON: the kind's name and the bytes."""
    paths = _paths(obj)
    path = rng.choice(paths)
    kind = rng.choice(
        [
            "nesting",
            "huge number",
            "special number",
            "duplicate card",
            "unknown card",
            "wrong type",
            "bom",
            "not utf-8",
            "megabyte",
            "truncated",
            "unknown key",
            "duplicate key",
            "sweeps and round",
        ]
    )
    card_paths = [p for p in paths if p and isinstance(_at(obj, p), str)] or [path]
    if kind == "nesting":
        depth = rng.choice([10, 500, 900, 986, 990, 1000, 3000, 100_000])
        text = _replace(obj, path, "[" * depth + '"7H"' + "]" * depth)
    elif kind == "huge number":
        text = _replace(obj, path, rng.choice(["1", "-1", "9"]) + "0" * rng.choice([20, 100, 4299, 4300, 5000]))
    elif kind == "special number":
        text = _replace(obj, path, rng.choice(SPECIAL_NUMBERS))
    elif kind == "duplicate card":
        cards = [_at(obj, p) for p in card_paths]
        text = _replace(obj, rng.choice(card_paths), json.dumps(rng.choice(cards)))
    elif kind == "unknown card":
        text = _replace(obj, rng.choice(card_paths), json.dumps(rng.choice(LOOK_ALIKES)))
    elif kind == "wrong type":
        text = _replace(obj, path, rng.choice(["{}", "[]", '"7H"', "7", "false", "null", '{"value": 7}', '[["7H"]]']))
    elif kind == "bom":
        return kind, b"\xef\xbb\xbf" + json.dumps(obj).encode()
    elif kind == "not utf-8":
        raw = json.dumps(obj).encode()
        cut = rng.randrange(len(raw) + 1)
        return kind, raw[:cut] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80", b"\xfe\xff"]) + raw[cut:]
    elif kind == "megabyte":
        big = json.dumps(rng.choice("xK7[{") * rng.choice([1_000_000, 3_000_000]))
        text = _replace(obj, path, big) if rng.random() < 0.5 else json.dumps(obj)[:-1] + f", {big}: 1}}"
    elif kind == "truncated":
        raw = json.dumps(obj)
        text = raw[: rng.randrange(len(raw))]
    elif kind == "unknown key":
        text = json.dumps(obj)[:-1] + f", {json.dumps(rng.choice(['comment', 'Round', 'x' * 10_000]))}: 1}}"
    elif kind == "duplicate key":
        text = json.dumps(obj)[:-1] + ', "to_move": 0}'
    else:
        changed = dict(obj)
        changed[rng.choice(["sweeps", "round"])] = rng.choice([[10**100, 0], 10**20, [3, 0], 7, -1, [True, 0]])
        text = json.dumps(changed)
    return kind, text.encode("utf-8", errors="surrogatepass")


def _at(root: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        root = root[step]
    return root


def _move_text(rng: random.Random, state: GameState) -> str:
    moves = state.legal_moves()
    text = str(rng.choice(moves)) if moves and rng.random() < 0.5 else rng.choice(["trail 7H", "capture 7H 3D 4H"])
    damage = rng.random()
    if damage < 0.3:
        return text
    words = text.split()
    if damage < 0.5:
        words[rng.randrange(len(words))] = rng.choice(LOOK_ALIKES) or "x"
    elif damage < 0.6:
        words.append(rng.choice(words))
    elif damage < 0.7:
        return text + " " + "7H" * rng.choice([10, 500_000])
    elif damage < 0.8:
        return rng.choice(["build 99999999999 7H 3D", "build ² 7H", "build -1 7H", "", "   ", "TRAIL " + words[-1]])
    else:
        words[0] = rng.choice(["jump", "Trail", "capture", "build", "build 7", "ſtrail"])
    return " ".join(words)


def fuzz_inputs(seed: int, count: int) -> Iterator[FuzzInput]:
    """``count`` hostile inputs, the same ones for the same seed."""
    rng = random.Random(seed)
    for _ in range(count):
        state = _real_position(rng)
        obj = position_to_json(state)
        obj.pop("result", None)
        choice = rng.random()
        if choice < 0.15:
            yield FuzzInput(("moves", "-"), json.dumps(obj).encode(), "real position")
            continue
        kind, data = _damaged_position(rng, obj)
        if choice < 0.55:
            yield FuzzInput(("moves", "-"), data, kind)
        elif choice < 0.7:
            lines = json.dumps(obj).encode() + b"\n" + data.replace(b"\n", b" ") + b"\n"
            yield FuzzInput(("moves", "--jsonl"), lines, "jsonl " + kind)
        elif choice < 0.85:
            yield FuzzInput(("play", "-", _move_text(rng, state)), data, "play " + kind)
        else:
            yield FuzzInput(("play", "-", _move_text(rng, state)), json.dumps(obj).encode(), "move text")


def judge(fuzz: FuzzInput) -> Verdict:
    """Run one input in this process: a correct answer, or one clean line and exit status 2."""
    out = io.StringIO()
    err = io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(fuzz.stdin), encoding="utf-8")
    started = time.perf_counter()
    try:
        with contextlib.redirect_stderr(err):
            status = main(list(fuzz.argv), out=out, stdin=stdin)
    except BaseException as raised:
        return Verdict(f"raised {type(raised).__name__}: {str(raised)[:200]}", time.perf_counter() - started, -1)
    seconds = time.perf_counter() - started
    error = err.getvalue()
    if status == 0:
        problem = "" if not error else f"status 0 but stderr {error[:200]!r}"
        return Verdict(problem or _wrong_answer(fuzz, out.getvalue()), seconds, status)
    lines = error.splitlines()
    if status != 2:
        problem = f"status {status}"
    elif len(lines) != 1 or not error.endswith("\n") or not error.startswith("cassino-engine: "):
        problem = f"not one clean line: {error[:200]!r}"
    elif len(error) > LONGEST_ERROR_LINE:
        problem = f"an error line of {len(error)} characters: {error[:200]!r}"
    elif fuzz.argv[0] != "moves" or "--jsonl" not in fuzz.argv:
        problem = "" if not out.getvalue() else "output before the error"
    else:
        problem = ""
    return Verdict(problem, seconds, status)


def _wrong_answer(fuzz: FuzzInput, output: str) -> str:
    """Checks the output of a run that succeeded against the engine's own reading of the input."""
    text = fuzz.stdin.decode("utf-8").removeprefix("\ufeff")
    if fuzz.argv[:2] == ("moves", "-"):
        state = parse_position(text)
        expected = [str(m) for m in sorted(state.legal_moves(), key=Move.sort_key)]
        return "" if output.splitlines() == expected else "moves listed wrongly"
    if fuzz.argv[0] == "moves":
        answers = output.splitlines()
        positions = [line.removeprefix("\ufeff") for line in text.split("\n") if line.strip()]
        if len(answers) != len(positions):
            return f"{len(answers)} answers for {len(positions)} positions"
        for line, answer in zip(positions, answers, strict=True):
            expected = [str(m) for m in sorted(parse_position(line).legal_moves(), key=Move.sort_key)]
            if json.loads(answer) != expected:
                return "moves --jsonl listed wrongly"
        return ""
    after = parse_position(text).apply(Move.parse(fuzz.argv[2]))
    return "" if json.loads(output) == position_to_json(after) else "play printed the wrong position"
