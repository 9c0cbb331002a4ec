"""The collector's pace for searching processes: raised to ``SEARCH_PACE``, never lowered."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from cassino_desktop.ai.collector import SEARCH_PACE, pace_for_search


@pytest.fixture
def restored_pace() -> Iterator[None]:
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


@pytest.mark.usefixtures("restored_pace")
def test_the_youngest_generation_is_collected_at_the_search_pace() -> None:
    gc.set_threshold(700, 10, 10)
    pace_for_search()
    assert gc.get_threshold() == (SEARCH_PACE, 10, 10)


@pytest.mark.usefixtures("restored_pace")
def test_a_slower_pace_set_by_the_host_stays() -> None:
    gc.set_threshold(SEARCH_PACE * 3, 20, 5)
    pace_for_search()
    assert gc.get_threshold() == (SEARCH_PACE * 3, 20, 5)
