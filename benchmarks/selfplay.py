"""Seeded self-play: the games the hard level plays against itself, and what auditing random games costs.

The other benchmarks import the hard level's games from here. Run on its own,

    python benchmarks/selfplay.py [--games 1000]

it times random games per variant with and without the move-by-move audit of
``cassino-engine selfplay`` (and with the reference generator held to no
table), so the price of each check is a figure, not a guess.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator

from cassino_desktop.ai.hard import HardPlayer
from cassino_desktop.ai.player import CancelToken
from cassino_desktop.ai.worlds import all_cards_known
from cassino_desktop.engine import VARIANTS, GameState, SeatView, Variant, new_game, variant_named, view_for
from cassino_desktop.engine.audit import REFERENCE_TABLE_ITEMS
from cassino_desktop.engine.selfplay import check_game, play_random_game


def hard_self_play(state: GameState) -> Iterator[SeatView]:
    """The mover's view at every position of the game the hard level plays against itself from ``state``."""
    hard = HardPlayer()
    cancel = CancelToken()
    while not state.over:
        view = view_for(state, state.to_move)
        yield view
        state = state.apply(hard.choose(view, 0.0, cancel))


def before_last_deal(view: SeatView) -> bool:
    """A choice to make while some card is still unknown (before the last deal)."""
    return not all_cards_known(view) and len(view.legal_moves()) > 1


def hard_decisions(
    variant_name: str, count: int, seed: int, wanted: Callable[[SeatView], bool], every: int = 1
) -> list[SeatView]:
    """``count`` views of seeded hard-level games (seeds ``seed * 1000``, ``+ 1``, ...) that ``wanted`` accepts.

    With ``every`` above 1 only one in ``every`` of a game's accepted views is
    kept, at a phase that shifts from game to game, so the positions spread
    over the whole game instead of crowding its first plays.
    """
    variant = variant_named(variant_name)
    found: list[SeatView] = []
    game = 0
    while len(found) < count:
        start = new_game(variant, seed * 1000 + game, dealer=game % 2)
        game += 1
        accepted = 0
        for view in hard_self_play(start):
            if len(found) == count:
                break
            if wanted(view):
                accepted += 1
                if accepted % every == game % every:
                    found.append(view)
    return found


def random_games_per_second(variant: Variant, games: int, *, audited: bool, reference_table_items: int) -> float:
    """Random games a CPU second (the machine may be shared) from seeds 0 to ``games - 1``; a fault is an error."""
    started = time.process_time()
    for seed in range(games):
        game = play_random_game(
            variant, seed, dealer=seed % 2, audited=audited, reference_table_items=reference_table_items
        )
        faults = check_game(game)
        if faults:
            raise SystemExit(f"FAILED {faults[0]}")
    return games / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    print(f"{'variant':10} {'plain':>8} {'audited':>8} {'+reference':>11}  games a CPU second")
    for variant in VARIANTS.values():
        random_games_per_second(variant, max(1, args.games // 10), audited=False, reference_table_items=0)  # warm up
        plain = random_games_per_second(variant, args.games, audited=False, reference_table_items=0)
        audited = random_games_per_second(variant, args.games, audited=True, reference_table_items=0)
        full = random_games_per_second(variant, args.games, audited=True, reference_table_items=REFERENCE_TABLE_ITEMS)
        print(f"{variant.name:10} {plain:8.0f} {audited:8.0f} {full:11.0f}")


if __name__ == "__main__":
    main()
