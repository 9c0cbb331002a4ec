"""The card pictures and the dialogs stay split by job: each module leans only on the ones below it.

The built-in deck is the safety net behind every SVG deck, so it must draw
without the theme finder, the SVG renderer or the cache; the pixmap cache
paints with any deck and must not pick one; and no dialog is built out of
another dialog, only out of the shared parts.  Read from the source, so a
merge that tangles them again fails here rather than in a review.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "cassino_desktop" / "ui"

DIALOG_MODULES = ("variant_dialog", "game_over_dialog", "rules_dialog", "about")


def _imported_modules(module: str) -> set[str]:
    """Every module ``ui/<module>.py`` imports, relative ones named as written after the dots."""
    tree = ast.parse((UI / f"{module}.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            names.add(node.module)
    return names


def test_the_builtin_deck_draws_without_themes_svg_or_cache() -> None:
    imported = _imported_modules("builtin_deck")
    assert imported & {"deck_themes", "card_pixmaps", "PySide6.QtSvg"} == set()
    assert not any(name.startswith("pathlib") or name.startswith("gzip") for name in imported)


def test_the_pixmap_cache_paints_with_any_deck_without_finding_one() -> None:
    imported = _imported_modules("card_pixmaps")
    assert "builtin_deck" in imported
    assert imported & {"deck_themes", "PySide6.QtSvg"} == set()


def test_the_theme_finder_falls_back_on_the_builtin_deck() -> None:
    assert "builtin_deck" in _imported_modules("deck_themes")


@pytest.mark.parametrize("dialog", DIALOG_MODULES)
def test_no_dialog_is_built_from_another(dialog: str) -> None:
    others = set(DIALOG_MODULES) - {dialog}
    assert _imported_modules(dialog) & others == set()


def test_the_shared_dialog_parts_import_no_dialog() -> None:
    assert _imported_modules("dialog_parts") & set(DIALOG_MODULES) == set()
