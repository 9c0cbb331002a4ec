"""PySide6's look at each module imported after it: the same answer, from the file's bytes, no lines kept."""

from __future__ import annotations

import importlib.util
import linecache
import sys
from pathlib import Path
from types import ModuleType

import cassino_desktop.ui  # noqa: F401  (the window's package puts the lighter look in place)
from cassino_desktop import import_scan


def imported(folder: Path, name: str, text: str) -> ModuleType:
    """A module made from ``text`` in ``folder``, imported as any module is (PySide6 looks at it then)."""
    path = folder / f"{name}.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    __import__(name)  # through the import statement, which PySide6 watches
    return module


def test_the_window_s_package_puts_the_bytes_answer_in_pyside6_s_place() -> None:
    feature = sys.modules[import_scan.SCAN_MODULE]
    assert getattr(feature, import_scan.SCAN_NAME) is import_scan._names_pyside_in_bytes
    assert import_scan.read_scan_from_bytes()  # asked again: still in place, PySide6's own kept once
    assert len(import_scan._asked_before) == 1


def test_a_module_is_judged_as_pyside6_judges_it_and_no_line_of_it_is_kept(tmp_path: Path) -> None:
    feature = sys.modules[import_scan.SCAN_MODULE]
    (pyside_user, plain) = (
        imported(tmp_path, "scan_probe_uses_qt", "from PySide6.QtCore import QObject\n\nVALUE = QObject\n"),
        imported(tmp_path, "scan_probe_plain", "VALUE = 'no Qt here'\n"),
    )
    try:
        own_answer = import_scan._asked_before[0]
        for module, uses in ((pyside_user, True), (plain, False)):
            assert import_scan._names_pyside_in_bytes(module) is uses
            assert bool(own_answer(module)) is uses  # PySide6's own answer agrees
            assert feature.pyside_feature_dict[module.__name__] == (0 if uses else -1)
        linecache.clearcache()  # PySide6's own answer above read them through linecache
        imported(tmp_path, "scan_probe_later", "from PySide6.QtCore import Qt\n")
        assert str(tmp_path / "scan_probe_later.py") not in linecache.cache
    finally:
        for name in ("scan_probe_uses_qt", "scan_probe_plain", "scan_probe_later"):
            sys.modules.pop(name, None)


def test_a_module_without_a_source_file_is_asked_of_pyside6_s_own_look() -> None:
    assert import_scan._names_pyside_in_bytes(sys) is False  # a built-in module: no file, not Qt's
