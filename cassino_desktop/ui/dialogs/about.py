"""The About box: the game's name, version and what it is."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ... import __version__
from ...engine.variants import VARIANTS
from ..i18n import translator
from ..words import listed, variant_title
from .fitting import largest_size

_ = translator("about")

__all__ = ["APP_NAME", "about_box", "about_text", "app_description", "show_about"]

APP_NAME = "Cassino"
"""The game's name, as its files and the desktop know it (the About box says it through ``_``)."""


def app_description() -> str:
    """What the game is, naming every variant it plays (read from the engine, so a new one is never left out)."""
    titles = [variant_title(variant) for variant in VARIANTS.values()]
    return _("The classic fishing card game against the computer: {variants}.").format(variants=listed(titles))


def about_text() -> str:
    licence = _("Free software under the GNU General Public License, version 3 or later.")
    return (
        f"<h3>{html.escape(_('Cassino'), quote=False)} {__version__}</h3>"
        f"<p>{html.escape(app_description(), quote=False)}</p>"
        f"<p>{html.escape(licence, quote=False)}</p>"
    )


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, built but not shown (``show_about`` runs it)."""
    box = QMessageBox(parent)
    box.setWindowTitle(_("About Cassino"))
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
