"""The compiled engine: used only while it is a build of the sources beside it, and answering as they do."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from engine_answers import answers

from cassino_desktop.engine import COMPILED, native_build
from cassino_desktop.engine.native_build import (
    COMPILED_MODULES,
    STAMP,
    checksums,
    is_bundled,
    is_current,
    library_sizes,
    stamp_text,
)

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
ANSWER_GAMES = 3
"""Random games of each rule set whose every listing and refusal the two engines must agree on."""


def python_engine_env() -> dict[str, str]:
    return dict(os.environ, **{native_build.PURE_SWITCH: "1", "PYTHONPATH": str(ROOT)})


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    """A copy of the compiled modules' sources, with a build of them stamped beside it."""
    source = tmp_path / "engine"
    source.mkdir()
    for name in COMPILED_MODULES:
        (source / f"{name}.py").write_bytes((native_build.SOURCE / f"{name}.py").read_bytes())
    build = tmp_path / "native"
    build.mkdir()
    (build / "compiled__mypyc.so").write_bytes(b"\x7fELF" + bytes(4000))  # stands in for a library
    (build / STAMP).write_text(stamp_text(checksums(source), library_sizes(build)), encoding="ascii")
    return tmp_path


def test_a_build_counts_while_every_source_is_the_one_compiled(sources: Path) -> None:
    assert is_current(sources / "native", sources / "engine")
    movegen = sources / "engine" / "movegen.py"
    movegen.write_bytes(movegen.read_bytes() + b"\n# edited\n")
    assert not is_current(sources / "native", sources / "engine")


def test_a_library_cut_short_does_not_count(sources: Path) -> None:
    library = sources / "native" / "compiled__mypyc.so"
    library.write_bytes(library.read_bytes()[:1000])
    assert not is_current(sources / "native", sources / "engine")


def test_a_build_for_another_python_or_without_its_stamp_does_not_count(sources: Path) -> None:
    stamp = sources / "native" / STAMP
    stamp.write_text(stamp.read_text(encoding="ascii").replace(native_build.python_tag(), "cpython-399 3.99.0"))
    assert not is_current(sources / "native", sources / "engine")
    stamp.unlink()
    assert not is_current(sources / "native", sources / "engine")


def test_a_missing_source_does_not_count_as_the_one_compiled(sources: Path) -> None:
    (sources / "engine" / "rules.py").unlink()
    assert not is_current(sources / "native", sources / "engine")


def test_the_app_counts_a_whole_build_for_this_python_its_libraries_stripped(sources: Path) -> None:
    build = sources / "native"
    assert is_bundled(build)
    library = build / "compiled__mypyc.so"
    library.write_bytes(library.read_bytes()[:3000])  # packaging strips the libraries it carries
    assert is_bundled(build)
    (build / "movegen.so").write_bytes(b"\x7fELF")  # a library the build did not make
    assert not is_bundled(build)
    (build / "movegen.so").unlink()
    library.unlink()  # one it made, missing
    assert not is_bundled(build)


def test_the_app_does_not_count_a_build_for_another_python_or_without_its_stamp(sources: Path) -> None:
    stamp = sources / "native" / STAMP
    stamp.write_text(stamp.read_text(encoding="ascii").replace(native_build.python_tag(), "cpython-399 3.99.0"))
    assert not is_bundled(sources / "native")
    stamp.unlink()
    assert not is_bundled(sources / "native")


@pytest.mark.parametrize("frozen", [False, True], ids=["checkout", "one-file app"])
def test_the_app_asks_whether_its_build_is_whole_a_checkout_whether_it_is_current(
    monkeypatch: pytest.MonkeyPatch, frozen: bool
) -> None:
    monkeypatch.delenv(native_build.PURE_SWITCH, raising=False)
    monkeypatch.setattr(sys, "frozen", frozen, raising=False)
    imported: list[str] = []
    monkeypatch.setattr(native_build, "importlib", SimpleNamespace(import_module=imported.append))
    for current, bundled in ((True, False), (False, True)):
        monkeypatch.setattr(native_build, "is_current", lambda current=current: current)
        monkeypatch.setattr(native_build, "is_bundled", lambda bundled=bundled: bundled)
        path: list[str] = []
        used = native_build.use_if_current(path, "package")
        assert used is (bundled if frozen else current)
        assert path == ([str(native_build.FOLDER)] if used else [])
    assert imported == [f"package.{native_build.GROUP}__mypyc"]


def test_the_switch_keeps_the_engine_python(monkeypatch: pytest.MonkeyPatch) -> None:
    for value, wanted in (("", True), ("0", True), ("1", False), ("yes", False)):
        monkeypatch.setenv(native_build.PURE_SWITCH, value)
        assert native_build.wanted() is wanted
        path: list[str] = []
        used = native_build.use_if_current(path, "cassino_desktop.engine")
        assert wanted or not used
        assert is_current() or not used
        assert path == ([str(native_build.FOLDER)] if used else [])


@pytest.mark.skipif(not is_current(), reason="no build here to load")
def test_a_build_whose_library_does_not_load_is_left_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(native_build.PURE_SWITCH, raising=False)
    path: list[str] = []
    assert not native_build.use_if_current(path, "cassino_desktop.no_such_package")  # its library is not found
    assert path == []


def test_the_engine_runs_compiled_exactly_when_a_current_build_is_there() -> None:
    from cassino_desktop.engine import movegen, view

    assert COMPILED is (native_build.wanted() and is_current())
    assert movegen.__file__ is not None and view.__file__ is not None
    assert movegen.__file__.endswith(".py") is not COMPILED
    assert view.__file__.endswith(".py")  # its fields are read by name: it stays Python
    if COMPILED:  # the compiled modules' code is in one library beside them
        assert any(path.name.startswith(f"{native_build.GROUP}__mypyc.") for path in native_build.FOLDER.iterdir())
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import cassino_desktop.engine as e, cassino_desktop.engine.state as s;"
            "print(e.COMPILED, s.__file__.endswith('.py'))",
        ],
        env=python_engine_env(),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    assert out.split() == ["False", "True"]


@pytest.mark.skipif(not COMPILED, reason="the engine is not compiled here: the Python engine is the one tested")
def test_the_compiled_engine_answers_as_the_python_one() -> None:
    python = subprocess.run(
        [sys.executable, str(HERE / "engine_answers.py"), str(ANSWER_GAMES)],
        env=python_engine_env(),
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout.split()
    assert python[1] == "python"
    assert answers(ANSWER_GAMES) == python[0]


@pytest.mark.skipif(not COMPILED, reason="the engine is not compiled here: those tests ran in this run")
def test_the_checks_that_swap_the_engine_s_own_functions_pass_on_the_python_engine() -> None:
    """Tests that swap a function inside the engine (``@pytest.mark.python_engine``) reach only a module run as
    Python, where a call goes through the module's names: they are run so, in a process of their own."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            "-o",
            "addopts=",
            "-m",
            "python_engine",
            "-q",
            str(HERE),
        ],
        env=python_engine_env(),
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    decorator = "@pytest.mark.python_engine"
    marked = sum(
        line.strip() == decorator for path in HERE.glob("test_*.py") for line in path.read_text("utf-8").splitlines()
    )
    passed = re.search(r"(\d+) passed", done.stdout)
    assert passed is not None and int(passed.group(1)) >= marked >= 8, done.stdout[-1000:]
    assert "failed" not in done.stdout and "skipped" not in done.stdout
