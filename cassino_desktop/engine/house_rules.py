"""House rules: the regional variations players argue about, as switches and named presets.

The rule book (docs/RULES.md) is the default; every switch here changes exactly
one point of it, on one field of ``Variant``, so the move generator,
scoring and matches (and through them the computer players) follow a switch
without knowing it exists. A game with house rules is played with a
``Variant`` whose fields differ from its base variant's; positions and saved
matches carry those differences as a ``rules`` object (docs/RULES.md section 9)::

    "rules": {"builds_in_sums": false, "loose_cards_in_raise": false, "one_build_per_value": false}

A ``rules`` object may also name a preset (``{"preset": "classic"}``); the
other keys then change the preset's switches. Unknown keys, values of the
wrong type and switches that mean nothing in the variant (face cards that
take all of their rank in Royal, where faces are numbers) are refused with
a ``HouseRulesError`` that says which.

The switches, the presets and the decisions behind them are docs/RULES.md sections 10 and 11.9.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .json_text import describe_value, quote_excerpt
from .variants import BuilderDuty, Grouping, Scoring, Variant

MIN_TARGET = 5
MAX_TARGET = 250


class HouseRulesError(ValueError):
    """A ``rules`` object that names an unknown switch, a wrong value or a switch the variant lacks."""


def _cassino_building(variant: Variant) -> bool:
    return variant.grouping is Grouping.CASSINO


def _points_scoring(variant: Variant) -> bool:
    return variant.scoring is Scoring.POINTS


def _high_aces(variant: Variant) -> bool:
    return variant.ace_high


def _face_pairs(variant: Variant) -> bool:
    return variant.grouping is Grouping.CASSINO and not variant.numbered_faces


def _as_bool(key: str, value: object) -> object:
    if not isinstance(value, bool):
        raise HouseRulesError(f"house rule {quote_excerpt(key)} is true or false, not {describe_value(value)}")
    return value


def _as_duty(key: str, value: object) -> object:
    names = [duty.value for duty in BuilderDuty]
    if not isinstance(value, str) or value not in names:
        raise HouseRulesError(
            f"house rule {quote_excerpt(key)} is one of {', '.join(names)}, not {describe_value(value)}"
        )
    return BuilderDuty(value)


def _as_target(key: str, value: object) -> object:
    if not isinstance(value, int) or isinstance(value, bool) or not MIN_TARGET <= value <= MAX_TARGET:
        raise HouseRulesError(
            f"house rule {quote_excerpt(key)} is a whole number of points from {MIN_TARGET} to {MAX_TARGET}, "
            f"not {describe_value(value)}"
        )
    return value


def _json_value(value: object) -> object:
    return value.value if isinstance(value, BuilderDuty) else value


@dataclass(frozen=True)
class Switch:
    """One house rule: its key in a ``rules`` object, the ``Variant`` field it sets, and words for people."""

    key: str
    field: str
    title: str
    help: str
    applies: Callable[[Variant], bool]
    """Whether the switch means anything in a variant (before any other switch)."""
    parse: Callable[[str, object], object]

    def json_value(self, variant: Variant) -> object:
        return _json_value(getattr(variant, self.field))


SWITCHES: tuple[Switch, ...] = (
    Switch(
        "builds_in_sums",
        "builds_in_sums",
        "Builds may be summed",
        "A single build may be added to other table cards to capture or build (off: a build is taken only whole; "
        "a raise by the played card follows the next switch).",
        _cassino_building,
        _as_bool,
    ),
    Switch(
        "loose_cards_in_raise",
        "loose_cards_in_raise",
        "Table cards may help raise a build",
        "Loose table cards may join the played card in raising a single build (off: only the played card changes "
        "a build's value; loose groups of the new value may still join).",
        _cassino_building,
        _as_bool,
    ),
    Switch(
        "one_build_per_value",
        "one_build_per_value",
        "One build per value",
        "A new build of a value must take in the build of that value already on the table (off: two may lie there).",
        _cassino_building,
        _as_bool,
    ),
    Switch(
        "building_aces",
        "building_aces",
        "Aces build alike",
        "An ace played on a loose ace, by a player holding another, builds aces: a multiple build of 1 "
        "(off: a build is worth at least 2).",
        _cassino_building,
        _as_bool,
    ),
    Switch(
        "builds_merge",
        "builds_merge",
        "One play may merge builds",
        "A build may take in two or more builds already on the table (off: a play adds to one build at most).",
        _cassino_building,
        _as_bool,
    ),
    Switch(
        "builder_duty",
        "builder_duty",
        "The builder's duty",
        "no-trail: whoever owns a build may not trail until it is taken; take-or-add: on the next turn they "
        "must take it in or add to it.",
        _cassino_building,
        _as_duty,
    ),
    Switch(
        "table_aces_high",
        "table_aces_high",
        "Aces on the table count 14",
        "A loose ace on the table may count 14 as well as 1 (off: aces are high only when played from the hand).",
        _high_aces,
        _as_bool,
    ),
    Switch(
        "aces_high_in_builds",
        "aces_high_in_builds",
        "Aces count 14 in builds",
        "An ace may count 14 inside a build, as a group of its own, as when an ace played on an ace builds 14 "
        "(off: an ace in a build always counts 1; it still captures as 14).",
        _high_aces,
        _as_bool,
    ),
    Switch(
        "faces_take_all",
        "faces_take_all",
        "Face cards take all of their rank",
        "A jack, queen or king takes every loose card of its rank at once (off: exactly one).",
        _face_pairs,
        _as_bool,
    ),
    Switch(
        "sweeps",
        "sweeps_score",
        "Sweeps score",
        "Each capture that empties the table scores a point.",
        _points_scoring,
        _as_bool,
    ),
    Switch(
        "last_play_sweep",
        "last_play_sweep",
        "A sweep on the last play counts",
        "Emptying the table with the last card of the game is a sweep too (where sweeps score).",
        _points_scoring,
        _as_bool,
    ),
    Switch(
        "spade_points",
        "spade_points",
        "Spade points",
        "Spade Cassino: the jack of spades scores 2 and every other spade 1, besides the point for most spades.",
        _points_scoring,
        _as_bool,
    ),
    Switch(
        "spades_break_card_tie",
        "spades_break_card_tie",
        "Most spades breaks a tie in cards",
        "Portuguese: when the most cards is shared (26-26), the tied player with more spades scores the 3 points.",
        _points_scoring,
        _as_bool,
    ),
    Switch(
        "draw",
        "draw",
        "Draw after each play",
        "Draw Cassino: after each play the player draws a card, so hands stay at four while the stock lasts.",
        _cassino_building,
        _as_bool,
    ),
    Switch(
        "partnerships",
        "partnerships",
        "Partnerships",
        "Four players in two sides, partners sitting opposite: their captures score together and the match is "
        "between the sides.",
        lambda variant: 4 in variant.player_counts,
        _as_bool,
    ),
    Switch(
        "match_target",
        "match_target",
        "Match target",
        "Points that end a match (21; 31 in Portuguese, 61 in Spade Cassino).",
        lambda variant: variant.match_target is not None,
        _as_target,
    ),
)

SWITCH_BY_KEY: dict[str, Switch] = {s.key: s for s in SWITCHES}
TABLE_SWITCHES = frozenset({"partnerships"})
"""Switches that seat the table rather than change a rule: the variant dialog sets them with the players."""


@dataclass(frozen=True)
class Preset:
    """A named set of switches: the house rules of a tradition."""

    name: str
    title: str
    description: str
    switches: Mapping[str, object]
    """Keys and JSON values of the switches it sets; the others keep the rule book's defaults."""
    where_scored: frozenset[str] = frozenset()
    """Keys among ``switches`` set only in variants where they mean something: Classic's sweep
    on the last play is a point of its scoring, and Original, scored by cards, plays Classic's building."""

    def applies(self, variant: Variant) -> bool:
        """True if every switch of the preset, bar those set only where scored, means something in the variant."""
        return all(SWITCH_BY_KEY[key].applies(variant) for key in self.switches if key not in self.where_scored)

    def switches_for(self, variant: Variant) -> dict[str, object]:
        """The switches the preset sets in ``variant``: all of them, less those that mean nothing there."""
        return {
            key: value
            for key, value in self.switches.items()
            if key not in self.where_scored or SWITCH_BY_KEY[key].applies(variant.base)
        }


PRESETS: tuple[Preset, ...] = (
    Preset("standard", "Standard", "The rules of this game's rule book, with no house rules.", {}),
    Preset(
        "classic",
        "Classic",
        "A build is taken only whole, only the played card raises a build, a play adds to one build at most, "
        "two builds of one value may lie on the table, aces build alike, and a sweep on the last play counts.",
        {
            "builds_in_sums": False,
            "loose_cards_in_raise": False,
            "one_build_per_value": False,
            "building_aces": True,
            "builds_merge": False,
            "last_play_sweep": True,
        },
        frozenset({"last_play_sweep"}),
    ),
    Preset(
        "spade",
        "Spade Cassino",
        "The jack of spades scores 2 and every other spade 1; matches go to 61.",
        {"spade_points": True, "match_target": 61},
    ),
    Preset(
        "draw",
        "Draw Cassino",
        "After each play the player draws a card, so hands stay at four while the stock lasts.",
        {"draw": True},
    ),
    Preset(
        "portuguese",
        "Portuguese",
        "Matches go to 31, and at 26 cards each the player with more spades scores most cards.",
        {"match_target": 31, "spades_break_card_tie": True},
    ),
    Preset(
        "california",
        "California",
        "No points for sweeps, and a face card takes every loose card of its rank at once.",
        {"sweeps": False, "faces_take_all": True},
    ),
)

PRESET_BY_NAME: dict[str, Preset] = {p.name: p for p in PRESETS}


def preset_named(name: str) -> Preset:
    """A preset by name; ``HouseRulesError`` lists the names."""
    preset = PRESET_BY_NAME.get(name.strip().lower()) if isinstance(name, str) else None
    if preset is None:
        raise HouseRulesError(f"unknown house rules {quote_excerpt(name)} (known: {', '.join(PRESET_BY_NAME)})")
    return preset


def with_house_rules(variant: Variant, rules: Mapping[str, object]) -> Variant:
    """The base of ``variant`` with a ``rules`` object's switches (a preset first, if it names one).

    Refuses, with a ``HouseRulesError`` naming the key, anything but known
    switches with values of their kind that mean something in the variant.
    """
    base = variant.base
    changes: dict[str, object] = {}
    preset_name = rules.get("preset")
    if preset_name is not None:
        if not isinstance(preset_name, str):
            raise HouseRulesError(
                f"house rules 'preset' is a name such as \"classic\", not {describe_value(preset_name)}"
            )
        preset = preset_named(preset_name)
        if not preset.applies(base):
            raise HouseRulesError(f"the {preset.title} house rules are not played in {base.title}")
        changes.update(preset.switches_for(base))
    for key, value in rules.items():
        if key == "preset":
            continue
        if key not in SWITCH_BY_KEY:
            raise HouseRulesError(f"unknown house rule {quote_excerpt(key)} (known: {', '.join(SWITCH_BY_KEY)})")
        changes[key] = value
    fields_: dict[str, object] = {}
    for key, value in changes.items():
        switch = SWITCH_BY_KEY[key]
        if not switch.applies(base):
            raise HouseRulesError(f"house rule {quote_excerpt(key)} means nothing in {base.title}")
        fields_[switch.field] = switch.parse(key, value)
    return base.with_switches(**fields_) if fields_ else base


def house_rules_json(variant: Variant) -> dict[str, object]:
    """The switches of ``variant`` that differ from the rule book, as a ``rules`` object (empty if none)."""
    changed = variant.changed_fields()
    return {s.key: _json_value(changed[s.field]) for s in SWITCHES if s.field in changed}


def preset_of(variant: Variant) -> Preset | None:
    """The preset whose switches are exactly the variant's house rules, or None (a custom set)."""
    rules = {key: value for key, value in house_rules_json(variant).items() if key not in TABLE_SWITCHES}
    for preset in PRESETS:
        if preset.applies(variant.base) and preset.switches_for(variant) == rules:
            return preset
    return None


def house_rules_title(variant: Variant) -> str:
    """A short name for the rules in play: "" for the rule book, a preset's title, or "house rules"."""
    if not any(key not in TABLE_SWITCHES for key in house_rules_json(variant)):
        return ""
    preset = preset_of(variant)
    return preset.title if preset is not None else "house rules"


def full_title(variant: Variant) -> str:
    """The variant's title with its house rules: "Royal", "Royal (Classic)", "Advanced (house rules)"."""
    rules = house_rules_title(variant)
    title = f"{variant.title} ({rules})" if rules else variant.title
    return f"{title} in partnerships" if variant.partnerships else title


_SENTENCES: dict[tuple[str, object], str] = {
    ("builds_in_sums", True): "A single build may be summed with other cards, as a card of its value.",
    ("builds_in_sums", False): "A build is taken only whole: it is never summed with other cards.",
    ("loose_cards_in_raise", True): "Table cards may help the played card raise a build.",
    ("loose_cards_in_raise", False): "Only the played card raises a build (loose groups of the new value may join it).",
    ("one_build_per_value", True): "A new build takes in the build of its value already on the table.",
    ("one_build_per_value", False): "Two builds of one value may lie on the table.",
    ("building_aces", True): "An ace on a loose ace builds aces, a build of 1, by a player holding another.",
    ("building_aces", False): "A build is worth at least 2.",
    ("builds_merge", True): "One play may merge builds into one.",
    ("builds_merge", False): "A play adds to one build at most; two builds are never merged.",
    ("aces_high_in_builds", True): "An ace may count 14 inside a build.",
    ("aces_high_in_builds", False): "An ace in a build always counts 1.",
    ("builder_duty", "no-trail"): "Whoever owns a build may not trail until it is taken.",
    ("builder_duty", "take-or-add"): "Whoever owns a build must take it in or add to it on their next turn.",
    ("table_aces_high", True): "An ace on the table may count 14.",
    ("table_aces_high", False): "Aces on the table count 1; an ace counts 14 only when played from the hand.",
    ("faces_take_all", True): "A face card takes every loose card of its rank at once.",
    ("faces_take_all", False): "A face card takes one loose card of its rank.",
    ("sweeps", True): "Each sweep scores a point.",
    ("sweeps", False): "Sweeps do not score.",
    ("last_play_sweep", True): "Emptying the table with the last card of the game is a sweep too.",
    ("last_play_sweep", False): "Emptying the table with the last card of the game is no sweep.",
    ("spade_points", True): "The jack of spades scores 2 and every other spade 1.",
    ("spade_points", False): "Spades score only for most spades.",
    ("spades_break_card_tie", True): "At 26 cards each, the player with more spades scores most cards.",
    ("spades_break_card_tie", False): "At 26 cards each, nobody scores most cards.",
    ("partnerships", True): "Four play in two partnerships, partners opposite, scoring and winning together.",
    ("partnerships", False): "Everyone plays for themselves.",
    ("draw", True): "After each play the player draws a card, so hands stay at four while the stock lasts.",
    ("draw", False): "Cards are dealt four at a time when every hand is empty.",
}


def describe_house_rules(variant: Variant) -> list[str]:
    """One plain sentence per switch that differs from the rule book, for the rules page."""
    lines = []
    for key, value in house_rules_json(variant).items():
        if key == "match_target":
            lines.append(f"Matches are played to {value} points.")
        else:
            lines.append(_SENTENCES[(key, value)])
    return lines
