"""The rules page (F1) lists every shortcut the window has, and no key the window does not have."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot
from test_window_chrome import make_window

from cassino_desktop.engine import variant_named
from cassino_desktop.ui.dialogs.rules_text import SHORTCUTS, controls_html


def window_shortcuts(qtbot: QtBot, tmp_path: Path) -> set[str]:
    window = make_window(qtbot, tmp_path)
    keys = set()
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            keys.add(sequence.toString(QKeySequence.SequenceFormat.PortableText))
    return keys


def test_every_shortcut_of_the_window_is_on_the_rules_page(qtbot: QtBot, tmp_path: Path) -> None:
    listed = {keys for keys, _what in SHORTCUTS}
    keys = window_shortcuts(qtbot, tmp_path)
    assert keys - listed == set(), "shortcuts the rules page does not list"
    if not QKeySequence.keyBindings(QKeySequence.StandardKey.Quit):  # a platform with no Quit key (offscreen)
        keys.add("Ctrl+Q")
    assert listed - keys == set(), "keys the rules page lists that the window does not have"


def test_the_button_keys_of_every_variant_are_on_the_rules_page(qtbot: QtBot, tmp_path: Path) -> None:
    table_keys = controls_html()
    for variant in ("advanced", "clearance"):
        window = make_window(qtbot, tmp_path, f"{variant}.ini")
        window.deals.new_match(variant_named(variant))
        for button in (window.move_buttons.capture, window.move_buttons.build, window.move_buttons.trail):
            text = button.text()
            letter = text[text.index("&") + 1].upper()
            assert f"Alt+{letter}" in table_keys, (variant, text)
            assert text.replace("&", "") in controls_html(), (variant, text)
