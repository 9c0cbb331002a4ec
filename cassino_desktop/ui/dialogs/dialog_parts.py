"""Small pieces the dialogs share: scaled and muted text, rule lines, Alt+letter keys, plural nouns.

Every dialog is built from the same few pieces so they look and read alike;
they live here rather than in any one dialog so none imports another.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QAbstractButton, QFrame, QLabel, QTabWidget, QWidget

from ..score_model import muted_color

__all__ = ["mnemonics", "mute_label", "scaled_font", "separator_line", "with_mnemonic"]


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    font.setBold(bold)
    return font


def mute_label(label: QLabel) -> None:
    palette = label.palette()
    faded = muted_color(palette, QPalette.ColorRole.WindowText, QPalette.ColorRole.Window)
    palette.setColor(QPalette.ColorRole.WindowText, faded)
    palette.setColor(QPalette.ColorRole.Text, faded)  # labels on a Base background paint with Text
    label.setPalette(palette)


def separator_line() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def with_mnemonic(title: str, taken: set[str], latin: str = "") -> str:
    """The title with '&' before its first letter no other control of the dialog uses (Alt+letter).

    A title in a script keyboards do not type with Alt (हिन्दी) takes a letter of ``latin`` (its English
    name) in brackets after it instead, as such translations write their keys: "उन्नत (&A)".
    """
    if not any(letter.isascii() and letter.isalpha() for letter in title):
        for letter in latin:
            if letter.isascii() and letter.isalpha() and letter.casefold() not in taken:
                taken.add(letter.casefold())
                return f"{title} (&{letter.upper()})"
        return title
    for at, letter in enumerate(title):
        if letter.isalpha() and letter.casefold() not in taken:
            taken.add(letter.casefold())
            return f"{title[:at]}&{title[at:]}"
    return title


def mnemonics(widget: QWidget) -> list[str]:
    """The Alt+letter keys of a dialog's buttons, labels and tabs (lower case), to check none is used twice."""
    texts = [button.text() for button in widget.findChildren(QAbstractButton)]
    texts += [label.text() for label in widget.findChildren(QLabel) if label.buddy() is not None]
    for tabs in widget.findChildren(QTabWidget):
        texts += [tabs.tabText(index) for index in range(tabs.count())]
    keys = []
    for text in texts:
        plain = text.replace("&&", "")
        at = plain.find("&")
        if 0 <= at < len(plain) - 1:
            keys.append(plain[at + 1].casefold())
    return keys
