"""Small helpers the engine tests share: positions from dicts, moves as text."""

from __future__ import annotations

from typing import Any

from cassino_desktop.engine import Build, Card, GameState, IllegalMove, Move, load_position

# The example position of docs/RULES.md section 9, verbatim.
RULES_EXAMPLE: dict[str, Any] = {
    "variant": "advanced",
    "players": 2,
    "dealer": 1,
    "to_move": 0,
    "hands": [["7H", "AH"], ["5D", "KS"]],
    "table": ["3D", "4H", {"value": 5, "owner": 1, "groups": [["4S", "AD"]]}],
    "stock": [],
    "captured": [["2C"], []],
    "sweeps": [0, 0],
    "last_capturer": 0,
    "round": 1,
}


LOW_CARDS = [f"{rank}{suit}" for rank in "A23456789T" for suit in "CDHS"]
"""The forty cards of values 1 to 10, lowest first: the cards that crowd a table."""


def crowded(variant: str, size: int, hand: list[str], owner_build: bool = False) -> GameState:
    """``size`` of the lowest cards on the table (none of the hand's), ``hand`` to move."""
    table: list[object] = [c for c in LOW_CARDS if c not in hand and c != "QC"][:size]
    if owner_build:  # the player to move owns a build of 10 and holds a ten
        table = [c for c in table if c not in ("4S", "6S")]
        table.append({"value": 10, "owner": 0, "groups": [["4S", "6S"]]})
    return load_position({"variant": variant, "to_move": 0, "hands": [hand, ["QC"]], "table": table})


def position(variant: str, hands: list[list[str]], table: list[Any], **extra: Any) -> GameState:
    """Load a position (docs/RULES.md 9) with player 0 to move unless told otherwise."""
    obj: dict[str, Any] = {"variant": variant, "to_move": 0, "hands": hands, "table": table}
    obj.update(extra)
    return load_position(obj)


def legal(state: GameState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def legal_with(state: GameState, card: str, kind: str | None = None) -> set[str]:
    """The legal moves that play ``card`` (optionally of one kind), as text."""
    played = Card.from_text(card)
    return {str(m) for m in state.legal_moves() if m.card == played and (kind is None or m.kind == kind)}


def play(state: GameState, text: str) -> GameState:
    return state.apply(Move.parse(text))


def builds(state: GameState) -> list[Build]:
    return [it for it in state.table if isinstance(it, Build)]


def only_build(state: GameState) -> Build:
    found = builds(state)
    assert len(found) == 1, state.table
    return found[0]


def group_texts(build: Build) -> set[tuple[str, ...]]:
    return {tuple(str(c) for c in g) for g in build.groups}


def cards(*texts: str) -> set[Card]:
    return {Card.from_text(t) for t in texts}


def refused(state: GameState, text: str) -> str:
    """Assert the move is illegal (both ways of asking) and return the reason."""
    move = Move.parse(text)
    refusal = state.why_illegal(move)
    assert refusal is not None, f"{text} should be illegal"
    reason = refusal.sentence
    assert move not in state.legal_moves()
    try:
        state.apply(move)
    except IllegalMove as err:
        assert err.move == move and err.sentence == reason  # the refused move travels with its reason
    else:  # pragma: no cover - only on an engine bug
        raise AssertionError(f"{text} was applied")
    return reason
