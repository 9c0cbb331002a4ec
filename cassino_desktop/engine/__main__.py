"""``python -m cassino_desktop.engine``: the same as ``cassino-engine``.

This launcher is the one place under ``engine/`` that looks above it: it
runs the full command line, computer-player commands included. The engine
library itself imports nothing from ``ai/`` or ``ui/``.
"""

from __future__ import annotations

import sys

from cassino_desktop.commands import main

if __name__ == "__main__":
    sys.exit(main())
