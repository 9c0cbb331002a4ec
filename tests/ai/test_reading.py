"""Reading the other players' plays: past views rebuilt exactly, worlds that explain the plays preferred."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.player import CancelToken
from cassino_desktop.ai.reading import PlayReader, past_decisions
from cassino_desktop.ai.worlds import all_cards_known, sample_world
from cassino_desktop.engine import ADVANCED, ROYAL, GameState, Move, SeatView, SplitMix64, Variant, new_game, view_for


def hard_game(variant: Variant, seed: int) -> Iterator[tuple[GameState, SeatView]]:
    """Every position of a game Hard plays against itself, with the view of the seat to move."""
    hard = HardPlayer()
    state = new_game(variant, seed, dealer=seed % 2)
    while not state.over:
        view = view_for(state, state.to_move)
        yield state, view
        state = state.apply(hard.choose(view, 0.0, CancelToken()))


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL], ids=lambda v: v.name)
def test_past_views_are_the_views_the_players_had(variant: Variant) -> None:
    checked = 0
    for seed in range(3):
        seen: list[SeatView] = []
        for state, view in hard_game(variant, seed):
            if not view.round_plays:
                seen = []
            for decision, then in zip(past_decisions(view), [v for v in seen if v.seat != view.seat], strict=True):
                held = (*state.hands[then.seat], *decision.played_since)
                rebuilt = dataclasses.replace(decision.view, hand=tuple(sorted(held)))
                assert dataclasses.replace(rebuilt, last_capturer=None) == dataclasses.replace(then, last_capturer=None)
                assert decision.move == view.round_plays[len(then.round_plays)].move
                if decision.view.last_capturer is not None:
                    assert decision.view.last_capturer == then.last_capturer
                checked += 1
            seen.append(view)
    assert checked > 100


@pytest.mark.parametrize("variant", [ADVANCED, ROYAL], ids=lambda v: v.name)
def test_the_true_world_explains_every_play_of_the_model(variant: Variant) -> None:
    explained = 0
    for seed in range(2):
        for state, view in hard_game(variant, 40 + seed):
            reader = PlayReader(view, HardPlayer())
            assert reader.misses(state) == 0
            explained += len(past_decisions(view))
    assert explained > 50


def test_read_worlds_agree_with_the_view_and_explain_the_plays_more_often() -> None:
    plain_misses = read_misses = worlds = 0
    rng = SplitMix64(8)
    for _state, view in hard_game(ADVANCED, 7):
        if all_cards_known(view) or not past_decisions(view):
            continue
        reader = PlayReader(view, HardPlayer())
        for _ in range(10):
            world = reader.sample(rng)
            assert view_for(world, view.seat) == view
            read_misses += reader.misses(world)
            plain_misses += reader.misses(sample_world(view, rng))
            worlds += 1
    assert worlds > 100
    assert read_misses < 0.6 * plain_misses


class CountingHard(HardPlayer):
    """The hard level, counting how often it is asked."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        self.asked += 1
        return super().choose(view, budget, cancel)


def test_past_its_deadline_the_reader_draws_no_more_worlds() -> None:
    """Reading must not push the expert over its budget: out of time, the first world drawn stands, unread."""
    rng = SplitMix64(3)
    read = late = 0
    model = CountingHard()
    for _state, view in hard_game(ROYAL, 5):
        if all_cards_known(view) or not past_decisions(view):
            continue
        reader = PlayReader(view, model)
        for _ in range(5):
            world = reader.sample(rng, deadline=0.0)
            assert view_for(world, view.seat) == view
        late += reader.drawn
        read += 5
    assert read > 50
    assert late == read
    assert model.asked == 0


def test_a_sharper_reading_explains_the_plays_more_often_and_odd_settings_are_refused() -> None:
    """``doubt`` is the chance a world survives a play it fails to explain: smaller keeps fewer such worlds."""
    misses = {0.9: 0, 0.01: 0}
    for doubt in misses:
        rng = SplitMix64(21)
        for _state, view in hard_game(ADVANCED, 9):
            if all_cards_known(view) or not past_decisions(view):
                continue
            reader = PlayReader(view, HardPlayer(), doubt=doubt, tries=32)
            for _ in range(5):
                misses[doubt] += reader.misses(reader.sample(rng)) > 0
    assert misses[0.01] < 0.5 * misses[0.9]
    view = view_for(new_game(ADVANCED, 1), 0)
    for doubt, tries in ((0.0, 8), (1.0, 8), (0.2, 0)):
        with pytest.raises(ValueError, match="doubt must be between 0 and 1"):
            PlayReader(view, HardPlayer(), doubt=doubt, tries=tries)


def test_a_cancelled_reader_reads_nothing_more() -> None:
    """After a cancel the reader counts no misses and draws one world a sample: the search can stop at once."""
    rng = SplitMix64(4)
    checked = 0
    for _state, view in hard_game(ROYAL, 6):
        if all_cards_known(view) or not past_decisions(view):
            continue
        cancel = CancelToken()
        reader = PlayReader(view, HardPlayer(), cancel=cancel)
        cancel.cancel()
        world = reader.sample(rng)
        assert view_for(world, view.seat) == view
        assert reader.drawn == 1
        assert reader.misses(world) == 0.0
        checked += 1
    assert checked > 5
