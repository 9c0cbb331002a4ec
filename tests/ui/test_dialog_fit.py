"""Every dialog fits a 1024x600 netbook and a 1920x1080 monitor, its buttons in view and no Alt+letter used twice."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("dialog_probe.py")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
def test_every_dialog_lies_inside_the_screen(tmp_path: Path, width: int, height: int) -> None:
    config = tmp_path / "screen.json"
    screen = {"name": "s", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96}
    config.write_text(json.dumps({"screens": [{**screen, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", PYTHONPATH=str(ROOT))
    env.pop("QT_SCALE_FACTOR", None)
    done = subprocess.run(
        [sys.executable, str(PROBE), str(tmp_path / "shots")],
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
        env=env,
        cwd=ROOT,
    )
    lines = done.stdout.splitlines()
    assert lines and lines[-1] == f"0 problems on {width}x{height}", done.stdout + done.stderr[-2000:]
    assert done.returncode == 0
    shots = {path.stem for path in (tmp_path / "shots").glob("*.png")}
    assert {
        "variants",
        "game-over-advanced",
        "game-over-clearance",
        "statistics",
        "rules",
        "about",
        "settings",
    } <= shots
