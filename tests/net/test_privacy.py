"""What a server sees, with one seat's every key besides, opens no card of another hand or the stock.

The recorder here keeps every event sent (as the server relaying them does) and holds all of seat 1's keys
(as seat 1 itself does, or a server seat 1 gave them to). It tries every key it holds, its own and every
one sent, on every locked value of every round, and on each value of the final deck every set of two or more
keys for that value's position. It opens exactly the cards seat 1 was shown (its hand, the table, the cards
played), so it does try; never a card of another hand or of the stock before it is played. With three seats the
same holds for one seat, and for two seats pooling every key they hold against the third: together they open
what either was shown, and nothing of the third hand or of the stock.
"""

from __future__ import annotations

import itertools

from table_helpers import SMALL_GROUP, Relay, make_tables, play_out

from cassino_desktop.engine import ROYAL
from cassino_desktop.net.sra import Group


def keys_seen(relay: Relay) -> dict[int, list[int]]:
    """Every key sent in an event, by the position it was sent for: the keys opened for a hand or the table, and
    the keys of the cards played."""
    found: dict[int, list[int]] = {}
    for _, content in relay.seen:
        if content["kind"] == "open":
            positions, keys = content["at"], content["keys"]
            assert isinstance(positions, list) and isinstance(keys, list)
            for position, key in zip(positions, keys, strict=True):
                found.setdefault(position, []).append(int(key, 16))
        elif content["kind"] == "move":
            position, key = content["at"], content["key"]
            assert isinstance(position, int) and isinstance(key, str)
            found.setdefault(position, []).append(int(key, 16))
    return found


def locked_values(relay: Relay) -> list[list[int]]:
    """The decks of every round, in order (the last is the final deck)."""
    decks: list[list[int]] = []
    for _, content in relay.seen:
        if content["kind"] in ("shuffle", "relock"):
            deck = content["deck"]
            assert isinstance(deck, list)
            decks.append([int(value, 16) for value in deck])
    return decks


def recorder_opens(group: Group, decks: list[list[int]], keys: dict[int, list[int]]) -> set[int]:
    """The cards some locked value opens to: as it is, with any one key held, or (in the final deck) with any two
    or more keys held for its position.

    "Does ``value`` unlocked by ``key`` give a code" is asked the other way round, "is some code locked by
    ``key`` among the values", which takes 52 exponentiations a key instead of one a value."""
    every_value = {value for deck in decks for value in deck}
    every_key = {key for position_keys in keys.values() for key in position_keys}
    opened = {card for card, code in enumerate(group.codes) if code in every_value}
    for key in every_key:
        opened.update(card for card, code in enumerate(group.codes) if group.lock(code, key) in every_value)
    for position, value in enumerate(decks[-1]):
        held = sorted(set(keys.get(position, [])))
        for size in range(2, len(held) + 1):
            for chosen in itertools.combinations(held, size):
                card = group.card_of(group.unlock(value, list(chosen)))
                if card is not None:
                    opened.add(card)
    return opened


def check_recorder(relay: Relay, seats: tuple[int, ...] = (1,)) -> None:
    """The recorder holding every event and all the keys of ``seats`` opens exactly what they were shown."""
    keys = keys_seen(relay)
    shown: set[int] = set()
    for seat in seats:
        table = relay.tables[seat]
        for position in range(52):
            keys.setdefault(position, []).append(table.keys.at(position))
        keys.setdefault(-1, []).append(table.keys.master)
        shown_to_seat = {int(card) for card in table._known.values()}
        view = table.state_for_me()
        assert view is not None and shown_to_seat == {int(card) for card in view.seen_cards()}
        shown |= shown_to_seat
    opened = recorder_opens(SMALL_GROUP, locked_values(relay), keys)
    assert opened == shown, f"the recorder opens exactly what seats {seats} were shown, and nothing else"


def test_a_recorder_with_one_seats_keys_opens_nothing_of_the_other_hand_or_the_stock() -> None:
    tables = make_tables(ROYAL, 8, group=SMALL_GROUP)
    relay = Relay(tables)
    checked: list[int] = []

    def at_some_moves(relay: Relay) -> None:
        if len(tables[0].moves()) in (0, 21, 40):
            check_recorder(relay)
            checked.append(len(tables[0].moves()))

    play_out(relay, 8, before_each=at_some_moves)
    assert checked == [0, 21, 40]
    assert all(t.verified() for t in tables)


def test_with_three_seats_one_seat_s_keys_or_two_seats_pooled_open_nothing_of_the_third_hand_or_the_stock() -> None:
    tables = make_tables(ROYAL, 9, group=SMALL_GROUP, players=3)
    relay = Relay(tables)
    checked: list[int] = []

    def at_some_moves(relay: Relay) -> None:
        if len(tables[0].moves()) in (0, 13, 31):
            check_recorder(relay, (1,))
            check_recorder(relay, (1, 2))
            hidden = {int(card) for card in tables[0].state_for_me().hand}  # type: ignore[union-attr]
            assert hidden and not hidden & {int(c) for t in tables[1:] for c in t.known_cards()}
            checked.append(len(tables[0].moves()))

    play_out(relay, 9, before_each=at_some_moves)
    assert checked == [0, 13, 31]
    assert all(t.verified() for t in tables)
