"""The Cassino rules engine: pure Python, no Qt.

Everything the game, the computer players and the command line need:
cards, variants, table items, moves, the game state with its legal moves
and the reasons it refuses the others, scoring, matches and the match in
play (``MatchPlay``: moves, undo, redo, results), seat views, JSON
positions, and the fast pieces a search uses (the move generator, the table
after a move, the last deal played on a lean position, the seeded random
numbers), so the other layers need no name from the engine's modules.
The rules it plays are ``docs/RULES.md``. Seats go by number, play passing
from each to the next; who sits at one and what the table calls it are the
front ends' to say (``seating.py``, ``ui/words.py``).
"""

from __future__ import annotations

from .native_build import COMPILED  # first: where compiled and current, those modules are found before their source

# isort: split
from .cards import BIG_CASSINO, CARDS, DECK, LITTLE_CASSINO, SPADES, Card, cards_text, parse_cards, with_pretty_cards
from .clearance import move_words
from .daily_deal import daily_match, daily_seed
from .fair_deal import FairDeal, RevealedDeal, SealedDeal, random_cut
from .game_line import GameLine, GameLineError, deal_problems, game_line, read_game_line
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
from .last_deal import LastDeal, LastDealNode
from .match import Match
from .match_play import Cutter, MatchPlay, Step
from .move_story import MoveStory, story_of
from .movegen import (
    CANDIDATE_LIMIT,
    MoveListing,
    capture_outcomes,
    forget_tables,
    generate_moves,
    iterate_moves,
    list_moves,
)
from .moves import BUILD, CAPTURE, TRAIL, Move, MoveParseError, MoveWords, plural
from .plays import is_sweep, table_after
from .position import PositionError, dump_position, load_position, parse_position, position_to_json
from .refusals import Illegal, IllegalMove, Refusal
from .rng import SplitMix64, derive_seed, fresh_seed
from .scoring import (
    MOST_CARDS_POINTS,
    MOST_SPADES_POINTS,
    GameResult,
    PlayerScore,
    card_points,
    certain_points,
    majorities_margin,
    score_game,
)
from .state import GameState, Play, game_from_deck, new_game, shuffled_deck
from .table import Build, Item, item_cards
from .thread_memo import ThreadMemo
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
    "CANDIDATE_LIMIT",
    "CAPTURE",
    "CARDS",
    "CLEARANCE",
    "COMPILED",
    "DECK",
    "LITTLE_CASSINO",
    "MOST_CARDS_POINTS",
    "MOST_SPADES_POINTS",
    "ORIGINAL",
    "PRESETS",
    "ROYAL",
    "SPADES",
    "SWITCHES",
    "TRAIL",
    "VARIANTS",
    "Build",
    "BuilderDuty",
    "Card",
    "Cutter",
    "FairDeal",
    "GameLine",
    "GameLineError",
    "GameResult",
    "GameState",
    "Grouping",
    "HouseRulesError",
    "Illegal",
    "IllegalMove",
    "Item",
    "LastDeal",
    "LastDealNode",
    "Match",
    "MatchPlay",
    "Move",
    "MoveListing",
    "MoveParseError",
    "MoveStory",
    "MoveWords",
    "Play",
    "PlayerScore",
    "PositionError",
    "Preset",
    "Refusal",
    "RevealedDeal",
    "Scoring",
    "SealedDeal",
    "SeatView",
    "SplitMix64",
    "Step",
    "Switch",
    "ThreadMemo",
    "Variant",
    "capture_outcomes",
    "card_points",
    "cards_text",
    "certain_points",
    "daily_match",
    "daily_seed",
    "deal_problems",
    "derive_seed",
    "describe_house_rules",
    "dump_position",
    "forget_tables",
    "fresh_seed",
    "full_title",
    "game_from_deck",
    "game_line",
    "generate_moves",
    "house_rules_json",
    "house_rules_title",
    "is_sweep",
    "item_cards",
    "iterate_moves",
    "list_moves",
    "load_position",
    "majorities_margin",
    "move_words",
    "new_game",
    "parse_cards",
    "parse_position",
    "plural",
    "position_to_json",
    "preset_named",
    "preset_of",
    "random_cut",
    "read_game_line",
    "score_game",
    "shuffled_deck",
    "story_of",
    "table_after",
    "variant_named",
    "view_for",
    "with_house_rules",
    "with_pretty_cards",
]
