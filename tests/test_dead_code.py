"""No dead code: vulture finds no name in the game or its benchmarks that nothing uses.

The tests count as users (a name only a test reads is there for the test);
their own pytest fixtures and parameters are pytest's business, so only
what vulture says of ``cassino_desktop/`` and ``benchmarks/`` is checked.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

USED_WHERE_VULTURE_CANNOT_SEE: dict[str, str] = {
    "JACK": "engine/cards.py names every court rank and suit beside the ones the rules read",
    "KING": "engine/cards.py names every court rank and suit beside the ones the rules read",
    "DIAMONDS": "engine/cards.py names every court rank and suit beside the ones the rules read",
    "dealt_you_*": "stats.py reads the dealt counts by a built name: getattr(self, f'dealt_{side}_{item}')",
    "dealt_others_*": "stats.py reads the dealt counts by a built name: getattr(self, f'dealt_{side}_{item}')",
    "disambiguation": "a parameter of QTranslator.translate, which PseudoTranslator overrides for Qt to call",
    "mouse*Event": "Qt calls a widget's or scene's event handlers",
    "contextMenuEvent": "Qt calls a widget's event handlers",
    "invisible": "a QAccessible.State flag the screen reader reads (table_access.py)",
    "readOnly": "a QAccessible.State flag the screen reader reads (table_access.py)",
    "focusable": "a QAccessible.State flag the screen reader reads (table_access.py)",
    "card_width": "the scene's card width, read by a script test_window_chrome.py runs in a process of its own",
}
"""Real false positives, each with why it is used."""


def test_vulture_finds_no_dead_code() -> None:
    ignored = ",".join(USED_WHERE_VULTURE_CANNOT_SEE)
    command = [sys.executable, "-m", "vulture", "cassino_desktop", "benchmarks", "tests", "--ignore-names", ignored]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode in (0, 3), result.stderr  # 3: vulture found something, read below
    found = [line for line in result.stdout.splitlines() if line.startswith(("cassino_desktop/", "benchmarks/"))]
    assert found == []
