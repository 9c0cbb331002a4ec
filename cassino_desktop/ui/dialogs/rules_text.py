""" "How to play" texts: the rules of each variant and the controls, as HTML.

The rules follow the project's rule book (docs/RULES.md), and each heading
names its section there, the number a refused move quotes ("rule 4.4");
every difference between the variants is read from the ``Variant`` switches,
not from its name, so the text cannot drift from what the engine plays.

The page is written in the player's language when it is shown: each
paragraph, list item, heading or table cell is one translated string (inline
tags such as ``<b>`` stay inside it), the page's structure stays here.
"""

from __future__ import annotations

from html import escape

from ...engine.house_rules import preset_of
from ...engine.variants import ADVANCED, CLEARANCE, Grouping, Scoring, Variant
from .. import words
from ..i18n import N_, translator
from ..words import button_keys

_ = translator("rules_text")

_STYLE = """
<style>
h2 { margin-top: 0; }
h3 { margin-top: 14px; margin-bottom: 4px; }
p, li { line-height: 130%; }
td, th { padding: 2px 10px 2px 0; }
th { text-align: left; }
.rule { color: gray; font-weight: normal; }
</style>
"""


def _rule(number: str) -> str:
    """A section of the rule book, as a refused move quotes it: "rule 4.4"."""
    return _("rule {number}").format(number=number)


def _rules(first: str, second: str) -> str:
    """Two sections of the rule book: "rules 5.2 and 6"."""
    return _("rules {first} and {second}").format(first=first, second=second)


def _rule_span(number: str) -> str:
    """A rule number set in grey inside a paragraph."""
    return f"<span class='rule'>{escape(_rule(number))}</span>"


def _rule_numbers_note(example: str) -> str:
    """Tells the player what "(rule 4.4)" in a refused move's reason points to."""
    note = _(
        "The numbers beside the headings are the sections of the game's rule book; "
        "when a move is refused, the reason names the rule it breaks, as in \u201c{example}\u201d."
    ).format(example=example)
    return f"<p class='rule'>{note}</p>"


def _heading(title: str, rule: str) -> str:
    """A section heading with the rule book's number beside it, as refusals quote it."""
    return f"<h3>{escape(title)} <span class='rule'>{escape(rule)}</span></h3>"


def _values(variant: Variant) -> str:
    if variant.ace_high and variant.numbered_faces:
        text = _(
            "Number cards count their value. Aces count 1 or 14, chosen each time it is used; "
            "jacks 11, queens 12 and kings 13; they capture and build like any number."
        )
    elif variant.ace_high:
        text = _(
            "Number cards count their value. Aces count 1 or 14, chosen each time it is used; "
            "jacks, queens and kings are <b>face cards</b> with no number (see below)."
        )
    elif variant.numbered_faces:
        text = _(
            "Number cards count their value. Aces count 1; "
            "jacks 11, queens 12 and kings 13; they capture and build like any number."
        )
    else:
        text = _(
            "Number cards count their value. Aces count 1; "
            "jacks, queens and kings are <b>face cards</b> with no number (see below)."
        )
    return f"<p>{text}</p>"


def _objective(variant: Variant) -> str:
    if variant.scoring is Scoring.CARDS:
        text = _(
            "Capture more cards than the computer. Every card you take is worth one point; "
            "the player with <b>more cards</b> after the last round wins the game, and 26 to 26 is a draw. "
            "One game decides."
        )
    else:
        text = _(
            "Capture cards that score points: the big and little cassino, the aces, "
            "most cards and most spades, and sweeps. Games are played until a player has <b>{target}</b> "
            "points or more."
        ).format(target=variant.match_target)
    return f"<p>{text}</p>"


def _deal() -> str:
    text = _(
        "Each player gets 4 cards and, in the first round only, 4 cards are dealt face up to the "
        "table. When both hands are empty, each player gets 4 more from the stock (the table gets none), "
        "six rounds in all. The non-dealer plays first in every round."
    )
    return f"{_heading(_('The deal'), _rule('2'))}<p>{text}</p>"


def _turn(variant: Variant) -> str:
    ace_example = ""
    if variant.ace_high:
        ace_example = " " + _(
            "An ace played as 14 could take the ace (as 1), the 3, the 4 and the 6 at once (1 + 3 + 4 + 6 = 14)."
        )
    faces_in_builds = "" if variant.numbered_faces else " " + _("Face cards are never part of a build.")
    capture = _(
        "<b>Capture.</b> {rule} "
        "Take table cards whose values, in one or more groups, each add up to the "
        "value of the card you play. With a 7 and a table of A, 3, 4, 6 you may take 3 + 4, or A + 6, "
        "or all four as two groups of 7.{ace_example} You choose which groups to take. "
        "A capture that clears the table is a <b>sweep</b>."
    ).format(rule=_rule_span("4.2"), ace_example=ace_example)
    build = _(
        "<b>Build.</b> {rule} "
        "Add a card from your hand to one or more table items to make a pile of value V "
        "that you mean to capture later, with a card of value V <i>that you still hold</i>. "
        "Builds go up to {highest}.{faces_in_builds}"
    ).format(rule=_rule_span("4.4"), highest=variant.highest_build, faces_in_builds=faces_in_builds)
    items = (
        _(
            "A <b>single build</b> holds one group (A + 6 = 7). It counts like one card of its value: "
            "it can be captured together with other cards, and anyone can <i>raise</i> it (a 2 added to a "
            "build of 7 makes 9, if they hold a 9)."
        ),
        _(
            "A <b>multiple build</b> holds two or more groups of V (3 + 4 and A + 6 as a build of 7). "
            "Its value is fixed: it can be extended by more groups of V, never raised, and only a card of "
            "value V takes it."
        ),
        _(
            "There is only one build of each value on the table: a new build of V must take in the "
            "build of V already there."
        ),
        _("Whoever last made or added to a build owns it, and the opponent may capture or take over your builds."),
    )
    trail = _(
        "<b>Trail.</b> {rule} Put the card face up on the table. You may not trail while you own a build."
    ).format(rule=_rule_span("4.1"))
    return (
        f"{_heading(_('Your turn'), _rule('4'))}"
        f"<p>{_('Play exactly one card from your hand, in one of three ways.')}</p>"
        f"<p>{capture}</p>"
        f"<p>{build}</p>"
        f"<ul>{''.join(f'<li>{item}</li>' for item in items)}</ul>"
        f"<p>{trail}</p>"
    )


def _reserved() -> str:
    text = _(
        "While you own a build, you must keep a card that can capture it: that card is reserved, "
        "and you may only play it to take the build (other groups of the same value may go with it). "
        "So every build is taken before the round ends."
    )
    return f"{_heading(_('The reserved card'), _rule('4.5'))}<p>{text}</p>"


def _faces(variant: Variant) -> str:
    if variant.numbered_faces:
        return ""
    text = _(
        "Jacks, queens and kings are face cards: they are never summed and never built. "
        "A face card captures exactly <b>one</b> loose card of the same rank (a queen takes one queen, "
        "even if two lie on the table); otherwise it can only trail."
    )
    return f"{_heading(_('Face cards'), _rule('4.3'))}<p>{text}</p>"


def _end() -> str:
    text = _(
        "When the last card has been played, the cards left on the table go to the player who made "
        "the last capture (the dealer, if nobody captured). This is not a sweep, and neither is a capture "
        "on the very last play."
    )
    return f"{_heading(_('Last capture'), _rule('5'))}<p>{text}</p>"


def _scoring(variant: Variant) -> str:
    if variant.scoring is Scoring.CARDS:
        text = _(
            "One point for every card captured. Sweeps do not score. The player with more cards wins; "
            "a match is this <b>single game</b>."
        )
        return f"{_heading(_('Scoring'), _rule('5.1'))}<p>{text}</p>"
    rows = [
        (_("Most cards (27 or more)"), "3"),
        (_("Most spades (7 or more)"), "1"),
        (_("Big cassino: 10 of diamonds"), "2"),
        (_("Little cassino: 2 of spades"), "1"),
        (_("Each ace"), "1"),
    ]
    if variant.sweeps_score:
        rows.append((_("Each sweep"), "1"))
    if variant.spade_points:
        rows.append((_("Jack of spades (Spade Cassino)"), "2"))
        rows.append((_("Every other spade (Spade Cassino)"), "1"))
    table = "".join(f"<tr><td>{escape(what)}</td><td align='right'>{points}</td></tr>" for what, points in rows)
    if variant.sweeps_score:
        text = _(
            "That is 11 points a game plus sweeps; at 26 cards each nobody scores for most cards. "
            "Games are played until, at the end of a game, a player has <b>{target}</b> or more: "
            "the match goes to the higher score, and if the scores are level another game is played. "
            "The first player alternates from game to game."
        )
    else:
        text = _(
            "That is 11 points a game; at 26 cards each nobody scores for most cards. "
            "Games are played until, at the end of a game, a player has <b>{target}</b> or more: "
            "the match goes to the higher score, and if the scores are level another game is played. "
            "The first player alternates from game to game."
        )
    return (
        f"{_heading(_('Scoring'), _rules('5.2', '6'))}"
        f"<table cellspacing='0'><tr><th>{escape(_('Captured'))}</th>"
        f"<th align='right'>{escape(_('Points'))}</th></tr>{table}</table>"
        f"<p>{text.format(target=variant.match_target)}</p>"
    )


def _clearance() -> str:
    """The whole of Clearance, which plays by groups rather than builds (rule 8)."""
    intro = (
        _(
            "Two to four players, each for themselves. Capture the cards that score: aces, the "
            "2&#9824; and the 10&#9830;, and most cards and most spades. One game decides."
        ),
        _("Aces count 1, jacks 11, queens 12, kings 13."),
    )
    deal = _(
        "Four cards to each player, and four face up to the table in the first round only. "
        "When every hand is empty, four more each from the stock (6 rounds for two players, "
        "4 for three, 3 for four). The player on the dealer's left starts every round."
    )
    groups = _(
        "A loose card is a group of its value. Groups of <b>equal value pair</b> into one group of that "
        "value (two kings make a group of K); number groups <b>combine</b> into one group worth their sum, "
        "at most 10 (a group of 4 with a 2 and a 3 makes 9). J, Q and K only pair. A paired group counts its "
        "own value when it is combined further: two aces paired are a group of 1, and with a 4 and a 3 they "
        "make 8."
    )
    turn = (
        _(
            "<b>Take:</b> play a card and take exactly one group of its value, one that lies there or that "
            "you form this turn by pairing and combining table cards."
        ),
        _("<b>Group</b> (build a group): place a card and form exactly one new group that contains it."),
        _("<b>Drop:</b> lay the card face up on the table. Always allowed."),
    )
    owners = _(
        "Groups have no owner: anyone may take them or build on them, and nobody has to hold a card to take "
        "their own group."
    )
    end = _(
        "The cards left at the end go to the player who made the last take. Each ace 1, the 2&#9824; 2, "
        "the 10&#9830; 2, most cards 1 and most spades 1; when the most is shared, every player sharing it "
        "scores the point. No sweeps. The highest total wins."
    )
    return (
        "".join(f"<p>{paragraph}</p>" for paragraph in intro)
        + f"{_heading(_('The deal'), _rules('2', '8'))}<p>{deal}</p>"
        + f"{_heading(_('Groups'), _rule('8'))}<p>{groups}</p>"
        + f"{_heading(_('A turn'), _rule('8'))}<ul>{''.join(f'<li>{item}</li>' for item in turn)}</ul>"
        + f"<p>{owners}</p>"
        + f"{_heading(_('End and scoring'), _rule('8'))}<p>{end}</p>"
    )


def rules_html(variant: Variant) -> str:
    """A concise "How to play" for one variant, as HTML for a QTextBrowser, in the player's language."""
    title = escape(words.variant_title(variant))
    if variant.grouping is Grouping.CLEARANCE:
        return f"{_STYLE}<h2>{title}</h2>{_clearance()}{_rule_numbers_note(_rule('8'))}"
    heading = escape(_("{variant} Cassino").format(variant=words.variant_title(variant)))
    return (
        f"{_STYLE}<h2>{heading}</h2>{_house_rules(variant)}"
        f"{_objective(variant)}{_values(variant)}{_deal()}{_turn(variant)}{_reserved()}"
        f"{_faces(variant)}{_end()}{_scoring(variant)}{_rule_numbers_note(_rule('4.4'))}"
    )


def _house_rules(variant: Variant) -> str:
    """The house rules in play, listed before the rule book's text, which they override."""
    lines = words.house_rule_lines(variant)
    if not lines:
        return ""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    title = words.house_rules_title(variant)
    if title and preset_of(variant) is not None:
        heading = _("{preset} house rules in play").format(preset=title)
    else:
        heading = _("House rules in play")
    return (
        f"{_heading(heading, _rule('10'))}<ul>{items}</ul>"
        f"<p>{_('Where they differ from the rules below, these house rules decide.')}</p>"
    )


SHORTCUTS: tuple[tuple[str, str], ...] = (
    (N_("F2"), N_("new game (asks first if a game is under way; a game given up counts as lost)")),
    (N_("F5"), N_("restart this deal")),
    (N_("F3"), N_("next game")),
    (N_("Ctrl+R"), N_("review the game just finished move by move (any game: double-click it in the score sheet)")),
    (N_("Ctrl+Z"), N_("undo")),
    (N_("Ctrl+Shift+Z"), N_("redo")),
    (N_("H"), N_("hint")),
    (N_("Ctrl+K"), N_("coach")),
    (N_("Ctrl+L"), N_("let the computer lead")),
    (N_("F11"), N_("full screen")),
    (N_("Ctrl+D"), N_("show or hide the side panel")),
    (N_("Ctrl+,"), N_("settings")),
    (N_("F1"), N_("these rules")),
    (N_("Ctrl+Q"), N_("quit")),
)
"""The window's shortcuts, as the rules page lists them: the keys as Qt writes them (``QKeySequence.PortableText``,
which a translation may spell as its keyboards do) and what they do."""

TABLE_KEYS: tuple[tuple[str, str], ...] = (
    (N_("Left / Right"), N_("move along your hand (or the table items)")),
    (N_("Up / Down"), N_("move between your hand and the table")),
    (N_("Space"), N_("select or deselect the card or item")),
    (N_("Enter"), N_("play the selected move, or the hint shown on the table; with nothing chosen it does nothing")),
    (N_("Escape"), N_("clear the selection")),
    (N_("L"), N_("show each player's last capture beside their pile (again: put them back)")),
    (N_("Space or a click"), N_("go on, when another player's move waits for you (pace: wait for my click)")),
)
"""The keys at the table, named in words (a translation names its own keys, and its buttons' Alt letters)."""


def _button_rows() -> tuple[tuple[str, str], ...]:
    """The buttons' Alt keys, read from their labels in the language in use, so the page and the buttons agree."""
    return (
        (button_keys(ADVANCED), _("the Capture, Build and Trail buttons")),
        (button_keys(CLEARANCE), _("in Clearance, the Take, Group and Drop buttons")),
    )


def _key_table(rows: tuple[tuple[str, str], ...], said: tuple[tuple[str, str], ...] = ()) -> str:
    """Keys and what they do; ``rows`` are marked for translation, ``said`` are already in the player's words."""
    cells = "".join(f"<tr><td><b>{escape(_(keys))}</b></td><td>{escape(_(what))}</td></tr>" for keys, what in rows)
    cells += "".join(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>" for keys, what in said)
    return f'<table cellspacing="0">{cells}</table>'


def controls_html() -> str:
    """How to play with the mouse and the keyboard, as HTML, in the player's language."""
    mouse = (
        _("<b>Capture or build:</b> drag a card from your hand onto the table cards or builds you want to use."),
        _("<b>Trail:</b> drag a card from your hand onto the empty felt."),
        _(
            "To use several table items, click them first to select them, then drag your card or "
            "<b>double-click</b> it to play it with the selected items."
        ),
        _(
            "The others' moves are played out on the table: the card travels, what it takes lights up, and the "
            "line under the table names the move. <b>Rest the pointer on a pile</b> (or click it) to see that "
            "player's last capture."
        ),
        _(
            "The <b>Capture</b>, <b>Build</b> and <b>Trail</b> buttons (in Clearance <b>Take</b>, <b>Group</b> "
            "and <b>Drop</b>) play the selected hand card with the selected table items. When a play could mean "
            "more than one move, you are asked which one."
        ),
    )
    return (
        f"\n<h2>{escape(_('Controls'))}</h2>\n<h3>{escape(_('Mouse'))}</h3>\n<ul>\n"
        + "".join(f"<li>{item}</li>\n" for item in mouse)
        + f"</ul>\n<h3>{escape(_('At the table'))}</h3>\n"
        + _key_table(TABLE_KEYS, _button_rows())
        + f"<h3>{escape(_('Shortcuts'))}</h3>"
        + _key_table(SHORTCUTS)
    )
