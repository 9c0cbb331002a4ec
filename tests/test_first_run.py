"""The README's promise: one command plays and one runs the tests, each doing its own set-up, and
nothing is installed outside the folder unless the person says yes."""

from __future__ import annotations

import os
import pty
import re
import select
import shlex
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from cassino_desktop.system_libraries import QT_LIBRARIES

ROOT = Path(__file__).resolve().parent.parent
VERSION = f"{sys.version_info[0]}.{sys.version_info[1]}"


def shell_blocks() -> list[list[str]]:
    """The commands of each ```sh block of the README, comments dropped."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return [
        [line.split("#", 1)[0].strip() for line in block.splitlines() if line.split("#", 1)[0].strip()]
        for block in re.findall(r"```sh\n(.*?)```", readme, re.DOTALL)
    ]


def test_the_first_block_is_the_two_commands() -> None:
    assert shell_blocks()[0] == ["./play", "./run-tests"]
    for name in ("play", "run-tests", "cassino-engine", "tools/ensure-venv"):
        path = ROOT / name
        assert path.is_file() and os.access(path, os.X_OK), name


def test_each_command_sets_up_its_own_virtual_environment() -> None:
    for name in ("play", "run-tests", "cassino-engine"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert '"$root/tools/ensure-venv"' in text and "$root/.venv/bin/" in text, name
    setup = (ROOT / "tools" / "ensure-venv").read_text(encoding="utf-8")
    assert "-m venv" in setup and "pip install" in setup


def installed_commands() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {"python", *project["scripts"], *project["gui-scripts"]}


def test_every_readme_command_runs_from_the_folder_after_the_set_up() -> None:
    """A command the README shows names a program in the folder or in .venv/bin (and a script or module
    that exists): nothing that works only with .venv activated or a command on the PATH."""
    for block in shell_blocks():
        for command in block:
            words = shlex.split(command)
            while re.fullmatch(r"[A-Z_]+=\S*", words[0]):
                words.pop(0)
            program, arguments = words[0], words[1:]
            if program.startswith(".venv/bin/"):
                assert program.removeprefix(".venv/bin/") in installed_commands(), command
                if program == ".venv/bin/python" and arguments[0] == "-m":
                    module = ROOT.joinpath(*arguments[1].split("."))
                    assert module.with_suffix(".py").is_file() or (module / "__main__.py").is_file(), command
                elif program == ".venv/bin/python":
                    assert (ROOT / arguments[0]).is_file(), command
            else:
                assert "/" in program, f"{command!r} needs {program} on the PATH"
                assert (ROOT / program).is_file() and os.access(ROOT / program, os.X_OK), command


def test_ci_says_yes_in_advance_and_ends_with_exactly_the_readme_test_command() -> None:
    commands = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert "export CASSINO_INSTALL_PACKAGES=yes" in commands
    assert commands.index("export CASSINO_INSTALL_PACKAGES=yes") < commands.index("tools/ensure-venv test,package")
    assert commands[-1] == shell_blocks()[0][1]


# ------------------------------------------------------------ installing only with a yes


def script(path: Path, text: str) -> None:
    path.write_text("#!/bin/sh\n" + text, encoding="utf-8")
    path.chmod(0o755)


@dataclass(frozen=True)
class Sandbox:
    """A copy of the set-up beside fakes of the system: apt-get (and sudo) that note their calls; ldd
    that finds libxcb-keysyms.so.1 missing until apt-get "installs" it; python3 whose venv module is
    missing until apt-get "installs" it, and whose venv is a wrapper of this interpreter that finds
    PySide6 in a folder of empty Qt files."""

    folder: Path

    @property
    def fakes(self) -> Path:
        return self.folder / "fakes"

    @property
    def apt_calls(self) -> list[str]:
        log = self.fakes / "apt-get.log"
        return log.read_text(encoding="utf-8").splitlines() if log.exists() else []

    def environment(self, **extra: str) -> dict[str, str]:
        keep = {name: os.environ[name] for name in ("LC_ALL", "LANG") if name in os.environ}
        return {
            **keep,
            "PATH": f"{self.fakes}:/usr/bin:/bin",
            "HOME": str(self.folder),
            "PYTHON": str(self.fakes / "python3"),
            "QT_QPA_PLATFORM": "offscreen",
            **extra,
        }

    def make_venv(self) -> None:
        """The venv as the set-up leaves it, with an engine command that says what it was given."""
        bin_folder = self.folder / ".venv" / "bin"
        bin_folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(self.fakes / "venv-python", bin_folder / "python")
        script(bin_folder / "cassino-engine", 'echo "engine: $*"\n')
        (self.folder / ".venv" / ".installed").touch()


def make_sandbox(tmp_path: Path) -> Sandbox:
    box = Sandbox(tmp_path / "checkout")
    for name in ("tools/ensure-venv", "cassino-engine", "pyproject.toml"):
        (box.folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, box.folder / name)
    fakes = box.fakes
    fakes.mkdir()
    script(
        fakes / "apt-get",
        f'echo "$*" >> {fakes}/apt-get.log\n'
        f'case "$*" in *-venv*) touch {fakes}/venv-installed ;; esac\n'
        f'case "$*" in *libxcb-keysyms1*) touch {fakes}/libraries-installed ;; esac\n',
    )
    script(fakes / "sudo", 'exec "$@"\n')
    script(fakes / "ldd", f"[ -e {fakes}/libraries-installed ] || printf '\\tlibxcb-keysyms.so.1 => not found\\n'\n")
    script(fakes / "venv-python", f'PYTHONPATH={fakes}/qt:{ROOT} exec {sys.executable} "$@"\n')
    script(
        fakes / "python3",
        'if [ "$1" = -m ] && [ "$2" = venv ]; then\n'
        f'    [ -e {fakes}/venv-installed ] || {{ echo "ensurepip is not available" >&2; exit 1; }}\n'
        f'    mkdir -p "$3/bin" && cp {fakes}/venv-python "$3/bin/python" && touch "$3/.installed"\n'
        "    exit\n"
        "fi\n"
        f'exec {sys.executable} "$@"\n',
    )
    qt = fakes / "qt" / "PySide6"
    for relative in (*QT_LIBRARIES, "Qt/plugins/platforms/libqoffscreen.so", "__init__.py"):
        (qt / relative).parent.mkdir(parents=True, exist_ok=True)
        (qt / relative).write_bytes(b"")
    return box


def run_at_terminal(command: list[str], box: Sandbox, typed: str, stderr_at_terminal: bool = True) -> tuple[int, str]:
    """Run ``command`` with a terminal for input (and for stderr), ``typed`` typed ahead; the exit
    status and everything written to the terminal (and to stderr)."""
    main, other = pty.openpty()
    process = subprocess.Popen(
        command,
        cwd=box.folder,
        env=box.environment(),
        stdin=other,
        stdout=other,
        stderr=other if stderr_at_terminal else subprocess.PIPE,
    )
    os.close(other)
    os.write(main, typed.encode())
    shown = b""
    while True:
        ready, _, _ = select.select([main], [], [], 60)
        if not ready:
            process.kill()
            raise AssertionError(f"the set-up is still waiting; it showed: {shown.decode()!r}")
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the other end is closed: the process is done
            break
        if not chunk:
            break
        shown += chunk
    os.close(main)
    errors = process.stderr.read() if process.stderr is not None else b""
    return process.wait(timeout=60), (shown + errors).decode().replace("\r\n", "\n")


def run_without_terminal(command: list[str], box: Sandbox, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd=box.folder,
        env=box.environment(**extra),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("venv_made", [False, True], ids=["venv-module-missing", "qt-libraries-missing"])
def test_without_a_terminal_it_installs_nothing_and_says_the_command_in_one_line(
    tmp_path: Path, venv_made: bool
) -> None:
    box = make_sandbox(tmp_path)
    if venv_made:
        box.make_venv()
    ran = run_without_terminal(["tools/ensure-venv"], box)
    assert ran.returncode == 1 and box.apt_calls == []
    expected = (
        "Qt needs system libraries: (sudo )?apt-get install libxcb-keysyms1"
        if venv_made
        else rf"Python's venv module is missing: (sudo )?apt-get install python{re.escape(VERSION)}-venv"
    )
    assert re.fullmatch(f"cassino: {expected}\n", ran.stderr), ran.stderr
    assert ran.stdout == ""


def test_a_yes_at_the_terminal_installs_what_is_missing_in_turn(tmp_path: Path) -> None:
    box = make_sandbox(tmp_path)
    status, shown = run_at_terminal(["tools/ensure-venv"], box, "y\nyes\n")
    assert status == 0, shown
    assert shown.count("install now? [y/N]") == 2
    assert box.apt_calls == [f"install -y -qq python{VERSION}-venv", "install -y -qq libxcb-keysyms1"]
    assert (box.folder / ".venv" / "bin" / "python").is_file()


@pytest.mark.parametrize("typed", ["\n", "n\n", "whatever\n"])
def test_anything_but_yes_at_the_terminal_installs_nothing(tmp_path: Path, typed: str) -> None:
    box = make_sandbox(tmp_path)
    box.make_venv()
    status, shown = run_at_terminal(["tools/ensure-venv"], box, typed)
    assert status == 1 and box.apt_calls == []
    assert "apt-get install libxcb-keysyms1" in shown and "install now? [y/N]" in shown


def test_it_asks_only_when_it_can_be_seen_asking(tmp_path: Path) -> None:
    """A terminal for input with stderr sent to a file: nobody sees the question, so none is asked."""
    box = make_sandbox(tmp_path)
    box.make_venv()
    status, shown = run_at_terminal(["tools/ensure-venv"], box, "y\n", stderr_at_terminal=False)
    assert status == 1 and box.apt_calls == []
    assert "[y/N]" not in shown and "apt-get install libxcb-keysyms1" in shown


def test_ci_answers_yes_in_advance(tmp_path: Path) -> None:
    box = make_sandbox(tmp_path)
    ran = run_without_terminal(["tools/ensure-venv"], box, CASSINO_INSTALL_PACKAGES="yes")
    assert ran.returncode == 0, ran.stderr
    assert box.apt_calls == [f"install -y -qq python{VERSION}-venv", "install -y -qq libxcb-keysyms1"]


def test_the_engine_opens_no_window_so_it_needs_none_of_qts_libraries(tmp_path: Path) -> None:
    box = make_sandbox(tmp_path)
    box.make_venv()
    assert run_without_terminal(["tools/ensure-venv"], box).returncode == 1  # the window's libraries are missing
    ran = run_without_terminal(["./cassino-engine", "moves", "game.json"], box)
    assert (ran.returncode, ran.stdout, ran.stderr) == (0, "engine: moves game.json\n", "")
    assert box.apt_calls == []
