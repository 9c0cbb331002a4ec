"""Render the application icon's SVG to the PNG sizes desktops ask for.

    QT_QPA_PLATFORM=offscreen python tools/make_icons.py

Writes resources/icons/cassino-SIZE.png for the usual sizes.
Run it after changing cassino.svg; the PNGs are committed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "cassino.svg"))
    if not renderer.isValid():
        print("cassino.svg could not be read", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(ICONS / f"cassino-{size}.png"))
    print(f"wrote {len(SIZES)} sizes to {ICONS}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
