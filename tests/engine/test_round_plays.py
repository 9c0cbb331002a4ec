"""The plays of the round: public history a seat may reason from, reset by every deal."""

from __future__ import annotations

import random

import pytest

from cassino_desktop.engine import ADVANCED, CLEARANCE, ROYAL, Move, Play, Variant, new_game, view_for


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL, CLEARANCE], ids=lambda v: v.name)
def test_each_play_is_recorded_with_the_table_it_was_made_on(variant: Variant) -> None:
    rnd = random.Random(5)
    state = new_game(variant, 21)
    assert state.round_plays == ()
    new_rounds = 0
    while not state.over:
        move = rnd.choice(sorted(state.legal_moves(), key=Move.sort_key))
        after = state.apply(move)
        if after.round == state.round and not after.over:
            assert after.round_plays == (*state.round_plays, Play(state.to_move, move, state.table))
        elif not after.over:
            new_rounds += 1
            assert after.round_plays == ()
        for seat in range(after.players):
            assert view_for(after, seat).round_plays == after.round_plays
        state = after
    assert new_rounds == 52 // (2 * variant.hand_size) - 1


def test_plays_do_not_change_what_the_position_is() -> None:
    state = new_game(ROYAL, 3)
    after = state.apply(sorted(state.legal_moves(), key=Move.sort_key)[0])
    fresh = after.replaced()
    assert fresh.round_plays == after.round_plays
    cleared = type(after)(
        after.variant,
        dealer=after.dealer,
        to_move=after.to_move,
        hands=after.hands,
        table=after.table,
        stock=after.stock,
        captured=after.captured,
        sweeps=after.sweeps,
        last_capturer=after.last_capturer,
        round=after.round,
    )
    assert cleared.round_plays == ()
    assert cleared == after
