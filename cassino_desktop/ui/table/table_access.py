"""The cards on the felt in Qt's accessibility tree, so a screen reader can read the table item by item.

The table is drawn, so on its own the view is one opaque widget to a screen
reader. ``TableAccess`` gives the view one accessible child per thing a
sighted player sees, each saying what ``table_description`` puts in words
(a card of your hand, a loose card or a build, another player's hand, your
pile, the stock), and nothing of a card the scene does not draw face up.

How: ``QAccessible.installFactory`` takes a Python callable in PySide6, and
Qt asks it for an interface the first time it meets an object. The view's
interface is a ``QAccessibleWidget`` whose children are small QObjects
(``TableEntry``), one per key (a card, a build's place, a seat's hand, the
stock), kept for the view's lifetime and reused as the table changes, each
with a ``QAccessibleObject`` interface reading the entry's words. Qt's
accessibility cache owns every interface and frees it when its object is
destroyed (with the view), so no interface outlives what it describes and
none is made per query: PySide6 keeps every interface a factory returns
until the application ends, so their number must stay bounded (at most the
52 cards, a few builds and seats per view). The table is announced as it
changes: children changed (``ObjectReorder``), names, descriptions,
selection and the keyboard focus of the scene.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from ...engine import Card
from ..i18n import is_language_change
from .scene import TableScene
from .table_description import BUILD, CARD, Entry, describe_table

__all__ = ["TableAccess", "TableEntry"]


class TableEntry(QObject):
    """The object one accessible child of the view stands for; its words change as the table does."""

    def __init__(self, access: TableAccess) -> None:
        super().__init__(access)
        self.access = weakref.ref(access)
        self.entry: Entry | None = None


class TableAccess(QObject):
    """The view's accessible children, kept in step with the scene (one per view, its child)."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        _install_factory()
        self._view = weakref.ref(view)  # weak: the view owns this object, and no cycle may keep it alive
        self._scene = weakref.ref(scene)
        self._entries: dict[Hashable, TableEntry] = {}
        self._shown: list[TableEntry] = []
        self._stale = True
        self._live = False  # a screen reader (or a test) has asked for the view's interface: announce changes
        self._focus: TableEntry | None = None
        scene.selectionChanged.connect(self.refresh)
        scene.cardsAtRest.connect(self.refresh)
        scene.shownChanged.connect(self.refresh)
        view.installEventFilter(self)

    @property
    def view(self) -> QGraphicsView:
        view = self._view()
        if view is None:
            raise RuntimeError("the table view is gone")
        return view

    @property
    def scene(self) -> TableScene:
        scene = self._scene()
        if scene is None:
            raise RuntimeError("the table scene is gone")
        return scene

    def children_now(self) -> list[TableEntry]:
        """The view's accessible children, in order, as the table is now."""
        if self._stale:
            self._update(announce=False)
        return list(self._shown)

    def entries(self) -> list[Entry]:
        """What each child says (for tests)."""
        return [child.entry for child in self.children_now() if child.entry is not None]

    def focused_child(self) -> TableEntry | None:
        if not self.view.hasFocus():
            return None
        return next((child for child in self.children_now() if child.entry and child.entry.focused), None)

    def go_live(self) -> None:
        """Someone reads the tree: from now on every change is worked out at once and told."""
        if self._stale:
            self._update(announce=False)  # what was there before the first change
        self._live = True

    def refresh(self) -> None:
        """The scene changed: recompute the children now if anyone listens, else when next asked."""
        if self._live:
            self._update(announce=True)
        else:
            self._stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view():
            if is_language_change(event):
                self.refresh()
            elif event.type() == QEvent.Type.FocusIn and self._live:
                self._update(announce=True)
                focus = self.focused_child()
                if focus is not None:
                    self._focus = focus
                    tell(QAccessibleEvent(focus, QAccessible.Event.Focus))
        return False

    def _entry_object(self, key: Hashable) -> TableEntry:
        entry = self._entries.get(key)
        if entry is None:
            entry = TableEntry(self)
            self._entries[key] = entry
        return entry

    def _update(self, announce: bool) -> None:
        self._stale = False
        described = describe_table(self.scene)
        before = list(self._shown)
        old = {id(child): child.entry for child in before}
        shown = []
        for entry in described:
            child = self._entry_object(entry.key)
            child.entry = entry
            shown.append(child)
        self._shown = shown
        kept = {id(child) for child in shown}
        gone = [child for child in before if id(child) not in kept]
        for child in gone:
            child.entry = None
        if not announce:
            return
        for child in gone:
            tell(QAccessibleEvent(child, QAccessible.Event.ObjectHide))
        if [id(c) for c in before] != [id(c) for c in shown]:
            tell(QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))
        focus = None
        for child, entry in zip(shown, described, strict=True):
            was = old.get(id(child))
            if entry.focused:
                focus = child
            if was is None:
                continue
            if entry.name != was.name:
                tell(QAccessibleEvent(child, QAccessible.Event.NameChanged))
            if entry.description != was.description:
                tell(QAccessibleEvent(child, QAccessible.Event.DescriptionChanged))
            if entry.selected != was.selected:
                kind = QAccessible.Event.SelectionAdd if entry.selected else QAccessible.Event.SelectionRemove
                tell(QAccessibleEvent(child, kind))
            if entry.focused != was.focused:
                changed = QAccessible.State()
                changed.focused = True
                tell(QAccessibleStateChangeEvent(child, changed))
        if focus is not None and focus is not self._focus and self.view.hasFocus():
            tell(QAccessibleEvent(focus, QAccessible.Event.Focus))
        self._focus = focus

    def screen_rect(self, cards: Sequence[Card]) -> QRect:
        """Where ``cards`` lie on the screen (their bounding box), for a screen reader's magnifier or pointer."""
        area = QRectF()
        for card in cards:
            item = self.scene.card_item(card)
            if item.isVisible():
                area = area.united(item.sceneBoundingRect())
        if area.isEmpty():
            return QRect()
        view = self.view
        on_view = view.mapFromScene(area).boundingRect()
        return on_view.translated(view.viewport().mapToGlobal(QPoint(0, 0)))


def tell(event: QAccessibleEvent) -> None:
    """Pass ``event`` on to the screen reader (Qt drops it when none listens)."""
    QAccessible.updateAccessibility(event)


# ---------------------------------------------------------------------- the interfaces Qt asks for


class _ViewInterface(QAccessibleWidget):
    """The table view as before (its name and description say the whole table), with the table's items as children.

    Qt calls these from C++ at any moment, the view's last ones included: each
    answers "nothing" rather than raise once the view or its scene is gone.
    """

    def __init__(self, view: QGraphicsView, access: TableAccess) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self._access = weakref.ref(access)

    def _children(self) -> list[TableEntry]:
        access = self._access()
        try:
            return access.children_now() if access is not None else []
        except RuntimeError:  # the view is being destroyed, and its TableAccess or scene with it
            return []

    def childCount(self) -> int:
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self._children()
        if 0 <= index < len(children):
            return QAccessible.queryAccessibleInterface(children[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object() if child is not None else None
        return next((index for index, each in enumerate(self._children()) if each is target), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        access = self._access()
        point = QPoint(x, y)
        try:
            for each in reversed(self._children()):
                if access is not None and each.entry and access.screen_rect(each.entry.cards).contains(point):
                    return QAccessible.queryAccessibleInterface(each)
        except RuntimeError:
            pass
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        access = self._access()
        try:
            focus = access.focused_child() if access is not None else None
        except RuntimeError:
            return None
        return QAccessible.queryAccessibleInterface(focus) if focus is not None else None


class _EntryInterface(QAccessibleObject):
    """One card, build, hand, pile or the stock, as a child of the table view (answers as ``_ViewInterface``)."""

    def _table_entry(self) -> TableEntry | None:
        found = self.object()
        return found if isinstance(found, TableEntry) else None

    def _entry(self) -> Entry | None:
        found = self._table_entry()
        return found.entry if found is not None else None

    def _access(self) -> TableAccess | None:
        found = self._table_entry()
        return found.access() if found is not None else None

    def _view(self) -> QGraphicsView | None:
        access = self._access()
        try:
            return access.view if access is not None else None
        except RuntimeError:
            return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def role(self) -> QAccessible.Role:
        entry = self._entry()
        if entry is not None and entry.kind in (CARD, BUILD):
            return QAccessible.Role.ListItem
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        entry = self._entry()
        if entry is None:
            state.invisible = True  # no longer on the felt: a screen reader still holding it reads nothing
            return state
        state.readOnly = True
        if entry.selectable:
            state.selectable = True
            state.selected = entry.selected
            state.focusable = True
            view = self._view()
            state.focused = entry.focused and view is not None and view.hasFocus()
        return state

    def text(self, t: QAccessible.Text) -> str:
        entry = self._entry()
        if entry is None:
            return ""
        if t == QAccessible.Text.Name:
            return entry.name
        if t == QAccessible.Text.Description:
            return entry.description
        return ""

    def rect(self) -> QRect:
        entry, access = self._entry(), self._access()
        try:
            return access.screen_rect(entry.cards) if entry is not None and access is not None else QRect()
        except RuntimeError:
            return QRect()

    def window(self) -> QWindow | None:  # type: ignore[override]
        view = self._view()
        return view.window().windowHandle() if view is not None else None


_factory_installed = False


def _install_factory() -> None:
    """Teach Qt (once per process) to ask us for the table view's and its entries' interfaces."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_interface_for)
        _factory_installed = True


def _interface_for(key: str, target: QObject) -> QAccessibleInterface | None:
    """Qt's question for an object it meets for the first time; None for everything not ours.

    An exception must not escape: PySide6 would leave it set inside Qt's call.
    """
    try:
        if isinstance(target, TableEntry):
            return _EntryInterface(target)
        if isinstance(target, QGraphicsView):
            access = target.findChild(TableAccess)
            if isinstance(access, TableAccess) and access.view is target:
                access.go_live()
                return _ViewInterface(target, access)
    except Exception:
        return None
    return None
