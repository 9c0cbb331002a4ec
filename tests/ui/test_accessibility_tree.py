"""The table as a screen reader reads it: the real AT-SPI tree of the game, over D-Bus, from another process.

The game runs as a player starts it (``python -m cassino_desktop``) on a
virtual X screen (Xvfb), with a private D-Bus session and the accessibility
bus of at-spi2-core, all started here and all stopped here, whatever happens.
The test reads the tree as Orca would (with jeepney, a pure-Python D-Bus
client) and checks that the table view's children name the hand's and the
table's cards in words, and that no hidden card (the computer's hand, the
stock) is named anywhere in the window.

Without Xvfb, dbus-daemon, at-spi-bus-launcher or the X11 libraries of Qt's
xcb plugin the test is skipped and says what is missing, unless
``CASSINO_REQUIRE_ATSPI=1`` (CI sets it after installing them): then
anything missing is a failure.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest

from cassino_desktop.engine import Card, MatchPlay, item_cards, variant_named
from cassino_desktop.system_libraries import missing_libraries

REQUIRED = os.environ.get("CASSINO_REQUIRE_ATSPI") == "1"
SEED = 8
VARIANT = "advanced"
START_TIMEOUT = 20.0
"""Seconds each helper (the X server, a bus) has to come up."""
TABLE_TIMEOUT = 90.0
"""Seconds the game has to start, deal and show its table in the tree."""
CALL_TIMEOUT = 5.0
"""Seconds one D-Bus call may take."""
MARKER = "CASSINO_ATSPI_TEST_RUN"
"""An environment variable every process started here inherits, so none of them can be left behind."""
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
ROOT = Path(__file__).resolve().parents[2]

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King")
SUITS = ("clubs", "diamonds", "hearts", "spades")

T = TypeVar("T")


CONTROLS = (
    "push button", "toggle button", "check box", "radio button", "combo box", "menu item", "page tab",
    "spin button", "list", "table", "menu",
)  # fmt: skip
"""The roles of what a screen reader's user operates: each must have a name."""


def english_name(card: Card) -> str:
    """A card as the game names it to a screen reader in English: "Seven of hearts"."""
    return f"{RANKS[card.rank - 1]} of {SUITS[card.suit]}"


def _unavailable(reason: str) -> None:
    if REQUIRED:
        pytest.fail(f"{reason} (CASSINO_REQUIRE_ATSPI=1: the AT-SPI test must run here)")
    pytest.skip(reason)


def _launcher() -> str | None:
    found = shutil.which("at-spi-bus-launcher")
    return found or next((path for path in LAUNCHERS if os.access(path, os.X_OK)), None)


def _tools() -> dict[str, str]:
    """Xvfb, dbus-daemon and at-spi-bus-launcher by name, or a skip (a failure when required) naming the missing."""
    found = {
        "Xvfb": shutil.which("Xvfb"),
        "dbus-daemon": shutil.which("dbus-daemon"),
        "at-spi-bus-launcher": _launcher(),
    }
    missing = [name for name, path in found.items() if path is None]
    if missing:
        _unavailable(
            "the real accessibility tree needs " + ", ".join(missing) + " (apt-get install xvfb dbus at-spi2-core)"
        )
    libraries = missing_libraries("xcb")
    if libraries is not None:
        _unavailable("Qt's X11 (xcb) platform needs: apt-get install " + " ".join(libraries.debian))
    return {name: path for name, path in found.items() if path is not None}


# ---------------------------------------------------------------------- processes, always stopped


def _children_of() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        tree.setdefault(int(fields[1]), []).append(int(entry.name))
    return tree


def _marked(run: str) -> set[int]:
    """Our processes that carry this run's marker (a bus may have started them on request)."""
    needle = f"{MARKER}={run}".encode()
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if needle in (entry / "environ").read_bytes().split(b"\0"):
                    found.add(int(entry.name))
            except OSError:
                continue
    return found


@dataclass
class Processes:
    """Every process this test starts, and everything they start, stopped at the end by id."""

    env: dict[str, str]
    run: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.env[MARKER] = self.run

    def start(self, args: list[str], log: Path, **options: Any) -> subprocess.Popen[bytes]:
        """Start ``args`` in a session of its own, what it says on stderr (and stdout, unless piped) to ``log``."""
        with log.open("wb") as said:
            options.setdefault("stdout", said)
            process = subprocess.Popen(
                args, env=self.env, start_new_session=True, stdin=subprocess.DEVNULL, stderr=said, **options
            )
        self.started.append(process)
        return process

    def _ours(self) -> set[int]:
        tree = _children_of()
        ours: set[int] = set()
        todo = [p.pid for p in self.started if p.poll() is None] + sorted(_marked(self.run))
        while todo:
            pid = todo.pop()
            if pid not in ours and pid != os.getpid():
                ours.add(pid)
                todo.extend(tree.get(pid, []))
        return ours

    def stop_all(self) -> None:
        """SIGTERM to each, a few seconds' grace, then SIGKILL; last started first (the game before its buses)."""
        for sig, grace in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
            pids = self._ours()
            for pid in pids:
                with contextlib.suppress(OSError):
                    os.kill(pid, sig)
            deadline = time.monotonic() + grace
            while time.monotonic() < deadline:
                for process in self.started:
                    process.poll()
                if not self._ours():
                    break
                time.sleep(0.05)
        for process in self.started:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=1.0)
            if process.stdout is not None:
                process.stdout.close()


def _read_line(process: subprocess.Popen[bytes], what: str, timeout: float) -> str:
    """The first line ``process`` prints, within ``timeout`` seconds."""
    assert process.stdout is not None
    fd = process.stdout.fileno()
    data = b""
    deadline = time.monotonic() + timeout
    while b"\n" not in data:
        left = deadline - time.monotonic()
        if left <= 0 or (process.poll() is not None and not select.select([fd], [], [], 0)[0]):
            raise RuntimeError(f"{what} did not start (got {data!r})")
        ready, _, _ = select.select([fd], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(fd, 4096)
            if not chunk:
                raise RuntimeError(f"{what} closed its output (got {data!r})")
            data += chunk
    return data.split(b"\n", 1)[0].decode().strip()


def wait_for(what: str, attempt: Callable[[], T | None], timeout: float, every: float = 0.25) -> T:
    """``attempt()`` until it gives something (not None), at most ``timeout`` seconds; its last error is kept."""
    deadline = time.monotonic() + timeout
    problem: Exception | None = None
    while time.monotonic() < deadline:
        try:
            found = attempt()
        except (OSError, RuntimeError, ValueError, LookupError) as error:  # a bus or an object not there yet
            problem = error
        else:
            if found is not None:
                return found
        time.sleep(every)
    raise TimeoutError(f"{what}: not within {timeout:.0f} s" + (f" (last error: {problem!r})" if problem else ""))


# ---------------------------------------------------------------------- AT-SPI over D-Bus


@dataclass(frozen=True)
class Node:
    name: str
    description: str
    role: str
    children: tuple[tuple[str, str], ...]


class Atspi:
    """The accessibility bus, read as a screen reader reads it."""

    ACCESSIBLE = "org.a11y.atspi.Accessible"

    def __init__(self, session_address: str) -> None:
        from jeepney import DBusAddress, new_method_call
        from jeepney.io.blocking import open_dbus_connection

        self._address = DBusAddress
        self._call = new_method_call
        session = open_dbus_connection(session_address)
        try:
            bus = DBusAddress("/org/a11y/bus", "org.a11y.Bus", "org.a11y.Bus")
            reply = session.send_and_get_reply(new_method_call(bus, "GetAddress"), timeout=CALL_TIMEOUT)
        finally:
            session.close()
        self.connection = open_dbus_connection(str(reply.body[0]))

    def close(self) -> None:
        self.connection.close()

    def _send(
        self, bus_name: str, path: str, interface: str, method: str, signature: str = "", body: tuple[Any, ...] = ()
    ) -> Any:
        from jeepney import MessageType

        message = self._call(self._address(path, bus_name, interface), method, signature or None, body)
        reply = self.connection.send_and_get_reply(message, timeout=CALL_TIMEOUT)
        if reply.header.message_type == MessageType.error:
            raise RuntimeError(f"{method} on {path}: {reply.body}")
        return reply.body

    def _property(self, ref: tuple[str, str], name: str) -> Any:
        body = self._send(ref[0], ref[1], "org.freedesktop.DBus.Properties", "Get", "ss", (self.ACCESSIBLE, name))
        return body[0][1]

    def node(self, ref: tuple[str, str]) -> Node:
        children = self._send(ref[0], ref[1], self.ACCESSIBLE, "GetChildren")[0]
        return Node(
            self._property(ref, "Name"),
            self._property(ref, "Description"),
            self._send(ref[0], ref[1], self.ACCESSIBLE, "GetRoleName")[0],
            tuple((str(bus), str(path)) for bus, path in children),
        )

    def do_action(self, ref: tuple[str, str], index: int = 0) -> bool:
        """Do an object's action (a menu item's "Press"), as a screen reader's user may."""
        return bool(self._send(ref[0], ref[1], "org.a11y.atspi.Action", "DoAction", "i", (index,))[0])

    def applications(self) -> list[tuple[str, str]]:
        return list(self.node(("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")).children)

    def walk(self, root: tuple[str, str], limit: int = 5000) -> Iterator[tuple[tuple[str, str], Node]]:
        """Every node under ``root``, breadth first (at most ``limit``)."""
        todo, seen = [root], set()
        while todo and len(seen) < limit:
            ref = todo.pop(0)
            if ref in seen or ref[1] == "/org/a11y/atspi/null":
                continue
            seen.add(ref)
            node = self.node(ref)
            yield ref, node
            todo.extend(node.children)


# ---------------------------------------------------------------------- the fixture: a desktop of our own


@dataclass
class Desktop:
    processes: Processes
    env: dict[str, str]
    logs: Path


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[Desktop]:
    tools = _tools()
    try:
        import jeepney  # noqa: F401
    except ImportError:
        _unavailable("jeepney (the test extra) is not installed")
    home = tmp_path / "home"
    runtime = tmp_path / "runtime"
    for folder in (
        home,
        runtime,
        home / ".config",
        home / ".local" / "share",
        home / ".cache",
        home / ".local" / "state",
    ):
        folder.mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_RUNTIME_DIR": str(runtime),
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "LANGUAGE": "en",
    }
    processes = Processes(env)
    logs = tmp_path / "logs"
    logs.mkdir()
    try:
        xvfb = processes.start(
            [tools["Xvfb"], "-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp", "-noreset"],
            logs / "xvfb.log",
            stdout=subprocess.PIPE,
        )
        env["DISPLAY"] = ":" + _read_line(xvfb, "Xvfb", START_TIMEOUT)
        bus = processes.start(
            [tools["dbus-daemon"], "--session", "--nofork", "--nopidfile", "--print-address=1"],
            logs / "dbus.log",
            stdout=subprocess.PIPE,
        )
        env["DBUS_SESSION_BUS_ADDRESS"] = _read_line(bus, "dbus-daemon", START_TIMEOUT)
        processes.start(
            [tools["at-spi-bus-launcher"], "--launch-immediately", "--a11y=1"], logs / "at-spi-bus-launcher.log"
        )
        wait_for("the accessibility bus", lambda: Atspi(env["DBUS_SESSION_BUS_ADDRESS"]).close() or True, START_TIMEOUT)
        yield Desktop(processes, env, logs)
    finally:
        processes.stop_all()


# ---------------------------------------------------------------------- the test


def _table_view(atspi: Atspi) -> list[Node] | None:
    """The children of the game's table view, once the dealt hand is in them; None until then."""
    for app in atspi.applications():
        try:
            if atspi.node(app).name != "Cassino":
                continue
        except RuntimeError:
            continue
        for _ref, node in atspi.walk(app):
            if node.name == "Card table":
                children = [atspi.node(child) for child in node.children]
                if sum(child.description == "In your hand" for child in children) == 4:
                    return children
                return None
    return None


def test_the_screen_reader_reads_the_hand_and_the_table_in_words(desktop: Desktop) -> None:
    env = dict(desktop.env)
    env.update(
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        PYTHONPATH=str(ROOT),
        PYTHONDONTWRITEBYTECODE="1",
    )
    desktop.processes.env = env
    game_log = desktop.logs / "game.log"
    game = desktop.processes.start(
        [sys.executable, "-m", "cassino_desktop", "--seed", str(SEED), "--variant", VARIANT], game_log, cwd=str(ROOT)
    )
    atspi = Atspi(env["DBUS_SESSION_BUS_ADDRESS"])
    try:

        def table() -> list[Node] | None:
            if game.poll() is not None:
                raise AssertionError(f"the game exited ({game.returncode}): {game_log.read_text(errors='replace')}")
            return _table_view(atspi)

        try:
            children = wait_for("the table view's cards in the AT-SPI tree", table, TABLE_TIMEOUT, every=0.5)
        except TimeoutError as error:
            raise AssertionError(f"{error}\n--- the game said:\n{game_log.read_text(errors='replace')}") from None
        state = MatchPlay.new(variant_named(VARIANT), SEED, players=2).state
        print("\nThe table view's children, as AT-SPI gives them:")
        for child in children:
            print(f"  [{child.role}] {child.name} — {child.description}")

        hand = [child.name for child in children if child.description == "In your hand"]
        assert hand == [english_name(card) for card in state.hands[0]]
        on_table = [child.name for child in children if child.description.startswith("On the table")]
        assert on_table == [english_name(card) for item in state.table for card in item_cards(item)]  # loose at a deal
        assert "Computer: 4 cards in hand" in [child.name for child in children]
        assert f"Stock: {len(state.stock)} cards" in [child.name for child in children]

        app = next(ref for ref in atspi.applications() if atspi.node(ref).name == "Cassino")
        everything = list(atspi.walk(app))
        said = " | ".join(f"{node.name} {node.description}" for _ref, node in everything)
        hidden = [english_name(card) for card in (*state.hands[1], *state.stock)]
        assert [name for name in hidden if name in said] == []
        # Every control a screen reader's user can reach has a name to be read by (menus, buttons, tabs…).
        nameless = [(node.role, ref[1]) for ref, node in everything if node.role in CONTROLS and not node.name.strip()]
        assert nameless == []
        assert sum(node.role == "menu item" for _ref, node in everything) > 20

        # Quit as a screen reader user may, through the menu item's action: the game closes cleanly.
        quit_item = next(ref for ref, node in everything if node.role == "menu item" and node.name == "Quit")
        assert atspi.do_action(quit_item) is True
        assert game.wait(timeout=START_TIMEOUT) == 0
        assert "Traceback" not in game_log.read_text(errors="replace")
    finally:
        atspi.close()
