"""``python -m cassino_desktop.cli``: the same as ``cassino-engine``, without an installed script."""

from __future__ import annotations

import sys

from .cassino_engine import main

if __name__ == "__main__":
    sys.exit(main())
