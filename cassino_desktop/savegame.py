"""Saved matches: a match is its seed plus the moves of each game, so that is all a save holds.

A save names the variant, the match seed, who led the first game and the move
texts (docs/RULES.md section 9) of every finished game and of the game in
progress. Loading replays those moves through the engine, so a save can never
put a position on the table that the rules could not have reached, and the
deals come back from the seeds exactly as they were.

The file is JSON with a format name and a version::

    {
      "format": "cassino-match",
      "version": 1,
      "variant": "advanced",
      "players": 2,
      "seed": 1234,
      "first_leader": 0,
      "totals": [14, 9],
      "games": [["trail 7H", "capture 7S 7H", ...]],
      "current": ["build 9 4D 5C"],
      "undo_used": false
    }

A match played with house rules is saved as version 2, with one more field,
the ``rules`` object of docs/RULES.md section 9 (``{"preset": ...}`` is not
written; the switches are). A match by the rule book is still written as
version 1, which every version of the game reads.

A match dealt fairly (``engine/fair_deal.py``) is saved as version 3, which
adds ``deals``: for each game dealt, in order, ``null`` or its
``{"commitment", "secret", "salt", "cut"}`` (the secret and salt in
hexadecimal). The game in progress keeps its secret in the file, since the
match cannot go on without it; reading a save checks that every secret and
salt still hash to their commitment. A daily deal (``engine/daily_deal.py``)
is saved as version 3 too, with ``daily``, its date (``"2026-11-25"``).

A match with people in other seats than seat 0, with names, or with
computers of different levels is saved as version 4, which adds ``seats``:
each seat's ``{"level": "person" | "easy" | …, "name": …}`` (``seating.py``),
so the match resumes with the same people in the same chairs.

``totals`` (the match score of the finished games, a side's in partnerships) is for a human reading the
file and as a check: replaying the games must give the same scores.

Everything a file can hold is untrusted: ``from_json`` and ``replay`` refuse
anything wrong with a ``SaveError`` whose message is a plain sentence fragment
("it is not JSON at line 3, column 5", "move 12 of game 2 is illegal: ...")
that fits into "Your saved game could not be read (...)", and they raise
nothing else.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .engine import (
    FairDeal,
    HouseRulesError,
    IllegalMove,
    Match,
    MatchPlay,
    Move,
    MoveParseError,
    RevealedDeal,
    Variant,
    daily_match,
    daily_seed,
    house_rules_json,
    variant_named,
    with_house_rules,
)
from .engine.digests import sha256_hex
from .engine.fair_deal import LONGEST_CUT
from .engine.json_text import JsonTextError, is_whole_number, quote_excerpt, read_json
from .json_words import json_problem_words, value_words
from .language import translator
from .seating import Seating, SeatingError

_ = translator("savegame")
_variant_words = translator("engine.variants")  # the variants' titles, as the window names them

SAVE_VERSION = 4
"""The newest format: version 2 adds the house rules ``rules`` object to version 1, version 3 the fair ``deals``,
version 4 the ``seats``."""
DEALS_VERSION = 3
"""The version of a save with fair deals or a daily deal and the usual seats."""
RULES_VERSION = 2
"""The version of a save with house rules and no fair deal."""
PLAIN_VERSION = 1
"""The version of a save without house rules (written so, so that older versions read it)."""
FORMAT = "cassino-match"
MAX_SEED = 2**64 - 1

_KEYS = ("format", "version", "variant", "players", "seed", "first_leader", "totals", "games", "current", "undo_used")
_OPTIONAL_KEYS = {2: ("rules",), 3: ("rules", "deals", "daily"), 4: ("rules", "deals", "daily", "seats")}
DEAL_KEYS = ("commitment", "secret", "salt", "cut")

_MAX_DETAIL = 160
"""Longest piece of file text quoted in a message (a file may hold anything)."""
LARGEST_SEED = "2**64 - 1"
"""``MAX_SEED`` as a message writes it."""
MOVE_EXAMPLE = '"trail 7H"'
VARIANT_EXAMPLE = '"advanced"'
DATE_EXAMPLE = '"2026-11-25"'
"""Examples of what a field holds, quoted as the file writes them (never translated)."""


class SaveError(ValueError):
    """A saved match that cannot be used; the message says what is wrong, as a sentence fragment.

    The fragment is in the player's language (``language.translator``), English on the command line.
    """


class NewerSaveError(SaveError):
    """A save in a format newer than this version reads: not damaged, so it is to be left as it is."""

    def __init__(self, version: int) -> None:
        super().__init__(_("it was written by a newer version ({version})").format(version=value_words(version)))
        self.version = version


class BrokenDealError(SaveError):
    """A save whose revealed deal of game ``game`` (from 1) is not the one its commitment sealed.

    The one fault that the fair deal's check exists to find, so ``cassino-engine verify`` gives it the
    verdict a game line with the same fault gets (NOT FAIR) instead of calling the file no match at all;
    ``reason`` is the engine's English, the same words a game line's check uses.
    """

    def __init__(self, game: int, reason: str) -> None:
        super().__init__(
            _("the deal of game {number} is not what it promised: {reason}").format(number=game, reason=reason)
        )
        self.game = game
        self.reason = reason


def _json_problem(error: JsonTextError) -> str:
    """Why ``read_json`` refused a save's text, as "it is not valid JSON…", in the player's words."""
    return _("it is {problem}").format(problem=json_problem_words(error))


def _players_problem(counts: Sequence[int], variant: Variant, value: object) -> str:
    """A save for a number of players that ``variant`` is not played by."""
    fields = {"variant": _variant_words(variant.title), "value": value_words(value)}
    if len(counts) == 1:
        return _("it must be for %n player(s) in {variant}, not {value}", n=counts[0]).format(**fields)
    if len(counts) == 2:
        return _("it must be for {first} or {second} players in {variant}, not {value}").format(
            first=counts[0], second=counts[1], **fields
        )
    return _("it must be for {first} or {second} or {third} players in {variant}, not {value}").format(
        first=" or ".join(str(n) for n in counts[:-2]), second=counts[-2], third=counts[-1], **fields
    )


@dataclass(frozen=True)
class SavedMatch:
    """Everything needed to rebuild a match: its settings and the moves played."""

    variant: str
    """The variant's name, as ``variant_named`` knows it ("original", "advanced", "royal")."""
    seed: int
    """The match seed (0 to 2**64 - 1); it decides every game's deal."""
    first_leader: int
    """The seat that led the first game."""
    players: int
    games: tuple[tuple[str, ...], ...]
    """The move texts of each finished game, in order."""
    current: tuple[str, ...]
    """The move texts of the game in progress (empty once the match is over)."""
    undo_used: bool
    """Whether undo was used in the game in progress."""
    totals: tuple[int, ...]
    """Each player's match total over the finished games."""
    rules: Mapping[str, object] = field(default_factory=dict)
    """The house rules played, as the ``rules`` object of a position (empty: the rule book)."""
    deals: tuple[RevealedDeal | None, ...] = ()
    """Each dealt game's fair deal, in order (None: dealt from the match seed); empty when none was fair."""
    daily: str = ""
    """The date of the daily deal this match is (ISO 8601), or "" for any other match."""
    seats: Seating | None = None
    """Who plays each seat, when it is not the usual table (one person at seat 0, the computers at one level)."""


def saved_from(
    match: Match,
    finished_moves: Sequence[Sequence[Move]],
    current_moves: Sequence[Move],
    undo_used: bool,
    seating: Seating | None = None,
) -> SavedMatch:
    """The save of a match in play.

    ``finished_moves`` holds the moves of every game the match has recorded
    (a game that has just ended belongs there once ``match.record`` has
    counted it), ``current_moves`` those of the game being played. A mismatch
    is a programming error and raises ``ValueError``.
    """
    if len(finished_moves) != len(match.results):
        raise ValueError(
            f"the match has recorded {len(match.results)} games but moves were given for {len(finished_moves)}"
        )
    if match.is_over() and current_moves:
        raise ValueError("the match is over, so no game is in progress")
    if not 0 <= match.seed <= MAX_SEED:
        raise ValueError(f"a saved match seed is a whole number from 0 to 2**64 - 1, not {match.seed}")
    dealt = len(match.results) + (0 if match.is_over() else 1)
    deals = [match.fair_deals[game].revealed() if game in match.fair_deals else None for game in range(dealt)]
    while deals and deals[-1] is None:
        deals.pop()
    return SavedMatch(
        variant=match.variant.name,
        seed=match.seed,
        first_leader=match.first_leader,
        players=match.players,
        games=tuple(tuple(str(m) for m in game) for game in finished_moves),
        current=tuple(str(m) for m in current_moves),
        undo_used=bool(undo_used),
        totals=tuple(match.totals()),
        rules=house_rules_json(match.variant),
        deals=tuple(deals),
        daily="" if match.daily is None else match.daily.isoformat(),
        seats=None if seating is None or seating.usual else seating,
    )


def saved_of(play: MatchPlay, seating: Seating | None = None) -> SavedMatch:
    """The save of a match in play: its seed and the moves of every game (``ValueError`` for a hand-made position)."""
    if not play.saveable:
        raise ValueError("a match played on from a hand-made position has no seeds and moves to save")
    finished, current = play.moves_to_save()
    return saved_from(play.match, finished, current, play.undo_used, seating)


def game_mark(saved: SavedMatch) -> str:
    """The mark of the last finished game of a save ("" when none is finished): the statistics keep the mark of
    the last game they counted, so a game whose counting a kill cut short is counted at the next start, and a game
    already counted is never counted twice.

    It is the SHA-256 of what deals and plays the finished games (the table, the seeds, each fair deal's
    commitment, the daily deal's date and every move), so two games have one mark only if they are the same game.
    """
    if not saved.games:
        return ""
    games = len(saved.games)
    deals = [None if deal is None else deal.commitment for deal in saved.deals[:games]]
    identity = [
        FORMAT,
        saved.variant,
        dict(saved.rules),
        saved.players,
        saved.seed,
        saved.first_leader,
        deals,
        saved.daily,
        [list(game) for game in saved.games],
    ]
    text = json.dumps(identity, sort_keys=True, separators=(",", ":"))
    return sha256_hex(text.encode("utf-8"))[:32]


# ---------------------------------------------------------------------- JSON


def to_json(saved: SavedMatch) -> str:
    """The save as indented JSON text, one move a line (ending in a newline)."""
    obj: dict[str, Any] = {
        "format": FORMAT,
        "version": _version_of(saved),
        "variant": saved.variant,
        "players": saved.players,
        "seed": saved.seed,
        "first_leader": saved.first_leader,
        "totals": list(saved.totals),
        "games": [list(game) for game in saved.games],
        "current": list(saved.current),
        "undo_used": saved.undo_used,
    }
    if saved.rules:
        obj["rules"] = dict(saved.rules)
    if saved.deals:
        obj["deals"] = [
            None if deal is None else {key: getattr(deal, key) for key in DEAL_KEYS} for deal in saved.deals
        ]
    if saved.daily:
        obj["daily"] = saved.daily
    if saved.seats is not None:
        obj["seats"] = saved.seats.as_json()
    return _dump(obj, 0) + "\n"


def _version_of(saved: SavedMatch) -> int:
    """The oldest version that holds everything in ``saved``, so that older versions of the game read it."""
    if saved.seats is not None:
        return SAVE_VERSION
    if saved.deals or saved.daily:
        return DEALS_VERSION
    return RULES_VERSION if saved.rules else PLAIN_VERSION


def _dump(value: object, level: int) -> str:
    """``json.dumps(value, indent=2)``, except that lists of numbers stay on one line."""
    pad = "  " * (level + 1)
    if isinstance(value, dict) and value:
        body = ",\n".join(f"{pad}{json.dumps(k)}: {_dump(v, level + 1)}" for k, v in value.items())
        return "{\n" + body + "\n" + "  " * level + "}"
    if isinstance(value, list) and value and not all(is_whole_number(x) for x in value):
        body = ",\n".join(pad + _dump(x, level + 1) for x in value)
        return "[\n" + body + "\n" + "  " * level + "]"
    return json.dumps(value)


def from_json(text: str) -> SavedMatch:
    """Read a save's JSON text, checking its shape and types; ``SaveError`` if anything is wrong.

    The moves are only checked to be texts here: ``replay`` plays them.
    """
    if not isinstance(text, str):
        raise SaveError(_("it is not text"))
    if not text.strip():
        raise SaveError(_("it is empty"))
    try:
        obj = read_json(text)
    except JsonTextError as err:
        raise SaveError(_json_problem(err)) from None
    try:
        return _load(obj)
    except RecursionError:  # pragma: no cover - _load does not recurse, but a save must never crash
        raise SaveError(_("it is nested too deeply")) from None


def _load(obj: object) -> SavedMatch:
    if not isinstance(obj, dict):
        raise SaveError(_("it is {value}, not a saved match").format(value=value_words(obj)))
    if obj.get("format") != FORMAT:
        raise SaveError(_("it is not a saved Cassino match"))
    if "version" not in obj:
        raise SaveError(_("it has no {key}").format(key=json.dumps("version")))
    version = obj["version"]
    if not is_whole_number(version):
        raise SaveError(_("its version must be a whole number, not {value}").format(value=value_words(version)))
    assert isinstance(version, int)
    if version > SAVE_VERSION:
        raise NewerSaveError(version)
    if version not in (PLAIN_VERSION, RULES_VERSION, DEALS_VERSION, SAVE_VERSION):
        raise SaveError(_("it has an unknown version ({version})").format(version=value_words(version)))
    optional = _OPTIONAL_KEYS.get(version, ())
    for key in obj:
        if key not in _KEYS and key not in optional:
            raise SaveError(_("it has an unknown field {key}").format(key=quote_excerpt(key)))
    for key in _KEYS:
        if key not in obj:
            raise SaveError(_("it has no {key}").format(key=json.dumps(key)))

    variant = _ruled_variant(obj["variant"], obj.get("rules", {}))

    players = obj["players"]
    if not is_whole_number(players) or players not in variant.player_counts:
        raise SaveError(_players_problem(variant.player_counts, variant, players))
    assert isinstance(players, int)

    seed = obj["seed"]
    if not is_whole_number(seed) or not 0 <= seed <= MAX_SEED:
        raise SaveError(
            _("its seed must be a whole number from 0 to {largest}, not {value}").format(
                largest=LARGEST_SEED, value=value_words(seed)
            )
        )
    assert isinstance(seed, int)

    first_leader = obj["first_leader"]
    if not is_whole_number(first_leader) or not 0 <= first_leader < players:
        raise SaveError(
            _("its first leader must be a seat from 0 to {last}, not {value}").format(
                last=players - 1, value=value_words(first_leader)
            )
        )
    assert isinstance(first_leader, int)

    totals_raw = obj["totals"]
    scorers = variant.sides(players)  # in partnerships each side scores once
    if not isinstance(totals_raw, list) or len(totals_raw) != scorers:
        raise SaveError(
            _("its totals must be a list of %n score(s), not {value}", n=scorers).format(value=value_words(totals_raw))
        )
    for i, t in enumerate(totals_raw, 1):
        if not is_whole_number(t) or t < 0:
            raise SaveError(
                _("total {number} must be a whole number from 0 up, not {value}").format(number=i, value=value_words(t))
            )

    games_raw = obj["games"]
    if not isinstance(games_raw, list):
        raise SaveError(_("its games must be a list of games, not {value}").format(value=value_words(games_raw)))
    games = tuple(_move_texts(g, n) for n, g in enumerate(games_raw, 1))
    current = _move_texts(obj["current"], None)

    undo_used = obj["undo_used"]
    if not isinstance(undo_used, bool):
        raise SaveError(
            _("its {key} must be true or false, not {value}").format(key="undo_used", value=value_words(undo_used))
        )

    deals = _deals(obj.get("deals", []), len(games) + 1)
    daily = obj.get("daily", "")
    if daily != "":
        _daily_date(daily, seed)
    seats = None
    if "seats" in obj:
        try:
            seats = Seating.from_json(obj["seats"], players)
        except SeatingError as err:
            raise SaveError(_("its seats cannot be played: {reason}").format(reason=err)) from None
    return SavedMatch(
        variant=variant.name,
        seed=seed,
        first_leader=first_leader,
        players=players,
        games=games,
        current=current,
        undo_used=undo_used,
        totals=tuple(totals_raw),
        rules=house_rules_json(variant),
        deals=deals,
        daily=daily,
        seats=seats,
    )


def _daily_date(value: object, seed: int) -> datetime.date:
    """The date of a saved daily deal, which must be the date that gives the match's seed."""
    try:
        day = datetime.date.fromisoformat(value) if isinstance(value, str) and len(value) == 10 else None
    except ValueError:
        day = None
    if day is None:
        raise SaveError(
            _("its daily deal must be a date such as {example}, not {value}").format(
                example=DATE_EXAMPLE, value=value_words(value)
            )
        )
    if daily_seed(day) != seed:
        raise SaveError(_("its seed is not the daily deal of {day}").format(day=day.isoformat()))
    return day


def _deals(value: object, games: int) -> tuple[RevealedDeal | None, ...]:
    """The fair deals of a save's ``games`` games at most, each checked against its commitment."""
    if not isinstance(value, list) or len(value) > games:
        raise SaveError(
            _("its deals must be a list of at most %n deal(s), not {value}", n=games).format(value=value_words(value))
        )
    deals: list[RevealedDeal | None] = []
    for number, deal in enumerate(value, 1):
        if deal is None:
            deals.append(None)
            continue
        if not isinstance(deal, dict) or sorted(deal) != sorted(DEAL_KEYS):
            raise SaveError(
                _("the deal of game {number} must be an object of {keys}").format(
                    number=number, keys=", ".join(DEAL_KEYS)
                )
            )
        if not all(isinstance(deal[key], str) for key in DEAL_KEYS) or len(deal["cut"]) > LONGEST_CUT:
            raise SaveError(
                _("the deal of game {number} must hold texts (a cut of %n character(s) at most)", n=LONGEST_CUT).format(
                    number=number
                )
            )
        revealed = RevealedDeal(*(deal[key] for key in DEAL_KEYS))
        problem = revealed.commitment_problem()
        if problem is not None:
            raise BrokenDealError(number, problem)
        deals.append(revealed)
    return tuple(deals)


def _move_texts(value: object, game: int | None) -> tuple[str, ...]:
    """The move texts of finished game number ``game``, or of the game in progress (None)."""
    if not isinstance(value, list):
        if game is None:
            problem = _("the game in progress must be a list of moves, not {value}")
        else:
            problem = _("game {game} must be a list of moves, not {value}")
        raise SaveError(problem.format(game=game, value=value_words(value)))
    for i, text in enumerate(value, 1):
        if not isinstance(text, str):
            if game is None:
                problem = _("move {move} of the game in progress must be text such as {example}, not {value}")
            else:
                problem = _("move {move} of game {game} must be text such as {example}, not {value}")
            raise SaveError(problem.format(move=i, game=game, example=MOVE_EXAMPLE, value=value_words(text)))
    return tuple(value)


def _shortened(text: str) -> str:
    """A reason from elsewhere (it may quote file text), cut to a reasonable length, without a final stop."""
    text = text.strip().rstrip(".")
    return text if len(text) <= _MAX_DETAIL else text[:_MAX_DETAIL] + "…"


def _ruled_variant(name: object, rules: object) -> Variant:
    """The saved variant with its house rules; ``SaveError`` if either is wrong (read or replayed)."""
    if not isinstance(name, str):
        raise SaveError(
            _("its variant must be a name such as {example}, not {value}").format(
                example=VARIANT_EXAMPLE, value=value_words(name)
            )
        )
    try:
        variant = variant_named(name)
    except ValueError:
        raise SaveError(_("its variant {name} is unknown").format(name=quote_excerpt(name))) from None
    if not isinstance(rules, Mapping):
        raise SaveError(_("its house rules must be an object, not {value}").format(value=value_words(rules)))
    try:
        return with_house_rules(variant, rules)
    except HouseRulesError as err:
        raise SaveError(_("its house rules are wrong: {reason}").format(reason=_shortened(str(err)))) from None


# ---------------------------------------------------------------------- replay


def replay(saved: SavedMatch, *, last_game_on_table: bool = False) -> MatchPlay:
    """Rebuild the match by playing every saved move again; ``SaveError`` if the moves do not fit.

    The match in play that comes back has every finished game recorded and
    the game in progress on the table (the last game, over, if the match is
    over): the one replay a save gets, handed on to whoever plays it. With
    ``last_game_on_table``, a save made as a game ended (no move of the next
    one) keeps that game on the table, over, as it was when it ended, so it
    can be counted (``game_mark``).
    """
    variant = _ruled_variant(saved.variant, saved.rules)
    if not 0 <= saved.seed <= MAX_SEED:
        raise SaveError(_("its seed must be a whole number from 0 to {largest}").format(largest=LARGEST_SEED))
    if saved.players not in variant.player_counts:
        raise SaveError(_players_problem(variant.player_counts, variant, saved.players))
    if not 0 <= saved.first_leader < saved.players:
        raise SaveError(
            _("its first leader must be a seat from 0 to {last}, not {value}").format(
                last=saved.players - 1, value=saved.first_leader
            )
        )
    fair_deals: dict[int, FairDeal] = {}
    for game, deal in enumerate(saved.deals):
        if deal is not None:
            problem = deal.commitment_problem()
            if problem is not None:
                raise BrokenDealError(game + 1, problem)
            fair_deals[game] = FairDeal.from_revealed(deal)
    daily = _daily_date(saved.daily, saved.seed) if saved.daily else None
    if daily is not None:
        expected = daily_match(daily)
        if (variant, saved.players, saved.first_leader, fair_deals) != (expected.variant, expected.players, 0, {}):
            raise SaveError(_("it is not the daily deal of {day} as it is dealt").format(day=daily.isoformat()))
    try:
        match = Match(
            variant,
            saved.seed,
            players=saved.players,
            first_leader=saved.first_leader,
            fair_deals=fair_deals,
            daily=daily,
        )
        play = MatchPlay(match)
    except ValueError as err:  # pragma: no cover - the checks above come first
        raise SaveError(_shortened(str(err)).lower()) from None

    for number, texts in enumerate(saved.games, 1):
        if play.match.is_over():
            raise SaveError(_("game {number} was played after the match was over").format(number=number))
        if number > 1:
            play.next_game()
        _play(play, texts, number)
        if not play.state.over:
            raise SaveError(_("game {number} does not end after its moves").format(number=number))

    if tuple(play.match.totals()) != tuple(saved.totals):
        raise SaveError(_("its scores do not match its moves"))

    number = len(saved.games) + 1
    if play.match.is_over():
        if saved.current:
            raise SaveError(
                _("it has moves of a game {number} but the match was over after game {last}").format(
                    number=number, last=number - 1
                )
            )
        play.undo_used = saved.undo_used
        return play
    if last_game_on_table and saved.games and not saved.current:
        play.undo_used = saved.undo_used
        return play
    if saved.games:
        play.next_game()
    _play(play, saved.current, number)
    if play.state.over:
        raise SaveError(
            _("game {number} is over after its moves but is saved as the game in progress").format(number=number)
        )
    play.undo_used = saved.undo_used
    return play


def _play(play: MatchPlay, texts: Sequence[str], game: int) -> None:
    for number, text in enumerate(texts, 1):
        try:
            move = Move.parse(text)
        except MoveParseError as err:
            raise SaveError(
                _("move {move} of game {game} is not a move: {reason}").format(
                    move=number, game=game, reason=_shortened(str(err))
                )
            ) from None
        if play.state.over:
            raise SaveError(
                _("move {move} of game {game} comes after the end of the game").format(move=number, game=game)
            )
        try:
            play.push(move)
        except IllegalMove as err:
            raise SaveError(
                _("move {move} of game {game} is illegal: {reason}").format(
                    move=number, game=game, reason=_shortened(err.sentence)
                )
            ) from None
