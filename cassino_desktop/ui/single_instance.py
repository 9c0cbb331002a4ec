"""One window for one player's files: a second start brings the running window forward and ends.

The saved match (``match.json``) and the daily deal's counted try belong to
one table. Two windows over the same files would each offer to resume the
same match, one from a move the other has already played past (a counted
daily deal tried again from an older move), and each would write its own
``match.json`` over the other's. So, as KPatience and most desktop games do,
the first start holds the data folder: a ``QLockFile`` (``cassino.lock``)
and a local socket named after the folder. A second start finds the lock
held, asks the running window over the socket to come forward, and ends; a
start with another data folder (another user) is a table of its own.

A lock whose process is gone (a crash, a kill, a power cut) is stale: the
next start takes it over at once. A window that holds the lock but does not
answer for some seconds (hung, or stopped) is not taken over, since it may
wake and write again, which is the very thing the lock prevents: the start
says which process holds the game and ends, losing nothing. The statistics
are locked on their own besides (``storage.StatsStore.update``: read,
changed and written back under their lock), so that even two processes
never lose a result.

Its strings are in the ``single_instance`` context of the translation files.
"""

from __future__ import annotations

import enum
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCryptographicHash, QLockFile, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .i18n import translator

_ = translator("single_instance")

LOCK_NAME = "cassino.lock"
"""The lock file in the data folder, held by the running window for as long as it runs."""
ANSWER_WAIT = 5.0
"""Seconds a second start waits for the running window to answer: a window at work answers in milliseconds."""
LISTEN_AFTER_MS = 500
"""When the running window starts answering: after the table's first paint, well within ``ANSWER_WAIT``."""
FORWARD = b"forward\n"
ANSWER = b"ok\n"


class Claim(enum.Enum):
    """What a start found: the folder was free (it runs), or a running window was asked forward, or it is mute."""

    RUN = "run"
    FORWARDED = "forwarded"
    UNANSWERED = "unanswered"


def server_name(folder: Path) -> str:
    """The local socket's name for the data ``folder``: one per folder, short enough for any system.

    Qt's SHA-256, not Python's: ``hashlib`` would load OpenSSL's library (``engine.digests``) before the first paint.
    """
    path = QByteArray(str(folder.absolute()).encode("utf-8"))
    digest = bytes(QCryptographicHash.hash(path, QCryptographicHash.Algorithm.Sha256).toHex().data()).decode("ascii")
    return f"cassino-{digest[:24]}"


class SingleInstance(QObject):
    """The data folder's one running window: ``claim`` at start, ``listen`` once the table is shown (a second
    start keeps asking for ``ANSWER_WAIT`` seconds, and Qt's network module is not needed for the first paint);
    ``forwardAsked`` when another start asks."""

    forwardAsked = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # held as long as the window runs: stale only when its process is gone
        self.server: QLocalServer | None = None

    def claim(self, wait: float = ANSWER_WAIT) -> Claim:
        """Hold the folder (``RUN``), or ask its running window forward (``FORWARDED``).

        Two starts at once both find the folder held or free in turn, so this
        tries again until the holder answers or ``wait`` seconds pass
        (``UNANSWERED``). A folder that cannot be locked at all (it cannot be
        made, or is not writable) is run without the lock: nothing can be
        saved there, so there is nothing to keep apart.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Claim.RUN
        deadline = time.monotonic() + wait
        while True:
            if self.lock.tryLock(0):
                return Claim.RUN
            if self.lock.error() != QLockFile.LockError.LockFailedError:
                return Claim.RUN
            left = deadline - time.monotonic()
            if self._ask_forward(left):
                return Claim.FORWARDED
            if time.monotonic() >= deadline:
                return Claim.UNANSWERED
            time.sleep(0.05)

    def holder(self) -> int:
        """The process id written in the lock by the window that holds it (0 when it cannot be read)."""
        info = self.lock.getLockInfo()  # (pid, host, application) in PySide6, or nothing when unreadable
        return int(info[0]) if isinstance(info, tuple) and info else 0

    def unanswered_words(self) -> str:
        """What the player reads when the running window does not answer."""
        return _(
            "Cassino is already open (process {pid}) but does not answer. Close it, or end that process, "
            "then start Cassino again: two windows would play over the same saved game."
        ).format(pid=self.holder())

    def release(self) -> None:
        """Stop listening and let the folder go (at the end of the run)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    # ------------------------------------------------------------------ the running window

    def listen(self) -> None:
        """Answer the starts that ask this window forward (once the folder is held)."""
        from PySide6.QtNetwork import QLocalServer

        if self.server is not None or not self.lock.isLocked():
            return
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)  # left by a window that died: the lock says none runs
            server.listen(self.name)
        server.newConnection.connect(self._answer_all)
        self.server = server

    def _answer_all(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda socket=socket: self._answer(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _answer(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == FORWARD:
            socket.write(ANSWER)
            socket.flush()
            self.forwardAsked.emit()
        socket.disconnectFromServer()

    # ------------------------------------------------------------------ a second start

    def _ask_forward(self, seconds: float) -> bool:
        """Ask the running window to come forward; True once it has answered."""
        from PySide6.QtNetwork import QLocalSocket

        milliseconds = max(1, int(seconds * 1000))
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        try:
            if not socket.waitForConnected(min(milliseconds, 1000)):
                return False
            socket.write(FORWARD)
            if not socket.waitForBytesWritten(milliseconds):
                return False
            deadline = time.monotonic() + seconds
            while not socket.canReadLine():
                left = int((deadline - time.monotonic()) * 1000)
                if left <= 0 or not socket.waitForReadyRead(left):
                    return False
            return bytes(socket.readLine().data()) == ANSWER
        finally:
            socket.abort()


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top, restored if minimised, and ask for the keyboard (the desktop may only flash it)."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
