"""Three and four online tables in one process: whole games dealt by the sealed shuffle of every seat, played round
the table in the engine's order and verified by every seat; partnerships of four; every seat's key shares reaching
the others; and a modified client in the third seat refused with a fault that names it, whoever it wrongs.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from table_helpers import TEST_GROUP, Relay, choose_move, from_seat, make_tables, play_out, run_until

from cassino_desktop.engine import (
    ADVANCED,
    ROYAL,
    Move,
    Variant,
    game_from_deck,
    with_house_rules,
)
from cassino_desktop.net import FaultKind, OnlineTable, Phase
from cassino_desktop.net.events import digest_of

Content = dict[str, Any]
PARTNERS = with_house_rules(ROYAL, {"partnerships": True})


def seated(variant: Variant, seed: int, players: int, *, dealer: int = 1) -> Relay:
    return Relay(make_tables(variant, seed, players=players, dealer=dealer))


@pytest.mark.parametrize(
    ("variant", "players", "seed"),
    [(ROYAL, 3, 1), (ADVANCED, 3, 2), (ROYAL, 4, 3), (PARTNERS, 4, 4)],
    ids=["royal-3", "advanced-3", "royal-4", "royal-partnerships"],
)
def test_every_seat_plays_the_game_to_its_end_and_verifies_the_same_deal(
    variant: Variant, players: int, seed: int
) -> None:
    relay = seated(variant, seed, players)
    play_out(relay, seed)
    tables = relay.tables
    assert all(table.verified() for table in tables), [table.fault for table in tables]
    assert len({table.deck() for table in tables}) == 1
    assert len({table.deal_code() for table in tables}) == 1
    assert len({table.moves() for table in tables}) == 1
    deck = tables[0].deck()
    assert deck is not None
    state = game_from_deck(variant, deck, dealer=1, players=players)
    movers = []
    for played in tables[0].moves():
        movers.append(state.to_move)
        assert played.seat == state.to_move, "every move was made in the engine's order round the table"
        state = state.apply(played.move)
    assert state.over and state.result() == tables[0].placeholder_world().result()  # type: ignore[union-attr]
    assert movers[:players] == [(1 + 1 + k) % players for k in range(players)], "the dealer's left hand leads"
    if variant.partnerships:
        assert len(state.result().sides) == 2


def test_each_seat_shuffles_and_all_but_the_last_relock_the_deck() -> None:
    relay = seated(ROYAL, 5, 4)
    relay.settle()
    rounds = [(sender, content["kind"]) for sender, content in relay.seen if content["kind"] in ("shuffle", "relock")]
    shuffles = [(seat, "shuffle") for seat in range(4)]
    assert rounds == [*shuffles, (0, "relock"), (1, "relock"), (2, "relock")]


def test_every_seat_sends_its_keys_for_every_hand_but_its_own_and_for_the_table() -> None:
    relay = seated(ROYAL, 6, 3)
    relay.settle()
    world = relay.tables[0]._playing_world()
    opens = {sender: set(content["at"]) for sender, content in relay.seen if content["kind"] == "open"}
    table = relay.tables[0]._table_positions(world)
    for seat in range(3):
        others = {p for other in range(3) if other != seat for p in relay.tables[0]._hand_positions(world, other)}
        assert opens[seat] == others | table
    for table_ in relay.tables:
        view = table_.state_for_me()
        assert view is not None and len(view.hand) == ROYAL.hand_size and table_.can_play() == (table_.seat == 2)


def test_the_table_says_whose_turn_it_is_round_the_table() -> None:
    relay = seated(ROYAL, 7, 3, dealer=0)
    assert [table.waiting_for() for table in relay.tables] == [1, 0, 0]  # each waits for the first hello it lacks
    relay.settle()
    assert [table.waiting_for() for table in relay.tables] == [1, 1, 1]
    chooser = random.Random(7)
    mover = relay.tables[1]
    relay.send(1, mover.play(choose_move(mover, chooser)))
    relay.settle()
    assert [table.waiting_for() for table in relay.tables] == [2, 2, 2]


# ------------------------------------------------------------------------------------------ the third seat breaks it


def honest(relay: Relay, culprit: int) -> list[OnlineTable]:
    return [table for table in relay.tables if table.seat != culprit]


def deliver_changed(relay: Relay, index: int, culprit: int, **fields: Any) -> None:
    """Deliver the event at ``index`` with some fields changed (its sender's client was modified, and chains its
    later events to the changed one), then everything in flight, until every honest seat has stopped or nothing
    is left."""
    sender, content = relay.pending[index]
    changed = {**content, **fields}
    relay.pending[index] = (sender, changed)
    mended = {digest_of(content): digest_of(changed)}
    while relay.pending and any(table.fault is None for table in honest(relay, culprit)):
        sender, content = relay.pending[0]
        if sender == culprit and content["prev"] in mended:
            rechained = {**content, "prev": mended[content["prev"]]}
            mended[digest_of(content)] = digest_of(rechained)
            relay.pending[0] = (sender, rechained)
        relay.deliver_one()


def faults_of(relay: Relay, culprit: int) -> list[tuple[int, FaultKind, str]]:
    """Every honest seat's fault: each must have stopped."""
    found = []
    for table in honest(relay, culprit):
        assert table.fault is not None, f"seat {table.seat} took what it should have refused"
        assert table.phase is Phase.FAULT
        found.append((table.fault.seat, table.fault.kind, table.fault.words))
    return found


def test_a_move_out_of_turn_from_the_third_seat_names_it_at_every_other_seat() -> None:
    relay = seated(ROYAL, 8, 3, dealer=0)  # seat 1 leads
    relay.settle()
    c = relay.tables[2]
    view = c.state_for_me()
    assert view is not None
    card = view.hand[0]
    position = c._position_of[card]
    sent = [content for sender, content in relay.seen if sender == 2]
    content = {
        "cassino": 1,
        "kind": "move",
        "n": len(sent),
        "prev": digest_of(sent[-1]),
        "move": str(Move.trail(card)),
        "at": position,
        "key": format(c.keys.at(position), "x"),
    }
    relay.send(2, [content])
    relay.settle()
    for seat, kind, words in faults_of(relay, 2):
        assert (seat, kind) == (2, FaultKind.UNEXPECTED) and "out of turn (it was seat 1's)" in words


def test_a_forged_move_from_the_fourth_seat_names_it() -> None:
    relay = seated(ROYAL, 9, 4)
    index = run_until(relay, from_seat(3, "move"))
    _, content = relay.pending[index]
    played = Move.parse(content["move"])
    other = next(card for card in relay.tables[0].known_cards() if card != played.card)
    deliver_changed(relay, index, 3, move=str(Move.trail(other)))
    for seat, kind, words in faults_of(relay, 3):
        assert (seat, kind) == (3, FaultKind.CARD) and f"played {other}, but its position" in words


def test_a_replayed_event_from_the_third_seat_names_it() -> None:
    relay = seated(ADVANCED, 10, 3)
    index = run_until(relay, from_seat(2, "move"))
    relay.pending.insert(index + 1, relay.pending[index])
    while relay.pending and any(table.fault is None for table in honest(relay, 2)):
        relay.deliver_one()
    for seat, kind, words in faults_of(relay, 2):
        assert (seat, kind) == (2, FaultKind.CHAIN) and "again (the very event): a replay" in words


def test_a_move_whose_key_opens_no_card_names_its_mover_though_others_keys_open_it_too() -> None:
    relay = seated(ROYAL, 11, 3)
    index = run_until(relay, from_seat(2, "move"))
    _, content = relay.pending[index]
    wrong = format(relay.tables[2].keys.at((content["at"] + 1) % 52), "x")
    deliver_changed(relay, index, 2, key=wrong)
    for seat, kind, words in faults_of(relay, 2):
        assert (seat, kind) == (2, FaultKind.KEY) and "opens no card" in words


@pytest.mark.parametrize("players", [3, 4])
def test_a_key_share_for_the_wrong_card_from_the_third_seat_is_found_by_every_seat_revealing(players: int) -> None:
    """With three or more seats a hand is opened by several others' keys: when they open no card, the seat cannot
    tell whose key was wrong. Every seat reveals its secret, and the one whose secret does not give the key it sent
    is named, at every honest seat alike."""
    relay = seated(ROYAL, 12, players)
    index = run_until(relay, from_seat(2, "open"))
    content = relay.pending[index][1]
    keys = content["keys"]
    deliver_changed(relay, index, 2, keys=[keys[1], keys[0], *keys[2:]])
    verdicts = faults_of(relay, 2)
    assert len(verdicts) == players - 1
    for seat, kind, words in verdicts:
        assert (seat, kind) == (2, FaultKind.KEY)
        assert f"secret does not give the key it sent for position {min(content['at'][:2])}" in words
    reveals = {sender for sender, sent in relay.seen if sent["kind"] == "reveal"}
    assert reveals == set(range(players)), "every seat revealed, the culprit's own program too"


def test_a_seat_that_reveals_in_the_middle_of_the_game_without_cause_is_named() -> None:
    relay = seated(ROYAL, 13, 3)
    index = run_until(relay, from_seat(2, "move"))
    relay.pending.pop(index)
    c = relay.tables[2]
    sent = [content for sender, content in relay.seen if sender == 2]
    earlier = sent[:-1]  # the move never left: seat 2 reveals instead
    reveal = {
        "cassino": 1,
        "kind": "reveal",
        "n": len(earlier),
        "prev": digest_of(earlier[-1]),
        "secret": c.keys.secret.hex(),
    }
    relay.pending.insert(index, (2, reveal))
    while relay.pending and any(table.fault is None for table in honest(relay, 2)):
        relay.deliver_one()
    for seat, kind, words in faults_of(relay, 2):
        assert (seat, kind) == (2, FaultKind.UNEXPECTED) and "without cause" in words


def test_two_seats_cannot_be_given_the_third_seat_s_events() -> None:
    """An event relabelled as another seat's breaks that seat's chain: nobody can speak for a third."""
    relay = seated(ROYAL, 14, 3)
    index = run_until(relay, from_seat(2, "move"))
    _, content = relay.pending.pop(index)
    for table in relay.tables[:2]:
        table.receive(1 if table.seat == 0 else 0, content)
    assert [table.fault.kind if table.fault else None for table in relay.tables[:2]] == [
        FaultKind.CHAIN,
        FaultKind.CHAIN,
    ]


def test_a_table_of_more_seats_than_the_variant_plays_is_refused() -> None:
    with pytest.raises(ValueError, match="does not seat 3 players"):
        OnlineTable.create(PARTNERS, 0, players=3, group=TEST_GROUP)
