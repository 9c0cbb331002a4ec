"""The card pictures and the dialogs stay split by job: each module leans only on the ones below it.

The built-in deck is the safety net behind every SVG deck, so it must draw
without the theme finder, the SVG renderer or the cache; the pixmap cache
paints with any deck and must not pick one; and no dialog is built out of
another dialog, only out of the shared parts.  The splits are read from the
source, so a merge that tangles them again fails here rather than in a review;
what each split is for (the cache paints with any deck it is given, the theme
finder falls back on the built-in deck) is tried with real pictures.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from cassino_desktop.engine import Card
from cassino_desktop.ui import deck_themes
from cassino_desktop.ui.builtin_deck import BuiltinTheme
from cassino_desktop.ui.card_pixmaps import CardPixmapCache, render_card
from cassino_desktop.ui.deck_themes import SvgTheme, load_theme

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


class FlatDeck:
    """A deck of the test's own, as any deck may be: each face one flat colour of its card's, the back as asked."""

    name = "Flat"

    def __init__(self) -> None:
        self.painted: list[Card | None] = []

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        self.painted.append(card)
        painter.fillRect(rect, flat_colour(card))

    def paint_back(self, painter: QPainter, rect: QRectF, color: QColor) -> None:
        self.painted.append(None)
        painter.fillRect(rect, color)


def flat_colour(card: Card) -> QColor:
    return QColor(int(card) * 4, 255 - int(card) * 4, 128)


def middle_colour(pixmap: QPixmap) -> QColor:
    image = pixmap.toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def svg_deck(path: Path, colours: dict[str, str]) -> Path:
    """An SVG deck in the AisleRiot format holding only the elements given, each a flat rectangle."""
    shapes = "".join(
        f'<rect id="{element}" x="{i * 80}" y="0" width="70" height="98" fill="{colour}"/>'
        for i, (element, colour) in enumerate(colours.items())
    )
    path.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="800" height="100">{shapes}</svg>', "utf-8")
    return path


def test_the_pixmap_cache_paints_with_any_deck_without_finding_one(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Given a deck of its own kind, the cache paints that deck's faces and its back in the cache's colour, though
    another deck is installed, and without looking for one."""
    svg_deck(tmp_path / "installed.svg", {"1_spade": "#ff0000", "back": "#ff0000"})
    monkeypatch.setenv(deck_themes.DECK_FOLDERS_VARIABLE, str(tmp_path))

    def looked(*_args: object) -> None:
        raise AssertionError("the pixmap cache looked for a deck")

    for finder in ("deck_folders", "find_svg_decks", "installed_deck", "load_theme"):
        monkeypatch.setattr(deck_themes, finder, looked)
    deck = FlatDeck()
    cache = CardPixmapCache(deck, QColor("#123456"))
    ace, ten = Card.from_text("AS"), Card.from_text("TD")
    assert middle_colour(cache.pixmap(ace, 40, 1.0)) == flat_colour(ace)
    assert middle_colour(cache.pixmap(ten, 40, 2.0)) == flat_colour(ten)
    assert middle_colour(cache.pixmap(None, 40, 1.0)) == QColor("#123456")
    assert deck.painted == [ace, ten, None]


def test_the_pixmap_cache_leans_on_no_theme_finder_or_svg() -> None:
    assert _imported_modules("card_pixmaps") & {"deck_themes", "PySide6.QtSvg"} == set()


def test_the_theme_finder_falls_back_on_the_builtin_deck(qapp: QApplication, tmp_path: Path) -> None:
    """A deck that cannot be read gives the built-in deck and says why; a deck lacking cards or a back has them
    painted by the built-in deck, the same pictures to the pixel."""
    for unusable in (tmp_path / "missing.svg", svg_deck(tmp_path / "no-cards.svg", {"logo": "#00ff00"})):
        theme, problem = load_theme(str(unusable))
        assert isinstance(theme, BuiltinTheme) and problem and str(unusable) in problem
    partial, problem = load_theme(str(svg_deck(tmp_path / "partial.svg", {"king_spade": "#00ff00"})))
    assert problem is None and isinstance(partial, SvgTheme)
    builtin = BuiltinTheme()
    assert middle_colour(render_card(partial, Card.from_text("KS"), 50, 1.0)) == QColor("#00ff00")
    for card in (Card.from_text("2C"), Card.from_text("QH")):
        assert render_card(partial, card, 50, 1.0).toImage() == render_card(builtin, card, 50, 1.0).toImage()
    back = QColor("#aa2222")
    assert render_card(partial, None, 50, 1.0, back).toImage() == render_card(builtin, None, 50, 1.0, back).toImage()


@pytest.mark.parametrize("dialog", DIALOG_MODULES)
def test_no_dialog_is_built_from_another(dialog: str) -> None:
    others = set(DIALOG_MODULES) - {dialog}
    assert _imported_modules(dialog) & others == set()


def test_the_shared_dialog_parts_import_no_dialog() -> None:
    assert _imported_modules("dialog_parts") & set(DIALOG_MODULES) == set()
