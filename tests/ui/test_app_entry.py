"""``python -m cassino_desktop.ui.app`` opens the window as ``cassino`` does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

RUN_THE_MODULE_WITHOUT_ITS_EVENT_LOOP = """
import runpy
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
run_the_loop = QApplication.exec

def run_once(*args):  # the window is built, shown and dealt; then the loop ends as when the player quits
    QTimer.singleShot(0, QApplication.instance().quit)
    return run_the_loop()

QApplication.exec = run_once
runpy.run_module("cassino_desktop.ui.app", run_name="__main__", alter_sys=True)
"""


def test_running_the_app_module_opens_the_window_without_an_error(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run(
        [sys.executable, "-c", RUN_THE_MODULE_WITHOUT_ITS_EVENT_LOOP], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
