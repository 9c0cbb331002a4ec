"""Where every card, pile, label and badge of the table goes: pure geometry, no widgets.

The table is seen from one chair (``seats.Viewpoint``). Each seat's hand, pile
and name, the stock and the middle take their places in the table's frame
(``table_frame``). The table items fill the middle in rows, each build fanned
far enough that the corner index of every card in it shows, with its badge
above it.

The card size is the largest at which all of this fits the scene without
anything overlapping, for a table of at least ``TABLE_CAPACITY`` loose cards;
a bigger table than that makes the cards smaller rather than piling them up.
Text widths come from a measuring function (``label_font.text_width`` by
default), so the scene can pass the real font metrics and the tests can run
without a display; what the labels and badges say is worded in ``table_words``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from ...engine import Build, Card, GameState, Item
from ..cards.builtin_deck import CARD_ASPECT
from .label_font import TextWidth, badge_px_for, badge_size, label_px_for, text_width
from .seats import PARTNERS, YOURS, Viewpoint
from .table_frame import HAND_STEP, RAISE, Frame, LabelSpot, frame_fits, frame_for
from .table_words import badge_text, fitting_viewpoint

Z_PILE = 10
Z_STOCK = 20
Z_TABLE = 100
Z_HAND = 300
Z_MOVING = 1_000

MIN_CARD_WIDTH = 28.0
MAX_CARD_WIDTH = 240.0
TABLE_CAPACITY = 7
"""Loose cards the middle must hold at the chosen card size (a usual full table)."""
BUILD_FAN = 0.3
"""How far, in card widths, each card of a build lies right of the one under it.

The corner index (rank over suit) of the built-in deck ends at 0.17 of the
width and that of the SVG decks in use within 0.25, so 0.3 shows every
card's index even with a deck that prints it at the top-left corner only.
"""
GROUP_GAP = 0.15
"""Extra room, in card widths, between the groups of a multiple build."""


@dataclass(frozen=True)
class Placement:
    pos: QPointF
    face_up: bool
    z: float
    raised: bool = False


@dataclass(frozen=True)
class BadgeSpot:
    """A build's badge: its text, and the rectangle kept free for it above the build."""

    build: Build
    pos: QPointF
    mine: bool
    """The build is your side's: yours, or your partner's in partnerships."""
    text: str = ""
    rect: QRectF = field(default_factory=QRectF)
    owner_name: str = ""
    """Who owns the build, or '' for a Clearance group (nobody does)."""
    whose: str = ""
    """Whose the build is, as the badge's tooltip says it: ``seats.YOURS``, ``PARTNERS``, ``COMPUTERS`` or ``NAMED``."""


@dataclass
class Layout:
    """Where every card goes for one state at one scene size."""

    width: float
    cards: dict[Card, Placement]
    badges: list[BadgeSpot]
    item_rects: list[QRectF]
    stock_pos: QPointF
    piles: list[QPointF]
    labels: list[LabelSpot] = field(default_factory=list)
    regions: dict[str, QRectF] = field(default_factory=dict)
    """Named areas that must never overlap: 'hand 0', 'pile 0', 'label 0', 'stock', 'table', 'caption'."""
    label_px: int = 10
    badge_px: int = 9


def card_width_for(width: float, height: float, players: int = 2) -> float:
    """The card width an empty table of ``players`` gets in a scene of this size."""
    return compute_layout(_empty_state(players), (width, height)).width


def _empty_state(players: int) -> GameState:
    from ...engine import ADVANCED, new_game

    return new_game(ADVANCED, 1, players=players, dealer=players - 1)


@dataclass(frozen=True)
class _TableMetrics:
    w: float
    fan: float
    group_gap: float
    gap: float
    row_gap: float
    badge_px: int
    badge_h: float

    @property
    def ch(self) -> float:
        return self.w * CARD_ASPECT

    @property
    def row_h(self) -> float:
        return self.badge_h + self.ch


def _metrics(w: float) -> _TableMetrics:
    px = badge_px_for(w)
    return _TableMetrics(w, w * BUILD_FAN, w * GROUP_GAP, w * 0.28, w * 0.12, px, px * 1.8)


def _span(item: Item, m: _TableMetrics) -> float:
    """The width of a table item's cards: one card, or a build fanned group by group."""
    if not isinstance(item, Build):
        return m.w
    return m.w + m.fan * (len(item.cards) - 1) + m.group_gap * (len(item.groups) - 1)


def _slot_widths(state: GameState, m: _TableMetrics, measure: TextWidth, names: Sequence[str]) -> list[float]:
    """Each item's width on the table: its cards, or its badge if that is wider."""
    widths = []
    for item in state.table:
        span = _span(item, m)
        if isinstance(item, Build):
            span = max(span, badge_size(badge_text(item, names), m.badge_px, measure)[0])
        widths.append(span)
    return widths


def _rows(widths: list[float], room: float, gap: float, rows_fit: int) -> list[list[int]] | None:
    """The items split into as few rows as fit ``room``, balanced; None if they need more than ``rows_fit``."""
    if not widths:
        return [[]]
    total = sum(widths) + gap * (len(widths) - 1)
    for count in range(1, rows_fit + 1):
        limit = max(total / count, max(widths))
        while limit <= room + 1e-6:
            rows: list[list[int]] = [[]]
            run = 0.0
            for i, item_w in enumerate(widths):
                needed = item_w if not rows[-1] else run + gap + item_w
                if rows[-1] and needed > limit + 1e-6:
                    rows.append([i])
                    run = item_w
                else:
                    rows[-1].append(i)
                    run = needed
            if len(rows) <= count:
                return rows
            limit += max(1.0, room * 0.02)
    return None


def _table_fits(frame: Frame, state: GameState, measure: TextWidth, names: Sequence[str]) -> list[list[int]] | None:
    m = _metrics(frame.w)
    rows_fit = int((frame.table.height() + m.row_gap) // (m.row_h + m.row_gap))
    per_row = int((frame.table.width() + m.gap) // (m.w + m.gap))
    if rows_fit < 1 or rows_fit * per_row < TABLE_CAPACITY:
        return None
    return _rows(_slot_widths(state, m, measure, names), frame.table.width(), m.gap, rows_fit)


def compute_layout(
    state: GameState,
    size: tuple[float, float],
    raised: Card | None = None,
    measure: TextWidth = text_width,
    viewpoint: Viewpoint | None = None,
) -> Layout:
    """Place every card of ``state`` in a scene of ``size``, seen from ``viewpoint`` (seat 0's), as large as fits."""
    viewpoint = fitting_viewpoint(viewpoint, state)
    width, height = size
    w = min(MAX_CARD_WIDTH, width / 4.0, height / 3.0)
    frame: Frame | None = None
    rows: list[list[int]] | None = None
    while w > MIN_CARD_WIDTH:
        candidate = frame_for(state, size, w, measure, viewpoint)
        if frame_fits(candidate, size):
            rows = _table_fits(candidate, state, measure, viewpoint.names)
            if rows is not None:
                frame = candidate
                break
        w *= 0.97
    if frame is None:
        # Too small a scene for the table: the smallest cards, the items squeezed into the room there is.
        frame = frame_for(state, size, MIN_CARD_WIDTH, measure, viewpoint)
        m = _metrics(MIN_CARD_WIDTH)
        rows_fit = max(1, int((frame.table.height() + m.row_gap) // (m.row_h + m.row_gap)))
        widths = _slot_widths(state, m, measure, viewpoint.names)
        rows = _rows(widths, frame.table.width(), m.gap, rows_fit) or _squeezed_rows(len(widths), rows_fit)
    return _place(state, frame, rows or [[]], raised, measure, viewpoint)


def _squeezed_rows(count: int, rows: int) -> list[list[int]]:
    per_row = -(-count // rows)
    return [list(range(start, min(count, start + per_row))) for start in range(0, count, per_row)] or [[]]


def _place(
    state: GameState,
    frame: Frame,
    rows: list[list[int]],
    raised: Card | None,
    measure: TextWidth,
    viewpoint: Viewpoint,
) -> Layout:
    w = frame.w
    ch = w * CARD_ASPECT
    cards: dict[Card, Placement] = {}
    held = max(4, *(len(h) for h in state.hands))
    for seat in range(state.players):
        side = viewpoint.side(seat)
        origin = frame.hand_origin[seat]
        hand = state.hands[seat]
        if side == "bottom":
            # The hand at the screen, face up unless the screen is being passed, centred on the room kept
            # for a full hand; the selected card raised.
            step = w * HAND_STEP
            x0 = origin.x() + step * (held - len(hand)) / 2
            face_up = seat == viewpoint.shown
            for i, c in enumerate(hand):
                slot = QPointF(x0 + i * step, origin.y())
                up = c == raised and face_up
                pos = QPointF(slot.x(), slot.y() - ch * RAISE) if up else slot
                cards[c] = Placement(pos, face_up, Z_HAND + 10 + i, up)
        elif side == "top":
            step = w * 0.45
            x0 = origin.x() + step * (held - len(hand)) / 2
            for i, c in enumerate(hand):
                cards[c] = Placement(QPointF(x0 + i * step, origin.y()), False, Z_HAND + i)
        else:
            step = ch * 0.25
            y0 = origin.y() + step * (held - len(hand)) / 2
            for i, c in enumerate(hand):
                cards[c] = Placement(QPointF(origin.x(), y0 + i * step), False, Z_HAND + i)
    for i, c in enumerate(reversed(state.stock)):
        offset = min(i, 12) * 0.35
        cards[c] = Placement(QPointF(frame.stock_pos.x() + offset, frame.stock_pos.y() - offset), False, Z_STOCK + i)
    for seat, pile in enumerate(state.captured):
        for i, c in enumerate(pile):
            offset = min(i, 12) * 0.3
            cards[c] = Placement(
                QPointF(frame.piles[seat].x() + offset, frame.piles[seat].y() - offset), False, Z_PILE + i
            )
    badges: list[BadgeSpot] = []
    item_rects: list[QRectF] = []
    _place_table(state, frame, rows, measure, cards, badges, item_rects, viewpoint)
    return Layout(
        w,
        cards,
        badges,
        item_rects,
        frame.stock_pos,
        frame.piles,
        frame.labels,
        frame.regions,
        label_px_for(w),
        badge_px_for(w),
    )


def _place_table(
    state: GameState,
    frame: Frame,
    rows: list[list[int]],
    measure: TextWidth,
    cards: dict[Card, Placement],
    badges: list[BadgeSpot],
    item_rects: list[QRectF],
    viewpoint: Viewpoint,
) -> None:
    m = _metrics(frame.w)
    region = frame.table
    widths = _slot_widths(state, m, measure, viewpoint.names)
    used_h = len(rows) * m.row_h + (len(rows) - 1) * m.row_gap
    y = region.top() + max(0.0, (region.height() - used_h) / 2) + m.badge_h
    for row in rows:
        row_w = sum(widths[i] for i in row) + m.gap * max(0, len(row) - 1)
        squeeze = min(1.0, region.width() / row_w) if row_w else 1.0
        x = region.left() + max(0.0, (region.width() - row_w * squeeze) / 2)
        for i in row:
            item = state.table[i]
            z = Z_TABLE + i * 20
            slot_w = widths[i] * squeeze
            span = min(_span(item, m), slot_w)
            cx = x + (slot_w - span) / 2
            if isinstance(item, Build):
                text = badge_text(item, viewpoint.names)
                badge_w, badge_h = badge_size(text, m.badge_px, measure)
                fan = m.fan * min(1.0, squeeze)
                left = cx
                n = 0
                for g, group in enumerate(item.groups):
                    if g:
                        cx += m.group_gap * squeeze
                    for c in group:
                        cards[c] = Placement(QPointF(cx, y), True, z + n)
                        cx += fan
                        n += 1
                centre = x + slot_w / 2
                rect = QRectF(centre - badge_w / 2, y - badge_h, badge_w, badge_h)
                owner = item.owner
                whose = "" if owner is None else viewpoint.ownership(owner, state.variant)
                badges.append(
                    BadgeSpot(
                        item,
                        QPointF(centre, rect.bottom()),
                        whose in (YOURS, PARTNERS),
                        text,
                        rect,
                        "" if owner is None else viewpoint.names[owner],
                        whose,
                    )
                )
                item_rects.append(QRectF(left, y, span, m.ch))
            else:
                cards[item] = Placement(QPointF(cx, y), True, z)
                item_rects.append(QRectF(cx, y, m.w, m.ch))
            x += slot_w + m.gap * squeeze
        y += m.row_h + m.row_gap


def spread_badges(rects: Sequence[QRectF], scene_width: float, margin: float = 2.0) -> list[QRectF]:
    """The badges moved sideways as little as needed so none overlaps another or leaves the scene.

    Badges in one row (the same top) are pushed apart left to right, then the
    row is pulled back inside the scene's edges; a row wider than the scene
    keeps its order and starts at the left edge.
    """
    result = [QRectF(r) for r in rects]
    rows: dict[float, list[int]] = {}
    for i, r in enumerate(result):
        rows.setdefault(round(r.top(), 3), []).append(i)
    for members in rows.values():
        members.sort(key=lambda i: result[i].center().x())
        edge = margin
        for i in members:
            r = result[i]
            r.moveLeft(max(r.left(), edge))
            edge = r.right() + margin
        overflow = result[members[-1]].right() - (scene_width - margin)
        if overflow > 0:
            edge = scene_width - margin
            for i in reversed(members):
                r = result[i]
                r.moveRight(min(r.right(), edge))
                edge = r.left() - margin
            shift = margin - result[members[0]].left()
            if shift > 0:
                for i in members:
                    result[i].translate(shift, 0)
    return result
