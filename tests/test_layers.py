"""The layers: ``ui`` over ``ai`` over ``engine``, the command lines beside ``ui``, the online protocol (``net``) on
the engine alone, and no Qt below ``ui``; the engine speaks of seats by number, leaving their names to the front ends.

The rules and the computer players are meant to be usable as a library (the
command lines, the tournament, a test) without a display or Qt installed; a
single upward import would quietly end that, so it is checked here.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cassino_desktop"

# What each part of the package may import from the package; the top-level modules not named here
# (``__main__``, ``system_libraries``) are entry points and may import anything.
MAY_IMPORT: dict[str, frozenset[str]] = {
    "engine": frozenset({"engine"}),
    "language": frozenset({"language"}),
    "import_scan": frozenset({"import_scan"}),  # imported by the package itself, before anything else: no Qt
    "json_words": frozenset({"engine", "language", "json_words"}),
    "translation_catalog": frozenset({"engine", "ai", "translation_catalog"}),
    "ai": frozenset({"engine", "ai"}),
    "net": frozenset({"engine", "net"}),  # online tables: the protocol and its Matrix link, no player or window
    "seating": frozenset({"engine", "ai", "seating"}),
    "savegame": frozenset({"engine", "ai", "savegame", "seating", "language", "json_words"}),
    "stats": frozenset({"engine", "stats", "language", "json_words"}),
    "storage": frozenset({"engine", "ai", "savegame", "seating", "stats", "storage", "language", "json_words"}),
    "cli": frozenset({"engine", "ai", "savegame", "seating", "storage", "cli"}),  # storage: its bounded reading
    "ui": frozenset(
        {
            "engine",
            "ai",
            "net",
            "savegame",
            "seating",
            "stats",
            "storage",
            "ui",
            "language",
            "json_words",
            "import_scan",
        }
    ),  # net: the online table, which the window plays at
}

# Importing these with Qt unavailable must work: they are the part of the game that needs no window.
WITHOUT_QT = (
    "cassino_desktop.engine",
    "cassino_desktop.ai",
    "cassino_desktop.net",
    "cassino_desktop.net.online_table",
    "cassino_desktop.savegame",
    "cassino_desktop.seating",
    "cassino_desktop.stats",
    "cassino_desktop.storage",
    "cassino_desktop.language",
    "cassino_desktop.import_scan",
    "cassino_desktop.translation_catalog",
    "cassino_desktop.cli.cassino_engine",
    "cassino_desktop.cli.text_game",
    "cassino_desktop.net.matrix_link",
    "cassino_desktop.net.credentials",
)


def module_name(path: Path) -> list[str]:
    """``cassino_desktop/engine/state.py`` -> ['cassino_desktop', 'engine', 'state'] (a package is its folder)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def imported_modules(path: Path, source: str) -> list[tuple[int, str]]:
    """Every module of the game that ``source`` (the text of ``path``) imports, as (line, dotted name)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, str(path))):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            if part_of(target) is None:  # ``from .. import ai`` imports a part just as ``from ..ai import x`` does
                found.extend((node.lineno, f"{target}.{alias.name}") for alias in node.names)
    return [(line, target) for line, target in found if target.split(".")[0] == "cassino_desktop"]


def part_of(dotted: str) -> str | None:
    """The part of the game a module belongs to: 'engine', 'ai', 'ui', 'cli', 'stats'… (None for the package)."""
    parts = dotted.split(".")
    return parts[1] if len(parts) > 1 else None


def is_part(name: str | None) -> bool:
    """Whether a name after ``cassino_desktop.`` is a part of the game (not ``__version__``)."""
    return name is not None and ((PACKAGE / name).is_dir() or (PACKAGE / f"{name}.py").is_file())


def upward_imports(path: Path, source: str | None = None) -> list[str]:
    """'FILE:LINE imports MODULE' for each import of ``path`` that its layer may not make."""
    allowed = MAY_IMPORT.get(part_of(".".join(module_name(path))) or "")
    if allowed is None:
        return []
    text = path.read_text(encoding="utf-8") if source is None else source
    return [
        f"{path.relative_to(ROOT)}:{line} imports {target}"
        for line, target in imported_modules(path, text)
        if is_part(part_of(target)) and part_of(target) not in allowed
    ]


def test_no_module_imports_a_layer_above_it() -> None:
    sources = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)
    assert any(part_of(".".join(module_name(p))) == "engine" for p in sources)
    problems = [problem for path in sources for problem in upward_imports(path)]
    assert problems == []


@pytest.mark.parametrize(
    ("where", "source", "expected"),
    [
        ("engine/state.py", "from ..ai import levels\n", ["imports cassino_desktop.ai"]),
        ("engine/state.py", "from .. import ui\n", ["imports cassino_desktop.ui"]),
        ("engine/__init__.py", "from ..cli import cassino_engine\n", ["imports cassino_desktop.cli"]),
        ("ai/expert.py", "import cassino_desktop.ui.app\n", ["imports cassino_desktop.ui.app"]),
        ("ai/expert.py", "from ..savegame import to_json\n", ["imports cassino_desktop.savegame"]),
        ("cli/text_game.py", "from ..ui.settings import Settings\n", ["imports cassino_desktop.ui.settings"]),
        ("ai/expert.py", "from ..engine import Move\nfrom .search import x\n", []),
        ("ui/app.py", "from ..ai import levels\nfrom .. import __version__, storage\n", []),
        ("ui/app.py", "from ..cli.text_game import play_match\n", ["imports cassino_desktop.cli.text_game"]),
        ("ui/online/worker.py", "from ...net.online_match import OnlineMatch\n", []),
        ("net/online_table.py", "from ..ai import levels\n", ["imports cassino_desktop.ai"]),
        ("net/online_table.py", "from ..ui.settings import Settings\n", ["imports cassino_desktop.ui.settings"]),
        ("net/events.py", "from ..savegame import to_json\n", ["imports cassino_desktop.savegame"]),
        ("net/online_table.py", "from ..engine import Move\nfrom .sra import Group\n", []),
    ],
)
def test_the_check_sees_an_upward_import(where: str, source: str, expected: list[str]) -> None:
    """The check above, on made-up text in each place: it must fail where the layers would be broken."""
    found = upward_imports(PACKAGE / where, source)
    assert [problem.split(" ", 1)[1] for problem in found] == expected


SEAT_NAMES = frozenset({"You", "Computer", "South", "West", "North", "East"})
"""What the table calls seats (``seating.SEAT_NAMES``, written out: the check must not trust what it checks)."""
SEAT_WORDS_OF_THE_FRONT_ENDS = ("HUMAN", "COMPUTER", "seat_names", "score_names")
"""Names the engine once had for "the person" and "the computer" and for what the seats are called."""


def docstrings(tree: ast.AST) -> set[int]:
    """The ``id`` of every string that is a statement of its own (a docstring, or text standing for a comment)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def seat_names_said(path: Path, source: str | None = None) -> list[str]:
    """'FILE:LINE says NAME' for each string of ``path``'s code that is a seat's name, docstrings aside."""
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source, str(path))
    prose = docstrings(tree)
    return [
        f"{path.relative_to(ROOT)}:{node.lineno} says {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in SEAT_NAMES and id(node) not in prose
    ]


def test_the_engine_speaks_of_seats_by_number_and_names_none() -> None:
    """Any seat may be a person's, so what a seat is called ("You", "Computer", "West") is the front ends' to say
    (``seating.py``, ``ui/words.py``): the engine neither says a seat's name nor has a name for who sits there."""
    from cassino_desktop import engine

    sources = sorted(p for p in (PACKAGE / "engine").rglob("*.py") if "__pycache__" not in p.parts)
    assert [said for path in sources for said in seat_names_said(path)] == []
    assert [name for name in SEAT_WORDS_OF_THE_FRONT_ENDS if hasattr(engine, name)] == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ('NAMES = ("You", "Computer")\n', ["'You'", "'Computer'"]),
        ('def f(seat):\n    return "West" if seat == 1 else ""\n', ["'West'"]),
        ('def f():\n    """You and the Computer: "You" in prose."""\n    return "you"\n', []),
        ('"""A module about "North"."""\nNORTH = 2  # "North"\n', []),
    ],
)
def test_the_check_sees_a_seat_named_in_code(source: str, expected: list[str]) -> None:
    """The check above, on made-up text: a name in code is found, a name in prose is not."""
    found = seat_names_said(PACKAGE / "engine" / "state.py", source)
    assert [said.rsplit(" says ", 1)[1] for said in found] == expected


def test_the_checked_seat_names_are_the_games() -> None:
    """The names written out above, the seating's own and the ones the window translates are the same six."""
    from cassino_desktop import seating
    from cassino_desktop.ui import words

    assert seating.SEAT_NAMES == SEAT_NAMES == words.SEAT_NAMES


BLOCK_QT = textwrap.dedent(
    """
    import importlib.abc
    import sys

    class NoQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError(f"{name} is blocked: this layer must work without Qt")
            return None

    sys.meta_path.insert(0, NoQt())
    for name in sys.argv[1:]:
        __import__(name)
    loaded = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
    print("Qt modules loaded:", loaded)
    """
)


def run_without_qt(*modules: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK_QT, *modules], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )


def test_the_engine_players_and_command_lines_import_without_qt() -> None:
    done = run_without_qt(*WITHOUT_QT)
    assert done.returncode == 0, done.stderr
    assert "Qt modules loaded: []" in done.stdout


def test_qt_really_is_blocked_in_that_check() -> None:
    """Without this, a broken blocker would let the check above pass whatever the layers import."""
    done = run_without_qt("cassino_desktop.ui.resources")
    assert done.returncode != 0
    assert "is blocked: this layer must work without Qt" in done.stderr  # PySide6 or its base, shiboken6


# The window's rooms: ``ui/cards`` (the card pictures), ``ui/table`` (the felt) and ``ui/dialogs`` (one module a
# dialog) are built from the leaves of ``ui`` (words, settings, the worker…) and never from what assembles the
# window, so a dialog or the felt can be opened by a test, a tool or a benchmark without the window around it.
WINDOW_MODULES = frozenset(
    {
        "app",
        "main_window",
        "table_controller",
        "match_recorder",
        "move_log",
        "coach",
        "coach_panel",
        "deals",
        "game_lines",
        "resume_offer",
        "screen_fit",
        "smoke",
    }
)
ROOMS_APART: dict[str, frozenset[str]] = {
    "cards": frozenset({"table", "dialogs"}),
    "table": frozenset({"dialogs"}),
    "dialogs": frozenset(),
}
"""What each room may not import besides the window: the pictures lean on no felt or dialog, the felt on no dialog."""


def room_of(dotted: str) -> str | None:
    """``cassino_desktop.ui.table.scene`` (or the room itself) -> 'table'; None outside a room."""
    parts = dotted.split(".")
    return parts[2] if len(parts) >= 3 and parts[:2] == ["cassino_desktop", "ui"] and parts[2] in ROOMS_APART else None


def room_crossings(path: Path, source: str | None = None) -> list[str]:
    """'FILE:LINE imports MODULE' for each import of a room's module that reaches the window or a room it may not."""
    room = room_of(".".join(module_name(path)))
    if room is None:
        return []
    text = path.read_text(encoding="utf-8") if source is None else source
    found = []
    for line, target in imported_modules(path, text):
        parts = target.split(".")
        window = parts[:2] == ["cassino_desktop", "ui"] and len(parts) > 2 and parts[2] in WINDOW_MODULES
        if window or room_of(target) in ROOMS_APART[room]:
            found.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    return found


def test_the_rooms_of_the_window_lean_only_on_what_lies_below_them() -> None:
    rooms = sorted(p for name in ROOMS_APART for p in (PACKAGE / "ui" / name).glob("*.py"))
    assert {room_of(".".join(module_name(p))) for p in rooms} == set(ROOMS_APART)
    assert [problem for path in rooms for problem in room_crossings(path)] == []


@pytest.mark.parametrize(
    ("where", "source", "expected"),
    [
        ("ui/dialogs/about.py", "from ..main_window import MainWindow\n", ["imports cassino_desktop.ui.main_window"]),
        ("ui/table/scene.py", "from ..dialogs.about import about_box\n", ["imports cassino_desktop.ui.dialogs.about"]),
        ("ui/cards/deck_themes.py", "from ..table import scene\n", ["imports cassino_desktop.ui.table"]),
        ("ui/dialogs/review_dialog.py", "from ..table.scene import TableScene\nfrom ..words import x\n", []),
        ("ui/main_window.py", "from .dialogs.about import about_box\n", []),
    ],
)
def test_the_check_sees_a_room_reaching_the_window(where: str, source: str, expected: list[str]) -> None:
    """The check above, on made-up text: a room reaching the window or a room above it is found."""
    found = room_crossings(PACKAGE / where, source)
    assert [problem.split(" ", 1)[1] for problem in found] == expected
