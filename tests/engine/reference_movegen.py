"""The reference move generator, for the tests that import it from here: it lives in the package.

``cassino-engine selfplay`` checks every random move against it, so it ships
with the engine (``cassino_desktop/engine/reference_movegen.py``), still
sharing no logic with the fast generator.
"""

from __future__ import annotations

from cassino_desktop.engine.reference_movegen import brute_force_moves, reference_moves

__all__ = ["brute_force_moves", "reference_moves"]
