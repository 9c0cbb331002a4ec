"""The garbage collector's work around searches: survivors set aside; the full collection between games;
collections paused beside the window. Each test calls the project's own functions. (The collector's pace is
the process's setting: ``test_process_tuning.py``.)"""

from __future__ import annotations

import gc
import sys
import weakref
from collections.abc import Iterator

import pytest

from cassino_desktop.ai import gc_pacing
from cassino_desktop.ai.gc_pacing import collect_between_games, collections_paused, set_aside_survivors


class _Node:
    """An object that can sit in a reference cycle and be watched by a weak reference."""

    def __init__(self) -> None:
        self.other: _Node | None = None


def _cycle() -> _Node:
    """One of two nodes that refer to each other: only the collector can free them."""
    first, second = _Node(), _Node()
    first.other, second.other = second, first
    return first


@pytest.fixture
def nothing_set_aside(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    gc.unfreeze()
    monkeypatch.setattr(gc_pacing, "_blocks_after_last_collection", 0)
    yield
    gc.unfreeze()


def _walked_by_the_collector(target: object) -> bool:
    """Whether ``target`` is in one of the generations the collector walks (not set aside)."""
    return any(found is target for found in gc.get_objects())


@pytest.mark.usefixtures("nothing_set_aside")
def test_setting_survivors_aside_takes_every_object_alive_out_of_the_collectors_walk() -> None:
    first = _cycle()
    assert _walked_by_the_collector(first) and _walked_by_the_collector(first.other)
    set_aside_survivors()
    assert not _walked_by_the_collector(first) and not _walked_by_the_collector(first.other)
    assert gc.get_freeze_count() >= 2


@pytest.mark.usefixtures("nothing_set_aside")
def test_the_collection_between_games_frees_cycles_set_aside_and_sets_the_rest_aside() -> None:
    first = _cycle()
    watch = weakref.ref(first)
    set_aside_survivors()
    del first
    collect_between_games()
    assert watch() is None
    assert gc.get_freeze_count() > 0


@pytest.mark.usefixtures("nothing_set_aside")
def test_the_next_full_collection_waits_until_the_heap_has_doubled() -> None:
    collect_between_games()
    after_last = sys.getallocatedblocks()
    first = _cycle()
    watch = weakref.ref(first)
    set_aside_survivors()
    del first
    collect_between_games()
    assert watch() is not None  # a few more objects set aside: not worth a full collection yet
    grown = [_Node() for _ in range(after_last + 1)]  # a block each at least
    set_aside_survivors()
    collect_between_games()
    assert watch() is None
    assert gc.get_freeze_count() >= len(grown)


@pytest.mark.usefixtures("collector_as_found")
def test_the_first_games_deal_sets_aside_what_the_start_made_without_a_full_collection(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gc.disable()  # no collection of the collector's own while the cycle waits
    gc.unfreeze()
    monkeypatch.setattr(gc_pacing, "_blocks_after_last_collection", None)  # as a fresh process starts
    try:
        first = _cycle()
        watch = weakref.ref(first)
        del first
        collect_between_games()
        assert watch() is not None  # no walk of every object while the first table waits
        assert not _walked_by_the_collector(watch())
        assert gc_pacing._blocks_after_last_collection is not None
    finally:
        gc.unfreeze()
        gc.collect()


@pytest.fixture
def collector_as_found() -> Iterator[None]:
    enabled = gc.isenabled()
    yield
    if enabled:
        gc.enable()
    else:
        gc.disable()


@pytest.mark.usefixtures("collector_as_found")
def test_collections_are_paused_inside_and_resume_after_even_on_an_error() -> None:
    gc.enable()
    with collections_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collections_paused():
        raise RuntimeError("a search failed")
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_as_found")
def test_a_collector_the_host_turned_off_stays_off_after_the_pause() -> None:
    gc.disable()
    with collections_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()
