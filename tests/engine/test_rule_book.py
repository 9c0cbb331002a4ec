"""The rule book (docs/RULES.md) holds every section the program cites.

Refusals say "(rule 4.4)", docstrings say "docs/RULES.md 4.4" and the rules
page puts the numbers beside its headings; a reader following any of them
must find that section. The book's table of refusals names every reason.
"""

from __future__ import annotations

import re
from pathlib import Path

from cassino_desktop.engine import Illegal

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "docs" / "RULES.md"
SECTION_NUMBER = r"\d+(?:\.\d+)?"


def book_sections() -> set[str]:
    """The numbers of the book's headings: "4" for "## 4. A turn", "4.4" for "### 4.4 Build"."""
    found = re.findall(rf"^#{{2,3}} ({SECTION_NUMBER})\.? ", BOOK.read_text(encoding="utf-8"), flags=re.MULTILINE)
    return set(found)


CITATION = re.compile(rf"(?:rules?|RULES\.md(?: section)?) ({SECTION_NUMBER}(?:(?:, | and ){SECTION_NUMBER})*)")


def cited_in(text: str) -> set[str]:
    """Section numbers a text cites: "rule 4.4", "rules 4.2, 4.4", "rules 5.2 and 6", "RULES.md 4.6"."""
    numbers: set[str] = set()
    for phrase in CITATION.findall(text):
        numbers.update(re.findall(SECTION_NUMBER, phrase))
    return numbers


def test_the_book_has_the_sections_of_its_contents() -> None:
    sections = book_sections()
    assert {str(n) for n in range(1, 12)} <= sections
    assert {"4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "5.1", "5.2", "9.4", "11.9"} <= sections


def test_every_refusal_cites_a_section_of_the_book() -> None:
    sections = book_sections()
    for reason in Illegal:
        cited = cited_in(reason.value)
        assert cited <= sections, (reason, cited - sections)


def test_every_docstring_citation_in_the_program_is_a_section_of_the_book() -> None:
    sections = book_sections()
    for path in sorted((ROOT / "cassino_desktop").rglob("*.py")):
        cited = cited_in(path.read_text(encoding="utf-8"))
        assert cited <= sections, (path.relative_to(ROOT), cited - sections)


def test_the_rules_page_cites_sections_of_the_book() -> None:
    from cassino_desktop.engine import VARIANTS
    from cassino_desktop.ui.dialogs.rules_text import rules_html

    sections = book_sections()
    for variant in VARIANTS.values():
        cited = cited_in(rules_html(variant))
        assert cited, variant.name
        assert cited <= sections, (variant.name, cited - sections)


def test_the_refusals_table_names_every_reason() -> None:
    text = BOOK.read_text(encoding="utf-8")
    table = text[text.index("### 9.4") : text.index("## 10.")]
    missing = [reason.name for reason in Illegal if f"`{reason.name}`" not in table]
    assert missing == []


def test_the_notes_are_folded_into_the_book() -> None:
    assert not (ROOT / "docs" / "RULES-NOTES.md").exists()
