"""Who plays each seat, and what the table calls it: a person with a name, or the computer at a level.

The rules never ask who is at a seat, so the engine does not know: it speaks
of seats by number. The window, the command lines, the saves and the
statistics do know, and they call the seats by the names defined here (in
English; ``ui/words.py`` says them in the player's language). One person
alone at the table is "You", as the window has always said; with two or more
people at one screen every person goes by a name, and the computers keep the
compass names of their chairs.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .ai.levels import LEVELS

__all__ = [
    "COMPUTER_SEAT",
    "LONGEST_NAME",
    "ONLINE",
    "PERSON",
    "SEAT_NAMES",
    "YOUR_SEAT",
    "SeatPlayer",
    "Seating",
    "SeatingError",
    "chairs",
    "usual_seat_names",
]

PERSON = "person"
"""The level word of a seat a person plays at this screen (the others are computer levels, or ``ONLINE``)."""
ONLINE = "online"
"""The level word of a seat a person plays from another computer, over an online table, under their own name."""
LONGEST_NAME = 24
"""A person's name fits a label beside a pile and a line of the score sheet."""
COMPASS = ("South", "West", "North", "East")
"""The chairs, seen from seat 0 at the bottom of the screen: play passes to the left."""

YOUR_SEAT = 0
"""The seat of the one person at the usual table (``Seating.against_computers``): at the bottom of the window,
the text game's player, the first to lead. Any seat may be a person's; this is where one alone sits unless told."""
COMPUTER_SEAT = 1
"""The seat of the one computer at the usual table of two: it plays after you."""

_USUAL_NAMES: dict[int, tuple[str, ...]] = {
    2: ("You", "Computer"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
}


def usual_seat_names(players: int) -> tuple[str, ...]:
    """What the table calls each seat, seen from the chair of one person alone at it: "You", then the computers
    to the left by their chairs ("Computer", the only one at a table of two). Seat 0 is the person's at the
    usual table; a person at another seat turns the names round with them (``Seating.names``)."""
    return _USUAL_NAMES[players]


class SeatingError(ValueError):
    """A seating that cannot be played: no person, an unknown level, a bad name."""


@dataclass(frozen=True)
class SeatPlayer:
    """One seat's player: ``level`` is ``PERSON`` or a computer level; ``name`` is a person's own ("" for none)."""

    level: str
    name: str = ""

    @property
    def is_person(self) -> bool:
        """A person at this screen (one playing online is not: their moves come over the table)."""
        return self.level == PERSON

    @property
    def is_online(self) -> bool:
        return self.level == ONLINE


@dataclass(frozen=True)
class Seating:
    """Every seat's player, seat 0 first (the order play passes in)."""

    seats: tuple[SeatPlayer, ...]

    def __post_init__(self) -> None:
        problem = seating_problem(self.seats)
        if problem:
            raise SeatingError(problem)

    @classmethod
    def online(cls, seat: int, friends: str | Sequence[str]) -> Seating:
        """A table played online: the person at this screen at ``seat``, the friends (their names, in seat order, one
        alone at a table of two) at the others."""
        names = iter([friends] if isinstance(friends, str) else friends)
        players = 1 + (1 if isinstance(friends, str) else len(friends))
        return cls(tuple(SeatPlayer(PERSON) if s == seat else SeatPlayer(ONLINE, next(names)) for s in range(players)))

    @classmethod
    def against_computers(cls, players: int, level: str, seat: int = YOUR_SEAT, name: str = "") -> Seating:
        """One person at ``seat``, every other seat the computer at ``level``: the usual table."""
        return cls(tuple(SeatPlayer(PERSON, name) if s == seat else SeatPlayer(level) for s in range(players)))

    @property
    def usual(self) -> bool:
        """One person, unnamed, at seat 0 and every computer at one level: what a save need not write down."""
        computers = {player.level for player in self.seats[1:]}
        return self.seats[0] == SeatPlayer(PERSON) and len(computers) == 1 and PERSON not in computers

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people play, in the order they come to play."""
        return tuple(s for s, player in enumerate(self.seats) if player.is_person)

    def first_leader(self, computer_first: bool) -> int:
        """Who leads a match: the first person, or (``computer_first``) the computer after them, if one sits there."""
        person = self.people[0]
        after = (person + 1) % self.players
        return after if computer_first and not self.is_person(after) else person

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].is_person

    def level(self, seat: int) -> str:
        """The computer level playing ``seat`` (``PERSON`` for a person's)."""
        return self.seats[seat].level

    @property
    def names(self) -> tuple[str, ...]:
        """What the table, the log and the score sheet call each seat."""
        people = self.people
        if len(people) == 1:  # named from the person's chair: "You", then West, North, East to the left
            own = usual_seat_names(self.players)
            you = people[0]
            return tuple(
                player.name or (own[0] if seat == you else own[(seat - you) % self.players])
                for seat, player in enumerate(self.seats)
            )
        compass = chairs(self.players)  # people pass the screen: the chairs keep their names
        return tuple(player.name or compass[seat] for seat, player in enumerate(self.seats))

    def with_computers_at(self, level: str) -> Seating:
        """Every computer seat at ``level``; the people stay (those online too)."""
        return Seating(tuple(p if p.is_person or p.is_online else SeatPlayer(level) for p in self.seats))

    @property
    def online_seats(self) -> tuple[int, ...]:
        """The seats people play from other computers."""
        return tuple(s for s, player in enumerate(self.seats) if player.is_online)

    def as_json(self) -> list[dict[str, str]]:
        return [{"level": p.level, "name": p.name} if p.name else {"level": p.level} for p in self.seats]

    @classmethod
    def from_json(cls, data: object, players: int) -> Seating:
        """Read ``as_json``'s list for a table of ``players``; ``SeatingError`` on anything else."""
        if not isinstance(data, list) or len(data) != players:
            raise SeatingError(f"the seats must be a list of {players}")
        seats = []
        for entry in data:
            if not isinstance(entry, dict) or not set(entry) <= {"level", "name"}:
                raise SeatingError("each seat is an object with a level and perhaps a name")
            level, name = entry.get("level"), entry.get("name", "")
            if not isinstance(level, str) or not isinstance(name, str):
                raise SeatingError("a seat's level and name are text")
            if level == ONLINE:
                raise SeatingError("an online seat is played at its table, not from a saved match")
            seats.append(SeatPlayer(level, name))
        return cls(tuple(seats))


def chairs(players: int) -> tuple[str, ...]:
    """The chairs' names at a table of ``players``: two face each other (South and North)."""
    if players == 2:
        return (COMPASS[0], COMPASS[2])
    return COMPASS[:players]


class SeatingProblem(enum.Enum):
    """Why seats cannot sit down together; the value is the sentence, with the particulars as ``{fields}``."""

    TABLE_SIZE = "a table seats 2 to 4 players"
    NO_PERSON = "at least one seat must be a person's"
    UNKNOWN_LEVEL = "no computer level is called {level!r}"
    COMPUTER_NAMED = "a computer seat goes by its chair's name"
    ONLINE_NAMELESS = "a seat played online goes by its player's name"
    BAD_NAME = "a name is at most {longest} printable characters, without spaces at either end"
    NAME_TWICE = "two people are called {name}"
    CHAIR_NAME = "{name} is the name of a chair: choose another"


SEAT_NAMES = frozenset({*COMPASS, *(name for names in _USUAL_NAMES.values() for name in names)})
"""Every name the game gives a seat: the chairs, "You" and "Computer" (``ui/words.py`` translates each)."""
SEAT_WORDS = frozenset(name.casefold() for name in SEAT_NAMES)
"""The names the game gives seats (casefolded): no person may take one."""


def seating_refusal(
    seats: Sequence[SeatPlayer], also_seat_words: Collection[str] = ()
) -> tuple[SeatingProblem, dict[str, object]] | None:
    """Why these seats cannot sit down together, with its particulars (None when they can).

    ``also_seat_words`` are more names no person may take: what the window calls the seats in the
    player's language ("Sud"), which this module, knowing only English, cannot.
    """
    if not 2 <= len(seats) <= len(COMPASS):
        return SeatingProblem.TABLE_SIZE, {}
    if not any(p.is_person for p in seats):
        return SeatingProblem.NO_PERSON, {}
    taken_words = SEAT_WORDS | {word.casefold() for word in also_seat_words}
    names: list[str] = []
    for player in seats:
        if player.level not in (PERSON, ONLINE) and player.level not in LEVELS:
            return SeatingProblem.UNKNOWN_LEVEL, {"level": player.level}
        if player.is_online and not player.name:
            return SeatingProblem.ONLINE_NAMELESS, {}
        if not player.is_person and not player.is_online and player.name:
            return SeatingProblem.COMPUTER_NAMED, {}
        name = player.name
        if name != name.strip() or len(name) > LONGEST_NAME or not all(ch.isprintable() for ch in name):
            return SeatingProblem.BAD_NAME, {"longest": LONGEST_NAME}
        if name and name.casefold() in names:
            return SeatingProblem.NAME_TWICE, {"name": name}
        if name and name.casefold() in taken_words:
            return SeatingProblem.CHAIR_NAME, {"name": name}
        names.append(name.casefold())
    return None


def seating_problem(seats: Sequence[SeatPlayer]) -> str:
    """Why these seats cannot sit down together, in a sentence ('' when they can)."""
    refusal = seating_refusal(seats)
    return "" if refusal is None else refusal[0].value.format(**refusal[1])
