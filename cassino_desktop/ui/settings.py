"""The player's preferences, kept in QSettings, read defensively.

A settings file written by an older version, edited by hand or damaged must
never stop the game from starting: every value is checked and anything odd
falls back to its default.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QSettings

from ..ai.levels import LEVELS
from ..engine import VARIANTS, HouseRulesError, Variant, house_rules_json, variant_named, with_house_rules
from ..engine.json_text import JsonTextError, read_json
from .builtin_deck import BACK_COLORS
from .scene import ANIMATION_SPEEDS

DEFAULTS = {
    "variant": "advanced",
    "difficulty": "hard",
    "speed": "Normal",
    "back_color": "Blue",
    "theme": "Classic",
}


class Settings:
    """Typed access to the saved preferences."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings("Cassino", "Cassino")

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
    def back_color(self) -> str:
        return self._text("back_color", BACK_COLORS)

    @back_color.setter
    def back_color(self, name: str) -> None:
        self._store.setValue("back_color", name)

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
    def side_panel(self) -> bool:
        """Whether the side panel (moves, score sheet, coach) is shown: hidden stays hidden at the next start."""
        return self._flag("side_panel", True)

    @side_panel.setter
    def side_panel(self, on: bool) -> None:
        self._store.setValue("side_panel", on)

    def _flag(self, key: str, default: bool) -> bool:
        value = self._store.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

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

    def geometry(self) -> QByteArray | None:
        value = self._store.value("geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self._store.setValue("geometry", data)

    def sync(self) -> None:
        self._store.sync()
