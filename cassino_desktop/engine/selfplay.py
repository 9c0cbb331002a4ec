"""Random legal games, each audited move by move as it is played.

Used by ``cassino-engine selfplay``, the benchmark and the tests: a random
game exercises every rule the generator allows, and the audit (``audit.py``)
checks every move against the rule book rather than against the engine's own
counters, so a fault shows as a line naming the seed and the move, never as a
traceback or a game that passes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .audit import REFERENCE_TABLE_ITEMS, GameAudit
from .compile_hints import mypyc_attr
from .house_rules import PRESETS, SWITCH_BY_KEY, with_house_rules
from .moves import Move
from .rng import SplitMix64
from .scoring import GameResult
from .state import GameState, new_game
from .variants import VARIANTS, Variant


@mypyc_attr(native_class=False)  # pickled whole, between processes
@dataclass(frozen=True)
class PlayedGame:
    """A random game: the state it reached, its result (None if it broke off), plies played and faults found."""

    seed: int
    final: GameState
    result: GameResult | None
    plies: int
    faults: tuple[str, ...] = ()


def play_random_game(
    variant: Variant,
    seed: int,
    *,
    players: int = 2,
    dealer: int = 1,
    reference_table_items: int = REFERENCE_TABLE_ITEMS,
    audited: bool = True,
) -> PlayedGame:
    """Deal from ``seed``, play uniformly random legal moves to the end, and audit every one.

    A fault is written as ``seed S, move N 'text': what is wrong`` (``move 0``
    is the deal, ``end`` the score). Any exception the engine raises is a
    fault of the move that raised it, and ends the game there. ``audited``
    False skips the audit (the same game, for timing the engine alone).
    """
    rng = SplitMix64(seed ^ 0x5DEECE66D)
    state = new_game(variant, seed, dealer=dealer, players=players)
    audit = GameAudit(state, reference_table_items, seed) if audited else None
    faults = [f"seed {seed}, move 0 (the deal): {fault}" for fault in audit.opening_faults()] if audit else []
    plies = 0
    while not state.over:
        move: Move | None = None
        try:
            moves = state.candidate_moves().moves
            if not moves:
                faults.append(f"{_where(seed, plies)}: no legal move in a game that is not over")
                return PlayedGame(seed, state, None, plies, tuple(faults))
            move = moves[rng.below(len(moves))]
            after = state.apply(move)
            found = audit.after_move(state, move, after) if audit else []
        except Exception as err:  # any engine failure is a fault to report, not a crash
            faults.append(f"{_where(seed, plies, move)}: {type(err).__name__}: {err}")
            return PlayedGame(seed, state, None, plies, tuple(faults))
        if found:
            faults.extend(f"{_where(seed, plies, move)}: {fault}" for fault in found)
        plies += 1
        if audit and audit.illegal:
            return PlayedGame(seed, after, None, plies, tuple(faults))
        state = after
    try:
        result = state.result()
        if audit:
            faults.extend(f"seed {seed}, end: {fault}" for fault in audit.at_end(state, result))
    except Exception as err:  # as above
        faults.append(f"seed {seed}, end: {type(err).__name__}: {err}")
        return PlayedGame(seed, state, None, plies, tuple(faults))
    return PlayedGame(seed, state, result, plies, tuple(faults))


def check_game(game: PlayedGame) -> list[str]:
    """The faults found in a game as it was played (an empty list when all is well)."""
    return list(game.faults)


def _where(seed: int, plies: int, move: Move | None = None) -> str:
    """Where in a random game a fault was found: 'seed 7, move 12 'capture 9S 3D 6C''."""
    return f"seed {seed}, move {plies + 1}" + (f" '{move}'" if move is not None else "")


@mypyc_attr(native_class=False)  # pickled whole, between processes
@dataclass(frozen=True)
class RuleSet:
    """One way the game is played: a variant with a preset's house rules, at a table of so many players."""

    variant: Variant
    preset: str
    players: int

    @property
    def name(self) -> str:
        """'royal/classic/4 in partnerships', as the benchmark prints it and the tests name it."""
        table = f"{self.players} in partnerships" if self.variant.partnerships else str(self.players)
        return f"{self.variant.name}/{self.preset}/{table}"


def rule_sets() -> list[RuleSet]:
    """Every rule set there is: each variant with each preset it accepts, at each table size it seats, and at four
    in partnerships where it allows them. A dead end met only under one preset is met here (docs/RULES.md 11.2.7)."""
    found: list[RuleSet] = []
    for variant in VARIANTS.values():
        for preset in PRESETS:
            if not preset.applies(variant):
                continue
            ruled = with_house_rules(variant, {"preset": preset.name})
            found.extend(RuleSet(ruled, preset.name, players) for players in ruled.player_counts)
            if SWITCH_BY_KEY["partnerships"].applies(variant):
                partnered = with_house_rules(variant, {"preset": preset.name, "partnerships": True})
                found.extend(RuleSet(partnered, preset.name, players) for players in partnered.player_counts)
    return found


def play_rule_set(rule_set: RuleSet, first_seed: int, games: int, audited: bool = True) -> list[str]:
    """``games`` random games of ``rule_set`` from ``first_seed`` on, the dealer turning; every fault found."""
    faults: list[str] = []
    for index in range(games):
        game = play_random_game(
            rule_set.variant,
            first_seed + index,
            players=rule_set.players,
            dealer=index % rule_set.players,
            reference_table_items=0,  # the reference is held to the generator elsewhere, on tables chosen for it
            audited=audited,
        )
        faults.extend(f"{rule_set.name}, {fault}" for fault in game.faults)
    return faults
