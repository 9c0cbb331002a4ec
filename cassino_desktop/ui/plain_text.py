"""Words shown as they were typed or read: a label, a message box or a tooltip never takes them for markup.

Qt guesses whether a text is rich text (HTML) from how it begins, so a person
called "<b>Bo</b>" would be shown as a bold "Bo", "<font color=red>D" as a
red "D" and "<img src=x>" as a broken picture, wherever a sentence says a
name, a path or the words of a file. The window says everything plainly
instead, in one way: each label is a ``PlainLabel``, each question or warning
a ``PlainMessageBox``, and each tooltip that may hold such words goes
through ``plain_tip``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

__all__ = ["PlainLabel", "PlainMessageBox", "plain_tip"]

MARKUP_SIGNS = ("<", "&")
"""What rich text is told by: a tag, or an entity such as "&lt;"."""


class PlainLabel(QLabel):
    """A label whose text is plain text, whatever it holds: the window's one kind of label.

    An Alt+letter of a label with a buddy still works: '&' before a letter marks it in plain text too.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as written: Qt has no plain tooltips, so text it could take for markup
    is escaped into rich text that says exactly it, each line whole as a plain tooltip shows it (rich text
    would be wrapped narrow); any other text is left as it is."""
    if not any(sign in text for sign in MARKUP_SIGNS):
        return text
    import html  # only here: its table of entities is not read for the tooltips of a start

    lines = html.escape(text, quote=False).split("\n")
    return "<p style='white-space:pre'>" + "<br/>".join(lines) + "</p>"


Button = QMessageBox.StandardButton


class PlainMessageBox(QMessageBox):
    """A message box whose words are plain text: a name, a path or a line quoted in them shows as written.

    ``question`` and ``warning`` are asked as ``QMessageBox``'s own are (tests answer them the same way).
    """

    def __init__(
        self, icon: QMessageBox.Icon, title: str, text: str, buttons: Button, parent: QWidget | None = None
    ) -> None:
        super().__init__(icon, title, "", buttons, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)

    @staticmethod
    def question(
        parent: QWidget | None,
        title: str,
        text: str,
        /,
        buttons: Button = Button.Yes | Button.No,
        defaultButton: Button = Button.NoButton,
    ) -> Button:
        """Ask, and wait for the answer: the button pressed (No's, or Cancel's, for Escape)."""
        return _answer(PlainMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent), defaultButton)

    @staticmethod
    def warning(
        parent: QWidget | None,
        title: str,
        text: str,
        /,
        buttons: Button = Button.Ok,
        defaultButton: Button = Button.NoButton,
    ) -> Button:
        """Say what went wrong, and wait until it is read."""
        return _answer(PlainMessageBox(QMessageBox.Icon.Warning, title, text, buttons, parent), defaultButton)


def _answer(box: PlainMessageBox, default: Button) -> Button:
    """Show ``box`` until it is answered, and the standard button that answered it; the box goes after."""
    if default != Button.NoButton:
        box.setDefaultButton(default)
    box.exec()
    clicked = box.clickedButton()
    answer = box.standardButton(clicked) if clicked is not None else Button.Cancel
    box.deleteLater()
    return answer
