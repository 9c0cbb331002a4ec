"""Fuzzing the command line: every hostile input gets a correct answer or one clean line and exit status 2."""

from __future__ import annotations

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


def test_the_judge_sees_a_traceback_and_an_echo() -> None:
    # The fuzzer must be able to fail: a crash inside main and an echoed megabyte are both caught.
    crash = judge(FuzzInput(("selfplay", "--variant", "advanced", "--games", "1", "--players", "9"), b"", "usage"))
    assert crash.status == 2 and crash.problem == ""
    echo = judge(FuzzInput(("moves", "-"), b'{"variant": "' + b"x" * 2000 + b'"}', "echo"))
    assert echo.status == 2 and echo.problem == "", echo.problem
