"""The game's files on disk: the match in play (``match.json``) and the statistics (``statistics.json``).

Both live in one data folder that the caller names (the window uses the
application's data folder, ``ui.persistence.default_directory``), and both are
kept the same way, so that what the player has is never lost silently:

- a file is written whole or not at all: the bytes go to a temporary file in
  the same folder, which then replaces the old one in one rename, so a crash
  or a full disk leaves the previous file as it was;
- only a regular file (or a link to one) is read, opened without waiting and
  read up to a size limit, so a named pipe, a device or a folder in its place
  can neither hang the game nor fill its memory;
- a damaged file is never deleted: it is set aside as ``NAME.corrupt``
  (``NAME.corrupt.1``, ``.2``… when that is taken) and the game starts afresh;
- a file that is not ours to judge (not a regular file, or written by a newer
  version of the game) is left exactly as it is, and the store keeps its file
  beside it under a second name (``match-2.json``, ``statistics-2.json``),
  which a later start reads back while the first name is still taken;
- the statistics are changed under a lock (``statistics.lock``, an advisory
  lock the system frees when its holder dies): read afresh, changed, written
  back (``StatsStore.update``), so that two processes counting at once never
  lose a result; the saved match has one writer, the one running window
  (``ui/single_instance.py``);
- what a write cut short left behind (``.NAME.*.part``) is cleared at start
  (``clear_leftovers``);
- nothing here raises: every problem comes back as one sentence for the player.

The formats themselves are ``savegame`` and ``stats``; this module only
moves their text to and from the disk.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from .engine import MatchPlay
from .language import N_, translator
from .savegame import NewerSaveError, SavedMatch, SaveError, from_json, replay, to_json
from .stats import NewerStatsError, Statistics, StatsError

CORRUPT_SUFFIX = ".corrupt"
SAVE_FILE_NAME = "match.json"
SAVE_BESIDE_NAME = "match-2.json"
"""Where the match goes while ``match.json`` is a file to be left as it is."""
STATS_FILE_NAME = "statistics.json"
STATS_BESIDE_NAME = "statistics-2.json"
"""Where the statistics go while ``statistics.json`` is a file to be left as it is."""
MAX_STATS_BYTES = 1_000_000
"""A real statistics file is a few kilobytes; a bigger one is damaged and is not read into memory."""
MAX_SAVE_BYTES = 1_000_000
"""A real save is a few kilobytes even for a long match of four; a bigger one is damaged and is not read into memory."""
STATS_LOCK_NAME = "statistics.lock"
"""The file whose lock is held while the statistics are read, changed and written back (it holds nothing)."""
LOCK_WAIT = 5.0
"""Seconds to wait for another process to finish with the statistics: a change takes milliseconds."""
PART_SUFFIX = ".part"
_ = translator("storage")

NEWER_VERSION = N_("was written by a newer version of Cassino")

Listener = Callable[[str], None]
"""Told every sentence a store's ``save`` returns (the window shows them where they can be read whole)."""


# ------------------------------------------------------------------ files


def os_reason(error: OSError) -> str:
    """The system's words for an OSError ("Permission denied"), without the file name."""
    return (error.strerror or type(error).__name__).rstrip(".")


def sentence(text: str) -> str:
    """``text`` as one sentence: trimmed, with a capital and one full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def aside_path(path: Path) -> Path:
    """Where a damaged file goes: ``NAME.corrupt``, or ``NAME.corrupt.1``, ``.2``… if taken."""
    first = path.with_name(path.name + CORRUPT_SUFFIX)
    candidate = first
    number = 0
    while candidate.exists() or candidate.is_symlink():
        number += 1
        candidate = first.with_name(f"{first.name}.{number}")
    return candidate


def set_aside(path: Path) -> Path:
    """Rename a damaged file out of the way, keeping it; where it went. ``OSError`` if it cannot move."""
    aside = aside_path(path)
    os.replace(path, aside)
    return aside


def write_atomically(path: Path, data: bytes) -> str | None:
    """Write ``data`` to ``path`` whole or not at all; None on success, else the system's reason.

    The folder must exist. The file keeps the permissions of the one it
    replaces; on any failure the temporary file is removed and the previous
    file, if any, is left as it was.
    """
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=PART_SUFFIX, dir=path.parent)
    except OSError as error:
        return os_reason(error)
    try:
        with contextlib.suppress(OSError):
            os.fchmod(handle, stat.S_IMODE(path.stat().st_mode) if path.is_file() else 0o644)
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return os_reason(error)
    return None


def clear_leftovers(path: Path) -> None:
    """Remove the temporary files (``.NAME.*.part``) a write of ``path`` left when it was cut short.

    Only for a caller that no other writer of ``path`` can be busy beside: the
    lone window at start, or a holder of the file's lock.
    """
    with contextlib.suppress(OSError):
        for leftover in path.parent.glob(f".{path.name}.*{PART_SUFFIX}"):
            with contextlib.suppress(OSError):
                if leftover.is_file() and not leftover.is_symlink():
                    leftover.unlink()


if sys.platform == "win32":  # pragma: no cover - the tests run on POSIX systems
    import msvcrt

    def _try_lock(handle: int) -> bool:
        try:
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: int) -> None:
        os.lseek(handle, 0, os.SEEK_SET)
        msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: int) -> bool:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: int) -> None:
        fcntl.flock(handle, fcntl.LOCK_UN)


class LockTimeout(Exception):
    """Another process held the lock for longer than it was waited for."""


@contextlib.contextmanager
def held_lock(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the lock of the file ``path`` (made if missing) for the body: one holder at a time, across processes.

    The lock is the system's (``flock``, or ``msvcrt.locking`` on Windows), so
    a holder that dies frees it at once and no lock is ever left stale; two
    opens in one process exclude each other as two processes do. Waits up to
    ``wait`` seconds (``LOCK_WAIT``), then raises ``LockTimeout``; ``OSError``
    when the file cannot be opened.
    """
    handle = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
    try:
        deadline = time.monotonic() + (LOCK_WAIT if wait is None else wait)
        while not _try_lock(handle):
            if time.monotonic() >= deadline:
                raise LockTimeout(str(path))
            time.sleep(0.01)
        try:
            yield
        finally:
            _unlock(handle)
    finally:
        os.close(handle)


def _made_folder(directory: Path) -> str | None:
    """Make the data folder if it is missing; None when it is there, else why not (a reason, no stop)."""
    if directory.exists() and not directory.is_dir():
        return _("{directory} is a file, not a folder").format(directory=directory)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _("the folder {directory} could not be made: {reason}").format(
            directory=directory, reason=os_reason(error)
        )
    return None


def kind_of(mode: int) -> str:
    """What a file that is not a regular file is, in the player's words ("a named pipe")."""
    if stat.S_ISFIFO(mode):
        return _("a named pipe")
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    return _("a special file")


class NotRegularFile(Exception):
    """A name that leads to a pipe, a device, a folder or a socket: reading it could wait for ever or never end."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(f"{path} is not a regular file ({kind})")
        self.path = path
        self.kind = kind


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


def read_regular_file(path: Path, limit: int) -> bytes | None:
    """At most ``limit + 1`` bytes of ``path`` (more than ``limit`` means too large); None when there is no file.

    Only a regular file, or a link to one, is opened, and without waiting, so
    that a named pipe or a device in its place neither hangs the game nor
    fills its memory: those raise ``NotRegularFile``, before and after the
    opening (the name may change in between). Other failures raise ``OSError``.
    """
    try:
        found = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if not stat.S_ISREG(found.st_mode):
        raise NotRegularFile(path, kind_of(found.st_mode))
    try:
        handle = os.open(path, _READ_FLAGS)
    except (FileNotFoundError, NotADirectoryError):
        return None
    try:
        opened = os.fstat(handle)
        if not stat.S_ISREG(opened.st_mode):
            raise NotRegularFile(path, kind_of(opened.st_mode))
        return read_at_most(lambda size: os.read(handle, size), limit)
    finally:
        os.close(handle)


def read_at_most(read: Callable[[int], bytes], limit: int) -> bytes:
    """At most ``limit + 1`` bytes from ``read`` (more than ``limit`` means too large), in chunks, until it ends.

    The one bounded reading of everything the game and its command lines
    read, files and standard input alike: a stream that never ends (a
    device, a pipe fed for ever) costs ``limit`` bytes, not all the memory.
    """
    chunks: list[bytes] = []
    left = limit + 1
    while left > 0:
        chunk = read(min(left, 1 << 16))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _joined(notice: str | None, problem: str | None) -> str | None:
    """Two sentences about one store as one: the notice first, then the problem after a semicolon."""
    if notice is None or problem is None:
        return notice or problem
    return notice.rstrip(".") + "; " + problem[0].lower() + problem[1:]


class _Reading:
    """What choosing the file in use found: its bytes (None: no file), the notice, and a failure to read it."""

    def __init__(self, data: bytes | None = None, notice: str | None = None, error: OSError | None = None) -> None:
        self.data = data
        self.notice = notice
        self.error = error


class _KeptFile:
    """What both stores share: the file's two names, which one is in use, and who hears what a save says.

    The first name is used unless the file there is to be left as it is (not
    a regular file, or written by a newer version); then the second name,
    beside it, unless that one is to be left too, and then neither (nothing
    is written and the player is told once). When the first name is free and
    the second holds a file, the second is read and kept: it holds what was
    saved while the first was taken.
    """

    file_name = ""
    beside_name = ""
    limit = 0
    kept_beside_words = ""
    """The sentence when the file is left as it is and the second name used: {path}, {why}, {beside}."""
    both_left_words = ""
    """The sentence when both names are left as they are: {path}, {why}, {beside}, {why_beside}."""
    newer_error: type[Exception] = Exception
    """What reading ``data`` raises when a newer version wrote it."""

    def __init__(self, directory: Path) -> None:
        self._directory = Path(directory)
        self._in_use: Path | None = self.path
        self._checked = False  # the names are looked at once: at the first load, or the first save
        self.listeners: list[Listener] = []

    @property
    def directory(self) -> Path:
        return self._directory

    @property
    def path(self) -> Path:
        """The file under its usual name (it may not exist)."""
        return self._directory / self.file_name

    @property
    def beside_path(self) -> Path:
        """The second name, used while the usual one is a file to be left as it is."""
        return self._directory / self.beside_name

    @property
    def in_use(self) -> Path | None:
        """The file read and written now: ``path``, else ``beside_path``, or None when both are left as they are."""
        if not self._checked:
            self._choose()
        return self._in_use

    def _read(self, text: str) -> object:
        """The file's content read from ``text`` (its format's errors raised)."""
        raise NotImplementedError

    def _is_newer(self, data: bytes) -> bool:
        """Whether ``data`` is in a format newer than this version reads."""
        try:
            self._read(data.decode("utf-8-sig"))
        except self.newer_error:
            return True
        except Exception:  # damaged: loading says so; it is not a newer version's
            return False
        return False

    def _kept_beside(self, why: str) -> str:
        return _(self.kept_beside_words).format(path=self.path, why=why, beside=self.beside_name)

    def _both_left(self, why: str, why_beside: str) -> str:
        return _(self.both_left_words).format(path=self.path, why=why, beside=self.beside_name, why_beside=why_beside)

    def _look(self, path: Path) -> tuple[bytes | None, str | None]:
        """The bytes at ``path`` (None: no file), or why it is to be left as it is; ``OSError`` if unreadable."""
        try:
            data = read_regular_file(path, self.limit)
        except NotRegularFile as refusal:
            return None, _("is not a regular file ({kind})").format(kind=refusal.kind)
        if data is not None and len(data) <= self.limit and self._is_newer(data):
            return None, _(NEWER_VERSION)
        return data, None

    def _choose(self) -> _Reading:
        """Decide which name is in use and read what is there."""
        self._checked = True
        self._in_use = self.path
        try:
            data, why = self._look(self.path)
        except OSError as error:
            return _Reading(error=error)
        if why is None:
            if data is not None or not _is_regular(self.beside_path):
                return _Reading(data)
            self._in_use = self.beside_path  # saved there while the usual name was taken: carry on with it
            try:
                data, why_beside = self._look(self.beside_path)
            except OSError as error:
                return _Reading(error=error)
            return _Reading(data) if why_beside is None else _Reading()
        notice = self._kept_beside(why)
        self._in_use = self.beside_path
        try:
            data, why_beside = self._look(self.beside_path)
        except OSError as error:
            return _Reading(notice=notice, error=error)
        if why_beside is not None:
            self._in_use = None
            return _Reading(notice=self._both_left(why, why_beside))
        return _Reading(data, notice)

    def clear_leftovers(self) -> None:
        """Remove what a write cut short left beside either name (the caller is the only writer now)."""
        clear_leftovers(self.path)
        clear_leftovers(self.beside_path)

    def _first_look(self) -> str | None:
        """Before the first save of a store never loaded: which name to write, and the notice if any."""
        return None if self._checked else self._choose().notice

    def _told(self, message: str | None) -> str | None:
        """Hand a save's sentence to the listeners too (a window gone meanwhile is not a reason to stop)."""
        if message:
            for listener in list(self.listeners):
                with contextlib.suppress(RuntimeError):
                    listener(message)
        return message


# ------------------------------------------------------------------ the saved match


class SaveStore(_KeptFile):
    """The saved match of one player: ``save``, ``load`` and ``clear`` one file in the data folder."""

    file_name = SAVE_FILE_NAME
    beside_name = SAVE_BESIDE_NAME
    limit = MAX_SAVE_BYTES
    kept_beside_words = N_(
        "Your saved game {path} {why}, so it was left as it is and your games are saved beside it as {beside}."
    )
    both_left_words = N_(
        "Your saved game {path} {why} and {beside} beside it {why_beside}, "
        "so both were left as they are and your games are not saved this time."
    )
    newer_error = NewerSaveError

    def _read(self, text: str) -> object:
        return from_json(text)

    def save(self, saved: SavedMatch) -> str | None:
        """Write the save whole; None on success (or when not saving was said already), else one sentence."""
        notice = self._first_look()
        target = self._in_use
        if target is None:
            return self._told(notice)
        try:
            data = to_json(saved).encode("utf-8")
        except (TypeError, ValueError) as error:
            problem = _("The game could not be saved because it could not be written as JSON ({error})").format(
                error=error
            )
            return self._told(_joined(notice, sentence(problem)))
        folder_problem = _made_folder(self._directory)
        if folder_problem is not None:
            return self._told(
                _joined(
                    notice, sentence(_("The game could not be saved because {problem}").format(problem=folder_problem))
                )
            )
        reason = write_atomically(target, data)
        if reason is not None:
            return self._told(
                _joined(
                    notice,
                    sentence(_("The game could not be saved to {path}: {reason}").format(path=target, reason=reason)),
                )
            )
        return self._told(notice)

    def load(self) -> tuple[SavedMatch | None, str | None]:
        """The saved match, if there is one that can be replayed.

        Returns (None, None) when there is no save, (saved, None) for a good
        one, and (None, message) when the file could not be used: it has then
        been set aside, or left as it is, and the message says so in one sentence.
        """
        saved, _play, problem = self.load_match()
        return saved, problem

    def load_match(self) -> tuple[SavedMatch | None, MatchPlay | None, str | None]:
        """As ``load``, with the match the save was checked by replaying: ready to play on, never replayed again.

        A save kept beside a file left as it is comes back with the sentence
        that says so (the match itself can still be resumed).
        """
        reading = self._choose()
        notice = reading.notice
        if reading.error is not None:
            return (
                None,
                None,
                _joined(
                    notice,
                    self._set_aside(_("it could not be opened: {reason}").format(reason=os_reason(reading.error))),
                ),
            )
        if reading.data is None:
            return None, None, notice
        data = reading.data
        if len(data) > self.limit:
            return None, None, _joined(notice, self._set_aside(_("it is far too large")))
        try:
            text = data.decode("utf-8-sig")  # a byte-order mark from a hand edit is harmless
        except UnicodeDecodeError:
            return None, None, _joined(notice, self._set_aside(_("it is not text")))
        try:
            saved = from_json(text)
            play = replay(saved)
        except SaveError as error:
            return None, None, _joined(notice, self._set_aside(str(error)))
        except Exception as error:  # a save must never stop the game from starting
            return (
                None,
                None,
                _joined(
                    notice, self._set_aside(_("it could not be understood: {error}").format(error=type(error).__name__))
                ),
            )
        return saved, play, notice

    def clear(self) -> None:
        """Remove the save (when a match ends or is abandoned); a missing file is fine, a file left as it is stays."""
        # Nothing to tell the player if it fails: at worst the old match is offered again (and refused if unusable).
        target = self.in_use
        if target is not None and _is_regular(target):
            with contextlib.suppress(OSError):
                target.unlink()

    def _set_aside(self, reason: str) -> str:
        reason = reason.strip().rstrip(".")
        target = self._in_use if self._in_use is not None else self.path
        if target == self.path:
            unread = _("Your saved game could not be read ({reason}) or set aside, so a new game begins.")
            aside = _("Your saved game could not be read ({reason}), so it was set aside and a new game begins.")
        else:
            unread = _("The game saved as {name} could not be read ({reason}) or set aside, so a new game begins.")
            aside = _(
                "The game saved as {name} could not be read ({reason}), so it was set aside and a new game begins."
            )
        try:
            set_aside(target)
        except OSError:
            return unread.format(name=target.name, reason=reason)
        return aside.format(name=target.name, reason=reason)


# ------------------------------------------------------------------ the statistics


class StatsStore(_KeptFile):
    """The player's statistics: ``load`` and ``save`` one file in the data folder."""

    file_name = STATS_FILE_NAME
    beside_name = STATS_BESIDE_NAME
    limit = MAX_STATS_BYTES
    kept_beside_words = N_(
        "Your statistics file {path} {why}, so it was left as it is and your statistics are kept beside it in {beside}."
    )
    both_left_words = N_(
        "Your statistics file {path} {why} and {beside} beside it {why_beside}, "
        "so both were left as they are and your statistics are not saved this time."
    )
    newer_error = NewerStatsError

    def __init__(self, directory: Path) -> None:
        super().__init__(directory)
        self._unreadable = False
        self._last_read: str | None = None  # what the last load said: an update tells it once, not at every game

    @property
    def lock_path(self) -> Path:
        """The file locked while the statistics are read, changed and written back."""
        return self._directory / STATS_LOCK_NAME

    def _read(self, text: str) -> object:
        return Statistics.from_json(text)

    def load(self) -> tuple[Statistics, str | None]:
        """The saved statistics and None, or fresh ones and a sentence saying what went wrong.

        No file means no games yet: fresh statistics and no message. A damaged
        file is set aside so that nothing is lost and the next save starts
        afresh. A file that exists but cannot be read is left alone (it may be
        fine), and ``save`` then refuses to replace it.
        """
        statistics, problem = self._load()
        self._last_read = problem
        return statistics, problem

    def _load(self) -> tuple[Statistics, str | None]:
        self._unreadable = False
        reading = self._choose()
        notice = reading.notice
        path = self._in_use
        if reading.error is not None and path is not None:
            self._unreadable = True
            return Statistics(), _joined(
                notice,
                _(
                    "Your statistics could not be read from {path} ({reason}), so they will not be saved this time."
                ).format(path=path, reason=os_reason(reading.error)),
            )
        if reading.data is None:
            return Statistics(), notice
        data = reading.data
        try:
            if len(data) > self.limit:
                raise StatsError(_("the file is far too large"))
            try:
                text = data.decode("utf-8-sig")  # a byte-order mark from a hand edit is harmless
            except UnicodeDecodeError:
                raise StatsError(_("the file is not text")) from None
            return Statistics.from_json(text), notice
        except StatsError as error:
            return Statistics(), _joined(notice, self._set_aside(str(error)))

    def update(self, change: Callable[[Statistics], None]) -> tuple[Statistics | None, str | None]:
        """Change the statistics as they are on disk: read afresh, changed and written back, under their lock.

        Whatever another window or process counted meanwhile is kept, and this
        change too: two processes counting at once never lose a result. Returns
        the statistics as written (with the change), or None when they are not
        saved this time (unreadable, left as they are, locked too long: the
        caller keeps the change in memory), and the sentence of any problem,
        which the listeners are told too.
        """
        folder_problem = _made_folder(self._directory)
        if folder_problem is not None:
            problem = _("Your statistics could not be saved because {problem}").format(problem=folder_problem)
            return None, self._told(sentence(problem))
        try:
            with held_lock(self.lock_path):
                return self._changed(change)
        except LockTimeout:
            return None, self._told(
                _(
                    "Your statistics were not saved this time: another Cassino kept them busy for over %n second(s).",
                    n=round(LOCK_WAIT),
                )
            )
        except OSError as error:
            problem = _("Your statistics could not be locked in {folder} ({reason}), so they were not saved this time.")
            return None, self._told(problem.format(folder=self._directory, reason=os_reason(error)))

    def clear_leftovers(self) -> None:
        """Remove what a write cut short left beside the statistics, under their lock (another process's write in
        progress is no leftover); when another process holds the lock, they wait for the next change."""
        with contextlib.suppress(LockTimeout, OSError), held_lock(self.lock_path, wait=0.5):
            super().clear_leftovers()

    def _changed(self, change: Callable[[Statistics], None]) -> tuple[Statistics | None, str | None]:
        """``update`` once the lock is held: nobody else can be writing, so a write cut short left what remains."""
        _KeptFile.clear_leftovers(self)
        told_before = self._last_read
        stats, read = self.load()
        if read is not None and read != told_before:
            self._told(read)
        if self._unreadable or self._in_use is None:
            return None, read
        change(stats)
        return stats, _joined(read, self.save(stats))

    def save(self, stats: Statistics) -> str | None:
        """Write the statistics whole; None when saved (or when not saving was said already), else a sentence."""
        notice = self._first_look()
        path = self._in_use
        if path is None:
            return self._told(notice)
        if self._unreadable:
            return self._told(
                _("Your statistics were not saved, so as not to replace {path}, which could not be read.").format(
                    path=path
                )
            )
        try:
            self._directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            problem = _("Your statistics could not be saved in {folder} ({reason}).").format(
                folder=self._directory, reason=os_reason(error)
            )
            return self._told(_joined(notice, problem))
        reason = write_atomically(path, stats.to_json().encode("utf-8"))
        if reason is not None:
            return self._told(
                _joined(
                    notice,
                    _("Your statistics could not be saved to {path} ({reason}).").format(path=path, reason=reason),
                )
            )
        return self._told(notice)

    def _set_aside(self, reason: str) -> str:
        target = self._in_use if self._in_use is not None else self.path
        if target == self.path:
            stuck = _(
                "Your statistics file was damaged ({reason}) and could not be set aside ({why}), "
                "so your statistics start again from zero."
            )
            moved = _(
                "Your statistics file was damaged ({reason}), so it was set aside as {aside} "
                "and your statistics start again from zero."
            )
        else:
            stuck = _(
                "Your statistics file {name} was damaged ({reason}) and could not be set aside ({why}), "
                "so your statistics start again from zero."
            )
            moved = _(
                "Your statistics file {name} was damaged ({reason}), so it was set aside as {aside} "
                "and your statistics start again from zero."
            )
        try:
            aside = set_aside(target)
        except OSError as error:
            return stuck.format(name=target.name, reason=reason, why=os_reason(error))
        return moved.format(name=target.name, reason=reason, aside=aside)
