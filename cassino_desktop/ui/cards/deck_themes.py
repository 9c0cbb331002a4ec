"""SVG card decks: finding the ones installed, naming them for a menu, loading one safely.

People who prefer the decks that come with AisleRiot or KDE can point the
game at one of those SVG files; any card such a file lacks is still drawn
by the built-in deck, so a partial or odd theme never leaves a hole on the
table, and a theme that cannot be used falls back to the built-in deck
with a sentence saying why instead of stopping the game.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QPainter

from cassino_desktop.engine import Card
from cassino_desktop.storage import NotRegularFile, os_reason, read_regular_file

from ..i18n import translator
from .builtin_deck import BUILTIN_DECKS, BUILTIN_THEME_NAME, BuiltinTheme, CardTheme

_ = translator("deck_themes")

__all__ = [
    "DECK_FOLDERS_VARIABLE",
    "DEFAULT_THEME_DIRS",
    "SvgDeck",
    "SvgTheme",
    "ThemeError",
    "deck_folders",
    "deck_name",
    "find_svg_decks",
    "find_svg_themes",
    "installed_deck",
    "load_theme",
    "readable_deck_name",
]

DEFAULT_THEME_DIRS: tuple[Path, ...] = (Path("/usr/share/aisleriot/cards"), Path("/usr/share/carddecks"))
"""Where Linux distributions install the AisleRiot and KDE card decks."""
DECK_FOLDERS_VARIABLE = "CASSINO_CARD_DECKS"
"""The environment variable naming the folders to look for decks in instead (separated as in PATH; empty: none)."""

MAX_DECK_BYTES = 64_000_000
"""The most an SVG deck may hold, as a file or decompressed: the decks AisleRiot and KDE ship hold a few
megabytes, so a file past it is no deck (a compressed one that swells past it is stopped there)."""
GZIP_WINDOW = 16 + zlib.MAX_WBITS
"""``zlib``'s window bits for data in gzip's format, its header and check included."""

_SUIT_NAMES = ("club", "diamond", "heart", "spade")
_SVG_RANK_NAMES: dict[int, tuple[str, ...]] = {
    1: ("1", "ace"),
    11: ("jack", "11"),
    12: ("queen", "12"),
    13: ("king", "13"),
}
_SVG_SUFFIXES = (".svg", ".svgz")


class ThemeError(Exception):
    """A card theme file could not be used; the message is one sentence a player can read."""


def _svg_ids(card: Card) -> tuple[str, ...]:
    """Element ids that name ``card`` in AisleRiot and KDE decks, most common first."""
    suit = _SUIT_NAMES[card.suit]
    ranks = _SVG_RANK_NAMES.get(card.rank, (str(card.rank),))
    return tuple(f"{rank}_{suit}" for rank in ranks)


def _theme_name(path: Path) -> str:
    name = path.name
    for suffix in (".gz", ".svgz", ".svg"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
    return name or path.name


def _svg_in_folder(folder: Path) -> Path | None:
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in _SVG_SUFFIXES and p.is_file())
    except OSError:
        return None
    return files[0] if files else None


class SvgTheme:
    """A deck from an SVG file in the AisleRiot / KDE format, for people who prefer those pictures.

    Each card is an element of one big SVG document, named like ``1_club``,
    ``10_diamond``, ``jack_heart`` or (in older decks) ``ace_spade``; the
    back is ``back``.  Cards the file does not have are painted by the
    built-in deck, so a partial theme still gives a complete pack.
    """

    def __init__(self, path: Path, name: str | None = None) -> None:
        path = Path(path)
        if path.is_dir():
            inside = _svg_in_folder(path)
            if inside is None:
                raise ThemeError(_("The folder contains no SVG file."))
            path = inside
        self.path = path
        self.name = name or _theme_name(path)
        from PySide6.QtSvg import QSvgRenderer  # Qt's SVG library loads when a deck needs it, not at every start

        self._renderer = QSvgRenderer()
        if not self._renderer.load(QByteArray(_read_svg(path))) or not self._renderer.isValid():
            raise ThemeError(_("The file is not a valid SVG image."))
        self._face_ids: dict[Card, str] = {}
        for index in range(52):
            card = Card(index)
            for element in _svg_ids(card):
                if self._has(element):
                    self._face_ids[card] = element
                    break
        if not self._face_ids:
            raise ThemeError(_("The file contains no card elements."))
        self._back_id = "back" if self._has("back") else None
        self._builtin = BuiltinTheme()

    def _has(self, element: str) -> bool:
        return self._renderer.elementExists(element) and not self._renderer.boundsOnElement(element).isEmpty()

    def has_face(self, card: Card) -> bool:
        """Whether the file draws ``card`` itself (otherwise the built-in face is used)."""
        return card in self._face_ids

    @property
    def has_back(self) -> bool:
        """Whether the file has its own back (otherwise the built-in back is used)."""
        return self._back_id is not None

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        element = self._face_ids.get(card)
        if element is None:
            self._builtin.paint_face(painter, rect, card)
        else:
            self._render(painter, rect, element)

    def paint_back(self, painter: QPainter, rect: QRectF, color: QColor) -> None:
        if self._back_id is None:
            self._builtin.paint_back(painter, rect, color)
        else:
            self._render(painter, rect, self._back_id)

    def _render(self, painter: QPainter, rect: QRectF, element: str) -> None:
        """Draw one element as large as fits in ``rect`` without distorting it."""
        bounds = self._renderer.boundsOnElement(element)
        scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
        width, height = bounds.width() * scale, bounds.height() * scale
        target = QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self._renderer.render(painter, element, target)
        painter.restore()


def _read_svg(path: Path) -> bytes:
    """The file's SVG text, decompressed if it is gzipped (.svgz); ThemeError if unusable.

    Neither the file nor what it swells to is read past ``MAX_DECK_BYTES``:
    a small compressed file can hold gigabytes of nothing.
    """
    if not path.is_file():
        raise ThemeError(_("The file does not exist."))
    try:
        data = read_regular_file(path, MAX_DECK_BYTES)
    except NotRegularFile:  # no longer a file (a pipe or a folder put in its place): read as is_file says
        data = None
    except OSError as error:
        raise ThemeError(_("The file could not be read: {reason}.").format(reason=os_reason(error))) from error
    if data is None:
        raise ThemeError(_("The file does not exist."))
    if data[:2] == b"\x1f\x8b" and len(data) <= MAX_DECK_BYTES:
        try:
            data = _gunzipped(data)
        except (OSError, EOFError, zlib.error) as error:
            raise ThemeError(_("The file is not a valid compressed SVG image.")) from error
    if len(data) > MAX_DECK_BYTES:
        raise ThemeError(_("The file is far too large to be a card deck."))
    if not data.strip():
        raise ThemeError(_("The file is empty."))
    return data


def _gunzipped(data: bytes) -> bytes:
    """Every gzip member of ``data`` decompressed, as ``gzip.decompress`` gives them, up to ``MAX_DECK_BYTES + 1``.

    ``zlib.error`` for data that is not gzip or ends too soon.
    """
    parts: list[bytes] = []
    room = MAX_DECK_BYTES + 1
    while data and room > 0:
        member = zlib.decompressobj(GZIP_WINDOW)
        part = member.decompress(data, room)
        parts.append(part)
        room -= len(part)
        if room > 0 and not member.eof:
            raise zlib.error("the compressed data ends too soon")
        data = member.unused_data.lstrip(b"\0")  # the next member, if any (gzip pads members with zeros)
    return b"".join(parts)


@dataclass(frozen=True)
class SvgDeck:
    """An installed SVG deck: the name players read, its file, and the name older versions saved."""

    name: str
    path: Path
    saved_name: str
    """The file or folder name (``svg-oxygen-air``) that settings of older versions hold."""


def readable_deck_name(file_or_folder: str) -> str:
    """'svg-oxygen-air' -> 'Oxygen Air', 'anglo.svgz' -> 'Anglo': what a menu should show."""
    stem = _theme_name(Path(file_or_folder))
    if stem.casefold().startswith("svg-"):
        stem = stem[4:]
    words = stem.replace("_", " ").replace("-", " ").split()
    return " ".join(word[:1].upper() + word[1:] for word in words) or file_or_folder


def _desktop_name(folder: Path) -> str | None:
    """The ``Name=`` of a KDE deck's ``index.desktop`` (the untranslated one), if it has one."""
    try:
        text = (folder / "index.desktop").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        key, equals, value = line.partition("=")
        if equals and key.strip() == "Name" and value.strip():
            return value.strip()
    return None


def deck_folders() -> tuple[Path, ...]:
    """Where installed decks are looked for: the folders ``CASSINO_CARD_DECKS`` names if it is set, else the usual.

    Decks kept elsewhere can be offered this way, and the tests see only the decks they made, never the machine's.
    """
    listed = os.environ.get(DECK_FOLDERS_VARIABLE)
    if listed is None:
        return DEFAULT_THEME_DIRS
    return tuple(Path(folder).expanduser() for folder in listed.split(os.pathsep) if folder.strip())


def find_svg_decks(dirs: Sequence[Path] | None = None) -> list[SvgDeck]:
    """Installed SVG decks, sorted by name; folders that do not exist are skipped.

    A ``.svg`` / ``.svgz`` file directly in a folder is a deck named after
    the file, title-cased (AisleRiot's layout: ``anglo.svgz`` is "Anglo"); a
    subfolder holding one is a KDE ``carddecks`` deck named by its
    ``index.desktop`` (``svg-oxygen-air`` is "Oxygen Air"). Two decks of one
    name are told apart by their file name. Without ``dirs``, the folders
    of ``deck_folders``.
    """
    found: list[SvgDeck] = []
    for folder in deck_folders() if dirs is None else dirs:
        try:
            entries = sorted(Path(folder).iterdir())
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_file() and entry.suffix.lower() in _SVG_SUFFIXES:
                    saved = _theme_name(entry)
                    found.append(SvgDeck(readable_deck_name(entry.name), entry, saved))
                elif entry.is_dir():
                    inside = _svg_in_folder(entry)
                    if inside is not None:
                        name = _desktop_name(entry) or readable_deck_name(entry.name)
                        found.append(SvgDeck(name, inside, entry.name))
            except OSError:
                continue
    counts: dict[str, int] = {}
    for deck in found:
        counts[deck.name.casefold()] = counts.get(deck.name.casefold(), 0) + 1
    named = [
        SvgDeck(f"{deck.name} ({deck.saved_name})", deck.path, deck.saved_name)
        if counts[deck.name.casefold()] > 1
        else deck
        for deck in found
    ]
    return sorted(named, key=lambda deck: (deck.name.casefold(), deck.name, str(deck.path)))


def find_svg_themes(dirs: Sequence[Path] | None = None) -> list[tuple[str, Path]]:
    """Installed SVG decks as (readable name, file), sorted by name (see ``find_svg_decks``)."""
    return [(deck.name, deck.path) for deck in find_svg_decks(dirs)]


def installed_deck(setting: str) -> SvgDeck | None:
    """The installed deck a setting names: by its readable name, or by the folder or file name saved before."""
    wanted = setting.strip().casefold()
    decks = find_svg_decks()
    for deck in decks:
        if deck.name.casefold() == wanted:
            return deck
    for deck in decks:
        if deck.saved_name.casefold() == wanted:
            return deck
    return None


def builtin_deck_named(name: str) -> str | None:
    """The built-in deck style a name means ("classic", "Large print"), as the menus spell it; None for others."""
    wanted = name.strip().casefold()
    return next((deck for deck in BUILTIN_DECKS if deck.casefold() == wanted), None)


def deck_name(setting: str | None) -> str:
    """The name a menu shows for a saved deck setting: "Classic", an installed deck's name, or the setting itself."""
    if setting is None or not setting.strip():
        return BUILTIN_THEME_NAME
    builtin = builtin_deck_named(setting)
    if builtin is not None:
        return builtin
    deck = installed_deck(setting)
    return deck.name if deck is not None else setting


def load_theme(name_or_path: str | None) -> tuple[CardTheme, str | None]:
    """The theme a setting names, and a message for the player if it had to fall back.

    ``None`` or "Classic" is the built-in deck; anything else is a path to
    an SVG deck (or folder) or the name of an installed one.  A broken theme
    must never stop the game from starting, so this never raises: it
    returns the built-in deck and a sentence explaining why.
    """
    if name_or_path is None or not name_or_path.strip():
        return BuiltinTheme(), None
    builtin = builtin_deck_named(name_or_path)
    if builtin is not None:
        return BuiltinTheme(builtin), None
    path = Path(name_or_path).expanduser()
    name: str | None = None
    if not path.exists():
        deck = installed_deck(name_or_path)  # a readable name, or the folder name older versions saved
        if deck is not None:
            name, path = deck.name, deck.path
    try:
        return SvgTheme(path, name), None
    except Exception as error:  # a theme must never stop the game, whatever went wrong
        reason = str(error).strip().rstrip(".\u0964") or type(error).__name__  # a full stop, or Hindi's
        if reason[:1].isupper() and reason[1:2].islower():
            reason = reason[0].lower() + reason[1:]
        problem = _("The card theme {name} could not be loaded ({reason}); using the built-in deck.")
        return BuiltinTheme(), problem.format(name=name_or_path, reason=reason)
