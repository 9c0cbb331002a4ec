"""The move log's wording: the lines that head a game, say each move, close a game and a match.

The table's controller decides *when* a line is logged; what the line says
lives here, so the flow of play and its wording change apart. The strings
keep the ``table_controller`` context of the translation files they were
written under, so every translation still finds them.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine import GameResult, GameState, Match, MatchPlay, MoveStory, Scoring, Variant
from ..engine.cards import SPADES
from ..seating import usual_seat_names
from . import words
from .i18n import translator

if TYPE_CHECKING:
    from .session import GameSession

_ = translator("table_controller")

COMPACT_SEPARATOR = "\N{EM SPACE}\N{EM SPACE}"
"""Between seats on a compact tally: wide and blank, so a wrapped line never ends in a separator mark."""


def spades_score(variant: Variant) -> bool:
    """Whether the spades a pile holds can score: most spades in Advanced, Royal and Clearance (and Spade
    Cassino's spades), never in Original, where only the number of cards counts (docs/RULES.md 5.1)."""
    return variant.scoring is not Scoring.CARDS


def score_line(session: GameSession, state: GameState) -> str:
    """The match so far in one line, as of ``state`` on the table: games won, or points towards the target."""
    names = session.score_names
    variant = session.played_variant
    if variant.match_target is None:
        won = session.match.games_won()
        scores = " – ".join(f"{n} {w}" for n, w in zip(names, won, strict=True))
        return _("Games won: {scores}").format(scores=scores)
    scores = " – ".join(f"{n} {s}" for n, s in zip(names, session.running_scores(state), strict=True))
    return _("Match (to {target}): {scores}").format(target=variant.match_target, scores=scores)


def tally_text(state: GameState, compact: bool = False, names: Sequence[str] = ()) -> str:
    """What each seat has captured so far, as the tally above the table shows it: the cards, and the spades
    where they score.

    ``compact`` is for a narrow window or a table of four: spades as ♠, and each seat's figures held
    together by no-break spaces, so a line that must wrap breaks only between seats.
    """
    parts = []
    counted = spades_score(state.variant)
    for seat, name in enumerate(names or words.seat_names(usual_seat_names(state.players))):
        pile = state.captured[seat]
        spades = sum(1 for c in pile if c.suit == SPADES)
        cards = _("%n card(s)", n=len(pile))
        if not counted:
            text = _("{name}: {cards}").format(name=name, cards=cards)
            parts.append(text.replace(" ", "\N{NO-BREAK SPACE}") if compact else text)
        elif compact:
            text = _("{name}: {cards}, {spades}♠").format(name=name, cards=cards, spades=spades)
            parts.append(text.replace(" ", "\N{NO-BREAK SPACE}"))
        else:
            spade_count = _("%n spade(s)", n=spades)
            parts.append(_("{name}: {cards}, {spades}").format(name=name, cards=cards, spades=spade_count))
    return (COMPACT_SEPARATOR if compact else "   ·   ").join(parts)


def result_line(number: int, result: GameResult, names: Sequence[str]) -> str:
    """The move log's last line of a game: who scored what."""
    scores = ", ".join(f"{name} {player.total}" for name, player in zip(names, result.players, strict=True))
    return _("Game {number} is over: {scores}.").format(number=number, scores=scores)


def match_line(
    totals: Sequence[int], winner: int | None, names: Sequence[str], you: int | None = None, sides: bool = False
) -> str:
    """The move log's last line of a match: who won it, and every player's points.

    ``you`` is the seat the table calls "You" (None: nobody); ``sides``: the names are partnerships' sides.
    """
    scores = ", ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
    if winner is None:
        text = _("The match is drawn: {scores}.")
    elif sides:
        text = _("{name} win the match: {scores}.")  # two partners: "West and East win"
    elif winner == you:
        text = _("You win the match: {scores}.")
    else:
        text = _("{name} wins the match: {scores}.")
    return text.format(name="" if winner is None else names[winner], scores=scores)


def contest(variant: Variant) -> str:
    """What the players are playing: a "match" to a target, or a "game" where one game decides (a key, never shown)."""
    return "match" if variant.match_target is not None else "game"


def is_clearance(variant: Variant) -> bool:
    """Clearance has its own words for the three kinds of move (Take, Build a group, Drop)."""
    return variant.name == "clearance"


def game_header_lines(play: MatchPlay, variant: Variant, daily_counts: bool, online: bool = False) -> list[str]:
    """The lines that open a game in the log: its title and number, or the daily deal's date, and a fair deal's seal
    (an ``online`` game's deck is sealed at its table: it has no seed here)."""
    game = play.match.game_number
    day = play.match.daily
    title = words.full_title(variant)
    if online:
        return [_("— {title}, game {number}, dealt from a sealed deck —").format(title=title, number=game + 1)]
    if day is not None:
        if daily_counts:
            text = _("One game of {title}, the same cards for everyone on this date. This first try counts.")
        else:
            text = _(
                "One game of {title}, the same cards for everyone on this date. "
                "A replay: only the day's first try counts."
            )
        return [_("— Daily deal, {day} —").format(day=day.isoformat()), text.format(title=title)]
    commitment = play.commitment(game)
    if commitment is None:
        header = _("— {title}, game {number} (match seed {seed}) —")
        return [header.format(title=title, number=game + 1, seed=play.match.seed)]
    return [
        _("— {title}, game {number}, dealt fairly —").format(title=title, number=game + 1),
        _(
            "Sealed before the deal: commitment {commitment}, then cut. "
            "The secret is revealed when the game is over (Game ▸ Fair deal)."
        ).format(commitment=words.short_commitment(commitment)),
    ]


def deal_revealed_lines(play: MatchPlay) -> list[str]:
    """A fair deal's proof, once the game just finished is over (none for a game dealt from a seed)."""
    game = len(play.match.results) - 1
    deal = play.revealed_deal(game)
    if deal is None:
        return []
    from .dialogs.fair_deal_dialog import deal_verdict  # the Fair deal dialog's words, read at a game's end

    return [deal_verdict(deal, play.match.game_seed(game), play.match.opening(game))]


def move_lines(
    story: MoveStory, before: GameState, after: GameState, seats: words.SeatWords, variant: Variant
) -> tuple[str, list[str], list[str]]:
    """A move as the table saw it: its sentence, its banners (a sweep, a cassino…) and every line it logs."""
    sentence = words.story_sentence(story, seats, variant)
    banners = words.story_banners(story, seats)
    lines = [sentence, *banners]
    if after.round != before.round:
        text = _("Round {round}: four more cards each (%n left in the stock).", n=len(after.stock))
        lines.append(text.format(round=after.round))
    return sentence, banners, lines


def finished_games_lines(match: Match, names: Sequence[str]) -> list[str]:
    """One line per finished game of a match (a resumed one): who scored what."""
    return [result_line(number, result.by_side(), names) for number, result in enumerate(match.results, start=1)]


def daily_counted_line(day: datetime.date, outcome: str, streak: int) -> str:
    """The daily deal's counted try, won, lost or drawn, and the winning streak it leaves."""
    if outcome == "won":
        text = _("The daily deal of {day}, won, is counted; winning streak {streak}.")
    elif outcome == "lost":
        text = _("The daily deal of {day}, lost, is counted; winning streak {streak}.")
    else:
        text = _("The daily deal of {day}, drawn, is counted; winning streak {streak}.")
    return text.format(day=day.isoformat(), streak=streak)
