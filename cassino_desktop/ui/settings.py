"""The player's preferences, kept in QSettings, read defensively.

A settings file written by an older version, edited by hand or damaged must
never stop the game from starting: every value is checked and anything odd
falls back to its default. The file is treated as the save and the
statistics are (``storage``): only a regular file is handed to Qt, which would
wait for ever on a named pipe; a file Qt cannot parse, or holding a value this
game never writes, is set aside as ``NAME.corrupt`` so that Qt stops reading
its bad keys; a name that is not a regular file, or a file that cannot be
read, is left as it is and the preferences are kept for this run only. Each
case is one sentence in ``Settings.problem``, for the window to show, said in
the language in use when it is read (the settings are read before the
language they name is chosen).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from .. import storage
from ..ai.levels import LEVELS
from ..engine import VARIANTS, HouseRulesError, Variant, house_rules_json, variant_named, with_house_rules
from ..engine.json_text import JsonTextError, quote_excerpt, read_json
from ..seating import Seating, SeatingError
from .cards.builtin_deck import BACK_COLORS
from .i18n import LANGUAGES, PSEUDO, SYSTEM, translate_in, translator
from .pace import DEFAULT_PACE, PACES
from .table.scene import ANIMATION_SPEEDS, FELTS

_ = translator("settings")

DEFAULTS = {
    "variant": "advanced",
    "difficulty": "hard",
    "speed": "Normal",
    "pace": DEFAULT_PACE,
    "back_color": "Blue",
    "felt": "Green",
    "theme": "Classic",
    "language": SYSTEM,
    "online_homeserver": "",
    "online_user": "",
}
LANGUAGE_SETTINGS = (SYSTEM, *LANGUAGES, PSEUDO)
"""What the language setting may hold: the system's language, one the game speaks, or the tests' pseudo-language."""

Words = Callable[[], str]
"""A sentence put into words when it is shown, so that it is said in the language in use by then."""


def _file_kind(kind: str) -> str:
    """What ``storage.kind_of`` called a file, said again now: it may have said it before a language was chosen."""
    return translate_in("storage", kind)


ORGANIZATION = "Cassino"
APPLICATION = "Cassino"
MAX_SETTINGS_BYTES = 1_000_000
"""A real settings file is well under a kilobyte or two; a bigger one is damaged and is not handed to Qt."""


def default_settings_file() -> Path | None:
    """Where ``QSettings(ORGANIZATION, APPLICATION)`` keeps its file, where that is a plain file of its own.

    Known without asking QSettings, which reads the file as it is made (and
    would wait for ever on a named pipe). None where the preferences live in
    the Windows registry or macOS's preferences system instead.
    """
    if sys.platform in ("win32", "darwin"):
        return None
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(location) / ORGANIZATION / f"{APPLICATION}.conf" if location else None


class MemoryStore:
    """Preferences kept for this run only: what the window uses when the settings file cannot be."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str, default: object = None) -> object:
        return self._values.get(key, default)

    def setValue(self, key: str, value: object) -> None:
        self._values[key] = value

    def contains(self, key: str) -> bool:
        return key in self._values

    def sync(self) -> None:
        """Nothing to write: these preferences end with the run."""


def _is_flag(value: object) -> bool:
    return isinstance(value, bool) or (isinstance(value, str) and value.lower() in ("true", "false"))


def _is_opponents(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return False
    try:
        return 1 <= int(value) <= 3
    except ValueError:
        return False


def _is_house_rules(value: object) -> bool:
    """Text of a JSON object, or nothing: rules that an older version knew are dropped on reading, not damage."""
    if not isinstance(value, str):
        return False
    if not value:
        return True
    try:
        return isinstance(read_json(value), dict)
    except JsonTextError:
        return False


def _seating_of(value: object) -> Seating | None:
    """The seats (``seating.py``) in a JSON list the game wrote, at the table size last chosen; else None."""
    if not isinstance(value, str):
        return None
    try:
        seats = read_json(value)
        return Seating.from_json(seats, len(seats) if isinstance(seats, list) else 0)
    except (JsonTextError, SeatingError):
        return None


def _is_seats(value: object) -> bool:
    return _seating_of(value) is not None


VALID: dict[str, Callable[[object], bool]] = {
    "variant": lambda value: isinstance(value, str) and value in VARIANTS,
    "difficulty": lambda value: isinstance(value, str) and value in LEVELS,
    "speed": lambda value: isinstance(value, str) and value in ANIMATION_SPEEDS,
    "pace": lambda value: isinstance(value, str) and value in PACES,
    "back_color": lambda value: isinstance(value, str) and value in BACK_COLORS,
    "felt": lambda value: isinstance(value, str) and value in FELTS,
    "theme": lambda value: isinstance(value, str) and bool(value),
    "language": lambda value: isinstance(value, str),  # a language a newer version speaks is no damage
    "undo_allowed": _is_flag,
    "coach": _is_flag,
    "computer_leads": _is_flag,
    "cut_by_hand": _is_flag,
    "side_panel": _is_flag,
    "opponents": _is_opponents,
    "house_rules": _is_house_rules,
    "seats": _is_seats,
    "geometry": lambda value: isinstance(value, QByteArray),
}
"""Every key the game writes, and what it may hold as Qt reads it back: anything else is damage."""


def _shown(value: object) -> str:
    """A value read from the file, for a message: quoted and short if text, else its kind."""
    if isinstance(value, str):
        return quote_excerpt(value)
    if isinstance(value, list):
        return _("a list")
    return _("a value of another kind ({kind})").format(kind=type(value).__name__)


def damage_in(store: QSettings | MemoryStore) -> Words | None:
    """Why the settings read through ``store`` cannot be the game's own (a sentence fragment, in words), or None."""
    if isinstance(store, QSettings) and store.status() == QSettings.Status.FormatError:
        return lambda: _("Qt could not read it as a settings file")
    for key, valid in VALID.items():
        if store.contains(key):
            value = store.value(key)
            if not valid(value):
                return lambda: _("its {key} is {value}").format(key=key, value=_shown(value))
    return None


def _far_too_large() -> str:
    return _("it is far too large")


def _looked_at(path: Path | None) -> tuple[Words | None, bool]:
    """Why the file at ``path`` must not be handed to Qt at all (one sentence), and whether it is far too large.

    A name that is not a regular file, or a file that cannot be read, is left
    as it is; a file far too large is damage, set aside like any other.
    """
    if path is None:
        return None, False
    try:
        data = storage.read_regular_file(path, MAX_SETTINGS_BYTES)
    except storage.NotRegularFile as refusal:
        kind = refusal.kind
        return lambda: _(
            "Your settings file {path} is not a regular file ({kind}), "
            "so it was left as it is and your settings are kept for this run only."
        ).format(path=path, kind=_file_kind(kind)), False
    except OSError as error:
        reason = storage.os_reason(error)
        return lambda: _(
            "Your settings file {path} could not be read ({reason}), "
            "so it was left as it is and your settings are kept for this run only."
        ).format(path=path, reason=reason), False
    return None, data is not None and len(data) > MAX_SETTINGS_BYTES


def _forgotten(store: QSettings | MemoryStore) -> QSettings | MemoryStore:
    """``store`` with what Qt read from a damaged file forgotten: it writes a fresh file."""
    if isinstance(store, QSettings):
        store.clear()
        store.sync()
    return store


def _file_of(store: QSettings | MemoryStore) -> Path | None:
    """The file a QSettings reads, when it is one (not the Windows registry, not memory)."""
    name = store.fileName() if isinstance(store, QSettings) else ""
    return Path(name) if name and os.path.isabs(name) else None


class Settings:
    """Typed access to the saved preferences."""

    def __init__(self, store: QSettings | MemoryStore | None = None) -> None:
        """The game's own settings file by default, or ``store`` (already made: tests, the smoke test).

        ``problem`` is then None, or the one sentence saying what was done
        about a settings file that could not be used as it was.
        """
        self._problem: Words | None = None
        path = default_settings_file() if store is None else _file_of(store)
        made = (lambda: QSettings(ORGANIZATION, APPLICATION)) if store is None else (lambda: store)
        self._store: QSettings | MemoryStore = self._opened(path, made)

    @classmethod
    def at(cls, path: Path) -> Settings:
        """The settings kept in the ini file at ``path``, looked at before Qt reads it (a named pipe would hang Qt)."""
        settings = cls(MemoryStore())
        settings._store = settings._opened(path, lambda: QSettings(str(path), QSettings.Format.IniFormat))
        return settings

    def _opened(self, path: Path | None, make: Callable[[], QSettings | MemoryStore]) -> QSettings | MemoryStore:
        """The store ``make`` gives for the file at ``path``, once the file is found fit for Qt to read.

        Qt reads the whole file as the store is made, so a file that is not
        a regular file is never handed to it, and one far too large is set
        aside before it is made; a file Qt read and found damaged is set
        aside after. What went wrong is ``problem``.
        """
        refusal, too_large = _looked_at(path)
        if refusal is not None:
            self._problem = refusal
            return MemoryStore()
        if too_large and path is not None:
            if not self._set_aside(path, _far_too_large):
                return MemoryStore()
            return _forgotten(make())  # a store made before (the caller's) read it
        store = make()
        damage = damage_in(store)
        if damage is None or path is None or not path.exists():
            return store
        if not self._set_aside(path, damage):
            return MemoryStore()
        return _forgotten(store)

    def _set_aside(self, path: Path, damage: Words) -> bool:
        """Set a damaged settings file aside, so that Qt stops reading its bad keys, and say so; whether it moved."""
        try:
            aside = storage.set_aside(path)
        except OSError as error:
            why = storage.os_reason(error)
            self._problem = lambda: _(
                "Your settings file {path} was damaged ({reason}) and could not be set aside "
                "({error}), so the defaults are used for this run only."
            ).format(path=path, reason=damage(), error=why)
            return False
        self._problem = lambda: _(
            "Your settings file {path} was damaged ({reason}), so it was set aside as {name} and the defaults are used."
        ).format(path=path, reason=damage(), name=aside.name)
        return True

    @property
    def problem(self) -> str | None:
        """None, or the one sentence saying what was done about a settings file that could not be used as it was.

        Said in the language in use when it is read.
        """
        return self._problem() if self._problem is not None else None

    def _text(self, key: str, allowed: object) -> str:
        value = self._store.value(key, DEFAULTS[key])
        if not isinstance(value, str) or (allowed is not None and value not in allowed):  # type: ignore[operator]
            return DEFAULTS[key]
        return value

    @property
    def variant(self) -> str:
        return self._text("variant", VARIANTS)

    @variant.setter
    def variant(self, name: str) -> None:
        self._store.setValue("variant", name)

    def ruled_variant(self) -> Variant:
        """The variant with the house rules last chosen; rules that no longer make sense are dropped."""
        variant = variant_named(self.variant)
        raw = self._store.value("house_rules", "")
        if not isinstance(raw, str) or not raw:
            return variant
        try:
            rules = read_json(raw)
            return with_house_rules(variant, rules) if isinstance(rules, dict) else variant
        except (JsonTextError, HouseRulesError):
            return variant

    def set_ruled_variant(self, variant: Variant) -> None:
        """Remember a variant and its house rules for the next start."""
        self.variant = variant.name
        self._store.setValue("house_rules", json.dumps(house_rules_json(variant)))

    @property
    def difficulty(self) -> str:
        return self._text("difficulty", LEVELS)

    @difficulty.setter
    def difficulty(self, level: str) -> None:
        self._store.setValue("difficulty", level)

    @property
    def speed(self) -> str:
        return self._text("speed", ANIMATION_SPEEDS)

    @speed.setter
    def speed(self, name: str) -> None:
        self._store.setValue("speed", name)

    @property
    def pace(self) -> str:
        """How the other seats' moves are played out on the felt (``pace.PACES``)."""
        return self._text("pace", PACES)

    @pace.setter
    def pace(self, name: str) -> None:
        self._store.setValue("pace", name)

    @property
    def back_color(self) -> str:
        return self._text("back_color", BACK_COLORS)

    @back_color.setter
    def back_color(self, name: str) -> None:
        self._store.setValue("back_color", name)

    @property
    def felt(self) -> str:
        """The table's felt (``scene.FELTS``): green, or another colour, or high contrast."""
        return self._text("felt", FELTS)

    @felt.setter
    def felt(self, name: str) -> None:
        self._store.setValue("felt", name)

    @property
    def language(self) -> str:
        """The language the game speaks: ``i18n.SYSTEM`` ("", the system's), a code of ``i18n.LANGUAGES``,
        or ``i18n.PSEUDO`` (tests); anything else reads as the system's."""
        return self._text("language", LANGUAGE_SETTINGS)

    @language.setter
    def language(self, code: str) -> None:
        self._store.setValue("language", code)

    @property
    def online_homeserver(self) -> str:
        """The homeserver the player last signed in to for online play (its address, no secret)."""
        return self._text("online_homeserver", None)

    @online_homeserver.setter
    def online_homeserver(self, address: str) -> None:
        self._store.setValue("online_homeserver", address)

    @property
    def online_user(self) -> str:
        """The user name the player last signed in with for online play."""
        return self._text("online_user", None)

    @online_user.setter
    def online_user(self, name: str) -> None:
        self._store.setValue("online_user", name)

    @property
    def theme(self) -> str:
        return self._text("theme", None)

    @theme.setter
    def theme(self, name: str) -> None:
        self._store.setValue("theme", name)

    @property
    def undo_allowed(self) -> bool:
        value = self._store.value("undo_allowed", True)
        return not (value is False or (isinstance(value, str) and value.lower() == "false"))

    @undo_allowed.setter
    def undo_allowed(self, on: bool) -> None:
        self._store.setValue("undo_allowed", on)

    @property
    def coach(self) -> bool:
        value = self._store.value("coach", False)
        return value is True or (isinstance(value, str) and value.lower() == "true")

    @coach.setter
    def coach(self, on: bool) -> None:
        self._store.setValue("coach", on)

    @property
    def computer_leads(self) -> bool:
        """Whether a computer plays first in the first game of a new match (the lead then alternates)."""
        return self._flag("computer_leads", False)

    @computer_leads.setter
    def computer_leads(self, on: bool) -> None:
        self._store.setValue("computer_leads", on)

    @property
    def cut_by_hand(self) -> bool:
        """Whether the player is asked for each fair deal's cut (else the game cuts at random for them)."""
        return self._flag("cut_by_hand", False)

    @cut_by_hand.setter
    def cut_by_hand(self, on: bool) -> None:
        self._store.setValue("cut_by_hand", on)

    @property
    def side_panel(self) -> bool | None:
        """Whether the side panel (moves, score sheet, coach) is shown; None until the player has chosen.

        The window decides from the screen while the player has not chosen; a choice stays.
        """
        return self._chosen_flag("side_panel")

    @side_panel.setter
    def side_panel(self, on: bool) -> None:
        self._store.setValue("side_panel", on)

    def _flag(self, key: str, default: bool) -> bool:
        chosen = self._chosen_flag(key)
        return default if chosen is None else chosen

    def _chosen_flag(self, key: str) -> bool | None:
        value = self._store.value(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return None

    @property
    def opponents(self) -> int:
        """Computer opponents, 1 to 3 (the variant may allow fewer; the window checks)."""
        value = self._store.value("opponents", 1)
        try:
            number = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return 1
        return number if 1 <= number <= 3 else 1

    @opponents.setter
    def opponents(self, number: int) -> None:
        self._store.setValue("opponents", number)

    def seating(self, players: int) -> Seating:
        """Who plays each seat at a table of ``players``: as last chosen for that size, else you against the computers.

        The computers of a usual table play at the Difficulty chosen in
        Settings, so that setting still governs them.
        """
        seating = _seating_of(self._store.value("seats"))
        if seating is not None and seating.players == players:
            return seating.with_computers_at(self.difficulty) if seating.usual else seating
        return Seating.against_computers(players, self.difficulty)

    def set_seating(self, seating: Seating) -> None:
        self._store.setValue("seats", json.dumps(seating.as_json()))

    def set_computer_level(self, level: str) -> None:
        """Difficulty: every computer seat plays at ``level``, whatever the size of the table last chosen."""
        self.difficulty = level
        stored = _seating_of(self._store.value("seats"))
        if stored is not None:
            self.set_seating(stored.with_computers_at(level))

    def geometry(self) -> QByteArray | None:
        value = self._store.value("geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self._store.setValue("geometry", data)

    def sync(self) -> None:
        self._store.sync()
