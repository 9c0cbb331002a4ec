"""Which of the system libraries Qt needs are missing, and the one command that installs them.

Qt's own message when its "xcb" platform plugin cannot load names only the
first library it happens to look for (often one that is installed), so the
game asks the dynamic loader about every library before Qt loads anything
and names every missing package at once. No Qt is imported here.

    python3 -m cassino_desktop.system_libraries [--platform xcb|offscreen]

prints the missing Debian packages, one a line, and exits 1 if any are missing.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

# The package that ships each shared library the Qt libraries and plugins load, on Debian and
# Ubuntu, and on Fedora.
PACKAGES: dict[str, tuple[str, str]] = {
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libz.so.1": ("zlib1g", "zlib"),
}

QT_LIBRARIES = ("Qt/lib/libQt6Core.so.6", "Qt/lib/libQt6Gui.so.6", "Qt/lib/libQt6Widgets.so.6")
"""Loaded whatever the platform, offscreen included."""

XCB_PLUGIN = ("Qt/plugins/platforms/libqxcb.so", "Qt/lib/libQt6XcbQpa.so.6")
"""Loaded for a window on an X11 (or XWayland) desktop; every platform loads its own plugin."""

Ldd = Callable[[Path], str]
Loader = Callable[[Sequence[Path]], bool]


@dataclass(frozen=True)
class Missing:
    """The libraries the loader could not find, and the packages that bring them."""

    libraries: tuple[str, ...]

    @property
    def debian(self) -> tuple[str, ...]:
        return _packages(self.libraries, 0)

    @property
    def fedora(self) -> tuple[str, ...]:
        return _packages(self.libraries, 1)

    def message(self) -> str:
        """One line: what is missing and the exact command for Debian/Ubuntu and for Fedora."""
        return (
            f"cassino: Qt cannot start: the system lacks {', '.join(self.libraries)}. "
            f"Install with: sudo apt-get install {' '.join(self.debian)}"
            f"  (Fedora: sudo dnf install {' '.join(self.fedora)})"
        )


def _packages(libraries: Iterable[str], column: int) -> tuple[str, ...]:
    """The packages for these libraries, each once, in a stable order; an unknown library stands for itself."""
    found = {PACKAGES[name][column] if name in PACKAGES else name for name in libraries}
    return tuple(sorted(found))


def qt_folder() -> Path | None:
    """Where the PySide6 package lies (inside the one-file app when frozen), without importing it."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "PySide6"
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def platform_needed(environ: Mapping[str, str] = os.environ) -> str:
    """The platform plugin Qt will load: the one asked for, else xcb (Wayland has fallbacks of its own)."""
    asked = environ.get("QT_QPA_PLATFORM", "").split(":", 1)[0].split(";", 1)[0].strip()
    if asked:
        return asked
    if environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb"


def loader_accepts(libraries: Sequence[Path]) -> bool:
    """Whether the dynamic loader loads every one of ``libraries`` (and so everything they need).

    Qt loads them a moment later anyway, so on a machine that has every library this costs
    nothing, where asking ldd costs a process for each library at every start."""
    import ctypes

    try:
        for library in libraries:
            ctypes.CDLL(str(library))
    except OSError:
        return False
    return True


def run_ldd(library: Path) -> str:
    """What the dynamic loader says of a library's dependencies (empty when it cannot be asked)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    import subprocess  # only when the loader refused a library: not at every start

    try:
        done = subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout


SHIPPED_WITH_QT = ("libQt6", "libicu", "libpyside6", "libshiboken6")
"""Libraries that come with the Qt package itself: if the loader misses one, no system package helps."""


def not_found(ldd_output: str) -> list[str]:
    """The system library names that ldd reports as "=> not found"."""
    names = []
    for line in ldd_output.splitlines():
        name, arrow, where = line.strip().partition("=>")
        name = name.strip()
        if arrow and where.strip() == "not found" and not name.startswith(SHIPPED_WITH_QT):
            names.append(name)
    return names


def missing_libraries(
    platform: str, folder: Path | None = None, ldd: Ldd = run_ldd, loads: Loader = loader_accepts
) -> Missing | None:
    """The system libraries Qt would fail to load for this platform, or None if none are missing.

    Only Linux is checked; anywhere the Qt files or ldd cannot be found the answer is None, and
    Qt's own message stands. ldd is asked only when the loader refuses one: it names every library missing.
    """
    if not sys.platform.startswith("linux"):
        return None
    folder = folder if folder is not None else qt_folder()
    if folder is None:
        return None
    plugin = (f"Qt/plugins/platforms/libq{platform}.so",) if platform.isidentifier() else ()
    files = QT_LIBRARIES + plugin + (XCB_PLUGIN[1:] if platform == "xcb" else ())
    present = [folder / relative for relative in files if (folder / relative).is_file()]
    if loads(present):
        return None
    missing: list[str] = []
    for path in present:
        missing.extend(name for name in not_found(ldd(path)) if name not in missing)
    return Missing(tuple(sorted(missing))) if missing else None


def check_before_qt() -> int | None:
    """Print the one line saying what to install and return 1, or None when Qt can load."""
    missing = missing_libraries(platform_needed())
    if missing is None:
        return None
    print(missing.message(), file=sys.stderr)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m cassino_desktop.system_libraries",
        description="List the Debian packages Qt still needs on this machine (exit 1 if any).",
    )
    parser.add_argument("--platform", default=None, help="the Qt platform to check (default: the one Qt would use)")
    args = parser.parse_args(argv)
    missing = missing_libraries(args.platform or platform_needed())
    if missing is None:
        return 0
    print("\n".join(missing.debian))
    return 1


if __name__ == "__main__":
    sys.exit(main())
