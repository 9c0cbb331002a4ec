"""The computer players use only the engine's public names, so the engine's modules can change freely."""

from __future__ import annotations

import ast
from pathlib import Path

import cassino_desktop.ai
import cassino_desktop.engine

AI_DIR = Path(cassino_desktop.ai.__file__).parent


def _engine_imports(source: str) -> list[tuple[str, tuple[str, ...]]]:
    """Each import of the engine in ``source`` (written in ``ai/``): the module named and the names taken."""
    found: list[tuple[str, tuple[str, ...]]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            absolute = module if node.level == 0 else "cassino_desktop." * (node.level == 2) + module
            if absolute == "cassino_desktop.engine" or absolute.startswith("cassino_desktop.engine."):
                found.append((absolute, tuple(alias.name for alias in node.names)))
        elif isinstance(node, ast.Import):
            found.extend((alias.name, ()) for alias in node.names if alias.name.startswith("cassino_desktop.engine"))
    return found


def test_the_check_sees_an_import_from_an_engine_module() -> None:
    """Relative or absolute, a name taken from one of the engine's modules is seen."""
    assert _engine_imports("from ..engine.rng import SplitMix64") == [("cassino_desktop.engine.rng", ("SplitMix64",))]
    assert _engine_imports("import cassino_desktop.engine.state") == [("cassino_desktop.engine.state", ())]
    assert _engine_imports("from ..engine import Move") == [("cassino_desktop.engine", ("Move",))]
    assert _engine_imports("from .solver import OutOfTime") == []


def test_every_ai_module_imports_from_the_engine_package_only_its_exported_names() -> None:
    modules = sorted(AI_DIR.glob("*.py"))
    assert len(modules) > 5
    exported = set(cassino_desktop.engine.__all__)
    for path in modules:
        for module, names in _engine_imports(path.read_text(encoding="utf-8")):
            assert module == "cassino_desktop.engine", f"{path.name} imports {module}"
            assert set(names) <= exported, f"{path.name} imports {set(names) - exported}, not exported"
