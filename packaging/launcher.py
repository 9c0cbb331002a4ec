"""Entry script of the frozen app: the same ``main`` as the ``cassino`` command."""

import multiprocessing
import sys

from cassino_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the game review searches in a process of its own, started from this program
    sys.exit(main())
