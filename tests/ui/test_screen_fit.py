"""The real window and every dialog fit the screens players have, from a 1024x600 netbook to a 2x monitor."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from screenshots import SCREENS  # noqa: E402

LAPTOP = next(screen for screen in SCREENS if screen[0] == "1280x720")


@pytest.mark.parametrize(("name", "width", "height", "scale"), SCREENS, ids=[screen[0] for screen in SCREENS])
def test_window_and_dialogs_lie_inside_the_screen(
    tmp_path: Path, name: str, width: int, height: int, scale: float
) -> None:
    check_screen(tmp_path, width, height, scale)


@pytest.mark.parametrize("language", ["pt_BR", "hi", "it"])
def test_each_language_fits_a_laptop_screen_with_one_alt_letter_each(tmp_path: Path, language: str) -> None:
    _name, width, height, scale = LAPTOP
    check_screen(tmp_path, width, height, scale, "--language", language)


def check_screen(tmp_path: Path, width: int, height: int, scale: float, *options: str) -> None:
    """Shoot the window and every dialog on one screen, and fail on anything outside it or an Alt letter used twice."""
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "screenshots.py"),
            str(tmp_path),
            "--screen",
            f"{width}x{height}",
            "--scale",
            str(scale),
            "--check",
            *options,
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=ROOT,
    )
    report = [line for line in done.stdout.splitlines() if line.startswith(f"{width}x{height}")]
    assert done.returncode == 0, "\n".join(report) + done.stderr[-2000:]
    assert report and report[-1].endswith(", 0 problems")
    shots = {path.stem for path in tmp_path.glob("*.png")}
    dialogs = {"variants", "statistics", "rules", "about", "settings", "game-over-advanced", "game-over-clearance"}
    assert {"table", "mid-game", "clearance-4-players", *dialogs} <= shots
