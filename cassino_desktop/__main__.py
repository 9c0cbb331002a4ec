"""``cassino`` / ``python -m cassino_desktop``: open the table (or ``--text`` to play in a terminal)."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import __version__

if TYPE_CHECKING:
    from .engine import Variant


def build_parser() -> argparse.ArgumentParser:
    from .engine import PRESETS, VARIANTS

    parser = argparse.ArgumentParser(prog="cassino", description="Play Cassino against the computer.")
    parser.add_argument("--version", action="version", version=f"cassino {__version__}")
    parser.add_argument("--text", action="store_true", help="play in the terminal instead of the window")
    parser.add_argument("--variant", help=f"one of {', '.join(VARIANTS)} (default: the last one played)")
    parser.add_argument(
        "--rules",
        metavar="PRESET",
        help=f"house rules: {', '.join(p.name for p in PRESETS)} (for --variant, default advanced)",
    )
    parser.add_argument("--seed", type=int, help="deal a particular match (a whole number)")
    parser.add_argument("--computer-leads", action="store_true", help="let the computer play first in game 1")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="play one seeded game computer against computer in the real window, offscreen, and check the score",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and play: in the window (``run_gui``) or the terminal.

    The collector waits while the window is made: nearly every object the start makes lives for the whole
    run, so a collection then walks them in vain. The window takes it up again at its first paint; any
    other way, and any way out of here, takes it up at once.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _play(argv, collecting)
    finally:
        if collecting:
            gc.enable()


def _play(argv: Sequence[str] | None, collecting: bool) -> int:
    """``main`` with the collector paused; ``collecting``: whether it is to be taken up again."""
    from .ai.process_tuning import tune_process
    from .engine import HouseRulesError, fresh_seed, variant_named, with_house_rules

    args = build_parser().parse_args(argv)
    tune_process()  # the interpreter's settings for searching beside the window: made here, once, for the process
    try:
        variant = variant_named(args.variant or "advanced")
        if args.rules is not None:
            variant = with_house_rules(variant, {"preset": args.rules})
    except (ValueError, HouseRulesError) as err:
        print(f"cassino: {err}", file=sys.stderr)
        return 2
    if args.seed is not None and args.seed < 0:
        print("cassino: a seed is a whole number from 0 up", file=sys.stderr)
        return 2
    if not args.text:
        from .system_libraries import check_before_qt

        missing = check_before_qt()  # before Qt loads its platform plugin and aborts naming one library
        if missing is not None:
            return missing
    if collecting and (args.text or args.smoke_test):
        gc.enable()
    if args.smoke_test:
        from .ui.smoke import run_smoke_test

        return run_smoke_test(variant.name if args.variant else "royal", 2026 if args.seed is None else args.seed)
    if not args.text:
        from .ui.app import run_gui

        return run_gui(
            sys.argv[:1],
            seed=args.seed,
            variant=variant if args.variant or args.rules else None,
            computer_leads=args.computer_leads,
            collector_paused=collecting,
        )
    if not (args.variant or args.rules):
        variant = last_variant_played()
    seed = args.seed if args.seed is not None else fresh_seed()
    from .cli.text_game import play_match

    try:
        return play_match(variant, seed, args.computer_leads, input, sys.stdout)
    except KeyboardInterrupt:
        print("\nGoodbye.")
        return 1
    except BrokenPipeError:
        return 0


def last_variant_played() -> Variant:
    """The variant and house rules last chosen at the table (``--help`` promises it for ``--text`` too).

    A terminal without Qt's graphics libraries still plays, the default variant.
    """
    from .engine import variant_named

    try:
        from .ui.settings import Settings
    except ImportError:
        return variant_named("advanced")
    return Settings().ruled_variant()


if __name__ == "__main__":
    sys.exit(main())
