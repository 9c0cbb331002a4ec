"""Each thread keeps its own memos: the window's questions and a player's search never share one."""

from __future__ import annotations

import threading

from cassino_desktop.engine import ADVANCED, ThreadMemo, forget_tables, movegen, new_game


def in_another_thread(job: object) -> object:
    """What ``job()`` returns when run in a thread of its own."""
    answer: list[object] = []
    worker = threading.Thread(target=lambda: answer.append(job()))  # type: ignore[operator]
    worker.start()
    worker.join()
    return answer[0]


def test_two_threads_never_see_each_others_memo() -> None:
    memo: ThreadMemo[dict[str, int]] = ThreadMemo(dict)
    memo.get()["mine"] = 1
    theirs = in_another_thread(lambda: dict(memo.get()))
    assert theirs == {}
    assert memo.get() == {"mine": 1}


def test_forget_drops_every_threads_memo_at_its_next_look() -> None:
    memo: ThreadMemo[dict[str, int]] = ThreadMemo(dict)
    ready, forgotten, done = threading.Event(), threading.Event(), threading.Event()
    seen: list[dict[str, int]] = []

    def worker() -> None:
        memo.get()["worker's"] = 2
        ready.set()
        forgotten.wait()
        seen.append(dict(memo.get()))
        done.set()

    thread = threading.Thread(target=worker)
    thread.start()
    ready.wait()
    memo.get()["window's"] = 1
    memo.forget()
    forgotten.set()
    done.wait()
    thread.join()
    assert seen == [{}]
    assert memo.get() == {}


def test_the_move_generator_remembers_a_table_for_the_thread_that_asked() -> None:
    forget_tables()
    state = new_game(ADVANCED, 7, dealer=0)
    state.legal_moves()
    key = (ADVANCED, state.table)
    assert key in movegen._TABLES.get()
    assert in_another_thread(lambda: key in movegen._TABLES.get()) is False
    forget_tables()
    assert key not in movegen._TABLES.get()
