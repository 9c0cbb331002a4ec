"""The engine's busiest modules compiled to C, used in place of their source while it is the source compiled.

The players' searches and the self-play checks spend their time listing
moves and playing them; compiled (mypyc, from the very same typed source)
those modules run about twice as fast. Compiling is optional:
``tools/build_native_engine.py`` makes them (``./run-tests`` has it run
where a C compiler and Python's headers are found), into ``native/`` beside
this file, with the checksum of each source it compiled. At import the
engine uses that folder only if every checksum still matches the source
beside it (a module edited since runs as Python until built again), the
build is for this Python and ``CASSINO_PURE_ENGINE`` is not set; otherwise
the same modules run as Python, with the same answers. The one-file app
carries the build that was current when it was packaged, if there was one.
"""

from __future__ import annotations

import importlib
import os
import sys
import zlib
from collections.abc import MutableSequence
from pathlib import Path

COMPILED_MODULES = (
    "cards",
    "clearance",
    "crowded_movegen",
    "movegen",
    "moves",
    "partition",
    "plays",
    "rule_core",
    "rules",
    "scoring",
    "selfplay",
    "splits",
    "state",
    "step_budget",
    "table",
    "thread_memo",
)
"""The modules compiled, by name within the engine package: the move generator and all it calls to list and
play a move. ``view`` stays Python (its fields are read by name), and so does ``rng``, whose system randomness
the tests draw from a seeded stream in its place."""
GROUP = "compiled"
"""The shared library holding the compiled modules' code, a module of the engine package (``compiled__mypyc``)."""
SOURCE = Path(__file__).parent
FOLDER = SOURCE / "native"
"""Where the compiled modules are kept, ignored by version control."""
STAMP = "build.txt"
"""In ``FOLDER``: the Python it was built for, a line for each module compiled (its name and its source's checksum
then), and one for each library made (its name and size: one cut short, which the loader could not survive, is
not loaded)."""
PURE_SWITCH = "CASSINO_PURE_ENGINE"
"""Set (to anything but empty or 0) to run the engine as Python even where it was compiled."""


def checksums(folder: Path = SOURCE) -> dict[str, int]:
    """Each compiled module's source checksum (CRC-32 of its bytes), or -1 for a source that cannot be read."""
    sums = {}
    for name in COMPILED_MODULES:
        try:
            sums[name] = zlib.crc32((folder / f"{name}.py").read_bytes())
        except OSError:
            sums[name] = -1
    return sums


def stamp_text(sums: dict[str, int], libraries: dict[str, int]) -> str:
    """What a build writes in ``STAMP`` for sources with these ``sums``, having made these ``libraries``."""
    lines = [python_tag(), *(f"{name} {sums[name]}" for name in COMPILED_MODULES)]
    lines += [f"{name} {size}" for name, size in sorted(libraries.items())]
    return "\n".join(lines) + "\n"


def library_sizes(folder: Path) -> dict[str, int]:
    """The size of each compiled library in ``folder``, by file name."""
    try:
        return {path.name: path.stat().st_size for path in folder.glob("*.so")}
    except OSError:
        return {}


def python_tag() -> str:
    """The Python a build is for: a compiled module loads only into the Python whose headers it was built with."""
    return f"{sys.implementation.cache_tag} {sys.version.split()[0]}"


def read_stamp(folder: Path) -> str | None:
    """The ``STAMP`` in ``folder``, or None if there is none to read."""
    try:
        return (folder / STAMP).read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return None


def is_current(folder: Path = FOLDER, source: Path = SOURCE) -> bool:
    """Whether ``folder`` holds a build of the sources now in ``source``, for this Python."""
    stamp = read_stamp(folder)
    return stamp is not None and stamp == stamp_text(checksums(source), library_sizes(folder))


def is_bundled(folder: Path = FOLDER) -> bool:
    """Whether the one-file app carries a whole build of ``folder`` for this Python. Neither its sources nor the
    libraries' sizes (packaging strips the libraries) can be checked there: packaging carries a build only while it
    is current (``packaging/cassino.spec``), and the app's modules were frozen from those very sources."""
    stamp = read_stamp(folder)
    if stamp is None:
        return False
    lines = stamp.splitlines()
    count = len(COMPILED_MODULES)
    built = [line.split(" ")[0] for line in lines[1 : 1 + count]]
    libraries = [line.split(" ")[0] for line in lines[1 + count :]]
    return (
        lines[:1] == [python_tag()]
        and built == list(COMPILED_MODULES)
        and bool(libraries)
        and libraries == sorted(library_sizes(folder))
    )


def wanted() -> bool:
    """Whether the environment lets the compiled modules be used."""
    return os.environ.get(PURE_SWITCH, "") in ("", "0")


def use_if_current(package_path: MutableSequence[str], package: str) -> bool:
    """Put ``FOLDER`` first on the engine ``package``'s ``package_path`` if its build is current, wanted and loads
    (a damaged library is left aside: the engine runs as Python rather than not at all)."""
    if not wanted() or not (is_bundled() if getattr(sys, "frozen", False) else is_current()):
        return False
    package_path.insert(0, str(FOLDER))
    try:
        importlib.import_module(f"{package}.{GROUP}__mypyc")
    except (ImportError, OSError):
        package_path.remove(str(FOLDER))
        return False
    return True


_PACKAGE_NAME = __name__.rpartition(".")[0]
_PACKAGE = sys.modules.get(_PACKAGE_NAME)  # None when read alone (the build tool reads it so)
COMPILED = use_if_current(_PACKAGE.__path__, _PACKAGE_NAME) if _PACKAGE is not None else False
"""Whether the busiest modules run compiled: decided as the engine package is imported, before any of them is."""
