"""The player's statistics, kept per variant: pure Python, no Qt.

``Statistics`` counts games, wins, draws, matches, the best game, sweeps,
winning streaks and games in which the player used undo, separately for each
variant in ``VARIANTS``, with the cards each side was dealt (so "does the
computer get better cards?" has figures against chance), and the daily
deal's days, results and streak; and, by name, every person's games at a
screen shared with others. It is saved as versioned JSON; ``from_json`` checks
every field and refuses anything it cannot trust with a ``StatsError`` whose
message is one line, so a damaged file can be set aside instead of crashing
the game or showing nonsense (``storage.StatsStore`` does the file
handling).
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Collection, Sequence
from dataclasses import asdict, dataclass, field, fields, replace

from .engine.cards import ACE, BIG_CASSINO, LITTLE_CASSINO, SPADES, Card
from .engine.json_text import JsonTextError, quote_excerpt, read_json
from .engine.scoring import GameResult
from .engine.variants import VARIANTS, Scoring, variant_named
from .json_words import json_problem_words, value_words
from .language import N_, translator

_ = translator("stats")

FORMAT = "cassino-statistics"
VERSION = 4
"""Version 2 adds the cards dealt to each side and the daily deal, version 3 the people's own records,
version 4 the mark of the last game counted (``counted``) and the daily deal's days one by one; an older
file reads as zero for them (as "counted before marks were kept", and every day up to its last one played
as settled)."""
MARK_UNKNOWN = "?"
"""The mark of statistics from a version that kept none: every game of a save was counted as it ended."""
LONGEST_MARK = 64
MAX_PEOPLE = 1000
"""More names than a family's table ever saw: a file holding more is damaged."""
LONGEST_PERSON_NAME = 64
DECK_SIZE = 52
MAX_COUNT = 10**9
"""No figure in a real file comes near this; a larger one means the file is damaged."""
DAYS_KEPT = 400
"""The daily deal's days remembered one by one: more than a year's; older ones are settled (refused) all together."""
DATE_EXAMPLE = "2026-11-25"
"""How the file writes a date, as a message shows it (never translated)."""


class StatsError(ValueError):
    """A statistics text that cannot be loaded; the message is one line saying why.

    The line is in the player's language (``language.translator``), English on the command line.
    """


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
    dealt_games: int = 0
    """Finished games whose deal is counted below: the player ("you") against the computers ("others")."""
    dealt_you_cards: int = 0
    dealt_you_big_cassino: int = 0
    dealt_you_little_cassino: int = 0
    dealt_you_aces: int = 0
    dealt_you_spades: int = 0
    dealt_others_cards: int = 0
    dealt_others_big_cassino: int = 0
    dealt_others_little_cassino: int = 0
    dealt_others_aces: int = 0
    dealt_others_spades: int = 0

    @property
    def games_lost(self) -> int:
        return self.games_played - self.games_won - self.games_drawn

    def is_empty(self) -> bool:
        """True when nothing has been recorded."""
        return self == VariantStats()

    def problem(self) -> str | None:
        """Why these figures cannot all be true, or None when they are consistent."""
        problem = _counts_problem(self)
        if problem is not None:
            return problem
        if self.games_won + self.games_drawn > self.games_played:
            return _("more games won and drawn than games played")
        if self.matches_won > self.matches_played:
            return _("more matches won than matches played")
        if self.longest_streak > self.games_won:
            return _("the longest winning streak is longer than the games won")
        if self.current_streak > self.longest_streak:
            return _("the current winning streak is longer than the longest")
        if self.games_with_undo > self.games_played:
            return _("more games with undo than games played")
        if self.games_abandoned > self.games_lost:
            return _("more games given up than games lost")
        if self.games_played == 0 and (self.best_game_score or self.sweeps):
            return _("a best score or sweeps without any game played")
        if self.dealt_games > self.games_played:
            return _("more deals counted than games played")
        for item, in_deck in DEALT_ITEMS.items():
            dealt = self.dealt(YOU, item) + self.dealt(OTHERS, item)
            if dealt > in_deck * self.dealt_games:
                return _(_TOO_MANY_DEALT[item])
        if self.dealt_you_cards + self.dealt_others_cards > DECK_SIZE * self.dealt_games:
            return _("more cards dealt than the deals held")
        return None

    def dealt(self, side: str, item: str) -> int:
        """How many of ``item`` (``DEALT_ITEMS``, or "cards") ``side`` (``YOU``, ``OTHERS``) was dealt in all."""
        value = getattr(self, f"dealt_{side}_{item}")
        assert isinstance(value, int)
        return value

    def chance(self, side: str, item: str) -> float:
        """How many of ``item`` chance would have dealt ``side``, given how many cards it was dealt in all.

        Every card is as likely as any other to be among a side's cards, so
        the share of a deck's aces a side can expect is its share of the deck.
        """
        return DEALT_ITEMS[item] * self.dealt(side, "cards") / DECK_SIZE


YOU = "you"
OTHERS = "others"
DEALT_ITEMS = {"big_cassino": 1, "little_cassino": 1, "aces": 4, "spades": 13}
"""What the dealt figures count, and how many of each a deck holds."""
_TOO_MANY_DEALT = {
    "big_cassino": N_("more big cassino dealt than the deals held"),
    "little_cassino": N_("more little cassino dealt than the deals held"),
    "aces": N_("more aces dealt than the deals held"),
    "spades": N_("more spades dealt than the deals held"),
}
"""Why figures of one of ``DEALT_ITEMS`` cannot be true."""


def _dealt_counts(cards: Collection[Card]) -> dict[str, int]:
    return {
        "cards": len(cards),
        "big_cassino": sum(1 for c in cards if c == BIG_CASSINO),
        "little_cassino": sum(1 for c in cards if c == LITTLE_CASSINO),
        "aces": sum(1 for c in cards if c.rank == ACE),
        "spades": sum(1 for c in cards if c.suit == SPADES),
    }


@dataclass
class DailyStats:
    """The daily deal: one counted attempt a day, its result, and the days won in a row.

    A daily deal is the deal of the date the machine's clock shows, and each
    date's deal counts once: the first time it is played. The days played
    are remembered one by one, so a day played with the clock set ahead
    refuses that day alone, when it comes, and not every day before it.
    """

    last_day: str = ""
    """The date (ISO, 2026-11-25) of the last counted attempt; "" before the first."""
    last_result: str = ""
    """How that attempt ended: "won", "lost", "drawn", or "" while it is played (or was left unfinished)."""
    days_played: int = 0
    days_won: int = 0
    streak: int = 0
    """Daily deals won on days in a row, up to ``last_won_day``."""
    longest_streak: int = 0
    last_won_day: str = ""
    settled_until: str = ""
    """Every date up to this one is settled: no try at it counts (from a version that kept only the last day
    played, or the days too old to keep one by one)."""
    days: list[str] = field(default_factory=list)
    """The dates counted after ``settled_until``, in order of date: each of them refused from then on."""

    def trying(self, day: datetime.date) -> bool:
        """Whether the counted try at ``day``'s deal is still being played (begun, and not yet ended)."""
        return self.last_day == day.isoformat() and not self.last_result

    def counts_today(self, day: datetime.date) -> bool:
        """Whether an attempt at ``day``'s deal would be counted: the first at that date."""
        date = day.isoformat()
        return date > self.settled_until and date not in self.days

    def count_day(self, day: datetime.date) -> None:
        """Remember ``day`` as played; the oldest days beyond ``DAYS_KEPT`` are settled together."""
        self.days = sorted({*self.days, day.isoformat()})
        if len(self.days) > DAYS_KEPT:
            self.settled_until = self.days[-DAYS_KEPT - 1]
            self.days = self.days[-DAYS_KEPT:]

    def current_streak(self, today: datetime.date) -> int:
        """The streak as it stands ``today``: a day without a win since the last one has ended it."""
        if not self.last_won_day:
            return 0
        yesterday = (today - datetime.timedelta(days=1)).isoformat()
        return self.streak if self.last_won_day >= yesterday else 0

    def problem(self) -> str | None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "days":
                continue  # checked below, as dates
            wanted = f.type in (str, "str")
            if (type(value) is not str) if wanted else (type(value) is not int or value < 0):
                if wanted:
                    problem = _("daily {field} must be a text, not {value}")
                else:
                    problem = _("daily {field} must be a whole number from 0 up, not {value}")
                return problem.format(field=f.name, value=value_words(value))
            if not wanted and value > MAX_COUNT:
                return _("daily {field} is implausibly large ({value})").format(field=f.name, value=value_words(value))
        days = self.days
        if type(days) is not list or not all(type(day) is str for day in days) or len(days) > DAYS_KEPT:
            return _("daily days must be a list of at most %n date(s)", n=DAYS_KEPT)
        if days != sorted(set(days)) or (days and days[0] <= self.settled_until):
            return _("daily days must be dates in order, each once, after {field}").format(field="settled_until")
        for day in (self.last_day, self.last_won_day, self.settled_until, *days):
            if day and not _is_date(day):
                return _("daily dates are written {example}, not {text}").format(
                    example=DATE_EXAMPLE, text=quote_excerpt(day)
                )
        if self.last_result not in ("", "won", "lost", "drawn"):
            return _("the daily result {result} is not {won}, {lost} or {drawn}").format(
                result=quote_excerpt(self.last_result), won="won", lost="lost", drawn="drawn"
            )
        if self.days_won > self.days_played or self.longest_streak > self.days_won or self.streak > self.longest_streak:
            return _("more daily deals won, or in a row, than played")
        return None


@dataclass
class PersonStats:
    """One person's games at a shared screen (or alone), whatever the variant: played, won, drawn."""

    games_played: int = 0
    games_won: int = 0
    games_drawn: int = 0

    @property
    def games_lost(self) -> int:
        return self.games_played - self.games_won - self.games_drawn

    def problem(self) -> str | None:
        """Why these figures cannot all be true, or None when they are consistent."""
        problem = _counts_problem(self)
        if problem is not None:
            return problem
        if self.games_won + self.games_drawn > self.games_played:
            return _("more games won or drawn than played")
        return None


def _counts_problem(record: VariantStats | PersonStats) -> str | None:
    """The first field of ``record`` that is not a plausible count (a whole number from 0 up), or None."""
    for f in fields(record):
        value = getattr(record, f.name)
        if type(value) is not int:  # bool is an int subclass, and not a count
            return _("{field} must be a whole number, not {value}").format(field=f.name, value=value_words(value))
        if value < 0:
            return _("{field} must not be negative (it is {value})").format(field=f.name, value=value)
        if value > MAX_COUNT:
            return _("{field} is implausibly large ({value})").format(field=f.name, value=value_words(value))
    return None


def _is_date(text: str) -> bool:
    try:
        return datetime.date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


class Statistics:
    """A ``VariantStats`` for every variant, all zero at first, and the daily deal's record."""

    def __init__(self) -> None:
        self._stats: dict[str, VariantStats] = {name: VariantStats() for name in VARIANTS}
        self.daily = DailyStats()
        self.people: dict[str, PersonStats] = {}
        """Every person's own record, by the name they played under."""
        self.counted = ""
        """The mark (``savegame.game_mark``) of the last finished game counted: a game is counted once, and one
        whose counting a kill cut short is counted at the next start. ``MARK_UNKNOWN`` from an older file."""

    # --------------------------------------------------------------- reading

    def for_variant(self, name: str) -> VariantStats:
        """A copy of one variant's figures; ``ValueError`` for an unknown variant."""
        return replace(self._stats[variant_named(name).name])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Statistics):
            return NotImplemented
        return (
            self._stats == other._stats
            and self.daily == other.daily
            and self.people == other.people
            and self.counted == other.counted
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def take(self, other: Statistics) -> None:
        """Hold what ``other`` holds (the statistics as just read and written back), in place: whoever shows
        this object shows them."""
        self._stats = other._stats
        self.daily = other.daily
        self.people = other.people
        self.counted = other.counted

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

        A win is ``result.won_by(seat)`` (with a partner, in partnerships); a loss or a draw ends the winning
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
        if result.won_by(seat):
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

    def record_person(self, name: str, variant: str, result: GameResult, seat: int) -> None:
        """Count a finished game for the person called ``name``, who played ``seat`` (any variant counts)."""
        variant_named(variant)  # an unknown variant is a programming error, as in record_game
        person = self.people.setdefault(name, PersonStats())
        person.games_played += 1
        if result.winner is None:
            person.games_drawn += 1
        elif result.won_by(seat):
            person.games_won += 1

    def record_deal(self, variant: str, dealt: Sequence[Collection[Card]], seat: int = 0) -> None:
        """Count the cards each seat was dealt in a finished game: ``seat``'s as yours, the rest as the others'."""
        if not 0 <= seat < len(dealt):
            raise ValueError(f"seat {seat} is not in a game of {len(dealt)} players")
        stats = self._stats[variant_named(variant).name]
        stats.dealt_games += 1
        for index, cards in enumerate(dealt):
            side = YOU if index == seat else OTHERS
            for item, count in _dealt_counts(cards).items():
                setattr(stats, f"dealt_{side}_{item}", stats.dealt(side, item) + count)

    def start_daily(self, day: datetime.date) -> bool:
        """Count an attempt at ``day``'s deal if it is the day's first; whether it counts.

        It is counted as it starts, unfinished, so a daily deal left half
        played is not a second chance at the same cards.
        """
        daily = self.daily
        if not daily.counts_today(day):
            return False
        daily.last_day = day.isoformat()
        daily.last_result = ""
        daily.days_played += 1
        daily.count_day(day)
        return True

    def finish_daily(self, day: datetime.date, result: str) -> None:
        """The counted attempt at ``day``'s deal ended so ("won", "lost" or "drawn"); later attempts change nothing."""
        daily = self.daily
        if daily.last_day != day.isoformat() or daily.last_result:
            return
        daily.last_result = result
        if result == "won":
            daily.days_won += 1
            yesterday = (day - datetime.timedelta(days=1)).isoformat()
            daily.streak = (daily.streak if daily.last_won_day == yesterday else 0) + 1  # won the day before too
            daily.longest_streak = max(daily.longest_streak, daily.streak)
            daily.last_won_day = day.isoformat()
        else:
            daily.streak = 0

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
            # The days' tries stay counted: a reset is no second chance at cards already seen.
            daily = self.daily
            self.daily = DailyStats(
                last_day=daily.last_day,
                last_result=(daily.last_result or "lost") if daily.last_day else "",
                settled_until=daily.settled_until,
                days=list(daily.days),
            )
            self.people = {}
        else:
            self._stats[variant_named(variant).name] = VariantStats()

    # --------------------------------------------------------------- JSON

    def to_json(self) -> str:
        """The versioned JSON text ``from_json`` reads back."""
        document = {
            "format": FORMAT,
            "version": VERSION,
            "variants": {name: asdict(stats) for name, stats in self._stats.items()},
            "daily": asdict(self.daily),
            "people": {name: asdict(person) for name, person in sorted(self.people.items())},
            "counted": self.counted,
        }
        return json.dumps(document, indent=2) + "\n"

    @staticmethod
    def from_json(text: str) -> Statistics:
        """Statistics from ``to_json`` text; ``StatsError`` says in one line what is wrong."""
        if not isinstance(text, str):
            raise StatsError(_("statistics must be text, not {value}").format(value=value_words(text)))
        try:
            document = read_json(text)
        except JsonTextError as error:
            raise StatsError(json_problem_words(error)) from None
        return _from_document(document)


# ------------------------------------------------------------------ checking


_FIELDS = tuple(f.name for f in fields(VariantStats))
_ADDED_FIELDS = frozenset({"games_abandoned"} | {name for name in _FIELDS if name.startswith("dealt_")})
"""Fields added since version 1 was first written: a file without them is older, and they are zero there."""


def _from_document(document: object) -> Statistics:
    if not isinstance(document, dict):
        raise StatsError(_("expected a JSON object, not {value}").format(value=value_words(document)))
    if document.get("format") != FORMAT:
        raise StatsError(_("not a Cassino statistics file (the format is not {format})").format(format=repr(FORMAT)))
    version = document.get("version")
    if type(version) is not int:
        raise StatsError(_("the version must be a whole number, not {value}").format(value=value_words(version)))
    if version > VERSION:
        raise NewerStatsError(
            _("written by a newer version of Cassino (statistics version {version})").format(version=version)
        )
    if version not in (1, 2, 3, VERSION):
        raise StatsError(_("unsupported statistics version {version}").format(version=version))
    known = {
        "format",
        "version",
        "variants",
        *(["daily"] if version >= 2 else []),
        *(["people"] if version >= 3 else []),
        *(["counted"] if version >= 4 else []),
    }
    extra = sorted(set(document) - known)
    if extra:
        raise StatsError(_("unknown key {key}").format(key=quote_excerpt(extra[0])))
    if "variants" not in document:
        raise StatsError(_("no {key} key").format(key=repr("variants")))
    variants = document["variants"]
    if not isinstance(variants, dict):
        raise StatsError(
            _("{key} must be an object, not {value}").format(key=repr("variants"), value=value_words(variants))
        )
    stats = Statistics()
    for name, figures in variants.items():
        if name not in VARIANTS:
            raise StatsError(_("unknown variant {name}").format(name=quote_excerpt(name)))
        stats._stats[name] = _variant_stats(name, figures)
    stats.daily = _daily_stats(document.get("daily", {}), version)
    stats.people = _people_stats(document.get("people", {}))
    stats.counted = _counted_mark(document.get("counted", MARK_UNKNOWN))
    return stats


def _counted_mark(value: object) -> str:
    """The mark of the last game counted: hexadecimal digits, ``MARK_UNKNOWN``, or "" before any game."""
    hexadecimal = isinstance(value, str) and len(value) <= LONGEST_MARK and all(c in "0123456789abcdef" for c in value)
    if value != MARK_UNKNOWN and not hexadecimal:
        raise StatsError(
            _("{key} must be the mark of a game, not {value}").format(key="counted", value=value_words(value))
        )
    assert isinstance(value, str)
    return value


def _people_stats(figures: object) -> dict[str, PersonStats]:
    if not isinstance(figures, dict):
        raise StatsError(_("{key}: expected an object, not {value}").format(key="people", value=value_words(figures)))
    if len(figures) > MAX_PEOPLE:
        raise StatsError(_("{key}: implausibly many ({count})").format(key="people", count=len(figures)))
    people = {}
    known = {f.name for f in fields(PersonStats)}
    for name, record in figures.items():
        if not name or len(name) > LONGEST_PERSON_NAME or not name.isprintable():
            raise StatsError(_("{key}: {name} is not a name").format(key="people", name=quote_excerpt(name)))
        if not isinstance(record, dict) or not set(record) <= known:
            raise StatsError(
                _("{key}: {name}'s record must be an object of {fields}").format(
                    key="people", name=name, fields=", ".join(sorted(known))
                )
            )
        person = PersonStats(**record)
        problem = person.problem()
        if problem is not None:
            raise StatsError(_("{key}: {name}: {problem}").format(key="people", name=name, problem=problem))
        people[name] = person
    return people


def _daily_stats(figures: object, version: int) -> DailyStats:
    if not isinstance(figures, dict):
        raise StatsError(_("{key}: expected an object, not {value}").format(key="daily", value=value_words(figures)))
    known = {f.name for f in fields(DailyStats)}
    extra = sorted(set(figures) - known)
    if extra:
        raise StatsError(_("{key}: unknown field {field}").format(key="daily", field=quote_excerpt(extra[0])))
    if version < VERSION and ({"settled_until", "days"} & set(figures)):
        raise StatsError(_("{key}: unknown field {field}").format(key="daily", field=quote_excerpt("days")))
    daily = DailyStats(**figures)
    if version < VERSION:  # only the last day played was kept: every day up to it is settled
        daily.settled_until = daily.last_day
    problem = daily.problem()
    if problem is not None:
        raise StatsError(problem)
    return daily


def _variant_stats(name: str, figures: object) -> VariantStats:
    if not isinstance(figures, dict):
        raise StatsError(_("{key}: expected an object, not {value}").format(key=name, value=value_words(figures)))
    extra = sorted(set(figures) - set(_FIELDS))
    if extra:
        raise StatsError(_("{key}: unknown field {field}").format(key=name, field=quote_excerpt(extra[0])))
    missing = [key for key in _FIELDS if key not in figures and key not in _ADDED_FIELDS]
    if missing:
        raise StatsError(_("{key}: missing field {field}").format(key=name, field=repr(missing[0])))
    stats = VariantStats(**figures)
    problem = stats.problem()
    if problem is not None:
        raise StatsError(_("{key}: {problem}").format(key=name, problem=problem))
    return stats


__all__ = [
    "DEALT_ITEMS",
    "FORMAT",
    "MAX_COUNT",
    "OTHERS",
    "VERSION",
    "YOU",
    "DailyStats",
    "PersonStats",
    "Statistics",
    "StatsError",
    "VariantStats",
]
