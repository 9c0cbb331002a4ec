"""The Cassino rules engine: pure Python, no Qt.

Everything the game, the computer players and the command line need:
cards, variants, table items, moves, the game state with its legal moves,
scoring, matches, seat views and JSON positions.
"""

from __future__ import annotations

from .cards import BIG_CASSINO, CARDS, DECK, LITTLE_CASSINO, Card, cards_text, parse_cards
from .match import Match
from .moves import BUILD, CAPTURE, TRAIL, Move, MoveParseError
from .position import PositionError, dump_position, load_position, parse_position, position_to_json
from .rules import IllegalMove
from .scoring import GameResult, PlayerScore, certain_points, score_game
from .state import GameState, new_game, shuffled_deck
from .table import Build, Item, item_cards
from .variants import ADVANCED, CLEARANCE, ORIGINAL, ROYAL, VARIANTS, Grouping, Scoring, Variant, variant_named
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
    "ROYAL",
    "TRAIL",
    "VARIANTS",
    "Build",
    "Card",
    "GameResult",
    "GameState",
    "Grouping",
    "IllegalMove",
    "Item",
    "Match",
    "Move",
    "MoveParseError",
    "PlayerScore",
    "PositionError",
    "Scoring",
    "SeatView",
    "Variant",
    "cards_text",
    "certain_points",
    "dump_position",
    "item_cards",
    "load_position",
    "new_game",
    "parse_cards",
    "parse_position",
    "position_to_json",
    "score_game",
    "shuffled_deck",
    "variant_named",
    "view_for",
]
