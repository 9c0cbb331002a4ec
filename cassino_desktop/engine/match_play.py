"""A match in play: the match, the game on the table, and every move made, as python-chess keeps a board's move stack.

Every front end plays a match the same way (deal a game, apply moves, record
the result, deal the next), and a save is nothing but each game's seed and
moves, so the engine keeps that record once: ``push`` applies a move and
records the game's result when it ends, ``pop``/``undo`` take moves back and
``redo`` plays them again, ``next_game`` and ``restart_deal`` deal, and the
moves a save needs come back out of it. The window, the text game, the
tournament and the save format's replay all play through it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import NamedTuple

from .cards import Card, sorted_cards
from .daily_deal import seal_of
from .fair_deal import FairDeal, RevealedDeal, SealedDeal
from .game_line import game_line
from .match import Match
from .moves import Move
from .rng import fresh_seed
from .scoring import GameResult
from .state import GameState
from .variants import Variant
from .view import SeatView, view_for


class Step(NamedTuple):
    """One move as it was played: the positions either side of it, so a front end can show it."""

    move: Move
    before: GameState
    after: GameState

    @property
    def seat(self) -> int:
        """Who made the move."""
        return self.before.to_move


Cutter = Callable[[str], str]
"""Asked for each fairly dealt game's cut, given the commitment it will be checked against (``fair_deal.py``)."""


class MatchPlay:
    """The match, the current game's state and the moves of every game; the one place moves are applied.

    A finished game stays on the table (``state.over``) until ``next_game``
    deals the next one, so its final position can be shown and its result
    read from ``match.results``.
    """

    def __init__(self, match: Match, position: GameState | None = None, cutter: Cutter | None = None) -> None:
        """Start ``match``'s next game, or play on from a hand-made ``position`` (tests, puzzles: nothing to save).

        With a ``cutter`` every game is dealt fairly: a fresh secret is
        sealed, the cutter is given its commitment and answers the cut, and
        the seed comes from both. A game the match already holds a fair deal
        for (a resumed one) keeps it.
        """
        self._match = match
        self.cutter = cutter
        self._state = self._deal() if position is None else position
        self._history: list[GameState] = []  # the state before each move of this game
        self._moves: list[Move] = []  # the moves of this game
        self._redo: list[list[Move]] = []  # the moves each undo of this game took back, latest last
        self._finished: list[list[Move]] = []  # the moves of each finished game of the match
        self.undo_used = False
        """Whether moves of the game in progress were taken back (statistics and saves note it)."""
        self._from_position = position is not None

    @classmethod
    def new(
        cls,
        variant: Variant,
        seed: int | None = None,
        players: int = 2,
        first_leader: int = 0,
        cutter: Cutter | None = None,
    ) -> MatchPlay:
        """A new match dealt from ``seed`` (a fresh one when None), or fairly when a ``cutter`` is given.

        Seats go by number, play passing from each to the next; seat 0 leads unless ``first_leader`` says another.
        """
        match = Match(variant, fresh_seed() if seed is None else seed, players=players, first_leader=first_leader)
        return cls(match, cutter=cutter)

    # ---------------------------------------------------------------- reading

    @property
    def match(self) -> Match:
        return self._match

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def variant(self) -> Variant:
        return self._match.variant

    @property
    def players(self) -> int:
        return self._match.players

    @property
    def current_moves(self) -> list[Move]:
        """The moves of the game on the table (a finished one's until the next is dealt)."""
        return list(self._moves)

    @property
    def finished_moves(self) -> list[list[Move]]:
        """The moves of each game the match has recorded, in order."""
        return [list(game) for game in self._finished]

    @property
    def history(self) -> list[GameState]:
        """The position before each move of the game on the table."""
        return list(self._history)

    @property
    def game_seeds(self) -> list[int]:
        """The seed of every game dealt so far, the one on the table last: with the moves, the whole match."""
        dealt = len(self._finished) + (0 if self._state.over else 1)
        return [self._match.game_seed(game) for game in range(dealt)]

    @property
    def saveable(self) -> bool:
        """True when the match can be written as seed + moves (not a hand-made position)."""
        return not self._from_position

    def moves_to_save(self) -> tuple[list[list[Move]], list[Move]]:
        """What a save holds: the moves of each finished game and of the game in progress (none once it is over)."""
        return self.finished_moves, [] if self._state.over else self.current_moves

    def line_of(self, game: int) -> str:
        """Game ``game`` (from 0; the one on the table included) as one line of text (``game_line``).

        ``ValueError`` for a game played on from a hand-made position, which no seed deals. The daily deal's
        game in play is written with the seal of its seed and no seed (``game_line``): the line shows no card
        the player has not seen.
        """
        if not self.saveable:
            raise ValueError("a game played on from a hand-made position has no seed to write")
        games = [*self._finished, *([] if self._state.over else [self._moves])]
        if not 0 <= game < len(games):
            raise ValueError(f"the match has no game {game + 1}")
        match = self._match
        in_play = game >= len(self._finished)
        if game in match.fair_deals and in_play:
            raise ValueError("a fairly dealt game is written as a line once it is over: its seed gives the deal away")
        dealer = (match.leader(game) - 1) % match.players
        seed = match.game_seed(game)
        seal = "" if match.daily is None else seal_of(seed)
        shown = None if seal and in_play else seed  # a daily deal in play: its seal, not the seed that deals it
        return game_line(match.variant, shown, dealer, match.players, games[game], self.revealed_deal(game), seal)

    def commitment(self, game: int) -> str | None:
        """The commitment shown before game ``game`` was dealt, when it was dealt fairly."""
        deal = self._match.fair_deals.get(game)
        return None if deal is None else deal.commitment

    def revealed_deal(self, game: int) -> RevealedDeal | None:
        """A finished game's fair deal, secret and all; None for a game still in play or not dealt fairly."""
        deal = self._match.fair_deals.get(game)
        return None if deal is None or game >= len(self._finished) else deal.revealed()

    def dealt_this_game(self) -> tuple[frozenset[Card], ...]:
        """The cards each seat has been dealt in the game on the table: every card its hand has held."""
        positions = [*self._history, self._state]
        return tuple(frozenset(c for p in positions for c in p.hands[seat]) for seat in range(self.players))

    def last_result(self) -> GameResult | None:
        """The result of the game on the table once it is over."""
        results = self._match.results
        return results[-1] if results and self._state.over else None

    def can_undo(self, seat: int, spare: Collection[int] = ()) -> bool:
        """A move of ``seat``'s in this game, not yet over, that can be taken back.

        The moves after it go back too, so none of them may be a move of a
        seat in ``spare`` (another person at the table keeps the moves they made).
        """
        return self._last_move_of(seat, spare) is not None

    def _last_move_of(self, seat: int, spare: Collection[int]) -> int | None:
        if self._state.over:
            return None
        for index in range(len(self._history) - 1, -1, -1):
            mover = self._history[index].to_move
            if mover == seat:
                return index
            if mover in spare:
                return None
        return None

    def can_redo(self) -> bool:
        """Moves taken back in this game that no new move has replaced since."""
        return bool(self._redo) and not self._state.over

    # ---------------------------------------------------------------- changes

    def push(self, move: Move, *, could_also_hold: Collection[Card] = ()) -> Step:
        """Apply a legal move (``IllegalMove`` otherwise, nothing changed); a game that ends is recorded.

        A new move starts a new line of play, so the moves taken back can no
        longer be played again. ``could_also_hold`` is ``GameState.apply``'s: the
        cards a mover whose hand is known only as stand-ins might hold.
        """
        step = self._advance(move, could_also_hold)
        self._redo.clear()
        return step

    def _advance(self, move: Move, could_also_hold: Collection[Card] = ()) -> Step:
        before = self._state
        after = before.apply(move, could_also_hold=could_also_hold)
        self._state = after
        self._history.append(before)
        self._moves.append(move)
        if after.over:
            self._match.record(after.result())
            self._finished.append(list(self._moves))
        return Step(move, before, after)

    def pop(self) -> Move:
        """Take back the last move of the game in progress; ``redo`` plays it again. ``ValueError`` if none."""
        if self._state.over or not self._moves:
            raise ValueError("there is no move of the game in progress to take back")
        return self._take_back(len(self._moves) - 1)[0]

    def undo(self, seat: int, spare: Collection[int] = ()) -> list[Move]:
        """Take back ``seat``'s last move and every reply to it; the moves taken back (none unless ``can_undo``)."""
        index = self._last_move_of(seat, spare)
        return [] if index is None else self._take_back(index)

    def _take_back(self, index: int) -> list[Move]:
        taken = self._moves[index:]
        self._state = self._history[index]
        del self._history[index:]
        del self._moves[index:]
        self._redo.append(taken)
        self.undo_used = True
        return taken

    def redo(self) -> list[Step]:
        """Play again the moves the last undo took back, the very same ones; none when there are none."""
        if not self.can_redo():
            return []
        steps = [self._advance(move) for move in self._redo.pop()]
        self.undo_used = True
        return steps

    def restart_deal(self) -> None:
        """Deal the game in progress again: the same cards in the same places, no moves made.

        The player has seen cards of this deal that a fresh deal would hide,
        so a restarted game with moves in it counts as played with undo.
        ``ValueError`` when the game is over (its result is already recorded).
        """
        if self._state.over:
            raise ValueError("a finished game cannot be dealt again")
        dealt = self._history[0] if self._history else self._state
        undo_used = self.undo_used or bool(self._moves)
        self._start(dealt)
        self.undo_used = undo_used

    def next_game(self) -> None:
        """Deal the next game of the match (after a finished game); ``ValueError`` otherwise."""
        if not self._state.over:
            raise ValueError("the current game is not over")
        self._start(self._deal())

    def replace_unseen(self, state: GameState, seat: int) -> None:
        """Put ``state`` on the table in place of the game's position, which it equals in all ``seat`` sees.

        A table dealt from a sealed deck (an online one) knows the cards it has not seen only as stand-ins; as
        cards are opened, or another seat plays one, the stand-ins change places. ``ValueError`` if anything
        ``seat`` can see would change, so a stand-in never changes the game.
        """
        if _seen_by(state, seat) != _seen_by(self._state, seat):
            raise ValueError(f"the position differs in what seat {seat} sees, not only in its stand-ins")
        self._state = state

    def next_game_from(self, state: GameState) -> None:
        """Begin the match's next game from ``state``, a deal made elsewhere (an online table's sealed deck).

        ``ValueError`` unless the game on the table is over, the match goes on and ``state`` is a game of its
        variant and table that has not begun.
        """
        if not self._state.over or self._match.is_over():
            raise ValueError("the next game begins once a game is over and the match goes on")
        if state.variant != self.variant or state.players != self.players or state.over:
            raise ValueError("the next game must be a new game of the match's variant and table")
        self._start(state)

    def pass_lead(self, leader: int) -> None:
        """Let ``leader`` lead the first game instead: the same deal, dealt again. ``ValueError`` after a move."""
        if self._finished or self._moves or not self.saveable or self._match.daily is not None:
            raise ValueError("the lead can only be passed before the first move of a match (not in a daily deal)")
        match = self._match
        self._match = Match(
            match.variant, match.seed, match.players, first_leader=leader, fair_deals=dict(match.fair_deals)
        )
        self._start(self._match.start_game())

    def deal_fairly_again(self) -> None:
        """Seal and cut the game on the table afresh, before its first move (the cutter is asked again).

        For a match resumed between games, whose next game was dealt before
        the cutter was there, and for a first deal the player is to cut.
        ``ValueError`` once a move is made, or without a cutter.
        """
        if self.cutter is None or self._moves or self._state.over or not self.saveable:
            raise ValueError("only a fairly dealt game not yet begun can be dealt again fairly")
        self._match.fair_deals.pop(self._match.game_number, None)
        self._start(self._deal())

    def _deal(self) -> GameState:
        """The next game's opening position, sealed and cut first when the match is dealt fairly."""
        match = self._match
        if self.cutter is not None and match.game_number not in match.fair_deals and not match.is_over():
            sealed = SealedDeal.fresh()
            match.fair_deals[match.game_number] = FairDeal(sealed, self.cutter(sealed.commitment))
        return match.start_game()

    def _start(self, state: GameState) -> None:
        self._state = state
        self._history = []
        self._moves = []
        self._redo = []
        self.undo_used = False


def _seen_by(state: GameState, seat: int) -> SeatView:
    """What ``seat`` sees of ``state``, its hand in a fixed order (stand-ins may change places within it)."""
    view = view_for(state, seat)
    return replace(view, hand=sorted_cards(view.hand))
