"""The online table's own thread: the link to the homeserver and the match, never on the window's thread.

Everything online waits on the network (a login, a long poll for a friend's move, a send) or on the sealed
deal's arithmetic (the shuffle takes seconds), so none of it may run where the window paints. ``OnlineWorker``
runs one asyncio loop in a ``QThread``; the window asks it for things with its methods, which only queue the
request on that loop, and hears back through signals, which Qt delivers on the window's thread. While a match
is followed, one task long-polls the room and hands on what changed; the player's move is made at once and sent
in order by the match itself.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, Signal

from ...engine import IllegalMove, Move, Variant
from ..i18n import translator

if TYPE_CHECKING:
    from ...net.matrix_link import AsyncMatrixLink
    from ...net.online_match import Change, OnlineMatch
    from ...net.seat_files import SeatFiles

_ = translator("online")

POLL_SECONDS = 25.0
"""How long one wait for a friend's move lasts before it is asked again (a long poll of the homeserver)."""
REQUEST_SECONDS = 20.0
"""The longest one request to the homeserver may take before it counts as unanswered."""
UNREACHABLE_SECONDS = 15.0
"""How long a request is tried again while the server cannot be reached, before the player is told: the table
itself keeps trying (``RETRY_SECONDS``), so a server restarting mid-game is ridden out all the same."""
RETRY_SECONDS = 5.0
"""How long the worker waits before trying the homeserver again after it could not be reached."""


@dataclass(frozen=True)
class TableEntry:
    """A line of the player's tables: an invitation to accept, or a table with a game to go on with."""

    room: str
    others: tuple[str, ...]
    """The other players in seat order (for an invitation: the friend who sent it)."""
    invitation: bool
    your_move: bool
    """Whether the last event at the table was another player's: at a table of two, it is then likely this player's
    turn; at a larger table, someone has moved since this player's last event."""

    @property
    def friend(self) -> str:
        """The first other player: the friend at a table of two, the inviter of an invitation."""
        return self.others[0]


@dataclass(frozen=True)
class Seated:
    """The player sits at a match: their seat there, every player in seat order, and the variant."""

    room: str
    seat: int
    players: tuple[str, ...]
    variant: Variant

    @property
    def others(self) -> tuple[tuple[int, str], ...]:
        """The other seats and their players' user ids, in seat order."""
        return tuple((seat, player) for seat, player in enumerate(self.players) if seat != self.seat)


class OnlineWorker(QObject):
    """Signs in, lists the tables, seats the player at one and follows it, all on its own thread."""

    signedIn = Signal(str)  # the player's Matrix ID
    signedOut = Signal()
    tablesRead = Signal(object)  # list[TableEntry]
    seated = Signal(object)  # Seated
    changed = Signal(object)  # list of the match's changes (net.online_match), in order
    dealCode = Signal(int, str)  # a game (from 0) and its deal code, once its sealed deck is made
    failed = Signal(str)  # something could not be done, in a sentence for the player
    moveRefused = Signal(str)  # the player's move was not taken by the table (it is theirs to play again), and why
    busy = Signal(str)  # what the worker is doing now, for the status line ('' when idle)

    def __init__(self, folder: Path, keyring: bool = True, parent: QObject | None = None) -> None:
        """``folder`` holds the account's token (if no keyring does) and the seat records of the player's games."""
        super().__init__(parent)
        self.folder = folder
        self._use_keyring = keyring
        self._thread = _LoopThread()
        self._thread.start()
        self._link: AsyncMatrixLink | None = None
        self._match: OnlineMatch | None = None
        self._follow: asyncio.Task[None] | None = None

    # ---------------------------------------------------------------- what the window asks (any thread)

    def sign_in(self, homeserver: str, user: str, password: str) -> None:
        self._submit(_("Signing in…"), lambda: self._sign_in(homeserver, user, password))

    def sign_in_as_before(self) -> None:
        """Sign in with the token kept from the last time, if there is one (else nothing is said)."""
        self._submit(_("Signing in…"), self._sign_in_as_before)

    def sign_out(self) -> None:
        self._submit(_("Signing out…"), self._sign_out)

    def read_tables(self) -> None:
        self._submit(_("Reading your tables…"), self._read_tables)

    def host(self, variant: Variant, friends: Sequence[str]) -> None:
        invited = tuple(friends)
        self._submit(
            _("Making the table and inviting {friend}…").format(friend=", ".join(invited)),
            lambda: self._host(variant, invited),
        )

    def join(self, room: str) -> None:
        self._submit(_("Sitting down at the table…"), lambda: self._join(room))

    def play(self, move: Move) -> None:
        self._submit("", lambda: self._play(move))

    def leave(self) -> None:
        """Stop following the table (the game waits in its room, to be taken up again)."""
        self._submit("", self._leave)

    def shutdown(self) -> None:
        """End the thread, closing the link; waits for it a few seconds at most."""
        if self._thread.loop is None:
            return
        with contextlib.suppress(RuntimeError):
            future = asyncio.run_coroutine_threadsafe(self._close(), self._thread.loop)
            with contextlib.suppress(Exception):
                future.result(timeout=5)
        self._thread.stop()

    # ---------------------------------------------------------------- on the worker's loop

    def _submit(self, doing: str, work: Callable[[], Awaitable[None]]) -> None:
        loop = self._thread.loop
        if loop is None:
            self.failed.emit(_("The online table has stopped: open Play online again."))
            return

        async def run() -> None:
            if doing:
                self.busy.emit(doing)
            try:
                await work()
            except Exception as err:  # every failure is said, none ends the thread
                self.failed.emit(_words(err))
            finally:
                if doing:
                    self.busy.emit("")

        asyncio.run_coroutine_threadsafe(run(), loop)

    def _new_link(self) -> AsyncMatrixLink:
        from ...net.credentials import CredentialStore, system_keyring
        from ...net.matrix_link import AsyncMatrixLink, Limits

        keyring = system_keyring() if self._use_keyring else None
        limits = Limits(request_timeout=REQUEST_SECONDS, retry_for=UNREACHABLE_SECONDS)
        return AsyncMatrixLink(limits, store=CredentialStore(self.folder, keyring))

    async def _sign_in(self, homeserver: str, user: str, password: str) -> None:
        link = self._new_link()
        await link.login(homeserver, user, password)
        await self._signed_in_with(link)

    async def _sign_in_as_before(self) -> None:
        link = self._new_link()
        credentials = link.store.load() if link.store is not None else None
        if credentials is None:
            self.signedOut.emit()
            return
        await link.restore(credentials)
        await self._signed_in_with(link)

    async def _signed_in_with(self, link: AsyncMatrixLink) -> None:
        """``link`` is the player's from now on: say who they are, and list their tables."""
        await self._replace_link(link)
        self.signedIn.emit(link.user_id)
        await self._read_tables()

    async def _sign_out(self) -> None:
        link = self._link
        await self._leave()
        await self._replace_link(None)
        if link is not None and link.store is not None:
            link.store.forget()
        self.signedOut.emit()

    async def _replace_link(self, link: AsyncMatrixLink | None) -> None:
        old, self._link = self._link, link
        if old is not None:
            await old.close()

    def _signed_in(self) -> AsyncMatrixLink:
        if self._link is None:
            raise _NotSignedIn
        return self._link

    async def _read_tables(self) -> None:
        link = self._signed_in()
        me = link.user_id
        entries = [
            TableEntry(invitation.room_id, (invitation.inviter,), invitation=True, your_move=False)
            for invitation in await link.pending_invitations()
        ]
        kept = {record.room for record in self._seat_files().listing().records}
        for table in await link.open_tables():
            if table.room_id not in kept and table.last_event is not None and table.last_event.sender == me:
                continue  # a table this computer has no seat record of: played elsewhere, or over
            others = tuple(player for player in table.players if player != me)
            last = table.last_event
            entries.append(
                TableEntry(table.room_id, others, invitation=False, your_move=last is not None and last.sender != me)
            )
        self.tablesRead.emit(entries)

    async def _host(self, variant: Variant, friends: tuple[str, ...]) -> None:
        from ...net.online_match import OnlineMatch

        link = self._signed_in()
        await self._leave()  # the table followed until now stops before another is made
        await self._sit(await OnlineMatch.host(link, self._seat_files(), variant, friends))

    async def _join(self, room: str) -> None:
        from ...net.online_match import OnlineMatch

        link = self._signed_in()
        await self._leave()  # stopped before the room is read again: its old sends cannot land after the reading
        await self._sit(await OnlineMatch.join(link, self._seat_files(), room))  # or resumed, if kept

    def _seat_files(self) -> SeatFiles:
        from ...net.seat_files import SEAT_FOLDER_NAME, SeatFiles

        return SeatFiles(self.folder / SEAT_FOLDER_NAME)

    async def _sit(self, match: OnlineMatch) -> None:
        self._match = match
        self.seated.emit(Seated(match.room, match.seat, match.seated, match.variant))
        self._hand_on(match)
        self._follow = asyncio.create_task(self._follow_table(match))

    async def _follow_table(self, match: OnlineMatch) -> None:
        """Wait for the friends' events and hand on what they change, until the table is left, stops, or its match
        is over with every event of this seat sent (a step that raises has not sent them all)."""
        from ...net.matrix_link import LinkError

        while self._match is match and match.fault is None:
            try:
                changes = await match.step(POLL_SECONDS)
            except LinkError as err:
                self.failed.emit(_words(err))
                await asyncio.sleep(RETRY_SECONDS)
                continue
            except Exception as err:  # said, never a silent end: the window would wait for ever
                self.failed.emit(_words(err))
                return
            if match.match_over:  # every event sent: the table leaves the player's list (its record is gone too)
                with contextlib.suppress(LinkError):
                    await match.link.leave(match.room)
            self._tell(match, changes)
            if match.match_over:
                return

    def _hand_on(self, match: OnlineMatch) -> None:
        """Tell the window what changed at once (the player's own move), without waiting for the room."""
        if self._match is match:
            self._tell(match, match.changes_now())

    def _tell(self, match: OnlineMatch, changes: list[Change]) -> None:
        """Hand ``changes`` to the window, and the game's deal code with them, unless the table was left meanwhile
        (what it did is no news for the window then)."""
        if self._match is not match or not changes:
            return
        code = match.deal_code()
        if code is not None:
            self.dealCode.emit(match.game_number, code)
        self.changed.emit(changes)

    async def _play(self, move: Move) -> None:
        match = self._match
        if match is None:
            self.moveRefused.emit(_words(_NotSeated()))
            return
        try:
            await match.play(move)
        except Exception as err:  # the move was not made: said, and the turn stays the player's
            if not match.table.moves() or match.table.moves()[-1].move != move:
                self.moveRefused.emit(_words(err))
                return
            self.failed.emit(_words(err))  # made, but not sent: the next step sends it
        self._hand_on(match)

    async def _leave(self) -> None:
        self._match = None
        follow, self._follow = self._follow, None
        if follow is not None:
            follow.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await follow

    async def _close(self) -> None:
        await self._leave()
        await self._replace_link(None)


class _NotSignedIn(Exception):
    pass


class _NotSeated(Exception):
    pass


def _words(err: BaseException) -> str:
    """What went wrong, in a sentence for the player."""
    from ...net.matrix_link import LinkError
    from ...net.online_match import MatchError
    from ...net.online_table import TableNotReady
    from ...net.seat_files import SeatRecordError

    if isinstance(err, _NotSignedIn):
        return _("Sign in first.")
    if isinstance(err, _NotSeated):
        return _("You are not at an online table.")
    if isinstance(err, LinkError | MatchError | SeatRecordError):
        return str(err)  # the link's and the match's errors are sentences a player can read
    if isinstance(err, TableNotReady):
        return _("The table cannot take your move now: {reason}.").format(reason=err)
    if isinstance(err, IllegalMove):
        return _("That move is not allowed: {reason}.").format(reason=err.sentence)
    if isinstance(err, ValueError):
        return _("The table could not be set: {reason}.").format(reason=err)
    return _("Something went wrong at the online table: {reason}.").format(reason=f"{type(err).__name__}: {err}")


class _LoopThread(QThread):
    """A thread running one asyncio loop until ``stop``."""

    def __init__(self) -> None:
        super().__init__()
        self.loop: asyncio.AbstractEventLoop | None = None

    def start(self, priority: Any = QThread.Priority.InheritPriority) -> None:
        self.loop = asyncio.new_event_loop()
        super().start(priority)

    def run(self) -> None:
        loop = self.loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        loop.run_forever()
        with contextlib.suppress(Exception):
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        loop.close()

    def stop(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(loop.stop)
        if not self.wait(5000):
            self.wait()  # a deck's arithmetic under way: waited for, since a thread destroyed running ends the app
        self.loop = None
