"""The pieces a desktop needs, and the app's own smoke test, checked from source.

The frozen one-file build itself is made and smoke-tested by ``.ci/run``
(``packaging/build.sh``); these tests keep its inputs honest.
"""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cassino_desktop import __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"


def run_app(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "cassino_desktop", *args], capture_output=True, text=True, env=env, timeout=240
    )


def test_desktop_entry_launches_cassino_with_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment, method-assign]
    entry.read(PACKAGING / "cassino.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == "cassino"
    assert section["Icon"] == "cassino"
    assert "Game" in section["Categories"].split(";")
    assert section["Terminal"] == "false"


def test_appstream_metadata_names_the_desktop_entry_and_this_version() -> None:
    (metainfo,) = PACKAGING.glob("*.metainfo.xml")
    root = ET.parse(metainfo).getroot()
    assert root.get("type") == "desktop-application"
    component_id = root.findtext("id")
    assert component_id is not None and metainfo.name == f"{component_id}.metainfo.xml"
    assert root.findtext("launchable") == "cassino.desktop"
    assert root.findtext("name") == "Cassino"
    versions = [r.get("version") for r in root.iter("release")]
    assert __version__ in versions


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_icon_comes_in_every_size(size: int) -> None:
    from PySide6.QtGui import QImage

    image = QImage(str(ICONS / f"cassino-{size}.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)


def test_icon_resources_are_found_through_the_package() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cassino_desktop.ui.resources import app_icon

    app = QApplication.instance() or QApplication([])
    assert app is not None
    assert len(app_icon().availableSizes()) == 8


def test_version_and_help() -> None:
    version = run_app("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"cassino {__version__}"
    usage = run_app("--help")
    assert usage.returncode == 0 and "--smoke-test" in usage.stdout


def test_smoke_test_plays_a_game_in_the_real_window() -> None:
    done = run_app("--smoke-test", "--variant", "advanced", "--seed", "11")
    assert done.returncode == 0, done.stderr
    assert "smoke test: Advanced seed 11, 48 moves" in done.stdout
    from cassino_desktop.engine import COMPILED

    assert f"{'compiled' if COMPILED else 'Python'} engine" in done.stdout  # packaging checks the app's so
    assert "Traceback" not in done.stderr


def test_the_install_lists_every_package_and_maps_the_resources() -> None:
    """pyproject names its packages one by one (the resources come from elsewhere), so a new one must be added."""
    import tomllib

    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    code = ROOT / "cassino_desktop"
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in code.rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert set(setuptools["packages"]) == on_disk | {"cassino_desktop.resources"}
    assert setuptools["package-dir"] == {"cassino_desktop.resources": "resources"}
    assert not (code / "resources").exists()  # one home for the data files
    assert (ROOT / "resources" / "__init__.py").is_file()


def test_the_data_files_are_found_through_the_package_name() -> None:
    from importlib.resources import files

    icons = files("cassino_desktop.resources").joinpath("icons")
    names = sorted(entry.name for entry in icons.iterdir() if entry.name.startswith("cassino"))
    assert names == sorted([f"cassino-{size}.png" for size in (16, 24, 32, 48, 64, 128, 256, 512)] + ["cassino.svg"])
