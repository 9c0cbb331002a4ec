"""The table in words, item by item, as a screen reader says it: what ``TableAccess`` hands Qt's accessibility tree.

One entry per thing a sighted player sees: each card of the hand face up at
the bottom ("Seven of hearts", in your hand), each loose card and each build
on the table ("Build of 9, West’s", with its cards), the other players' hands
as a count only, your captured pile and the stock. What it names comes from
what the scene draws: a card is named only while its item lies face up, so a
hidden hand (the others', or every hand while the screen is passed) never
leaks a card.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from ...engine import Build, Card, GameState, Variant, item_cards
from ..i18n import translator
from ..words import card_name, listed
from .scene import TableScene
from .seats import COMPUTERS, PARTNERS, YOURS, Viewpoint

_ = translator("table_access")

CARD = "card"
BUILD = "build"
HAND = "hand"
PILE = "pile"
STOCK = "stock"


@dataclass(frozen=True)
class Entry:
    """One thing on the felt as a screen reader says it."""

    key: Hashable
    """What it stays the same accessible object for: a card, the n-th build, a seat's hand or pile, the stock."""
    kind: str
    name: str
    description: str
    cards: tuple[Card, ...] = ()
    """The cards it covers on the felt (for its place on the screen), hidden ones included."""
    selectable: bool = False
    selected: bool = False
    focused: bool = False


def _card_list(cards: Sequence[Card]) -> str:
    """Cards in words, listed as the refusals list them: "Two of clubs, Five of spades and Ace of hearts"."""
    return listed([card_name(card) for card in cards])


def _build_name(build: Build, viewpoint: Viewpoint, variant: Variant) -> str:
    """A build as its badge says it, in a sentence: "Build of 9, West’s", "Fixed build of 10, yours", "Group of 8"."""
    value = build.value
    if build.owner is None:
        return _("Group of {value}").format(value=value)
    whose = viewpoint.ownership(build.owner, variant)
    if whose == YOURS:
        return (_("Fixed build of {value}, yours") if build.multiple else _("Build of {value}, yours")).format(
            value=value
        )
    if whose == PARTNERS:
        text = (
            _("Fixed build of {value}, your partner {owner}’s")
            if build.multiple
            else _("Build of {value}, your partner {owner}’s")
        )
        return text.format(value=value, owner=viewpoint.names[build.owner])
    if whose == COMPUTERS:
        text = _("Fixed build of {value}, the computer’s") if build.multiple else _("Build of {value}, the computer’s")
        return text.format(value=value)
    text = _("Fixed build of {value}, {owner}’s") if build.multiple else _("Build of {value}, {owner}’s")
    return text.format(value=value, owner=viewpoint.names[build.owner])


def _fitting(viewpoint: Viewpoint | None, state: GameState) -> Viewpoint:
    """The viewpoint given, if it is of this table; else the usual one (you at seat 0), as the layout does."""
    if viewpoint is None or viewpoint.players != state.players:
        return Viewpoint.of(state.players)
    return viewpoint


def describe_table(scene: TableScene) -> list[Entry]:
    """Everything the scene shows, in reading order: your hand, the table, the other hands, your pile, the stock.

    A card is named only if the scene draws it face up; a hand that is not
    face up is one entry saying how many cards it holds.
    """
    state = scene.state
    if state is None:
        return []
    viewpoint = _fitting(scene.viewpoint, state)
    shown = viewpoint.shown

    def face_up(cards: Sequence[Card]) -> bool:
        return all(scene.card_item(card).face_up for card in cards)

    def focused(cards: Sequence[Card]) -> bool:
        return any(scene.card_item(card).focused for card in cards)

    entries: list[Entry] = []
    hand = scene.own_hand()
    chosen = scene.selected_hand_card()
    hand_listed = shown is not None and bool(hand) and face_up(hand)
    if hand_listed:
        for card in hand:
            name, where = card_name(card), _("In your hand")
            entries.append(Entry((CARD, card), CARD, name, where, (card,), True, card == chosen, focused((card,))))
    marked = set(scene.selected_table_cards())
    builds = 0
    for item in state.table:
        cards = item_cards(item)
        selected = bool(marked) and set(cards) <= marked
        if isinstance(item, Build):
            name = _build_name(item, viewpoint, state.variant)
            description = _("On the table: {cards}").format(cards=_card_list(cards))
            entries.append(Entry((BUILD, builds), BUILD, name, description, cards, True, selected, focused(cards)))
            builds += 1
        else:
            card = cards[0]
            name = card_name(card) if face_up(cards) else _("A card, face down")  # only ever in flight
            entries.append(Entry((CARD, card), CARD, name, _("On the table"), cards, True, selected, focused(cards)))
    for seat in _seats_from(viewpoint):
        held = state.hands[seat]
        if seat == shown and hand_listed:
            continue  # its cards are listed one by one above
        entries.append(_hand_entry(state, viewpoint, seat, held, face_up(held)))
    if shown is not None:
        taken = len(state.captured[shown])
        name = _("You have taken %n card(s)", n=taken)
        entries.append(Entry((PILE, shown), PILE, name, _("Your pile"), tuple(state.captured[shown])))
    stock = len(state.stock)
    entries.append(Entry((STOCK,), STOCK, _("Stock: %n card(s)", n=stock), _("Face down"), tuple(state.stock)))
    return entries


def _seats_from(viewpoint: Viewpoint) -> list[int]:
    """Every seat, starting from the one at the bottom and going round as play does."""
    return [(viewpoint.bottom + step) % viewpoint.players for step in range(viewpoint.players)]


def _hand_entry(state: GameState, viewpoint: Viewpoint, seat: int, held: Sequence[Card], open_: bool) -> Entry:
    """A hand that is not yours to see card by card: how many cards, and (only when they lie face up) which."""
    name = viewpoint.names[seat]  # in the player's words already
    count = len(held)
    taken = len(state.captured[seat])
    title = _("{name}: %n card(s) in hand", n=count).format(name=name)
    to_play = seat == state.to_move and not state.over
    if open_ and held:
        text = (
            _("Face up: {cards}. {name} has taken %n card(s) and is to play.", n=taken)
            if to_play
            else _("Face up: {cards}. {name} has taken %n card(s).", n=taken)
        )
        description = text.format(cards=_card_list(held), name=name)
    else:
        text = (
            _("Face down. {name} has taken %n card(s) and is to play.", n=taken)
            if to_play
            else _("Face down. {name} has taken %n card(s).", n=taken)
        )
        description = text.format(name=name)
    return Entry((HAND, seat), HAND, title, description, tuple(held))
