"""Every language has every string the game shows, with its fields, its plural forms and its keyboard letter.

The catalogue is read from the source (``translation_catalog``), so a string
added to the window without a translation in each language fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cassino_desktop import translation_catalog as catalog
from cassino_desktop.translation_catalog import CatalogError, Message, Translation


@pytest.fixture(scope="module")
def messages() -> list[Message]:
    return catalog.catalog()


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_each_file_holds_exactly_the_catalogue(language: str, messages: list[Message]) -> None:
    have = set(catalog.read_ts(catalog.ts_path(language)))
    wanted = {m.key for m in messages}
    assert not wanted - have, (
        f"not in the file (run: python -m cassino_desktop.translation_catalog update): {wanted - have}"
    )
    assert not have - wanted, f"no longer in the source: {have - wanted}"


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_string_is_translated(language: str, messages: list[Message]) -> None:
    assert catalog.problems(language, messages=messages) == []


def test_the_compiled_files_are_those_of_the_sources() -> None:
    assert catalog.stale_compiled() == [], "run: python -m cassino_desktop.translation_catalog compile"


# ------------------------------------------------------------- the catalogue itself


SOURCE = """
from .i18n import N_, translator

_ = translator("sample")
NAMES = {"a": N_("Green")}


def say(count, name):
    return _("&Deal"), _("%n card(s)", n=count), _("Hello {name}").format(name=name), _(NAMES["a"])
"""


def test_the_catalogue_reads_marked_strings_with_their_counts(tmp_path: Path) -> None:
    module = tmp_path / "sample.py"
    module.write_text(SOURCE, encoding="utf-8")
    found = catalog.messages_in(module)
    assert [(m.context, m.source, m.numerus) for m in found] == [
        ("sample", "Green", False),
        ("sample", "&Deal", False),
        ("sample", "%n card(s)", True),
        ("sample", "Hello {name}", False),
    ]


def test_a_marked_string_needs_a_context(tmp_path: Path) -> None:
    module = tmp_path / "lost.py"
    module.write_text('def f():\n    return _("Lost")\n', encoding="utf-8")
    with pytest.raises(CatalogError, match="translator"):
        catalog.messages_in(module)


def test_update_keeps_translations_and_problems_name_what_is_wrong(tmp_path: Path) -> None:
    messages = [
        Message("sample", "&Deal"),
        Message("sample", "%n card(s)", numerus=True),
        Message("sample", "Hello {name}"),
        Message("sample", "New"),
    ]
    made = {
        ("sample", "&Deal", ""): Translation(["Dai"], True),
        ("sample", "%n card(s)", ""): Translation(["%n carta", "%n carte"], True),
        ("sample", "Hello {name}", ""): Translation(["Ciao {nome}"], True),
    }
    path = catalog.ts_path("it", tmp_path)
    path.write_text(catalog._ts_text("it", messages[:3], made), encoding="utf-8")
    catalog.update(tmp_path, messages)  # a new string arrives; the translations made stay
    kept = catalog.read_ts(path)
    assert kept[("sample", "%n card(s)", "")].forms == ["%n carta", "%n carte"]
    assert catalog.problems("it", tmp_path, messages) == [
        "it: [sample] '&Deal': 'Dai' has no & for the keyboard",
        "it: [sample] 'Hello {name}': 'Ciao {nome}' does not keep the fields ['{name}']",
        "it: [sample] 'New' is not translated",
    ]


def test_a_translation_that_cannot_be_filled_in_is_a_problem(tmp_path: Path) -> None:
    messages = [Message("sample", "unknown kind {kind!r}"), Message("sample", "Hello {name}")]
    made = {
        ("sample", "unknown kind {kind!r}", ""): Translation(["tipo sconosciuto {tipo!r}"], True),
        ("sample", "Hello {name}", ""): Translation(["Ciao {name} }"], True),
    }
    catalog.ts_path("it", tmp_path).write_text(catalog._ts_text("it", messages, made), encoding="utf-8")
    assert catalog.problems("it", tmp_path, messages) == [
        "it: [sample] 'unknown kind {kind!r}': 'tipo sconosciuto {tipo!r}' does not keep the fields ['{kind!r}']",
        "it: [sample] 'Hello {name}': 'Ciao {name} }' cannot be filled in as the source is (a stray brace?)",
    ]
