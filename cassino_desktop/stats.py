"""The player's statistics, kept per variant: pure Python, no Qt.

``Statistics`` counts games, wins, draws, matches, the best game, sweeps,
winning streaks and games in which the player used undo, separately for each
variant in ``VARIANTS``. It is saved as versioned JSON; ``from_json`` checks
every field and refuses anything it cannot trust with a ``StatsError`` whose
message is one line, so a damaged file can be set aside instead of crashing
the game or showing nonsense (``storage.StatsStore`` does the file
handling).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace

from .engine.json_text import JsonTextError, describe_value, quote_excerpt, read_json
from .engine.scoring import GameResult
from .engine.variants import VARIANTS, Scoring, variant_named

FORMAT = "cassino-statistics"
VERSION = 1
MAX_COUNT = 10**9
"""No figure in a real file comes near this; a larger one means the file is damaged."""


class StatsError(ValueError):
    """A statistics text that cannot be loaded; the message is one line saying why."""


class NewerStatsError(StatsError):
    """Statistics in a format newer than this version reads: not damaged, so they are to be left as they are."""


@dataclass
class VariantStats:
    """The player's figures for one variant."""

    games_played: int = 0
    games_won: int = 0
    games_drawn: int = 0
    matches_played: int = 0
    matches_won: int = 0
    best_game_score: int = 0
    """The player's best total in one game: points, or cards captured in Original."""
    sweeps: int = 0
    """The player's sweeps over all games."""
    current_streak: int = 0
    """Games won in a row up to the last one; a loss or a draw ends it."""
    longest_streak: int = 0
    games_with_undo: int = 0
    """Games in which the player took a move back."""
    games_abandoned: int = 0
    """Games given up in the middle (a new game or variant chosen): counted as played and lost, as KPatience does."""

    @property
    def games_lost(self) -> int:
        return self.games_played - self.games_won - self.games_drawn

    def is_empty(self) -> bool:
        """True when nothing has been recorded."""
        return self == VariantStats()

    def problem(self) -> str | None:
        """Why these figures cannot all be true, or None when they are consistent."""
        for f in fields(self):
            value = getattr(self, f.name)
            if type(value) is not int:  # bool is an int subclass, and not a count
                return f"{f.name} must be a whole number, not {describe_value(value)}"
            if value < 0:
                return f"{f.name} must not be negative (it is {value})"
            if value > MAX_COUNT:
                return f"{f.name} is implausibly large ({describe_value(value)})"
        if self.games_won + self.games_drawn > self.games_played:
            return "more games won and drawn than games played"
        if self.matches_won > self.matches_played:
            return "more matches won than matches played"
        if self.longest_streak > self.games_won:
            return "the longest winning streak is longer than the games won"
        if self.current_streak > self.longest_streak:
            return "the current winning streak is longer than the longest"
        if self.games_with_undo > self.games_played:
            return "more games with undo than games played"
        if self.games_abandoned > self.games_lost:
            return "more games given up than games lost"
        if self.games_played == 0 and (self.best_game_score or self.sweeps):
            return "a best score or sweeps without any game played"
        return None


class Statistics:
    """A ``VariantStats`` for every variant, all zero at first."""

    def __init__(self) -> None:
        self._stats: dict[str, VariantStats] = {name: VariantStats() for name in VARIANTS}

    # --------------------------------------------------------------- reading

    def for_variant(self, name: str) -> VariantStats:
        """A copy of one variant's figures; ``ValueError`` for an unknown variant."""
        return replace(self._stats[variant_named(name).name])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Statistics):
            return NotImplemented
        return self._stats == other._stats

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        busy = {name: stats for name, stats in self._stats.items() if not stats.is_empty()}
        return f"Statistics({busy!r})"

    # --------------------------------------------------------------- recording

    def record_game(
        self,
        variant: str,
        result: GameResult,
        seat: int = 0,
        used_undo: bool = False,
        *,
        sweeps: int | None = None,
    ) -> None:
        """Count a finished game from the point of view of the player at ``seat``.

        A win is ``result.winner == seat``; a loss or a draw ends the winning
        streak. The best game score is the player's total (cards captured in
        Original, where a total is cards). Sweeps come from the result, which
        holds them only where they score; pass ``sweeps`` to count them in
        Original too.
        """
        rules = variant_named(variant)
        if not 0 <= seat < len(result.players):
            raise ValueError(f"seat {seat} is not in a game of {len(result.players)} players")
        if sweeps is not None and sweeps < 0:
            raise ValueError("sweeps must not be negative")
        score = result.players[seat]
        stats = self._stats[rules.name]
        stats.games_played += 1
        if result.winner == seat:
            stats.games_won += 1
            stats.current_streak += 1
            stats.longest_streak = max(stats.longest_streak, stats.current_streak)
        else:
            if result.winner is None:
                stats.games_drawn += 1
            stats.current_streak = 0
        game_score = score.cards if rules.scoring is Scoring.CARDS else score.total
        stats.best_game_score = max(stats.best_game_score, game_score)
        stats.sweeps += score.sweeps if sweeps is None else sweeps
        if used_undo:
            stats.games_with_undo += 1

    def record_abandoned(self, variant: str) -> None:
        """Count a game given up in the middle as played and lost, so starting afresh is no way to dodge a loss."""
        stats = self._stats[variant_named(variant).name]
        stats.games_played += 1
        stats.games_abandoned += 1
        stats.current_streak = 0

    def record_match(self, variant: str, won: bool) -> None:
        """Count a finished match (in Original, where a match is one game, after every game)."""
        stats = self._stats[variant_named(variant).name]
        stats.matches_played += 1
        if won:
            stats.matches_won += 1

    def reset(self, variant: str | None = None) -> None:
        """Set one variant's figures, or every variant's, back to zero."""
        if variant is None:
            self._stats = {name: VariantStats() for name in VARIANTS}
        else:
            self._stats[variant_named(variant).name] = VariantStats()

    # --------------------------------------------------------------- JSON

    def to_json(self) -> str:
        """The versioned JSON text ``from_json`` reads back."""
        document = {
            "format": FORMAT,
            "version": VERSION,
            "variants": {name: asdict(stats) for name, stats in self._stats.items()},
        }
        return json.dumps(document, indent=2) + "\n"

    @staticmethod
    def from_json(text: str) -> Statistics:
        """Statistics from ``to_json`` text; ``StatsError`` says in one line what is wrong."""
        if not isinstance(text, str):
            raise StatsError(f"statistics must be text, not {describe_value(text)}")
        try:
            document = read_json(text)
        except JsonTextError as error:
            raise StatsError(str(error)) from None
        return _from_document(document)


# ------------------------------------------------------------------ checking


_FIELDS = tuple(f.name for f in fields(VariantStats))
_ADDED_FIELDS = frozenset({"games_abandoned"})
"""Fields added since version 1 was first written: a file without them is older, and they are zero there."""


def _from_document(document: object) -> Statistics:
    if not isinstance(document, dict):
        raise StatsError(f"expected a JSON object, not {describe_value(document)}")
    if document.get("format") != FORMAT:
        raise StatsError(f"not a Cassino statistics file (the format is not {FORMAT!r})")
    version = document.get("version")
    if type(version) is not int:
        raise StatsError(f"the version must be a whole number, not {describe_value(version)}")
    if version > VERSION:
        raise NewerStatsError(f"written by a newer version of Cassino (statistics version {version})")
    if version != VERSION:
        raise StatsError(f"unsupported statistics version {version}")
    extra = sorted(set(document) - {"format", "version", "variants"})
    if extra:
        raise StatsError(f"unknown key {quote_excerpt(extra[0])}")
    if "variants" not in document:
        raise StatsError("no 'variants' key")
    variants = document["variants"]
    if not isinstance(variants, dict):
        raise StatsError(f"'variants' must be an object, not {describe_value(variants)}")
    stats = Statistics()
    for name, figures in variants.items():
        if name not in VARIANTS:
            raise StatsError(f"unknown variant {quote_excerpt(name)}")
        stats._stats[name] = _variant_stats(name, figures)
    return stats


def _variant_stats(name: str, figures: object) -> VariantStats:
    if not isinstance(figures, dict):
        raise StatsError(f"{name}: expected an object, not {describe_value(figures)}")
    extra = sorted(set(figures) - set(_FIELDS))
    if extra:
        raise StatsError(f"{name}: unknown field {quote_excerpt(extra[0])}")
    missing = [key for key in _FIELDS if key not in figures and key not in _ADDED_FIELDS]
    if missing:
        raise StatsError(f"{name}: missing field {missing[0]!r}")
    stats = VariantStats(**figures)
    problem = stats.problem()
    if problem is not None:
        raise StatsError(f"{name}: {problem}")
    return stats


__all__ = ["FORMAT", "MAX_COUNT", "VERSION", "Statistics", "StatsError", "VariantStats"]
