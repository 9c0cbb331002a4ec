"""The fair deal as the player sees it: the cut before a deal, and the proof after the game.

Before a fairly dealt game the player may cut (``CutDialog``: the game's
commitment is on screen before the cut is typed, so the game cannot have
chosen its secret to suit the cut). ``FairDealDialog`` shows a game's deal on
request: the commitment while the game is played, and once it is over the
secret, the salt and the check anyone can repeat with ``cassino-engine
verify``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine import GameState, MatchPlay, RevealedDeal, deal_problems, random_cut
from ..engine.fair_deal import LONGEST_CUT

SHORT_COMMITMENT = 16
"""Hexadecimal digits of a commitment the move log shows: enough to recognise it; the dialog shows it whole."""


def short_commitment(commitment: str) -> str:
    return f"{commitment[:SHORT_COMMITMENT]}…"


def deal_verdict(deal: RevealedDeal | None, seed: int, start: GameState) -> str:
    """One sentence on how a finished game was dealt, for the review and the move log."""
    if deal is None:
        return f"Dealt from seed {seed}, which the game chose: this deal carries no proof that it was not chosen."
    problems = deal_problems(deal, seed, start)
    if problems:
        return "NOT A FAIR DEAL: " + "; ".join(problems) + "."
    return (
        f"A fair deal: the secret and the salt revealed hash to the commitment {short_commitment(deal.commitment)} "
        f"shown before the deal, and with the cut {deal.cut!r} they give the seed {seed}, which deals exactly "
        "these cards."
    )


def deal_report(play: MatchPlay, game: int) -> str:
    """Everything known of game ``game``'s deal (from 0), for the Fair deal dialog: proof once the game is over."""
    match = play.match
    if not play.saveable:
        return "This game was set up by hand, from a position: no deal dealt it."
    commitment = play.commitment(game)
    if commitment is None:
        return (
            f"Game {game + 1} was dealt from the seed {match.game_seed(game)}, derived from the match's seed "
            f"{match.seed}.\n\nA match begun from a chosen seed, a saved match from before fair deals, or a daily "
            "deal is dealt so. Every new match is dealt fairly: the game seals a secret before each deal and you "
            "cut the deck."
        )
    revealed = play.revealed_deal(game)
    if revealed is None:
        return (
            f"Game {game + 1} was dealt fairly.\n\nBefore the deal the game sealed a secret and showed this "
            f"commitment (the SHA-256 hash of the secret and a random salt):\n{commitment}\n\nThe seed of the "
            "deal comes from the secret and your cut together, so neither side chose the cards. The secret and "
            "the salt are revealed when the game is over, for anyone to check."
        )
    seed = match.game_seed(game)
    return (
        f"Game {game + 1} was dealt fairly.\n\n"
        f"Commitment shown before the deal:\n{revealed.commitment}\n\n"
        f"Secret, revealed after the game:\n{revealed.secret}\n\n"
        f"Salt:\n{revealed.salt}\n\n"
        f"Your cut: {revealed.cut!r}\n\n"
        f"Seed of the deal: {seed}\n\n"
        f"{deal_verdict(revealed, seed, match.opening(game))}\n\n"
        "Anyone can check it again: copy the game as a line (Game menu) and run cassino-engine verify on it."
    )


class CutDialog(QDialog):
    """Before a fair deal: the game's commitment, and the player's cut (a random one offered)."""

    def __init__(self, commitment: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Cut the deck")
        layout = QVBoxLayout(self)
        intro = QLabel(
            "The game has sealed its secret for this deal. Its commitment, the hash that the secret will be "
            "checked against after the game:"
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        shown = QLabel(commitment)
        shown.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        shown.setWordWrap(True)
        layout.addWidget(shown)
        ask = QLabel("Now cut: type anything, or keep the random cut. The deal comes from the secret and your cut.")
        ask.setWordWrap(True)
        layout.addWidget(ask)
        self.cut_edit = QLineEdit(random_cut())
        self.cut_edit.setMaxLength(LONGEST_CUT)
        self.cut_edit.setAccessibleName("Your cut")
        self.cut_edit.selectAll()
        layout.addWidget(self.cut_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("&Deal")
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def cut(self) -> str:
        """The cut typed, or the random one offered when the field was left empty."""
        return self.cut_edit.text()[:LONGEST_CUT] or random_cut()


class FairDealDialog(QDialog):
    """A game's deal on request: the commitment during the game, the proof after it."""

    def __init__(self, report: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Fair deal")
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(report)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setAccessibleName("How this game was dealt")
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 420)
