"""Fuzzing the command line: every hostile input gets a correct answer or one clean line and exit status 2."""

from __future__ import annotations

import sys

import cli_fuzz
import pytest
from cli_fuzz import FuzzInput, fuzz_inputs, judge

SLOWEST_SECONDS = 5.0


@pytest.mark.parametrize("seed", range(4))
def test_hostile_inputs_get_an_answer_or_one_clean_line(seed: int) -> None:
    failures = []
    for fuzz in fuzz_inputs(seed, 60):
        verdict = judge(fuzz)
        if verdict.problem or verdict.seconds > SLOWEST_SECONDS:
            failures.append(f"{fuzz.short()}: {verdict.problem or f'{verdict.seconds:.1f} s'}")
    assert not failures, "\n".join(failures[:10])


def test_the_judge_sees_a_crash_and_an_echo(monkeypatch: pytest.MonkeyPatch) -> None:
    # The fuzzer must be able to fail: a crash inside main and an echoed input are both caught.
    fuzz = FuzzInput(("moves", "-"), b"{}", "planted")
    assert judge(fuzz).problem == "", "a plain refusal is sound"

    def crash(*_args: object, **_kwargs: object) -> int:
        raise RecursionError("maximum recursion depth exceeded")

    def echo(*_args: object, **_kwargs: object) -> int:
        print("cassino-engine: unknown field " + "x" * 5000, file=sys.stderr)
        return 2

    monkeypatch.setattr(cli_fuzz, "main", crash)
    assert "raised RecursionError" in judge(fuzz).problem
    monkeypatch.setattr(cli_fuzz, "main", echo)
    assert "an error line of" in judge(fuzz).problem
