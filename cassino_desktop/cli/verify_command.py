"""``cassino-engine verify FILE``: check that a game's deal follows from its commitment and cut, and that its moves
replay.

FILE holds a game line or a saved match. A fairly dealt game carries the
commitment shown before the deal and the secret, salt and cut revealed after
it (``engine/fair_deal.py``); this command checks the one against the
others, and that the seed they give deals the cards the game began with. A
daily deal's seed must be its date's (``engine/daily_deal.py``).

What the check proves, and what it cannot, is said once after the verdicts
when a deal passes (``LIMITS``): the cards follow from the commitment and the
cut, so nobody changed them once both were fixed; how the secret was chosen
no file can show.

Exit status 0 when every finished game's deal holds, 1 when one does not
(NOT FAIR) or carries no commitment (NOT VERIFIED), each on a line of its
own, and 2 for a file that is not a game at all. A revealed secret or salt
that is not the one the commitment sealed is NOT FAIR (1) in a saved match as
in a game line: it is the very fault the check is for, and the file is a game
whose deal fails it, not a file that is no game. (In a save, unlike a line,
the seed is not written but worked out from the secret and the cut, so a
changed cut deals other cards, the moves no longer replay, and the file is no
longer the game it was: 2, as for a line whose moves were changed.)
"""

from __future__ import annotations

import argparse
from typing import TextIO

from ..engine import GameState, MatchPlay, RevealedDeal, deal_problems, plural
from ..engine.game_line import FORMAT as GAME_LINE_FORMAT
from ..savegame import BrokenDealError, SaveError, from_json, replay
from .command_input import CommandParser, read_source, source_name
from .review_command import not_a_save, replayed_line

PROVEN = 0
EXIT_NOT_FAIR = 1
LIMITS = (
    "This proves that the cards were fixed by the commitment and the cut before any was dealt, and that none was "
    "changed after. It cannot show how the secret was chosen: whoever chose it knowing the cut could have tried "
    "secret after secret until the cards suited them, so the deal is fair only if the commitment was shown before "
    "someone else made the cut."
)
"""What a deal that passes the check is proven to be, and what it is not: said once after the verdicts."""


def add_verify_command(sub: argparse._SubParsersAction[CommandParser]) -> None:
    verify = sub.add_parser(
        "verify", help="check the fair deal (commitment, secret, salt, cut) and moves of a game line or saved match"
    )
    verify.add_argument("file", help="a file holding a game line or a saved match, or - for standard input")
    verify.set_defaults(run=cmd_verify)


def cmd_verify(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    where = source_name(args.file)
    text = read_source(args.file, stdin)
    if text.lstrip().startswith(GAME_LINE_FORMAT):
        line = replayed_line(text, where)
        out.write(f"The {len(line.moves)} moves replay from the deal of seed {line.seed}.\n")
        return _with_limits(write_verdict("The game", line.deal, line.seed, line.start, out), out)
    try:
        play = _replayed_save(text, where)
    except BrokenDealError as broken:
        out.write(_not_fair(f"Game {broken.game}", broken.reason))
        return EXIT_NOT_FAIR
    match = play.match
    finished, current = play.moves_to_save()
    games, moves = plural(len(finished), "finished game"), plural(len(current), "move")
    out.write(f"The saved match replays: {games}, {moves} of the game in play.\n")
    if match.daily is not None:  # replaying checked the date's seed
        out.write(f"Fair deal: the daily deal of {match.daily.isoformat()}, dealt from the date's seed {match.seed}.\n")
        return 0
    verdicts = [
        write_verdict(f"Game {game + 1}", play.revealed_deal(game), match.game_seed(game), match.opening(game), out)
        for game in range(len(finished))
    ]
    commitment = play.commitment(len(finished))
    if not match.is_over() and commitment is not None:
        out.write(
            f"Game {len(finished) + 1} is in play: its deal is sealed with the commitment {commitment}, "
            "to be checked when it is over.\n"
        )
    if not finished:
        out.write("NOT VERIFIED: the match has no finished game to check yet.\n")
        return EXIT_NOT_FAIR
    if PROVEN in verdicts:
        out.write(LIMITS + "\n")
    return max(verdicts)


def _replayed_save(text: str, where: str) -> MatchPlay:
    """The saved match in ``text``, replayed; a ``BrokenDealError`` as it is (a verdict), any other fault a
    ``UsageError``."""
    try:
        return replay(from_json(text))
    except BrokenDealError:
        raise
    except SaveError as err:
        raise not_a_save(where, err) from None


def _with_limits(status: int, out: TextIO) -> int:
    """``status``, with what the check proves and what it cannot said after a deal that passed it."""
    if status == PROVEN:
        out.write(LIMITS + "\n")
    return status


def _not_fair(name: str, problem: str) -> str:
    return f"NOT FAIR: {name} was not dealt as its commitment promised: {problem}.\n"


def write_verdict(name: str, deal: RevealedDeal | None, seed: int, start: GameState, out: TextIO) -> int:
    """Say whether one game's deal follows from its commitment and its cut, ``name`` ("The game", "Game 2") the
    subject of each sentence; its exit status (``PROVEN`` when it does)."""
    if deal is None:
        out.write(f"NOT VERIFIED: {name} carries no commitment, so nothing shows the deal was not chosen.\n")
        return EXIT_NOT_FAIR
    problems = deal_problems(deal, seed, start)
    for problem in problems:
        out.write(_not_fair(name, problem))
    if problems:
        return EXIT_NOT_FAIR
    out.write(
        f"{name}'s deal follows from its commitment and its cut: the secret and the salt hash to the commitment "
        f"{deal.commitment}, and the secret with the cut {deal.cut!r} gives the seed {seed}, which deals the cards "
        "it began with.\n"
    )
    return PROVEN
