"""JSON positions (docs/RULES.md section 9): strict loading and faithful saving.

Loading is the front door for untrusted input (files, stdin, saved games),
so it checks everything and refuses with a ``PositionError`` that says what
is wrong and where; it never returns a position the engine cannot play.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from .cards import ASCII_SPACE, Card
from .clearance import TooComplex, cards_form_group, could_form_group
from .house_rules import SWITCH_BY_KEY, HouseRulesError, house_rules_json, with_house_rules
from .json_text import EXCERPT_LIMIT, JsonTextError, describe_value, is_whole_number, quote_excerpt, read_json
from .moves import Move
from .rule_core import HIGH, LOW, HeldCards
from .state import GameState
from .table import Build, Item, item_cards
from .variants import VARIANTS, BuilderDuty, Grouping, Variant

KNOWN_KEYS = frozenset(
    {
        "variant",
        "players",
        "dealer",
        "to_move",
        "hands",
        "table",
        "stock",
        "captured",
        "sweeps",
        "last_capturer",
        "round",
        "result",
        "rules",
    }
)


class PositionError(ValueError):
    """A position that is not valid JSON or breaks the rules of a position."""


def _card(text: object, where: str) -> Card:
    if not isinstance(text, str):
        raise PositionError(f'{where}: a card is a string like "7H", not {describe_value(text)}')
    try:
        return Card.from_text(text)
    except ValueError as err:
        raise PositionError(f"{where}: {err}") from None


def _card_list(value: object, where: str) -> list[Card]:
    if not isinstance(value, list):
        raise PositionError(f"{where} must be a list of cards")
    return [_card(t, f"{where}[{i}]") for i, t in enumerate(value)]


def _seat(value: object, players: int, where: str, *, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if is_whole_number(value) and 0 <= value < players:
        return value
    raise PositionError(f"{where} must be a seat from 0 to {players - 1}, not {describe_value(value)}")


def _per_player(obj: dict[str, Any], key: str, players: int) -> list[Any] | None:
    if key not in obj:
        return None
    value = obj[key]
    if not isinstance(value, list) or len(value) != players:
        raise PositionError(f"{key} must be a list with one entry per player ({players})")
    return value


def _build(variant: Variant, obj: object, where: str, players: int) -> Build:
    if not isinstance(obj, dict):
        raise PositionError(f"{where}: a table item is a card string or a build object")
    unknown = set(obj) - {"value", "owner", "groups"}
    if unknown:
        raise PositionError(f"{where}: unknown build field {quote_excerpt(min(unknown))}")
    if variant.grouping is Grouping.CLEARANCE:
        return _clearance_group(obj, where)
    value = obj.get("value")
    lowest = variant.lowest_build
    if not isinstance(value, int) or isinstance(value, bool) or not lowest <= value <= variant.highest_build:
        raise PositionError(
            f"{where}: a build's value must be a whole number from {lowest} to {variant.highest_build} in "
            f"{variant.title}, not {describe_value(value)}"
        )
    owner = _seat(obj.get("owner"), players, f"{where}.owner")
    groups_raw = obj.get("groups")
    if not isinstance(groups_raw, list) or not groups_raw:
        raise PositionError(f"{where}.groups must be a non-empty list of card lists")
    groups: list[tuple[Card, ...]] = []
    for g, group_raw in enumerate(groups_raw):
        group = _card_list(group_raw, f"{where}.groups[{g}]")
        if not group:
            raise PositionError(f"{where}.groups[{g}] is empty")
        for c in group:
            if not variant.is_numbered(c):
                raise PositionError(f"{where}: {c} is a face card, and face cards never build in {variant.title}")
        if not _group_sums_to(variant, group, value):
            names = " ".join(str(c) for c in group)
            raise PositionError(f"{where}: the group {names} does not sum to the build's value {value}")
        groups.append(tuple(group))
    if sum(len(g) for g in groups) < 2:
        raise PositionError(f"{where}: a build holds at least two cards (one card alone is a loose card)")
    return Build(value, owner, tuple(groups))


def _clearance_group(obj: dict[str, Any], where: str) -> Build:
    """A Clearance group: a value from 1 to 13, no owner, cards that pair and combine to the value."""
    value = obj.get("value")
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 13:
        raise PositionError(
            f"{where}: a group's value must be a whole number from 1 to 13, not {describe_value(value)}"
        )
    if obj.get("owner") is not None:
        raise PositionError(f"{where}: groups have no owner in Clearance (owner must be null)")
    groups_raw = obj.get("groups")
    if not isinstance(groups_raw, list) or not groups_raw:
        raise PositionError(f"{where}.groups must be a non-empty list of card lists")
    cards = [c for g, group_raw in enumerate(groups_raw) for c in _card_list(group_raw, f"{where}.groups[{g}]")]
    if len(cards) < 2:
        raise PositionError(f"{where}: a group holds at least two cards (one card alone is a loose card)")
    try:
        forms = cards_form_group(cards, value)
    except TooComplex:
        # Play can pile twenty cards and more into one group, and an exact check
        # of so many grows steeply; such a group is held to what every group
        # obeys (docs/RULES.md 11.8): numbers up to its value adding up to at
        # least it, or cards of one face rank.
        forms = could_form_group(cards, value)
    if not forms:
        names = " ".join(str(c) for c in sorted(cards))
        raise PositionError(f"{where}: the cards {names} cannot be paired and combined into one group of {value}")
    return Build(value, None, (tuple(cards),))


def _group_sums_to(variant: Variant, group: Sequence[Card], value: int) -> bool:
    """True if some choice of ace values makes the group sum to ``value``."""
    totals = {0}
    for c in group:
        totals = {t + v for t in totals for v in variant.values(c) if t + v <= value}
    return value in totals


def load_position(obj: object) -> GameState:
    """Validate a decoded JSON position and return its state."""
    if not isinstance(obj, dict):
        raise PositionError("a position is a JSON object")
    unknown = set(obj) - KNOWN_KEYS
    if unknown:
        raise PositionError(f"unknown field {quote_excerpt(min(unknown))} in the position")
    for key in ("variant", "to_move", "hands", "table"):
        if key not in obj:
            raise PositionError(f"the position has no {key!r}")
    if obj.get("result") is not None and not isinstance(obj["result"], dict):
        raise PositionError("result must be an object (it is recomputed from the piles in any case)")
    if not isinstance(obj["variant"], str):
        raise PositionError(f'variant must be a name such as "advanced", not {describe_value(obj["variant"])}')
    variant = VARIANTS.get(obj["variant"].strip(ASCII_SPACE).lower())
    if variant is None:
        raise PositionError(f"unknown variant {quote_excerpt(obj['variant'])} (known: {', '.join(VARIANTS)})")
    rules = obj.get("rules")
    if rules is not None:
        if not isinstance(rules, dict):
            raise PositionError('rules must be an object of house rules, such as {"builds_in_sums": false}')
        _screen_house_rules(rules)
        try:
            variant = with_house_rules(variant, rules)
        except HouseRulesError as err:
            raise PositionError(str(err)) from None

    hands_raw = obj["hands"]
    if not isinstance(hands_raw, list) or not hands_raw:
        raise PositionError("hands must be a list with one list of cards per player")
    players_raw = obj.get("players", len(hands_raw))
    if not is_whole_number(players_raw):
        raise PositionError(f"players must be a whole number, not {describe_value(players_raw)}")
    players = int(players_raw)
    if players not in variant.player_counts:
        counts = ", ".join(str(n) for n in variant.player_counts)
        raise PositionError(f"{variant.title} is played by {counts} players, not {describe_value(players)}")
    if len(hands_raw) != players:
        raise PositionError(f"hands has {len(hands_raw)} entries for {players} players")
    hands = [_card_list(h, f"hands[{i}]") for i, h in enumerate(hands_raw)]

    to_move = _seat(obj["to_move"], players, "to_move")
    assert to_move is not None
    dealer = _seat(obj.get("dealer", players - 1), players, "dealer")
    assert dealer is not None
    last_capturer = _seat(obj.get("last_capturer"), players, "last_capturer", optional=True)

    table_raw = obj["table"]
    if not isinstance(table_raw, list):
        raise PositionError("table must be a list of cards and builds")
    table: list[Item] = []
    for i, it in enumerate(table_raw):
        if isinstance(it, str):
            table.append(_card(it, f"table[{i}]"))
        else:
            table.append(_build(variant, it, f"table[{i}]", players))
    stock = _card_list(obj.get("stock", []), "stock")
    captured_raw = _per_player(obj, "captured", players)
    captured = [_card_list(p, f"captured[{i}]") for i, p in enumerate(captured_raw or [[]] * players)]
    sweeps_raw = _per_player(obj, "sweeps", players) or [0] * players
    for i, s in enumerate(sweeps_raw):
        # Each sweep took the played card and at least one table card into the sweeper's pile.
        most = len(captured[i]) // 2
        if not is_whole_number(s) or not 0 <= s <= most:
            raise PositionError(
                f"sweeps[{i}] must be a whole number from 0 to {most} (each sweep puts at least two cards "
                f"in captured[{i}], which holds {len(captured[i])}), not {describe_value(s)}"
            )

    _check_cards(hands, table, stock, captured)
    _check_builds(variant, table, hands)
    deal = variant.hand_size * players
    if len(stock) % deal and not variant.draw:
        raise PositionError(f"the stock holds {len(stock)} cards, not a whole number of deals of {deal}")

    # The stock still holds the deals of the rounds to come, so it bounds the round from above.
    latest_round = variant.round_at(players, len(stock))
    round_raw = obj.get("round", latest_round)
    if not is_whole_number(round_raw) or not 1 <= round_raw <= latest_round:
        raise PositionError(
            f"round must be a whole number from 1 to {latest_round} (with {len(stock)} cards in the stock), "
            f"not {describe_value(round_raw)}"
        )

    over = not any(hands) and not stock
    if over and table:
        raise PositionError("every hand and the stock are empty but cards lie on the table: the game would be over")
    if not over and not hands[to_move]:
        raise PositionError(f"player {to_move} is to move but holds no cards")
    state = GameState(
        variant,
        dealer=dealer,
        to_move=to_move,
        hands=hands,
        table=table,
        stock=stock,
        captured=captured,
        sweeps=[int(s) for s in sweeps_raw],
        last_capturer=last_capturer,
        round=int(round_raw),
        over=over,
    )
    if not over and not _has_a_move(state):
        # The rule book's positions always have a move (the checks above see to it); the
        # house rules are checked above too; this is the last guard that play can go on.
        raise PositionError(f"player {to_move} would have no legal move")
    return state


def _has_a_move(state: GameState) -> bool:
    """Whether the player to move can play, found without listing every move (a big table has millions).

    A trail is legal unless the player owns a build, and an owner may take their
    build in with a card of its value: one of these nearly always answers, and
    only a position where neither does falls back to the full list.
    """
    hand = state.hands[state.to_move]
    owned = [it for it in state.table if isinstance(it, Build) and it.owner == state.to_move]
    witnesses = [Move.trail(card) for card in hand]
    witnesses.extend(Move.capture(card, item_cards(build)) for build in owned for card in hand)
    if any(state.why_illegal(move) is None for move in witnesses):
        return True
    return bool(state.candidate_moves(1).moves)


def _screen_house_rules(rules: dict[str, Any]) -> None:
    """Refuse house rules too big to quote before they reach a message that would quote them whole."""
    for key, value in rules.items():
        if key != "preset" and key not in SWITCH_BY_KEY:
            if len(key) > EXCERPT_LIMIT:
                raise PositionError(f"unknown house rule {quote_excerpt(key)} (known: {', '.join(SWITCH_BY_KEY)})")
            continue
        too_big = isinstance(value, (list, dict)) or (isinstance(value, str) and len(value) > EXCERPT_LIMIT)
        if too_big or (is_whole_number(value) and abs(value) >= 10**EXCERPT_LIMIT):
            raise PositionError(
                f"house rule {quote_excerpt(key)} is true or false, a name or a number, not {describe_value(value)}"
            )


def _check_cards(hands: list[list[Card]], table: list[Item], stock: list[Card], captured: list[list[Card]]) -> None:
    seen: dict[Card, str] = {}
    places: list[tuple[str, Sequence[Card]]] = [(f"hands[{i}]", h) for i, h in enumerate(hands)]
    places.extend((f"table[{i}]", item_cards(it)) for i, it in enumerate(table))
    places.append(("stock", stock))
    places.extend((f"captured[{i}]", p) for i, p in enumerate(captured))
    total = 0
    for where, cards in places:
        for c in cards:
            total += 1
            if c in seen:
                raise PositionError(f"{c} appears twice: in {seen[c]} and in {where}")
            seen[c] = where
    if total > 52:  # pragma: no cover - 53 cards must repeat one
        raise PositionError(f"the position holds {total} cards; a deck has 52")


def _check_builds(variant: Variant, table: list[Item], hands: list[list[Card]]) -> None:
    if variant.grouping is Grouping.CLEARANCE:
        return  # any number of groups of a value, and nobody owns one
    values_seen: set[int] = set()
    owned: Counter[int] = Counter()
    builds = [(1 << i, it.value, it.owner) for i, it in enumerate(table) if isinstance(it, Build)]
    for i, it in enumerate(table):
        if not isinstance(it, Build):
            continue
        if it.value in values_seen and variant.one_build_per_value:
            raise PositionError(f"table[{i}]: a second build of {it.value}; the table holds one build per value")
        values_seen.add(it.value)
        if it.owner is not None:
            owned[it.owner] += 1
    for seat in sorted(owned):
        bare = HeldCards(variant, builds, hands[seat], seat).unkept()  # rule 4.5: a card kept for each value
        if not bare:
            continue
        i, build = next(
            (i, it) for i, it in enumerate(table) if isinstance(it, Build) and it.owner == seat and it.value in bare
        )
        if set(bare) == {LOW, HIGH} and any(HIGH in variant.values(c) for c in hands[seat]):
            raise PositionError(f"table[{i}]: player {seat} owns builds of {LOW} and {HIGH} but holds one ace for both")
        raise PositionError(f"table[{i}]: player {seat} owns this build of {build.value} but holds no card to take it")
    if variant.builder_duty is BuilderDuty.TAKE_OR_ADD:
        # Every play of an owner must take in or add to each of their builds, so no play could
        # serve two, and the opponent's plays never give anyone a build: one is all play can reach.
        for seat, count in sorted(owned.items()):
            if count > 1:
                raise PositionError(
                    f"player {seat} owns {count} builds, but where a builder must take in or add to "
                    "their build every turn (house rule) a player owns one at most"
                )


def parse_position(text: str) -> GameState:
    """Parse a JSON text into a validated state."""
    try:
        obj = read_json(text)
    except JsonTextError as err:
        raise PositionError(str(err)) from None
    return load_position(obj)


def _item_json(item: Item) -> object:
    if isinstance(item, Build):
        return {"value": item.value, "owner": item.owner, "groups": [[str(c) for c in g] for g in item.groups]}
    return str(item)


def position_to_json(state: GameState) -> dict[str, Any]:
    """The state as a JSON-ready dict, with the result once the game is over."""
    obj: dict[str, Any] = {
        "variant": state.variant.name,
        "players": state.players,
        "dealer": state.dealer,
        "to_move": state.to_move,
        "hands": [[str(c) for c in h] for h in state.hands],
        "table": [_item_json(it) for it in state.table],
        "stock": [str(c) for c in state.stock],
        "captured": [[str(c) for c in sorted(p)] for p in state.captured],
        "sweeps": list(state.sweeps),
        "last_capturer": state.last_capturer,
        "round": state.round,
    }
    rules = house_rules_json(state.variant)
    if rules:
        obj["rules"] = rules
    if state.over:
        obj["result"] = state.result().to_json()
    return obj


def dump_position(state: GameState) -> str:
    return json.dumps(position_to_json(state), indent=2)
