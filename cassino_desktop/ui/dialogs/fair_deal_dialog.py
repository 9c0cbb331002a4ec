"""The fair deal as the player sees it: the cut before a deal, and the proof after the game.

Before a fairly dealt game the player may cut (``CutDialog``: the game's
commitment is on screen before the cut is typed, so the game cannot have
chosen its secret to suit the cut). ``FairDealDialog`` shows a game's deal on
request: the commitment while the game is played, and once it is over the
secret, the salt and the check anyone can repeat with ``cassino-engine
verify``; the daily deal's seed only once its game is over (its seal before).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine import GameState, MatchPlay, RevealedDeal, deal_problems, random_cut
from ...engine.daily_deal import seal_of
from ...engine.fair_deal import LONGEST_CUT
from ..i18n import translator
from ..plain_text import PlainLabel
from ..words import short_commitment

_ = translator("fair_deal_dialog")


def deal_verdict(deal: RevealedDeal | None, seed: int, start: GameState) -> str:
    """One sentence on how a finished game was dealt, for the move log: what the check found, and no more."""
    if deal is None:
        return _(
            "Dealt from seed {seed}, which the game chose: this deal carries no proof that it was not chosen."
        ).format(seed=seed)
    problems = deal_problems(deal, seed, start)
    if problems:
        return _("NOT A FAIR DEAL: {problems}.").format(problems="; ".join(problems))  # the engine's English
    return _(
        "The deal follows from its commitment and its cut: the secret and the salt revealed hash to the commitment "
        "{commitment}, and with the cut {cut} they give the seed {seed}, which deals exactly these cards."
    ).format(commitment=short_commitment(deal.commitment), cut=repr(deal.cut), seed=seed)


def deal_limits() -> str:
    """What a deal that passed the check is proven to be, and what no check can show: said after its verdict."""
    return _(
        "This proves that the cards were fixed by the commitment and the cut before any was dealt, and that none "
        "was changed after. It cannot show how the secret was chosen: whoever chose it knowing the cut could have "
        "tried secret after secret until the cards suited them, so the deal is fair only if the commitment was "
        "shown before someone else made the cut."
    )


def how_dealt(deal: RevealedDeal | None, seed: int, start: GameState) -> str:
    """How a finished game was dealt, for the review and the Fair deal dialog: the verdict, and what it proves."""
    verdict = deal_verdict(deal, seed, start)
    if deal is None or deal_problems(deal, seed, start):
        return verdict
    return f"{verdict} {deal_limits()}"


def deal_report(play: MatchPlay, game: int) -> str:
    """Everything known of game ``game``'s deal (from 0), for the Fair deal dialog: proof once the game is over."""
    match = play.match
    if not play.saveable:
        return _("This game was set up by hand, from a position: no deal dealt it.")
    number = game + 1
    commitment = play.commitment(game)
    day = match.daily
    if day is not None and not play.state.over:  # its seed would show the cards still hidden: sealed till the end
        return "\n\n".join(
            (
                _("This is the daily deal of {day}: the date alone decides its cards, the same for everyone.").format(
                    day=day.isoformat()
                ),
                _(
                    "Its seed is shown when the game is over. Until then the game line carries this seal of it (the "
                    "SHA-256 hash of the seed), which the seed shown after can be checked against:\n{seal}"
                ).format(seal=seal_of(match.game_seed(game))),
            )
        )
    if commitment is None:
        return "\n\n".join(
            (
                _("Game {number} was dealt from the seed {seed}, derived from the match's seed {match_seed}.").format(
                    number=number, seed=match.game_seed(game), match_seed=match.seed
                ),
                _(
                    "A match begun from a chosen seed, a saved match from before fair deals, or a daily deal is "
                    "dealt so. Every new match is dealt fairly: the game seals a secret before each deal and you "
                    "cut the deck."
                ),
            )
        )
    revealed = play.revealed_deal(game)
    if revealed is None:
        return "\n\n".join(
            (
                _("Game {number} was dealt fairly.").format(number=number),
                _(
                    "Before the deal the game sealed a secret and showed this commitment (the SHA-256 hash of the "
                    "secret and a random salt):\n{commitment}"
                ).format(commitment=commitment),
                _(
                    "The seed of the deal comes from the secret and your cut together, so neither side chose the "
                    "cards. The secret and the salt are revealed when the game is over, for anyone to check."
                ),
            )
        )
    seed = match.game_seed(game)
    return "\n\n".join(
        (
            _("Game {number} is over, and its deal is revealed.").format(number=number),
            _("Commitment shown before the deal:\n{commitment}").format(commitment=revealed.commitment),
            _("Secret, revealed after the game:\n{secret}").format(secret=revealed.secret),
            _("Salt:\n{salt}").format(salt=revealed.salt),
            _("Your cut: {cut}").format(cut=repr(revealed.cut)),
            _("Seed of the deal: {seed}").format(seed=seed),
            deal_verdict(revealed, seed, match.opening(game)),
            deal_limits(),
            _("Anyone can check it again: copy the game as a line (Game menu) and run cassino-engine verify on it."),
        )
    )


class CutDialog(QDialog):
    """Before a fair deal: the game's commitment, and the player's cut (a random one offered)."""

    def __init__(self, commitment: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Cut the deck"))
        layout = QVBoxLayout(self)
        intro = PlainLabel(
            _(
                "The game has sealed its secret for this deal. Its commitment, the hash that the secret will be "
                "checked against after the game:"
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        shown = PlainLabel(commitment)
        shown.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        shown.setWordWrap(True)
        layout.addWidget(shown)
        ask = PlainLabel(
            _("Now cut: type anything, or keep the random cut. The deal comes from the secret and your cut.")
        )
        ask.setWordWrap(True)
        layout.addWidget(ask)
        self.cut_edit = QLineEdit(random_cut())
        self.cut_edit.setMaxLength(LONGEST_CUT)
        self.cut_edit.setAccessibleName(_("Your cut"))
        self.cut_edit.selectAll()
        layout.addWidget(self.cut_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(_("&Deal"))
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def cut(self) -> str:
        """The cut typed, or the random one offered when the field was left empty."""
        return self.cut_edit.text()[:LONGEST_CUT] or random_cut()


class FairDealDialog(QDialog):
    """A game's deal on request: the commitment during the game, the proof after it."""

    def __init__(self, report: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Fair deal"))
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(report)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setAccessibleName(_("How this game was dealt"))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 420)
