"""The About box: the game's name, version and what it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__
from ..engine.variants import VARIANTS
from .fitting import largest_size

__all__ = ["APP_DESCRIPTION", "APP_NAME", "about_box", "about_text", "show_about"]

APP_NAME = "Cassino"
_TITLES = [variant.title for variant in VARIANTS.values()]
APP_DESCRIPTION = (
    "The classic fishing card game against the computer: " + ", ".join(_TITLES[:-1]) + " and " + _TITLES[-1] + "."
)
"""What the game is, naming every variant it plays (read from the engine, so a new one is never left out)."""


def about_text() -> str:
    return (
        f"<h3>{APP_NAME} {__version__}</h3>"
        f"<p>{APP_DESCRIPTION}</p>"
        "<p>Free software under the GNU General Public License, version 3 or later.</p>"
    )


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, built but not shown (``show_about`` runs it)."""
    box = QMessageBox(parent)
    box.setWindowTitle(f"About {APP_NAME}")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setIcon(QMessageBox.Icon.NoIcon)
    if parent is not None and not parent.windowIcon().isNull():
        box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setMaximumSize(largest_size(box))
    return box


def show_about(parent: QWidget | None = None) -> None:
    """The About box: name, version and what the game is, centred on the window."""
    about_box(parent).exec()
