"""A Hypothesis profile for the mutation run (tools/mutation_test.py), chosen by an environment variable.

Mutation testing runs the same tests hundreds of times against changed code and compares the
outcomes: with ``CASSINO_HYPOTHESIS_PROFILE=mutation`` every property test draws the same
examples on every run and remembers no failing example from an earlier one, so a mutant is
killed or survives on its own account. Without the variable nothing changes.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest
from hypothesis import settings

from cassino_desktop.engine import COMPILED
from cassino_desktop.engine.movegen import forget_tables


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """With the engine compiled, a test that swaps a function inside it would swap a name nothing calls by: such a
    test is skipped here and run on the Python engine by ``test_native_engine``, in a process of its own."""
    if not COMPILED:
        return
    skip = pytest.mark.skip(reason="run on the Python engine by test_native_engine (the engine runs compiled here)")
    for item in items:
        if item.get_closest_marker("python_engine"):
            item.add_marker(skip)


settings.register_profile("mutation", derandomize=True, database=None, deadline=None, print_blob=False)

_profile = os.environ.get("CASSINO_HYPOTHESIS_PROFILE")
if _profile:
    settings.load_profile(_profile)

if _profile == "mutation":

    @pytest.fixture(autouse=True, scope="session")
    def _engine_remembers_nothing() -> Iterator[None]:
        """Each mutant's tests start with nothing the engine remembered from an earlier run in the same process.

        mutmut runs a mutant's tests in a process forked from the one that ran them all on the
        unchanged code: the tables it analysed and the Clearance groups it worked out would be
        answered from memory, and the changed code that makes them never run.
        """
        forget_tables()
        for name, module in list(sys.modules.items()):
            if name.startswith("cassino_desktop.engine"):
                for value in list(vars(module).values()):
                    clear = getattr(value, "cache_clear", None)  # functools' remembered answers
                    if callable(clear):
                        clear()
        yield
