""" "How to play" texts: the rules of each variant and the controls, as HTML.

The rules follow the project's rule book (docs/RULES.md), and each heading
names its section there, the number a refused move quotes ("rule 4.4");
every difference between the variants is read from the ``Variant`` switches,
not from its name, so the text cannot drift from what the engine plays.
"""

from __future__ import annotations

from html import escape

from ..engine.house_rules import describe_house_rules, house_rules_title
from ..engine.variants import Grouping, Scoring, Variant

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


def _rule_numbers_note(example: str) -> str:
    """Tells the player what "(rule 4.4)" in a refused move's reason points to."""
    return (
        "<p class='rule'>The numbers beside the headings are the sections of the game's rule book; "
        f"when a move is refused, the reason names the rule it breaks, as in \u201c{example}\u201d.</p>"
    )


def _heading(title: str, rule: str) -> str:
    """A section heading with the rule book's number beside it, as refusals quote it."""
    return f"<h3>{escape(title)} <span class='rule'>{escape(rule)}</span></h3>"


def _values(variant: Variant) -> str:
    ace = "1 or 14, chosen each time it is used" if variant.ace_high else "1"
    if variant.numbered_faces:
        faces = "jacks 11, queens 12 and kings 13; they capture and build like any number"
    else:
        faces = "jacks, queens and kings are <b>face cards</b> with no number (see below)"
    return f"<p>Number cards count their value. Aces count {ace}; {faces}.</p>"


def _objective(variant: Variant) -> str:
    if variant.scoring is Scoring.CARDS:
        return (
            "<p>Capture more cards than the computer. Every card you take is worth one point; "
            "the player with <b>more cards</b> after the last round wins the game, and 26 to 26 is a draw. "
            "One game decides.</p>"
        )
    target = variant.match_target
    return (
        "<p>Capture cards that score points: the big and little cassino, the aces, "
        f"most cards and most spades, and sweeps. Games are played until a player has <b>{target}</b> "
        "points or more.</p>"
    )


def _deal() -> str:
    return (
        f"{_heading('The deal', 'rule 2')}"
        "<p>Each player gets 4 cards and, in the first round only, 4 cards are dealt face up to the "
        "table. When both hands are empty, each player gets 4 more from the stock (the table gets none), "
        "six rounds in all. The non-dealer plays first in every round.</p>"
    )


def _turn(variant: Variant) -> str:
    ace_example = ""
    if variant.ace_high:
        ace_example = (
            " An ace played as 14 could take the ace (as 1), the 3, the 4 and the 6 at once (1 + 3 + 4 + 6 = 14)."
        )
    faces_in_builds = "" if variant.numbered_faces else " Face cards are never part of a build."
    return (
        f"{_heading('Your turn', 'rule 4')}"
        "<p>Play exactly one card from your hand, in one of three ways.</p>"
        "<p><b>Capture.</b> <span class='rule'>rule 4.2</span> "
        "Take table cards whose values, in one or more groups, each add up to the "
        "value of the card you play. With a 7 and a table of A, 3, 4, 6 you may take 3 + 4, or A + 6, "
        f"or all four as two groups of 7.{ace_example} You choose which groups to take. "
        "A capture that clears the table is a <b>sweep</b>.</p>"
        "<p><b>Build.</b> <span class='rule'>rule 4.4</span> "
        "Add a card from your hand to one or more table items to make a pile of value V "
        "that you mean to capture later, with a card of value V <i>that you still hold</i>. "
        f"Builds go up to {variant.highest_build}.{faces_in_builds}</p>"
        "<ul>"
        "<li>A <b>single build</b> holds one group (A + 6 = 7). It counts like one card of its value: "
        "it can be captured together with other cards, and anyone can <i>raise</i> it (a 2 added to a "
        "build of 7 makes 9, if they hold a 9).</li>"
        "<li>A <b>multiple build</b> holds two or more groups of V (3 + 4 and A + 6 as a build of 7). "
        "Its value is fixed: it can be extended by more groups of V, never raised, and only a card of "
        "value V takes it.</li>"
        "<li>There is only one build of each value on the table: a new build of V must take in the "
        "build of V already there.</li>"
        "<li>Whoever last made or added to a build owns it, and the opponent may capture or take over "
        "your builds.</li>"
        "</ul>"
        "<p><b>Trail.</b> <span class='rule'>rule 4.1</span> "
        "Put the card face up on the table. You may not trail while you own a build.</p>"
    )


def _reserved() -> str:
    return (
        f"{_heading('The reserved card', 'rule 4.5')}"
        "<p>While you own a build, you must keep a card that can capture it: that card is reserved, "
        "and you may only play it to take the build (other groups of the same value may go with it). "
        "So every build is taken before the round ends.</p>"
    )


def _faces(variant: Variant) -> str:
    if variant.numbered_faces:
        return ""
    return (
        f"{_heading('Face cards', 'rule 4.3')}"
        "<p>Jacks, queens and kings are face cards: they are never summed and never built. "
        "A face card captures exactly <b>one</b> loose card of the same rank (a queen takes one queen, "
        "even if two lie on the table); otherwise it can only trail.</p>"
    )


def _end() -> str:
    return (
        f"{_heading('Last capture', 'rule 5')}"
        "<p>When the last card has been played, the cards left on the table go to the player who made "
        "the last capture (the dealer, if nobody captured). This is not a sweep, and neither is a capture "
        "on the very last play.</p>"
    )


def _scoring(variant: Variant) -> str:
    if variant.scoring is Scoring.CARDS:
        return (
            f"{_heading('Scoring', 'rule 5.1')}"
            "<p>One point for every card captured. Sweeps do not score. The player with more cards wins; "
            "a match is this <b>single game</b>.</p>"
        )
    rows = [
        ("Most cards (27 or more)", "3"),
        ("Most spades (7 or more)", "1"),
        ("Big cassino: 10 of diamonds", "2"),
        ("Little cassino: 2 of spades", "1"),
        ("Each ace", "1"),
    ]
    if variant.sweeps_score:
        rows.append(("Each sweep", "1"))
    if variant.spade_points:
        rows.append(("Jack of spades (Spade Cassino)", "2"))
        rows.append(("Every other spade (Spade Cassino)", "1"))
    table = "".join(f"<tr><td>{escape(what)}</td><td align='right'>{points}</td></tr>" for what, points in rows)
    sweeps = " plus sweeps" if variant.sweeps_score else ""
    target = variant.match_target
    return (
        f"{_heading('Scoring', 'rules 5.2 and 6')}"
        f"<table cellspacing='0'><tr><th>Captured</th><th align='right'>Points</th></tr>{table}</table>"
        f"<p>That is 11 points a game{sweeps}; at 26 cards each nobody scores for most cards. "
        f"Games are played until, at the end of a game, a player has <b>{target}</b> or more: "
        f"the match goes to the higher score, and if the scores are level another game is played. "
        "The first player alternates from game to game.</p>"
    )


CLEARANCE_HTML = """
<p>Two to four players, each for themselves. Capture the cards that score: aces, the
2&#9824; and the 10&#9830;, and most cards and most spades. One game decides.</p>
<p>Aces count 1, jacks 11, queens 12, kings 13.</p>
<h3>The deal <span class='rule'>rules 2 and 8</span></h3>
<p>Four cards to each player, and four face up to the table in the first round only.
When every hand is empty, four more each from the stock (6 rounds for two players,
4 for three, 3 for four). The player on the dealer's left starts every round.</p>
<h3>Groups <span class='rule'>rule 8</span></h3>
<p>A loose card is a group of its value. Groups of <b>equal value pair</b> into one group of that
value (two kings make a group of K); number groups <b>combine</b> into one group worth their sum,
at most 10 (a group of 4 with a 2 and a 3 makes 9). J, Q and K only pair. A paired group counts its
own value when it is combined further: two aces paired are a group of 1, and with a 4 and a 3 they
make 8.</p>
<h3>A turn <span class='rule'>rule 8</span></h3>
<ul>
<li><b>Take:</b> play a card and take exactly one group of its value, one that lies there or that
you form this turn by pairing and combining table cards.</li>
<li><b>Group</b> (build a group): place a card and form exactly one new group that contains it.</li>
<li><b>Drop:</b> lay the card face up on the table. Always allowed.</li>
</ul>
<p>Groups have no owner: anyone may take them or build on them, and nobody has to hold a card to take
their own group.</p>
<h3>End and scoring <span class='rule'>rule 8</span></h3>
<p>The cards left at the end go to the player who made the last take. Each ace 1, the 2&#9824; 2,
the 10&#9830; 2, most cards 1 and most spades 1; when the most is shared, every player sharing it
scores the point. No sweeps. The highest total wins.</p>
"""


def rules_html(variant: Variant) -> str:
    """A concise "How to play" for one variant, as HTML for a QTextBrowser."""
    if variant.grouping is Grouping.CLEARANCE:
        return f"{_STYLE}<h2>{escape(variant.title)}</h2>{CLEARANCE_HTML}{_rule_numbers_note('rule 8')}"
    return (
        f"{_STYLE}<h2>{escape(variant.title)} Cassino</h2>{_house_rules(variant)}"
        f"{_objective(variant)}{_values(variant)}{_deal()}{_turn(variant)}{_reserved()}"
        f"{_faces(variant)}{_end()}{_scoring(variant)}{_rule_numbers_note('rule 4.4')}"
    )


def _house_rules(variant: Variant) -> str:
    """The house rules in play, listed before the rule book's text, which they override."""
    lines = describe_house_rules(variant)
    if not lines:
        return ""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    title = house_rules_title(variant)
    name = f"{title} house rules" if title != "house rules" else "House rules"
    return (
        f"{_heading(f'{name} in play', 'rule 10')}<ul>{items}</ul>"
        "<p>Where they differ from the rules below, these house rules decide.</p>"
    )


SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("F2", "new game (asks first if a game is under way; a game given up counts as lost)"),
    ("F5", "restart this deal"),
    ("F3", "next game"),
    ("Ctrl+R", "review the game just finished move by move (any game: double-click it in the score sheet)"),
    ("Ctrl+Z", "undo"),
    ("Ctrl+Shift+Z", "redo"),
    ("H", "hint"),
    ("Ctrl+K", "coach"),
    ("Ctrl+L", "let the computer lead"),
    ("F11", "full screen"),
    ("Ctrl+D", "show or hide the side panel"),
    ("Ctrl+,", "settings"),
    ("F1", "these rules"),
    ("Ctrl+Q", "quit"),
)
"""The window's shortcuts, as the rules page lists them."""

TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("Left / Right", "move along your hand (or the table items)"),
    ("Up / Down", "move between your hand and the table"),
    ("Space", "select or deselect the card or item"),
    ("Enter", "play the selected move, or the hint shown on the table; with nothing chosen it does nothing"),
    ("Escape", "clear the selection"),
    ("Alt+C / Alt+B / Alt+T", "the Capture, Build and Trail buttons"),
    ("Alt+T / Alt+R / Alt+D", "in Clearance, the Take, Group and Drop buttons"),
)
"""The keys at the table."""


def _key_table(rows: tuple[tuple[str, str], ...]) -> str:
    cells = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>" for keys, what in rows)
    return f'<table cellspacing="0">{cells}</table>'


CONTROLS_HTML = (
    """
<h2>Controls</h2>
<h3>Mouse</h3>
<ul>
<li><b>Capture or build:</b> drag a card from your hand onto the table cards or builds you want to use.</li>
<li><b>Trail:</b> drag a card from your hand onto the empty felt.</li>
<li>To use several table items, click them first to select them, then drag your card or
<b>double-click</b> it to play it with the selected items.</li>
<li>The <b>Capture</b>, <b>Build</b> and <b>Trail</b> buttons (in Clearance <b>Take</b>, <b>Group</b>
and <b>Drop</b>) play the selected hand card with the selected table items. When a play could mean
more than one move, you are asked which one.</li>
</ul>
<h3>At the table</h3>
"""
    + _key_table(TABLE_KEYS)
    + "<h3>Shortcuts</h3>"
    + _key_table(SHORTCUTS)
)
"""How to play with the mouse and the keyboard, as HTML."""
