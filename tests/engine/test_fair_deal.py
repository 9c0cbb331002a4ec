"""A deal neither side can choose: the commitment holds for the secret, salt and cut, and for nothing else."""

from __future__ import annotations

import hashlib
import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from cassino_desktop.cli.cassino_engine import main as cli_main
from cassino_desktop.engine import (
    ADVANCED,
    MatchPlay,
    Move,
    RevealedDeal,
    SealedDeal,
    game_line,
    new_game,
    random_cut,
    read_game_line,
)
from cassino_desktop.engine.fair_deal import commitment_of, seed_of
from cassino_desktop.savegame import SaveError, from_json, replay, saved_of, to_json

SECRET = bytes(range(32))
SALT = bytes(range(100, 116))
CANNOT = "It cannot show how the secret was chosen"
"""What ``verify`` says the check cannot show, after every deal that passes it."""


def test_the_hashed_bytes_are_fixed_for_good() -> None:
    """Known answers (worked out by hand with hashlib from the bytes the module's docstring names): a deal
    fairly made today is checked the same way by every later version."""
    assert commitment_of(SECRET, SALT) == "befa9c914ece098fdacaf55b46bd1d46e97bfde3fd4ef438886e6a8eaaf8a7c5"
    assert seed_of(SECRET, "my cut") == 2138501936451916711
    assert seed_of(SECRET, "my cut ") != seed_of(SECRET, "my cut")


def test_the_revealed_deal_verifies_and_fails_for_any_change() -> None:
    sealed = SealedDeal.fresh()
    cut = "Grandma's cut ✂"
    seed = sealed.seed(cut)
    revealed = RevealedDeal.of(sealed, cut)
    assert revealed.problems(seed) == []
    other = SealedDeal.fresh()
    changes = {
        "secret": replace(revealed, secret=other.secret.hex()),
        "salt": replace(revealed, salt=other.salt.hex()),
        "cut": replace(revealed, cut=cut + "!"),
    }
    for name, changed in changes.items():
        assert changed.problems(seed), name
    assert revealed.problems(seed + 1)  # another deal than the one the secret and cut give
    assert replace(revealed, secret="not hex").problems(seed) == [
        "the secret and the salt must be written in hexadecimal"
    ]
    assert random_cut() != random_cut() and len(random_cut()) == 16


def line_of_a_fair_game(cut: str = "cut by the player") -> tuple[str, int]:
    sealed = SealedDeal.fresh()
    seed = sealed.seed(cut)
    state = new_game(ADVANCED, seed)
    moves = []
    for _ in range(6):
        move = sorted(state.legal_moves(), key=Move.sort_key)[0]
        moves.append(move)
        state = state.apply(move)
    return game_line(ADVANCED, seed, 1, 2, moves, RevealedDeal.of(sealed, cut)), seed


def test_a_fair_game_line_carries_its_deal_and_the_command_line_verifies_it(tmp_path: Path) -> None:
    line, seed = line_of_a_fair_game("a cut | with bars and spaces")
    read = read_game_line(line)
    assert read.seed == seed and read.deal is not None and read.deal.cut == "a cut | with bars and spaces"
    path = tmp_path / "game.txt"
    path.write_text(line)
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 0
    said = out.getvalue()
    assert "The game's deal follows from its commitment and its cut: the secret and the salt hash to" in said
    assert said.endswith(" so the deal is fair only if the commitment was shown before someone else made the cut.\n")
    assert said.count(CANNOT) == 1


@pytest.mark.parametrize("part", ["secret", "salt", "cut", "commitment"])
def test_verify_fails_when_anything_revealed_was_changed(tmp_path: Path, part: str) -> None:
    line, _seed = line_of_a_fair_game()
    head, _, rest = line.partition(f" {part}=")
    value, _, tail = rest.partition(" ")
    changed = f"{head} {part}={'0' * len(value)}{' ' + tail if tail else ''}"
    path = tmp_path / "game.txt"
    path.write_text(changed)
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 1
    assert "NOT FAIR: The game was not dealt as its commitment promised: " in out.getvalue()


def a_finished_fair_match() -> MatchPlay:
    play = MatchPlay.new(ADVANCED, cutter=RecordingCutter())
    play_game_out(play)
    return play


@pytest.mark.parametrize(
    ("part", "value", "reason"),
    [
        ("secret", "00" * 32, "the secret and the salt do not hash to the commitment"),
        ("salt", "11" * 16, "the secret and the salt do not hash to the commitment"),
        ("secret", "nothexadecimal", "the secret and the salt must be written in hexadecimal"),
    ],
)
def test_a_revealed_deal_that_is_not_the_sealed_one_gets_one_verdict_in_a_save_and_in_a_line(
    tmp_path: Path, part: str, value: str, reason: str
) -> None:
    play = a_finished_fair_match()
    saved = json.loads(to_json(saved_of(play)))
    saved["deals"][0][part] = value
    save = tmp_path / "match.json"
    save.write_text(json.dumps(saved))
    head, _, rest = play.line_of(0).partition(f" {part}=")
    line = tmp_path / "game.txt"
    line.write_text(f"{head} {part}={value} {rest.partition(' ')[2]}")
    verdicts = []
    for path, name in ((save, "Game 1"), (line, "The game")):
        out = io.StringIO()
        status = cli_main(["verify", str(path)], out=out)
        assert f"NOT FAIR: {name} was not dealt as its commitment promised: {reason}.\n" in out.getvalue()
        assert "follows from" not in out.getvalue() and CANNOT not in out.getvalue()
        verdicts.append(status)
    assert verdicts == [1, 1]


def test_a_secret_tried_until_the_cards_suit_passes_and_verify_says_what_that_proves_and_what_not(
    tmp_path: Path,
) -> None:
    """Whoever knows the cut can try secrets until the deal suits them: the check cannot tell, and says so."""
    cut = "the cut I knew"
    for tries in range(1, 10_000):
        sealed = SealedDeal(hashlib.sha256(f"try {tries}".encode()).digest(), SALT)
        opening = new_game(ADVANCED, sealed.seed(cut))
        if sum(card.rank == 1 for card in opening.hands[opening.to_move]) >= 3:
            break
    else:
        pytest.fail("no secret of ten thousand gave three aces")
    path = tmp_path / "game.txt"
    path.write_text(game_line(ADVANCED, sealed.seed(cut), 1, 2, [], RevealedDeal.of(sealed, cut)))
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 0  # the deal does follow from its commitment and its cut
    said = out.getvalue()
    assert "fairly" not in said and "shown before the deal" not in said  # neither is what the check shows
    assert "The game's deal follows from its commitment and its cut" in said
    assert "the cards were fixed by the commitment and the cut before any was dealt" in said
    assert CANNOT in said


def test_verify_refuses_a_changed_move_and_an_unsealed_line(tmp_path: Path) -> None:
    """A first move trailing a card the opponent holds cannot be played from the deal the line names
    (a changed move that stays legal is simply another game of the same deal: nothing to refuse)."""
    line, seed = line_of_a_fair_game()
    head, *moves = line.split(" | ")
    opening = new_game(ADVANCED, seed)
    opponents_card = opening.hands[(opening.to_move + 1) % 2][0]
    path = tmp_path / "game.txt"
    path.write_text(" | ".join([head, f"trail {opponents_card}", *moves[1:]]))
    assert cli_main(["verify", str(path)], out=io.StringIO()) == 2  # not the game that was dealt
    path.write_text(game_line(ADVANCED, 5, 1, 2, []))
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 1
    assert "NOT VERIFIED" in out.getvalue()


# ------------------------------------------------------------------ a match dealt fairly


class RecordingCutter:
    """Cuts with numbered texts, noting each commitment it was shown."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __call__(self, commitment: str) -> str:
        self.asked.append(commitment)
        return f"cut {len(self.asked)}"


def play_game_out(play: MatchPlay) -> None:
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])


def test_every_game_of_a_fair_match_is_sealed_then_cut_then_revealed_when_over() -> None:
    cutter = RecordingCutter()
    play = MatchPlay.new(ADVANCED, cutter=cutter)
    assert len(cutter.asked) == 1 and play.commitment(0) == cutter.asked[0]
    deal = play.match.fair_deals[0]
    assert deal.cut == "cut 1" and play.match.game_seed(0) == seed_of(deal.sealed.secret, "cut 1")
    assert play.state == new_game(ADVANCED, deal.seed, dealer=1)
    assert play.revealed_deal(0) is None  # the secret stays sealed while the game is played
    with pytest.raises(ValueError, match="once it is over: its seed gives the deal away"):
        play.line_of(0)
    play_game_out(play)
    revealed = play.revealed_deal(0)
    assert revealed is not None and revealed.problems(deal.seed) == []
    assert read_game_line(play.line_of(0)).deal == revealed
    play.next_game()
    assert len(cutter.asked) == 2 and cutter.asked[1] != cutter.asked[0]
    assert play.match.game_seed(1) == play.match.fair_deals[1].seed


def test_passing_the_lead_keeps_the_sealed_deal() -> None:
    cutter = RecordingCutter()
    play = MatchPlay.new(ADVANCED, cutter=cutter)
    seed = play.match.game_seed(0)
    play.pass_lead(1)
    assert len(cutter.asked) == 1 and play.match.game_seed(0) == seed and play.match.first_leader == 1
    assert play.state == new_game(ADVANCED, seed, dealer=0)
    play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    with pytest.raises(ValueError):
        play.pass_lead(0)


def test_a_fair_match_saved_mid_game_comes_back_with_its_deals_and_refuses_a_changed_secret() -> None:
    play = MatchPlay.new(ADVANCED, cutter=RecordingCutter())
    play_game_out(play)
    play.next_game()
    for _ in range(5):
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    text = to_json(saved_of(play))
    assert json.loads(text)["version"] == 3
    again = replay(from_json(text))
    assert again.state == play.state and again.match.fair_deals == play.match.fair_deals
    obj = json.loads(text)
    obj["deals"][1]["secret"] = "00" * 32
    with pytest.raises(SaveError, match="the deal of game 2 is not what it promised"):
        from_json(json.dumps(obj))


def test_a_match_dealt_from_its_seed_is_saved_as_before() -> None:
    play = MatchPlay.new(ADVANCED, seed=12)
    assert play.commitment(0) is None and json.loads(to_json(saved_of(play)))["version"] == 1


def test_verify_checks_every_finished_game_of_a_saved_match(tmp_path: Path) -> None:
    import datetime

    from cassino_desktop.engine import daily_match

    play = MatchPlay.new(ADVANCED, cutter=RecordingCutter())
    play_game_out(play)
    play.next_game()
    play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    path = tmp_path / "match.json"
    path.write_text(to_json(saved_of(play)))
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 0
    said = out.getvalue()
    assert "Game 1's deal follows from its commitment and its cut: the secret and the salt hash to" in said
    assert said.count(CANNOT) == 1  # said once, after every game's verdict
    assert "Game 2 is in play: its deal is sealed with the commitment" in said
    assert "The saved match replays: 1 finished game, 1 move of the game in play." in said  # never "1 finished games"
    assert play.match.fair_deals[1].sealed.secret.hex() not in said  # the game in play stays sealed

    obj = json.loads(path.read_text())
    obj["deals"][0]["cut"] = "another cut"  # the secret still hashes to the commitment, but deals other cards
    path.write_text(json.dumps(obj))
    assert cli_main(["verify", str(path)], out=io.StringIO()) == 2  # the moves no longer replay: not that game

    daily = MatchPlay(daily_match(datetime.date(2026, 11, 25)))
    path.write_text(to_json(saved_of(daily)))
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 0
    assert "the daily deal of 2026-11-25" in out.getvalue()

    seeded = MatchPlay.new(ADVANCED, seed=4)
    play_game_out(seeded)
    path.write_text(to_json(saved_of(seeded)))
    out = io.StringIO()
    assert cli_main(["verify", str(path)], out=out) == 1
    assert "NOT VERIFIED: Game 1 carries no commitment" in out.getvalue()
