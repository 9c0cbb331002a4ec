"""A bound on the work of one question, counted in search steps: the same answer on a busy machine or an idle one."""

from __future__ import annotations


class OutOfSteps(Exception):
    """The step budget of one question ran out before the search was done."""


class StepBudget:
    """How many search steps a question may still take: the bound that keeps every answer quick."""

    __slots__ = ("left",)

    def __init__(self, steps: int) -> None:
        self.left = steps

    def spend(self, steps: int = 1) -> None:
        self.left -= steps
        if self.left < 0:
            raise OutOfSteps
