"""A damaged settings file never stops the game from starting.

The settings file may be written by an older version, edited by hand,
half-written by a crash or not readable at all. Whatever it holds, the
window must start and every preference must read as its default.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from window_helpers import play_through_the_window

from cassino_desktop.engine import load_position, position_to_json
from cassino_desktop.ui.cards.builtin_deck import BuiltinTheme
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import DEFAULTS, Settings

DEFAULT_VALUES: dict[str, object] = {
    **DEFAULTS,
    "undo_allowed": True,
    "coach": False,
}

# Every key the program reads, each with a value of the wrong kind.
WRONG_TYPES = b"""[General]
speed=42
pace=@Rect(1 2 3 4)
difficulty=[1,2]
geometry=not bytes
variant=nope
coach=maybe
undo_allowed=123
back_color=@Rect(1 2 3 4)
theme=@Size(10 20)
language=@Size(10 20)
"""

# Qt's typed ini values, some broken: they decode to odd Python types or to nothing.
ODD_VARIANTS = b"""[General]
speed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1bQByteArray\\xff\\xff)
difficulty=@Point(a b)
geometry=@Size(1 2)
variant=@Variant(garbage)
coach=@Variant(\\0\\0\\0\\x10\\0)
undo_allowed=@DateTime(zzz)
back_color=@Variant(\\0\\0\\0\\n\\0\\0\\0\\0\\x3)
theme=@Rect(0 0 -1 -1)
"""

# Lists where text belongs, empty values, keys in other sections, keys given twice.
LISTS_AND_EMPTIES = b"""[General]
speed=Fast, Off
difficulty=medium, hard
variant=
coach=
undo_allowed=
geometry=@ByteArray()
back_color=Red, Blue
theme=
speed=Slow, Slow

[Other]
speed=Fast
variant=royal
"""

# Near misses: the right words in the wrong case or with spaces, which the program does not write.
NEAR_MISSES = b"""[General]
speed=fast
difficulty=Medium
variant=Royal
coach=yes
undo_allowed=no
geometry=\\x01\\x02\\x03
"""

# Binary damage: control characters, NULs, invalid UTF-8, a line with no '='.
BINARY = (
    b"[General]\n"
    b"speed=\x00\x01\x02\xff\xfe\n"
    b"difficulty=\xc3\x28\xa0\xa1\n"
    b"variant=\x1b[31madvanced\n"
    b"coach=\x00true\n"
    b"undo_allowed=\xff\xfe\xfd\n"
    b"geometry=@ByteArray(\x00\x01\x02garbage\xff)\n"
    b"theme=\x00\x00\x00\n"
    b"back_color=\x80\x81\x82\n"
    b"\x00\x01\x02\x03 no equals sign here \xff\n" + bytes(range(256)) + b"\n[\xff\xfe\n=\n==\n"
)


def random_garbage(seed: int) -> bytes:
    """A file of random bytes, with the real keys sprinkled in so their values are damaged too."""
    rnd = random.Random(seed)
    keys = [b"speed", b"difficulty", b"variant", b"coach", b"undo_allowed", b"geometry", b"theme", b"back_color"]
    parts = [b"[General]\n"] if rnd.random() < 0.7 else []
    for _ in range(rnd.randint(5, 40)):
        if rnd.random() < 0.6:
            value = bytes(rnd.randrange(256) for _ in range(rnd.randint(0, 40)))
            parts.append(rnd.choice(keys) + b"=" + value.replace(b"\n", b"") + b"\n")
        else:
            parts.append(bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 80))))
    return b"".join(parts)


CASES = {
    "wrong types": WRONG_TYPES,
    "odd QVariants": ODD_VARIANTS,
    "lists and empties": LISTS_AND_EMPTIES,
    "near misses": NEAR_MISSES,
    "binary": BINARY,
    **{f"random bytes {seed}": random_garbage(seed) for seed in range(6)},
    "only bytes": bytes(random.Random(99).randrange(256) for _ in range(4096)),
}

# Which values are checked against a fixed list. ``theme`` is free text by design (an SVG deck's path
# or name); the window checks it when it loads the deck, so it is tested through the window below.
CHECKED = ["variant", "difficulty", "speed", "back_color", "language", "undo_allowed", "coach"]


def settings_from(path: Path, content: bytes) -> Settings:
    path.write_bytes(content)
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def read_all(settings: Settings) -> dict[str, object]:
    return {
        "variant": settings.variant,
        "difficulty": settings.difficulty,
        "speed": settings.speed,
        "pace": settings.pace,
        "back_color": settings.back_color,
        "felt": settings.felt,
        "theme": settings.theme,
        "language": settings.language,
        "undo_allowed": settings.undo_allowed,
        "coach": settings.coach,
        "online_homeserver": settings.online_homeserver,
        "online_user": settings.online_user,
    }


def checked_action(menu: QMenu, title: str) -> str | None:
    """The text of the checked item of a radio submenu of ``menu`` (by its title without '&')."""
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu) and sub.title().replace("&", "") == title:
            checked = [a.text() for a in sub.actions() if a.isCheckable() and a.isChecked()]
            assert len(checked) <= 1, f"{title}: more than one choice checked: {checked}"
            return checked[0] if checked else None
    raise AssertionError(f"no submenu {title!r}")


def settings_menu(window: MainWindow) -> QMenu:
    """The Settings menu as it shows when opened (its Card deck submenu lists the decks then)."""
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == "Settings":
            menu = action.menu()
            assert isinstance(menu, QMenu)
            menu.aboutToShow.emit()
            return menu
    raise AssertionError("no Settings menu")


def start_window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, seed=4242)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def close_settled(window: MainWindow, qtbot: QtBot) -> None:
    """Close the window: the computer and any cards in flight stop, before pytest-qt destroys it.

    (A table destroyed while cards fly crashed the process; see
    test_monkey.py::test_destroying_the_table_while_cards_fly.)
    """
    assert window.close()
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=10_000)


def assert_window_works(window: MainWindow, qtbot: QtBot, speed: str = DEFAULTS["speed"]) -> None:
    """The window came up with a playable deal, the defaults in its menus, and it closes cleanly."""
    state = window.session.state
    assert window.isVisible()
    assert window.session.variant.name == DEFAULTS["variant"]
    assert sorted(state.all_cards()) == sorted(set(state.all_cards())) and len(state.all_cards()) == 52
    assert load_position(position_to_json(state)) == state
    assert window.scene.state is state
    assert window.width() > 0 and window.height() > 0
    menu = settings_menu(window)
    assert checked_action(menu, "Difficulty") == DEFAULTS["difficulty"].capitalize()
    assert checked_action(menu, "Animation speed") == speed
    assert checked_action(menu, "Card deck") == "Classic"
    assert checked_action(menu, "Card back") == DEFAULTS["back_color"]
    assert isinstance(window.cache.theme, BuiltinTheme)
    assert window.commands.allow_undo_action.isChecked() is True
    assert window.commands.coach_action.isChecked() is False
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=10_000)
    move = sorted(state.legal_moves())[0]
    play_through_the_window(window, move)
    assert window.session.moves_this_game >= 1
    close_settled(window, qtbot)


@pytest.mark.parametrize("name", list(CASES))
def test_garbage_settings_read_as_defaults(name: str, tmp_path: Path) -> None:
    settings = settings_from(tmp_path / "settings.ini", CASES[name])
    values = read_all(settings)
    for key in CHECKED:
        assert values[key] == DEFAULT_VALUES[key], f"{name}: {key} read as {values[key]!r}"
    geometry = settings.geometry()
    assert geometry is None or isinstance(geometry, QByteArray)


def test_the_wrong_types_of_the_brief(tmp_path: Path) -> None:
    settings = settings_from(tmp_path / "settings.ini", WRONG_TYPES)
    assert settings.speed == "Normal"
    assert settings.difficulty == "hard"
    assert settings.geometry() is None
    assert settings.variant == "advanced"
    assert settings.coach is False
    assert settings.undo_allowed is True
    assert settings.back_color == "Blue"
    assert settings.theme == "Classic"
    assert settings.language == ""


@pytest.mark.parametrize("name", list(CASES))
def test_window_starts_on_garbage_settings(name: str, qtbot: QtBot, tmp_path: Path) -> None:
    settings = settings_from(tmp_path / "settings.ini", CASES[name])
    window = start_window(qtbot, settings)
    assert_window_works(window, qtbot)


def test_garbage_geometry_bytes_are_harmless(qtbot: QtBot, tmp_path: Path) -> None:
    """Real saved geometry, then the same bytes damaged: the window still starts at a usable size."""
    path = tmp_path / "settings.ini"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    settings.speed = "Off"  # the deal is shown at once: only the geometry matters here
    first = start_window(qtbot, settings)
    good = bytes(first.saveGeometry().data())
    close_settled(first, qtbot)
    rnd = random.Random(5)
    damaged = [
        good[: len(good) // 2],
        bytes(b ^ 0xFF for b in good),
        good[:4] + bytes(rnd.randrange(256) for _ in range(len(good) - 4)),
        good[:8] + b"\x7f\xff\xff\xff" * ((len(good) - 8) // 4),
        good[:8] + b"\x80\x00\x00\x00" * ((len(good) - 8) // 4),
    ]
    for blob in damaged:
        store = QSettings(str(path), QSettings.Format.IniFormat)
        store.setValue("geometry", QByteArray(blob))
        store.sync()
        window = start_window(qtbot, Settings(QSettings(str(path), QSettings.Format.IniFormat)))
        assert 0 < window.width() < 100_000 and 0 < window.height() < 100_000
        assert window.scene.state is window.session.state
        close_settled(window, qtbot)


def test_a_directory_where_the_file_should_be(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.mkdir()
    (path / "settings.ini").write_text("[General]\nspeed=Off\n")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert read_all(settings) == DEFAULT_VALUES
    assert settings.geometry() is None
    window = start_window(qtbot, settings)
    # Changing a setting works for this run even though it cannot be written.
    speed_menu = next(
        a.menu() for a in settings_menu(window).actions() if a.menu() and a.text().replace("&", "") == "Animation speed"
    )
    assert isinstance(speed_menu, QMenu)
    fast = next(a for a in speed_menu.actions() if a.text() == "Fast")
    assert isinstance(fast, QAction)
    fast.trigger()
    assert settings.speed == "Fast"
    settings.sync()  # cannot be written: must not raise
    assert_window_works(window, qtbot, speed="Fast")
    assert path.is_dir()


def test_a_file_where_the_folder_should_be(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_bytes(b"\x00not a folder\xff")
    settings = Settings(QSettings(str(blocker / "Cassino" / "settings.ini"), QSettings.Format.IniFormat))
    assert read_all(settings) == DEFAULT_VALUES
    window = start_window(qtbot, settings)
    assert_window_works(window, qtbot)
    assert blocker.read_bytes() == b"\x00not a folder\xff"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(b"[General]\nspeed=Off\nvariant=royal\n")
    path.chmod(0)
    try:
        settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
        assert read_all(settings) == DEFAULT_VALUES
        window = start_window(qtbot, settings)
        assert_window_works(window, qtbot)
    finally:
        path.chmod(0o600)
