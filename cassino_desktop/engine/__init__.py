"""The Cassino rules engine: pure Python, no Qt.

Everything the game, the computer players and the command line need:
cards, variants, table items, moves, the game state with its legal moves,
scoring, matches, seat views and JSON positions.
"""

from __future__ import annotations

from .cards import BIG_CASSINO, CARDS, DECK, LITTLE_CASSINO, Card, cards_text, parse_cards
from .house_rules import (
    PRESETS,
    SWITCHES,
    HouseRulesError,
    Preset,
    Switch,
    describe_house_rules,
    full_title,
    house_rules_json,
    house_rules_title,
    preset_named,
    preset_of,
    with_house_rules,
)
from .match import Match
from .moves import BUILD, CAPTURE, TRAIL, Move, MoveParseError
from .position import PositionError, dump_position, load_position, parse_position, position_to_json
from .refusals import Illegal, IllegalMove, Refusal
from .scoring import GameResult, PlayerScore, card_points, certain_points, score_game
from .state import GameState, Play, new_game, shuffled_deck
from .table import Build, Item, item_cards
from .variants import (
    ADVANCED,
    CLEARANCE,
    ORIGINAL,
    ROYAL,
    VARIANTS,
    BuilderDuty,
    Grouping,
    Scoring,
    Variant,
    variant_named,
)
from .view import SeatView, view_for

__all__ = [
    "ADVANCED",
    "BIG_CASSINO",
    "BUILD",
    "CAPTURE",
    "CARDS",
    "CLEARANCE",
    "DECK",
    "LITTLE_CASSINO",
    "ORIGINAL",
    "PRESETS",
    "ROYAL",
    "SWITCHES",
    "TRAIL",
    "VARIANTS",
    "Build",
    "BuilderDuty",
    "Card",
    "GameResult",
    "GameState",
    "Grouping",
    "HouseRulesError",
    "Illegal",
    "IllegalMove",
    "Item",
    "Match",
    "Move",
    "MoveParseError",
    "Play",
    "PlayerScore",
    "PositionError",
    "Preset",
    "Refusal",
    "Scoring",
    "SeatView",
    "Switch",
    "Variant",
    "card_points",
    "cards_text",
    "certain_points",
    "describe_house_rules",
    "dump_position",
    "full_title",
    "house_rules_json",
    "house_rules_title",
    "item_cards",
    "load_position",
    "new_game",
    "parse_cards",
    "parse_position",
    "position_to_json",
    "preset_named",
    "preset_of",
    "score_game",
    "shuffled_deck",
    "variant_named",
    "view_for",
    "with_house_rules",
]
