"""The computer players and the coach under house rules: they ask the engine, so they follow every switch.

Nothing in the players knows a preset by name. These tests check that every
level plays whole games by every preset (each move legal by the engine's
rules of that game), that a scoring switch changes what a card is worth to
them (Spade Cassino's spades), and that the coach's exact values in the
last deal are the engine's final scores under the switches.
"""

from __future__ import annotations

import pytest
from exact_play import minimax

from cassino_desktop.ai import Budget, CancelToken
from cassino_desktop.ai.expert import ExpertPlayer
from cassino_desktop.ai.levels import make_player
from cassino_desktop.engine import (
    ADVANCED,
    CARDS,
    ORIGINAL,
    PRESETS,
    ROYAL,
    GameState,
    Move,
    Variant,
    load_position,
    new_game,
    view_for,
    with_house_rules,
)

RULED = [
    with_house_rules(base, {"preset": preset.name})
    for preset in PRESETS
    if preset.name != "standard"
    for base in (ORIGINAL, ADVANCED, ROYAL)
    if preset.applies(base)
]


def _name(variant: Variant) -> str:
    return f"{variant.name}-{'-'.join(f'{k}' for k in sorted(variant.changed_fields()))}"


@pytest.mark.parametrize("variant", RULED, ids=_name)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_plays_whole_games_by_every_preset(variant: Variant, level: str) -> None:
    players = [make_player(level, 1), make_player(level, 2)]
    cancel = CancelToken()
    for seed in range(2):
        state = new_game(variant, seed)
        while not state.over:
            move = players[state.to_move].choose(view_for(state, state.to_move), 0.05, cancel)
            assert move in state.legal_moves(), (str(move), variant.changed_fields())
            state = state.apply(move)
        assert len(state.all_cards()) == 52


@pytest.mark.parametrize("variant", RULED[::3], ids=_name)
def test_the_expert_plays_by_every_preset(variant: Variant) -> None:
    expert = ExpertPlayer(3)
    cancel = CancelToken()
    state = new_game(variant, 9)
    for _ in range(12):
        move = expert.choose(view_for(state, state.to_move), Budget(worlds=3), cancel)
        assert move in state.legal_moves()
        state = state.apply(move)


def _spade_choice_position(rules: dict[str, object]) -> GameState:
    """6C takes the 6 of spades, or 7H takes the 2 and 5: a spade, or the same cards with the 9 left behind."""
    return load_position(
        {
            "variant": "advanced",
            "to_move": 0,
            "hands": [["6C", "7H", "KC", "QC"], ["KH", "QH", "JH", "9C"]],
            "table": ["6S", "5C", "2D", "9H"],
            "stock": [],
            "rules": rules,
        }
    )


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_spade_points_make_a_spade_worth_taking(level: str) -> None:
    plain = _spade_choice_position({})
    spades = _spade_choice_position({"preset": "spade"})
    player = make_player(level)
    cancel = CancelToken()
    take_spade = Move.parse("capture 6C 6S")
    take_two = Move.parse("capture 7H 2D 5C")
    assert {take_spade, take_two} <= set(spades.legal_moves())
    assert player.choose(view_for(plain, 0), 0.1, cancel) == take_two  # by the rule book
    assert player.choose(view_for(spades, 0), 0.1, cancel) == take_spade  # a spade point is worth more


def test_the_coach_values_the_last_deal_by_the_house_rules() -> None:
    """In the last deal the coach's values are the exact final differences, spade points included."""
    hands = [["7S", "2D", "JS"], ["3H", "9C", "KS"]]
    table = ["7D", "4C", "5S"]
    in_play = {c for h in hands for c in h} | set(table)
    rest = [str(c) for c in CARDS if str(c) not in in_play]
    # Every other card is in a pile (so the seat knows the other hand): spades split 4 to 6.
    first = [c for c in rest if c[1] != "S"][:20] + [c for c in rest if c[1] == "S"][:4]
    second = [c for c in rest if c not in first]
    position = {"variant": "royal", "to_move": 0, "hands": hands, "table": table, "captured": [first, second]}
    plain = load_position(position)
    spade = load_position({**position, "rules": {"preset": "spade"}})
    coach = ExpertPlayer(0)
    plain_values = coach.evaluate(view_for(plain, 0), Budget(worlds=2), CancelToken())
    spade_values = coach.evaluate(view_for(spade, 0), Budget(worlds=2), CancelToken())
    assert set(plain_values) == set(spade_values) == set(plain.legal_moves())
    for move in spade.legal_moves():
        assert spade_values[move] == minimax(spade.apply(move), 0), str(move)
        assert plain_values[move] == minimax(plain.apply(move), 0), str(move)
    assert plain_values != spade_values


@pytest.mark.parametrize("last_play_sweep", [False, True])
def test_a_sweep_on_the_last_play_is_worth_something_only_by_the_house_rule(last_play_sweep: bool) -> None:
    """The last card of the game takes the table either way; emptying it is a sweep only by the switch."""
    from cassino_desktop.ai.evaluation import SWEEP, Threats
    from cassino_desktop.ai.greedy import move_value
    from cassino_desktop.ai.hard import score_move

    rules = {"last_play_sweep": True} if last_play_sweep else {}
    state = load_position(
        {"variant": "advanced", "to_move": 0, "hands": [["7S"], []], "table": ["3D", "4H", "7C"], "rules": rules}
    )
    view = view_for(state, 0)
    sweep, part = Move.parse("capture 7S 3D 4H 7C"), Move.parse("capture 7S 7C")
    assert state.apply(sweep).sweeps[0] == (1 if last_play_sweep else 0)
    bonus = 1.0 if last_play_sweep else 0.0
    # Medium counts what it takes now; the sweep adds its point only where it is one.
    assert move_value(view, sweep) - move_value(view, part) == pytest.approx(0.5 + bonus)
    # Hard counts the table left to the last capturer too: the same cards either way.
    threats = Threats(view, 1)
    assert score_move(view, sweep, threats) - score_move(view, part, threats) == pytest.approx(SWEEP * bonus)
