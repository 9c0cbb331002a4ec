"""GameSession: the one object that owns the match and applies moves.

The scene, the window and the computer's worker all go through it: the
scene turns a drag into an *intent* (this hand card with these table cards)
and asks the session which legal moves match; the session applies the one
chosen and tells everyone with ``moveApplied``. Legality is never decided
here: the engine's ``moves_for()`` and ``refusal()`` are the truth.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QObject, Signal

from ..engine import (
    Card,
    GameResult,
    GameState,
    Match,
    Move,
    Variant,
    certain_points,
    fresh_seed,
    item_cards,
)
from ..storage import sentence
from .seats import HUMAN

COMPUTER = 1
"""The computer who plays after you (the only one at a table of two)."""


class GameSession(QObject):
    """Owns the match and the current game; the only place moves are applied."""

    gameStarted = Signal(object)  # GameState
    moveApplied = Signal(object, object, object, int)  # Move, before, after, seat
    undone = Signal(object, int)  # GameState now current, number of moves taken back
    redone = Signal(object, int)  # GameState now current, number of moves played again (after their moveApplied)
    gameOver = Signal(object)  # GameResult
    matchOver = Signal(object)  # Match

    def __init__(
        self, variant: Variant, seed: int | None = None, parent: QObject | None = None, players: int = 2
    ) -> None:
        super().__init__(parent)
        self._match = Match(variant, fresh_seed() if seed is None else seed, players=players)
        self._state = self._match.start_game()
        self._history: list[GameState] = []  # the state before each move of this game
        self._moves: list[Move] = []  # the moves of this game
        self._redo: list[list[Move]] = []  # the moves each undo of this game took back, latest last
        self._finished: list[list[Move]] = []  # the moves of each finished game of the match
        self._undo_used = False
        self._from_position = False  # a hand-made position, not a seeded deal: nothing to save

    # ---------------------------------------------------------------- reading

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def match(self) -> Match:
        return self._match

    @property
    def players(self) -> int:
        return self._match.players

    @property
    def variant(self) -> Variant:
        return self._match.variant

    @property
    def moves_this_game(self) -> int:
        return len(self._moves)

    @property
    def current_moves(self) -> list[Move]:
        return list(self._moves)

    @property
    def finished_moves(self) -> list[list[Move]]:
        return [list(game) for game in self._finished]

    @property
    def saveable(self) -> bool:
        """True when the match can be written as seed + moves (not a hand-made position)."""
        return not self._from_position

    @property
    def undo_used(self) -> bool:
        """True if the human took a move back in the game in progress (statistics note it)."""
        return self._undo_used

    def can_pass_lead(self) -> bool:
        """The human may let the computer lead only before the first move of a match."""
        return self._match.game_number == 0 and not self._moves and not self._state.over

    def can_undo(self) -> bool:
        """A move of the human's in this game, not yet over, that can be taken back."""
        return not self._state.over and any(s.to_move == HUMAN for s in self._history)

    def can_redo(self) -> bool:
        """Moves taken back by undo in this game that no new move has replaced since."""
        return bool(self._redo) and not self._state.over

    def can_restart_deal(self) -> bool:
        """The game in progress can be dealt again (a finished game is already on the score sheet)."""
        return not self._state.over

    def running_scores(self) -> list[int]:
        """Finished games plus the points already certain in this game (docs/RULES.md 6)."""
        totals = self._match.totals()
        state = self._state
        if state.over:
            return totals
        return [
            totals[s] + certain_points(state.variant, state.captured[s], state.sweeps[s]) for s in range(state.players)
        ]

    # ---------------------------------------------------------------- intents

    def moves_for(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> list[Move]:
        """The legal moves that play ``card`` with exactly these table cards (the engine's answer)."""
        return self._state.moves_for(card, table_cards, kind)

    def refusal(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> str:
        """Why no legal move plays ``card`` with these table cards: the engine's reason, as a sentence."""
        state = self._state
        if not state.over and state.to_move != HUMAN:
            return "It is the computer's turn."
        refusal = state.refusal(card, table_cards, kind)
        return "That move is not allowed." if refusal is None else sentence(refusal.sentence)

    def capturable_cards(self, card: Card) -> set[Card]:
        """Table cards that some legal capture or build with ``card`` would take in."""
        return {c for m in self._state.legal_moves() if m.card == card for c in m.cards}

    # ---------------------------------------------------------------- changes

    def apply(self, move: Move) -> None:
        """Apply a legal move (``IllegalMove`` otherwise, nothing changed) and announce it.

        A new move starts a new line of play, so the moves undo took back can
        no longer be played again.
        """
        self._advance(move)
        self._redo.clear()

    def _advance(self, move: Move) -> None:
        before = self._state
        after = before.apply(move)
        self._state = after
        self._history.append(before)
        self._moves.append(move)
        self.moveApplied.emit(move, before, after, before.to_move)
        if after.over:
            result = after.result()
            self._match.record(result)
            self._finished.append(list(self._moves))
            self.gameOver.emit(result)
            if self._match.is_over():
                self.matchOver.emit(self._match)

    def undo(self) -> int:
        """Take back the human's last move and the computer's reply to it; returns moves taken back.

        Only within the game in progress; nothing happens (0) when there is no
        move of the human's to take back.
        """
        if not self.can_undo():
            return 0
        index = max(i for i, s in enumerate(self._history) if s.to_move == HUMAN)
        count = len(self._history) - index
        self._state = self._history[index]
        del self._history[index:]
        self._redo.append(self._moves[index:])
        del self._moves[index:]
        self._undo_used = True
        self.undone.emit(self._state, count)
        return count

    def redo(self) -> int:
        """Play again the moves the last undo took back; returns how many (0 when there are none).

        The very same moves, the human's and every reply to it, so the game
        goes on as it was before the undo and a save holds them again. Each
        is announced with ``moveApplied`` as ``apply`` does, then ``redone``
        once. The game stays marked as played with undo.
        """
        if not self.can_redo():
            return 0
        moves = self._redo.pop()
        for move in moves:
            self._advance(move)
        self._undo_used = True
        self.redone.emit(self._state, len(moves))
        return len(moves)

    def restart_deal(self) -> None:
        """Deal the game in progress again: the same cards in the same places, no moves made.

        The earlier games of the match stay as they were. The player has seen
        cards of this deal that a fresh deal would hide (the computer's plays,
        the cards drawn), so a restarted game with moves in it counts as
        played with undo; restarting a deal nobody has moved in changes
        nothing and marks nothing. ``gameStarted`` announces the new deal.
        ``ValueError`` when the game is over (its result is already recorded).
        """
        if not self.can_restart_deal():
            raise ValueError("a finished game cannot be dealt again")
        dealt = self._history[0] if self._history else self._state
        undo_used = self._undo_used or bool(self._moves)
        self._start(dealt)
        self._undo_used = undo_used

    def resume(self, match: Match, finished: list[list[Move]], current: list[Move], undo_used: bool) -> None:
        """Carry on a saved match: its finished games, then the moves of the game in progress."""
        state = match.start_game() if not match.is_over() else None
        if state is None:
            raise ValueError("the saved match is over")
        history: list[GameState] = []
        for move in current:
            history.append(state)
            state = state.apply(move)
        self._match = match
        self._state = state
        self._history = history
        self._moves = list(current)
        self._redo = []
        self._finished = [list(game) for game in finished]
        self._undo_used = undo_used
        self._from_position = False
        self.gameStarted.emit(state)

    def last_result(self) -> GameResult | None:
        results = self._match.results
        return results[-1] if results and self._state.over else None

    def next_game(self) -> None:
        """Deal the next game of the match (after a finished game)."""
        if not self._state.over:
            raise ValueError("the current game is not over")
        self._start(self._match.start_game())

    def _start(self, state: GameState) -> None:
        self._state = state
        self._history = []
        self._moves = []
        self._redo = []
        self._undo_used = False
        self.gameStarted.emit(state)

    def new_match(
        self,
        variant: Variant | None = None,
        seed: int | None = None,
        first_leader: int = HUMAN,
        players: int | None = None,
    ) -> None:
        """Start a new match, abandoning the one in progress (same table size unless ``players`` is given)."""
        self._match = Match(
            variant or self.variant,
            fresh_seed() if seed is None else seed,
            players=self._match.players if players is None else players,
            first_leader=first_leader,
        )
        self._finished = []
        self._from_position = False
        self._start(self._match.start_game())

    def load_state(self, state: GameState, seed: int | None = None) -> None:
        """Play on from a given position as the first game of a new match (tests, puzzles)."""
        self._match = Match(state.variant, fresh_seed() if seed is None else seed, players=state.players)
        self._finished = []
        self._from_position = True
        self._start(state)

    def pass_lead(self) -> None:
        """Let the computer lead the first game (before any move of the match)."""
        if not self.can_pass_lead():
            raise ValueError("the lead can only be passed before the first move of a match")
        self.new_match(self.variant, self._match.seed, first_leader=COMPUTER)


def table_cards_of(state: GameState) -> list[Card]:
    return [c for it in state.table for c in item_cards(it)]
