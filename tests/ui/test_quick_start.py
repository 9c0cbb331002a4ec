"""The window starts with only what its first screen needs: what a later menu or dialog needs waits for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from window_helpers import pending_events_run, quick_settings, shown_window

from cassino_desktop.ai import memory
from cassino_desktop.ui.cards.builtin_deck import BUILTIN_DECKS
from cassino_desktop.ui.score_sheet import ScoreSheet

STARTS_THE_WINDOW = "import cassino_desktop.__main__, cassino_desktop.ui.app, cassino_desktop.ui.main_window"


def modules_loaded_by_the_start() -> set[str]:
    """The modules a fresh interpreter holds once the window's code is imported (nothing else loaded first)."""
    script = f"{STARTS_THE_WINDOW}\nimport sys\nprint('\\n'.join(sys.modules))"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    return set(done.stdout.split())


def test_the_review_processes_machinery_waits_for_a_review() -> None:
    loaded = modules_loaded_by_the_start()
    assert "cassino_desktop.ui.main_window" in loaded
    assert not {"multiprocessing", "concurrent.futures.process"} & loaded


def test_qts_svg_library_waits_for_a_deck_drawn_from_svg() -> None:
    assert "PySide6.QtSvg" not in modules_loaded_by_the_start()


def fonts_after(*languages: str) -> str:
    """Whether the game's fonts were registered after choosing ``languages`` in turn, in a fresh application."""
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from cassino_desktop.ui.i18n import choose_language, fonts_added\n"
        "app = QApplication([])\n"
        f"for code in {languages!r}:\n"
        "    choose_language(code)\n"
        "    print(code, fonts_added())\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True).stdout


def test_the_devanagari_fonts_are_registered_only_when_hindi_is_chosen() -> None:
    said = fonts_after("en", "it", "pt_BR", "hi").split()
    assert said == ["en", "False", "it", "False", "pt_BR", "False", "hi", "True"]


TO_THE_FIRST_PAINT = r"""
import gc, json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView

seen = {"deck searches": 0}

import cassino_desktop.ui.cards.deck_themes as decks
search_decks = decks.find_svg_decks

def counted_search(*args, **kwargs):
    seen["deck searches"] += 1
    return search_decks(*args, **kwargs)

decks.find_svg_decks = counted_search

class FirstPaint(QObject):
    # What the start has done by the first paint of the dealt table (as startup_bench.py watches for it).
    def eventFilter(self, watched, event):
        if "modules" not in seen and event.type() == QEvent.Type.Paint:
            view = watched.parent()
            scene = view.scene() if isinstance(view, QGraphicsView) else None
            if scene is not None and len(scene.items()) >= 52:
                seen["modules"] = sorted(sys.modules)
                seen["collecting"] = gc.isenabled()
                seen["deck searches at paint"] = seen["deck searches"]
                QTimer.singleShot(200, later)
        return False

def later():
    seen["collecting_after"] = gc.isenabled()
    print(json.dumps(seen), flush=True)
    QApplication.instance().quit()

probe = FirstPaint()
exec_in_qt = QApplication.exec

def exec_watched(self=None):
    QApplication.instance().installEventFilter(probe)
    return exec_in_qt()

QApplication.exec = exec_watched
from cassino_desktop.__main__ import main
sys.exit(main(["--seed", "1"]))
"""
"""``cassino --seed 1`` in a fresh interpreter, watched until its table's first paint and a moment after."""


def started(home: Path) -> dict[str, object]:
    """What a real start (an empty home of its own) had done at the table's first paint, and a moment after."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"))
    done = subprocess.run(
        [sys.executable, "-c", TO_THE_FIRST_PAINT], capture_output=True, text=True, env=env, check=True, timeout=120
    )
    said: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return said


@pytest.fixture(scope="module")
def first_paint(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """One real start's account of its first paint, for every test here."""
    return started(tmp_path_factory.mktemp("home"))


def test_the_collector_waits_for_the_first_paint_and_no_longer(first_paint: dict[str, object]) -> None:
    """The start's objects all live on, so the collector is paused while they are made; it works again at once."""
    assert first_paint["collecting"] is False
    assert first_paint["collecting_after"] is True


COMPUTER_PLAYERS = ("easy", "greedy", "hard", "expert", "solver", "evaluation", "outlook", "reading", "worlds")
"""The computer players' modules (and their searches'): read when a computer first plays or the coach first asks."""


def test_the_first_paint_waits_for_no_computer_player_and_no_dialog(first_paint: dict[str, object]) -> None:
    modules = first_paint["modules"]
    assert isinstance(modules, list) and "cassino_desktop.ui.main_window" in modules
    assert not {f"cassino_desktop.ai.{name}" for name in COMPUTER_PLAYERS} & set(modules)
    assert not {name for name in modules if name.startswith("cassino_desktop.ui.dialogs.")}
    assert "cassino_desktop.ui.pass_screen" not in modules  # people sharing the screen are asked for it
    assert "subprocess" not in modules  # the library check runs ldd only when the loader refuses a library


def test_the_system_is_searched_for_card_decks_only_when_the_settings_menu_opens(tmp_path: Path, qtbot: QtBot) -> None:
    assert started(tmp_path)["deck searches at paint"] == 0
    window = shown_window(qtbot, quick_settings(tmp_path), seed=1)
    deck_menu = window.menus._deck_menu
    assert deck_menu.actions() == []
    settings_menu = next(menu for menu, title in window.menus._titles if title == "&Settings")
    settings_menu.aboutToShow.emit()
    assert [action.data() for action in deck_menu.actions()] == list(BUILTIN_DECKS)
    assert [action.data() for action in deck_menu.actions() if action.isChecked()] == ["Classic"]
    assert deck_menu.toolTip() == "No SVG card decks are installed; the built-in deck is used"


def test_a_hidden_side_panel_is_sized_when_shown_not_at_start(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Measuring the score sheet's every cell for the panel's width waits for a panel the window shows."""
    measured: list[int] = []
    full_width = ScoreSheet.full_width
    monkeypatch.setattr(ScoreSheet, "full_width", lambda sheet: measured.append(1) or full_width(sheet))
    settings = quick_settings(tmp_path)
    settings.side_panel = False
    window = shown_window(qtbot, settings, seed=1)
    pending_events_run()
    assert window.dock.isHidden() and measured == []
    window.commands.side_panel_action.trigger()
    assert window.dock.isVisible() and measured  # sized as the View menu shows it


def test_the_computers_thread_starts_with_the_first_question_not_with_the_window(tmp_path: Path, qtbot: QtBot) -> None:
    window = shown_window(qtbot, quick_settings(tmp_path), seed=1)
    pending_events_run()
    assert window.session.state.to_move == 0  # the player leads: nobody has asked the computer anything
    assert not window.ai._thread.isRunning()
    window.commands.hint_action.trigger()
    assert window.ai._thread.isRunning()
    qtbot.waitUntil(lambda: not window.ai.busy, timeout=10_000)  # and it answers from there


def test_a_hidden_score_sheet_takes_its_model_when_first_seen(tmp_path: Path, qtbot: QtBot) -> None:
    """Set at once, the model has the sheet's header ask each cell its size before the first paint, unseen."""
    settings = quick_settings(tmp_path)
    settings.side_panel = False
    window = shown_window(qtbot, settings, seed=1)
    pending_events_run()
    assert window.score_sheet.model() is None
    window.commands.side_panel_action.trigger()
    window.side_tabs.setCurrentWidget(window.score_sheet)
    assert window.score_sheet.model() is window.score_model and window.score_sheet.isVisible()
    assert window.score_sheet.horizontalHeader().count() == window.score_model.columnCount()


def test_the_first_deal_gives_back_the_memory_the_start_freed(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    trims: list[int] = []
    monkeypatch.setattr(memory, "give_back_free_memory", lambda: trims.append(1) or True)
    window = shown_window(qtbot, quick_settings(tmp_path), seed=1)
    assert window.controller.started and trims == [1]


def test_the_first_paint_loads_no_openssl_and_no_html_entities(first_paint: dict[str, object]) -> None:
    """``hashlib`` brings OpenSSL's library (about 3 MB) for digests no first table needs (``engine.digests``);
    ``html`` its table of entities, for tooltips that look like markup (``plain_text.plain_tip``)."""
    modules = first_paint["modules"]
    assert isinstance(modules, list) and "cassino_desktop.ui.main_window" in modules
    assert not {"hashlib", "_hashlib", "html", "html.entities"} & set(modules)
