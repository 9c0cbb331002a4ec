"""The daily deal: the date alone decides the cards, one game decides, and a save keeps the day."""

from __future__ import annotations

import datetime
import json

import pytest

from cassino_desktop.engine import ADVANCED, MatchPlay, Move, daily_match, daily_seed, derive_seed, new_game
from cassino_desktop.savegame import SaveError, from_json, replay, saved_of, to_json

DAY = datetime.date(2026, 11, 25)


def test_the_daily_seed_is_fixed_for_good_by_the_date() -> None:
    """A known answer (SHA-256 of the label and the ISO date, worked out by hand): the same on every run."""
    assert daily_seed(DAY) == 6489656797942604063
    assert daily_seed(DAY) == daily_seed(datetime.date.fromisoformat("2026-11-25"))
    assert daily_seed(DAY + datetime.timedelta(days=1)) != daily_seed(DAY)


def test_the_daily_deal_is_one_game_of_advanced_the_player_leading() -> None:
    play = MatchPlay(daily_match(DAY))
    assert play.state == new_game(ADVANCED, derive_seed(daily_seed(DAY), 0), dealer=1)
    assert play.match.one_game and play.state.to_move == 0
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    assert play.match.is_over() and play.match.winner() == play.match.results[0].winner


def test_a_daily_deal_saved_mid_game_stays_the_daily_deal_and_a_wrong_date_is_refused() -> None:
    play = MatchPlay(daily_match(DAY))
    for _ in range(3):
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    text = to_json(saved_of(play))
    obj = json.loads(text)
    assert obj["version"] == 3 and obj["daily"] == "2026-11-25"
    again = replay(from_json(text))
    assert again.match.daily == DAY and again.state == play.state
    obj["daily"] = "2026-11-24"
    with pytest.raises(SaveError, match="its seed is not the daily deal of 2026-11-24"):
        from_json(json.dumps(obj))
    obj["daily"] = "25 November"
    with pytest.raises(SaveError, match="its daily deal must be a date"):
        from_json(json.dumps(obj))


def test_a_daily_deal_keeps_its_lead_and_a_save_that_changes_its_deal_is_refused() -> None:
    play = MatchPlay(daily_match(DAY))
    with pytest.raises(ValueError, match="not in a daily deal"):
        play.pass_lead(1)
    obj = json.loads(to_json(saved_of(play)))
    for change in ({"first_leader": 1}, {"deals": [{"commitment": "", "secret": "", "salt": "", "cut": ""}]}):
        with pytest.raises(SaveError):
            replay(from_json(json.dumps({**obj, **change})))


def test_a_reset_of_every_statistic_keeps_the_days_try_counted() -> None:
    from cassino_desktop.stats import Statistics

    stats = Statistics()
    assert stats.start_daily(DAY)
    stats.reset()
    assert not stats.start_daily(DAY) and stats.daily.last_result == "lost"


def test_the_daily_deals_line_hides_its_seed_while_the_game_is_played_and_shows_it_after() -> None:
    from cassino_desktop.engine import GameLineError, read_game_line
    from cassino_desktop.engine.daily_deal import seal_of

    play = MatchPlay(daily_match(DAY))
    for _ in range(3):
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    game_seed = derive_seed(daily_seed(DAY), 0)
    line = play.line_of(0)
    assert "seed=" not in line and f"sealed={seal_of(game_seed)}" in line
    assert str(game_seed) not in line and str(daily_seed(DAY)) not in line  # nothing that deals the hidden cards
    with pytest.raises(GameLineError, match="its seed stays sealed until the game is over"):
        read_game_line(line)
    while not play.state.over:
        play.push(sorted(play.state.legal_moves(), key=Move.sort_key)[0])
    after = play.line_of(0)
    assert f"seed={game_seed}" in after and f"sealed={seal_of(game_seed)}" in after  # the seal, now opened
    replayed = read_game_line(after)
    assert replayed.final() == play.state and replayed.seal == seal_of(game_seed)
    with pytest.raises(GameLineError, match="not the one its seal was made from"):
        read_game_line(after.replace(f"seed={game_seed}", f"seed={game_seed + 1}"))
