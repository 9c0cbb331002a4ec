"""A real Matrix homeserver for the online tests and the online benchmark: Synapse, on the loopback address.

The link (``cassino_desktop.net.matrix_link``) is only as good as what it does against a real server:
the server's own ordering, pagination, transaction ids and restarts are what it has to live with, so
the tests talk to Synapse itself rather than to a stand-in. Synapse lives in its own environment,
``.venv-synapse`` (``tools/ensure-synapse``), and runs as a process of its own, with SQLite, in a
temporary folder, on a free port of 127.0.0.1; users are registered with the shared secret
(``/_synapse/admin/v1/register``), as an operator would, so the server needs no open registration.
"""

from __future__ import annotations

import base64
import ctypes
import hashlib
import hmac
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENSURE_SYNAPSE = ROOT / "tools" / "ensure-synapse"
INSTALL_TIMEOUT = 900.0
"""Seconds the install of Synapse may take on a slow network (about 40 s on a good one)."""
START_TIMEOUT = 90.0
"""Seconds Synapse may take to answer after it is started (about 4 s on two cores, the first time)."""
SERVER_NAME = "localhost"
PR_SET_PDEATHSIG = 1

CONFIG = """\
server_name: "{server_name}"
pid_file: "{folder}/homeserver.pid"
listeners:
  - port: {port}
    bind_addresses: ["127.0.0.1"]
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
database:
  name: sqlite3
  args:
    database: "{folder}/homeserver.db"
log_config: "{folder}/log.yaml"
media_store_path: "{folder}/media"
signing_key_path: "{folder}/signing.key"
registration_shared_secret: "{secret}"
enable_registration: false
report_stats: false
trusted_key_servers: []
suppress_key_server_warning: true
enable_metrics: false
presence:
  enabled: false
url_preview_enabled: false
bcrypt_rounds: 4  # the fewest bcrypt takes: a login costs milliseconds, not a quarter of a second
# The tests and the benchmark send as fast as they can: no limit of the server's may slow them.
rc_message: {{per_second: 10000, burst_count: 10000}}
rc_registration: {{per_second: 10000, burst_count: 10000}}
rc_login:
  address: {{per_second: 10000, burst_count: 10000}}
  account: {{per_second: 10000, burst_count: 10000}}
  failed_attempts: {{per_second: 10000, burst_count: 10000}}
rc_joins:
  local: {{per_second: 10000, burst_count: 10000}}
  remote: {{per_second: 10000, burst_count: 10000}}
rc_invites:
  per_room: {{per_second: 10000, burst_count: 10000}}
  per_user: {{per_second: 10000, burst_count: 10000}}
  per_issuer: {{per_second: 10000, burst_count: 10000}}
rc_room_creation: {{per_second: 10000, burst_count: 10000}}
"""

LOG_CONFIG = """\
version: 1
formatters:
  plain: {{format: "%(asctime)s %(name)s %(levelname)s %(message)s"}}
handlers:
  file: {{class: logging.FileHandler, formatter: plain, filename: "{folder}/homeserver.log"}}
root: {{level: WARNING, handlers: [file]}}
disable_existing_loggers: false
"""


class HomeserverError(RuntimeError):
    """Synapse could not be installed, started or asked: the message says which, with the server's own words."""


def synapse_python(timeout: float = INSTALL_TIMEOUT) -> Path:
    """The python of ``.venv-synapse``, installing Synapse there first if it is not yet (``tools/ensure-synapse``)."""
    return finish_install(start_install(), timeout)


def start_install() -> subprocess.Popen[str]:
    """Start ``tools/ensure-synapse`` in the background, so the install overlaps other work; see ``finish_install``."""
    return subprocess.Popen(
        [str(ENSURE_SYNAPSE)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL
    )


def finish_install(install: subprocess.Popen[str], timeout: float = INSTALL_TIMEOUT) -> Path:
    """Wait for an install ``start_install`` began; the python it made, or ``HomeserverError`` in words."""
    try:
        out, err = install.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        install.kill()
        install.communicate()
        raise HomeserverError(f"installing Synapse took more than {timeout:.0f} s (tools/ensure-synapse)") from None
    if install.returncode != 0:
        raise HomeserverError(
            "Synapse, the Matrix homeserver the online tests run against, could not be installed into "
            f".venv-synapse (tools/ensure-synapse; it needs the package index):\n{err.strip()}"
        )
    return Path(out.strip().splitlines()[-1])


def free_port() -> int:
    """A TCP port of 127.0.0.1 nobody listens on now (the kernel's choice)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def signing_key() -> str:
    """A new ed25519 signing key in Synapse's file format, made here to spare Synapse a start of its own."""
    version = "a_" + secrets.token_hex(2)
    seed = base64.b64encode(secrets.token_bytes(32)).decode("ascii").rstrip("=")
    return f"ed25519 {version} {seed}\n"


def die_with_parent() -> None:
    """In the server's process before it starts: be ended when the thread that started it ends, so a test process
    that is killed leaves no server behind (Linux's ``PR_SET_PDEATHSIG``; elsewhere ``stop`` alone ends it)."""
    if sys.platform == "linux":
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


class Homeserver:
    """One Synapse in ``folder``, listening on ``port`` of 127.0.0.1 while started; ``stop`` and ``start`` again
    keep its database, as a server that went down and came back does. Start it from a thread that outlives it
    (the server ends with the thread that started it)."""

    def __init__(self, python: Path, folder: Path, port: int | None = None) -> None:
        self.python = python
        self.folder = folder
        self.port = port if port is not None else free_port()
        self.secret = secrets.token_hex(16)
        self.process: subprocess.Popen[bytes] | None = None
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "homeserver.yaml").write_text(
            CONFIG.format(server_name=SERVER_NAME, folder=folder, port=self.port, secret=self.secret), encoding="utf-8"
        )
        (folder / "log.yaml").write_text(LOG_CONFIG.format(folder=folder), encoding="utf-8")
        (folder / "signing.key").write_text(signing_key(), encoding="utf-8")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = START_TIMEOUT) -> float:
        """Start Synapse and wait until it answers; the seconds that took. ``HomeserverError`` if it never does."""
        began = time.monotonic()
        output = (self.folder / "process.log").open("ab")
        with output:
            self.process = subprocess.Popen(
                [str(self.python), "-m", "synapse.app.homeserver", "-c", str(self.folder / "homeserver.yaml")],
                cwd=self.folder,
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                preexec_fn=die_with_parent,
            )
        while time.monotonic() - began < timeout:
            if self.process.poll() is not None:
                raise HomeserverError(f"Synapse stopped as it started:\n{self.log_tail()}")
            if self.answers():
                return time.monotonic() - began
            time.sleep(0.05)
        self.stop()
        raise HomeserverError(f"Synapse did not answer within {timeout:.0f} s:\n{self.log_tail()}")

    def answers(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/_matrix/client/versions", timeout=2) as reply:
                return bool(reply.status == 200)
        except OSError:
            return False

    def stop(self) -> None:
        """Stop Synapse (politely, then not) and wait for it to be gone; nothing if it is not running."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=15)

    def log_tail(self, lines: int = 30) -> str:
        texts = []
        for name in ("process.log", "homeserver.log"):
            path = self.folder / name
            if path.is_file():
                texts.extend(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
        return "\n".join(texts)

    def register(self, name: str, password: str, admin: bool = False) -> str:
        """Register a user with the shared secret, as ``register_new_matrix_user`` does; their Matrix ID."""
        nonce = self._request("GET", "/_synapse/admin/v1/register")["nonce"]
        message = "\0".join([nonce, name, password, "admin" if admin else "notadmin"]).encode("utf-8")
        mac = hmac.new(self.secret.encode("utf-8"), message, hashlib.sha1).hexdigest()
        body = {"nonce": nonce, "username": name, "password": password, "admin": admin, "mac": mac}
        return str(self._request("POST", "/_synapse/admin/v1/register", body)["user_id"])

    def _request(self, method: str, path: str, body: dict[str, object] | None = None) -> dict[str, str]:
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as reply:
                answer: dict[str, str] = json.load(reply)
                return answer
        except urllib.error.HTTPError as error:
            raise HomeserverError(f"{method} {path}: {error.code} {error.read()[:500]!r}") from error


Account = tuple[str, str, str]
"""(user name, Matrix ID, password) of a user registered on the test server."""
