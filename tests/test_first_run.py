"""The README's promise: one command plays and one runs the tests, each doing its own set-up."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def first_shell_block() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)```", readme, re.DOTALL)
    assert block is not None
    return [line.split("#", 1)[0].strip() for line in block.group(1).splitlines() if line.strip()]


def test_the_first_block_is_the_two_commands() -> None:
    assert first_shell_block() == ["./play", "./run-tests"]
    for name in ("play", "run-tests", "tools/ensure-venv"):
        path = ROOT / name
        assert path.is_file() and os.access(path, os.X_OK), name


def test_both_commands_set_up_their_own_virtual_environment() -> None:
    for name in ("play", "run-tests"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert '"$root/tools/ensure-venv"' in text and "$root/.venv/bin/" in text, name
    setup = (ROOT / "tools" / "ensure-venv").read_text(encoding="utf-8")
    assert "-m venv" in setup and "pip install" in setup


def test_ci_ends_with_exactly_the_readme_test_command() -> None:
    commands = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert commands[-1] == first_shell_block()[1]
