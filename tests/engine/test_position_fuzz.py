"""Fuzzing the front door for untrusted positions (docs/RULES.md section 9).

``parse_position`` and ``load_position`` take text and decoded JSON from
files, stdin and saved games. Whatever they are given they must either
refuse it with a ``PositionError`` or return a state the engine can play:
its cards all distinct, its JSON round trip faithful, every legal move
applicable. Any other exception is a bug.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cassino_desktop.engine import (
    CARDS,
    VARIANTS,
    GameState,
    PositionError,
    Variant,
    load_position,
    new_game,
    parse_position,
    position_to_json,
)
from cassino_desktop.engine.position import KNOWN_KEYS as POSITION_KEYS

FUZZ = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

KNOWN_KEYS = sorted(POSITION_KEYS)  # the fields load_position knows
CARD_TEXTS = [str(c) for c in CARDS]

# Strings that look like what a position holds, so mutations are often nearly valid.
NEAR_STRINGS = st.one_of(
    st.sampled_from(CARD_TEXTS),
    st.sampled_from([*VARIANTS, "Advanced ", "ROYAL", "10d", " 2s", "1S", "TT", "XX", "", "value", "groups"]),
    st.text(max_size=6),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=16),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    NEAR_STRINGS,
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=6),
        st.dictionaries(st.one_of(st.sampled_from([*KNOWN_KEYS, "value", "owner", "groups"]), st.text()), children),
    ),
    max_leaves=30,
)
POSITION_LIKE = st.dictionaries(st.sampled_from(KNOWN_KEYS), JSON_VALUES, min_size=3)


def check_outcome(load: Any, arg: object) -> GameState | None:
    """Load ``arg``: a ``PositionError`` is fine; a state must be sound. Anything else fails the test."""
    try:
        state = load(arg)
    except PositionError as err:
        message = str(err)
        assert message, "a PositionError must say what is wrong"
        return None
    assert isinstance(state, GameState)
    cards = state.all_cards()
    assert len(cards) == len(set(cards)), f"a card appears twice in a loaded position: {sorted(cards)}"
    assert all(c in CARDS for c in cards)
    assert len(cards) <= 52
    again = load_position(position_to_json(state))
    assert again == state, "the JSON round trip of a loaded position changed it"
    assert load_position(json.loads(json.dumps(position_to_json(state)))) == state
    moves = state.legal_moves()
    if state.over:
        assert moves == []
        state.result()
    else:
        assert moves, f"a loaded position has no legal move: {position_to_json(state)}"
        assert state.hands[state.to_move]
        for move in moves:
            after = state.apply(move)
            after_cards = after.all_cards()
            assert sorted(after_cards) == sorted(cards), f"{move} lost or made cards"
    return state


def played_position(variant: Variant, seed: int, moves: int) -> dict[str, Any]:
    """A real position: a seeded deal with up to ``moves`` random legal moves played."""
    state = new_game(variant, seed)
    rnd = random.Random(seed ^ moves)
    for _ in range(moves):
        if state.over:
            break
        state = state.apply(rnd.choice(sorted(state.legal_moves())))
    return position_to_json(state)


BASES = st.builds(
    played_position,
    st.sampled_from(list(VARIANTS.values())),
    st.integers(min_value=0, max_value=2**64 - 1),
    st.integers(min_value=0, max_value=60),
)


def paths(value: object, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a JSON tree (the root too)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found.extend(paths(child, (*prefix, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found.extend(paths(child, (*prefix, index)))
    return found


def container_at(root: Any, path: tuple[Any, ...]) -> Any:
    node = root
    for step in path:
        node = node[step]
    return node


def string_paths(root: object) -> list[tuple[Any, ...]]:
    return [p for p in paths(root) if p and isinstance(container_at(root, p), str)]


def list_paths(root: object) -> list[tuple[Any, ...]]:
    return [p for p in paths(root) if isinstance(container_at(root, p), list)]


def mutate(data: st.DataObject, obj: dict[str, Any]) -> object:
    """One random damage to a position tree; returns the damaged tree (``obj`` may be changed in place)."""
    kind = data.draw(
        st.sampled_from(["drop", "replace", "duplicate", "card", "move_card", "delete_item", "add_key"]), label="kind"
    )
    if kind == "drop":
        candidates = [p for p in paths(obj) if p]
        if candidates:  # an earlier mutation may have left an empty object
            path = data.draw(st.sampled_from(candidates), label="drop path")
            parent = container_at(obj, path[:-1])
            del parent[path[-1]]
    elif kind == "replace":
        path = data.draw(st.sampled_from(paths(obj)), label="replace path")
        new = data.draw(JSON_VALUES, label="new value")
        if not path:
            return new
        container_at(obj, path[:-1])[path[-1]] = new
    elif kind == "duplicate":
        cards = string_paths(obj)
        lists = list_paths(obj)
        if cards and lists:
            source = data.draw(st.sampled_from(cards), label="card to duplicate")
            target = data.draw(st.sampled_from(lists), label="list to put it in")
            text = container_at(obj, source)
            where = container_at(obj, target)
            where.insert(data.draw(st.integers(0, len(where)), label="at"), text)
    elif kind == "card":
        cards = string_paths(obj)
        if cards:
            path = data.draw(st.sampled_from(cards), label="card path")
            container_at(obj, path[:-1])[path[-1]] = data.draw(NEAR_STRINGS, label="new card text")
    elif kind == "move_card":
        # Take a card out of one place and put it in another: conservation holds, placement does not.
        cards = [p for p in string_paths(obj) if isinstance(container_at(obj, p[:-1]), list)]
        lists = list_paths(obj)
        if cards and lists:
            source = data.draw(st.sampled_from(cards), label="card to move")
            text = container_at(obj, source)
            del container_at(obj, source[:-1])[source[-1]]
            lists = list_paths(obj)
            target = data.draw(st.sampled_from(lists), label="list to move it to")
            container_at(obj, target).append(text)
    elif kind == "delete_item":
        lists = [p for p in list_paths(obj) if container_at(obj, p)]
        if lists:
            path = data.draw(st.sampled_from(lists), label="list to shorten")
            items = container_at(obj, path)
            del items[data.draw(st.integers(0, len(items) - 1), label="index")]
    else:
        dicts = [p for p in paths(obj) if isinstance(container_at(obj, p), dict)]
        path = data.draw(st.sampled_from(dicts), label="dict to extend")
        key = data.draw(st.one_of(st.sampled_from([*KNOWN_KEYS, "value", "owner", "groups"]), st.text(max_size=5)))
        container_at(obj, path)[key] = data.draw(JSON_VALUES, label="added value")
    return obj


# ----------------------------------------------------------------- the properties


def test_real_positions_load() -> None:
    """The mutations start from positions that load: otherwise the fuzzing below proves little."""
    for variant in VARIANTS.values():
        for moves in (0, 7, 20, 48, 60):
            obj = played_position(variant, 2024 + moves, moves)
            assert check_outcome(load_position, copy.deepcopy(obj)) is not None


@FUZZ
@given(st.text())
def test_parse_position_on_arbitrary_text(text: str) -> None:
    check_outcome(parse_position, text)


@FUZZ
@given(st.one_of(st.binary().map(lambda b: b.decode("latin-1")), st.from_regex(r"\s*[\[{\"0-9tfn-].*", fullmatch=True)))
def test_parse_position_on_json_looking_text(text: str) -> None:
    check_outcome(parse_position, text)


def test_parse_position_on_pathological_json() -> None:
    texts = [
        "[" * 100_000 + "]" * 100_000,
        '{"a":' * 50_000 + "1" + "}" * 50_000,
        "9" * 10_000,
        '{"variant": "advanced", "to_move": NaN, "hands": [["7H"], ["5D"]], "table": []}',
        '{"variant": "advanced", "to_move": Infinity, "hands": [["7H"], ["5D"]], "table": []}',
        '{"variant": "advanced", "to_move": 1e400, "hands": [["7H"], ["5D"]], "table": []}',
        '{"variant": "advanced", "to_move": 0, "hands": [["7H"], ["5D"]], "table": [], "round": ' + "9" * 5000 + "}",
        '{"variant": "advanced", "variant": "royal", "to_move": 0, "hands": [["7H"], ["5D"]], "table": []}',
        "\ufeff{}",
        "\x00",
        "",
    ]
    for text in texts:
        check_outcome(parse_position, text)


@FUZZ
@given(JSON_VALUES)
def test_load_position_on_arbitrary_json(value: object) -> None:
    check_outcome(load_position, value)


@FUZZ
@given(POSITION_LIKE)
def test_load_position_on_position_shaped_json(value: dict[str, Any]) -> None:
    check_outcome(load_position, value)


@FUZZ
@given(BASES, st.integers(min_value=1, max_value=3), st.data())
def test_load_position_on_mutated_positions(base: dict[str, Any], count: int, data: st.DataObject) -> None:
    obj: object = copy.deepcopy(base)
    for _ in range(count):
        if not isinstance(obj, dict):
            break
        obj = mutate(data, obj)
    check_outcome(load_position, obj)
    # The same damage seen as text, as a file would carry it.
    try:
        text = json.dumps(obj)
    except ValueError:  # pragma: no cover - JSON_VALUES only holds JSON-encodable values
        return
    check_outcome(parse_position, text)


@FUZZ
@given(BASES, st.data())
def test_parse_position_on_truncated_and_spliced_text(base: dict[str, Any], data: st.DataObject) -> None:
    text = json.dumps(base, indent=data.draw(st.sampled_from([None, 2])))
    cut = data.draw(st.integers(0, len(text)), label="cut")
    check_outcome(parse_position, text[:cut])
    # A splice: the text with a slice removed or replaced, card letters and digits included.
    start = data.draw(st.integers(0, len(text)), label="start")
    end = data.draw(st.integers(start, min(len(text), start + 12)), label="end")
    insert = data.draw(st.text(alphabet='A23456789TJQKCDHS0 ,[]{}":-', max_size=8), label="insert")
    check_outcome(parse_position, text[:start] + insert + text[end:])


@FUZZ
@given(BASES, st.data())
def test_load_position_with_card_strings_changed(base: dict[str, Any], data: st.DataObject) -> None:
    """Swap card texts for other cards (often duplicates) or near-card spellings, several at once."""
    obj = copy.deepcopy(base)
    cards = string_paths(obj)
    cards = [p for p in cards if p[0] in ("hands", "table", "stock", "captured")]
    if cards:
        chosen = data.draw(st.lists(st.sampled_from(cards), min_size=1, max_size=4, unique=True), label="cards")
        for path in chosen:
            container_at(obj, path[:-1])[path[-1]] = data.draw(NEAR_STRINGS, label="text")
    check_outcome(load_position, obj)


def _group_for(variant: Variant, value: int, pool: list[Any], rnd: random.Random) -> list[Any] | None:
    """Some cards of ``pool`` whose values (an ace as 1 or 14 where it may) sum to ``value``; taken from it."""
    for _attempt in range(20):
        remaining, chosen = value, []
        candidates = [c for c in pool if variant.is_numbered(c)]
        rnd.shuffle(candidates)
        for c in candidates:
            options = [v for v in variant.values(c) if v <= remaining]
            if options and (remaining != value or len(chosen) < 3):
                chosen.append(c)
                remaining -= rnd.choice(options)
            if remaining == 0:
                break
        if remaining == 0 and chosen:
            for c in chosen:
                pool.remove(c)
            return chosen
    return None


@st.composite
def hand_made_positions(draw: st.DrawFn) -> dict[str, Any]:
    """Positions as a person or a puzzle would write them: random places, builds of several groups."""
    variant: Variant = draw(st.sampled_from(list(VARIANTS.values())))
    rnd = draw(st.randoms(use_true_random=False))
    pool = list(CARDS)
    rnd.shuffle(pool)
    hands = [[pool.pop() for _ in range(draw(st.integers(0, 4)))] for _ in range(2)]
    table: list[object] = []
    values_used: set[int] = set()
    for _ in range(draw(st.integers(0, 6))):
        if draw(st.booleans()):
            table.append(str(pool.pop()))
            continue
        value = draw(st.integers(2, variant.highest_build))
        groups = []
        for _group in range(draw(st.integers(1, 3))):
            group = _group_for(variant, value, pool, rnd)
            if group is not None:
                groups.append([str(c) for c in group])
        owner = draw(st.integers(0, 1))
        if groups and value not in values_used:
            values_used.add(value)
            table.append({"value": value, "owner": owner, "groups": groups})
            # Often give the owner a card to take the build (else the position is refused, also fine).
            takers = [c for c in pool if value in variant.values(c)]
            if takers and draw(st.booleans()):
                hands[owner].append(takers[0])
                pool.remove(takers[0])
    stock = [str(pool.pop()) for _ in range(min(len(pool) // 8, draw(st.integers(0, 5))) * 8)]
    split = draw(st.integers(0, len(pool)))
    captured = [[str(c) for c in pool[:split]], [str(c) for c in pool[split:]]]
    obj: dict[str, Any] = {
        "variant": variant.name,
        "to_move": draw(st.integers(0, 1)),
        "hands": [[str(c) for c in h] for h in hands],
        "table": table,
        "stock": stock,
        "captured": captured,
        "sweeps": [draw(st.integers(0, 9)), draw(st.integers(0, 9))],
        "last_capturer": draw(st.sampled_from([None, 0, 1])),
    }
    if draw(st.booleans()):
        obj["dealer"] = draw(st.integers(0, 1))
    if draw(st.booleans()):
        obj["round"] = draw(st.integers(1, 7))
    return obj


@FUZZ
@given(hand_made_positions())
def test_load_position_on_hand_made_positions(obj: dict[str, Any]) -> None:
    """Structurally plausible positions, many of them valid: what loads must be playable to the end."""
    state = check_outcome(load_position, obj)
    rnd = random.Random(len(json.dumps(obj)))
    while state is not None and not state.over:
        state = state.apply(rnd.choice(state.legal_moves()))
        assert len(set(state.all_cards())) == len(state.all_cards())
    if state is not None:
        state.result()
