"""The computer players: legal moves, honesty, determinism, card-counting odds, intervals and strength.

Behaviour is checked through the public functions only (``make_player``,
``choose``, ``holds_probability``, ``play_match``, ``run_tournament``,
``wilson_interval``), never through the heuristics' exact scores.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import types
from collections.abc import Iterator
from fractions import Fraction
from functools import cache

import pytest

from cassino_desktop.ai.evaluation import SWEEP, Threats, card_worth, cards_worth, holds_probability
from cassino_desktop.ai.levels import LEVELS, make_player
from cassino_desktop.ai.player import Budget, CancelToken, RememberingPlayer
from cassino_desktop.ai.tournament import MatchRecord, play_match, run_tournament, wilson_interval
from cassino_desktop.engine import (
    ADVANCED,
    CAPTURE,
    CARDS,
    ORIGINAL,
    ROYAL,
    Card,
    GameState,
    MatchPlay,
    Move,
    SeatView,
    SplitMix64,
    Variant,
    new_game,
    parse_cards,
    view_for,
)

VARIANT_LIST = [ORIGINAL, ADVANCED, ROYAL]
LEVEL_NAMES = ["easy", "medium", "hard"]
"""The fast levels, checked exhaustively here; the expert has tests of its own (test_expert.py)."""
BUDGET = 1.0
POSITIONS_PER_VARIANT = 300
EASY_SEED = 12345


# ------------------------------------------------------------------ positions from seeded random games


def random_game_states(variant: Variant, seed: int) -> Iterator[GameState]:
    """Every position (to move, not over) of one game of uniformly random legal moves."""
    rng = SplitMix64(seed ^ 0xC0FFEE)
    state = new_game(variant, seed, dealer=seed % 2)
    while not state.over:
        yield state
        moves = sorted(state.legal_moves(), key=Move.sort_key)
        state = state.apply(moves[rng.below(len(moves))])


@cache
def positions(variant: Variant, count: int = POSITIONS_PER_VARIANT) -> tuple[GameState, ...]:
    """``count`` positions from consecutive seeded random games of ``variant``."""
    found: list[GameState] = []
    for seed in itertools.count(1000):
        found.extend(random_game_states(variant, seed))
        if len(found) >= count:
            return tuple(found[:count])
    raise AssertionError("unreachable")


def choose(level: str, state: GameState, seat: int | None = None, seed: int = EASY_SEED) -> Move:
    """A fresh player of ``level`` chooses for ``seat`` (the mover by default) in ``state``."""
    player = make_player(level, seed)
    view = view_for(state, state.to_move if seat is None else seat)
    return player.choose(view, BUDGET, CancelToken())


def test_levels_are_the_four_named() -> None:
    assert set(LEVELS) == {*LEVEL_NAMES, "expert"}
    for name in LEVELS:
        assert make_player(name, 0).name == name
        assert make_player(f" {name.upper()} ", 0).name == name


def test_unknown_level_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster", 0)


# ------------------------------------------------------------------ legal moves


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("variant", VARIANT_LIST, ids=lambda v: v.name)
def test_every_level_plays_a_legal_move(level: str, variant: Variant) -> None:
    states = positions(variant)
    assert len(states) == POSITIONS_PER_VARIANT
    player = make_player(level, 3)
    cancel = CancelToken()
    for state in states:
        move = player.choose(view_for(state, state.to_move), BUDGET, cancel)
        assert isinstance(move, Move)
        assert move in state.legal_moves(), (state, move, state.legal_moves())


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("variant", VARIANT_LIST, ids=lambda v: v.name)
def test_not_this_seats_turn_is_a_value_error(level: str, variant: Variant) -> None:
    for state in positions(variant)[::25]:
        other = 1 - state.to_move
        with pytest.raises(ValueError):
            choose(level, state, seat=other)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_finished_game_is_a_value_error(level: str) -> None:
    state = new_game(ADVANCED, 5)
    rng = SplitMix64(5)
    while not state.over:
        moves = state.legal_moves()
        state = state.apply(moves[rng.below(len(moves))])
    for seat in (0, 1):
        with pytest.raises(ValueError):
            choose(level, state, seat=seat)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_single_legal_move_is_played(level: str) -> None:
    # Advanced face cards only pair: a king facing a table without a king can only trail.
    state = GameState(
        ADVANCED,
        dealer=1,
        to_move=0,
        hands=[[Card.from_text("KH")], [Card.from_text("5D")]],
        table=[Card.from_text("3C")],
        stock=[],
        captured=[[], []],
    )
    assert state.legal_moves() == [Move.parse("trail KH")]
    assert choose(level, state) == Move.parse("trail KH")


# ------------------------------------------------------------------ honesty


def shuffled_hidden(state: GameState, seed: int) -> GameState:
    """The same position for the mover, with the other hand and the stock redealt among themselves."""
    mover = state.to_move
    pool = [c for seat, hand in enumerate(state.hands) if seat != mover for c in hand] + list(state.stock)
    SplitMix64(seed).shuffle(pool)
    hands: list[list[Card]] = []
    pos = 0
    for seat, hand in enumerate(state.hands):
        if seat == mover:
            hands.append(list(hand))
        else:
            hands.append(pool[pos : pos + len(hand)])
            pos += len(hand)
    stock = pool[pos:]
    assert len(stock) == len(state.stock)
    return state.replaced(hands=hands, stock=stock)


def test_shuffled_hidden_keeps_the_movers_view() -> None:
    changed = 0
    for variant in VARIANT_LIST:
        for index, state in enumerate(positions(variant)[::10]):
            other = shuffled_hidden(state, index)
            assert sorted(other.all_cards()) == sorted(state.all_cards())
            assert view_for(other, state.to_move) == view_for(state, state.to_move)
            assert other.legal_moves() == state.legal_moves()
            changed += other != state
    assert changed > 0, "the shuffle never changed a hidden card: the honesty test would prove nothing"


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("variant", VARIANT_LIST, ids=lambda v: v.name)
def test_choice_does_not_depend_on_hidden_cards(level: str, variant: Variant) -> None:
    for index, state in enumerate(positions(variant)[::3]):
        other = shuffled_hidden(state, 7 * index + 1)
        # ``choose`` holds the state in its frame: a player peeking at the caller would see the difference.
        first = choose(level, state)
        second = choose(level, other)
        assert first == second, (variant.name, index, state.hands, other.hands, first, second)


def reachable(root: object) -> Iterator[tuple[object, str]]:
    """Every object reachable from ``root`` by attributes and items, with its path.

    Types, modules and function globals are not followed: what matters is what
    the object itself holds (attributes, slots, containers, bound selves, closures).
    """
    seen: set[int] = set()
    stack: list[tuple[object, str]] = [(root, "root")]
    while stack:
        obj, path = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        yield obj, path
        if obj is None or isinstance(obj, (int, float, str, bytes, type, types.ModuleType)):
            continue
        if isinstance(obj, types.MethodType):
            stack.append((obj.__self__, f"{path}.__self__"))
            stack.append((obj.__func__, f"{path}.__func__"))
            continue
        if isinstance(obj, types.FunctionType):
            for i, cell in enumerate(obj.__closure__ or ()):
                with contextlib.suppress(ValueError):  # an empty cell has no contents
                    stack.append((cell.cell_contents, f"{path}.__closure__[{i}]"))
            stack.extend((d, f"{path}.__defaults__[{i}]") for i, d in enumerate(obj.__defaults__ or ()))
            stack.extend((v, f"{path}.__kwdefaults__[{k!r}]") for k, v in (obj.__kwdefaults__ or {}).items())
            continue
        if isinstance(obj, dict):
            for k, v in obj.items():
                stack.append((k, f"{path}.key({k!r})"))
                stack.append((v, f"{path}[{k!r}]"))
            continue
        if isinstance(obj, (tuple, list, set, frozenset)):
            stack.extend((v, f"{path}[{i}]") for i, v in enumerate(obj))
            continue
        if hasattr(obj, "__dict__"):
            stack.extend((v, f"{path}.{k}") for k, v in vars(obj).items())
        for cls in type(obj).__mro__:
            slots = cls.__dict__.get("__slots__", ())
            for name in (slots,) if isinstance(slots, str) else slots:
                if hasattr(obj, name):
                    stack.append((getattr(obj, name), f"{path}.{name}"))


def paths_to_a_state(root: object) -> list[str]:
    return [path for obj, path in reachable(root) if isinstance(obj, GameState)]


def test_the_path_walker_finds_a_state() -> None:
    state = positions(ADVANCED)[0]
    assert paths_to_a_state(types.SimpleNamespace(inner=[{"x": (1, state)}])) == ["root.inner[0]['x'][1]"]
    assert paths_to_a_state(types.SimpleNamespace(method=state.legal_moves)) == ["root.method.__self__"]
    assert paths_to_a_state(types.SimpleNamespace(f=lambda: state.hands)) == ["root.f.__closure__[0]"]
    assert paths_to_a_state(types.SimpleNamespace(inner=[1, "a", (2.0,)])) == []


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("variant", VARIANT_LIST, ids=lambda v: v.name)
def test_no_attribute_path_from_view_or_player_to_a_state(level: str, variant: Variant) -> None:
    player = make_player(level, 1)
    for state in positions(variant)[::30]:
        for seat in (0, 1):
            view = view_for(state, seat)
            assert isinstance(view, SeatView)
            paths = paths_to_a_state(view)
            assert not paths, paths
        player.choose(view_for(state, state.to_move), BUDGET, CancelToken())
        paths = paths_to_a_state(player)
        assert not paths, paths


def test_view_holds_no_hidden_card() -> None:
    for variant in VARIANT_LIST:
        for state in positions(variant)[::20]:
            for seat in (0, 1):
                view = view_for(state, seat)
                hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.stock)
                assert view.hand == state.hands[seat]
                assert view.hidden_count() == len(hidden)
                assert view.stock_size == len(state.stock)
                assert hidden <= set(view.unseen_cards())
                leaks = [(path, obj) for obj, path in reachable(view) if isinstance(obj, Card) and obj in hidden]
                assert not leaks, leaks


def test_the_computers_view_of_a_fair_game_holds_neither_the_secret_nor_the_seed() -> None:
    play = MatchPlay.new(ADVANCED, cutter=lambda _commitment: "the player's cut")
    deal = play.match.fair_deals[0]
    secrets = {deal.seed, deal.sealed.secret, deal.sealed.salt, deal.sealed.secret.hex(), deal.cut}
    for _ in range(12):
        for seat in (0, 1):
            view = view_for(play.state, seat)
            leaks = [path for obj, path in reachable(view) if isinstance(obj, (int, bytes, str)) and obj in secrets]
            assert not leaks, leaks
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])


# ------------------------------------------------------------------ determinism


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_same_seed_same_choices(level: str) -> None:
    states = [s for v in VARIANT_LIST for s in positions(v)[::4]]
    first, second = make_player(level, 99), make_player(level, 99)
    a = [first.choose(view_for(s, s.to_move), BUDGET, CancelToken()) for s in states]
    b = [second.choose(view_for(s, s.to_move), BUDGET, CancelToken()) for s in states]
    assert a == b


def test_easy_seeds_differ_somewhere() -> None:
    states = [s for v in VARIANT_LIST for s in positions(v)[::2]]
    a = [choose("easy", s, seed=1) for s in states]
    b = [choose("easy", s, seed=2) for s in states]
    assert a != b, "easy chose the same move with two seeds in every position: is it random at all?"


def test_easy_plays_only_decent_moves() -> None:
    """Random, but never a move far below the best immediate worth (the greedy measure)."""
    from cassino_desktop.ai.easy import DECENT_MARGIN
    from cassino_desktop.ai.greedy import move_value

    below_best = 0
    for state in (s for v in VARIANT_LIST for s in positions(v)):
        view = view_for(state, state.to_move)
        best = max(move_value(view, m) for m in state.legal_moves())
        for seed in range(3):
            worth = move_value(view, choose("easy", state, seed=seed))
            assert worth >= best - DECENT_MARGIN - 1e-9
            below_best += worth < best
    assert below_best, "easy always played the best move: it is medium, not easy"


def without_timings(record: MatchRecord) -> MatchRecord:
    return dataclasses.replace(record, a_move_ms=[0.0] * len(record.a_move_ms), b_move_ms=[0.0] * len(record.b_move_ms))


@pytest.mark.parametrize(
    ("variant", "level_a", "level_b", "a_seat"),
    [(ORIGINAL, "easy", "hard", 0), (ADVANCED, "hard", "easy", 1), (ROYAL, "medium", "easy", 0)],
    ids=["original", "advanced", "royal"],
)
def test_play_match_is_reproducible(variant: Variant, level_a: str, level_b: str, a_seat: int) -> None:
    first = play_match(variant, level_a, level_b, 2024, a_seat, BUDGET)
    second = play_match(variant, level_a, level_b, 2024, a_seat, BUDGET)
    assert without_timings(first) == without_timings(second)
    assert first.a_seat == a_seat
    assert first.a_won in (0.0, 0.5, 1.0)
    assert first.games >= 1
    assert first.a_move_ms and first.b_move_ms
    assert all(t >= 0 for t in first.a_move_ms + first.b_move_ms)
    if variant.match_target is not None:
        assert max(first.a_points, first.b_points) >= variant.match_target
        assert first.a_points != first.b_points
        assert first.a_won == (1.0 if first.a_points > first.b_points else 0.0)
    else:
        assert first.games == 1
        assert first.a_points + first.b_points == 52
        expected = 1.0 if first.a_points > first.b_points else 0.0 if first.a_points < first.b_points else 0.5
        assert first.a_won == expected


def test_tournament_does_not_depend_on_the_number_of_workers() -> None:
    one = run_tournament(ORIGINAL, "medium", "easy", pairs=3, seed=8, jobs=1)
    two = run_tournament(ORIGINAL, "medium", "easy", pairs=3, seed=8, jobs=2)
    assert one.matches == two.matches == 6
    assert (one.a_score, one.low, one.high) == (two.a_score, two.low, two.high)
    assert (one.a_points_per_game, one.b_points_per_game) == (two.a_points_per_game, two.b_points_per_game)
    assert one.moves_digest == two.moves_digest
    other_seed = run_tournament(ORIGINAL, "medium", "easy", pairs=3, seed=9, jobs=1)
    assert other_seed.moves_digest != one.moves_digest


# ------------------------------------------------------------------ card counting odds


def brute_force_holds(unseen: int, hand: int, copies: int) -> Fraction:
    """The share of all ``hand``-card hands from ``unseen`` cards that hold one of the first ``copies``."""
    hands = list(itertools.combinations(range(unseen), hand))
    hits = sum(1 for h in hands if any(c < copies for c in h))
    return Fraction(hits, len(hands))


@pytest.mark.parametrize("unseen", range(1, 10))
def test_holds_probability_matches_brute_force(unseen: int) -> None:
    for hand in range(0, unseen + 1):
        for copies in range(0, min(4, unseen) + 1):
            expected = brute_force_holds(unseen, hand, copies)
            got = holds_probability(unseen, hand, copies)
            assert got == pytest.approx(float(expected), abs=1e-12), (unseen, hand, copies, got, expected)


@pytest.mark.parametrize("variant", VARIANT_LIST, ids=lambda v: v.name)
def test_threats_capture_worth_is_the_same_float_as_scoring_every_card(variant: Variant) -> None:
    """The threat count's cached worths change nothing: the hard level's scores stay exactly equal."""
    checked = 0
    for state in positions(variant)[:100]:
        view = view_for(state, state.to_move)
        threats = Threats(view, 1 - view.seat)
        for move in view.legal_moves():
            if move.kind == CAPTURE:
                for sweep in (False, True):
                    expected = card_worth(variant, move.card, threats.shares)
                    expected += cards_worth(variant, move.cards, threats.shares)
                    expected += SWEEP if sweep and variant.sweeps_score else 0.0
                    assert threats.capture_worth(move.card, move.cards, sweep) == expected
                    checked += 1
    assert checked > 100


def test_holds_probability_known_values() -> None:
    # Four copies among 40 unseen cards, a hand of 4: 1 - C(36,4)/C(40,4).
    assert holds_probability(40, 4, 4) == pytest.approx(1 - 58905 / 91390)
    # One copy: the hand's share of the unseen cards.
    assert holds_probability(20, 5, 1) == pytest.approx(5 / 20)
    assert holds_probability(44, 4, 1) == pytest.approx(4 / 44)


def test_holds_probability_edge_cases() -> None:
    assert holds_probability(30, 4, 0) == 0.0  # no copy left
    assert holds_probability(30, 0, 4) == 0.0  # an empty hand
    assert holds_probability(4, 4, 1) == 1.0  # the hand is every unseen card
    assert holds_probability(3, 4, 2) == 1.0  # more hand than unseen cards
    assert holds_probability(6, 4, 3) == 1.0  # the two cards outside the hand cannot hold all three copies
    assert holds_probability(8, 8, 4) == 1.0


def test_holds_probability_grows_with_hand_and_copies() -> None:
    for unseen in (12, 30, 48):
        for copies in range(1, 5):
            row = [holds_probability(unseen, hand, copies) for hand in range(0, unseen + 1)]
            assert row == sorted(row)
            assert all(0.0 <= p <= 1.0 for p in row)
        for hand in (1, 4, 8):
            column = [holds_probability(unseen, hand, copies) for copies in range(0, 5)]
            assert column == sorted(column)


# ------------------------------------------------------------------ Wilson interval


def test_wilson_interval_known_value() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=5e-4)
    assert high == pytest.approx(0.5962, abs=5e-4)


@pytest.mark.parametrize("trials", [1, 2, 5, 10, 37, 100, 1000])
def test_wilson_interval_contains_the_rate_within_zero_and_one(trials: int) -> None:
    for successes2 in range(1, 2 * trials):  # half successes count as draws; 0 and all: see below
        successes = successes2 / 2
        low, high = wilson_interval(successes, trials)
        assert 0.0 < low < successes / trials < high < 1.0, (successes, trials, low, high)


@pytest.mark.parametrize(("successes", "trials"), [(0, 20), (20, 20), (0, 11), (6, 6), (60, 60), (100, 100)])
def test_wilson_interval_at_the_extremes_contains_the_rate(successes: int, trials: int) -> None:
    # With no success (or all) the rate is 0 (or 1) and the interval must still contain it: it
    # should touch the bound exactly, not stop a rounding error short of it.
    low, high = wilson_interval(successes, trials)
    assert 0.0 <= low <= successes / trials <= high <= 1.0, (successes, trials, low, high)
    if successes == 0:
        assert low == 0.0
    else:
        assert high == 1.0


def test_wilson_interval_without_trials_is_everything() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_wilson_interval_narrows_with_more_trials() -> None:
    widths = []
    for trials in (10, 40, 160, 640):
        low, high = wilson_interval(0.7 * trials, trials)
        widths.append(high - low)
    assert widths == sorted(widths, reverse=True)
    assert widths[-1] < widths[0] / 4


def test_wilson_interval_is_symmetric() -> None:
    low, high = wilson_interval(30, 100)
    low2, high2 = wilson_interval(70, 100)
    assert low == pytest.approx(1 - high2)
    assert high == pytest.approx(1 - low2)


# ------------------------------------------------------------------ strength


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_stronger_levels_beat_easy(level: str) -> None:
    result = run_tournament(ADVANCED, level, "easy", pairs=30, seed=1, jobs=1)
    assert result.matches == 60
    assert result.rate > 0.6, (level, result)
    assert result.a_points_per_game > result.b_points_per_game, (level, result)


# ------------------------------------------------------------------ any number of seats, every variant


@pytest.mark.parametrize(
    ("variant_name", "players"), [("clearance", 2), ("advanced", 3), ("royal", 4), ("clearance", 3), ("clearance", 4)]
)
def test_every_level_plays_whole_games_at_any_table(variant_name: str, players: int) -> None:
    """Three or four seats, and Clearance: every level (the expert too) plays legal moves to the end.

    Each level sees only its view: the other hands are dealt again at every
    move, differently each time, and the choice must not change. The expert
    samples a number of worlds, not a time, so a twin of it with the same
    seed, asked the same questions, answers alike on any machine at any load.
    """
    from cassino_desktop.engine import VARIANTS

    variant = VARIANTS[variant_name]
    levels = ["expert", "hard", "medium", "easy"][:players]
    seats = [make_player(level, 5) for level in levels]
    shadow = make_player("expert", 5)
    budget = Budget(worlds=2)
    state = new_game(variant, 21 + players, dealer=players - 1, players=players)
    rng = SplitMix64(99)
    while not state.over:
        seat = state.to_move
        view = view_for(state, seat)
        move = seats[seat].choose(view, budget, CancelToken())
        assert move in state.legal_moves()
        # The same view over other hidden cards.
        pool = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.stock)
        rng.shuffle(pool)
        hands = [list(h) for h in state.hands]
        for other in range(players):
            if other != seat:
                size = len(hands[other])
                hands[other], pool = pool[:size], pool[size:]
        twin = state.replaced(hands=hands, stock=pool)
        fair = not any(b.owner not in (None, seat) for b in state.table if hasattr(b, "owner"))
        if levels[seat] == "expert":
            assert shadow.choose(view_for(twin, seat) if fair else view, budget, CancelToken()) == move
        elif levels[seat] in ("hard", "medium") and fair:
            assert make_player(levels[seat], 5).choose(view_for(twin, seat), budget, CancelToken()) == move
        state = state.apply(move)
    assert len(state.result().players) == players


@pytest.mark.parametrize(
    ("hand", "table", "trail"),
    [("2H 4C 7D", "6D TC", "2H"), ("2C 9C TC", "JC 6S QH", "2C")],
)
def test_hard_trails_a_low_card_and_keeps_the_high_ones(hand: str, table: str, trail: str) -> None:
    """No capture, no build: trail the card that would capture least later.

    Only the next exchange in view, both trails look alike (the 2 even looks a
    little worse); over the rest of the round the high card kept captures sums.
    The expert agrees (200 worlds: 2H -0.67 against 7D -1.15; 2C 0.53 against
    9C 0.27).
    """
    mine = list(parse_cards(hand.split()))
    laid = list(parse_cards(table.split()))
    rest = [c for c in CARDS if c not in mine + laid]
    state = GameState(
        ADVANCED,
        dealer=1,
        to_move=0,
        hands=[mine, rest[: len(mine)]],
        table=laid,
        stock=rest[len(mine) : len(mine) + 24],
        captured=[rest[40:46], rest[46:]],
        round=2,
    )
    assert choose("hard", state) == Move.trail(Card.from_text(trail))


# ------------------------------------------------------------------ remembered choices


class CountingPlayer:
    """Hard, counting the questions that reach it."""

    name = "hard"

    def __init__(self) -> None:
        self.asked = 0
        self._hard = make_player("hard")

    def choose(self, view: SeatView, budget: float, cancel: CancelToken) -> Move:
        self.asked += 1
        return self._hard.choose(view, budget, cancel)


def test_a_remembering_player_asks_once_per_view_and_answers_the_same() -> None:
    counting = CountingPlayer()
    remembering = RememberingPlayer(counting, limit=4)
    views = [view_for(state, state.to_move) for state in positions(ADVANCED)[:6]]
    never = CancelToken()
    first = [remembering.choose(view, 0.0, never) for view in views[:3]]
    again = [remembering.choose(dataclasses.replace(view), 0.0, never) for view in views[:3]]
    assert first == again == [make_player("hard").choose(view, 0.0, never) for view in views[:3]]
    assert counting.asked == 3  # an equal view is the same question
    assert remembering.name == "hard"
    for view in views[3:]:  # past its limit it starts afresh, and still answers right
        remembering.choose(view, 0.0, never)
    remembering.choose(views[0], 0.0, never)
    assert counting.asked == 7
    remembering.forget()
    assert remembering.choose(views[0], 0.0, never) == first[0]
    assert counting.asked == 8
