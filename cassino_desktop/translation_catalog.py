"""The catalogue of every string a player sees, and the translation files that must match it.

The window's strings are found in its source: each module names its context
(``_ = translator("main_window")``) and wraps each string in ``_`` or ``N_``
(``ui/i18n.py``). The engine's sentences (refusals, house rules, variants)
are English values in pure Python, listed here under the engine's contexts,
so the engine never imports Qt. Qt's own button words are listed for the
languages Qt ships no translation of (Hindi).

    python -m cassino_desktop.translation_catalog update   # bring resources/translations/*.ts up to date
    python -m cassino_desktop.translation_catalog compile  # make the .qm files the game loads
    python -m cassino_desktop.translation_catalog check    # list what a language lacks; exit 1 if anything

No Qt is imported here: the files are plain XML, compiled by Qt's ``lrelease``.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

PACKAGE = Path(__file__).resolve().parent
TRANSLATIONS = PACKAGE.parent / "resources" / "translations"
"""The ``.ts`` sources and compiled ``.qm`` files, in the checkout."""

LANGUAGES = ("pt_BR", "hi", "it")
"""Every language with a file; English is the source's own (``ui/i18n.english_forms``)."""
PLURAL_FORMS = {"pt_BR": 2, "hi": 2, "it": 2}
"""How many forms a counted string takes in each language, as Qt's plural rules number them."""

QT_TEXTS: dict[str, tuple[str, ...]] = {
    "QPlatformTheme": (
        "OK", "Save", "Save All", "Open", "&Yes", "Yes to &All", "&No", "N&o to All", "Abort", "Retry",
        "Ignore", "Close", "Cancel", "Discard", "Help", "Apply", "Reset", "Restore Defaults",
    ),
    "QLineEdit": ("&Undo", "&Redo", "Cu&t", "&Copy", "&Paste", "Delete", "Select All"),
    "QWidgetTextControl": ("&Undo", "&Redo", "Cu&t", "&Copy", "Copy &Link Location", "&Paste", "Delete", "Select All"),
    "QDockWidget": ("Float", "Undocks and re-attaches the dock widget", "Close", "Closes the dock widget"),
    "QScrollBar": (
        "Scroll here", "Left edge", "Top", "Right edge", "Bottom", "Page left", "Page up", "Page right",
        "Page down", "Scroll left", "Scroll up", "Scroll right", "Scroll down",
    ),
    "QAbstractSpinBox": ("&Select All", "&Step up", "Step &down"),
}  # fmt: skip
"""Qt's own strings the game shows (dialog buttons, text, scroll bar and spin box menus, the dock's buttons)."""

FIELD = re.compile(r"\{[a-z_]*(?:![rsa])?\}|%n")
"""A field a sentence is filled with (``{name}``, ``{kind!r}``), or the count of a plural (``%n``)."""


@dataclass(frozen=True)
class Message:
    """One string to translate: where it is looked up, its English, and whether a count chooses its form."""

    context: str
    source: str
    note: str = ""
    numerus: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.note)


class CatalogError(ValueError):
    """A source file marks a string in a way the catalogue cannot read (a non-literal, no context)."""


# ---------------------------------------------------------------------------------------- finding the strings


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _module_context(tree: ast.Module) -> str | None:
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "translator"
        ):
            return _literal(node.value.args[0]) if node.value.args else None
    return None


def messages_in(path: Path) -> list[Message]:
    """The strings one module marks, in the order they appear."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    context = _module_context(tree)
    found: list[tuple[int, int, Message]] = []  # where each is marked, to list them in the source's order
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        name = node.func.id
        if name == "translate_in" and len(node.args) >= 2:
            ctx, text = _literal(node.args[0]), _literal(node.args[1])
            if ctx is not None and text is not None:
                found.append((node.lineno, node.col_offset, Message(ctx, text, numerus=len(node.args) > 2)))
            continue
        if name not in ("_", "N_") or not node.args:
            continue
        text = _literal(node.args[0])
        if text is None:
            if name == "N_":
                raise CatalogError(f"{path.name}:{node.lineno}: N_ marks a literal string only")
            continue  # _(name) shows a string marked elsewhere with N_
        if context is None:
            raise CatalogError(f"{path.name}:{node.lineno}: a marked string but no `_ = translator(...)` above it")
        keywords = {k.arg: k.value for k in node.keywords}
        note = _literal(node.args[1]) if len(node.args) > 1 else _literal(keywords.get("note"))
        found.append((node.lineno, node.col_offset, Message(context, text, note or "", numerus="n" in keywords)))
    return [message for _line, _column, message in sorted(found, key=lambda place: place[:2])]


def translated_modules() -> list[Path]:
    """The window's modules, and every module without Qt that speaks through ``language.translator``."""
    found = set((PACKAGE / "ui").rglob("*.py"))
    for path in PACKAGE.rglob("*.py"):
        if "translator(" in path.read_text(encoding="utf-8") and path.name not in ("i18n.py", "language.py"):
            found.add(path)
    return sorted(found)


def engine_messages() -> list[Message]:
    """The engine's sentences a player reads, under the engine's contexts."""
    from .ai.levels import LEVELS
    from .engine.house_rules import _SENTENCES, PRESETS, SWITCHES
    from .engine.json_text import VALUE_WORDS, JsonProblem
    from .engine.refusals import Illegal
    from .engine.variants import VARIANTS

    found = [Message("engine.refusals", reason.value) for reason in Illegal]
    for switch in SWITCHES:
        found += [Message("engine.house_rules", switch.title), Message("engine.house_rules", switch.help)]
    for preset in PRESETS:
        found += [Message("engine.house_rules", preset.title), Message("engine.house_rules", preset.description)]
    found += [Message("engine.house_rules", sentence) for sentence in _SENTENCES.values()]
    for variant in VARIANTS.values():
        found += [Message("engine.variants", variant.title), Message("engine.variants", variant.description)]
    found += [Message("engine.levels", level.capitalize()) for level in LEVELS]
    found += [Message("engine.json", problem.value) for problem in JsonProblem]
    found += [Message("json_words", words) for words in VALUE_WORDS]
    return found


def qt_messages() -> list[Message]:
    return [Message(context, text) for context, texts in QT_TEXTS.items() for text in texts]


def catalog(sources: Iterable[Path] | None = None) -> list[Message]:
    """Every string to translate, once each, in a stable order: the window's, the engine's, Qt's."""
    paths = sorted(sources) if sources is not None else translated_modules()
    seen: dict[tuple[str, str, str], Message] = {}
    for message in [m for path in paths for m in messages_in(path)] + engine_messages() + qt_messages():
        old = seen.get(message.key)
        if old is None or (message.numerus and not old.numerus):
            seen[message.key] = message
    return list(seen.values())


# ---------------------------------------------------------------------------------------- the .ts files


@dataclass
class Translation:
    """One message's translation as a file holds it: its forms (one unless counted) and whether it is done."""

    forms: list[str]
    finished: bool


def read_ts(path: Path) -> dict[tuple[str, str, str], Translation]:
    """A ``.ts`` file's translations by (context, source, note); empty if there is no file."""
    if not path.is_file():
        return {}
    found: dict[tuple[str, str, str], Translation] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            if element is None:
                continue
            numerus = element.findall("numerusform")
            forms = [form.text or "" for form in numerus] if numerus else [element.text or ""]
            finished = element.get("type") not in ("unfinished", "vanished", "obsolete") and all(forms)
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = Translation(forms, finished)
    return found


def _ts_text(language: str, messages: Sequence[Message], old: dict[tuple[str, str, str], Translation]) -> str:
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="en">',
    ]
    contexts: dict[str, list[Message]] = {}
    for message in messages:
        contexts.setdefault(message.context, []).append(message)
    for context, members in contexts.items():
        lines += ["<context>", f"    <name>{escape(context)}</name>"]
        for message in members:
            kept = old.get(message.key)
            lines.append('    <message numerus="yes">' if message.numerus else "    <message>")
            lines.append(f"        <source>{escape(message.source)}</source>")
            if message.note:
                lines.append(f"        <comment>{escape(message.note)}</comment>")
            done = "" if kept is not None and kept.finished else ' type="unfinished"'
            if message.numerus:
                forms = list(kept.forms) if kept is not None else []
                forms = (forms + [""] * PLURAL_FORMS[language])[: PLURAL_FORMS[language]]
                lines.append(f"        <translation{done}>")
                lines += [f"            <numerusform>{escape(form)}</numerusform>" for form in forms]
                lines.append("        </translation>")
            else:
                text = kept.forms[0] if kept is not None and kept.forms else ""
                lines.append(f"        <translation{done}>{escape(text)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"cassino_{language}.ts"


def update(folder: Path = TRANSLATIONS, messages: Sequence[Message] | None = None) -> None:
    """Rewrite each ``.ts`` file to hold exactly the catalogue, keeping every translation already made."""
    messages = catalog() if messages is None else messages
    folder.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        path = ts_path(language, folder)
        path.write_text(_ts_text(language, messages, read_ts(path)), encoding="utf-8")


def problems(language: str, folder: Path = TRANSLATIONS, messages: Sequence[Message] | None = None) -> list[str]:
    """What a language's file lacks or gets wrong against the catalogue: one line each."""
    messages = catalog() if messages is None else messages
    have = read_ts(ts_path(language, folder))
    found = []
    for message in messages:
        where = f"{language}: [{message.context}] {message.source!r}"
        kept = have.get(message.key)
        if kept is None or not kept.finished:
            found.append(f"{where} is not translated")
            continue
        if message.numerus and len(kept.forms) != PLURAL_FORMS[language]:
            found.append(f"{where} has {len(kept.forms)} plural forms, not {PLURAL_FORMS[language]}")
        for form in kept.forms:
            if sorted(set(FIELD.findall(form))) != sorted(set(FIELD.findall(message.source))):
                found.append(f"{where}: {form!r} does not keep the fields {sorted(set(FIELD.findall(message.source)))}")
            elif not _fills(form, message.source):
                found.append(f"{where}: {form!r} cannot be filled in as the source is (a stray brace?)")
            if "&" in message.source.replace("&&", "") and "&" not in form.replace("&&", ""):
                found.append(f"{where}: {form!r} has no & for the keyboard")
    return found


def _fills(form: str, source: str) -> bool:
    """Whether ``form`` can be filled with the fields ``source`` is filled with (``str.format``), if any."""
    names = {field.strip("{}").split("!")[0] for field in FIELD.findall(source) if field != "%n"}
    if not names:
        return True
    try:
        form.format(**dict.fromkeys(names, "x"))
    except (KeyError, IndexError, ValueError):
        return False
    return True


def lrelease() -> str:
    """Qt's compiler of translations, from the environment the game runs in."""
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found is None:
        raise FileNotFoundError("pyside6-lrelease is not installed (it comes with PySide6)")
    return found


def compile_ts(source: Path, target: Path) -> None:
    subprocess.run([lrelease(), "-silent", "-nounfinished", str(source), "-qm", str(target)], check=True)


def compile_all(folder: Path = TRANSLATIONS) -> None:
    for language in LANGUAGES:
        compile_ts(ts_path(language, folder), folder / f"cassino_{language}.qm")


def stale_compiled(folder: Path = TRANSLATIONS) -> list[str]:
    """The languages whose ``.qm`` file is not what their ``.ts`` compiles to."""
    stale = []
    with tempfile.TemporaryDirectory() as scratch:
        for language in LANGUAGES:
            fresh = Path(scratch) / f"{language}.qm"
            compile_ts(ts_path(language, folder), fresh)
            shipped = folder / f"cassino_{language}.qm"
            if not shipped.is_file() or shipped.read_bytes() != fresh.read_bytes():
                stale.append(language)
    return stale


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cassino_desktop.translation_catalog", description=__doc__)
    parser.add_argument("command", choices=("update", "compile", "check"))
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "compile":
        compile_all()
    else:
        found = [line for language in LANGUAGES for line in problems(language)]
        print("\n".join(found) or "every language is complete")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
