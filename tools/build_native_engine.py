"""Compile the engine's busiest modules to C with mypyc, into cassino_desktop/engine/native/.

    .venv/bin/python tools/build_native_engine.py [--if-stale] [--quiet]

``tools/ensure-venv test`` (``./run-tests``) runs it with ``--if-stale``: it
does nothing while the build matches the sources or ``CASSINO_PURE_ENGINE``
is set, and says once why it cannot build where there is no C compiler or no
Python headers (the engine then runs as Python, with the same answers). It
compiles from a snapshot of the sources taken at its start, and writes the
checksums of that snapshot, so a module edited meanwhile runs as Python
until the next build. Which modules, and how the engine chooses, is
``cassino_desktop/engine/native_build.py``. About a minute on two cores.
"""

from __future__ import annotations

import argparse
import fcntl
import importlib.util
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path
from types import ModuleType


def _native_build() -> ModuleType:
    """The checkout's ``engine/native_build.py`` read alone: the engine itself is not imported (nor need it work)."""
    path = Path(__file__).resolve().parent.parent / "cassino_desktop" / "engine" / "native_build.py"
    spec = importlib.util.spec_from_file_location("native_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


native_build = _native_build()
COMPILED_MODULES: tuple[str, ...] = native_build.COMPILED_MODULES
FOLDER: Path = native_build.FOLDER
GROUP: str = native_build.GROUP
SOURCE: Path = native_build.SOURCE
STAMP: str = native_build.STAMP
checksums = native_build.checksums
is_current = native_build.is_current
stamp_text = native_build.stamp_text
FAILED = FOLDER.with_name("native.failed")
"""The sources' stamp of the last build that could not be made: ``--if-stale`` does not try those again."""


def missing_tools() -> str | None:
    """What this machine lacks to compile, in words, or None."""
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc is not installed (tools/ensure-venv test installs it)"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler}; Debian: sudo apt-get install gcc)"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.is_file():
        version = f"{sys.version_info[0]}.{sys.version_info[1]}"
        return f"no Python headers ({headers}; Debian: sudo apt-get install python{version}-dev)"
    return None


def build(quiet: bool) -> None:
    """Compile a snapshot of the modules in a scratch folder, then put the result in ``FOLDER`` whole."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    with tempfile.TemporaryDirectory(prefix="cassino-native-") as scratch:
        work = Path(scratch)
        package = work / "cassino_desktop" / "engine"
        package.mkdir(parents=True)
        for init in (work / "cassino_desktop" / "__init__.py", package / "__init__.py"):
            init.write_text("")
        for name in COMPILED_MODULES:
            shutil.copy2(SOURCE / f"{name}.py", package / f"{name}.py")
        for module in SOURCE.glob("*.py"):  # the modules they import, for the types only
            if not (package / module.name).exists() and module.name != "__init__.py":
                shutil.copy2(module, package / module.name)
        sums = checksums(package)
        here = Path.cwd()
        os.chdir(work)
        try:
            paths = [f"cassino_desktop/engine/{name}.py" for name in COMPILED_MODULES]
            extensions = mypycify(paths, opt_level="3", group_name=f"cassino_desktop.engine.{GROUP}")
            distribution = Distribution({"name": "cassino-native-engine", "ext_modules": extensions})
            distribution.script_args = ["-q"] if quiet else []
            distribution.script_args += ["build_ext", "--build-lib", "lib", "--build-temp", "temp"]
            distribution.parse_command_line()
            distribution.run_commands()
        finally:
            os.chdir(here)
        made = work / "lib" / "cassino_desktop" / "engine"
        fresh = FOLDER.with_name(FOLDER.name + ".new")
        shutil.rmtree(fresh, ignore_errors=True)
        fresh.mkdir()
        for library in made.iterdir():
            shutil.copy2(library, fresh / library.name)
        (fresh / STAMP).write_text(stamp_text(sums, native_build.library_sizes(fresh)), encoding="ascii")
    old = FOLDER.with_name(FOLDER.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if FOLDER.exists():
        FOLDER.rename(old)
    fresh.rename(FOLDER)
    shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--if-stale", action="store_true", help="do nothing if the build matches the sources")
    parser.add_argument("--quiet", action="store_true", help="say only what went wrong")
    args = parser.parse_args(argv)
    if args.if_stale and (is_current() or failed_before() or not native_build.wanted()):
        return 0  # built, or known not to build, or not wanted (CASSINO_PURE_ENGINE): nothing to wait for
    problem = missing_tools()
    if problem is None:
        with open(FOLDER.with_name("native.lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # one build at a time; a second start waits, then finds it current
            if args.if_stale and is_current():
                return 0
            print("cassino: compiling the engine (once; about a minute)…", file=sys.stderr)
            try:
                build(args.quiet)
                FAILED.unlink(missing_ok=True)
                return 0
            except Exception as error:  # a compiler's failure leaves the engine as Python, never the set-up broken
                problem = f"compiling it failed ({error})"
    print(f"cassino: the engine runs as Python, not compiled: {problem}", file=sys.stderr)
    FAILED.write_text(stamp_text(checksums(), {}), encoding="ascii")  # said once for these sources
    return 0 if args.if_stale else 1


def failed_before() -> bool:
    """Whether a build of these very sources could not be made (said then; the engine runs as Python)."""
    try:
        return FAILED.read_text(encoding="ascii") == stamp_text(checksums(), {})
    except (OSError, UnicodeDecodeError):
        return False


if __name__ == "__main__":
    sys.exit(main())
