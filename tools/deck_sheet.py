"""Render the whole deck onto one PNG so people can judge how the cards look.

Card drawing is easy to get subtly wrong (a pip off-centre, an index too
small to read) and unit tests cannot judge taste, so this sheet shows every
face of a theme, plus the back in every colour, side by side on table
green, at the size you choose.

    python tools/deck_sheet.py /tmp/deck.png --width 120 --dpr 2
    python tools/deck_sheet.py /tmp/anglo.png --theme /usr/share/aisleriot/cards/anglo.svgz
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QImageWriter, QPainter

from cassino_desktop.engine import CARDS
from cassino_desktop.ui.cards.builtin_deck import BACK_COLORS, CARD_ASPECT
from cassino_desktop.ui.cards.card_pixmaps import CardPixmapCache
from cassino_desktop.ui.cards.deck_themes import load_theme

TABLE_GREEN = QColor("#1e5b3a")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Render all 52 card faces and the backs into one PNG.")
    parser.add_argument("output", help="PNG file to write")
    parser.add_argument("--width", type=int, default=120, help="card width in logical pixels (default 120)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1; 2 for high DPI)")
    parser.add_argument("--theme", default=None, help="SVG deck (path or installed name); default: the built-in deck")
    args = parser.parse_args(argv)
    if args.width < 8:
        parser.error("--width must be at least 8")
    if args.dpr <= 0:
        parser.error("--dpr must be positive")
    return args


def render_sheet(width: int, dpr: float, theme_name: str | None) -> QImage:
    """Rows of clubs, diamonds, hearts and spades (A to K), then one back per colour."""
    theme, message = load_theme(theme_name)
    if message:
        print(message, file=sys.stderr)
    cache = CardPixmapCache(theme)
    height = width * CARD_ASPECT
    gap = max(4.0, round(width * 0.12))
    label_height = max(14.0, round(width * 0.16))
    sheet_w = gap + 13 * (width + gap)
    sheet_h = gap + 5 * (height + gap) + label_height
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(TABLE_GREEN)
    painter = QPainter(image)
    try:
        font = painter.font()
        font.setPixelSize(round(label_height * 0.7))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        for card in CARDS:
            column, row = card.rank - 1, card.suit
            position = QPointF(gap + column * (width + gap), gap + row * (height + gap))
            painter.drawPixmap(position, cache.pixmap(card, width, dpr))
        backs_y = gap + 4 * (height + gap)
        for column, (name, color) in enumerate(BACK_COLORS.items()):
            cache.set_back_color(color)
            x = gap + column * (width + gap)
            painter.drawPixmap(QPointF(x, backs_y), cache.pixmap(None, width, dpr))
            label = QRectF(x, backs_y + height, width, label_height)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, name)
        caption = QRectF(gap, backs_y + height, sheet_w - 2 * gap, label_height)
        text = f"{theme.name} deck, cards {width} px wide at device pixel ratio {dpr:g}"
        painter.drawText(caption, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
    finally:
        painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    image = render_sheet(args.width, args.dpr, args.theme)
    output: str = args.output
    writer = QImageWriter(output)
    writer.setFormat(QByteArray(b"png"))
    if not writer.write(image):
        print(f"Could not write {output}: {writer.errorString()}.", file=sys.stderr)
        return 1
    print(f"Wrote {output} ({image.width()} x {image.height()} pixels).")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
