"""Two online tables in one process: whole games dealt by the sealed shuffle, played to the end and verified by
both; what each seat may see; and every way a modified client can break the protocol, each refused with the
right fault.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from table_helpers import TEST_GROUP, Relay, choose_move, from_seat, make_tables, play_out, run_until

from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ORIGINAL,
    ROYAL,
    Card,
    GameState,
    IllegalMove,
    Move,
    Variant,
    game_from_deck,
    item_cards,
    with_house_rules,
)
from cassino_desktop.net import MODP_2048, FaultKind, OnlineTable, Phase, TableNotReady
from cassino_desktop.net.events import digest_of
from cassino_desktop.net.sealed_deck import opened_card

Content = dict[str, Any]


def true_deck(tables: list[OnlineTable]) -> list[Card]:
    """The dealt order, opened with both seats' keys: what neither seat knows alone until the end."""
    final = tables[0].final_deck()
    assert final is not None
    group = tables[0].group
    cards = [opened_card(group, final[k], [t.keys.at(k) for t in tables]) for k in range(52)]
    assert None not in cards
    return [CARDS[c] for c in cards if c is not None]


def true_state(tables: list[OnlineTable], known: dict[str, object] | None = None) -> GameState:
    """The game as it really stands (``known`` keeps the last one worked out, so a game's checks stay quick)."""
    table = tables[0]
    known = {} if known is None else known
    state = known.get("state")
    if not isinstance(state, GameState):
        state = game_from_deck(table.variant, true_deck(tables), dealer=table.dealer, players=table.players)
        known["moves"] = 0
    done = known.get("moves", 0)
    assert isinstance(done, int)
    for played in table.moves()[done:]:
        state = state.apply(played.move)
    known["state"], known["moves"] = state, len(table.moves())
    return state


def check_views(relay: Relay) -> None:
    """Each seat sees its own hand (all of it or part while sealed), the real table and piles, and no more."""
    tables = relay.tables
    if tables[0].final_deck() is None or any(t.phase is Phase.FAULT for t in tables):
        return
    truth = true_state(tables, relay.truth)
    for table in tables:
        view = table.state_for_me()
        assert view is not None
        assert set(view.hand) <= set(truth.hands[table.seat])
        assert view.table == truth.table
        assert view.captured == truth.captured
        assert view.hand_sizes == tuple(len(hand) for hand in truth.hands)
        if table.can_play():
            assert view.hand == truth.hands[table.seat]


VARIANTS = [
    ADVANCED,
    ROYAL,
    ORIGINAL,
    with_house_rules(ROYAL, {"draw": True}),
    with_house_rules(ADVANCED, {"builder_duty": "take-or-add", "faces_take_all": True}),
]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name + ("+rules" if v.changed_fields() else ""))
@pytest.mark.parametrize("seed", [1, 2])
def test_two_tables_play_a_whole_game_and_both_verify_it(variant: Variant, seed: int) -> None:
    tables = make_tables(variant, seed, dealer=seed % 2)
    relay = Relay(tables)
    play_out(relay, seed, before_each=check_views)
    assert [t.fault for t in tables] == [None, None]
    assert [t.phase for t in tables] == [Phase.VERIFIED, Phase.VERIFIED]
    assert all(t.finished() and t.verified() for t in tables)
    assert tables[0].deck() == tables[1].deck() == tuple(true_deck(tables))
    truth = true_state(tables)
    assert truth.over and len(tables[0].moves()) == 48
    assert tables[0].moves() == tables[1].moves()
    for table in tables:
        view = table.state_for_me()
        assert view is not None and view.over and view.captured == truth.captured


def test_a_game_in_the_published_2048_bit_group_plays_and_verifies() -> None:
    """The one game at full size (some seconds of arithmetic): its largest event, a deck of 52 numbers of 2048
    bits, must fit in a Matrix event (65,536 bytes at most)."""
    tables = make_tables(ADVANCED, 4, group=MODP_2048)
    relay = Relay(tables)
    play_out(relay, 4)
    assert [t.phase for t in tables] == [Phase.VERIFIED, Phase.VERIFIED]
    largest = max(len(json.dumps(content)) for _, content in relay.seen)
    assert 25_000 < largest < 40_000


def test_the_same_seeds_deal_the_same_and_other_seeds_deal_otherwise() -> None:
    decks = []
    for seed in (5, 5, 6):
        tables = make_tables(ADVANCED, seed)
        Relay(tables).settle()
        decks.append(true_deck(tables))
    assert decks[0] == decks[1] != decks[2]


def test_the_events_are_json_and_small_enough_for_a_message() -> None:
    tables = make_tables(ROYAL, 3, group=TEST_GROUP)
    relay = Relay(tables)
    play_out(relay, 3)
    assert all(json.loads(json.dumps(content)) == content for _, content in relay.seen)
    kinds = [content["kind"] for _, content in relay.seen]
    assert kinds[:5] == ["hello", "hello", "shuffle", "shuffle", "relock"]
    assert kinds.count("move") == 48 and kinds.count("reveal") == 2
    assert len(relay.seen) < 100


def test_both_seats_see_one_deal_code_and_a_server_between_them_cannot_give_them_one() -> None:
    """A server that plays seat 1 to the first player and seat 0 to the second deals each a game of its own: the
    codes they read to each other differ."""
    tables = make_tables(ADVANCED, 30)
    assert [t.deal_code() for t in tables] == [None, None]
    Relay(tables).settle()
    code = tables[0].deal_code()
    assert code is not None and code == tables[1].deal_code()
    assert len(code) == 19 and code.replace(" ", "").isdigit()
    with_server, server_with = make_tables(ADVANCED, 31), make_tables(ADVANCED, 32)
    Relay([with_server[0], server_with[1]]).settle()
    Relay([server_with[0], with_server[1]]).settle()
    assert with_server[0].deal_code() != with_server[1].deal_code()


# ---------------------------------------------------------------------------------------------- the local player


def test_the_local_player_cannot_move_out_of_turn_illegally_or_after_a_fault() -> None:
    tables = make_tables(ADVANCED, 7)
    relay = Relay(tables)
    with pytest.raises(TableNotReady):
        tables[0].play(Move.trail(CARDS[0]))
    relay.settle()
    mover = next(t for t in tables if t.can_play())
    waiting = tables[1 - mover.seat]
    assert not waiting.can_play()
    view = waiting.state_for_me()
    assert view is not None
    with pytest.raises(TableNotReady, match="turn"):
        waiting.play(Move.trail(view.hand[0]))
    not_mine = next(c for c in CARDS if c not in (mover.state_for_me() or view).hand)
    with pytest.raises(IllegalMove):
        mover.play(Move.trail(not_mine))
    waiting.receive(mover.seat, {"cassino": 1})
    assert waiting.fault is not None
    with pytest.raises(TableNotReady, match="stopped"):
        waiting.play(Move.trail(view.hand[0]))


def test_an_event_from_no_seat_is_the_transports_mistake() -> None:
    table = OnlineTable.create(ADVANCED, 0, group=TEST_GROUP)
    for sender in (2, -1, True, "1"):
        with pytest.raises(ValueError, match="seat from 0 to 1"):
            table.receive(sender, {})  # type: ignore[arg-type]
    assert table.fault is None


def test_create_refuses_what_is_not_played_online() -> None:
    from cassino_desktop.engine import CLEARANCE

    with pytest.raises(ValueError, match="not played online"):
        OnlineTable.create(CLEARANCE, 0)
    with pytest.raises(ValueError, match="does not seat 3 players"):
        OnlineTable.create(with_house_rules(ADVANCED, {"partnerships": True}), 0, players=3)
    with pytest.raises(ValueError, match="does not seat 5 players"):
        OnlineTable.create(ADVANCED, 0, players=5)
    with pytest.raises(ValueError, match="numbered"):
        OnlineTable.create(ADVANCED, 2)


# ---------------------------------------------------------------------------------------------- a modified client


def deliver_changed(relay: Relay, index: int, **fields: Any) -> None:
    """Deliver the event at ``index`` with some fields changed: its sender's client was modified."""
    sender, content = relay.pending[index]
    relay.pending[index] = (sender, {**content, **fields})
    while relay.pending and all(t.fault is None for t in relay.tables):
        relay.deliver_one()


def next_in_chain(relay: Relay, seat: int) -> dict[str, Any]:
    """The ``n`` and ``prev`` of ``seat``'s next event, as its own client would write them."""
    sent = [content for sender, content in relay.seen if sender == seat]
    return {"n": len(sent), "prev": digest_of(sent[-1])}


def fault_of(table: OnlineTable) -> tuple[int, FaultKind, str]:
    assert table.fault is not None, "the table took what it should have refused"
    assert table.phase is Phase.FAULT
    return table.fault.seat, table.fault.kind, table.fault.words


def test_a_forged_move_naming_another_card_than_its_position_holds_is_refused() -> None:
    relay = Relay(make_tables(ADVANCED, 11))
    index = run_until(relay, from_seat(1, "move"))
    _, content = relay.pending[index]
    played = Move.parse(content["move"])
    other = next(c for c in CARDS if c != played.card)
    deliver_changed(relay, index, move=str(Move.trail(other)))
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.CARD)
    assert f"played {other}, but its position {content['at']} holds {played.card}" in words
    assert relay.tables[0].moves() == relay.tables[1].moves()[:-1], "the forged move was not played"


def test_a_move_from_a_position_not_in_the_hand_is_refused() -> None:
    relay = Relay(make_tables(ADVANCED, 12))
    index = run_until(relay, from_seat(1, "move"))
    table_position = next(iter(relay.tables[0]._table_positions(relay.tables[0]._playing_world())))
    deliver_changed(relay, index, at=table_position)
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.CARD) and "not in its hand" in words


def test_a_move_out_of_turn_is_refused() -> None:
    relay = Relay(make_tables(ADVANCED, 13, dealer=1))
    relay.settle()
    assert relay.tables[0].can_play(), "seat 0 leads when seat 1 deals"
    b = relay.tables[1]
    view = b.state_for_me()
    assert view is not None
    card = view.hand[0]
    position = b._position_of[card]
    content = {"cassino": 1, "kind": "move", **next_in_chain(relay, 1), "move": str(Move.trail(card)), "at": position}
    content["key"] = format(b.keys.at(position), "x")
    relay.tables[0].receive(1, content)
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.UNEXPECTED) and "out of turn" in words


def test_a_key_for_another_position_is_refused() -> None:
    relay = Relay(make_tables(ROYAL, 14))
    index = run_until(relay, from_seat(1, "open"))
    keys = relay.pending[index][1]["keys"]
    deliver_changed(relay, index, keys=[keys[1], keys[0], *keys[2:]])
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.KEY) and "opens no card" in words


def test_a_key_for_a_position_the_rules_keep_sealed_is_refused() -> None:
    """Opening a stock card early would hurt only its sender, but it is not the protocol: refused all the same."""
    relay = Relay(make_tables(ROYAL, 15))
    index = run_until(relay, from_seat(1, "open"))
    content = relay.pending[index][1]
    stock = relay.tables[0]._position_of[relay.tables[0]._playing_world().stock[0]]
    deliver_changed(relay, index, at=[stock, *content["at"][1:]])
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.KEY) and f"position {stock}, whose card the rules do not show" in words


def test_a_move_before_the_keys_it_owes_is_refused() -> None:
    relay = Relay(make_tables(ADVANCED, 16, dealer=0))  # seat 1 leads
    index = run_until(relay, from_seat(1, "open"))
    _, kept_back = relay.pending.pop(index)  # seat 1 keeps back the keys of seat 0's hand and the table...
    b = relay.tables[1]
    while relay.pending:
        relay.deliver_one()
    assert b.can_play()
    content = b.play(choose_move(b, random.Random(0)))[0]  # ...and moves, its chain mended to hide the gap
    assert content["n"] == kept_back["n"] + 1
    content = {**content, "n": kept_back["n"], "prev": kept_back["prev"]}
    relay.tables[0].receive(1, content)
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.UNEXPECTED) and "before the keys" in words


def test_a_duplicate_event_is_refused_as_a_replay() -> None:
    relay = Relay(make_tables(ADVANCED, 17))
    index = run_until(relay, from_seat(1, "move"))
    relay.pending.insert(index + 1, relay.pending[index])
    while relay.pending and relay.tables[0].fault is None:
        relay.deliver_one()
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.CHAIN) and "again (the very event): a replay" in words


def test_a_changed_event_sent_again_is_refused_as_a_replay() -> None:
    relay = Relay(make_tables(ADVANCED, 17))
    index = run_until(relay, from_seat(1, "move"))
    sender, content = relay.pending[index]
    relay.pending.insert(index + 1, (sender, {**content, "at": (content["at"] + 1) % 52}))
    while relay.pending and relay.tables[0].fault is None:
        relay.deliver_one()
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.CHAIN) and "a different event" in words


def test_events_out_of_order_are_refused() -> None:
    """Seat 1 plays the last card of a round and opens seat 0's new hand: two events in flight, swapped."""
    relay = Relay(make_tables(ADVANCED, 18, dealer=1))

    def followed(sender: int, content: Content) -> bool:
        return sender == 1 and content["kind"] == "move" and any(c["n"] == content["n"] + 1 for s, c in relay.pending)

    first = run_until(relay, followed)
    second = next(i for i, (s, c) in enumerate(relay.pending) if c["n"] == relay.pending[first][1]["n"] + 1 and s == 1)
    relay.pending[first], relay.pending[second] = relay.pending[second], relay.pending[first]
    while relay.pending and relay.tables[0].fault is None:
        relay.deliver_one()
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.CHAIN) and "dropped or they came out of order" in words


def test_a_changed_event_breaks_the_chain_after_it() -> None:
    relay = Relay(make_tables(ADVANCED, 19))
    index = run_until(relay, from_seat(1, "open"))
    deliver_changed(relay, index, prev="0" * 64)
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.CHAIN) and "hash chain breaks" in words


def test_an_event_of_another_table_is_refused() -> None:
    other = make_tables(ADVANCED, 20)
    other[1].table = "!other:test"
    here = OnlineTable.create(ADVANCED, 1, table="!other:test", group=TEST_GROUP)
    hello_elsewhere = here.outgoing()[0]
    other[0].receive(1, hello_elsewhere)
    seat, kind, _ = fault_of(other[0])
    assert (seat, kind) == (1, FaultKind.CHAIN)


def test_a_table_set_otherwise_is_refused() -> None:
    a = OnlineTable.create(ADVANCED, 0, group=TEST_GROUP)
    b = OnlineTable.create(with_house_rules(ADVANCED, {"builder_duty": "take-or-add"}), 1, group=TEST_GROUP)
    a.receive(1, b.outgoing()[0])
    seat, kind, words = fault_of(a)
    assert (seat, kind) == (1, FaultKind.TERMS) and "house rules" in words
    c = OnlineTable.create(ADVANCED, 1, group=MODP_2048)
    a2 = OnlineTable.create(ADVANCED, 0, group=TEST_GROUP)
    a2.receive(1, {**c.outgoing()[0]})
    assert fault_of(a2)[1] is FaultKind.TERMS and "group" in fault_of(a2)[2]


def test_a_deck_round_that_no_honest_seat_could_make_is_refused() -> None:
    relay = Relay(make_tables(ORIGINAL, 21))
    index = run_until(relay, from_seat(1, "shuffle"))
    deck = list(relay.pending[index][1]["deck"])
    deck[10] = deck[11]
    deliver_changed(relay, index, deck=deck)
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.DECK) and "same value twice" in words


def test_a_rule_breaking_move_is_refused_with_the_rule() -> None:
    relay = Relay(make_tables(ADVANCED, 22))
    index = run_until(relay, from_seat(1, "move"))
    played = Move.parse(relay.pending[index][1]["move"])
    world = relay.tables[0]._playing_world()
    loose = [c for item in world.table for c in item_cards(item) if c.rank != played.card.rank]
    illegal = Move.capture(played.card, sorted(loose)[:1])
    deliver_changed(relay, index, move=str(illegal))
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.ILLEGAL) and f"move {illegal} is illegal" in words


def test_a_wrong_secret_revealed_at_the_end_is_refused() -> None:
    relay = Relay(make_tables(ROYAL, 23))
    index = run_until(relay, from_seat(1, "reveal"))
    deliver_changed(relay, index, secret="ab" * 32)
    seat, kind, words = fault_of(relay.tables[0])
    assert (seat, kind) == (1, FaultKind.REVEAL) and "does not give the key it sent" in words
    relay.settle()
    assert relay.tables[1].verified(), "the honest seat's secret checked out at the other"


def test_a_secret_revealed_before_the_end_is_refused() -> None:
    relay = Relay(make_tables(ROYAL, 24))
    relay.settle()
    b = relay.tables[1]
    content = {"cassino": 1, "kind": "reveal", **next_in_chain(relay, 1), "secret": b.keys.secret.hex()}
    relay.tables[0].receive(1, content)
    assert fault_of(relay.tables[0])[:2] == (1, FaultKind.UNEXPECTED)


def test_an_echo_of_ones_own_event_is_ignored_and_an_impostor_is_not() -> None:
    relay = Relay(make_tables(ADVANCED, 25))
    relay.settle()
    a = relay.tables[0]
    own = next(content for sender, content in relay.seen if sender == 0)
    assert a.receive(0, own) == [] and a.fault is None
    a.receive(0, {**own, "n": 99})
    assert fault_of(a)[:2] == (0, FaultKind.CHAIN)


def hidden_hand_cheat(tables: list[OnlineTable]) -> Move | None:
    """A build seat 1 may not make (it keeps no card of the value) that seat 0, not seeing its hand, must let by."""
    b, a = tables[1], tables[0]
    view, seen_by_a = b.state_for_me(), a.state_for_me()
    assert view is not None and seen_by_a is not None
    truth = true_state(tables)
    for card in view.hand:
        for item in view.table:
            if isinstance(item, Card) and card.rank + item.rank <= 10:
                build = Move.build(card.rank + item.rank, card, [item])
                unseen = seen_by_a.unseen_cards()
                if truth.why_illegal(build) is not None and truth.why_illegal(build, could_also_hold=unseen) is None:
                    return build
    return None


def applying_anything(apply: Callable[..., GameState]) -> Callable[..., GameState]:
    """``GameState.apply`` as a modified client calls it: as if the mover held every card besides its own."""

    def modified(state: GameState, move: Move, could_also_hold: object = ()) -> GameState:
        return apply(state, move, could_also_hold=CARDS)

    return modified


def cheated_game(seed: int, monkeypatch: pytest.MonkeyPatch) -> tuple[list[OnlineTable], Move] | None:
    """A game in which seat 1 makes ``hidden_hand_cheat``'s build and both play on to the end; None when this
    seed gives no chance to cheat or leaves the cheat with no move it may make (an owner may not trail)."""
    tables = make_tables(ADVANCED, 100 + seed)
    relay = Relay(tables)
    chooser = random.Random(seed)
    cheat: Move | None = None
    while True:
        relay.settle()
        movers = [t for t in tables if t.can_play()]
        if not movers:
            return None if cheat is None else (tables, cheat)
        mover = movers[0]
        if cheat is None and mover.seat == 1:
            cheat = hidden_hand_cheat(tables)
            if cheat is not None:
                with monkeypatch.context() as patched:  # seat 1's client is modified to skip the rule it breaks
                    patched.setattr(GameState, "apply", applying_anything(GameState.apply))
                    relay.send(1, mover.play(cheat))
                assert tables[0].fault is None or tables[0].fault.seat != 1, "seat 0 cannot see the hand: it takes it"
                continue
        view = mover.state_for_me()
        assert view is not None
        if not view.legal_moves():
            return None
        relay.send(mover.seat, mover.play(chooser.choice(view.legal_moves())))


def test_a_move_only_the_hidden_hand_makes_illegal_is_found_at_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """Building without keeping a card of the value: the other seat cannot see that at once, but the replay of
    the whole deal at the end does, and blames the builder."""
    played = next(game for seed in range(60) if (game := cheated_game(seed, monkeypatch)) is not None)
    tables, cheat = played
    seat, kind, words = fault_of(tables[0])
    assert (seat, kind) == (1, FaultKind.ILLEGAL)
    assert f"({cheat}) was illegal with the cards it held" in words
    assert tables[0].finished() and not tables[0].verified()
