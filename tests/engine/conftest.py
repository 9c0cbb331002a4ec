"""A Hypothesis profile for the mutation run (tools/mutation_test.py), chosen by an environment variable.

Mutation testing runs the same tests hundreds of times against changed code and compares the
outcomes: with ``CASSINO_HYPOTHESIS_PROFILE=mutation`` every property test draws the same
examples on every run and remembers no failing example from an earlier one, so a mutant is
killed or survives on its own account. Without the variable nothing changes.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("mutation", derandomize=True, database=None, deadline=None, print_blob=False)

_profile = os.environ.get("CASSINO_HYPOTHESIS_PROFILE")
if _profile:
    settings.load_profile(_profile)
