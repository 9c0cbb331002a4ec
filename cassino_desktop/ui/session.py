"""GameSession: the window's match in play, relaying each change as a Qt signal.

The scene, the window and the computer's worker all go through it: the
scene turns a drag into an *intent* (this hand card with these table cards)
and asks the session which legal moves match; the session applies the one
chosen and tells everyone with ``moveApplied``. Legality is never decided
here: the engine's ``moves_for()`` and ``refusal()`` are the truth, and the
match itself (moves, undo, redo, results) is the engine's ``MatchPlay``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ..engine import (
    Card,
    Cutter,
    GameResult,
    GameState,
    Match,
    MatchPlay,
    Move,
    MoveStory,
    Step,
    Variant,
    certain_points,
    daily_match,
    fresh_seed,
    item_cards,
    random_cut,
    story_of,
)
from ..seating import YOUR_SEAT, Seating
from . import words
from .i18n import translator

_ = translator("session")

__all__ = ["GameSession", "table_cards_of"]

DEFAULT_LEVEL = "hard"
"""The computers' level until the window says otherwise (Settings' default Difficulty)."""


class GameSession(QObject):
    """The window's ``MatchPlay``: every change to it goes through here and is announced."""

    gameStarted = Signal(object)  # GameState
    moveApplied = Signal(object, object, object, int)  # Move, before, after, seat
    undone = Signal(object, int)  # GameState now current, number of moves taken back
    redone = Signal(object, int)  # GameState now current, number of moves played again (after their moveApplied)
    gameOver = Signal(object)  # GameResult
    matchOver = Signal(object)  # Match

    def __init__(
        self,
        variant: Variant,
        seed: int | None = None,
        parent: QObject | None = None,
        players: int = 2,
        seating: Seating | None = None,
    ) -> None:
        """A match dealt fairly (``fair_deal.py``), or from ``seed`` when one is given (a deal asked for by number)."""
        super().__init__(parent)
        self.cutter: Cutter = lambda _commitment: random_cut()
        """Answers each fair deal's cut: a random one until the window offers the player the cut."""
        if seating is None or seating.players != players:
            seating = Seating.against_computers(players, DEFAULT_LEVEL)
        self.seating: Seating = seating
        """Who plays each seat of the match in play: people and the computers' levels."""
        self.online_mover: Callable[[Move], None] | None = None
        """Takes a move of the person here in an online match to its table; the table reports it back to be played."""
        self.move_sent: Move | None = None
        """The online move sent and not yet reported back by the table: no other may be made meanwhile."""
        self.table_stopped = False
        """The online table stopped on a fault: no move of this match is made any more."""
        first = seating.first_leader(computer_first=False)
        self._play = MatchPlay.new(
            variant, seed, players=players, first_leader=first, cutter=self._cut if seed is None else None
        )

    def _leave_online_table(self) -> None:
        """A match of this screen replaces an online one: no move is on its way, no table has stopped."""
        self.move_sent = None
        self.table_stopped = False

    def _usual(self, players: int) -> Seating:
        """You against the computers, at the level the first computer plays now."""
        seating = self.seating
        computers = [s for s in range(seating.players) if not seating.is_person(s) and s not in seating.online_seats]
        levels = [seating.level(s) for s in computers]
        return Seating.against_computers(players, levels[0] if levels else DEFAULT_LEVEL)

    def _cut(self, commitment: str) -> str:
        return self.cutter(commitment)

    # ---------------------------------------------------------------- reading

    @property
    def play(self) -> MatchPlay:
        """The match in play itself (read it; change it through the session so the table hears)."""
        return self._play

    @property
    def state(self) -> GameState:
        return self._play.state

    @property
    def match(self) -> Match:
        return self._play.match

    @property
    def players(self) -> int:
        return self._play.players

    @property
    def variant(self) -> Variant:
        return self._play.variant

    @property
    def moves_this_game(self) -> int:
        return len(self._play.history)

    @property
    def current_moves(self) -> list[Move]:
        return self._play.current_moves

    @property
    def finished_moves(self) -> list[list[Move]]:
        return self._play.finished_moves

    @property
    def saveable(self) -> bool:
        """True when the match can be written as seed + moves (not a hand-made position)."""
        return self._play.saveable

    @property
    def undo_used(self) -> bool:
        """True if the human took a move back in the game in progress (statistics note it)."""
        return self._play.undo_used

    def can_pass_lead(self) -> bool:
        """The human may let the computer lead only before the first move of a match."""
        fresh = self.match.game_number == 0 and not self._play.history and not self.state.over
        computer_next = self.match.first_leader != self.seating.first_leader(computer_first=True)
        return fresh and self.saveable and self.match.daily is None and computer_next  # the daily deal: you lead

    @property
    def online(self) -> bool:
        """The match is played with a person at another computer: moves are not taken back, the deal not redone."""
        return bool(self.seating.online_seats)

    def can_undo(self, seat: int = YOUR_SEAT) -> bool:
        """A move of ``seat``'s in this game, not yet over, that can be taken back without another person's move."""
        return not self.online and self._play.can_undo(seat, self._other_people(seat))

    def _other_people(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in self.seating.people if s != seat)

    def can_redo(self) -> bool:
        """Moves taken back by undo in this game that no new move has replaced since."""
        return not self.online and self._play.can_redo()

    def can_restart_deal(self) -> bool:
        """The game in progress can be dealt again (a finished game is already on the score sheet)."""
        return not self.state.over and not self.online

    @property
    def score_names(self) -> tuple[str, ...]:
        """Who scores, in the player's words: each player, or each side in partnerships."""
        return words.score_names(self.variant, self.seat_names)

    @property
    def seat_names(self) -> tuple[str, ...]:
        """What the table calls each seat, in the player's words: "You" and the chairs, or the people's names."""
        return words.seat_names(self.seating.names)

    @property
    def seat_words(self) -> words.SeatWords:
        """How the table's sentences name the seats: by name, and "You" and "the computer" where they apply."""
        return words.SeatWords(self.seat_names, self.you_seat, self.computer_seat)

    def stories(self) -> list[MoveStory]:
        """Every move of the game on the table as the table saw it, in the order played."""
        play = self._play
        history = play.history
        afters = [*history[1:], play.state] if history else []
        return [story_of(m, b, a) for m, b, a in zip(play.current_moves, history, afters, strict=True)]

    @property
    def you_seat(self) -> int | None:
        """The seat the table calls "You": the one person at it, playing without a name (None: nobody is)."""
        people = self.seating.people
        if len(people) != 1 or self.seating.seats[people[0]].name:
            return None
        return people[0]

    @property
    def computer_seat(self) -> int | None:
        """The seat the table calls "Computer": the one opponent of a person alone at a table of two."""
        people = self.seating.people
        if self.seating.players != 2 or len(people) != 1 or self.online:
            return None
        return 1 - people[0]

    def running_scores(self, state: GameState | None = None) -> list[int]:
        """Finished games plus the points already certain in this game (docs/RULES.md 6), by side in partnerships.

        ``state``: a position of the game on the table other than its latest, the one the felt still shows
        while the last move is played out (the game that move finished is not counted yet).
        """
        if state is None or state is self.state:
            state = self.state
            totals = self.match.totals()
        else:
            results = self.match.results
            totals = self.match.totals(len(results) - 1 if self.state.over else len(results))
        if state.over:
            return totals
        variant = state.variant
        for seat in range(state.players):
            totals[variant.side_of(seat)] += certain_points(variant, state.captured[seat], state.sweeps[seat])
        return totals

    # ---------------------------------------------------------------- intents

    def moves_for(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> list[Move]:
        """The legal moves that play ``card`` with exactly these table cards (the engine's answer)."""
        return self.state.moves_for(card, table_cards, kind)

    def refusal(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> str:
        """Why no legal move plays ``card`` with these table cards: the engine's reason, as a sentence."""
        state = self.state
        if not state.over and not self.seating.is_person(state.to_move):
            if self.seating.seats[state.to_move].is_online:
                return _("It is {name}'s turn.").format(name=self.seat_names[state.to_move])
            return _("It is the computer's turn.")
        refusal = state.why_no_move_for(card, table_cards, kind)
        return _("That move is not allowed.") if refusal is None else words.refusal_text(refusal)

    def capturable_cards(self, card: Card) -> set[Card]:
        """Table cards that some legal capture or build with ``card`` would take in (the engine's answer)."""
        return self.state.cards_taken_in_by(card)

    # ---------------------------------------------------------------- changes

    def apply(self, move: Move) -> None:
        """Apply a legal move (``IllegalMove`` otherwise, nothing changed) and announce it.

        A new move starts a new line of play, so the moves undo took back can
        no longer be played again.
        """
        if self.online and self.online_mover is not None and self.seating.is_person(self.state.to_move):
            if self.move_sent is not None:
                raise ValueError("a move is on its way to the online table")
            self.state.apply(move)  # IllegalMove, as always, before anything leaves for the table
            self.move_sent = move
            self.online_mover(move)
            return
        self._announce(self._play.push(move))

    def _announce(self, step: Step) -> None:
        """Tell the table about a move the match has taken, then about the game (and match) it ended."""
        self.moveApplied.emit(step.move, step.before, step.after, step.seat)
        if step.after.over:
            match = self.match
            self.gameOver.emit(match.results[-1])
            if match.is_over():
                self.matchOver.emit(match)

    def undo(self, seat: int = YOUR_SEAT) -> int:
        """Take back ``seat``'s last move and the computers' replies to it; returns moves taken back.

        Only within the game in progress; nothing happens (0) when there is no
        move of the seat's to take back, or when another person has moved since.
        """
        taken = self._play.undo(seat, self._other_people(seat))
        if taken:
            self.undone.emit(self.state, len(taken))
        return len(taken)

    def redo(self) -> int:
        """Play again the moves the last undo took back; returns how many (0 when there are none).

        The very same moves, the human's and every reply to it, so the game
        goes on as it was before the undo and a save holds them again. Each
        is announced with ``moveApplied`` as ``apply`` does, then ``redone``
        once. The game stays marked as played with undo.
        """
        steps = self._play.redo()
        if not steps:
            return 0
        for step in steps:
            self._announce(step)
        self.redone.emit(self.state, len(steps))
        return len(steps)

    def restart_deal(self) -> None:
        """Deal the game in progress again: the same cards in the same places, no moves made.

        The earlier games of the match stay as they were. A restarted game
        with moves in it counts as played with undo (``MatchPlay.restart_deal``).
        ``gameStarted`` announces the new deal. ``ValueError`` when the game
        is over (its result is already recorded).
        """
        self._play.restart_deal()
        self.gameStarted.emit(self.state)

    def resume(self, play: MatchPlay, seating: Seating) -> None:
        """Carry on a saved match, replayed once from its save (``savegame.replay``): no move is played again here.

        ``seating`` is who played it (the save's seats, or the usual table when it names none).
        """
        if play.match.is_over():
            raise ValueError(_("the saved match is over"))  # said to the player: the match could not be resumed
        if seating.players != play.players:
            raise ValueError(_("the saved seats are not the match's table"))
        self._leave_online_table()
        play.cutter = self._cut if play.match.fair_deals else None  # a match dealt fairly goes on so
        match = play.match
        if play.cutter is not None and match.game_number not in match.fair_deals and not play.history:
            play.deal_fairly_again()  # saved between games: the next one was dealt without its seal
        self._play = play
        self.seating = seating
        self.gameStarted.emit(play.state)

    def last_result(self) -> GameResult | None:
        return self._play.last_result()

    def next_game(self) -> None:
        """Deal the next game of the match (after a finished game)."""
        self._play.next_game()
        self.gameStarted.emit(self.state)

    def new_match(
        self,
        variant: Variant | None = None,
        seed: int | None = None,
        first_leader: int = YOUR_SEAT,
        players: int | None = None,
        seating: Seating | None = None,
    ) -> None:
        """Start a new match, abandoning the one in progress (same table size and seats unless given).

        Without a ``seed`` the match is dealt fairly.
        """
        players = self.players if players is None else players
        if seating is not None and seating.players != players:
            raise ValueError(f"{seating.players} seats for a table of {players}")
        self._leave_online_table()
        self._play = MatchPlay.new(
            variant or self.variant,
            fresh_seed() if seed is None else seed,
            players=players,
            first_leader=first_leader,
            cutter=self._cut if seed is None else None,
        )
        if seating is not None:
            self.seating = seating
        elif self.seating.players != players:
            self.seating = self._usual(players)
        self.gameStarted.emit(self.state)

    @property
    def played_variant(self) -> Variant:
        """The variant as this match is decided: a daily deal is one game, whatever its variant's target."""
        return replace(self.variant, match_target=None) if self.match.daily is not None else self.variant

    def deal_fairly_again(self) -> None:
        """Seal and cut the game on the table afresh, before its first move (``MatchPlay.deal_fairly_again``)."""
        self._play.deal_fairly_again()
        self.gameStarted.emit(self.state)

    def start_daily(self, day: datetime.date) -> None:
        """Deal ``day``'s daily deal (``engine/daily_deal.py``), abandoning the match in progress."""
        self._leave_online_table()
        self._play = MatchPlay(daily_match(day))
        self.seating = self._usual(self.players)  # the day's deal is yours, against the computer
        self.gameStarted.emit(self.state)

    def load_state(self, state: GameState, seed: int | None = None) -> None:
        """Play on from a given position as the first game of a new match (tests, puzzles)."""
        match = Match(state.variant, fresh_seed() if seed is None else seed, players=state.players)
        self._leave_online_table()
        self._play = MatchPlay(match, position=state)
        if self.seating.players != state.players:
            self.seating = self._usual(state.players)
        self.gameStarted.emit(state)

    def start_online(self, state: GameState, seating: Seating, earlier: Sequence[GameResult] = ()) -> None:
        """Put an online match on the table at ``state``, dealt at the online table (stand-ins for what is sealed),
        with ``seating``'s person here and friend there, after the ``earlier`` games' results (a match taken up
        again). ``gameStarted`` announces it."""
        if not seating.online_seats or seating.players != state.players:
            raise ValueError("an online match seats a person online")
        self._leave_online_table()
        match = Match(state.variant, fresh_seed(), players=state.players)  # who leads is the online table's
        match.results.extend(earlier)
        self._play = MatchPlay(match, position=state)
        self.seating = seating
        self.gameStarted.emit(state)

    def next_online_game(self, state: GameState) -> None:
        """The online match's next game, dealt at its table (``MatchPlay.next_game_from``)."""
        self._play.next_game_from(state)
        self.move_sent = None
        self.gameStarted.emit(state)

    def apply_online(self, move: Move, before: GameState, seen_by: int) -> None:
        """Apply the move of a person playing online, made from ``before``: the table's position with its stand-ins
        where they now stand, which ``seen_by`` (the person here) sees exactly as the game on the table."""
        self._play.replace_unseen(before, seen_by)
        self.move_sent = None
        unseen = [card for seat, hand in enumerate(before.hands) if seat != seen_by for card in hand]
        self._announce(self._play.push(move, could_also_hold=[*unseen, *before.stock]))

    def pass_lead(self) -> None:
        """Let the computer lead the first game (before any move of the match)."""
        if not self.can_pass_lead():
            raise ValueError("the lead can only be passed before the first move of a match")
        self._play.pass_lead(self.seating.first_leader(computer_first=True))
        self.gameStarted.emit(self.state)


def table_cards_of(state: GameState) -> list[Card]:
    return [c for it in state.table for c in item_cards(it)]
