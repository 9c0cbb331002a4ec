"""The check of Qt's system libraries names every missing package in one line, before Qt loads."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from cassino_desktop import __main__ as entry
from cassino_desktop import system_libraries
from cassino_desktop.system_libraries import (
    PACKAGES,
    QT_LIBRARIES,
    XCB_PLUGIN,
    Missing,
    loader_accepts,
    missing_libraries,
    not_found,
    platform_needed,
)

ROOT = Path(__file__).resolve().parent.parent

LDD_XCB = """\
\tlinux-vdso.so.1 (0x00007ffc5b9e4000)
\tlibQt6XcbQpa.so.6 => /opt/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
"""


def fake_qt(tmp_path: Path) -> Path:
    for relative in QT_LIBRARIES + XCB_PLUGIN:
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\x7fELF")
    return tmp_path


def test_ldd_lines_that_say_not_found_are_read() -> None:
    assert not_found(LDD_XCB) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-icccm.so.4"]
    assert not_found("\tstatically linked\n") == []
    assert not_found("\tlibQt6Core.so.6 => not found\n") == []  # Qt's own: a system package cannot help


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_every_missing_library_is_named_once_with_both_commands(tmp_path: Path) -> None:
    folder = fake_qt(tmp_path)
    asked: list[str] = []

    def ldd(path: Path) -> str:
        asked.append(path.name)
        return LDD_XCB if path.name in ("libqxcb.so", "libQt6XcbQpa.so.6") else ""

    missing = missing_libraries("xcb", folder, ldd)
    assert missing == Missing(("libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert "libqxcb.so" in asked and "libQt6Gui.so.6" in asked
    line = missing.message()
    assert "\n" not in line
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in line
    assert "sudo dnf install xcb-util-keysyms xcb-util-wm" in line
    assert "libxcb-cursor0" not in line  # installed: not named


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_offscreen_does_not_ask_for_the_x11_plugin(tmp_path: Path) -> None:
    folder = fake_qt(tmp_path)
    assert missing_libraries("offscreen", folder, lambda path: LDD_XCB if "xcb" in path.name.lower() else "") is None
    assert missing_libraries("xcb", tmp_path / "nowhere", lambda path: LDD_XCB) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_ldd_is_asked_only_when_the_loader_refuses_a_library(tmp_path: Path) -> None:
    folder = fake_qt(tmp_path)
    asked: list[Path] = []

    def ldd(path: Path) -> str:
        asked.append(path)
        return LDD_XCB

    loaded: list[Path] = []

    def loads(libraries: Sequence[Path]) -> bool:
        loaded.extend(libraries)
        return True

    assert missing_libraries("xcb", folder, ldd, loads) is None
    assert asked == [] and folder / XCB_PLUGIN[0] in loaded  # the start costs no process when all is there
    assert missing_libraries("xcb", folder, ldd, lambda libraries: False) is not None
    assert folder / XCB_PLUGIN[0] in asked


def test_the_loader_refuses_a_file_that_is_no_library(tmp_path: Path) -> None:
    folder = fake_qt(tmp_path)
    assert not loader_accepts([folder / QT_LIBRARIES[0]])


def test_an_unknown_library_stands_for_itself() -> None:
    missing = Missing(("libfoo.so.9", "libGL.so.1"))
    assert missing.debian == ("libfoo.so.9", "libgl1")
    assert missing.fedora == ("libfoo.so.9", "libglvnd-glx")


def test_the_platform_is_the_one_qt_will_load() -> None:
    assert platform_needed({}) == "xcb"
    assert platform_needed({"QT_QPA_PLATFORM": "offscreen:configfile=/tmp/s.json"}) == "offscreen"
    assert platform_needed({"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland"
    assert platform_needed({"WAYLAND_DISPLAY": "wayland-0"}) == "wayland"


def test_cassino_prints_the_line_and_exits_1_before_qt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(system_libraries, "missing_libraries", lambda platform: Missing(("libxcb-keysyms.so.1",)))

    def no_window(*_args: object, **_kwargs: object) -> int:
        raise AssertionError("Qt must not be started")

    monkeypatch.setattr("cassino_desktop.ui.app.run_gui", no_window)
    assert entry.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "apt-get install libxcb-keysyms1" in err


def test_the_readme_lists_every_package_the_window_needs_in_one_line() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [line for line in readme.splitlines() if re.search(r"apt-get install .*libxcb-cursor0", line)]
    assert len(lines) == 1, "one README line installs Qt's libraries"
    listed = set(lines[0].split("apt-get install", 1)[1].replace("`", " ").split())
    debian = {debian for debian, _fedora in PACKAGES.values()}
    assert debian <= listed, sorted(debian - listed)
