"""The dialogs: choosing a variant, the end of a game, the rules and About."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Sequence

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QScrollBar,
    QStyle,
    QStyleOptionFrame,
    QWidget,
)
from pytestqt.qtbot import QtBot
from window_helpers import pending_events_run

from cassino_desktop import __version__
from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    VARIANTS,
    GameResult,
    PlayerScore,
    score_game,
)
from cassino_desktop.engine.variants import Variant
from cassino_desktop.seating import PERSON
from cassino_desktop.stats import Statistics
from cassino_desktop.ui import fitting
from cassino_desktop.ui.about import about_box, about_text
from cassino_desktop.ui.dialog_parts import mnemonics
from cassino_desktop.ui.fitting import largest_size
from cassino_desktop.ui.game_over_dialog import GameOverDialog, game_headline
from cassino_desktop.ui.rules_dialog import RulesDialog
from cassino_desktop.ui.rules_text import controls_html, rules_html
from cassino_desktop.ui.stats_dialog import StatsDialog
from cassino_desktop.ui.variant_dialog import VariantDialog

NAMES = ["You", "Computer"]

HUMAN_WINS = GameResult(
    (
        PlayerScore(8, 27, 7, most_cards=3, most_spades=1, big_cassino=2, aces=2),
        PlayerScore(3, 25, 6, little_cassino=1, aces=2),
    ),
    0,
)
COMPUTER_WINS = GameResult((HUMAN_WINS.players[1], HUMAN_WINS.players[0]), 1)
DRAWN = GameResult(
    (
        PlayerScore(5, 26, 7, most_spades=1, big_cassino=2, aces=2),
        PlayerScore(5, 26, 6, little_cassino=1, aces=2, sweeps=2),
    ),
    None,
)


def texts(widget: QDialog) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel)]


def plain(text: str) -> str:
    return text.replace("&", "")


def game_over(
    qtbot: QtBot,
    result: GameResult,
    totals: Sequence[int],
    match_over: bool = False,
    variant: Variant = ADVANCED,
) -> GameOverDialog:
    dialog = GameOverDialog(variant, result, totals, NAMES, match_over)
    qtbot.addWidget(dialog)
    return dialog


# ------------------------------------------------------------ VariantDialog


def test_variant_dialog_offers_every_variant(qtbot: QtBot) -> None:
    dialog = VariantDialog(ROYAL)
    qtbot.addWidget(dialog)
    assert list(dialog.buttons) == list(VARIANTS)
    assert dialog.buttons["royal"].isChecked()
    assert dialog.selected_variant() is ROYAL
    assert dialog.group.exclusive()
    shown = texts(dialog)
    for variant in VARIANTS.values():
        assert variant.description in shown
        assert plain(dialog.buttons[variant.name].text()) == variant.title
        assert dialog.buttons[variant.name].accessibleName() == variant.title
        assert dialog.buttons[variant.name].accessibleDescription() == variant.description
    assert dialog.done_button.isDefault()
    assert plain(dialog.done_button.text()) == "Done"


def test_variant_dialog_checks_one_and_done_accepts(qtbot: QtBot) -> None:
    dialog = VariantDialog(ADVANCED)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.buttons["original"], Qt.MouseButton.LeftButton)
    assert dialog.buttons["original"].isChecked()
    assert not dialog.buttons["advanced"].isChecked()
    assert dialog.selected_variant() is ORIGINAL
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(dialog.done_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.selected_variant() is ORIGINAL


def test_variant_dialog_description_click_and_cancel(qtbot: QtBot) -> None:
    dialog = VariantDialog(ORIGINAL)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    royal_text = next(label for label in dialog.findChildren(QLabel) if label.text() == ROYAL.description)
    qtbot.mouseClick(royal_text, Qt.MouseButton.LeftButton)
    assert dialog.selected_variant() is ROYAL
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_variant_dialog_keyboard(qtbot: QtBot) -> None:
    dialog = VariantDialog(ORIGINAL)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.buttons["original"].setFocus()
    assert QApplication.focusWidget() is dialog.buttons["original"]
    qtbot.keyClick(dialog.buttons["original"], Qt.Key.Key_Down)
    assert dialog.selected_variant() is ADVANCED
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # the &Royal mnemonic
    qtbot.waitUntil(lambda: dialog.selected_variant() is ROYAL, timeout=1000)  # an animated click
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Done is the default button
    assert dialog.selected_variant() is ROYAL


def test_variant_dialog_double_click_chooses(qtbot: QtBot) -> None:
    dialog = VariantDialog(ADVANCED)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseDClick(dialog.buttons["royal"], Qt.MouseButton.LeftButton)
    assert dialog.selected_variant() is ROYAL


# ----------------------------------------------------------- GameOverDialog


def test_headline_when_you_win_a_game(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, HUMAN_WINS, [15, 12])
    assert dialog.headline_text() == "You win the game 8 to 3"
    assert dialog.windowTitle() == "Game Over"
    assert plain(dialog.next_button.text()) == "Next Game"
    assert plain(dialog.close_button.text()) == "Close"
    assert dialog.next_button.isDefault()
    assert "Match score: You 15, Computer 12. First to 21 wins the match." in texts(dialog)


def test_headline_when_the_computer_wins_a_game(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, COMPUTER_WINS, [10, 14])
    assert dialog.headline_text() == "The computer wins the game 8 to 3"


def test_headline_on_a_draw(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, DRAWN, [5, 5])
    assert dialog.headline_text() == "A draw"


def test_level_past_the_target_plays_on(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, DRAWN, [22, 22])
    assert dialog.headline_text() == "A draw"
    assert any("another game decides" in text for text in texts(dialog))
    assert plain(dialog.next_button.text()) == "Next Game"


def test_headline_when_you_win_the_match(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, HUMAN_WINS, [23, 15], match_over=True)
    assert dialog.headline_text() == "You win the match 23 to 15!"
    assert dialog.windowTitle() == "Match Over"
    assert plain(dialog.next_button.text()) == "New Match"
    assert "This game: You 8, Computer 3." in texts(dialog)


def test_headline_when_the_computer_wins_the_match(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, COMPUTER_WINS, [15, 23], match_over=True, variant=ROYAL)
    assert dialog.headline_text() == "The computer wins the match 23 to 15!"


def test_breakdown_shows_every_category(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, HUMAN_WINS, [15, 12])
    shown = texts(dialog)
    for title in ("Cards captured", "Spades captured", "Most cards", "Most spades", "Big cassino"):
        assert title in shown
    for title in ("Little cassino", "Aces", "Sweeps", "This game", "Match score"):
        assert title in shown
    accessible = {label.accessibleName() for label in dialog.findChildren(QLabel)}
    you, computer = HUMAN_WINS.players
    assert f"You, Cards captured: {you.cards}" in accessible
    assert f"Computer, Little cassino: {computer.little_cassino}" in accessible
    assert "You, Big cassino: 2" in accessible
    assert "You, This game: 8" in accessible
    assert "Computer, Match score: 12" in accessible


def test_original_game_over(qtbot: QtBot) -> None:
    win = GameResult((PlayerScore(30, 30, 7), PlayerScore(22, 22, 6)), 0)
    dialog = game_over(qtbot, win, [30, 22], match_over=True, variant=ORIGINAL)
    assert dialog.headline_text() == "You win the game 30 to 22"
    assert plain(dialog.next_button.text()) == "New Game"
    shown = texts(dialog)
    assert "Cards captured" in shown
    assert "Most cards" not in shown
    assert "Match score" not in shown
    draw = GameResult((PlayerScore(26, 26, 7), PlayerScore(26, 26, 6)), None)
    assert game_over(qtbot, draw, [26, 26], True, ORIGINAL).headline_text() == "A draw"


def test_game_over_with_an_engine_result(qtbot: QtBot) -> None:
    deck = list(CARDS)
    result = score_game(ROYAL, [deck[27:], deck[:27]], [0, 1])
    assert result.winner == 1
    dialog = game_over(qtbot, result, [result.players[0].total, result.players[1].total], variant=ROYAL)
    scores = f"{result.players[1].total} to {result.players[0].total}"
    assert dialog.headline_text() == f"The computer wins the game {scores}"


def test_next_game_accepts_and_close_rejects(qtbot: QtBot) -> None:
    dialog = game_over(qtbot, HUMAN_WINS, [15, 12])
    dialog.show()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    other = game_over(qtbot, HUMAN_WINS, [15, 12])
    other.show()
    with qtbot.waitSignal(other.rejected, timeout=1000):
        qtbot.mouseClick(other.close_button, Qt.MouseButton.LeftButton)


def test_headline_with_other_names() -> None:
    assert game_headline(ADVANCED, HUMAN_WINS, [8, 3], ["Ann", "Bob"], False) == "Ann wins the game 8 to 3"


def test_mismatched_players_are_refused(qtbot: QtBot) -> None:
    with pytest.raises(ValueError):
        GameOverDialog(ADVANCED, HUMAN_WINS, [1, 2, 3], NAMES, False)


# ------------------------------------------------------------- rules, about


@pytest.mark.parametrize(
    ("variant", "present", "absent"),
    [
        (ORIGINAL, ["more cards", "1 or 14", "single game", "Sweeps do not score", "26 to 26"], ["Most spades"]),
        (ADVANCED, ["face cards", "one loose card of the same rank", "Builds go up to 10", "21"], ["1 or 14"]),
        (ROYAL, ["14", "1 or 14", "jacks 11", "Builds go up to 14", "Most cards", "Each sweep"], ["face cards"]),
    ],
)
def test_rules_per_variant(qtbot: QtBot, variant: Variant, present: list[str], absent: list[str]) -> None:
    dialog = RulesDialog(variant)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert f"{variant.title} Cassino" in text
    common = ["Trail", "Capture", "Build", "single build", "multiple build", "reserved", "last capture", "sweep"]
    for words in [*common, *present]:
        assert words in text, words
    for words in absent:
        assert words not in text, words
    for control in ("double-click", "Ctrl+Q", "F2", "Space", "Enter", "Up / Down", "Left / Right"):
        assert control in text


def test_points_rules_list_the_scoring_table() -> None:
    html = rules_html(ADVANCED)
    for row in ("Most cards (27 or more)", "Most spades (7 or more)", "10 of diamonds", "2 of spades", "Each ace"):
        assert row in html
    assert "11 points a game plus sweeps" in html
    assert "Ctrl+Q" in controls_html()


def test_rules_dialog_switches_variant(qtbot: QtBot) -> None:
    dialog = RulesDialog(ADVANCED)
    qtbot.addWidget(dialog)
    assert dialog.chooser.currentData() == "advanced"
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("royal"))
    assert dialog.variant is ROYAL
    assert "Royal Cassino" in dialog.text()
    assert dialog.isSizeGripEnabled()


def test_about(qtbot: QtBot) -> None:
    assert __version__ in about_text()
    box = about_box()
    qtbot.addWidget(box)
    assert __version__ in box.text()
    assert "Cassino" in box.windowTitle()


# ------------------------------------------------------------- Clearance, a table of four


FOUR = ["You", "West", "North", "East"]


def clearance_result() -> GameResult:
    """West has the most cards and loses: 1 point for them against East's cassinos and aces."""
    return GameResult(
        (
            PlayerScore(4, 12, 3, most_spades=1, little_cassino=2, aces=1),
            PlayerScore(1, 16, 2, most_cards=1),
            PlayerScore(0, 10, 2),
            PlayerScore(5, 14, 2, big_cassino=2, aces=3),
        ),
        3,
    )


def test_a_headline_at_a_table_of_four_says_whose_score_is_whose(qtbot: QtBot) -> None:
    result = clearance_result()
    headline = game_headline(CLEARANCE, result, [4, 1, 0, 5], FOUR, True)
    assert "West\u00a01" in headline  # a wrapped headline never parts a name from its score
    headline = headline.replace("\u00a0", " ")
    assert headline == "East wins the game: East 5, You 4, West 1, North 0"
    drawn = GameResult((result.players[0], result.players[1], result.players[2], result.players[0]), None)
    drawn_line = game_headline(CLEARANCE, drawn, [4, 1, 0, 4], FOUR, True).replace("\u00a0", " ")
    assert drawn_line == "A draw: You 4, East 4, West 1, North 0"
    three = ["You", "West", "East"]
    match = game_headline(ADVANCED, HUMAN_WINS, [23, 15, 9], three, True).replace("\u00a0", " ")
    assert match == "You win the match: You 23, West 15, East 9!"


def test_clearance_game_over_shows_the_points_by_category_for_every_player(qtbot: QtBot) -> None:
    result = clearance_result()
    dialog = GameOverDialog(CLEARANCE, result, [4, 1, 0, 5], FOUR, True)
    qtbot.addWidget(dialog)
    shown = texts(dialog)
    for title in ("Cards captured", "Spades captured", "Most cards", "Most spades", "10 of diamonds", "2 of spades"):
        assert title in shown, title
    assert "Aces" in shown and "This game" in shown
    assert "Sweeps" not in shown and "Match score" not in shown and "Big cassino" not in shown
    accessible = {label.accessibleName() for label in dialog.findChildren(QLabel)}
    assert "West, Cards captured: 16" in accessible
    assert "West, Most cards: 1" in accessible  # why West's cards did not win: 1 point
    assert "East, Aces: 3" in accessible and "East, This game: 5" in accessible
    assert "You, 2 of spades: 2" in accessible
    assert plain(dialog.next_button.text()) == "New Game"


def test_original_counts_read_as_words() -> None:
    from cassino_desktop.engine import plural

    assert [plural(n, "spade") for n in (0, 1, 2)] == ["0 spades", "1 spade", "2 spades"]
    one = GameResult((PlayerScore(27, 27, 1), PlayerScore(25, 25, 12)), 0)
    from cassino_desktop.ui.game_over_dialog import _match_line

    assert _match_line(ORIGINAL, one, [27, 25], NAMES, True) == "You: 27 cards · Computer: 25 cards"


# ------------------------------------------------------------- fitting, Alt+letters, words


def test_no_dialog_uses_an_alt_letter_twice(qtbot: QtBot) -> None:
    variants = VariantDialog(CLEARANCE)
    qtbot.addWidget(variants)
    variants.show()
    variants.house_rules.toggle.click()
    keys = mnemonics(variants)
    assert len(keys) == len(set(keys)), keys
    assert "p" in keys and "o" in keys and "l" in keys  # Computer o&pponents, &Original, C&learance
    for dialog in (
        GameOverDialog(ADVANCED, HUMAN_WINS, [15, 12], NAMES, False),
        RulesDialog(ADVANCED),
        StatsDialog(Statistics(), "advanced"),
    ):
        qtbot.addWidget(dialog)
        keys = mnemonics(dialog)
        assert len(keys) == len(set(keys)), (type(dialog).__name__, keys)


def test_variants_with_switches_open_stays_within_its_screen(qtbot: QtBot) -> None:
    dialog = VariantDialog(ADVANCED)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    closed = dialog.height()
    dialog.house_rules.toggle.click()
    assert dialog.house_rules.switches.isVisible()
    assert dialog.height() >= closed  # it grew for the switches
    assert dialog.height() <= largest_size(dialog).height()
    assert dialog.rect().contains(dialog.done_button.geometry().translated(dialog.button_box.pos()))


def test_about_names_every_variant(qtbot: QtBot) -> None:
    for variant in VARIANTS.values():
        assert variant.title in about_text()


def test_the_rules_list_every_shortcut() -> None:
    keys = ["F2", "F5", "F3", "Ctrl+Z", "Ctrl+Shift+Z", "H", "Ctrl+K", "Ctrl+L", "F11", "Ctrl+D", "Ctrl+,", "F1"]
    keys += ["Ctrl+Q", "Left / Right", "Up / Down", "Space", "Enter", "Escape", "Alt+C / Alt+B / Alt+T"]
    for key in keys:
        assert f"<b>{key}</b>" in controls_html(), key
    assert "Enter" in controls_html() and "hint shown" in controls_html()


# ------------------------------------------------------------ the Variants dialog on a laptop's screen

LAPTOP_AREA = QRect(0, 32, 1280, 688)
"""A 1280x720 screen less a desktop's top bar: what a dialog may use on a laptop."""


def cut_or_scrolled(dialog: VariantDialog) -> list[str]:
    """Everything of the dialog a player could not read whole: a scroll bar, a text wider than its widget."""
    problems = [f"{name} scroll bar" for name, bar in scroll_bars(dialog) if bar.isVisible()]
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            if widget.heightForWidth(widget.width()) > widget.height():
                problems.append(f"{widget.text()!r} wraps taller than {widget.height()} px")
        elif isinstance(widget, (QLabel, QAbstractButton, QComboBox)):
            hint = widget.sizeHint()
            if hint.width() > widget.width() or hint.height() > widget.height():
                problems.append(
                    f"{type(widget).__name__} {text_of(widget)!r}: {hint.toTuple()} in {widget.size().toTuple()}"
                )
        elif isinstance(widget, QLineEdit) and widget.placeholderText():
            room = placeholder_room(widget)
            needed = widget.fontMetrics().horizontalAdvance(widget.placeholderText())
            if needed > room:
                problems.append(f"placeholder {widget.placeholderText()!r}: {needed} px in {room}")
    return problems


def scroll_bars(dialog: VariantDialog) -> list[tuple[str, QScrollBar]]:
    return [("vertical", dialog.body.verticalScrollBar()), ("horizontal", dialog.body.horizontalScrollBar())]


def text_of(widget: QWidget) -> str:
    return widget.currentText() if isinstance(widget, QComboBox) else widget.text()  # type: ignore[attr-defined]


def placeholder_room(edit: QLineEdit) -> int:
    """The width a line edit draws its text in: its contents less the text margins and Qt's 2 px each side."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return contents.width() - margins.left() - margins.right() - 2 * 2


def test_the_variants_dialog_fits_a_laptop_screen_whole_in_every_state(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fitting, "available_area", lambda _widget: QRect(LAPTOP_AREA))
    for variant in VARIANTS.values():
        for switches in (False, True):
            dialog = VariantDialog(variant, opponents=max(variant.player_counts) - 1)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            if switches and dialog.house_rules.toggle.isEnabled():
                dialog.house_rules.toggle.click()
            for index in range(dialog.opponents_box.count()):
                dialog.opponents_box.setCurrentIndex(index)
                for people in (1, 2):  # "You (type a name)", then each person's chair: "North (type a name)"
                    seat = dialog.selected_players() - 1
                    box = dialog.seats.players_boxes[seat]
                    box.setCurrentIndex(box.findData(PERSON if people == 2 else "hard"))
                    pending_events_run()  # the dialog has fitted itself to its new rows
                    state = f"{variant.name}, {dialog.selected_players()} players, {people} people, switches {switches}"
                    assert LAPTOP_AREA.contains(dialog.frameGeometry()), state
                    assert cut_or_scrolled(dialog) == [], state
            dialog.close()
