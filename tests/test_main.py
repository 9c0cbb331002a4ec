"""``cassino``'s own options: house rules on the command line, refused cleanly when wrong."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from cassino_desktop.__main__ import main
from cassino_desktop.cli.text_game import play_match
from cassino_desktop.engine import ROYAL, with_house_rules


def test_text_play_names_the_house_rules(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("builtins.input", lambda _prompt: "q")
    assert main(["--text", "--variant", "royal", "--rules", "classic", "--seed", "3"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("Royal (Classic) Cassino.")
    assert "House rule: Two builds of one value may lie on the table." in out


def test_text_play_follows_the_rules_it_names() -> None:
    """Draw Cassino in the terminal: after the first play the player holds four cards again."""
    answers = iter(["1", "q"])
    out = io.StringIO()
    play_match(with_house_rules(ROYAL, {"preset": "draw"}), 5, False, lambda _prompt: next(answers), out)
    text = out.getvalue()
    assert "House rule: After each play the player draws a card" in text
    assert text.count("stock 40") >= 1 and "stock 38" in text  # one card drawn by each player


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--rules", "spade", "--variant", "original"], "not played in Original"),
        (["--rules", "grandma"], 'unknown house rules "grandma"'),
    ],
)
def test_bad_house_rules_are_refused(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--text", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cassino: ") and words in err and err.count("\n") == 1


def test_text_play_deals_the_variant_last_played(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--help`` says the default is the last variant played: the terminal game keeps that promise."""
    from PySide6.QtCore import QSettings

    from cassino_desktop.ui.settings import Settings

    store = QSettings(str(tmp_path) + "/settings.ini", QSettings.Format.IniFormat)
    Settings(store).set_ruled_variant(with_house_rules(ROYAL, {"preset": "classic"}))
    monkeypatch.setattr("cassino_desktop.ui.settings.Settings", lambda: Settings(store))
    monkeypatch.setattr("builtins.input", lambda _prompt: "q")
    assert main(["--text", "--seed", "3"]) == 1
    assert capsys.readouterr().out.startswith("Royal (Classic) Cassino.")
