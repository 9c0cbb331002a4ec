"""The Qt user interface: the table, its dialogs and the computer's worker thread.

Before any of its modules imports PySide6, PySide6's look at each later import is made lighter
(``import_scan``): the window's own modules are the most of what it looks at.
"""

import shiboken6  # noqa: F401  (PySide6's base, which sets up its look at every later import)

from ..import_scan import read_scan_from_bytes

read_scan_from_bytes()
