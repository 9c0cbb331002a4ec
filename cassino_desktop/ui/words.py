"""The engine's values in the player's words: seats, cards, moves, builds, refusals, variants and house rules.

The engine speaks English for the command line and its logs; the window
builds each sentence here from the typed value instead (a ``Move``, a
``Refusal``), so a translation can order the words as its language does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QKeySequence

from ..engine import BIG_CASSINO, BUILD, CAPTURE, TRAIL, Build, Card, Move, MoveStory, Variant
from ..engine.cards import sorted_cards, with_pretty_cards
from ..engine.house_rules import describe_house_rules, house_rules_json, preset_of
from ..engine.refusals import Refusal
from ..engine.variants import Grouping
from .i18n import N_, translate_in, translator

_ = translator("words")

SEAT_NAMES = frozenset(
    {N_("You"), N_("Computer"), N_("South"), N_("West"), N_("North"), N_("East")}
)  # "Computer": the one computer at a table of two
"""The names the game gives seats (``seating.SEAT_NAMES``), marked here to be translated; a person's own name never
is."""

RANK_NAMES = (
    N_("Ace"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"), N_("Seven"),
    N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"),
)  # fmt: skip
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
"""In the order of ``engine.cards.SUIT_SYMBOLS``."""
QUEEN = 12
FACE_NAMES = {"jack": N_("jack"), "queen": N_("queen"), "king": N_("king")}
KIND_NAMES = {"trail": N_("trail"), "capture": N_("capture"), "build": N_("build")}
SHORT_COMMITMENT = 16
"""Hexadecimal digits of a fair deal's commitment the move log shows: enough to recognise it; the Fair deal dialog
shows it whole."""


def short_commitment(commitment: str) -> str:
    return f"{commitment[:SHORT_COMMITMENT]}…"


def seat_name(name: str) -> str:
    """A seat's name as the table says it: "You" and the chairs translated, a person's name as given."""
    return _(name) if name in SEAT_NAMES else name


def seat_names(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(seat_name(name) for name in names)


def side_name(first: str, second: str) -> str:
    """Two partners named as one side: "You and North"."""
    return _("{first} and {second}").format(first=first, second=second)


def score_names(variant: Variant, names: Sequence[str]) -> tuple[str, ...]:
    """Who scores: each seat by its name, or in partnerships each side by its two names."""
    if not variant.partnerships:
        return tuple(names)
    return tuple(side_name(names[side], names[side + 2]) for side in range(variant.sides(len(names))))


def card_name(card: Card) -> str:
    """A card in words, for a screen reader or a tooltip: "Ace of spades"."""
    rank, suit = _(RANK_NAMES[card.rank - 1]), _(SUIT_NAMES[card.suit])
    if card.rank == QUEEN:  # a language may agree with the queen's gender ("पान की बेगम")
        return _("{rank} of {suit}", "a queen").format(rank=rank, suit=suit)
    return _("{rank} of {suit}").format(rank=rank, suit=suit)


def listed(items: Sequence[str]) -> str:
    """Items in a sentence, the last joined by "and": "Two of clubs, Five of spades and Ace of hearts"."""
    if len(items) < 2:
        return "".join(items)
    return _("{first} and {last}", "a list").format(first=", ".join(items[:-1]), last=items[-1])


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as people read them on the table: "3♦ 4♥"."""
    return " ".join(card.pretty for card in cards)


def _is_clearance(variant: Variant) -> bool:
    return variant.grouping is Grouping.CLEARANCE


def move_sentence(move: Move, who: str, variant: Variant, yourself: bool = False, items: str = "") -> str:
    """A move for the log: "West takes 3♦ 4♥ with 7♠"; ``yourself`` says it to the player ("You take …").

    ``items`` names what the move acted on, where its cards alone would not say it (a build by whose it is).
    """
    fields = {"who": who, "card": move.card.pretty, "cards": items or cards_text(move.cards), "value": move.value}
    clearance = _is_clearance(variant)
    if move.kind == TRAIL:
        if clearance:
            text = _("You drop {card}") if yourself else _("{who} drops {card}")
        else:
            text = _("You trail {card}") if yourself else _("{who} trails {card}")
    elif move.kind == CAPTURE:
        text = _("You take {cards} with {card}") if yourself else _("{who} takes {cards} with {card}")
    elif clearance:
        text = (
            _("You build a group of {value}: {card} on {cards}")
            if yourself
            else _("{who} builds a group of {value}: {card} on {cards}")
        )
    else:
        text = _("You build {value}: {card} on {cards}") if yourself else _("{who} builds {value}: {card} on {cards}")
    return text.format(**fields)


@dataclass(frozen=True)
class SeatWords:
    """How the table's sentences name the seats: each by its name, one as "You", one as "the computer".

    ``you`` is the seat of the one person playing without a name (None at a
    shared screen: everyone goes by name); ``computer`` the one opponent of
    that person at a table of two. Sentences that stay in the move log must
    not change with whoever sits at the screen, so they go by these seats.
    """

    names: tuple[str, ...]
    you: int | None = None
    computer: int | None = None


def build_phrase(build: Build, mover: int, seats: SeatWords) -> str:
    """A build named by whose it is, as a sentence about ``mover``'s move says it: "West’s build of 9"."""
    owner = build.owner
    if owner is None:
        text = _("the group of {value}")
    elif owner == seats.you:
        text = _("your build of {value}")
    elif owner == mover:
        text = _("their own build of {value}")
    elif owner == seats.computer:
        text = _("the computer’s build of {value}")
    else:
        text = _("{name}’s build of {value}")
    return text.format(value=build.value, name="" if owner is None else seats.names[owner])


def _things(story: MoveStory, seats: SeatWords) -> str:
    """The items a move acted on: the loose cards as the table writes them, then each build by whose it is."""
    parts = [cards_text(sorted_cards(story.loose))] if story.loose else []
    parts += [build_phrase(build, story.seat, seats) for build in story.builds]
    return listed(parts)


def story_sentence(story: MoveStory, seats: SeatWords, variant: Variant) -> str:
    """A move as the table saw it, "North raises West’s build of 4 to 9 with 5♦": the caption, log and status line."""
    move, seat = story.move, story.seat
    yourself = seat == seats.you
    who = seats.names[seat]
    if move.kind == TRAIL or not story.builds:
        return move_sentence(move, who, variant, yourself)
    fields = {"who": who, "card": move.card.pretty, "value": move.value, "cards": cards_text(sorted_cards(story.loose))}
    if move.kind == CAPTURE or _is_clearance(variant) or len(story.builds) > 1 or story.build is None:
        return move_sentence(move, who, variant, yourself, _things(story, seats))
    fields["build"] = build_phrase(story.builds[0], seat, seats)
    if story.raised is not None:
        if story.loose:
            text = (
                _("You raise {build} and {cards} to {value} with {card}")
                if yourself
                else _("{who} raises {build} and {cards} to {value} with {card}")
            )
        else:
            text = (
                _("You raise {build} to {value} with {card}")
                if yourself
                else _("{who} raises {build} to {value} with {card}")
            )
    elif story.loose:
        text = (
            _("You add {cards} to {build} with {card}") if yourself else _("{who} adds {cards} to {build} with {card}")
        )
    else:
        text = _("You add {card} to {build}") if yourself else _("{who} adds {card} to {build}")
    return text.format(**fields)


def story_banners(story: MoveStory, seats: SeatWords) -> list[str]:
    """The moments of a move worth a banner of their own: a sweep, a cassino won, a build taken away, the last cards."""
    seat = story.seat
    yourself = seat == seats.you
    who = seats.names[seat]
    lines = []
    if story.sweep:
        lines.append(_("You sweep the table") if yourself else _("{who} sweeps the table").format(who=who))
    for card in story.cassinos:
        if card == BIG_CASSINO:
            text = _("You take the big cassino, {card}") if yourself else _("{who} takes the big cassino, {card}")
        else:
            text = _("You take the little cassino, {card}") if yourself else _("{who} takes the little cassino, {card}")
        lines.append(text.format(who=who, card=card.pretty))
    for build in story.builds:
        if build.owner in story.builds_taken_from:
            text = _("You take away {build}") if yourself else _("{who} takes away {build}")
            lines.append(text.format(who=who, build=build_phrase(build, seat, seats)))
    if story.left_to is not None:
        count = len(story.left)
        if story.left_to == seats.you:
            text = _("The %n [card|cards] left on the table [goes|go] to you: {cards}.", n=count)
        else:
            text = _("The %n [card|cards] left on the table [goes|go] to {name}: {cards}.", n=count)
        lines.append(text.format(name=seats.names[story.left_to], cards=cards_text(story.left)))
    return lines


def move_command(move: Move, variant: Variant) -> str:
    """A move as a command, for menus, hints and the review: "Take 5♠ with 5♦", "Build 7 with A♥ on 6♠"."""
    fields = {"card": move.card.pretty, "cards": cards_text(move.cards), "value": move.value}
    clearance = _is_clearance(variant)
    if move.kind == TRAIL:
        text = _("Drop {card}") if clearance else _("Trail {card}")
    elif move.kind == CAPTURE:
        text = _("Take {cards} with {card}")
    elif clearance:
        text = _("Build a group of {value} with {card} on {cards}")
    else:
        text = _("Build {value} with {card} on {cards}")
    return text.format(**fields)


def refusal_text(refusal: Refusal) -> str:
    """Why a move is refused, in the player's words, cards as people read them."""
    particulars = dict(refusal.particulars)
    for key, value in particulars.items():
        if key == "name" and value in FACE_NAMES:
            particulars[key] = _(FACE_NAMES[str(value)])
        elif key == "kind" and value in KIND_NAMES:
            particulars[key] = _(KIND_NAMES[str(value)])
        elif key == "variant":
            particulars[key] = translate_in("engine.variants", str(value))
        elif key == "names":  # the engine's "A♠, 3♦ and 7♥"
            particulars[key] = listed(str(value).rsplit(" and ", 1))
        elif isinstance(value, Card):
            particulars[key] = value.pretty
    text = translate_in("engine.refusals", refusal.reason.value).format(**particulars)
    return with_pretty_cards(text[:1].upper() + text[1:] + ".")


def variant_title(variant: Variant) -> str:
    return translate_in("engine.variants", variant.title)


def variant_description(variant: Variant) -> str:
    return translate_in("engine.variants", variant.description)


def level_name(level: str) -> str:
    """A computer level by name: "Hard"."""
    return translate_in("engine.levels", level.capitalize())


def house_text(text: str) -> str:
    """A house rule's title, help or sentence, or a preset's name or description."""
    return translate_in("engine.house_rules", text)


def house_rules_title(variant: Variant) -> str:
    """The rules in play in short: "" for the rule book, a preset's name, or "house rules"."""
    from ..engine.house_rules import house_rules_title as english_title

    if not english_title(variant):
        return ""
    preset = preset_of(variant)
    return house_text(preset.title) if preset is not None else _("house rules")


def full_title(variant: Variant) -> str:
    """The variant with its house rules and table: "Royal", "Royal (Classic)", "Advanced in partnerships"."""
    rules = house_rules_title(variant)
    title = variant_title(variant)
    if rules:
        title = _("{variant} ({rules})").format(variant=title, rules=rules)
    return _("{title} in partnerships").format(title=title) if variant.partnerships else title


def house_rule_lines(variant: Variant) -> list[str]:
    """One sentence per house rule that differs from the rule book, for the rules page."""
    lines = []
    for (key, value), english in zip(house_rules_json(variant).items(), describe_house_rules(variant), strict=True):
        if key == "match_target" and isinstance(value, int):
            lines.append(_("Matches are played to %n points.", n=value))
        else:
            lines.append(house_text(english))
    return lines


def button_text(kind: str, variant: Variant) -> str:
    """The label of the status line's button for a kind of move, with its Alt letter: "&Capture", "G&roup"."""
    if _is_clearance(variant):
        return {CAPTURE: _("&Take"), BUILD: _("G&roup"), TRAIL: _("&Drop")}[kind]
    return {CAPTURE: _("&Capture"), BUILD: _("&Build"), TRAIL: _("&Trail")}[kind]


def alt_key(label: str) -> str:
    """The key that presses a labelled button: "Alt+C" for "&Capture" (Qt's own name for Alt, translated)."""
    at = label.replace("&&", "").find("&")
    letter = label.replace("&&", "")[at + 1 : at + 2].upper() if at >= 0 else ""
    return QKeySequence(f"Alt+{letter}").toString(QKeySequence.SequenceFormat.NativeText) if letter else ""


def button_keys(variant: Variant) -> str:
    """The three buttons' keys in order, for the rules page: "Alt+C / Alt+B / Alt+T"."""
    return " / ".join(alt_key(button_text(kind, variant)) for kind in (CAPTURE, BUILD, TRAIL))
