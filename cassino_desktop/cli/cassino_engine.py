"""``cassino-engine``: the rules engine and the computer players on the command line.

    cassino-engine moves FILE|-            legal moves, one per line, sorted (--limit N: at most N)
    cassino-engine moves --jsonl           positions on stdin, a JSON array of moves per line
    cassino-engine play FILE MOVE...       apply moves, print the resulting position
    cassino-engine deal --variant V --seed N
    cassino-engine selfplay --variant V --games N --seed S
    cassino-engine bestmove FILE --level L the move a computer level would play
    cassino-engine tournament --variant V --a L --b L
    cassino-engine review MATCH.json|LINE  every move of a saved match (or game line) against the best one
    cassino-engine verify LINE             a game line's fair deal: its commitment, secret, salt and cut

``deal``, ``selfplay`` and ``tournament`` take house rules: ``--rules
classic`` names a preset, ``--rule builds_in_sums=false`` sets one switch
(repeatable, after the preset).

``selfplay`` audits every move of every random game (legality, where each
card went, sweeps, the last capturer, whose turn), asks the rule explainer
about wrong moves near the listed ones (each must be refused), and scores
each finished game from the piles by its own count (``engine/audit.py``);
any fault is a ``FAILED`` line naming the seed and the move, with exit
status 1.
``--reference-items N`` sets the longest table the slow reference generator
checks (0: none).

``bestmove`` and ``tournament`` give the players ``--budget SECONDS`` a
move, or instead ``--worlds N``: the expert samples N worlds a move however
long they take, so a seed plays the same moves on any machine at any load
(``--nodes N`` bounds its exact search of the last deal, with either).

Any bad input ends with exit status 2 and one line on stderr saying what is
wrong; no traceback ever reaches the user. A FILE is read only if it is a
regular file (a named pipe or a device such as /dev/zero is refused), and
neither a file nor standard input past a megabyte (``command_input``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from typing import TextIO

from ..ai import Budget, CancelToken
from ..ai.expert import SOLVER_NODE_LIMIT
from ..ai.levels import LEVELS, make_player
from ..ai.process_tuning import tune_process
from ..ai.tournament import run_tournament
from ..engine import (
    CANDIDATE_LIMIT,
    PRESETS,
    SWITCHES,
    VARIANTS,
    GameState,
    Grouping,
    HouseRulesError,
    IllegalMove,
    Move,
    MoveParseError,
    PositionError,
    Scoring,
    Variant,
    dump_position,
    full_title,
    iterate_moves,
    new_game,
    parse_position,
    plural,
    view_for,
    with_house_rules,
)
from ..engine.audit import REFERENCE_TABLE_ITEMS
from ..engine.json_text import JsonTextError, quote_excerpt, read_json
from ..engine.selfplay import check_game, play_random_game
from .command_input import (
    MOST_NODES,
    MOST_WORLDS,
    CommandParser,
    UsageError,
    budget_arg,
    count_arg,
    level_arg,
    nodes_arg,
    positive_arg,
    read_lines,
    read_source,
    seed_arg,
    source_name,
    variant_arg,
    whole_number_arg,
    worlds_arg,
)
from .review_command import add_review_command
from .verify_command import add_verify_command

EXIT_BAD_INPUT = 2
EXIT_CHECK_FAILED = 1


MOST_LISTED = 1_000_000
"""The largest ``--limit``: a listing bounded by it still answers in seconds (0 asks for every move)."""
LONGEST_MOVE_TEXT = 1000
"""More characters than any move takes ("build 14" and 52 cards, with room for spacing)."""


def load_source(source: str, stdin: TextIO) -> GameState:
    text = read_source(source, stdin)
    try:
        return parse_position(text)
    except PositionError as err:
        where = source_name(source)
        raise UsageError(f"{where}: {err}") from None


def _listed_moves(state: GameState, limit: int) -> tuple[list[str], bool]:
    """At most ``limit`` of the legal moves (every one if 0), sorted, and whether they are all of them.

    Every ordinary table's moves fit well within the default limit; only a
    crowded table's listing is cut, in time and memory bounded by ``limit``.
    """
    if limit == 0:
        return [str(m) for m in sorted(state.legal_moves(), key=Move.sort_key)], True
    listing = state.candidate_moves(limit)
    return [str(m) for m in sorted(listing.moves, key=Move.sort_key)], listing.complete


def _cut_note(shown: int, where: str = "") -> str:
    return (
        f"cassino-engine: {where}{plural(shown, 'move')} shown; the position allows more "
        "(--limit N shows up to N, --limit 0 every one, one per line as found)"
    )


def _stream_every_move(state: GameState, out: TextIO) -> int:
    """Every legal move, one line each as it is found, holding none of them: the count written."""
    count = 0
    if not state.over:
        for move in iterate_moves(state.variant, state.hand, state.table, state.to_move):
            out.write(f"{move}\n")
            count += 1
    return count


limit_arg = whole_number_arg(0, MOST_LISTED)


def add_house_rules_args(parser: argparse.ArgumentParser) -> None:
    """``--rules PRESET`` and ``--rule KEY=VALUE``: house rules for the commands that deal games."""
    presets = ", ".join(p.name for p in PRESETS)
    keys = ", ".join(s.key for s in SWITCHES)
    parser.add_argument("--rules", metavar="PRESET", help=f"house rules by name: {presets}")
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=f"one house rule (repeatable), e.g. builds_in_sums=false; keys: {keys}",
    )
    parser.add_argument(
        "--partners",
        action="store_true",
        help="four players in two partnerships, partners opposite (the same as --rule partnerships=true)",
    )


def variant_with_rules(args: argparse.Namespace) -> Variant:
    """The ``--variant`` with the ``--rules`` preset and ``--rule`` switches; ``UsageError`` if any is wrong."""
    rules: dict[str, object] = {}
    if args.rules is not None:
        rules["preset"] = args.rules
    for text in args.rule:
        key, sep, raw = text.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--rule takes KEY=VALUE, such as builds_in_sums=false, not {text!r}")
        try:
            value: object = read_json(raw)
        except JsonTextError:
            value = raw.strip()  # a bare word such as take-or-add (or JSON too deep to read: refused as a value)
        rules[key.strip()] = value
    if args.partners:
        rules["partnerships"] = True
    try:
        return with_house_rules(args.variant, rules)
    except HouseRulesError as err:
        raise UsageError(str(err)) from None


def cmd_moves(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    limit: int = args.limit
    if args.jsonl:
        if args.file not in (None, "-"):
            raise UsageError("moves --jsonl reads positions from standard input only")
        for number, line in enumerate(read_lines(stdin), start=1):
            if not line.strip():
                continue
            try:
                state = parse_position(line)
            except PositionError as err:
                raise UsageError(f"line {number}: {err}") from None
            moves, complete = _listed_moves(state, limit)
            out.write(json.dumps(moves) + "\n")
            if not complete:
                print(_cut_note(len(moves), f"line {number}: "), file=sys.stderr)
        return 0
    if args.file is None:
        raise UsageError("moves needs a position file, or - for standard input, or --jsonl")
    state = load_source(args.file, stdin)
    if limit == 0:
        listing = state.candidate_moves()
        if not listing.complete:  # millions, perhaps: written as found, never held
            count = _stream_every_move(state, out)
            print(f"cassino-engine: {plural(count, 'move')} listed", file=sys.stderr)
            return 0
    moves, complete = _listed_moves(state, limit)
    for text in moves:
        out.write(text + "\n")
    if not complete:
        print(_cut_note(len(moves)), file=sys.stderr)
    return 0


def cmd_play(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    state = load_source(args.file, stdin)
    for number, text in enumerate(args.moves, start=1):
        if len(text) > LONGEST_MOVE_TEXT:
            raise UsageError(f"move {number} {quote_excerpt(text)} is too long to be a move ({len(text)} characters)")
        try:
            move = Move.parse(text)
            state = state.apply(move)
        except MoveParseError as err:
            raise UsageError(f"move {number}: {err}") from None
        except IllegalMove as err:
            raise UsageError(f"move {number} '{err.move}' is illegal: {err.sentence}") from None
    out.write(dump_position(state) + "\n")
    return 0


def cmd_deal(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    variant = variant_with_rules(args)
    try:
        state = new_game(variant, args.seed, dealer=args.dealer, players=args.players)
    except ValueError as err:
        raise UsageError(str(err)) from None
    out.write(dump_position(state) + "\n")
    return 0


def cmd_selfplay(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    variant = variant_with_rules(args)
    if args.players not in variant.player_counts:
        raise UsageError(f"{full_title(variant)} is not played by {args.players} players")
    players = args.players
    sides = variant.sides(players)
    wins = [0] * sides
    points = [0] * players
    sweeps = [0] * players
    side_points = [0] * sides
    draws = 0
    plies = 0
    problems: list[str] = []
    started = time.perf_counter()
    for index in range(args.games):
        game = play_random_game(
            variant,
            args.seed + index,
            players=players,
            dealer=index % players,
            reference_table_items=args.reference_items,
        )
        plies += game.plies
        problems.extend(check_game(game))
        if game.result is None:
            continue
        if game.result.winner is None:
            draws += 1
        else:
            wins[game.result.winner] += 1
        for seat in range(players):
            points[seat] += game.result.players[seat].total
            sweeps[seat] += game.final.sweeps[seat]
        for side in range(sides):
            side_points[side] += game.result.scores[side].total
    elapsed = time.perf_counter() - started
    games = args.games
    unit = "cards" if variant.scoring is Scoring.CARDS else "points"
    out.write(f"variant {variant.name}, {games} random games from seed {args.seed}\n")
    out.write(f"plies {plies} ({plies / games:.1f} a game)\n")
    if variant.partnerships:
        for side in range(sides):
            out.write(
                f"side {side} (players {side} and {side + 2}): won {wins[side]}, "
                f"{unit} {side_points[side] / games:.2f} a game\n"
            )
    for seat in range(players):
        won = "" if variant.partnerships else f"won {wins[seat]}, "
        out.write(
            f"player {seat}: {won}{unit} {points[seat] / games:.2f} a game, sweeps {sweeps[seat] / games:.2f} a game\n"
        )
    out.write(f"draws {draws}\n")
    out.write(f"time {elapsed:.2f} s, {games / elapsed:.0f} games/s\n")
    if problems:
        for problem in problems[:20]:
            out.write(f"FAILED {problem}\n")
        out.write(f"checks: {len(problems)} problems in {games} games\n")
        return EXIT_CHECK_FAILED
    legality = "the rule explainer"
    if args.reference_items and variant.grouping is Grouping.CASSINO:
        legality += f" and, on tables up to {args.reference_items} items, the reference generator"
    out.write(
        f"checks: {games} games passed (every move legal by {legality}, wrong moves near the listed ones refused by "
        "the rule explainer, all 52 cards in place after every move, sweeps and last capturer recounted from the "
        "moves, every score recounted from the piles)\n"
    )
    return 0


def _first_match(text: str) -> int:
    """Where a tournament in parts starts: a match that begins a mirrored pair."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0 or value % 2:
        raise argparse.ArgumentTypeError(f"matches are played in mirrored pairs: expected 0, 2, 4 ..., not {text}")
    return value


def cmd_bestmove(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    state = load_source(args.file, stdin)
    if state.over:
        raise UsageError("the game is over: there is no move to choose")
    view = view_for(state, state.to_move)
    move: Move = make_player(args.level, args.seed).choose(view, budget_of(args), CancelToken())
    out.write(f"{move}\n")
    return 0


def cmd_tournament(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    if args.matches % 2:
        raise UsageError("matches are played in mirrored pairs: give an even number")
    pairs = args.matches // 2
    variant = variant_with_rules(args)
    if args.players != (4 if variant.partnerships else 2):
        raise UsageError("a tournament is two players, or four in partnerships (--players 4 --partners)")
    if args.blind_a and not variant.partnerships:
        raise UsageError("--blind-a is for partnerships (--players 4 --partners)")
    report = _progress_report(args.matches, sys.stderr) if args.progress else None
    first_pair = args.first_match // 2
    budget = budget_of(args)
    result = run_tournament(
        variant, args.a, args.b, pairs, args.seed, budget, args.jobs, report, first_pair, blind_a=args.blind_a
    )
    unit = "cards" if variant.scoring is Scoring.CARDS else "points"
    name = full_title(variant) if variant.changed_fields() else variant.name
    out.write(
        f"{name}: {args.a}{' partners, each blind to the other,' if args.blind_a else ''} (A) vs {args.b} (B)"
        f"{' in partnerships' if variant.partnerships else ''}, {result.matches} matches in mirrored pairs, "
        f"seed {args.seed}{f' from match {args.first_match}' if first_pair else ''}, budget {budget}\n"
    )
    out.write(
        f"A match score {result.a_score:g}/{result.matches} = {100 * result.rate:.1f}% "
        f"(95% CI {100 * result.low:.1f}-{100 * result.high:.1f}%)\n"
    )
    out.write(f"{unit} per game: A {result.a_points_per_game:.2f}, B {result.b_points_per_game:.2f}\n")
    out.write(f"moves digest {result.moves_digest}\n")
    out.write(
        f"ms per move: A median {result.a_median_ms:.2f} max {result.a_max_ms:.1f}; "
        f"B median {result.b_median_ms:.2f} max {result.b_max_ms:.1f}\n"
    )
    out.write(f"time {result.seconds:.1f} s\n")
    return 0


def budget_of(args: argparse.Namespace) -> Budget:
    """The players' budget from ``--budget`` seconds, or ``--worlds`` in its place, and ``--nodes``."""
    if args.worlds is not None:
        return Budget(worlds=args.worlds, nodes=args.nodes)
    return Budget(seconds=args.budget, nodes=args.nodes)


def add_budget_args(parser: argparse.ArgumentParser, seconds_help: str) -> None:
    """``--budget SECONDS`` or ``--worlds N`` (not both), and ``--nodes N``: what the players may spend a move."""
    spent = parser.add_mutually_exclusive_group()
    spent.add_argument("--budget", type=budget_arg, default=1.0, metavar="SECONDS", help=seconds_help)
    spent.add_argument(
        "--worlds",
        type=worlds_arg,
        metavar="N",
        help="instead of --budget: the expert samples N worlds a move however long they take, so a seed plays "
        f"the same moves on any machine at any load (1 to {MOST_WORLDS}; the lower levels take no notice)",
    )
    parser.add_argument(
        "--nodes",
        type=nodes_arg,
        metavar="N",
        help="the most positions the expert's exact search of the last deal visits before it samples that deal "
        f"instead (1 to {MOST_NODES}, default {SOLVER_NODE_LIMIT})",
    )


def _progress_report(matches: int, err: TextIO) -> Callable[[int, float], None]:
    """A ``progress`` callback that writes a line to ``err`` at every tenth of the matches (long runs)."""
    started = time.perf_counter()
    step = max(2, matches // 10)
    reported = [0]

    def report(played: int, a_score: float) -> None:
        if played - reported[0] < step and played < matches:
            return
        reported[0] = played
        minutes = (time.perf_counter() - started) / 60
        err.write(f"{played}/{matches} matches, A {100 * a_score / played:.1f}% so far, {minutes:.1f} min\n")
        err.flush()

    return report


def build_parser() -> argparse.ArgumentParser:
    """The parser: the engine's commands, then the computer players' (``bestmove``, ``tournament``)."""
    parser = CommandParser(
        prog="cassino-engine",
        description="The Cassino rules engine and computer players: legal moves, playing moves, deals, self-play, "
        "a level's move and tournaments.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=CommandParser)
    sub.required = True
    variants = ", ".join(VARIANTS)

    moves = sub.add_parser("moves", help="list the legal moves of the player to move")
    moves.add_argument("file", nargs="?", help="position file (JSON), or - for standard input")
    moves.add_argument("--jsonl", action="store_true", help="read one position per line from standard input")
    moves.add_argument(
        "--limit",
        type=limit_arg,
        default=CANDIDATE_LIMIT,
        metavar="N",
        help=f"list at most N moves (default {CANDIDATE_LIMIT}, more than any ordinary table allows); "
        "0 lists every one, which on a crowded table can be millions",
    )
    moves.set_defaults(run=cmd_moves)

    play = sub.add_parser("play", help="apply moves to a position and print the result")
    play.add_argument("file", help="position file (JSON), or - for standard input")
    play.add_argument("moves", nargs="+", metavar="MOVE", help="a move such as 'capture 7H 3D 4H'")
    play.set_defaults(run=cmd_play)

    deal = sub.add_parser("deal", help="print the opening position of a seeded game")
    deal.add_argument("--variant", type=variant_arg, required=True, help=f"one of {variants}")
    deal.add_argument("--seed", type=seed_arg, required=True)
    deal.add_argument("--dealer", type=int, default=1, help="the dealer's seat (default 1: seat 0 leads)")
    deal.add_argument("--players", type=positive_arg, default=2)
    add_house_rules_args(deal)
    deal.set_defaults(run=cmd_deal)

    selfplay = sub.add_parser("selfplay", help="play random legal games and check every one")
    selfplay.add_argument("--variant", type=variant_arg, required=True, help=f"one of {variants}")
    selfplay.add_argument("--games", type=positive_arg, default=100)
    selfplay.add_argument("--seed", type=seed_arg, default=0)
    selfplay.add_argument("--players", type=positive_arg, default=2)
    selfplay.add_argument(
        "--reference-items",
        type=count_arg,
        default=REFERENCE_TABLE_ITEMS,
        help="hold moves to the reference generator on tables up to this many items (0: never; it is slow)",
    )
    add_house_rules_args(selfplay)
    selfplay.set_defaults(run=cmd_selfplay)

    levels = ", ".join(LEVELS)
    best = sub.add_parser("bestmove", help="the move a computer level would play (from the mover's view only)")
    best.add_argument("file", help="position file (JSON), or - for standard input")
    best.add_argument("--level", type=level_arg, default="hard", help=f"one of {levels} (default hard)")
    add_budget_args(best, "thinking time in seconds (default 1)")
    best.add_argument("--seed", type=seed_arg, default=0, help="seed for levels that draw at random")
    best.set_defaults(run=cmd_bestmove)

    tour = sub.add_parser("tournament", help="mirrored matches between two levels, with a confidence interval")
    tour.add_argument("--variant", type=variant_arg, required=True)
    tour.add_argument("--a", type=level_arg, required=True, help=f"side A: one of {levels}")
    tour.add_argument("--b", type=level_arg, required=True, help=f"side B: one of {levels}")
    tour.add_argument("--matches", type=positive_arg, default=200, help="matches, an even number (default 200)")
    tour.add_argument("--seed", type=seed_arg, default=0)
    tour.add_argument(
        "--first-match",
        type=_first_match,
        default=0,
        help="start at this match of the seed, an even number (default 0): a long tournament in parts",
    )
    tour.add_argument("--players", type=positive_arg, default=2, help="2, or 4 with --partners (A and B are sides)")
    tour.add_argument(
        "--blind-a", action="store_true", help="in partnerships, A's two players each play for themselves alone"
    )
    add_budget_args(tour, "thinking time per move in seconds (default 1)")
    tour.add_argument("--jobs", type=positive_arg, default=2, help="worker processes (default 2)")
    tour.add_argument(
        "--progress", action="store_true", help="report the score so far on standard error as the matches are played"
    )
    add_house_rules_args(tour)
    tour.set_defaults(run=cmd_tournament)
    add_review_command(sub)
    add_verify_command(sub)
    return parser


def main(
    argv: Sequence[str] | None = None,
    *,
    out: TextIO | None = None,
    stdin: TextIO | None = None,
) -> int:
    """Run the command line; returns the exit status instead of raising."""
    out = out if out is not None else sys.stdout
    stdin = stdin if stdin is not None else sys.stdin
    tune_process()  # the interpreter's settings for searching: made here, once, for the process
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        status: int = args.run(args, out, stdin)
        return status
    except UsageError as err:
        print(f"cassino-engine: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("cassino-engine: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
