"""Computer players: they see a seat's view of the game, never the hidden cards."""

from __future__ import annotations

from .player import Budget, CancelToken, Player

__all__ = ["Budget", "CancelToken", "Player"]
