"""People at one screen: any seat a person's, the screen passed between them, and nobody sees another's hand."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_helpers import first_legal, play_first_move, quick_settings, shown_window

from cassino_desktop.engine import ADVANCED, ROYAL, with_house_rules
from cassino_desktop.savegame import from_json, saved_of, to_json
from cassino_desktop.seating import (
    PERSON,
    Seating,
    SeatingError,
    SeatingProblem,
    SeatPlayer,
    seating_problem,
    seating_refusal,
)
from cassino_desktop.ui.dialogs.variant_dialog import VariantDialog
from cassino_desktop.ui.main_window import MainWindow
from cassino_desktop.ui.resuming import resume_saved
from cassino_desktop.ui.table.table_words import table_description

PARTNERED_ROYAL = with_house_rules(ROYAL, {"partnerships": True})
ANA_AND_BEN = Seating((SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "Ben"), SeatPlayer("easy"), SeatPlayer("easy")))
"""Ana and Ben sit side by side, so each plays against the other: partners with the computers opposite them."""


def people_window(qtbot: QtBot, tmp_path: Path, seating: Seating, variant: object = PARTNERED_ROYAL) -> MainWindow:
    settings = quick_settings(tmp_path)
    settings.set_ruled_variant(variant)  # type: ignore[arg-type]
    settings.opponents = seating.players - 1
    settings.set_seating(seating)
    return shown_window(qtbot, settings, seed=2026)


def face_up_hand_cards(window: MainWindow) -> set[str]:
    """The cards of any hand that the table shows face up."""
    state = window.session.state
    return {str(c) for hand in state.hands for c in hand if window.scene.card_item(c).face_up}


def wait_for_a_person(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    asked = lambda: window.table_stack.currentWidget() is window.pass_screen  # noqa: E731
    qtbot.waitUntil(lambda: asked() or controller.my_turn or window.session.state.over, timeout=30_000)


def take_the_screen(window: MainWindow, qtbot: QtBot) -> str:
    """Check the cover hides every hand, then press its button as the person named; their name."""
    controller, state = window.controller, window.session.state
    assert window.table_stack.currentWidget() is window.pass_screen
    name = window.session.seat_names[state.to_move]
    assert window.pass_screen.heading.text() == f"Pass the screen to {name}"
    assert face_up_hand_cards(window) == set()
    described = table_description(state, controller.viewpoint)
    assert not any(c.pretty in described for hand in state.hands for c in hand)
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert not controller.covered and controller.at_screen == state.to_move
    assert window.table_stack.currentWidget() is window.view
    return name


def test_two_people_and_two_computers_play_a_whole_partnership_match(qtbot: QtBot, tmp_path: Path) -> None:
    window = people_window(qtbot, tmp_path, ANA_AND_BEN)
    session, controller = window.session, window.controller
    assert session.seat_names == ("Ana", "Ben", "North", "East")
    assert session.score_names == ("Ana and North", "Ben and East")
    passes = {"Ana": 0, "Ben": 0}
    games = 0
    while True:
        wait_for_a_person(window, qtbot)
        state = session.state
        if state.over:
            qtbot.waitUntil(lambda: controller.game_over.dialog is not None, timeout=10_000)
            dialog = controller.game_over.dialog
            assert dialog is not None
            assert dialog.headline.text().startswith(("Ana and North win", "Ben and East win", "A draw"))
            games += 1
            if session.match.is_over():
                break
            dialog.accept()
            continue
        if window.table_stack.currentWidget() is window.pass_screen:
            passes[take_the_screen(window, qtbot)] += 1
        qtbot.waitUntil(lambda: controller.my_turn, timeout=10_000)
        seat = session.state.to_move
        assert session.seating.is_person(seat)
        # Only the hand of the person at the screen shows, at the bottom of the table.
        assert face_up_hand_cards(window) == {str(c) for c in session.state.hands[seat]}
        assert window.scene.viewpoint is not None and window.scene.viewpoint.side(seat) == "bottom"
        play_first_move(window)
    assert games == len(session.match.results) >= 2
    assert passes["Ana"] > games and passes["Ben"] > games  # every turn of theirs began with the screen passed
    people = controller.recorder.stats.people
    assert people["Ana"].games_played == people["Ben"].games_played == games
    won = sum(result.won_by(0) for result in session.match.results)
    assert people["Ana"].games_won == won
    assert controller.recorder.stats.for_variant("royal").games_played == 0  # your own record is for games alone
    assert window.score_model.totals() == session.match.totals()


def test_a_person_may_take_back_their_move_until_another_person_has_played(qtbot: QtBot, tmp_path: Path) -> None:
    seating = Seating((SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "Ben")))
    window = people_window(qtbot, tmp_path, seating, ADVANCED)
    session, controller = window.session, window.controller
    wait_for_a_person(window, qtbot)
    take_the_screen(window, qtbot)
    first = controller.at_screen
    play_first_move(window)
    wait_for_a_person(window, qtbot)
    assert controller.covered  # the screen goes to the other person
    window.commands.undo_action.trigger()  # before passing it, the mover may still take the move back...
    assert session.moves_this_game == 0 and controller.at_screen == first
    wait_for_a_person(window, qtbot)  # ...but whoever pressed it, the screen goes back to them first
    assert window.pass_screen.heading.text() == f"Pass the screen to {session.seat_names[first]}"
    take_the_screen(window, qtbot)
    assert controller.my_turn and controller.at_screen == first
    play_first_move(window)
    take_the_screen(window, qtbot)
    play_first_move(window)
    take_the_screen(window, qtbot)
    assert controller.at_screen == first and session.moves_this_game == 2
    assert not window.commands.undo_action.isEnabled()  # taking back their own move would take back the other's
    window.controller.taking_back.undo()
    assert session.moves_this_game == 2


def test_the_table_turns_to_the_one_person_wherever_they_sit(qtbot: QtBot, tmp_path: Path) -> None:
    seating = Seating((SeatPlayer("easy"), SeatPlayer("easy"), SeatPlayer(PERSON), SeatPlayer("hard")))
    window = people_window(qtbot, tmp_path, seating, ADVANCED)
    session, controller = window.session, window.controller
    assert session.seat_names == ("North", "East", "You", "West")  # named from the person's chair
    assert controller.at_screen == 2 and not controller.covered
    wait_for_a_person(window, qtbot)
    assert controller.my_turn and face_up_hand_cards(window) == {str(c) for c in session.state.hands[2]}
    viewpoint = window.scene.viewpoint
    assert viewpoint is not None
    assert [viewpoint.side(seat) for seat in range(4)] == ["top", "right", "bottom", "left"]
    asked: list[str] = []
    window.ai.request = lambda view, level, budget: asked.append(level)  # type: ignore[method-assign]
    play_first_move(window)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == ["hard"]  # West, after you, plays at the level of its own seat


def test_the_seats_are_saved_with_the_match_and_come_back_with_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = people_window(qtbot, tmp_path, ANA_AND_BEN)
    text = to_json(saved_of(window.session.play, window.session.seating))
    assert '"version": 4' in text and '"name": "Ana"' in text
    saved = from_json(text)
    assert saved.seats == ANA_AND_BEN
    other = shown_window(qtbot, quick_settings(tmp_path / "other"))
    assert other.session.seat_names == ("You", "Computer")
    assert resume_saved(other.controller, saved)
    assert other.session.seating == ANA_AND_BEN and other.session.score_names == ("Ana and North", "Ben and East")
    assert other.settings.seating(4) == ANA_AND_BEN
    usual = shown_window(qtbot, quick_settings(tmp_path / "usual"))
    assert '"seats"' not in to_json(saved_of(usual.session.play, usual.session.seating))


def test_the_variant_dialog_seats_people_by_name_and_refuses_seats_that_cannot_play(qtbot: QtBot) -> None:
    dialog = VariantDialog(ADVANCED, opponents=1)
    qtbot.addWidget(dialog)
    seats = dialog.seats
    assert [seats.players_boxes[s].currentData() for s in range(2)] == [PERSON, "hard"]
    dialog.opponents_box.setCurrentIndex(dialog.opponents_box.findData(3))
    assert [box.isVisible() or not dialog.isVisible() for box in seats.players_boxes] == [True] * 4
    seats.players_boxes[2].setCurrentIndex(seats.players_boxes[2].findData(PERSON))
    seats.name_edits[0].setText("Ana")
    seats.name_edits[2].setText("ana")
    assert "two people are called" in seats.problem().lower()
    dialog.accept()
    assert dialog.result() == 0  # still open: Done waits for seats that can play
    seats.name_edits[2].setText("Ben")
    assert seats.problem() == ""
    assert dialog.selected_seating() == Seating(
        (SeatPlayer(PERSON, "Ana"), SeatPlayer("hard"), SeatPlayer(PERSON, "Ben"), SeatPlayer("hard"))
    )
    for box in seats.players_boxes:
        box.setCurrentIndex(box.findData("easy"))
    assert "at least one seat" in seats.problem().lower()


@pytest.mark.parametrize(
    ("seats", "problem"),
    [
        ((SeatPlayer("easy"), SeatPlayer("hard")), "at least one seat"),
        ((SeatPlayer(PERSON, "Ana"), SeatPlayer("genius")), "no computer level"),
        ((SeatPlayer(PERSON, "North"), SeatPlayer("easy")), "name of a chair"),
        ((SeatPlayer(PERSON, " Ana"), SeatPlayer("easy")), "printable characters"),
        ((SeatPlayer(PERSON, "A" * 25), SeatPlayer("easy")), "printable characters"),
        ((SeatPlayer(PERSON), SeatPlayer("easy", "Bob")), "chair's name"),
    ],
)
def test_a_seating_that_cannot_play_is_refused_with_its_reason(seats: tuple[SeatPlayer, ...], problem: str) -> None:
    with pytest.raises(SeatingError, match=problem):
        Seating(seats)


def test_a_refusal_is_a_typed_reason_that_may_be_told_more_seat_names() -> None:
    ana_and_sud = (SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "Sud"))
    assert seating_refusal(ana_and_sud) is None  # "Sud" is no seat's name in English
    assert seating_refusal(ana_and_sud, {"Sud", "Tu"}) == (SeatingProblem.CHAIR_NAME, {"name": "Sud"})
    twice = (SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "ana"))
    assert seating_refusal(twice) == (SeatingProblem.NAME_TWICE, {"name": "ana"})
    assert seating_problem(twice) == "two people are called ana"


def test_names_at_the_table() -> None:
    assert Seating.against_computers(2, "hard").names == ("You", "Computer")
    assert Seating.against_computers(3, "hard", seat=1).names == ("East", "You", "West")
    assert ANA_AND_BEN.names == ("Ana", "Ben", "North", "East")
    unnamed = Seating((SeatPlayer(PERSON), SeatPlayer(PERSON)))
    assert unnamed.names == ("South", "North") and unnamed.people == (0, 1)
    assert Seating.from_json(ANA_AND_BEN.as_json(), 4) == ANA_AND_BEN
    with pytest.raises(SeatingError):
        Seating.from_json(ANA_AND_BEN.as_json(), 2)
    assert Seating.against_computers(4, "easy").usual and not ANA_AND_BEN.usual


def test_a_partnership_match_saved_after_a_game_resumes_with_the_sides_totals(qtbot: QtBot, tmp_path: Path) -> None:
    window = people_window(qtbot, tmp_path, Seating.against_computers(4, "easy"))
    session = window.session
    while not session.state.over:
        session.apply(first_legal(session.state))
    session.next_game()
    saved = from_json(to_json(saved_of(session.play, session.seating)))
    assert len(saved.totals) == 2 and saved.seats is None
    other = shown_window(qtbot, quick_settings(tmp_path / "other"))
    assert resume_saved(other.controller, saved)
    assert other.session.match.totals() == session.match.totals()


def test_statistics_show_every_named_persons_games() -> None:
    from cassino_desktop.stats import PersonStats
    from cassino_desktop.ui.dialogs.stats_dialog import people_text

    assert people_text({}) == ""
    text = people_text({"Ben": PersonStats(2, 1, 0), "Ana": PersonStats(5, 3, 1)})
    assert text == "By name, every variant: Ana: 5 games, 3 won, 1 drawn; Ben: 2 games, 1 won."


def test_what_the_side_panel_says_of_a_hand_goes_when_the_screen_is_passed(qtbot: QtBot, tmp_path: Path) -> None:
    seating = Seating((SeatPlayer(PERSON, "Ana"), SeatPlayer(PERSON, "Ben")))
    window = people_window(qtbot, tmp_path, seating, ADVANCED)
    controller = window.controller
    wait_for_a_person(window, qtbot)
    take_the_screen(window, qtbot)
    controller.set_coach(True)
    qtbot.waitUntil(lambda: bool(controller.coach._lines), timeout=20_000)
    play_first_move(window)
    wait_for_a_person(window, qtbot)
    assert window.table_stack.currentWidget() is window.pass_screen
    assert window.coach_list.count() == 0 or not any(
        c.pretty in window.coach_list.item(i).text()
        for i in range(window.coach_list.count())
        for hand in window.session.state.hands
        for c in hand
    )


def test_going_back_to_one_person_while_the_screen_is_passed_shows_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = people_window(qtbot, tmp_path, ANA_AND_BEN)
    wait_for_a_person(window, qtbot)
    assert window.table_stack.currentWidget() is window.pass_screen
    window.settings.set_seating(Seating.against_computers(2, "easy"))
    window.controller.new_games.new_match(ADVANCED, 2)
    assert window.table_stack.currentWidget() is window.view and not window.controller.covered
    qtbot.waitUntil(lambda: window.controller.my_turn or window.session.state.to_move != 0, timeout=10_000)
    window.controller.new_games.daily_deal()
    assert window.table_stack.currentWidget() is window.view


def test_a_shared_game_given_up_is_nobodys_loss_and_the_computer_after_a_lone_person_may_lead(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = people_window(qtbot, tmp_path, ANA_AND_BEN)
    session, controller = window.session, window.controller
    wait_for_a_person(window, qtbot)
    take_the_screen(window, qtbot)
    play_first_move(window)
    controller.recorder.abandon_game(controller.game_under_way(), controller.sharing)
    assert controller.recorder.stats.for_variant("royal").games_played == 0
    north = Seating((SeatPlayer("easy"), SeatPlayer(PERSON), SeatPlayer("easy")))
    assert north.first_leader(computer_first=False) == 1 and north.first_leader(computer_first=True) == 2
    window.settings.set_seating(north)
    controller.new_games.new_match(ADVANCED, 3)
    assert session.match.first_leader == 1 and session.can_pass_lead()
    controller.pass_lead()
    assert session.match.first_leader == 2 and not session.can_pass_lead()


def test_difficulty_sets_every_computer_seat_and_keeps_the_people(qtbot: QtBot, tmp_path: Path) -> None:
    window = people_window(qtbot, tmp_path, ANA_AND_BEN)
    window.controller.new_games.daily_deal()  # a table of two, for the day
    window.effects.set_difficulty("expert")
    assert window.settings.seating(4) == ANA_AND_BEN.with_computers_at("expert")
    dialog_seating = Seating.against_computers(2, "medium")
    window.settings.set_seating(dialog_seating)
    assert window.settings.seating(2).level(1) == window.settings.difficulty == "expert"  # the menu governs


def test_the_resume_question_names_the_sides(qtbot: QtBot, tmp_path: Path) -> None:
    from cassino_desktop.savegame import replay
    from cassino_desktop.ui.resume_offer import resume_question

    window = people_window(qtbot, tmp_path, ANA_AND_BEN)
    session = window.session
    while not session.state.over:
        session.apply(first_legal(session.state))
    session.next_game()
    saved = from_json(to_json(saved_of(session.play, session.seating)))
    question = resume_question(saved, replay(saved))
    totals = session.match.totals()
    assert f"Ana and North\u00a0{totals[0]}, Ben and East\u00a0{totals[1]}" in question
