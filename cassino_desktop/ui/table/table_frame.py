"""The skeleton of the table at one card width: each seat's hand, pile and name, the stock, the middle and the caption.

The table is seen from one chair (``seats.Viewpoint``). Every seat keeps its
hand, its captured pile and its name together: the chair at the bottom and the player
opposite at the top hold their hands in a row with the pile beside it and
the name beside the pile; the players at the sides hold theirs down a column
with the pile below and the name under it. The stock sits alone at the left
of the middle, labelled, so it is never mistaken for a pile. What is left in
the middle is the table's, with the caption's strip along its bottom.

The layout (``table_layout``) tries card widths until a frame fits the scene
with no area overlapping another, then lays the cards out in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ...engine import GameState
from ..cards.builtin_deck import CARD_ASPECT
from .label_font import TextWidth, label_px_for
from .seats import Viewpoint
from .table_words import seat_label_lines, stock_words

HAND_STEP = 1.14
"""How far, in card widths, each card of the hand at the bottom lies right of the one before."""
RAISE = 0.16
"""How far, in card heights, the selected hand card rises."""
CAPTION_LINES = 1.0
"""The caption's height in label lines: one line of text, set in the gap the table always keeps above the hand."""


@dataclass(frozen=True)
class LabelSpot:
    """Lines of text in a rectangle: a seat's name and pile size, or the stock's size."""

    lines: tuple[str, ...]
    rect: QRectF
    centred: bool
    seat: int | None = None


@dataclass
class Frame:
    """The skeleton of the table at one card width: every seat's areas, the stock and the middle."""

    w: float
    hand_origin: dict[int, QPointF]
    piles: list[QPointF]
    labels: list[LabelSpot]
    stock_pos: QPointF
    table: QRectF
    regions: dict[str, QRectF]


def frame_for(state: GameState, size: tuple[float, float], w: float, measure: TextWidth, viewpoint: Viewpoint) -> Frame:
    """Where each seat's hand, pile and name, the stock, the middle and the caption lie at card width ``w``."""
    width, height = size
    ch = w * CARD_ASPECT
    margin = max(6.0, w * 0.1)
    gap = w * 0.25
    px = label_px_for(w)
    line_h = px * 1.3
    held = max(4, *(len(h) for h in state.hands))
    hand_origin: dict[int, QPointF] = {}
    piles: list[QPointF] = [QPointF() for _ in range(state.players)]
    labels: list[LabelSpot] = []
    regions: dict[str, QRectF] = {}
    slack = 5.0  # the stacked cards of a pile or the stock rise a few pixels up and right

    def label_width(lines: Sequence[str]) -> float:
        return max(measure(line, px) for line in lines)

    top_bottom = 0.0  # the lowest edge of the top row, if a seat sits at the top
    bottom_top = height  # the highest edge of the bottom row
    side_right = {"left": margin, "right": width - margin}
    sides = [viewpoint.side(seat) for seat in range(state.players)]
    for seat, side in enumerate(sides):
        lines = seat_label_lines(state, seat, viewpoint)
        text_w = label_width(lines)
        if side in ("bottom", "top"):
            step = w * HAND_STEP if side == "bottom" else w * 0.45
            hand_w = w + step * (held - 1)
            x0 = (width - hand_w) / 2
            y = height - margin - ch if side == "bottom" else margin
            hand_origin[seat] = QPointF(x0, y)
            rise = ch * RAISE if side == "bottom" else 0.0
            regions[f"hand {seat}"] = QRectF(x0, y - rise, hand_w, ch + rise)
            pile = QPointF(x0 + hand_w + gap, y)
            label = QRectF(pile.x() + w + gap * 0.6, y + (ch - 2 * line_h) / 2, text_w, 2 * line_h)
            labels.append(LabelSpot(lines, label, False, seat))
            if side == "bottom":
                bottom_top = y - rise
            else:
                top_bottom = y + ch
        else:
            column_w = max(w, text_w)
            x = margin if side == "left" else width - margin - column_w
            step = ch * 0.25
            hand_h = ch + step * (held - 1)
            column_h = hand_h + gap + ch + gap * 0.4 + 2 * line_h
            y0 = max(margin, (height - column_h) / 2)
            card_x = x + (column_w - w) / 2
            hand_origin[seat] = QPointF(card_x, y0)
            regions[f"hand {seat}"] = QRectF(card_x, y0, w, hand_h)
            pile = QPointF(card_x, y0 + hand_h + gap)
            label = QRectF(x, pile.y() + ch + gap * 0.4, column_w, 2 * line_h)
            labels.append(LabelSpot(lines, label, True, seat))
            side_right[side] = x + column_w if side == "left" else x
        piles[seat] = pile
        regions[f"pile {seat}"] = QRectF(pile.x(), pile.y() - slack, w + slack, ch + slack)
        regions[f"label {seat}"] = labels[-1].rect

    middle_top = top_bottom + gap if top_bottom else margin
    # The caption naming the last move lies along the bottom of the middle, nearest the player's eyes.
    caption_h = line_h * CAPTION_LINES
    caption_bottom = bottom_top - gap * 0.35
    middle_bottom = caption_bottom - caption_h - gap * 0.35
    stock_text = stock_words(len(state.stock))
    stock_w = max(w, measure(stock_text, px))
    stock_left = side_right["left"] + (gap * 2 if "left" in sides else 0.0)
    # With a seat at the left, at the top of the middle: diagonally away from that seat's pile, which lies low.
    centred = (middle_top + middle_bottom - ch - line_h) / 2
    stock_y = middle_top + slack if "left" in sides else centred
    stock_pos = QPointF(stock_left + (stock_w - w) / 2, stock_y)
    stock_label = QRectF(stock_left, stock_y + ch + gap * 0.3, stock_w, line_h)
    labels.append(LabelSpot((stock_text,), stock_label, True, None))
    regions["stock"] = QRectF(stock_left, stock_y - slack, stock_w + slack, ch + gap * 0.3 + line_h + slack)
    table_left = stock_left + stock_w + gap * 1.5
    table_right = side_right["right"] - gap
    table = QRectF(table_left, middle_top, max(0.0, table_right - table_left), max(0.0, middle_bottom - middle_top))
    regions["table"] = table
    regions["caption"] = QRectF(table_left, caption_bottom - caption_h, table.width(), caption_h)
    return Frame(w, hand_origin, piles, labels, stock_pos, table, regions)


def frame_fits(frame: Frame, size: tuple[float, float]) -> bool:
    """Every area inside the scene and none overlapping another."""
    scene = QRectF(0, 0, *size)
    rects = list(frame.regions.values())
    if not all(scene.contains(r) for r in rects):
        return False
    return not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
