"""Cassino in a terminal: the whole match, typed moves, the computer replying.

It plays through the same engine and computer player as the table will, so
it is also the quickest way to try a rule: every legal move is listed with a
number, and a move that breaks a rule is refused with the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

from ..ai import CancelToken
from ..ai.levels import make_player
from ..engine import (
    Build,
    GameState,
    Grouping,
    Illegal,
    IllegalMove,
    Match,
    MatchPlay,
    Move,
    MoveParseError,
    PlayerScore,
    Variant,
    certain_points,
    describe_house_rules,
    full_title,
    plural,
    view_for,
)
from ..engine.clearance import move_words
from ..seating import COMPUTER_SEAT, YOUR_SEAT, usual_seat_names


def _item_text(item: object, seat: int) -> str:
    if isinstance(item, Build):
        if item.owner is None:  # a Clearance group: nobody owns it
            cards = " ".join(c.pretty for c in item.cards)
            return f"[group of {item.value} ({cards})]"
        whose = "yours" if item.owner == seat else "computer's"
        return f"[{item.describe()}, {whose}]"
    return item.pretty  # type: ignore[attr-defined,no-any-return]


def title_line(variant: Variant) -> str:
    """The game's name as players know it: 'Royal (Classic) Cassino', but Clearance is just Clearance."""
    title = full_title(variant)
    return title if variant.grouping is Grouping.CLEARANCE else f"{title} Cassino"


def score_line(name: str, score: PlayerScore) -> str:
    """One player's points by category, so a total can be checked: where each point came from."""
    categories = (
        ("most cards", score.most_cards),
        ("most spades", score.most_spades),
        ("spade points", score.spade_points),
        ("10♦", score.big_cassino),
        ("2♠", score.little_cassino),
        ("aces", score.aces),
        ("sweeps", score.sweeps),
    )
    earned = ", ".join(f"{what} {points}" for what, points in categories if points) or "nothing scored"
    return (
        f"{name}: {plural(score.total, 'point')} ({earned}; "
        f"{plural(score.cards, 'card')}, {plural(score.spades, 'spade')} captured)"
    )


def describe_state(state: GameState, match: Match) -> str:
    """The table as text, from the human's seat."""
    totals = match.totals()
    lines = [
        "",
        f"Game {match.game_number + 1}, round {state.round}: stock {len(state.stock)}, "
        f"computer holds {len(state.hands[COMPUTER_SEAT])}",
    ]
    if state.variant.match_target is not None:
        now = [
            totals[s] + certain_points(state.variant, state.captured[s], state.sweeps[s])
            for s in (YOUR_SEAT, COMPUTER_SEAT)
        ]
        lines.append(f"Match score: you {now[0]}, computer {now[1]} (to {state.variant.match_target})")
    captured = [plural(len(state.captured[seat]), "card") for seat in (YOUR_SEAT, COMPUTER_SEAT)]
    lines.append(f"Captured: you {captured[0]}, computer {captured[1]}")
    table = "  ".join(_item_text(it, YOUR_SEAT) for it in state.table) or "(empty)"
    lines.append(f"Table: {table}")
    lines.append("Your hand: " + "  ".join(c.pretty for c in state.hands[YOUR_SEAT]))
    return "\n".join(lines)


SHOWN_MOVES = 200
"""The most moves numbered for the player; a crowded table allows millions, typed as text instead."""


def ask_move(state: GameState, read: Callable[[str], str], out: TextIO) -> Move | None:
    """Ask until the human gives a legal move; None if they quit."""
    listing = state.candidate_moves(SHOWN_MOVES)
    moves = sorted(listing.moves, key=Move.sort_key)
    for number, move in enumerate(moves, start=1):
        out.write(f"  {number:2}. {move}\n")
    if not listing.complete:
        out.write("  ... and more: the table allows more moves than can be listed; type any of them as text.\n")
    while True:
        try:
            answer = read("Your move (number or move text, q to quit): ").strip()
        except EOFError:
            return None
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(moves):
            return moves[int(answer) - 1]
        try:
            move = Move.parse(answer)
            state.apply(move)
            return move
        except IllegalMove as err:
            out.write(f"Not that: {refusal_words(err)}\n")
        except MoveParseError as err:
            out.write(f"Not that: {err}\n")


def refusal_words(error: IllegalMove) -> str:
    """Why a typed move is refused, each player named as the game names them here: never "player 0"."""
    refusal = error.refusal
    sentence = refusal.sentence
    if refusal.reason is Illegal.NOT_IN_HAND:
        particulars = dict(refusal.particulars)
        hand = "your hand" if particulars["seat"] == YOUR_SEAT else "the computer's hand"
        sentence = f"{particulars['card']} is not in {hand}"
    return f"illegal move '{error.move}': {sentence}"


def play_match(variant: Variant, seed: int, computer_leads: bool, read: Callable[[str], str], out: TextIO) -> int:
    """Play a match in the terminal; returns 0, or 1 if the player quit."""
    match = Match(variant, seed, first_leader=COMPUTER_SEAT if computer_leads else YOUR_SEAT)
    computer = make_player("hard", seed)
    names = usual_seat_names(2)
    words = move_words(variant)
    out.write(f"{title_line(variant)}. {variant.description}\n")
    for line in describe_house_rules(variant):
        out.write(f"House rule: {line}\n")
    play = MatchPlay(match)
    while True:
        state = play.state
        if state.to_move == YOUR_SEAT:
            out.write(describe_state(state, match) + "\n")
            move = ask_move(state, read, out)
            if move is None:
                out.write("Goodbye.\n")
                return 1
            out.write(move.describe(names[YOUR_SEAT], words) + "\n")
        else:
            move = computer.choose(view_for(state, COMPUTER_SEAT), 1.0, CancelToken())
            out.write(move.describe(names[COMPUTER_SEAT], words) + "\n")
        play.push(move)
        result = play.last_result()
        if result is None:
            continue
        out.write("\nGame over.\n")
        for seat in (YOUR_SEAT, COMPUTER_SEAT):
            out.write(f"  {score_line(names[seat], result.players[seat])}\n")
        if match.is_over():
            break
        play.next_game()
    winner = match.winner()
    verdict = "a draw" if winner is None else ("you win" if winner == YOUR_SEAT else "the computer wins")
    totals = match.totals()
    out.write(f"Match over: {verdict}, {totals[YOUR_SEAT]} to {totals[COMPUTER_SEAT]}.\n")
    return 0
