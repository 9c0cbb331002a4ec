""" "You" and "the computer" go by seat, never by a name: a person may be called what the language calls a seat.

In Italian "You" is "Tu" and South is "Sud". A person who calls themselves
"Sud" would sit beside the chair of that name, so the seats panel refuses the
name as it refuses "South"; and a person called "Tu" (at a table set up in
another language, or in a save) is still a person: the end of the game, the
review and its captions say "Tu wins", never "You win".
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from window_helpers import first_legal, quick_settings, shown_window

from cassino_desktop.engine import ADVANCED, GameResult, GameState, PlayerScore, load_position
from cassino_desktop.seating import PERSON, Seating, SeatPlayer
from cassino_desktop.ui import words
from cassino_desktop.ui.dialogs import game_over_dialog
from cassino_desktop.ui.dialogs.game_over_dialog import NOBODY, GameOverDialog, game_headline
from cassino_desktop.ui.dialogs.review_dialog import ReviewDialog
from cassino_desktop.ui.i18n import choose_language, translate_in
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.seats_panel import SeatsPanel, problem_words

LAST_DEAL = json.loads((Path(__file__).parents[1] / "positions" / "big-cassino-blunder.json").read_text())


@pytest.fixture
def italian(qapp: object) -> Iterator[None]:
    choose_language("it")
    try:
        yield
    finally:
        choose_language("en")


def chair_refusal(name: str) -> str:
    return translate_in("seats_panel", "{name} is the name of a chair: choose another.").format(name=name)


def test_a_person_may_not_take_a_seats_name_in_the_players_language(italian: None, qtbot: QtBot) -> None:
    south, you = words.seat_name("South"), words.seat_name("You")
    assert (south, you) == ("Sud", "Tu")  # the Italian words, or this test tests nothing
    computer = SeatPlayer("easy")
    assert problem_words((SeatPlayer(PERSON, "Sud"), computer)) == chair_refusal("Sud")
    assert problem_words((SeatPlayer(PERSON, "tu"), computer)) == chair_refusal("tu")  # whatever its case
    assert problem_words((SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "OVEST"))) == chair_refusal("OVEST")
    assert problem_words((SeatPlayer(PERSON, "North"), computer)) == chair_refusal("North")  # the engine's, still
    assert problem_words((SeatPlayer(PERSON, "Ana"), computer)) == ""
    panel = SeatsPanel(Seating.against_computers(2, "easy"))
    qtbot.addWidget(panel)
    panel.name_edits[0].setText("Sud")
    assert panel.problem() == chair_refusal("Sud") and panel.problem_label.text() == chair_refusal("Sud")
    panel.name_edits[0].setText("Ana")
    assert panel.problem() == ""


def test_in_english_the_italian_words_are_names_like_any_other() -> None:
    assert problem_words((SeatPlayer(PERSON, "Sud"), SeatPlayer("easy"))) == ""
    assert (
        problem_words((SeatPlayer(PERSON, "South"), SeatPlayer("easy")))
        == "South is the name of a chair: choose another."
    )


SEAT_0_WINS = GameResult(
    (
        PlayerScore(8, 27, 7, most_cards=3, most_spades=1, big_cassino=2, aces=2),
        PlayerScore(3, 25, 6, little_cassino=1, aces=2),
    ),
    0,
)


def test_the_headline_goes_by_the_seats_it_is_given(italian: None) -> None:
    names = ["Tu", "Computer"]
    as_person = game_headline(ADVANCED, SEAT_0_WINS, [8, 3], names, False, you=NOBODY, computer=1)
    named = translate_in("game_over_dialog", "{name} wins the game {a} to {b}")
    assert as_person == named.format(name="Tu", a=8, b=3)
    as_you = game_headline(ADVANCED, SEAT_0_WINS, [8, 3], names, False, you=0, computer=1)
    assert as_you == translate_in("game_over_dialog", "You win the game {a} to {b}").format(a=8, b=3)
    assert as_you != as_person
    # Without seats only the game's English names are read, never the player's words a person may take.
    assert game_headline(ADVANCED, SEAT_0_WINS, [8, 3], names, False) == as_person
    assert game_headline(ADVANCED, SEAT_0_WINS, [8, 3], ["You", "Computer"], False) == as_you


def italian_window_with_a_person_called_you(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """An Italian table where the person at the screen is called "Tu", the word the table says for "You"."""
    settings = quick_settings(tmp_path)
    settings.language = "it"
    settings.set_seating(Seating.against_computers(2, "easy", name="Tu"))
    return shown_window(qtbot, settings, seed=3)


def test_a_person_called_tu_is_a_person_at_the_end_and_in_the_review(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[object, object]] = []

    class Recorded(GameOverDialog):
        def __init__(self, *args: object, **kwargs: object) -> None:
            asked.append((kwargs.get("you"), kwargs.get("computer")))
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(game_over_dialog, "GameOverDialog", Recorded)  # read from there when a game ends
    try:
        window = italian_window_with_a_person_called_you(qtbot, tmp_path)
        assert window.session.seat_names == ("Tu", "Computer") and window.session.you_seat is None
        state = load_position(LAST_DEAL)
        assert isinstance(state, GameState)
        window.controller.new_games.start_from(state)
        session = window.session
        while not session.state.over:
            qtbot.waitUntil(lambda: window.controller.my_turn or session.state.over, timeout=20_000)
            if not session.state.over:
                session.apply(first_legal(session.state))
        qtbot.waitUntil(lambda: window.controller.game_over.dialog is not None, timeout=10_000)
        assert asked == [(NOBODY, 1)]  # nobody is "You"; seat 1 is the computer
        dialog = window.controller.game_over.dialog
        assert dialog is not None
        match = session.match
        result = match.results[-1].by_side()
        names = ["Tu", "Computer"]
        by_seat = game_headline(session.played_variant, result, match.totals(), names, match.is_over(), NOBODY, 1)
        assert dialog.headline_text() == by_seat

        review = window.game_lines.review_game(None)
        assert isinstance(review, ReviewDialog)
        moves = session.current_moves
        position, row = state, 0
        while position.to_move != 0:  # the first move of the person's
            position, row = position.apply(moves[row]), row + 1
        review.show_position(row)
        said = words.move_sentence(moves[row], "Tu", session.variant, yourself=False)  # "Tu prende…", not "Tu prendi…"
        assert said in review.caption.text()
        assert words.move_sentence(moves[row], "Tu", session.variant, yourself=True) not in review.caption.text()
        review.close()
    finally:
        choose_language("en")
