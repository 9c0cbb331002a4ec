"""The tests speak English whatever the machine's language (the window follows the system's locale), see no card
deck the machine has installed (a test that wants decks names its own folders), and never the machine's settings,
statistics or saved match: each test has a home of its own, where the default places of all of them lie, empty.

They are the same on every run: a deal the player would get from the system's randomness comes in a test from a
seed made of the test's name, the daily deal is the one of a fixed day (``TODAY``), and hypothesis draws the same
examples each time (and never times them).

No window outlives its test: one a test leaves open (a dialog of a closed window, a window of its own) is
closed after it, so it cannot stand in front of the next test's window and take its clicks.

Their text is drawn in one font whatever the machine prefers: DejaVu Sans (``tools/ensure-venv test`` installs it)
and the game's own fonts are the only ones Qt is shown, in every test process and every program a test starts, so a
window's size and what fits in it are the same on every machine."""

from __future__ import annotations

import atexit
import datetime
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.configuration import set_hypothesis_home_dir
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication

from cassino_desktop.ai.process_tuning import tune_process
from cassino_desktop.engine import daily_deal, rng

os.environ["LC_ALL"] = "C.UTF-8"  # Qt reads the system's language from the locale's variables
os.environ.pop("LANGUAGE", None)
os.environ.pop("LC_MESSAGES", None)
os.environ["CASSINO_CARD_DECKS"] = ""  # deck_themes.DECK_FOLDERS_VARIABLE: no folder of installed decks


def process_folder(name: str) -> Path:
    """A folder of this test process's own, gone when it ends (the processes share the working folder)."""
    folder = Path(tempfile.mkdtemp(prefix=f"cassino-test-{name}-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


DEJAVU_FOLDERS = (
    Path("/usr/share/fonts/truetype/dejavu"),  # Debian, Ubuntu (fonts-dejavu-core)
    Path("/usr/share/fonts/dejavu-sans-fonts"),  # Fedora
    Path("/usr/share/fonts/TTF"),  # Arch
    Path("/usr/share/fonts/dejavu"),
)
"""Where systems install DejaVu Sans: the one font, beside the game's own, that the tests draw their text in."""
GAME_FONTS = Path(__file__).resolve().parents[1] / "resources" / "fonts"

FONTS_CONFIGURATION = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{dejavu}</dir>
  <dir>{game}</dir>
  <cachedir>{cache}</cachedir>
  <alias binding="same"><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias binding="same"><family>Sans Serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
"""


def show_qt_only_the_tests_fonts() -> None:
    """Point fontconfig (Qt's font finder on Linux) at DejaVu and the game's fonts alone, before Qt starts."""
    dejavu = next((folder for folder in DEJAVU_FOLDERS if (folder / "DejaVuSans.ttf").is_file()), None)
    if dejavu is None:
        raise pytest.UsageError(
            "The tests draw their text in DejaVu Sans, which is not installed here: "
            "sudo apt-get install fonts-dejavu-core (tools/ensure-venv test installs it), or dejavu-sans-fonts"
        )
    folder = process_folder("fonts")
    configuration = folder / "fonts.conf"
    configuration.write_text(
        FONTS_CONFIGURATION.format(dejavu=dejavu, game=GAME_FONTS, cache=folder / "cache"), encoding="utf-8"
    )
    os.environ["FONTCONFIG_FILE"] = str(configuration)


show_qt_only_the_tests_fonts()

tune_process()  # each test process is tuned as the game's entry point tunes the game's: its windows feel the same

set_hypothesis_home_dir(process_folder("hypothesis"))  # its caches, which it keeps in .hypothesis by default

settings.register_profile(
    "cassino",
    derandomize=True,  # the examples follow from each test's name: a failure comes back on the next run
    database=None,  # nothing kept in the working folder, which the test processes share
    deadline=None,  # and nothing timed: a busy machine is not a failing test
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("cassino")

HOME_FOLDERS = {
    "HOME": ".",
    "XDG_CONFIG_HOME": ".config",  # QSettings' and QStandardPaths' configuration
    "XDG_DATA_HOME": ".local/share",  # the statistics and the saved match (QStandardPaths.AppDataLocation)
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}
"""The variables that place a user's files, and where each points inside a test's own home."""


@pytest.fixture(autouse=True)
def own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh, empty home for each test, with the user's folders in it: what a test finds there it put there.

    QSettings keeps the folder of its default file from its first use in the process, so it is told anew too.
    Subprocesses a test starts inherit the same home.
    """
    home = tmp_path_factory.mktemp("home")
    for variable, folder in HOME_FOLDERS.items():
        path = home / folder
        path.mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(variable, str(path))
    config = str(home / HOME_FOLDERS["XDG_CONFIG_HOME"])
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, config)
    yield home


@pytest.fixture(autouse=True)
def seeded_randomness(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The system's randomness (``rng.system_randomness``: new matches, fair deals, cuts) drawn from a stream seeded
    by the test's name: the same deals on every run and in every process, and other deals in every test."""
    stream = rng.SplitMix64(int.from_bytes(hashlib.sha256(request.node.nodeid.encode()).digest()[:8], "big"))

    def seeded(count: int) -> bytes:
        drawn = b"".join(stream.next_u64().to_bytes(8, "big") for _ in range((count + 7) // 8))
        return drawn[:count]

    monkeypatch.setattr(rng, "system_randomness", seeded)


TODAY = datetime.date(2026, 11, 26)
"""The day it is in every test: the daily deal offered, and the daily statistics, follow the date."""


@pytest.fixture(autouse=True)
def fixed_today(monkeypatch: pytest.MonkeyPatch) -> datetime.date:
    """Today is ``TODAY`` (``daily_deal.today``): the daily deal a test meets is the same whatever the date."""
    monkeypatch.setattr(daily_deal, "today", lambda: TODAY)
    return TODAY


@pytest.fixture(autouse=True)
def no_window_left_open() -> Iterator[None]:
    """After the test (and pytest-qt's closing of the widgets it was given): close every window still shown, and
    delete what was set to be deleted, so no window, timer or thread of this test is there for the next."""
    yield
    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.close()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
