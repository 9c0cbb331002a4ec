"""A real Matrix homeserver for the online tests: one Synapse per test process that runs one of them (on a port of
its own), started when the first test asks for it and stopped at the end. The tests that need it come first in the
collection, together, so that under pytest-xdist one process usually runs them all and one Synapse is started.

Synapse is installed into ``.venv-synapse`` the first time (``tools/ensure-synapse``, about 40 s with the package
index at hand); the install is begun as soon as a test that needs the server is collected, so that it runs beside
the rest of the suite rather than before it. Without the package index it cannot be installed, and every online test
fails saying so: the transport is not tested against anything less than a real server.
"""

from __future__ import annotations

import contextlib
import itertools
import subprocess
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from homeserver import INSTALL_TIMEOUT, Account, Homeserver, HomeserverError, finish_install, start_install

_install: subprocess.Popen[str] | None = None


def needs_the_server(item: pytest.Item) -> bool:
    return "homeserver" in getattr(item, "fixturenames", ())


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Begin installing Synapse as soon as a test that needs it is collected, so the install runs beside the
    tests that come first rather than before them.

    And put the tests that need the server first, together: pytest-xdist's work-stealing hands each process a
    run of tests in this order and lends out only the end of a run, so they all fall to one process, and one
    Synapse is started rather than one in every process (each costs seconds of the processor's time).
    """
    global _install
    served = [item for item in items if needs_the_server(item)]
    if not served:
        return
    if _install is None:
        _install = start_install()
    items[:] = served + [item for item in items if not needs_the_server(item)]


def pytest_unconfigure(config: pytest.Config) -> None:
    """Let an install this process began finish (it holds a lock others may wait for) rather than orphan it."""
    if _install is not None and _install.poll() is None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            _install.communicate(timeout=INSTALL_TIMEOUT)


@pytest.fixture(scope="session")
def homeserver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Homeserver]:
    problem = None
    try:
        python = finish_install(_install if _install is not None else start_install())
        server = Homeserver(python, tmp_path_factory.mktemp("homeserver"))
        server.start()
    except HomeserverError as error:
        problem = str(error)
    if problem is not None:
        pytest.fail(problem, pytrace=False)  # outside the except: the message alone, no chain of tracebacks
    try:
        yield server
    finally:
        server.stop()


_numbers = itertools.count(1)


def new_name(role: str) -> str:
    """A user name no other test on this server has (Synapse's names: lower case, digits, dots)."""
    return f"{role}.{next(_numbers)}.{uuid.uuid4().hex[:6]}"


@pytest.fixture
def register(homeserver: Homeserver) -> Callable[[str], Account]:
    """Register a new user on the test server with the shared secret: ``register("alice")``."""

    def make(role: str) -> Account:
        name = new_name(role)
        password = f"pw-{uuid.uuid4().hex}"
        return name, homeserver.register(name, password), password

    return make


@pytest.fixture
def data_folder(tmp_path: Path) -> Path:
    return tmp_path / "data"
