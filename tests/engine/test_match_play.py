"""The engine's match in play (MatchPlay): push records results, undo and redo, dealing, and what a save holds."""

from __future__ import annotations

import random

import pytest

from cassino_desktop.engine import (
    ADVANCED,
    ORIGINAL,
    ROYAL,
    GameState,
    IllegalMove,
    Match,
    MatchPlay,
    Move,
    derive_seed,
    new_game,
)
from cassino_desktop.savegame import SavedMatch, replay, saved_of


def random_move(state: GameState, rnd: random.Random) -> Move:
    return rnd.choice(sorted(state.legal_moves(), key=Move.sort_key))


def play_game_out(play: MatchPlay, rnd: random.Random) -> None:
    while not play.state.over:
        play.push(random_move(play.state, rnd))


def test_a_whole_match_records_each_game_itself_as_a_hand_kept_match_would() -> None:
    rnd_play, rnd_hand = random.Random(4), random.Random(4)
    play = MatchPlay(Match(ROYAL, 2024, first_leader=1))
    while True:
        play_game_out(play, rnd_play)
        if play.match.is_over():
            break
        play.next_game()

    hand = Match(ROYAL, 2024, first_leader=1)
    games: list[list[Move]] = []
    while not hand.is_over():
        state, moves = hand.start_game(), []
        while not state.over:
            move = random_move(state, rnd_hand)
            state, moves = state.apply(move), [*moves, move]
        hand.record(state.result())
        games.append(moves)

    assert play.match.results == hand.results and len(hand.results) > 1
    assert play.finished_moves == games
    assert play.last_result() == hand.results[-1]
    assert play.game_seeds == [derive_seed(2024, game) for game in range(len(games))]
    assert play.moves_to_save() == (games, [])


def test_push_refuses_an_illegal_move_and_changes_nothing() -> None:
    play = MatchPlay.new(ADVANCED, 5)
    state = play.state
    legal = set(state.legal_moves())
    illegal = next(Move.parse(f"trail {card}") for card in state.hands[1] if Move.parse(f"trail {card}") not in legal)
    with pytest.raises(IllegalMove):
        play.push(illegal)
    assert play.state is state and play.current_moves == [] and play.history == []


def test_a_step_names_the_positions_either_side_and_who_moved() -> None:
    play = MatchPlay.new(ADVANCED, 8)
    before = play.state
    move = random_move(before, random.Random(1))
    step = play.push(move)
    assert (step.move, step.before, step.after, step.seat) == (move, before, play.state, before.to_move)
    assert play.history == [before] and play.current_moves == [move]


def test_next_game_only_after_a_finished_game_and_it_deals_the_matchs_next_game() -> None:
    play = MatchPlay.new(ADVANCED, 12)
    with pytest.raises(ValueError, match="not over"):
        play.next_game()
    play_game_out(play, random.Random(2))
    assert play.match.game_number == 1 and play.state.over
    play.next_game()
    assert play.state == play.match.start_game() and play.current_moves == []
    assert play.game_seeds == [derive_seed(12, 0), derive_seed(12, 1)]


def test_pop_takes_back_one_move_and_redo_plays_it_again() -> None:
    play = MatchPlay.new(ADVANCED, 3)
    rnd = random.Random(9)
    first = play.push(random_move(play.state, rnd))
    second = play.push(random_move(play.state, rnd))
    assert play.pop() == second.move
    assert play.state == first.after and play.undo_used and play.can_redo()
    assert [step.move for step in play.redo()] == [second.move]
    assert play.state == second.after and play.current_moves == [first.move, second.move]
    assert play.redo() == []


def test_undo_takes_back_a_seats_move_and_every_reply_and_a_new_move_ends_redo() -> None:
    play = MatchPlay.new(ADVANCED, 3)
    assert play.state.to_move == 0 and not play.can_undo(0) and play.undo(0) == []
    rnd = random.Random(5)
    mine = play.push(random_move(play.state, rnd))
    reply = play.push(random_move(play.state, rnd))
    assert play.undo(0) == [mine.move, reply.move]
    assert play.state == mine.before and play.current_moves == [] and play.undo_used
    play.push(random_move(play.state, rnd))
    assert not play.can_redo() and play.redo() == []


def test_pop_refuses_when_there_is_nothing_to_take_back() -> None:
    play = MatchPlay.new(ORIGINAL, 1)
    with pytest.raises(ValueError):
        play.pop()
    play_game_out(play, random.Random(3))
    with pytest.raises(ValueError):
        play.pop()
    assert not play.can_undo(0)


def test_restart_deal_deals_the_same_cards_and_counts_a_game_with_moves_as_played_with_undo() -> None:
    play = MatchPlay.new(ROYAL, 44)
    dealt = play.state
    play.restart_deal()
    assert play.state == dealt and not play.undo_used
    play.push(random_move(play.state, random.Random(6)))
    play.restart_deal()
    assert play.state == dealt and play.current_moves == [] and play.undo_used and not play.can_redo()
    play_game_out(play, random.Random(6))
    with pytest.raises(ValueError, match="cannot be dealt again"):
        play.restart_deal()


def test_a_save_written_from_the_play_replays_to_the_same_play() -> None:
    rnd = random.Random(11)
    play = MatchPlay(Match(ADVANCED, 77, first_leader=1))
    play_game_out(play, rnd)
    play.next_game()
    for _ in range(7):
        play.push(random_move(play.state, rnd))
    play.undo_used = True
    saved = saved_of(play)
    assert isinstance(saved, SavedMatch) and saved.undo_used and len(saved.games) == 1 and len(saved.current) == 7
    again = replay(saved)
    assert again.state == play.state and again.match.results == play.match.results
    assert again.moves_to_save() == play.moves_to_save() and again.undo_used
    assert again.history == play.history and again.game_seeds == play.game_seeds


def test_a_hand_made_position_plays_but_is_not_saved() -> None:
    position = new_game(ADVANCED, 123)
    play = MatchPlay(Match(ADVANCED, 5), position=position)
    assert play.state is position and not play.saveable
    with pytest.raises(ValueError, match="hand-made"):
        saved_of(play)


def test_a_game_line_gives_back_the_same_game_and_refuses_a_changed_one() -> None:
    from cassino_desktop.engine import GameLineError, read_game_line, with_house_rules

    variant = with_house_rules(ADVANCED, {"builds_in_sums": False})
    play = MatchPlay.new(variant, seed=77)
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    play.next_game()
    for _ in range(5):
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[-1])
    finished, in_progress = play.line_of(0), play.line_of(1)
    assert finished.startswith("cassino-game 1 advanced players=2 dealer=1 seed=") and "rules={" in finished
    first = read_game_line(finished)
    assert first.start == play.match.opening(0) and list(first.moves) == play.finished_moves[0]
    assert first.final().over and first.start.variant == variant
    second = read_game_line(in_progress + "\n")
    assert second.final() == play.state and "dealer=0" in in_progress  # the lead alternates
    broken = {
        finished.replace("seed=", "seed=1"): "illegal",
        finished.replace("cassino-game 1", "cassino-game 9"): "version",
        finished + " | trail 2S": "after the end",
        finished.replace("players=2", "players=two"): "not a whole number",
        "a line of text": "does not begin",
        finished.replace("rules={", "rules=[{"): "its rules .* are not valid JSON at line 1",
        finished.replace("rules={", "rules=" + "[" * 5000 + "{"): "its rules .* are not valid JSON: nested too deeply",
        "x" * 30_000: "characters long",
    }
    for line, reason in broken.items():
        with pytest.raises(GameLineError, match=reason):
            read_game_line(line)
