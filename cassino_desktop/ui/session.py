"""GameSession: the one object that owns the match and applies moves.

The scene, the window and the computer's worker all go through it: the
scene turns a drag into an *intent* (this hand card with these table cards)
and asks the session which legal moves match; the session applies the one
chosen and tells everyone with ``moveApplied``. Legality is never decided
here: the engine's ``legal_moves()`` and ``illegal_reason()`` are the truth.
"""

from __future__ import annotations

import os
from collections.abc import Collection

from PySide6.QtCore import QObject, Signal

from ..engine import (
    BUILD,
    CAPTURE,
    Card,
    GameResult,
    GameState,
    Match,
    Move,
    Variant,
    certain_points,
    item_cards,
)

HUMAN = 0
COMPUTER = 1


def random_seed() -> int:
    """A fresh seed for a new match (seeds are shown so a deal can be replayed)."""
    return int.from_bytes(os.urandom(8), "big") >> 1


class GameSession(QObject):
    """Owns the match and the current game; the only place moves are applied."""

    gameStarted = Signal(object)  # GameState
    moveApplied = Signal(object, object, object, int)  # Move, before, after, seat
    gameOver = Signal(object)  # GameResult
    matchOver = Signal(object)  # Match

    def __init__(self, variant: Variant, seed: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match = Match(variant, random_seed() if seed is None else seed)
        self._state = self._match.start_game()
        self._moves_this_game = 0

    # ---------------------------------------------------------------- reading

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def match(self) -> Match:
        return self._match

    @property
    def variant(self) -> Variant:
        return self._match.variant

    @property
    def moves_this_game(self) -> int:
        return self._moves_this_game

    def can_pass_lead(self) -> bool:
        """The human may let the computer lead only before the first move of a match."""
        return self._match.game_number == 0 and self._moves_this_game == 0 and not self._state.over

    def running_scores(self) -> list[int]:
        """Finished games plus the points already certain in this game (RULES.md 6)."""
        totals = self._match.totals()
        state = self._state
        if state.over:
            return totals
        return [
            totals[s] + certain_points(state.variant, state.captured[s], state.sweeps[s]) for s in range(state.players)
        ]

    # ---------------------------------------------------------------- intents

    def moves_for(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> list[Move]:
        """The legal moves that play ``card`` with exactly these table cards."""
        wanted = sorted(table_cards)
        return sorted(
            (
                m
                for m in self._state.legal_moves()
                if m.card == card and list(m.cards) == wanted and (kind is None or m.kind == kind)
            ),
            key=Move.sort_key,
        )

    def refusal(self, card: Card, table_cards: Collection[Card], kind: str | None = None) -> str:
        """Why no legal move plays ``card`` with these table cards: the engine's reason."""
        state = self._state
        if state.over:
            return "The game is over."
        if state.to_move != HUMAN:
            return "It is the computer's turn."
        cards = sorted(table_cards)
        if not cards:
            reason = state.illegal_reason(Move.trail(card))
            return _sentence(reason or "That card cannot be played alone.")
        candidates: list[Move] = []
        if kind in (None, CAPTURE):
            candidates.append(Move.capture(card, cards))
        if kind in (None, BUILD):
            values = [v for c in (card, *cards) for v in state.variant.values(c)[:1]]
            total = sum(values)
            candidates.append(Move.build(min(max(total, 2), 14), card, cards))
        for move in candidates:
            reason = state.illegal_reason(move)
            if reason:
                return _sentence(reason)
        return "That move is not allowed."

    def capturable_cards(self, card: Card) -> set[Card]:
        """Table cards that some legal capture or build with ``card`` would take in."""
        return {c for m in self._state.legal_moves() if m.card == card for c in m.cards}

    # ---------------------------------------------------------------- changes

    def apply(self, move: Move) -> None:
        """Apply a legal move (``IllegalMove`` otherwise, nothing changed) and announce it."""
        before = self._state
        after = before.apply(move)
        self._state = after
        self._moves_this_game += 1
        self.moveApplied.emit(move, before, after, before.to_move)
        if after.over:
            result = after.result()
            self._match.record(result)
            self.gameOver.emit(result)
            if self._match.is_over():
                self.matchOver.emit(self._match)

    def last_result(self) -> GameResult | None:
        results = self._match.results
        return results[-1] if results and self._state.over else None

    def next_game(self) -> None:
        """Deal the next game of the match (after a finished game)."""
        if not self._state.over:
            raise ValueError("the current game is not over")
        self._state = self._match.start_game()
        self._moves_this_game = 0
        self.gameStarted.emit(self._state)

    def new_match(self, variant: Variant | None = None, seed: int | None = None, first_leader: int = HUMAN) -> None:
        """Start a new match, abandoning the one in progress."""
        self._match = Match(variant or self.variant, random_seed() if seed is None else seed, first_leader=first_leader)
        self._state = self._match.start_game()
        self._moves_this_game = 0
        self.gameStarted.emit(self._state)

    def load_state(self, state: GameState, seed: int | None = None) -> None:
        """Play on from a given position as the first game of a new match (tests, puzzles)."""
        self._match = Match(state.variant, random_seed() if seed is None else seed)
        self._state = state
        self._moves_this_game = 0
        self.gameStarted.emit(state)

    def pass_lead(self) -> None:
        """Let the computer lead the first game (before any move of the match)."""
        if not self.can_pass_lead():
            raise ValueError("the lead can only be passed before the first move of a match")
        self.new_match(self.variant, self._match.seed, first_leader=COMPUTER)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def table_cards_of(state: GameState) -> list[Card]:
    return [c for it in state.table for c in item_cards(it)]
