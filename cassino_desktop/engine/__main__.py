"""``python -m cassino_desktop.engine``: the same as ``cassino-engine``."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
