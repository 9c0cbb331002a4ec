"""Self-play's audit catches the faults it claims to: each is planted in the engine and must show as a FAILED line.

Every fault here once went unseen, or ended in a traceback: bogus sweeps, a
sweep on the last play, most cards or aces scored to the wrong player (with
the totals still adding up), leftovers given to the wrong player, a lost card,
spades miscounted and an illegal move. The audit recounts from the moves and
piles with its own reading of docs/RULES.md, so it must name the seed and the
move of each, and pass the engine as it is.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest

import cassino_desktop.engine.audit as audit_module
import cassino_desktop.engine.rules as rules
import cassino_desktop.engine.scoring as scoring
import cassino_desktop.engine.state as state_module
from cassino_desktop.cli.cassino_engine import main as cli_main
from cassino_desktop.engine import (
    ADVANCED,
    CAPTURE,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    Card,
    GameResult,
    GameState,
    Move,
    MoveListing,
    Refusal,
    Variant,
    parse_cards,
    with_house_rules,
)
from cassino_desktop.engine.audit import GameAudit, audit_score, audit_winner, near_miss
from cassino_desktop.engine.reference_movegen import reference_allows, reference_moves
from cassino_desktop.engine.rng import SplitMix64
from cassino_desktop.engine.selfplay import check_game, play_random_game

FAULT_LINE = re.compile(r"^seed \d+, (move \d+ '[^']+'|end): .+")


def faults_of(variant: Variant, seeds: Sequence[int], reference_table_items: int = 0) -> list[str]:
    """Every fault line of random games from these seeds (two players, the dealer alternating)."""
    found: list[str] = []
    for seed in seeds:
        game = play_random_game(variant, seed, dealer=seed % 2, reference_table_items=reference_table_items)
        found.extend(check_game(game))
    return found


def assert_caught(found: list[str], *words: str) -> None:
    """At least one fault line, every one naming its seed and move, and one saying all of ``words``."""
    assert found, "the planted fault went unseen"
    assert all(FAULT_LINE.match(line) for line in found), found[:5]
    assert any(all(word in line for word in words) for line in found), found[:5]


# ------------------------------------------------------------------ the engine as it is passes


@pytest.mark.parametrize(
    ("variant", "players"),
    [
        (ORIGINAL, 2),
        (ADVANCED, 2),
        (ADVANCED, 4),
        (ROYAL, 3),
        (CLEARANCE, 2),
        (CLEARANCE, 4),
        (with_house_rules(ADVANCED, {"preset": "california"}), 2),
        (with_house_rules(ADVANCED, {"preset": "spade"}), 2),
        (with_house_rules(ROYAL, {"preset": "portuguese"}), 2),
        (with_house_rules(ROYAL, {"preset": "classic", "builder_duty": "take-or-add"}), 2),
        (with_house_rules(ADVANCED, {"preset": "draw", "last_play_sweep": True}), 3),
        (with_house_rules(ORIGINAL, {"table_aces_high": False}), 2),
    ],
)
def test_the_engine_passes_the_audit(variant: Variant, players: int) -> None:
    for seed in range(12):
        game = play_random_game(variant, seed, players=players, dealer=seed % players, reference_table_items=12)
        assert check_game(game) == []
        assert game.result is not None and game.final.over


def test_the_reference_answers_one_move_as_it_lists_them_all() -> None:
    """The audit asks the reference about one move; the answer must be the full listing's."""
    for variant in (ADVANCED, ROYAL, with_house_rules(ROYAL, {"preset": "classic"})):
        table = (*parse_cards(["4D", "AH", "3C", "5S", "2D"]),)
        state = GameState(variant, dealer=1, to_move=0, hands=[parse_cards(["5H", "9C", "AS", "KD"]), ()], table=table)
        listed = reference_moves(state)
        candidates = {*listed, Move.capture(Card.from_text("9C"), table[:2]), Move.build(9, Card.from_text("5H"), [])}
        candidates |= {Move.build(v, c, table[:2]) for c in state.hand for v in (5, 6, 9, 14)}
        for move in candidates:
            assert reference_allows(state, move) == (move in listed), move


# ------------------------------------------------------------------ planted faults


def test_a_bogus_sweep_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real_play = GameState._play

    def play_with_bogus_sweeps(self: GameState, move: Move) -> GameState:
        after = real_play(self, move)
        if move.kind == CAPTURE and after.table:
            sweeps = list(after.sweeps)
            sweeps[self.to_move] += 1
            after.sweeps = tuple(sweeps)
        return after

    monkeypatch.setattr(GameState, "_play", play_with_bogus_sweeps)
    assert_caught(faults_of(ADVANCED, range(3)), "sweeps")


def last_play_audit(variant: Variant) -> tuple[list[str], GameState]:
    """The last card of a game takes the last card of the table: the audit's faults, and the end."""
    before = GameState(
        variant,
        dealer=1,
        to_move=0,
        hands=[parse_cards(["5H"]), ()],
        table=parse_cards(["5C"]),
        captured=[(), [card for card in (Card(i) for i in range(52)) if str(card) not in ("5H", "5C")]],
        last_capturer=1,
    )
    audit = GameAudit(before)
    move = Move.capture(Card.from_text("5H"), parse_cards(["5C"]))
    after = before.apply(move)
    assert after.over
    return audit.after_move(before, move, after), after


def test_a_sweep_on_the_last_play_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    faults, after = last_play_audit(ADVANCED)
    assert faults == [] and after.sweeps == (0, 0)  # by the book the last play is no sweep
    house_rule = with_house_rules(ADVANCED, {"last_play_sweep": True})
    faults, after = last_play_audit(house_rule)
    assert faults == [] and after.sweeps == (1, 0)  # where the house rule makes it a sweep, it is one

    monkeypatch.setattr(Variant, "is_sweep", lambda self, last_play: True)
    faults, after = last_play_audit(ADVANCED)
    assert after.sweeps == (1, 0)
    assert faults == ["sweeps [1, 0], the moves made [0, 0]"]


def swap_between_first_two(key: str) -> Callable[[Variant, object, object], GameResult]:
    """``score_game`` with ``key``'s points swapped between players 0 and 1, totals moved along (they still add up)."""
    real_score = scoring.score_game

    def score(variant: Variant, captured: object, sweeps: object) -> GameResult:
        result = real_score(variant, captured, sweeps)  # type: ignore[arg-type]
        first, second = result.players[0], result.players[1]
        a, b = getattr(first, key), getattr(second, key)
        first = replace(first, **{key: b, "total": first.total - a + b})
        second = replace(second, **{key: a, "total": second.total - b + a})
        return GameResult((first, second, *result.players[2:]), result.winner)

    return score


@pytest.mark.python_engine
def test_most_cards_scored_to_the_wrong_player_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(state_module, "score_game", swap_between_first_two("most_cards"))
    assert_caught(faults_of(ADVANCED, range(5)), "end", "most_cards")
    # The audit is what sees it: the same games unaudited pass, as they did before it.
    assert all(check_game(play_random_game(ADVANCED, seed, dealer=seed % 2, audited=False)) == [] for seed in range(5))


@pytest.mark.python_engine
def test_aces_scored_to_the_wrong_player_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(state_module, "score_game", swap_between_first_two("aces"))
    assert_caught(faults_of(ADVANCED, range(5)), "end", "aces")


@pytest.mark.python_engine
def test_spades_miscounted_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scoring, "SPADES", 2)  # hearts counted as spades
    assert_caught(faults_of(ADVANCED, range(3)), "end", "spades")
    assert_caught(faults_of(with_house_rules(ROYAL, {"preset": "spade"}), range(3)), "end", "spade_points")


def test_leftovers_given_to_the_wrong_player_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real_end = GameState._next_round_or_end

    def end_with_wrong_taker(self: GameState) -> None:
        real_taker = self.last_capturer
        if real_taker is not None:
            self.last_capturer = (real_taker + 1) % self.players
        real_end(self)
        self.last_capturer = real_taker

    monkeypatch.setattr(GameState, "_next_round_or_end", end_with_wrong_taker)
    found = faults_of(ADVANCED, range(5))
    assert_caught(found, "pile", "too many")
    assert all(re.search(r"move \d+ '", line) for line in found if "pile" in line)


def test_a_lost_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real_play = GameState._play

    def play_losing_a_card(self: GameState, move: Move) -> GameState:
        after = real_play(self, move)
        if move.kind == CAPTURE and self.round == 2:
            piles = list(after.captured)
            piles[self.to_move] = piles[self.to_move][1:]
            after.captured = tuple(piles)
        return after

    monkeypatch.setattr(GameState, "_play", play_losing_a_card)
    assert_caught(faults_of(ROYAL, range(3)), "51 cards", "not the 52")


def test_a_player_skipped_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real_play = GameState._play

    def play_skipping_after_a_capture(self: GameState, move: Move) -> GameState:
        after = real_play(self, move)
        if move.kind == CAPTURE and not after.over and after.hands[self.to_move]:
            after.to_move = self.to_move  # the capturer plays again
        return after

    monkeypatch.setattr(GameState, "_play", play_skipping_after_a_capture)
    assert_caught(faults_of(ROYAL, range(2)), "to move, not player")


def an_illegal_capture(hand: Sequence[Card], table: Sequence[object]) -> Move | None:
    """A hand card taking a loose table card of another rank: never legal."""
    for card in hand:
        for item in table:
            if isinstance(item, Card) and item.rank != card.rank and card.rank <= 10 and item.rank <= 10:
                return Move.capture(card, [item])
    return None


@pytest.mark.python_engine
def test_an_illegal_move_the_generator_lists_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real_list = state_module.list_moves

    def list_with_an_illegal_move(
        variant: Variant, hand: Sequence[Card], table: Sequence[object], seat: int, limit: int, **hint: object
    ) -> MoveListing:
        moves = real_list(variant, hand, table, seat, limit, **hint).moves  # type: ignore[arg-type]
        illegal = an_illegal_capture(hand, table)
        return MoveListing([illegal] if illegal is not None and illegal not in moves else moves, True)

    monkeypatch.setattr(state_module, "list_moves", list_with_an_illegal_move)
    # By the rule explainer alone (Clearance, and tables too long for the reference) ...
    assert_caught(faults_of(ADVANCED, range(2)), "illegal")
    assert_caught(faults_of(CLEARANCE, range(2)), "illegal")
    # ... and by the reference generator, even if the rule explainer agreed with the generator.
    monkeypatch.setattr(GameState, "why_illegal", lambda self, move: None)
    assert_caught(faults_of(ADVANCED, range(2), reference_table_items=10), "reference generator")


@pytest.mark.python_engine
def test_a_rule_explainer_that_allows_a_capture_of_value_minus_one_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's own moves all come from the generator, so a too lenient explainer is seen only in near misses."""
    real_malformed = rules._malformed

    def lenient(move: Move) -> Refusal | None:
        return real_malformed(move._replace(value=0) if move.kind == CAPTURE and move.value == -1 else move)

    monkeypatch.setattr(rules, "_malformed", lenient)
    for variant in (ADVANCED, CLEARANCE):
        found = faults_of(variant, range(3))
        assert_caught(found, "the rule explainer allows capture", "of value -1", "which the generator does not list")
        assert all("of value -1" in line for line in found), found[:5]  # that fault, and only it
    out = io.StringIO()
    assert cli_main(["selfplay", "--variant", "advanced", "--games", "3"], out=out) == 1
    assert re.search(r"^FAILED seed \d+, move \d+ '[^']+': the rule explainer allows capture ", out.getvalue(), re.M)
    # The same games, no near miss asked: they pass, as they did before the audit asked.
    monkeypatch.setattr(audit_module, "NEAR_MISSES", 0)
    assert faults_of(ADVANCED, range(3)) == []


@pytest.mark.python_engine
def test_an_intent_left_unexplained_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(state_module, "explain_intent", lambda *_args: None)
    assert_caught(faults_of(ROYAL, range(2)), "no reason is given against", "which no listed move plays")


def test_near_misses_are_one_change_from_a_listed_move_mostly_wrong_and_the_same_for_a_seed() -> None:
    table = (*parse_cards(["4D", "AH", "3C", "5S", "2D"]),)
    state = GameState(ADVANCED, dealer=1, to_move=0, hands=[parse_cards(["5H", "9C", "AS", "KD"]), ()], table=table)
    listed = state.candidate_moves().moves
    drawn, again = SplitMix64(8), SplitMix64(8)
    misses = [near_miss(state, listed, drawn) for _ in range(300)]
    assert misses == [near_miss(state, listed, again) for _ in range(300)]
    made = [move for move in misses if move is not None]
    assert sum(move in listed for move in made) < len(made) // 4  # nearly every one is a wrong move

    def one_change_from_a_listed_move(move: Move) -> bool:
        return any(
            sum((move.card != base.card, move.cards != base.cards, move.value != base.value)) == 1
            and move.kind == base.kind
            for base in listed
        )

    assert all(one_change_from_a_listed_move(move) for move in made)
    assert any(move.kind == CAPTURE and move.value == -1 for move in made)  # a capture's value moved off its 0
    assert all(move.card in state.hand for move in made)  # another card of the hand, while it holds another
    assert any(len(move.cards) > 2 and move.kind == CAPTURE for move in made)  # a table card more


def test_an_illegal_move_the_engine_refuses_is_a_line_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    def only_illegal(self: GameState, limit: int = 0) -> MoveListing:
        illegal = an_illegal_capture(self.hand, self.table)
        return MoveListing([illegal] if illegal is not None else [Move.trail(card) for card in self.hand], True)

    monkeypatch.setattr(GameState, "candidate_moves", only_illegal)
    found = faults_of(ADVANCED, range(2))
    assert_caught(found, "IllegalMove")
    assert len(found) == 2  # the game stops at the move: one line a game


@pytest.mark.python_engine
def test_the_command_prints_failed_lines_and_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(state_module, "score_game", swap_between_first_two("most_cards"))
    out = io.StringIO()
    status = cli_main(["selfplay", "--variant", "advanced", "--games", "4", "--seed", "9"], out=out)
    lines = out.getvalue().splitlines()
    assert status == 1
    failed = [line for line in lines if line.startswith("FAILED ")]
    assert failed and all(FAULT_LINE.match(line.removeprefix("FAILED ")) for line in failed)
    assert any(line.startswith("checks: ") and "problems in 4 games" in line for line in lines)


def test_the_command_reports_an_illegal_move_without_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    only_2s = MoveListing([Move.trail(Card.from_text("2S"))], True)
    monkeypatch.setattr(GameState, "candidate_moves", lambda self, limit=0: only_2s)
    out = io.StringIO()
    assert cli_main(["selfplay", "--variant", "royal", "--games", "3", "--seed", "1"], out=out) == 1
    assert "Traceback" not in out.getvalue()
    assert re.search(r"^FAILED seed 1, move \d+ 'trail 2S': IllegalMove: ", out.getvalue(), re.MULTILINE)


# ------------------------------------------------------------------ the audit's own scoring, by the book


def pile(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


SPADES_7 = "AS 2S 3S 4S 5S 6S 7S"
OTHER_6_SPADES = "8S 9S TS JS QS KS"


def test_the_audit_scores_the_rule_book_example() -> None:
    """docs/RULES.md 9.2: 27 cards, 7 spades, both cassinos, 4 aces and 2 sweeps make 13; the other 0."""
    first = pile(SPADES_7 + " TD AC AD AH 2C 2D 2H 3C 3D 3H 4C 4D 4H 5C 5D 5H 6C 6D 6H 7C")
    taken = set(first)
    second = [card for card in (Card(i) for i in range(52)) if card not in taken]
    lines = audit_score(ADVANCED, [first, second], [2, 0])
    assert lines[0] == {
        "total": 13, "cards": 27, "spades": 7, "most_cards": 3, "most_spades": 1,
        "big_cassino": 2, "little_cassino": 1, "aces": 4, "sweeps": 2, "spade_points": 0,
    }  # fmt: skip
    assert lines[1]["total"] == 0 and audit_winner(lines) == 0


def split_26_each(spades_first: int) -> tuple[list[Card], list[Card]]:
    spades = [card for card in (Card(i) for i in range(52)) if card.suit == 3]
    others = [card for card in (Card(i) for i in range(52)) if card.suit != 3]
    first = spades[:spades_first] + others[: 26 - spades_first]
    second = spades[spades_first:] + others[26 - spades_first :]
    return first, second


def test_the_audit_scores_ties_and_the_house_rules() -> None:
    first, second = split_26_each(7)
    # 26-26: nobody scores most cards by the book; the Portuguese give it to the one with more spades.
    assert [line["most_cards"] for line in audit_score(ADVANCED, [first, second], [0, 0])] == [0, 0]
    portuguese = with_house_rules(ADVANCED, {"preset": "portuguese"})
    assert [line["most_cards"] for line in audit_score(portuguese, [first, second], [0, 0])] == [3, 0]
    # Clearance gives most cards to every player who shares it.
    assert [line["most_cards"] for line in audit_score(CLEARANCE, [first, second], [0, 0])] == [1, 1]
    # Sweeps off: counted, not scored. Spade Cassino: the jack of spades 2, the other spades 1.
    california = with_house_rules(ADVANCED, {"preset": "california"})
    assert [line["sweeps"] for line in audit_score(california, [first, second], [3, 1])] == [0, 0]
    spade = with_house_rules(ADVANCED, {"preset": "spade"})
    assert [line["spade_points"] for line in audit_score(spade, [first, second], [0, 0])] == [7, 7]
    # Original: the cards, and 26-26 is a draw.
    lines = audit_score(ORIGINAL, [first, second], [0, 0])
    assert [line["total"] for line in lines] == [26, 26] and audit_winner(lines) is None
