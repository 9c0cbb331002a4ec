"""``cassino-engine verify LINE``: check that a game line's deal was fair and that its moves replay.

A line written by a fairly dealt game carries the commitment shown before
the deal and the secret, salt and cut revealed after it (``engine/fair_deal.py``);
this command checks the one against the others, and that the seed they give
is the seed the game was dealt from. Exit status 0 when all holds, 1 when
something does not (each failure on a line of its own), 2 for a line that is
not a game at all.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from ..engine import deal_problems
from .command_input import CommandParser, read_source, source_name
from .review_command import replayed_line

EXIT_NOT_FAIR = 1


def add_verify_command(sub: argparse._SubParsersAction[CommandParser]) -> None:
    verify = sub.add_parser("verify", help="check a game line's fair deal (commitment, secret, salt, cut) and moves")
    verify.add_argument("file", help="a file holding a game line, or - for standard input")
    verify.set_defaults(run=cmd_verify)


def cmd_verify(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    where = source_name(args.file)
    line = replayed_line(read_source(args.file, stdin), where)
    out.write(f"The {len(line.moves)} moves replay from the deal of seed {line.seed}.\n")
    if line.deal is None:
        out.write("NOT VERIFIED: the line carries no commitment, so nothing shows the deal was not chosen.\n")
        return EXIT_NOT_FAIR
    problems = deal_problems(line.deal, line.seed, line.start)
    for problem in problems:
        out.write(f"NOT FAIR: {problem}.\n")
    if problems:
        return EXIT_NOT_FAIR
    out.write(
        f"Fair deal: the secret and the salt hash to the commitment {line.deal.commitment}, shown before the "
        f"deal, and the secret with the cut {line.deal.cut!r} gives the seed {line.seed}, which deals this game.\n"
    )
    return 0
