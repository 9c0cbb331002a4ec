"""Cassino: the classic fishing card game for the desktop."""

from __future__ import annotations

from .import_scan import read_scan_from_bytes

__version__ = "0.1.0"

read_scan_from_bytes()  # where a process imported PySide6 before the game, before the engine's modules come
