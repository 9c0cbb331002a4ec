"""Entry script of the frozen app: the same ``main`` as the ``cassino`` command."""

import sys

from cassino_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
