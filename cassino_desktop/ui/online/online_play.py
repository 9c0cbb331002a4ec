"""An online match at the window's table: the friends' moves played out as the computer's are, the player's sent.

The table shows an online game as it shows any other: the session holds its position, the scene draws it and
the controller keeps the turn. What differs is where the moves come from. The match (``net.online_match``, in
the worker's thread) reports each change once this seat sees everything it may see after it, in positions
whose sealed cards are stand-ins; a friend's move is played onto the table from the position the match gives
(its stand-ins put where they now stand, which changes nothing on the screen: those cards are face down), and
the player's own move goes to the match first and comes back as a change, so the table never shows a card it
has not been opened.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from ...engine import GameState, Move, Variant
from ...seating import LONGEST_NAME, SEAT_WORDS, Seating
from ..i18n import N_, translator
from ..plain_text import PlainMessageBox
from ..words import listed
from .worker import OnlineWorker, Seated

if TYPE_CHECKING:
    from ...net.online_match import Dealt, Faulted, GameVerified
    from ..table_controller import TableController

_ = translator("online")


@dataclass(frozen=True)
class DealtWords:
    """What Fair deal says of an online game's deal: how it was dealt, its code, and whether it is checked yet."""

    dealt: str
    code: str
    checked: str
    to_check: str


DEALT_WORDS_OF_TWO = DealtWords(
    N_(
        "This game was dealt from a deck that you and {name} both shuffled and locked, each blind to the "
        "other's shuffle: neither of you, nor the server, could choose the cards or see the other's hand."
    ),
    N_(
        "Deal code: {code}. Read it to {name} some other way than through the server (by voice, say): "
        "the same code on both screens means that you share one deal, with no one between you."
    ),
    N_("Checked: both secrets give this deal and every move that was played in it."),
    N_("When the game ends, both secrets are revealed and every card and move is checked."),
)
DEALT_WORDS_OF_MANY = DealtWords(
    N_(
        "This game was dealt from a deck that you, {names} each shuffled and locked, each blind to the "
        "others' shuffles: none of you, nor the server, could choose the cards or see another's hand."
    ),
    N_(
        "Deal code: {code}. Read it to {names} some other way than through the server (by voice, say): "
        "the same code on every screen means that you all share one deal, with no one between you."
    ),
    N_("Checked: every player's secret gives this deal and every move that was played in it."),
    N_("When the game ends, every secret is revealed and every card and move is checked."),
)


@dataclass(frozen=True)
class VerifiedGame:
    """A game of the online match whose deal and moves every seat has checked: its true opening and moves."""

    opening: GameState
    moves: tuple[Move, ...]


class OnlinePlay(QObject):
    """The window's side of the online table: seats the player, plays the changes onto the table, sends moves."""

    statusChanged = Signal(str)  # what the online table is doing, for the dialog and the status line

    def __init__(self, controller: TableController, folder: Path, keyring: bool = True) -> None:
        super().__init__(controller)
        self._controller = controller
        self.worker = OnlineWorker(folder, keyring, self)
        self.seated: Seated | None = None
        self.user = ""
        self.verified: dict[int, VerifiedGame] = {}
        self.match_over = False
        """The online match is over and checked (its table is no longer among the player's)."""
        self.fault_box: QMessageBox | None = None
        """The message saying why the table stopped, while it is open."""
        self.deal_codes: dict[int, str] = {}
        """Each game's deal code (from 0), for the players to compare another way than through the server."""
        self._pending: deque[object] = deque()
        self._next_deal: GameState | None = None
        self._wants_next = False
        self._shown_game = -1
        self._asked = False
        """A seat at a table was asked for and not yet given: only then is the player seated when it comes."""
        self.worker.signedIn.connect(self._signed_in)
        self.worker.signedOut.connect(self._signed_out)
        self.worker.seated.connect(self._sit)
        self.worker.changed.connect(self._take)
        self.worker.failed.connect(self._failed)
        self.worker.dealCode.connect(self.deal_codes.__setitem__)
        self.worker.moveRefused.connect(self._move_refused)
        self._doing = ""
        self._status = ""
        self.worker.busy.connect(self._busy)
        controller.scene.cardsAtRest.connect(self._play_on)
        controller.session.gameStarted.connect(self._game_started)
        controller.session.online_mover = self._send

    def shutdown(self) -> None:
        self.worker.shutdown()

    def _signed_in(self, user: str) -> None:
        self.user = user

    def _signed_out(self) -> None:
        self.user = ""
        self._asked = False
        if self.seated is not None and self._controller.session.online and self._shown_game >= 0:
            self._stop(_("Signed out: the online game waits at its table until you sign in and take it up."))
        self.seated = None

    def _stop(self, words: str) -> None:
        """The table is not played here any more: say so, and take no more moves."""
        controller = self._controller
        controller.session.table_stopped = True
        controller.scene.set_input_enabled(False)
        controller.show_prompt(lambda: words)
        controller.say(words, 10_000)

    def _say_status(self, words: str) -> None:
        self._status = words
        self.statusChanged.emit(words)

    def _busy(self, doing: str) -> None:
        """What the worker is doing; once it is done those words go, but a failure it reported meanwhile stays."""
        if doing:
            self._doing = doing
            self._say_status(doing)
        elif self._status == self._doing:
            self._say_status("")

    def _failed(self, words: str) -> None:
        self._say_status(words)
        self._controller.say(words, 10_000)

    def _move_refused(self, words: str) -> None:
        """The table did not take the player's move: it is theirs to make again."""
        controller = self._controller
        controller.say(words, 10_000)
        move, controller.session.move_sent = controller.session.move_sent, None
        if move is not None:
            controller.scene.return_card(move.card)
        controller.scene.set_input_enabled(controller.my_turn)
        controller.changed.emit()

    # ---------------------------------------------------------------- sitting down and leaving

    def host(self, variant: Variant, friends: str | Sequence[str]) -> None:
        """Make a table and invite ``friends`` (one to three, who sit in this order after the player); the player sits
        at it when it is made (``_sit``)."""
        self._asked = True
        self.worker.host(variant, [friends] if isinstance(friends, str) else friends)

    def join(self, room: str) -> None:
        """Sit at the table ``room`` (accepted, or taken up again)."""
        self._asked = True
        self.worker.join(room)

    def _sit(self, seated: Seated) -> None:
        controller = self._controller
        if not self._asked:  # asked for, then a game of this screen was chosen meanwhile: that one stays
            self.worker.leave()
            return
        self._asked = False
        controller.new_games.leave_for_online()
        self.seated = seated
        self.match_over = False
        self.verified = {}
        self.deal_codes.clear()
        self._pending.clear()
        self._next_deal = None
        self._wants_next = False
        self._shown_game = -1
        controller.scene.set_input_enabled(False)
        name = listed(self.names_of_others())
        controller.show_prompt(lambda: _("Shuffling the sealed deck with {name}…").format(name=name))
        controller.logCleared.emit()
        friends = listed([player for _seat, player in seated.others])
        controller.logged.emit(
            _("Online table with {friend}: {variant}.").format(friend=friends, variant=seated.variant.title)
        )

    def names_of_others(self) -> tuple[str, ...]:
        """What the table calls the other players, in seat order."""
        seated = self.seated
        if seated is None:
            return ()
        names = friend_names(seated.players)
        return tuple(names[seat] for seat, _player in seated.others)

    def name_of(self, seat: int) -> str:
        """What the table calls the player at ``seat``: "your program" for this seat's own."""
        seated = self.seated
        if seated is None or seat == seated.seat or not 0 <= seat < len(seated.players):
            return _("your program")
        return friend_names(seated.players)[seat]

    def _game_started(self) -> None:
        """A game the player chose at this screen has replaced the online one: stop following its table."""
        if not self._controller.session.online:
            self._asked = False  # a seat still on its way is not wanted any more
        if self.seated is not None and not self._controller.session.online:
            self.seated = None
            self._pending.clear()
            self.worker.leave()
            self._controller.say(_("The online game waits at its table: Game ▸ Play online takes it up again."), 10_000)

    # ---------------------------------------------------------------- the match's changes, onto the table

    def _take(self, changes: list[object]) -> None:
        if self.seated is None:
            return
        if self._shown_game < 0:
            changes = self._catch_up(changes)
        self._pending.extend(changes)
        self._play_on()

    def _catch_up(self, changes: list[object]) -> list[object]:
        """Sit down where the table stands: the first changes after a resume hold the whole match so far, so the
        latest game goes on the table as it is now (the earlier ones on the score sheet), not move by move. The
        changes still to play come back (none but a fault or the match's end)."""
        from ...net.online_match import Dealt, GameVerified, Moved

        deals = [change for change in changes if isinstance(change, Dealt)]
        if not deals:
            return changes
        game = deals[-1].game
        for change in changes:
            if isinstance(change, GameVerified):
                self._verified(change)
        moved = [change for change in changes if isinstance(change, Moved) and change.game == game]
        results = [change.result for change in changes if isinstance(change, GameVerified) and change.game < game]
        seated = self.seated
        assert seated is not None
        controller = self._controller
        session = controller.session
        self._shown_game = game
        now = moved[-1].after if moved else deals[-1].world
        if now.over:  # the game on the table is over: its result is the match's as well (its piles are all seen)
            results.append(now.result())
        session.start_online(now, Seating.online(seated.seat, self.names_of_others()), earlier=results)
        controller.score_model.set_variant(session.played_variant, session.score_names)
        controller.start_game(deal=not moved)
        if moved:
            controller.logged.emit(
                _("Game {number} goes on at move {moves}.").format(number=game + 1, moves=len(moved) + 1)
            )
        kinds = (Dealt, Moved, GameVerified)
        return [change for change in changes if not isinstance(change, kinds)]

    def _play_on(self) -> None:
        """Play the changes that have come onto the table, each once the last has come to rest."""
        from ...net.online_match import Dealt, Faulted, GameVerified, MatchOver, Moved

        controller = self._controller
        while self._pending and self.seated is not None:
            change = self._pending[0]
            if isinstance(change, Moved) and (
                controller.scene.animating or self._shown_game < 0 or controller.session.state.over
            ):
                return  # a move is played once the cards are at rest, and the game it belongs to is on the table
            self._pending.popleft()
            if isinstance(change, Dealt):
                self._deal(change)
            elif isinstance(change, Moved):
                self._move(change.seat, change.move, change.before)
            elif isinstance(change, GameVerified):
                self._verified(change)
            elif isinstance(change, MatchOver):
                self.match_over = True
                controller.logged.emit(_("The online match is over; every game's deal was checked."))
            elif isinstance(change, Faulted):
                self._fault(change)

    def _deal(self, dealt: Dealt) -> None:
        if self._shown_game < 0:
            self._catch_up([dealt])
            return
        self._next_deal = dealt.world
        if self._wants_next:
            self.next_game()

    def next_game(self) -> None:
        """Put the match's next game on the table (F3, the game-over dialog), or wait for its deal."""
        controller = self._controller
        world = self._next_deal
        if world is None:
            self._wants_next = True
            controller.show_prompt(lambda: _("Shuffling the next game's sealed deck…"))
            return
        self._next_deal = None
        self._wants_next = False
        self._shown_game += 1
        controller.session.next_online_game(world)
        controller.start_game(deal=True)
        self._play_on()

    def _move(self, seat: int, move: Move, before: GameState) -> None:
        controller = self._controller
        session = controller.session
        seated = self.seated
        assert seated is not None
        controller.scene.restand(before)
        session.apply_online(move, before, seated.seat)
        now = session.state
        if seat == seated.seat or controller.window.isActiveWindow():
            return
        if now.over or now.to_move == seated.seat:  # the task bar says so: the game is over, or the player's turn
            QApplication.alert(controller.window)
        if not now.over and now.to_move == seated.seat:
            controller.say(_("{name} has moved: your turn.").format(name=self.name_of(seat)), 10_000)

    def _send(self, move: Move) -> None:
        """The player's move goes to the table first; it is played here when the match reports it."""
        controller = self._controller
        controller.scene.set_input_enabled(False)
        controller.show_prompt(lambda: _("Sending your move…"))
        controller.changed.emit()  # the hint and the move buttons wait too
        self.worker.play(move)

    def _verified(self, change: GameVerified) -> None:
        opening = change.true_states()[0]
        self.verified[change.game] = VerifiedGame(opening, tuple(played.move for played in change.moves))
        if change.players == 2:
            words = _("Game {number}'s deal is checked: every card and every move, against both players' secrets.")
        else:
            words = _("Game {number}'s deal is checked: every card and every move, against every player's secret.")
        self._controller.logged.emit(words.format(number=change.game + 1))

    def deal_words(self) -> str:
        """How the online game on the table was dealt, for Game ▸ Fair deal: what the sealed deck proves."""
        seated = self.seated
        if seated is None:
            return ""
        others = self.names_of_others()
        words = DEALT_WORDS_OF_MANY if len(seated.players) > 2 else DEALT_WORDS_OF_TWO
        names = {"name": others[0], "names": listed(others)}
        game = self._shown_game
        parts = [_(words.dealt).format(**names)]
        code = self.deal_codes.get(game)
        if code:
            parts.append(_(words.code).format(code=code, **names))
        parts.append(_(words.checked if game in self.verified else words.to_check))
        return "\n\n".join(parts)

    def _fault(self, change: Faulted) -> None:
        controller = self._controller
        seated = self.seated
        assert seated is not None
        fault = change.fault
        name = self.name_of(fault.seat)
        words = _(FAULT_WORDS[fault.kind.value]).format(name=name)
        controller.logged.emit(_("The online game stopped: {why} ({detail})").format(why=words, detail=fault.words))
        if self._shown_game >= 0:  # an online game is on the table (else the game there is this screen's own)
            self._stop(_("The online game stopped. Start a new game (F2)."))
        text = _("The online game stopped: {why}").format(why=words) + "\n\n" + fault.words
        box = PlainMessageBox(
            QMessageBox.Icon.Warning, _("Cassino"), text, QMessageBox.StandardButton.Ok, controller.window
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # said at once, without holding the window until it is read
        self.fault_box = box


FAULT_WORDS = {
    "malformed": N_("{name} sent something that is no part of the game."),
    "chain": N_("an event of {name}'s was repeated, lost, reordered or changed on its way."),
    "terms": N_("{name} sat down at a table set otherwise (another variant or other house rules)."),
    "unexpected": N_("{name} sent an event out of its place (a move out of turn, or before the keys it owed)."),
    "deck": N_("{name} shuffled the sealed deck as no honest program could."),
    "key": N_("{name} sent a key that opens no card it may show."),
    "card": N_("{name} played a card that was not in their hand."),
    "illegal": N_("{name} made a move the rules do not allow."),
    "reveal": N_("{name}'s secret at the end does not give the deal that was played: the deal was not honest."),
}
"""What each kind of fault (``net.online_table.FaultKind``) says, naming who broke the protocol."""


def friend_names(user_ids: Sequence[str]) -> tuple[str, ...]:
    """What the table calls each player (``friend_name``), told apart: two "ann"s of two servers are "ann:a.org" and
    "ann:b.org", and any still alike are numbered."""
    names = [friend_name(user_id) for user_id in user_ids]
    folded = [name.casefold() for name in names]
    for index, user_id in enumerate(user_ids):
        if folded.count(folded[index]) > 1:
            names[index] = friend_name(user_id, whole=True)
    folded = [name.casefold() for name in names]
    for index, name in enumerate(list(names)):
        alike = [k for k, other in enumerate(folded) if other == folded[index]]
        if alike[0] != index:
            names[index] = f"{name[: LONGEST_NAME - 3].rstrip()} {alike.index(index) + 1}"
    return tuple(names)


def friend_name(user_id: str, *, whole: bool = False) -> str:
    """What the table calls a friend: the name part of their Matrix ID ("@ann:example.org" is "ann"), or with
    ``whole`` the ID without its "@" ("ann:example.org"), to tell two of one name apart."""
    local = user_id[1:] if user_id.startswith("@") else user_id
    if not whole:
        local = local.split(":", 1)[0]
    name = "".join(ch for ch in local if ch.isprintable())[:LONGEST_NAME].strip()
    if not name or name.casefold() in SEAT_WORDS:  # "@north": no chair's name
        name = f"@{name}"[:LONGEST_NAME]
    return name
