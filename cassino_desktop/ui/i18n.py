"""The game in the player's language, through Qt's translation machinery.

Every string a player sees is written in English in the source and looked up
at the moment it is shown: ``_ = translator("main_window")`` at the top of a
module, then ``_("&New match")``, or ``_("%n card(s)", n=count)`` where a
count decides the words (each language has its own plural forms: Portuguese
says "0 carta", English "0 cards"). English is the source's own language:
its forms are read from the source, "(s)" and "[goes|go]" (``english_forms``). A string defined before any language is
chosen (a table of names at import time) is marked with ``N_`` and passed
through ``_`` where it is shown. ``tools/translations.py`` finds every
``_``/``N_`` string, keeps ``resources/translations/*.ts`` up to date and
compiles them; a test fails when a language lacks one.

Qt's machinery rather than gettext: installing a translator sends every
widget a ``LanguageChange`` event, so the language changes without a
restart; Qt's own buttons and menus come translated; and its plural rules
know each language. The rules engine stays free of Qt: its sentences (the
refusals, the house rules, the variants' names) are English source text that
``words.py`` looks up under the engine's own contexts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib.resources import as_file, files

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication

from .. import language
from ..language import N_, english_forms

__all__ = ["N_", "english_forms", "translate_in", "translator"]

LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "hi": "हिन्दी",
    "it": "Italiano",
}
"""Each language the game speaks, by its code, named in its own words (never translated)."""

QT_SPEAKS = ("pt_BR", "it")
"""The game's languages Qt translates its own words into (packaging/cassino.spec carries those files); for
Hindi the game's file carries Qt's words."""

SYSTEM = ""
"""The language setting that follows the system's locale."""

PSEUDO = "pseudo"
"""A language for tests only: every translated string comes back wrapped in ``PSEUDO_OPEN``…``PSEUDO_CLOSE``."""
PSEUDO_OPEN = "⟦"
PSEUDO_CLOSE = "⟧"

Translate = Callable[..., str]


def translator(context: str) -> Translate:
    """The ``_`` of one module: its strings are looked up under ``context``."""

    def translate(text: str, note: str | None = None, n: int = -1) -> str:
        found = QCoreApplication.translate(context, text, note, n)
        if n >= 0 and found == text.replace("%n", str(n)):
            return english_forms(found, n)  # no translation: the source speaks English
        return found

    return translate


def _qt_lookup(context: str, text: str, n: int) -> str:
    return translator(context)(text, None, n)


language.use(_qt_lookup)  # the modules without Qt speak the window's language too


def translate_in(context: str, text: str, n: int = -1) -> str:
    """``text`` looked up under another module's ``context`` (the engine's sentences, Qt's own)."""
    return QCoreApplication.translate(context, text, None, n)


def language_for(locale: QLocale) -> str:
    """The game's language closest to ``locale``'s languages (English where none is near)."""
    for name in locale.uiLanguages() or [locale.name()]:
        code = name.replace("-", "_")
        if code in LANGUAGES:
            return code
        base = code.split("_")[0]
        if base == "pt":
            return "pt_BR"  # the one Portuguese the game has
        if base in LANGUAGES:
            return base
    return "en"


class PseudoTranslator(QTranslator):
    """Wraps every string it is asked for, so a test can see which text on screen bypassed translation."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return PSEUDO_OPEN + source + PSEUDO_CLOSE

    def isEmpty(self) -> bool:
        return False


WRAPPED = re.compile(PSEUDO_OPEN + "[^" + PSEUDO_OPEN + PSEUDO_CLOSE + "]*" + PSEUDO_CLOSE)
"""One innermost translated string: a name said in a sentence is wrapped inside the sentence's brackets."""


def unwrapped_text(text: str) -> str:
    """What is left of ``text`` outside the pseudo-locale's brackets, without digits, symbols and spaces."""
    while True:
        inner = WRAPPED.sub("", text)
        if inner == text:
            break
        text = inner
    return "".join(ch for ch in text if ch.isalpha())


_installed: list[QTranslator] = []
"""The translators installed now: one language for the whole application, whichever window chose it."""


def choose_language(setting: str) -> str:
    """Install the translators of ``setting`` (a code, ``SYSTEM`` or ``PSEUDO``) in place of the last ones."""
    code = language_for(QLocale.system()) if setting == SYSTEM else setting
    if code not in LANGUAGES and code != PSEUDO:
        code = "en"
    app = QCoreApplication.instance()
    if app is None:
        return code
    if code in NEEDS_OUR_FONTS:
        add_fonts()
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    for found in _translators(code, app):
        app.installTranslator(found)
        _installed.append(found)
    if code != PSEUDO:
        QLocale.setDefault(QLocale(code))
    return code


NEEDS_OUR_FONTS = ("hi",)
"""The languages whose letters the game's own fonts carry (Devanagari): only they, or a list naming every
language (the settings'), register the fonts; any other start leaves the font database alone."""

_fonts_added: list[int] = []


def add_fonts() -> None:
    """The fonts the game carries (Devanagari, for Hindi) join the system's, once: Qt falls back on them
    for letters no installed font has, so a system without them still shows every language."""
    if _fonts_added or not isinstance(QCoreApplication.instance(), QGuiApplication):
        return
    for font in files("cassino_desktop.resources").joinpath("fonts").iterdir():
        if font.name.endswith(".ttf"):
            with as_file(font) as path:
                _fonts_added.append(QFontDatabase.addApplicationFont(str(path)))


def translators_installed() -> int:
    """How many translators speak now: ours and, in ``QT_SPEAKS``, Qt's own (the smoke test's check)."""
    return len(_installed)


def fonts_added() -> bool:
    """Whether the game's own fonts joined the application's (for the smoke test of a frozen app)."""
    return bool(_fonts_added) and all(font >= 0 for font in _fonts_added)


def _translators(code: str, app: QCoreApplication) -> list[QTranslator]:
    if code == PSEUDO:
        return [PseudoTranslator(app)]
    found = []
    ours = QTranslator(app)
    compiled = files("cassino_desktop.resources").joinpath("translations", f"cassino_{code}.qm")
    if compiled.is_file():
        with as_file(compiled) as path:
            if ours.load(str(path)):
                found.append(ours)
    qt_own = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if code in QT_SPEAKS and qt_own.load(f"qtbase_{code}", qt_folder):
        found.append(qt_own)  # installed last, so asked first; ours only fill what Qt lacks (Hindi)
    return found


def is_language_change(event: QEvent) -> bool:
    """Qt's word to every widget that the translators changed: its texts must be set again."""
    return event.type() == QEvent.Type.LanguageChange
