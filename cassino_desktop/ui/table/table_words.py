"""The table in words: a pile's size, a build's badge, a seat's label, and the whole table for a screen reader.

The layout measures these words to make room for them, and the window hands
the description to a screen reader, which cannot see the cards drawn on the
felt; the wording lives here so ``table_layout`` stays geometry. The strings
keep the ``table_layout`` context of the translation files they were written
under.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Build, GameState, item_cards
from ..i18n import translator
from ..words import cards_text
from .seats import Viewpoint

_ = translator("table_layout")


def card_count(count: int) -> str:
    """'1 card', '3 cards': a pile's size with its unit."""
    return _("%n card(s)", n=count)


def stock_words(count: int) -> str:
    """The stock's label beside it: 'Stock: 24'."""
    return _("Stock: {count}").format(count=count)


def badge_text(build: Build, names: Sequence[str]) -> str:
    """What a build's badge says: 'build 10 · You', 'build 7, fixed · Computer' (a multiple build, never
    raised), or 'group of 8' in Clearance. The rule book's words "single" and "multiple" stay in the tooltip."""
    return badge_words(build.value, build.multiple, "" if build.owner is None else names[build.owner])


def badge_words(value: int, multiple: bool, owner_name: str) -> str:
    """A badge's words for a build of ``value`` owned by ``owner_name`` ('' for a Clearance group: nobody's)."""
    if not owner_name:
        return _("group of {value}").format(value=value)
    text = _("build {value}, fixed · {name}") if multiple else _("build {value} · {name}")
    return text.format(value=value, name=owner_name)


def table_description(state: GameState, viewpoint: Viewpoint | None = None) -> str:
    """The table in words, for a screen reader: the hand, what lies on the table, the others' hands and piles.

    A screen reader cannot see the cards drawn on the felt; this is what the
    view tells it instead, updated with every change, naming only what the
    seat whose hand shows can see (no hand at all while the screen is passed).
    """
    viewpoint = fitting_viewpoint(viewpoint, state)
    names, seat = viewpoint.names, viewpoint.shown
    items = []
    for item in state.table:
        if isinstance(item, Build):
            cards = cards_text(item_cards(item))
            items.append(_("{build} ({cards})").format(build=badge_text(item, names), cards=cards))
        else:
            items.append(item.pretty)
    table = ", ".join(items) or _("nothing")
    others = "; ".join(
        _("{name} holds {held} and has taken {taken}").format(
            name=names[other], held=card_count(len(held)), taken=card_count(len(state.captured[other]))
        )
        for other, held in enumerate(state.hands)
        if other != seat
    )
    stock = _("%n card(s) in the stock.", n=len(state.stock))
    if seat is None:
        return _("Every hand is face down while the screen is passed. On the table: {table}. {others}. {stock}").format(
            table=table, others=others, stock=stock
        )
    hand = cards_text(state.hands[seat]) or _("no cards")
    taken = card_count(len(state.captured[seat]))
    return _("Your hand: {hand}. On the table: {table}. You have taken {taken}; {others}. {stock}").format(
        hand=hand, table=table, taken=taken, others=others, stock=stock
    )


def fitting_viewpoint(viewpoint: Viewpoint | None, state: GameState) -> Viewpoint:
    """The viewpoint given, if it is of this table; else the usual one (you at seat 0)."""
    if viewpoint is None or viewpoint.players != state.players:
        return Viewpoint.of(state.players)
    return viewpoint


def seat_label_lines(state: GameState, seat: int, viewpoint: Viewpoint | None = None) -> tuple[str, str]:
    """A seat's name (marked when it is to move at a bigger table) and its pile size."""
    viewpoint = fitting_viewpoint(viewpoint, state)
    name = viewpoint.names[seat]
    variant, bottom = state.variant, viewpoint.bottom
    if variant.partnerships and seat != bottom and variant.side_of(seat) == variant.side_of(bottom):
        if bottom == viewpoint.shown:
            name = _("{name}, your partner").format(name=name)
        else:
            name = _("{name}, partner of {partner}").format(name=name, partner=viewpoint.names[bottom])
    if state.players > 2 and seat == state.to_move and not state.over:
        name = f"\N{BLACK RIGHT-POINTING TRIANGLE} {name}"
    return name, card_count(len(state.captured[seat]))
