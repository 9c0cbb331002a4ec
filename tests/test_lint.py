"""Lint and type-check as part of the suite: ruff and mypy must stay clean."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.skipif(shutil.which("ruff") is None and sys.platform != "linux", reason="ruff not installed")
def test_ruff_is_clean() -> None:
    result = _run([sys.executable, "-m", "ruff", "check", "cassino_desktop", "tests", "benchmarks"])
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean() -> None:
    result = _run([sys.executable, "-m", "mypy", "--no-error-summary"])
    assert result.returncode == 0, result.stdout + result.stderr
