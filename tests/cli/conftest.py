"""The command-line tests share the engine tests' helpers (the rule book's positions)."""

from __future__ import annotations

import sys
from pathlib import Path

ENGINE_TESTS = str(Path(__file__).resolve().parent.parent / "engine")
if ENGINE_TESTS not in sys.path:
    sys.path.insert(0, ENGINE_TESTS)  # position_helpers, as pytest puts it there for the engine's own tests
