"""The game's data files, found the same way in a source checkout and a frozen app."""

from __future__ import annotations

from importlib.resources import as_file, files

from PySide6.QtGui import QIcon

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The application icon at every size that ships (an empty icon if none is found)."""
    icon = QIcon()
    icons = files("cassino_desktop.resources").joinpath("icons")
    for size in ICON_SIZES:
        resource = icons.joinpath(f"cassino-{size}.png")
        if resource.is_file():
            with as_file(resource) as path:
                icon.addFile(str(path))
    return icon
