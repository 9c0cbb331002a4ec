"""A setting chosen in a Settings submenu or the Settings dialog, put into effect at once on the table.

The window keeps its menus ticked to agree; what each choice changes (the
computers' level, how the cards move, their back and their deck) is done
here. Its strings keep the ``main_window`` context of the translation files
they were written under.
"""

from __future__ import annotations

from collections.abc import Callable

from .cards.builtin_deck import BACK_COLORS
from .cards.card_pixmaps import CardPixmapCache
from .cards.deck_themes import load_theme
from .i18n import translator
from .pace import PACES
from .session import GameSession
from .settings import Settings
from .table.scene import TableScene
from .words import level_name

_ = translator("main_window")


class SettingsEffects:
    """Puts settings into effect; ``say`` puts a sentence on the status line, ``show_problem`` above the table."""

    def __init__(
        self,
        settings: Settings,
        session: GameSession,
        scene: TableScene,
        cache: CardPixmapCache,
        say: Callable[[str, int], None],
        show_problem: Callable[[str], None],
    ) -> None:
        self.settings = settings
        self.session = session
        self.scene = scene
        self.cache = cache
        self.say = say
        self.show_problem = show_problem

    def set_difficulty(self, level: str) -> None:
        """Every computer at the table plays at ``level`` from its next move (the Variants dialog sets each seat)."""
        self.settings.set_computer_level(level)
        self.session.seating = self.session.seating.with_computers_at(level)
        self.say(_("Difficulty: {level}").format(level=level_name(level)), 4000)

    def set_speed(self, name: str) -> None:
        self.settings.speed = name
        self.scene.set_speed(name)

    def set_pace(self, name: str) -> None:
        """How the others' moves are played out, from the next one (one held for a click now goes on)."""
        self.settings.pace = name
        self.scene.set_pace(name)
        if not PACES[name].waits:
            self.scene.playback.go_on()

    def set_back(self, name: str) -> None:
        self.settings.back_color = name
        self.cache.set_back_color(BACK_COLORS[name])
        self.scene.refresh_cards()

    def set_theme(self, name: str, path: str | None) -> None:
        """Repaint the cards in deck ``name`` at once: a built-in style by its name, an installed deck by its
        ``path``; a deck that cannot be read leaves the Classic one and says why."""
        theme, problem = load_theme(name if path is None else path)  # the built-in styles have no file
        self.cache.set_theme(theme)
        self.scene.refresh_cards()
        if problem:
            self.say(problem, 10_000)
            self.show_problem(problem)
            self.settings.theme = "Classic"
        else:
            self.settings.theme = name
