"""Cassino: the classic fishing card game for the desktop."""

from __future__ import annotations

__version__ = "0.1.0"
