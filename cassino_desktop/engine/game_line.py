"""One game as one line of text: its variant, house rules, table, deal and moves, to copy, paste and replay.

A game is its deal's seed plus its moves, so that is all the line holds::

    cassino-game 1 advanced players=2 dealer=1 seed=8108783907441774462 | trail 7H | capture 7S 7H

The header names the format and its version, the variant, then ``key=value``
fields: ``players``, ``dealer`` (the seat that dealt; the seat after it leads),
``seed`` (the game's own deal: ``new_game`` with it gives the same cards on
every machine), when house rules were played ``rules`` (the ``rules``
object of docs/RULES.md section 9 as JSON without spaces), for a fairly
dealt game ``commitment``, ``secret``, ``salt`` and ``cut`` (``fair_deal.py``),
and for the daily deal ``sealed``, the seal of its seed (``daily_deal.seal_of``).
Each move follows after a ``|`` in the move text of section 9. A bug report is that line.

A daily deal's line copied while its game is played carries the seal and no
seed, so that it cannot deal the cards still hidden (the computer's hand,
the stock); it cannot be replayed until the game is over, when the line
carries the seed too, checked against the seal.

Reading a line replays every move through the engine, so a line can never
put on the table a game the rules could not have reached; anything wrong is
a ``GameLineError`` whose message is a plain sentence fragment.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from .daily_deal import seal_of
from .fair_deal import RevealedDeal
from .house_rules import HouseRulesError, house_rules_json, with_house_rules
from .json_text import JsonTextError, quote_excerpt, read_json
from .moves import Move, MoveParseError
from .refusals import IllegalMove
from .state import GameState, new_game
from .variants import Variant, variant_named

FORMAT = "cassino-game"
VERSION = 1
LONGEST_LINE = 20_000
"""More characters than any game takes (a 52-card game's moves run to about 1,500)."""
MAX_SEED = 2**64 - 1
DEAL_KEYS = ("commitment", "secret", "salt", "cut")
HEADER_KEYS = ("players", "dealer", "seed", "rules", *DEAL_KEYS, "sealed")


class GameLineError(ValueError):
    """A line that is not a game this version can replay; the message says what is wrong."""


@dataclass(frozen=True)
class GameLine:
    """A game read from a line: its opening position and its moves, each checked legal."""

    start: GameState
    moves: tuple[Move, ...]
    seed: int
    """The seed ``start`` was dealt from."""
    deal: RevealedDeal | None = None
    """The fair deal's commitment and what was revealed after, when the game was dealt so."""
    seal: str = ""
    """A daily deal's seal of its seed (``daily_deal.seal_of``), checked against the seed; "" for other games."""

    def final(self) -> GameState:
        state = self.start
        for move in self.moves:
            state = state.apply(move)
        return state


def game_line(
    variant: Variant,
    seed: int | None,
    dealer: int,
    players: int,
    moves: Sequence[Move],
    deal: RevealedDeal | None = None,
    seal: str = "",
) -> str:
    """The line of the game dealt by ``new_game(variant, seed, dealer=dealer, players=players)`` and played so.

    A fairly dealt game's line carries its commitment, secret, salt and cut
    (the cut's UTF-8 in hexadecimal, since a cut may hold any text); a daily
    deal's its ``seal``, and no ``seed`` (None) while its game is played.
    """
    fields = [f"{FORMAT} {VERSION} {variant.name}", f"players={players}", f"dealer={dealer}"]
    if seed is not None:
        fields.append(f"seed={seed}")
    rules = house_rules_json(variant)
    if rules:
        fields.append("rules=" + json.dumps(rules, separators=(",", ":"), sort_keys=True))
    if deal is not None:
        fields += [f"commitment={deal.commitment}", f"secret={deal.secret}", f"salt={deal.salt}"]
        fields.append(f"cut={deal.cut.encode('utf-8').hex()}")
    if seal:
        fields.append(f"sealed={seal}")
    return " | ".join([" ".join(fields), *(str(move) for move in moves)])


def read_game_line(text: str) -> GameLine:
    """The game a line describes, replayed; ``GameLineError`` for anything else."""
    if len(text) > LONGEST_LINE:
        raise GameLineError(f"it is {len(text)} characters long, more than any game ({LONGEST_LINE})")
    line = text.strip()
    if "\n" in line:
        raise GameLineError("it is more than one line")
    header, *move_texts = (part.strip() for part in line.split("|"))
    start, seed, deal, seal = _opening(header)
    moves: list[Move] = []
    state = start
    for number, move_text in enumerate(move_texts, 1):
        try:
            move = Move.parse(move_text)
        except MoveParseError as err:
            raise GameLineError(f"move {number} is not a move: {err}") from None
        if state.over:
            raise GameLineError(f"move {number} comes after the end of the game")
        try:
            state = state.apply(move)
        except IllegalMove as err:
            raise GameLineError(f"move {number} ({move}) is illegal: {err.sentence}") from None
        moves.append(move)
    return GameLine(start, tuple(moves), seed, deal, seal)


def _opening(header: str) -> tuple[GameState, int, RevealedDeal | None, str]:
    words = header.split()
    if len(words) < 3 or words[0] != FORMAT:
        raise GameLineError(f"it does not begin with '{FORMAT} {VERSION} VARIANT': {quote_excerpt(header)}")
    if words[1] != str(VERSION):
        raise GameLineError(f"it is version {quote_excerpt(words[1])} of the format; this game reads {VERSION}")
    try:
        variant = variant_named(words[2])
    except ValueError as err:
        raise GameLineError(str(err)) from None
    fields: dict[str, str] = {}
    for word in words[3:]:
        key, equals, value = word.partition("=")
        if not equals or key not in HEADER_KEYS or key in fields:
            keys = ", ".join(f"{key}=" for key in HEADER_KEYS)
            raise GameLineError(f"{quote_excerpt(word)} is not one of {keys} (once each)")
        fields[key] = value
    if "sealed" in fields and "seed" not in fields:
        raise GameLineError(
            "it is a daily deal copied while its game was played: its seed stays sealed until the game is over, "
            "so it cannot be replayed (copy the line again once the game is over)"
        )
    missing = [key for key in ("players", "dealer", "seed") if key not in fields]
    if missing:
        raise GameLineError(f"it does not say {', '.join(missing)}")
    if "rules" in fields:
        try:
            rules = read_json(fields["rules"])
        except JsonTextError as err:  # nested too deeply among the rest: refused like any other bad JSON
            raise GameLineError(f"its rules {quote_excerpt(fields['rules'])} are {err}") from None
        if not isinstance(rules, dict):
            raise GameLineError("its rules are not a JSON object")
        try:
            variant = with_house_rules(variant, rules)
        except HouseRulesError as err:
            raise GameLineError(f"its house rules are wrong: {err}") from None
    players, dealer, seed = (_whole(fields[key], key) for key in ("players", "dealer", "seed"))
    if seed > MAX_SEED:
        raise GameLineError(f"its seed is a whole number from 0 to 2**64 - 1, not {quote_excerpt(fields['seed'])}")
    seal = fields.get("sealed", "")
    if seal and seal.lower() != seal_of(seed):
        raise GameLineError("its seed is not the one its seal was made from")
    try:
        start = new_game(variant, seed, dealer=dealer, players=players)
    except ValueError as err:
        raise GameLineError(str(err)) from None
    return start, seed, _revealed(fields), seal


def _revealed(fields: dict[str, str]) -> RevealedDeal | None:
    given = [key for key in DEAL_KEYS if key in fields]
    if not given:
        return None
    if len(given) < len(DEAL_KEYS):
        raise GameLineError(f"a fair deal is told by all of {', '.join(DEAL_KEYS)}; this line lacks some")
    try:
        cut = bytes.fromhex(fields["cut"]).decode("utf-8")
    except ValueError:
        raise GameLineError("its cut is not UTF-8 text written in hexadecimal") from None
    return RevealedDeal(fields["commitment"], fields["secret"], fields["salt"], cut)


def _whole(text: str, key: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 20:
        raise GameLineError(f"its {key} is not a whole number: {quote_excerpt(text)}")
    return int(text)


def deal_problems(deal: RevealedDeal, seed: int, start: GameState) -> list[str]:
    """What does not hold of a fair deal said to have given ``seed`` and dealt ``start``: empty when proven fair."""
    found = deal.problems(seed)
    if new_game(start.variant, seed, dealer=start.dealer, players=start.players) != start:
        found.append(f"the seed {seed} does not deal the cards the game began with")
    return found
