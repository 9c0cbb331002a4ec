"""The process's settings for searching: the collector's pace raised to ``SEARCH_PACE`` and the lock's hand-over
shortened to ``HANDOVER_INTERVAL``, never the other way; made by each entry point, and nowhere else."""

from __future__ import annotations

import gc
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cassino_desktop.ai.process_tuning import HANDOVER_INTERVAL, SEARCH_PACE, tune_process

PACKAGE = Path(__file__).resolve().parents[2] / "cassino_desktop"
PYTHON_DEFAULT_INTERVAL = 0.005


@pytest.fixture
def settings_restored() -> Iterator[None]:
    pace, interval = gc.get_threshold(), sys.getswitchinterval()
    yield
    gc.set_threshold(*pace)
    sys.setswitchinterval(interval)


@pytest.mark.usefixtures("settings_restored")
def test_the_youngest_generation_is_collected_at_the_search_pace_and_the_lock_handed_over_sooner() -> None:
    gc.set_threshold(700, 10, 10)
    sys.setswitchinterval(PYTHON_DEFAULT_INTERVAL)
    tune_process()
    assert gc.get_threshold() == (SEARCH_PACE, 10, 10)
    assert sys.getswitchinterval() == pytest.approx(HANDOVER_INTERVAL)


@pytest.mark.usefixtures("settings_restored")
def test_a_slower_pace_and_a_shorter_interval_set_by_the_host_stay() -> None:
    gc.set_threshold(SEARCH_PACE * 3, 20, 5)
    sys.setswitchinterval(HANDOVER_INTERVAL / 2)
    tune_process()
    assert gc.get_threshold() == (SEARCH_PACE * 3, 20, 5)
    assert sys.getswitchinterval() == pytest.approx(HANDOVER_INTERVAL / 2)


ENTRY_POINT = """
import gc, sys
from {module} import main
try:
    main({argv!r})
except SystemExit:
    pass
print(gc.get_threshold()[0], sys.getswitchinterval())
"""


@pytest.mark.parametrize(
    ("module", "argv"),
    [
        ("cassino_desktop.__main__", ["--text", "--rules", "grandma"]),  # refused at once, after the tuning
        ("cassino_desktop.cli.cassino_engine", ["no-such-command"]),  # refused too
    ],
)
def test_each_entry_point_tunes_its_process(module: str, argv: list[str]) -> None:
    """A fresh interpreter, at Python's own settings, is tuned by the game's and the command line's ``main``."""
    done = subprocess.run(
        [sys.executable, "-c", ENTRY_POINT.format(module=module, argv=argv)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    pace, interval = done.stdout.split()[-2:]
    assert int(pace) == SEARCH_PACE and float(interval) == pytest.approx(HANDOVER_INTERVAL)


def test_nothing_else_in_the_game_changes_these_settings() -> None:
    """Said once: the window, a worker or a search that set them too would hide which setting is in force."""
    setters = re.compile(r"\b(setswitchinterval|set_threshold)\(")
    found = [
        f"{path.relative_to(PACKAGE)}:{number}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "process_tuning.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if setters.search(line)
    ]
    assert found == []
