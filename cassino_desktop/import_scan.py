"""PySide6's look at every module imported after it, made from the file's bytes instead of its kept lines.

For its opt-in ``from __feature__ import ...`` PySide6 asks of each module imported after it whether its source
names PySide6, through ``inspect.getsource``: that keeps every line of every module in ``linecache`` for the
rest of the run, about 6 MB for this game's modules and the libraries they import, and decodes each file into
lines at start-up. The same question is answered here from the file's bytes, read and let go. Where PySide6 no
longer asks it so (its internals changed), nothing is replaced and it asks as before.

No Qt is imported here: the window's package (``ui``) imports PySide6's base and then asks for the change; the
game's package asks first of all, for a process that imported PySide6 before the game (a test's, a benchmark's),
where PySide6 would otherwise read the engine's modules as they come.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

SCAN_MODULE = "shibokensupport.feature"
"""Where PySide6 keeps the question (``_mod_uses_pyside``), a module of its own support code."""
SCAN_NAME = "_mod_uses_pyside"


def read_scan_from_bytes() -> bool:
    """Put the bytes' answer in PySide6's place, if PySide6's base (``shiboken6``) is imported; True if it is there
    (now or from an earlier call)."""
    feature = sys.modules.get(SCAN_MODULE)
    scan = getattr(feature, SCAN_NAME, None)
    if feature is None or not callable(scan):
        return False
    if scan is not _names_pyside_in_bytes:
        _asked_before.append(scan)
        setattr(feature, SCAN_NAME, _names_pyside_in_bytes)
    return True


_asked_before: list[Callable[[ModuleType], object]] = []
"""PySide6's own question, still asked of a module with no source file of its own (a frozen app's)."""


def _names_pyside_in_bytes(module: ModuleType) -> bool:
    """Whether ``module``'s source file names PySide6, as PySide6's own test of its text answers it."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return bool(_asked_before[0](module)) if _asked_before else False
