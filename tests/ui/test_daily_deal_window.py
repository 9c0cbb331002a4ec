"""The daily deal in the window: today's cards, the first try counted as played, replays not, and back after."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from window_helpers import play_the_game_out, quick_settings, shown_window

from cassino_desktop.engine import ADVANCED, ROYAL, Move, daily_seed, derive_seed, new_game
from cassino_desktop.ui.dialogs.stats_dialog import StatsDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.settings import Settings

DAY = datetime.date(2026, 11, 25)


def make_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = quick_settings(tmp_path)
    settings.set_ruled_variant(ROYAL)
    return shown_window(qtbot, settings)


def test_the_daily_deal_counts_its_first_try_and_only_that(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    controller = window.controller
    controller.new_games.daily_deal(DAY)
    assert window.session.state == new_game(ADVANCED, derive_seed(daily_seed(DAY), 0), dealer=1)
    assert controller.recorder.stats.daily.days_played == 1 and controller.recorder.daily_counts()
    qtbot.waitUntil(lambda: controller.my_turn, timeout=20_000)
    window.session.apply(sorted(window.session.state.legal_moves(), key=Move.sort_key)[0])
    qtbot.waitUntil(lambda: controller.my_turn, timeout=20_000)
    controller.taking_back.undo()  # the counted try is played as it falls
    assert len(window.session.current_moves) == 2

    play_the_game_out(window, qtbot)
    dialog = controller.game_over.dialog
    assert dialog is not None and dialog.windowTitle() == "Game Over"  # one game decides: no next game
    result = controller.recorder.stats.daily.last_result
    assert result in ("won", "lost", "drawn")
    dialog.reject()

    controller.new_games.daily_deal(DAY)  # a replay of the same day
    assert controller.recorder.stats.daily.days_played == 1 and not controller.recorder.daily_counts()
    assert any("A replay" in window.log.item(row).text() for row in range(window.log.count()))
    play_the_game_out(window, qtbot)
    assert controller.recorder.stats.daily.last_result == result  # the replay changed nothing
    stats = StatsDialog(controller.recorder.stats, "advanced", window)
    assert stats.daily_label.text().startswith("Daily deal: 1 day played")
    assert controller.recorder.stats.for_variant("advanced").matches_played == 0  # a daily deal is no match to 21
    stats.close()

    controller.new_games.new_match()  # back to the player's own table
    assert window.session.variant == ROYAL and window.session.match.daily is None


def test_a_daily_try_left_unfinished_is_lost_and_a_replay_does_not_count(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    controller = window.controller
    controller.new_games.daily_deal(DAY)
    controller.new_games.new_match()
    assert controller.recorder.stats.daily.last_result == "lost" and controller.recorder.stats.daily.days_won == 0
    controller.new_games.daily_deal(DAY)
    assert not controller.recorder.daily_counts()


def test_the_statistics_show_what_each_side_was_dealt_against_chance(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    play_the_game_out(window, qtbot)
    figures = window.controller.recorder.stats.for_variant("royal")
    assert figures.dealt_games == 1 and figures.dealt_you_cards == 24
    dialog = StatsDialog(window.controller.recorder.stats, "royal", window)
    assert dialog.dealt_shown("royal", "you", "aces") == f"{figures.dealt_you_aces}  (chance 1.8)"
    dialog.close()


def test_two_windows_get_one_counted_try_between_them(qtbot: QtBot, tmp_path: Path) -> None:
    from cassino_desktop.ui.persistence import StatsStore

    windows = []
    for number in range(2):
        settings = Settings(QSettings(str(tmp_path / f"settings-{number}.ini"), QSettings.Format.IniFormat))
        settings.speed = "Off"
        window = MainWindow(settings, stats_store=StatsStore(tmp_path / "data"))
        qtbot.addWidget(window)
        windows.append(window)
    first, second = windows
    first.controller.new_games.daily_deal(DAY)
    second.controller.new_games.daily_deal(DAY)  # read its statistics before the first window counted its try
    assert first.controller.recorder.daily_counts() and not second.controller.recorder.daily_counts()


def test_two_windows_finishing_a_game_each_count_both_games(qtbot: QtBot, tmp_path: Path) -> None:
    """Each window counts its game into the statistics as saved, not over the other's (read afresh, under a lock)."""
    from cassino_desktop.ui.persistence import StatsStore

    windows = []
    for number in range(2):
        folder = tmp_path / f"window-{number}"
        folder.mkdir()
        settings = quick_settings(folder)
        settings.set_ruled_variant(ROYAL)
        window = MainWindow(settings, seed=number, stats_store=StatsStore(tmp_path / "data"))
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
    for window in windows:
        play_the_game_out(window, qtbot)
    saved, problem = StatsStore(tmp_path / "data").load()
    assert problem is None and saved.for_variant("royal").games_played == 2
    assert all(window.controller.recorder.stats == saved for window in windows[1:])


def test_the_daily_deals_counted_try_shows_no_seed_until_it_is_over(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QGuiApplication

    window = make_window(qtbot, tmp_path)
    window.controller.new_games.daily_deal(DAY)
    assert window.controller.recorder.daily_counts()
    seeds = (str(daily_seed(DAY)), str(derive_seed(daily_seed(DAY), 0)))
    line = window.game_lines.copy_game_line()
    assert line is not None and QGuiApplication.clipboard().text() == line
    assert "sealed=" in line and not any(seed in line for seed in seeds)  # the stock stays hidden
    during = window.deals.show_fair_deal()
    shown = during.text.toPlainText()
    assert "Its seed is shown when the game is over" in shown and not any(seed in shown for seed in seeds)
    during.close()

    play_the_game_out(window, qtbot)
    after = window.game_lines.copy_game_line()
    assert after is not None and f"seed={seeds[1]}" in after
    dialog = window.controller.game_over.dialog
    assert dialog is not None
    dialog.reject()


def test_a_daily_deal_played_with_the_clock_ahead_does_not_refuse_the_days_before_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fixed_today: datetime.date
) -> None:
    from cassino_desktop.engine import daily_deal
    from cassino_desktop.ui.persistence import StatsStore

    settings = quick_settings(tmp_path)
    window = MainWindow(settings, stats_store=StatsStore(tmp_path / "data"))
    qtbot.addWidget(window)
    ahead = fixed_today + datetime.timedelta(days=40)
    monkeypatch.setattr(daily_deal, "today", lambda: ahead)  # the clock set ahead
    window.deals.daily_deal()
    assert window.session.match.daily == ahead and window.controller.recorder.daily_counts()
    window.controller.new_games.new_match()  # left: that day is lost
    monkeypatch.setattr(daily_deal, "today", lambda: fixed_today)  # and put right
    window.deals.daily_deal()
    assert window.session.match.daily == fixed_today and window.controller.recorder.daily_counts()
    assert window.controller.recorder.stats.daily.days_played == 2
