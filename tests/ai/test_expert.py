"""The expert: honest sampling, an exact last-deal solver, budgets and cancels."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from exact_play import minimax

from cassino_desktop.ai import Budget, CancelToken
from cassino_desktop.ai import expert as expert_module
from cassino_desktop.ai import reading as reading_module
from cassino_desktop.ai.expert import MAX_WORLDS, MIN_WORLDS, SOLVER_NODE_LIMIT, ExpertPlayer, Limits
from cassino_desktop.ai.player import as_budget, sorted_legal_moves
from cassino_desktop.ai.solver import LastDealSolver
from cassino_desktop.ai.worlds import all_cards_known, passed_up, sample_world
from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ORIGINAL,
    ROYAL,
    Build,
    Card,
    GameState,
    Move,
    Play,
    SeatView,
    SplitMix64,
    Variant,
    new_game,
    parse_cards,
    view_for,
    with_house_rules,
)

VARIANTS = [ORIGINAL, ADVANCED, ROYAL]


class TickingClock:
    """A fake clock that moves on ``tick`` seconds each time it is read: the search's own work makes its time.

    Once past ``cancel_at`` it cancels ``cancel`` and counts the reads after
    that, so a test sees how far a search goes after a cancel without a real
    clock, whatever the machine's speed.
    """

    def __init__(self, tick: float = 0.001, cancel: CancelToken | None = None, cancel_at: float = float("inf")) -> None:
        self.now = 1000.0
        self.tick = tick
        self.cancel = cancel
        self.cancel_at = cancel_at
        self.reads_after_cancel = 0

    def __call__(self) -> float:
        self.now += self.tick
        if self.cancel is not None and self.now >= self.cancel_at:
            self.reads_after_cancel += self.cancel.cancelled
            self.cancel.cancel()
        return self.now


def never_read() -> float:
    raise AssertionError("a world budget must not read the clock")


class CountingExpert(ExpertPlayer):
    """The expert, noting how many worlds each of its searches sampled."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.worlds: list[int] = []

    def _rollout_values(self, *args: Any, **kwargs: Any) -> dict[Move, list[float]]:
        samples = super()._rollout_values(*args, **kwargs)
        self.worlds.append(max((len(values) for values in samples.values()), default=0))
        return samples


def play_to(variant: Variant, seed: int, plies: int) -> GameState:
    rng = SplitMix64(seed)
    state = new_game(variant, seed)
    for _ in range(plies):
        if state.over:
            break
        moves = sorted(state.legal_moves(), key=Move.sort_key)
        state = state.apply(moves[rng.below(len(moves))])
    return state


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_sampled_worlds_agree_with_everything_the_seat_knows(variant: Variant) -> None:
    rng = SplitMix64(3)
    for seed in range(40):
        state = play_to(variant, seed, 3 + seed % 40)
        if state.over:
            continue
        seat = state.to_move
        view = view_for(state, seat)
        world = sample_world(view, rng)
        assert view_for(world, seat) == view
        assert sorted(world.all_cards()) == sorted(state.all_cards())
        for item in world.table:
            if isinstance(item, Build) and item.owner is not None:
                assert any(item.value in variant.values(c) for c in world.hands[item.owner])


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_in_the_last_deal_the_one_world_is_the_true_position(variant: Variant) -> None:
    state = play_to(variant, 11, 42)
    view = view_for(state, state.to_move)
    assert all_cards_known(view)
    assert sample_world(view, SplitMix64(1)) == state


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_solver_values_equal_plain_minimax(variant: Variant) -> None:
    for seed in range(6):
        state = play_to(variant, 100 + seed, 43)  # the last deal, a few cards in each hand
        if state.over:
            continue
        seat = state.to_move
        solver = LastDealSolver(seat, float("inf"), CancelToken(), 10**7)
        values = solver.values(state, state.legal_moves())
        for move, value in values.items():
            assert value == minimax(state.apply(move), seat), (str(move), seed)


def test_every_sampled_world_is_rolled_out_never_solved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before the last deal each move is rolled out once a world, both sides playing as Hard on their own views.

    A search of the world would let the other player see the expert's hand, which no real opponent does.
    """
    solvers: list[object] = []

    class Recording(LastDealSolver):
        def __init__(self, *args: object, **kwargs: object) -> None:
            solvers.append(args)
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(expert_module, "LastDealSolver", Recording)
    state = play_to(ADVANCED, 8, 3)
    view = view_for(state, state.to_move)
    rolled: list[int] = []
    original = ExpertPlayer.rollout

    def counting(self: ExpertPlayer, *args: object, **kwargs: object) -> float:
        rolled.append(1)
        return original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ExpertPlayer, "rollout", counting)
    values = ExpertPlayer(1).evaluate(view, Budget(worlds=2), CancelToken())
    assert not solvers
    assert len(rolled) == 2 * len(values)
    with pytest.raises(ValueError, match="doubt must be between 0 and 1"):
        ExpertPlayer(doubt=0.0)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_expert_plays_legal_moves_and_ignores_hidden_cards(variant: Variant) -> None:
    for seed in range(8):
        state = play_to(variant, 200 + seed, 5 + 5 * seed)
        if state.over:
            continue
        view = view_for(state, state.to_move)
        move = ExpertPlayer(seed=1).choose(view, Budget(worlds=3), CancelToken())
        assert move in state.legal_moves()
        # The same view over a different hidden deal gives the same choice.
        pool = list(view.unseen_cards())
        SplitMix64(seed).shuffle(pool)
        other = 1 - state.to_move
        size = len(state.hands[other])
        hands = [list(h) for h in state.hands]
        hands[other] = pool[:size]
        twin = state.replaced(hands=hands, stock=pool[size:])
        if any(isinstance(it, Build) and it.owner == other for it in state.table):
            continue  # the redeal above may break rule 4.5 for the other seat
        assert ExpertPlayer(seed=1).choose(view_for(twin, twin.to_move), Budget(worlds=3), CancelToken()) == move


def test_expert_keeps_to_its_budget_and_stops_when_cancelled() -> None:
    """On a clock that moves on as the search works: it stops inside its budget, and at once when cancelled.

    A millisecond a look at the clock: 0.2 s affords two worlds here, 2 s
    sixteen (then the choice is settled), 30 s would afford hundreds.
    """
    state = play_to(ADVANCED, 7, 4)
    view = view_for(state, state.to_move)
    searched: dict[float, int] = {}
    for seconds in (0.2, 2.0):
        clock = TickingClock()
        expert = CountingExpert(seed=2, clock=clock)
        started = clock.now
        assert expert.choose(view, seconds, CancelToken()) in state.legal_moves()
        assert clock.now - started <= seconds
        searched[seconds] = expert.worlds[-1]
    assert MIN_WORLDS <= searched[0.2] < searched[2.0]

    cancel = CancelToken()
    clock = TickingClock(cancel=cancel, cancel_at=1000.05)
    expert = CountingExpert(seed=2, clock=clock)
    assert expert.choose(view, 30.0, cancel) in state.legal_moves()
    assert cancel.cancelled
    assert clock.reads_after_cancel <= 1  # the search ends at the next look at the clock or the cancel
    assert expert.worlds[-1] < searched[0.2] + 2  # 0.05 s: what it had done by then, no more


def test_coach_values_every_legal_move() -> None:
    state = play_to(ROYAL, 9, 10)
    view = view_for(state, state.to_move)
    values = ExpertPlayer(seed=4).evaluate(view, Budget(worlds=2), CancelToken())
    assert set(values) == set(state.legal_moves())
    assert all(isinstance(v, float) for v in values.values())


def test_a_clear_choice_is_made_without_spending_the_whole_budget() -> None:
    """Round 2 just dealt: taking the big cassino, a sweep, beats everything in every world.

    The search stops once the worlds settle the choice, so a long budget is not used up.
    """
    cards = [Card.from_text(t) for t in ["TD", "TC", "3H", "5C", "8S"]]
    table, hand = cards[:1], cards[1:]
    rest = [c for c in CARDS if c not in cards]
    state = GameState(
        ROYAL,
        dealer=1,
        to_move=0,
        hands=[hand, rest[:4]],
        table=table,
        stock=rest[4:36],
        captured=[rest[36:42], rest[42:]],
        round=2,
    )
    view = view_for(state, 0)
    take = Move.capture(Card.from_text("TC"), [Card.from_text("TD")])
    clock = TickingClock()
    expert = CountingExpert(seed=3, clock=clock)
    started = clock.now
    assert expert.choose(view, 20.0, CancelToken()) == take
    assert expert.worlds[-1] < MAX_WORLDS
    assert clock.now - started < 0.25 * 20.0
    # A budget of worlds is not used up either.
    counted = CountingExpert(seed=3, clock=never_read)
    assert counted.choose(view, Budget(worlds=200), CancelToken()) == take
    assert counted.worlds[-1] < 200


def test_few_affordable_worlds_narrow_the_search_to_hards_best_three() -> None:
    moves = [Move.trail(Card.from_text(t)) for t in ["2C", "3C", "4C", "5C", "6C", "7C"]]
    expert = ExpertPlayer(clock=lambda: 100.0)
    assert expert._narrowed(moves, 0.1, 100.5) == moves[:3]  # 5 worlds left
    assert expert._narrowed(moves, 0.001, 100.5) == moves  # 500 worlds left
    assert expert._narrowed(moves[:3], 0.1, 100.5) == moves[:3]


def test_a_narrowed_search_chooses_among_the_moves_it_kept() -> None:
    """The moves left out after the first world keep one value and are never chosen.

    On a clock moving a millisecond a look, the first world here takes 0.08 s
    of a second's budget: about a dozen worlds are affordable, fewer than
    ``FEW_WORLDS``, so the search keeps Hard's best three of the four moves.
    """
    state = play_to(ROYAL, 5, 2)
    view = view_for(state, state.to_move)
    clock = TickingClock()
    player = ExpertPlayer(seed=6, clock=clock)
    moves = sorted(state.legal_moves(), key=Move.sort_key)
    assert len(moves) > expert_module.NARROW_CANDIDATES
    limits = Limits(clock() + 1.0, None, SOLVER_NODE_LIMIT)
    samples = player._rollout_values(view, moves, limits, CancelToken(), settle=True)
    kept = moves[: expert_module.NARROW_CANDIDATES]
    dropped = [m for m in moves if m not in kept]
    assert all(len(samples[m]) == 1 for m in dropped)
    assert len({len(samples[m]) for m in kept}) == 1 and len(samples[kept[0]]) >= MIN_WORLDS
    assert player._decide(samples, moves[0]) in kept
    # However well a move left out did in its one world, it is not chosen.
    assert player._decide({**samples, dropped[0]: [1000.0]}, moves[0]) in kept


def test_a_world_budget_never_reads_the_clock() -> None:
    """The same seed, position and number of worlds give the same move and values at any speed or load.

    On a world budget the search never looks at its clock, in an early round
    or in the exact last deal: it plays as it does with the real clock.
    """
    for state in (play_to(ROYAL, 5, 6), play_to(ADVANCED, 11, 42)):
        view = view_for(state, state.to_move)
        budget = Budget(worlds=8)
        move = ExpertPlayer(seed=7, clock=never_read).choose(view, budget, CancelToken())
        values = ExpertPlayer(seed=7, clock=never_read).evaluate(view, budget, CancelToken())
        assert move == ExpertPlayer(seed=7).choose(view, budget, CancelToken())
        assert values == ExpertPlayer(seed=7).evaluate(view, budget, CancelToken())


def test_a_budget_is_seconds_or_worlds_and_a_plain_number_is_seconds() -> None:
    assert as_budget(0.5) == Budget(seconds=0.5)
    assert as_budget(Budget(worlds=3)) == Budget(worlds=3)
    assert [str(b) for b in (Budget(seconds=1.0), Budget(worlds=40), Budget(worlds=8, nodes=5000))] == [
        "1 s",
        "40 worlds",
        "8 worlds, 5000 nodes",
    ]
    for wrong in (
        {},
        {"nodes": 10},
        {"seconds": 1.0, "worlds": 4},
        {"seconds": -1.0},
        {"seconds": float("nan")},
        {"seconds": float("inf")},
        {"worlds": 0},
        {"worlds": 4, "nodes": 0},
    ):
        with pytest.raises(ValueError, match="a budget"):
            Budget(**wrong)  # type: ignore[arg-type]


def test_a_node_budget_bounds_the_exact_search_of_the_last_deal() -> None:
    """Past its nodes the solver gives up and the last deal is sampled like an earlier one."""
    state = play_to(ROYAL, 11, 41)
    view = view_for(state, state.to_move)
    assert all_cards_known(view)
    solver = LastDealSolver(state.to_move, float("inf"), CancelToken(), 10**7)
    exact = solver.values(state, sorted_legal_moves(view))
    needed = solver.nodes
    enough = ExpertPlayer(seed=1, clock=never_read).appraise(view, Budget(worlds=4, nodes=needed), CancelToken())
    assert enough.exact
    assert enough.values == exact
    short = ExpertPlayer(seed=1, clock=never_read).appraise(view, Budget(worlds=4, nodes=needed - 1), CancelToken())
    assert not short.exact


def trailed_over(table: str) -> tuple[GameState, SeatView]:
    """Advanced: seat 1 trailed the 2D on ``table``; seat 0 (holding 7D 4C) is to move."""
    before = parse_cards(table.split())
    state = GameState(
        ADVANCED,
        dealer=0,
        to_move=0,
        hands=[parse_cards(["7D", "4C"]), parse_cards(["6H", "8S", "3D"])],
        table=(*before, Card.from_text("2D")),
        stock=[c for c in CARDS if c not in parse_cards(f"7D 4C 6H 8S 3D 2D {table}".split())][:20],
        round_plays=[Play(1, Move.trail(Card.from_text("2D")), before)],
    )
    return state, view_for(state, 0)


def test_a_trail_marks_the_cards_that_would_have_captured_as_unlikely() -> None:
    _, view = trailed_over("5H 9C KS")
    takers = {c for c in view.unseen_cards() if c.rank in (5, 9, 13)}
    assert passed_up(view) == {1: frozenset(takers)}
    # A seat learns nothing from its own trails, nor from captures and builds.
    mine = dataclasses.replace(view, round_plays=(Play(0, view.round_plays[0].move, view.round_plays[0].table),))
    assert passed_up(mine) == {}


def test_in_draw_cassino_a_trail_marks_nothing() -> None:
    """The trailer drew a card after the trail: a card that would have captured may be that one."""
    _, view = trailed_over("5H 9C KS")
    drawing = dataclasses.replace(view, variant=with_house_rules(ADVANCED, {"draw": True}))
    assert passed_up(drawing) == {}


def test_unlikely_cards_are_dealt_rarely_but_still_dealt() -> None:
    _, view = trailed_over("5H 9C KS")
    unlikely = passed_up(view)
    rng = SplitMix64(9)
    informed = uniform = 0
    for _ in range(3000):
        world = sample_world(view, rng, unlikely)
        assert view_for(world, 0) == view
        informed += any(c in unlikely[1] for c in world.hands[1])
        uniform += any(c in unlikely[1] for c in sample_world(view, rng).hands[1])
    # 9 of the 46 unseen cards (the 5s, 9s and kings) would have captured: a uniform deal of
    # three cards holds one 49% of the time; at a tenth of the weight, about 7%.
    assert 0.44 < uniform / 3000 < 0.54
    assert 0.03 < informed / 3000 < 0.12


def test_the_expert_samples_with_what_the_plays_revealed(monkeypatch: pytest.MonkeyPatch) -> None:
    _, view = trailed_over("5H 9C KS")
    seen: list[object] = []

    def recording(view: SeatView, rng: SplitMix64, unlikely: object = None) -> GameState:
        seen.append(unlikely)
        return sample_world(view, rng, unlikely)  # type: ignore[arg-type]

    monkeypatch.setattr(reading_module, "sample_world", recording)
    ExpertPlayer(1).evaluate(view, Budget(worlds=3), CancelToken())
    assert seen and all(u == passed_up(view) for u in seen)


def test_settled_needs_the_best_move_ahead_by_z_standard_errors() -> None:
    """World by world the first move gains 1, 0.5, 1, 0.5: 0.75 with a standard error of 0.144, 5.2 of them."""
    samples = {"first": [1.0, 2.0, 3.0, 4.0], "second": [0.0, 1.5, 2.0, 3.5]}
    assert ExpertPlayer._settled(samples, ["first", "second"])
    assert ExpertPlayer._settled(samples, ["first", "second"], z=5.0)
    assert not ExpertPlayer._settled(samples, ["first", "second"], z=5.5)
    tied = {"first": [1.0, 2.0], "second": [1.0, 2.0]}
    assert ExpertPlayer._settled(tied, ["first", "second"], z=100.0)
