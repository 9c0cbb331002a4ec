"""House rules: every switch changes the game where it should, the presets, and the ``rules`` object.

For each switch that touches the moves there is a position whose legal moves
change when it flips, checked both ways (the rule book's answer, then the
house rule's). Scoring switches are checked on finished piles, Draw Cassino
and the match target on play. The move generator against the reference with
random switches is in ``test_house_rules_reference.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from position_helpers import legal, legal_with, play, position, refused

from cassino_desktop.cli.cassino_engine import main as cli_main
from cassino_desktop.engine import (
    ADVANCED,
    CLEARANCE,
    ORIGINAL,
    PRESETS,
    ROYAL,
    SWITCHES,
    BuilderDuty,
    Card,
    HouseRulesError,
    Match,
    PositionError,
    house_rules_json,
    house_rules_title,
    load_position,
    new_game,
    position_to_json,
    preset_named,
    preset_of,
    score_game,
    with_house_rules,
)
from cassino_desktop.engine.house_rules import SWITCH_BY_KEY, TABLE_SWITCHES
from cassino_desktop.engine.selfplay import check_game, play_random_game


def ruled(variant: str, rules: dict[str, Any], hands: list[list[str]], table: list[Any], **extra: Any) -> Any:
    """A position with house rules (player 0 to move)."""
    return position(variant, hands, table, rules=rules, **extra)


def both_ways(
    variant: str, switch: dict[str, Any], hands: list[list[str]], table: list[Any], **extra: Any
) -> tuple[set[str], set[str], Any, Any]:
    """Legal moves by the rule book and with the switch, and both states."""
    book = position(variant, hands, table, **extra)
    house = ruled(variant, switch, hands, table, **extra)
    return legal(book), legal(house), book, house


# ----------------------------------------------------------------- building and capturing switches


def test_builds_in_sums_off_takes_a_build_only_whole() -> None:
    three = {"value": 3, "owner": 1, "groups": [["2C", "AD"]]}
    book, house, _, state = both_ways("advanced", {"builds_in_sums": False}, [["7S", "3S"], ["3D"]], [three, "4H"])
    assert "capture 7S AD 2C 4H" in book  # the build of 3 summed with the 4
    assert "capture 7S AD 2C 4H" not in house
    assert "capture 3S AD 2C" in book & house  # taken whole, at its value
    assert "build 7 3S 4H" in book & house  # building with loose cards is untouched
    reason = refused(state, "capture 7S AD 2C 4H")
    assert "house rule" in reason and "whole" in reason


def test_builds_in_sums_off_still_lets_the_played_card_raise_a_build() -> None:
    five = {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}
    book, house, _, _ = both_ways("advanced", {"builds_in_sums": False}, [["2H", "7C", "9C"], ["5D"]], [five, "2D"])
    assert "build 7 2H AD 4S" in book & house  # a raise by the played card
    assert "build 9 2H AD 2D 4S" in book & house  # loose cards may join the raise (that switch is on)
    # The build of 5 and the 2 on the table taken together by a 7: a build summed with a table card.
    assert "capture 7C AD 2D 4S" in book
    assert "capture 7C AD 2D 4S" not in house


def test_loose_cards_in_raise_off_lets_only_the_played_card_raise() -> None:
    four = {"value": 4, "owner": 1, "groups": [["3C", "AD"]]}
    switch = {"loose_cards_in_raise": False}
    book, house, _, state = both_ways("advanced", switch, [["3H", "9S", "7S"], ["4D"]], [four, "2D", "7C"])
    assert "build 9 3H AD 2D 3C" in book  # 3 + (3+1) + 2: the table's 2 helps raise
    assert "build 9 3H AD 2D 3C" not in house
    assert "build 7 3H AD 3C" in book & house  # the played card alone raises
    assert "build 7 3H AD 3C 7C" in book & house  # and a loose group of the new value joins
    assert "only the played card" in refused(state, "build 9 3H AD 2D 3C")


def test_loose_cards_in_raise_off_is_not_bypassed_through_another_group() -> None:
    # The 7H as a group of its own, and the build of 5 with the loose 2 as a second group of 7:
    # the build would still be raised by a table card.
    five = {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}
    switch = {"loose_cards_in_raise": False}
    book, house, _, state = both_ways("advanced", switch, [["7H", "7S"], ["5D"]], [five, "2C"])
    assert "build 7 7H AD 2C 4S" in book
    assert "build 7 7H AD 2C 4S" not in house
    assert "capture 7H AD 2C 4S" in book & house  # taking them together is no raise
    assert "only the played card" in refused(state, "build 7 7H AD 2C 4S")


def test_one_build_per_value_off_lets_two_builds_of_a_value_lie() -> None:
    nine = {"value": 9, "owner": 1, "groups": [["5C", "4D"]]}
    book, house, _, state = both_ways("advanced", {"one_build_per_value": False}, [["3H", "9S"], ["9D"]], [nine, "6C"])
    assert "build 9 3H 6C" not in book
    assert "build 9 3H 6C" in house
    assert "build 9 3H 4D 5C 6C" in book & house  # taking it in stays legal
    after = play(state, "build 9 3H 6C")
    assert sorted(b.value for b in after.table if not isinstance(b, Card)) == [9, 9]
    # Both builds of 9 can then be taken together, as two groups.
    assert any(m.startswith("capture 9D") and len(m.split()) == 6 for m in legal(after))
    # Loading a position with two builds of a value needs the switch.
    again = position_to_json(after)
    assert load_position(again) == after
    del again["rules"]
    with pytest.raises(PositionError, match="one build per value"):
        load_position(again)


def test_builder_duty_take_or_add_obliges_the_owner() -> None:
    seven = {"value": 7, "owner": 0, "groups": [["3C", "4D"]]}
    switch = {"builder_duty": "take-or-add"}
    book, house, _, state = both_ways("advanced", switch, [["7S", "5D", "2H"], ["8D"]], [seven, "5H", "AC"])
    assert "capture 5D 5H" in book  # variant 1: anything but a trail
    assert "capture 5D 5H" not in house  # variant 2: take it in or add to it
    assert "capture 7S 3C 4D" in house
    assert "build 7 2H 3C 4D 5H" in house  # adding a group of 7 to it
    assert not any(m.startswith("trail") for m in book | house)
    assert all("3C 4D" in m for m in house)
    assert "take it in or add to it" in refused(state, "capture 5D 5H")
    assert "take it in or add to it" in refused(state, "trail 2H")


@pytest.mark.parametrize("owner", [0, 1])
def test_builder_duty_refuses_two_builds_of_one_owner(owner: int) -> None:
    """With two builds of one's own and one card for each, no move can take in or add to both.

    Play never reaches it (every play of an owner serves their one build), so a position with
    it is refused, whoever is to move: the other player would be stuck a turn later.
    """
    seven = {"value": 7, "owner": owner, "groups": [["3C", "4D"]]}
    nine = {"value": 9, "owner": owner, "groups": [["5C", "4H"]]}
    hands = [["7S", "9S"], ["8D", "6C"]] if owner == 0 else [["8D", "6C"], ["7S", "9S"]]
    assert legal(position("advanced", hands, [seven, nine]))
    with pytest.raises(PositionError, match=f"player {owner} owns 2 builds"):
        ruled("advanced", {"builder_duty": "take-or-add"}, hands, [seven, nine])


def test_table_aces_high_off_counts_a_loose_ace_as_one() -> None:
    book, house, _, state = both_ways("royal", {"table_aces_high": False}, [["AH", "3S"], ["2D"]], ["AC", "9D", "5H"])
    assert "capture AH AC 5H 9D" in book  # the played ace as 14 takes 9+5 and the table ace as 14
    assert "capture AH AC 5H 9D" not in house
    assert "capture AH 5H 9D" in book & house  # the played ace still counts 14
    assert "capture AH AC" in book & house  # and pairs the table ace as 1
    assert "aces count 14 only from the hand" in refused(state, "capture AH AC 5H 9D")


def test_table_aces_high_off_still_builds_fourteen_from_the_hand() -> None:
    book, house, _, _ = both_ways("royal", {"table_aces_high": False}, [["AH", "AS", "KS"], ["2D"]], ["AC", "KD"])
    assert "build 14 AH AC KD" in book & house  # ace (1) + king on the table, the played ace 1... as 1+13
    assert "build 14 AH KD" in book & house  # the played ace as 1 on the king
    assert "build 14 KS AC" in book & house  # the king on the table ace as 1


def test_faces_take_all_takes_every_loose_card_of_the_rank() -> None:
    book, house, _, state = both_ways("advanced", {"faces_take_all": True}, [["QD"], ["2C"]], ["QS", "QH", "5C"])
    assert legal_with(position("advanced", [["QD"], ["2C"]], ["QS", "QH", "5C"]), "QD", "capture") == {
        "capture QD QS",
        "capture QD QH",
    }
    assert {m for m in house if m.startswith("capture")} == {"capture QD QH QS"}
    assert "capture QD QS" in book
    assert "every loose queen" in refused(state, "capture QD QS")


# ----------------------------------------------------------------- scoring switches


def _piles(*texts: str) -> list[list[Card]]:
    return [[Card.from_text(t) for t in text.split()] for text in texts]


def test_sweeps_switch_scores_sweeps_or_not() -> None:
    piles = _piles("AS AC 2S", "TD 3C")
    with_sweeps = score_game(ADVANCED, piles, [2, 0])
    without = score_game(with_house_rules(ADVANCED, {"sweeps": False}), piles, [2, 0])
    assert with_sweeps.players[0].sweeps == 2 and without.players[0].sweeps == 0
    assert with_sweeps.players[0].total == without.players[0].total + 2


def test_last_play_sweep_switch() -> None:
    hands = [["7S"], []]
    book = position("advanced", hands, ["3D", "4H"], last_capturer=1)
    house = ruled("advanced", {"last_play_sweep": True}, hands, ["3D", "4H"], last_capturer=1)
    assert play(book, "capture 7S 3D 4H").sweeps == (0, 0)
    assert play(house, "capture 7S 3D 4H").sweeps == (1, 0)
    assert play(house, "capture 7S 3D 4H").result().players[0].sweeps == 1


def test_spade_points_score_the_jack_two_and_every_other_spade_one() -> None:
    spades = " ".join(f"{r}S" for r in "A23456789TJQK")
    piles = _piles(spades, "AC AD AH TD")
    book = score_game(ADVANCED, piles, [0, 0])
    spade = score_game(with_house_rules(ADVANCED, {"preset": "spade"}), piles, [0, 0])
    assert spade.players[0].spade_points == 2 + 12
    assert spade.players[0].total == book.players[0].total + 14
    assert spade.players[1].spade_points == 0
    lines = spade.to_json()["players"]
    assert [line["spade_points"] for line in lines] == [14, 0]  # type: ignore[index, union-attr]
    assert all("spade_points" not in line for line in book.to_json()["players"])  # type: ignore[union-attr]


def test_most_spades_breaks_a_tie_in_cards_in_portuguese() -> None:
    deck = [Card(i) for i in range(52)]
    spades = [c for c in deck if c.suit == 3]
    others = [c for c in deck if c.suit != 3]
    first = spades[:8] + others[:18]  # 26 cards, 8 spades
    second = spades[8:] + others[18:]  # 26 cards, 5 spades
    book = score_game(ADVANCED, [first, second], [0, 0])
    portuguese = score_game(with_house_rules(ADVANCED, {"preset": "portuguese"}), [first, second], [0, 0])
    assert book.players[0].most_cards == 0 and book.players[1].most_cards == 0
    assert portuguese.players[0].most_cards == 3 and portuguese.players[1].most_cards == 0


def test_match_target_ends_matches_later() -> None:
    piles = _piles("AS AC AD AH TD 2S " + " ".join(f"{r}C" for r in "23456789TJQK"), "3S")
    result = score_game(ADVANCED, piles, [0, 0])
    per_game = result.players[0].total
    assert per_game > 0 and result.players[1].total == 0
    played = {}
    for target in (21, 31, 61):
        match = Match(with_house_rules(ADVANCED, {"match_target": target}), 1)
        while not match.is_over():
            match.record(result)
        played[target] = len(match.results)
        assert played[target] == -(-target // per_game)
    assert played[21] < played[31] < played[61]


def test_draw_cassino_keeps_hands_full_while_the_stock_lasts() -> None:
    variant = with_house_rules(ROYAL, {"preset": "draw"})
    state = new_game(variant, 11)
    plies = 0
    while state.stock:
        assert all(len(h) == 4 for h in state.hands)
        assert state.round == variant.round_at(2, len(state.stock))
        state = state.apply(sorted(state.legal_moves(), key=lambda m: m.sort_key())[0])
        plies += 1
    assert plies == 40 and state.round == 6
    game = play_random_game(variant, 5)
    assert check_game(game) == []
    # A position in the middle of the stock loads, its round implied by the stock.
    again = load_position(position_to_json(new_game(variant, 11).apply(new_game(variant, 11).legal_moves()[0])))
    assert len(again.stock) == 39 and again.round == 1


# ----------------------------------------------------------------- the rules object, presets, the CLI


def test_rules_object_round_trips_and_changes_nothing_by_default() -> None:
    state = new_game(ADVANCED, 3)
    assert "rules" not in position_to_json(state)
    classic = with_house_rules(ADVANCED, {"preset": "classic", "builder_duty": "take-or-add"})
    assert classic.builder_duty is BuilderDuty.TAKE_OR_ADD
    obj = position_to_json(new_game(classic, 3))
    assert obj["rules"] == {
        "builds_in_sums": False,
        "loose_cards_in_raise": False,
        "one_build_per_value": False,
        "building_aces": True,
        "builds_merge": False,
        "builder_duty": "take-or-add",
        "last_play_sweep": True,
    }
    assert load_position(json.loads(json.dumps(obj))).variant == classic
    assert house_rules_title(classic) == "house rules" and house_rules_title(ADVANCED) == ""


@pytest.mark.parametrize(
    ("variant", "rules", "words"),
    [
        ("advanced", {"speed": True}, 'unknown house rule "speed"'),
        ("advanced", {"builds_in_sums": "no"}, "true or false"),
        ("advanced", {"builder_duty": "sometimes"}, "no-trail, take-or-add"),
        ("advanced", {"match_target": 0}, "from 5 to 250"),
        ("advanced", {"match_target": True}, "whole number"),
        ("royal", {"faces_take_all": True}, "means nothing in Royal"),
        ("advanced", {"table_aces_high": False}, "means nothing in Advanced"),
        ("original", {"sweeps": True}, "means nothing in Original"),
        ("original", {"match_target": 31}, "means nothing in Original"),
        ("clearance", {"draw": True}, "means nothing in Clearance"),
        ("advanced", {"preset": "grandma"}, 'unknown house rules "grandma"'),
        ("advanced", {"preset": 3}, "a name such as"),
        ("original", {"preset": "portuguese"}, "not played in Original"),
    ],
)
def test_bad_rules_are_refused_with_a_reason(variant: str, rules: dict[str, Any], words: str) -> None:
    obj = {"variant": variant, "to_move": 0, "hands": [["7H"], ["8D"]], "table": ["3C"], "rules": rules}
    with pytest.raises(PositionError) as caught:
        load_position(obj)
    assert words in str(caught.value)


def test_rules_must_be_an_object() -> None:
    with pytest.raises(PositionError, match="rules must be an object"):
        load_position({"variant": "royal", "to_move": 0, "hands": [["7H"], []], "table": ["3C"], "rules": []})


def test_presets_are_the_switches_they_say() -> None:
    assert [p.name for p in PRESETS] == ["standard", "classic", "spade", "draw", "portuguese", "california"]
    for preset in PRESETS:
        for base in (ORIGINAL, ADVANCED, ROYAL, CLEARANCE):
            if not preset.applies(base):
                with pytest.raises(HouseRulesError):
                    with_house_rules(base, {"preset": preset.name})
                continue
            variant = with_house_rules(base, {"preset": preset.name})
            assert house_rules_json(variant) == preset.switches_for(base)
            assert set(preset.switches) - set(preset.switches_for(base)) <= preset.where_scored
            assert preset_of(variant) == preset
    spade = with_house_rules(ROYAL, {"preset": "spade"})
    assert spade.spade_points and spade.match_target == 61
    california = with_house_rules(ADVANCED, {"preset": "california"})
    assert not california.sweeps_score and california.faces_take_all
    assert preset_named("Portuguese").switches == {"match_target": 31, "spades_break_card_tie": True}
    assert preset_of(with_house_rules(ROYAL, {"draw": True, "sweeps": False})) is None


def test_every_switch_has_words_and_a_variant_it_applies_to() -> None:
    for switch in SWITCHES:
        assert switch.title and switch.help.endswith((".", ")"))
        assert any(switch.applies(v) for v in (ORIGINAL, ADVANCED, ROYAL))
        assert switch.applies(CLEARANCE) == (switch.key in TABLE_SWITCHES)  # partnerships seat Clearance too
    assert [v.name for v in (ORIGINAL, ADVANCED, ROYAL, CLEARANCE) if SWITCH_BY_KEY["partnerships"].applies(v)] == [
        "advanced",
        "royal",
        "clearance",
    ]


def test_cli_deals_and_plays_with_house_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["deal", "--variant", "royal", "--seed", "7", "--rules", "classic"]) == 0
    dealt = json.loads(capsys.readouterr().out)
    assert dealt["rules"]["one_build_per_value"] is False
    args = ["deal", "--variant", "advanced", "--seed", "7", "--rule", "builder_duty=take-or-add", "--rule", "draw=true"]
    assert cli_main(args) == 0
    assert json.loads(capsys.readouterr().out)["rules"] == {"builder_duty": "take-or-add", "draw": True}
    assert cli_main(["selfplay", "--variant", "advanced", "--rules", "california", "--games", "20"]) == 0
    assert "20 games passed" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--rules", "grandma"], "unknown house rules"),
        (["--rule", "draw"], "KEY=VALUE"),
        (["--rule", "draw=maybe"], "true or false"),
        (["--rule", "faces_take_all=true"], "means nothing in Royal"),
    ],
)
def test_cli_refuses_bad_house_rules(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["deal", "--variant", "royal", "--seed", "1", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
