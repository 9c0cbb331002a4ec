"""Names for the buttons Qt draws itself (the dock's, the tab arrows, the bars' "more" buttons, a table's corner).

Qt names them only when it makes them, in the language of that moment, and
some not at all; a screen reader hears these names instead, said again when
the language changes. The strings keep the ``main_window`` context of the
translation files they were written under.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QDockWidget, QMainWindow, QTabWidget, QToolBar, QWidget

from .i18n import translate_in, translator

_ = translator("main_window")


def name_qt_buttons(
    window: QMainWindow, dock: QDockWidget, tabs: QTabWidget, toolbar: QToolBar, sheet: QWidget
) -> None:
    """Qt's own buttons (the dock's, the tab arrows, the bars' "more" buttons) name themselves only when made."""
    dock_buttons = (
        (
            "qt_dockwidget_closebutton",
            translate_in("QDockWidget", "Close"),
            translate_in("QDockWidget", "Closes the dock widget"),
        ),
        (
            "qt_dockwidget_floatbutton",
            translate_in("QDockWidget", "Float"),
            translate_in("QDockWidget", "Undocks and re-attaches the dock widget"),
        ),
    )
    for name, text, description in dock_buttons:
        button = dock.findChild(QAbstractButton, name)
        if button is not None:
            button.setAccessibleName(text)
            button.setAccessibleDescription(description)
    arrows = (
        ("ScrollLeftButton", translate_in("QTabBar", "Scroll Left")),
        ("ScrollRightButton", translate_in("QTabBar", "Scroll Right")),
    )
    for name, text in arrows:
        arrow = tabs.tabBar().findChild(QAbstractButton, name)
        if arrow is not None:
            arrow.setAccessibleName(text)
    unnamed = (  # buttons Qt draws without a word for a screen reader
        (window.menuBar(), "qt_menubar_ext_button", _("More menus")),
        (toolbar, "qt_toolbar_ext_button", _("More tools")),
        (sheet, "qt_tableview_cornerbutton", _("Select the whole score sheet")),
    )
    for parent, name, text in unnamed:
        button = parent.findChild(QAbstractButton, name)
        if button is not None:
            button.setAccessibleName(text)
