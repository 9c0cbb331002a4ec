"""The table's geometry: card size, seats kept together, builds fanned, badges apart.

The layout is pure arithmetic over a state and a scene size, so every claim is
checked over many sizes and all three table sizes without a window.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from cassino_desktop.engine import ADVANCED, CLEARANCE, Build, GameState, item_cards, load_position, new_game
from cassino_desktop.ui.cards.builtin_deck import CARD_ASPECT
from cassino_desktop.ui.table.seats import seat_sides
from cassino_desktop.ui.table.table_layout import (
    BUILD_FAN,
    Layout,
    card_width_for,
    compute_layout,
    spread_badges,
)
from cassino_desktop.ui.table.table_words import card_count

VIEW_SIZES = [(700, 400), (760, 450), (900, 520), (1024, 520), (1280, 560), (1280, 640), (1600, 800), (1920, 1000)]


def crowded(players: int) -> GameState:
    """Nine table items, two of them builds side by side with long badges, and cards in every pile."""
    hands = {
        2: [["9S", "KD", "TH", "QD"], ["5D", "6C", "8C", "QH"]],
        3: [["9S", "KD", "TH"], ["5D", "6C", "8C"], ["QH", "KH", "KC"]],
        4: [["9S", "KD", "TH"], ["5D", "6C", "8C"], ["QH", "KH", "KC"], ["AC", "QC", "2H"]],
    }[players]
    table: list[Any] = [
        "3C",
        {"value": 10, "owner": 0, "groups": [["4H", "6H"], ["7D", "3D"]]},
        {"value": 12, "owner": players - 1, "groups": [["8D", "4D"], ["9C", "3H"]]},
        "JC",
        "QS",
        "TD",
        "5S",
        "7S",
        "AH",
    ]
    captured = [["AS", "2S", "3S"], ["4S"], ["6S", "8S"], ["JS", "KS"]][:players]
    return load_position({"variant": "royal", "to_move": 0, "hands": hands, "table": table, "captured": captured})


def opening(players: int) -> GameState:
    return new_game(CLEARANCE if players > 2 else ADVANCED, 11, players=players, dealer=players - 1)


def scene_rect(size: tuple[float, float]) -> QRectF:
    return QRectF(0, 0, *size)


def inside(outer: QRectF, inner: QRectF) -> bool:
    """``inner`` within ``outer``, give or take rounding."""
    return outer.adjusted(-0.01, -0.01, 0.01, 0.01).contains(inner)


def card_rect(layout: Layout, pos: Any) -> QRectF:
    return QRectF(pos.x(), pos.y(), layout.width, layout.width * CARD_ASPECT)


def test_cards_fill_the_room_they_are_given() -> None:
    # The window's old first size left the table about 780 x 620 and gave 82 px cards.
    assert card_width_for(780, 620) >= 85
    # With the side panel hidden the same window gives the table its whole width.
    assert card_width_for(1100, 620) >= 100
    assert card_width_for(1920, 1000) >= 150
    for players in (2, 3, 4):
        widths = [card_width_for(w, h, players) for w, h in VIEW_SIZES]
        assert widths == sorted(widths), "a bigger view never gets smaller cards"
        assert widths[0] >= 50, "even a small view keeps readable cards"


@pytest.mark.parametrize(("players", "size"), list(itertools.product((2, 3, 4), VIEW_SIZES)))
@pytest.mark.parametrize("make", [opening, crowded])
def test_no_two_areas_overlap_and_all_lie_on_the_felt(players: int, size: tuple[int, int], make: Any) -> None:
    state = make(players)
    layout = compute_layout(state, size)
    felt = scene_rect(size)
    named = list(layout.regions.items())
    assert {"stock", "table"} <= set(layout.regions)
    for seat in range(players):
        assert {f"hand {seat}", f"pile {seat}", f"label {seat}"} <= set(layout.regions)
    for name, rect in named:
        assert inside(felt, rect), f"{name} {rect} leaves the {size} felt"
    for (a, ra), (b, rb) in itertools.combinations(named, 2):
        assert not ra.intersects(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    # Every card lies in its own area: hands, piles, stock and the table items.
    for seat, hand in enumerate(state.hands):
        for c in hand:
            assert inside(layout.regions[f"hand {seat}"], card_rect(layout, layout.cards[c].pos))
        for c in state.captured[seat]:
            assert inside(layout.regions[f"pile {seat}"], card_rect(layout, layout.cards[c].pos))
    for c in state.stock:
        assert inside(layout.regions["stock"], card_rect(layout, layout.cards[c].pos))
    table = layout.regions["table"]
    for it in state.table:
        for c in item_cards(it):
            assert inside(table, card_rect(layout, layout.cards[c].pos)), f"{c} off the table area at {size}"
    for spot in layout.badges:
        assert inside(table, spot.rect), f"badge {spot.text} off the table area at {size}"
    # No two table items overlap.
    for ra, rb in itertools.combinations(layout.item_rects, 2):
        assert not ra.intersects(rb)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seat_keeps_its_name_pile_and_hand_together(players: int) -> None:
    state = crowded(players)
    size = (1280.0, 640.0)
    layout = compute_layout(state, size)
    w = layout.width
    sides = seat_sides(players)
    for seat in range(players):
        hand = layout.regions[f"hand {seat}"]
        pile = layout.regions[f"pile {seat}"]
        label = layout.regions[f"label {seat}"]
        if sides[seat] in ("top", "bottom"):
            assert 0 < pile.left() - hand.right() < 0.5 * w, "the pile lies just right of the hand"
            assert 0 < label.left() - pile.right() < 0.5 * w, "the name lies just right of the pile"
            assert abs(pile.center().y() - hand.bottom() + w * CARD_ASPECT / 2) < 6
            assert pile.top() <= label.center().y() <= pile.bottom()
        else:
            assert 0 < pile.top() - hand.bottom() < 0.5 * w, "the pile lies just below the hand"
            assert 0 < label.top() - pile.bottom() < 0.5 * w, "the name lies just below the pile"
            assert abs(pile.center().x() - hand.center().x()) < 4
    # The stock stands apart from every pile, labelled as the stock.
    stock = layout.regions["stock"]
    for seat in range(players):
        pile = layout.regions[f"pile {seat}"]
        apart = max(
            stock.left() - pile.right(),
            pile.left() - stock.right(),
            stock.top() - pile.bottom(),
            pile.top() - stock.bottom(),
        )
        assert apart > 0.25 * w
    texts = [spot.lines for spot in layout.labels]
    assert ("Stock: " + str(len(state.stock)),) in texts
    by_seat = {spot.seat: spot.lines for spot in layout.labels if spot.seat is not None}
    assert by_seat[0][-1] == "3 cards" and by_seat[1][-1] == "1 card"
    if players > 2:
        assert by_seat[0][0].endswith("You") and by_seat[0][0].startswith("\N{BLACK RIGHT-POINTING TRIANGLE}")


def test_pile_sizes_carry_their_unit() -> None:
    assert [card_count(n) for n in (0, 1, 2, 52)] == ["0 cards", "1 card", "2 cards", "52 cards"]


@pytest.mark.parametrize(("players", "size"), list(itertools.product((2, 3, 4), VIEW_SIZES)))
def test_every_card_of_a_build_shows_its_corner_index(players: int, size: tuple[int, int]) -> None:
    """The top-left quarter of each card's width, a third of its height, is covered by no card above it."""
    state = crowded(players)
    layout = compute_layout(state, size)
    w = layout.width
    on_table = [c for it in state.table for c in item_cards(it)]
    builds = [it for it in state.table if isinstance(it, Build)]
    for build in builds:
        xs = sorted(layout.cards[c].pos.x() for c in build.cards)
        assert all(b - a >= BUILD_FAN * w - 1e-6 for a, b in itertools.pairwise(xs))
        assert len({round(layout.cards[c].pos.y(), 3) for c in build.cards}) == 1
    for c in on_table:
        place = layout.cards[c]
        index = QRectF(place.pos.x() + 1, place.pos.y() + 1, w * 0.25, w * CARD_ASPECT / 3)
        for other in on_table:
            above = layout.cards[other]
            if other != c and above.z > place.z:
                assert not card_rect(layout, above.pos).intersects(index), f"{other} hides the index of {c}"


@pytest.mark.parametrize(("players", "size"), list(itertools.product((2, 3, 4), VIEW_SIZES)))
def test_badges_of_builds_side_by_side_never_meet(players: int, size: tuple[int, int]) -> None:
    state = crowded(players)
    layout = compute_layout(state, size)
    rects = [spot.rect for spot in layout.badges]
    assert len(rects) == 2
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)
    for spot in layout.badges:
        span = [layout.cards[c].pos.x() for c in spot.build.cards]
        # Over its own build: the badge's centre lies over the build's cards.
        assert min(span) <= spot.rect.center().x() <= max(span) + layout.width


def test_spreading_moves_touching_badges_apart_and_back_onto_the_felt() -> None:
    rects = [QRectF(100, 50, 120, 20), QRectF(150, 50, 120, 20), QRectF(-30, 90, 80, 20), QRectF(560, 90, 80, 20)]
    spread = spread_badges(rects, 600.0)
    assert not spread[0].intersects(spread[1])
    assert spread[0].left() == 100, "the first keeps its place; the next moves over"
    assert spread[2].left() >= 0 and spread[3].right() <= 600
    assert all(r.top() == o.top() and r.size() == o.size() for r, o in zip(spread, rects, strict=True))
    crammed = spread_badges([QRectF(0, 0, 190, 20), QRectF(10, 0, 190, 20), QRectF(420, 0, 190, 20)], 600.0)
    assert all(not a.intersects(b) for a, b in itertools.combinations(crammed, 2))
    assert crammed[0].left() >= 0 and crammed[-1].right() <= 600
