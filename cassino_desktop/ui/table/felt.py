"""The felt under the cards: its colours by the name Settings keep, and the brush that lays one.

The strings keep the ``scene`` context of the translation files they were
written under.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QRadialGradient

from ..i18n import N_, translator

_ = translator("scene")

FELTS: dict[str, tuple[QColor, QColor]] = {
    N_("Green"): (QColor(30, 110, 60), QColor(14, 62, 34)),
    N_("Blue"): (QColor(28, 78, 128), QColor(12, 36, 66)),
    N_("Red"): (QColor(122, 32, 40), QColor(60, 14, 20)),
    N_("Grey"): (QColor(84, 88, 92), QColor(40, 42, 46)),
    N_("High contrast"): (QColor(0, 0, 0), QColor(0, 0, 0)),
}
"""The table's felts by the name Settings keep (``felt_name`` says it): the colour at the middle and at the edges.
High contrast is plain black, so white cards and white labels stand out as far as they can."""
FELT = FELTS["Green"][0]
"""The green felt's colour, laid before the table is sized."""


def felt_name(name: str) -> str:
    """A felt of ``FELTS`` in the player's words."""
    return _(name) if name in FELTS else name


def felt_brush(colours: tuple[QColor, QColor], width: float, height: float) -> QBrush:
    """A felt of ``FELTS`` laid over a table this size: lighter at the middle, darker at the edges."""
    gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
    felt, edge = colours
    gradient.setColorAt(0.0, felt.lighter(118))
    gradient.setColorAt(0.75, felt)
    gradient.setColorAt(1.0, edge)
    return QBrush(gradient)
