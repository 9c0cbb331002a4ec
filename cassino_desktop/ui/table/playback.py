"""The table's cards in flight: a new deal, a move played out at the player's pace, its lights and banners.

A move of the person at the screen flies at once; another seat's travels from
that seat's hand, what it takes or builds lights up and stays lit for a while
(or until the player clicks, at "wait for my click"), and its banners (a
sweep, a cassino won, the last cards) are said over the felt and fade. The
scene owns this player (``TableScene.playback``) and asks it whether the cards
are at rest; when they come to rest the scene says ``cardsAtRest``.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
)

from ...engine import BUILD, CAPTURE, Card, GameState, Move, MoveStory, item_cards, story_of
from ..cards.builtin_deck import CARD_ASPECT
from ..i18n import N_, translator
from ..pace import DEFAULT_PACE, PACES
from .card_item import CardItem
from .felt_text import BannerItem
from .table_layout import Z_MOVING, Layout

if TYPE_CHECKING:
    from .scene import TableScene

_ = translator("scene")

ANIMATION_SPEEDS: dict[str, float] = {N_("Off"): 0.0, N_("Fast"): 0.5, N_("Normal"): 1.0, N_("Slow"): 1.8}
"""The animation speeds by the name Settings keep (``speed_name`` says it in the player's words)."""

BASE_DURATION_MS = 260
"""A usual card's flight at the Normal speed."""


def speed_name(name: str) -> str:
    """An animation speed of ``ANIMATION_SPEEDS`` in the player's words."""
    return _(name) if name in ANIMATION_SPEEDS else name


class MovePlayback(QObject):
    """Plays out deals and moves on one scene, its child: the cards' flights, the held move, the banner."""

    def __init__(self, scene: TableScene, items: dict[Card, CardItem]) -> None:
        super().__init__(scene)  # the scene is reached as the parent: no reference cycle keeps a dropped one
        self._items = items
        self.speed = 1.0
        self.pace = PACES[DEFAULT_PACE]
        self._animation: QAbstractAnimation | None = None
        self._waiting: Callable[[], None] | None = None  # what goes on when the player clicks the held move
        self._banner: BannerItem | None = None

    @property
    def scene(self) -> TableScene:
        return cast("TableScene", self.parent())

    @property
    def at_rest(self) -> bool:
        """No card in flight and no move held lit for the player's click."""
        return self._animation is None and self._waiting is None

    @property
    def waiting_for_click(self) -> bool:
        """Another seat's move is held lit on the table until the player clicks it or presses a key (``go_on``)."""
        return self._waiting is not None

    @property
    def look_ms(self) -> int:
        """How long a move just played is left on the table before anything covers it (none, animations off)."""
        return int(self.pace.hold_ms * self.speed)

    def deal(self, state: GameState) -> None:
        """The cards of ``state`` fly from the stock to their places; ``cardsAtRest`` when done."""
        scene = self.scene
        layout = scene.placement.layout_of(state)
        for card, item in self._items.items():
            item.setVisible(card in layout.cards)
            item.set_width(layout.width)
            item.set_face_up(False)
            item.setPos(layout.stock_pos)
        group = QParallelAnimationGroup(scene)
        order = [c for hand in state.hands for c in hand] + [c for it in state.table for c in item_cards(it)]
        for i, card in enumerate(order):
            seq = QSequentialAnimationGroup(group)
            seq.addPause(int(i * 45 * self.speed))
            seq.addAnimation(self._fly(card, layout.cards[card].pos, 1.2))
            group.addAnimation(seq)
        self._run(group, state)

    def play(
        self,
        move: Move,
        before: GameState,
        after: GameState,
        old: Layout | None,
        *,
        played_out: bool = False,
        banners: Sequence[str] = (),
    ) -> None:
        """Animate ``move`` from ``before`` (laid out as ``old``) to ``after``; ``cardsAtRest`` when done.

        ``played_out``: the move is another seat's, shown at the player's pace: its card travels from that
        seat's hand, what it takes or builds lights up and stays lit (until a click, at "wait for my
        click"), then the table goes on. ``banners`` are said over the table as the cards light up.
        """
        self._remove_banner()  # the last move's words are done with: they must not hide this one
        story = story_of(move, before, after)
        pace = self.pace if played_out else None
        if self.speed == 0 or old is None:
            if pace is not None and pace.waits and old is not None:
                self._hold_at_once(story, old, after, banners)
                return
            self._show_banners(banners)
            self.scene.placement.remove_badges()
            self.scene.placement.place_all(after)
            self.scene.cardsAtRest.emit()
            return
        final = self.scene.placement.layout_of(after)
        for card in final.cards:
            self._items[card].set_width(final.width)  # a crowded table may have made every card smaller
        played = self._items[move.card]
        played.set_face_up(True)
        played.setZValue(Z_MOVING)
        dealt = {c for h in after.hands for c in h} - {c for h in before.hands for c in h}
        if pace is None:
            self._show_banners(banners)  # your own sweep or cassino is said as your card travels
            self.scene.placement.remove_badges()
            phases = QSequentialAnimationGroup(self.scene)
            phases.addAnimation(self._travel(story, old, final, after, 1.0))
            self._add_settling(phases, final, dealt, move.card)
            self._run(phases, after)
            return
        lead = QSequentialAnimationGroup(self.scene)
        if move.kind == CAPTURE or after.over:  # onto the table as it was, which stays until the move is seen
            arrived: QAbstractAnimation = self._travel(story, old, final, after, pace.travel)
            lead.addAnimation(arrived)
        else:  # a trail or a build: to its place, the build formed there with its new value and owner over it
            if move.kind == BUILD:
                lead.addAnimation(self._travel(story, old, final, after, pace.travel))
            arrived = self._settling(final, dealt, move.card, 1.0 if move.kind == BUILD else pace.travel)
            lead.addAnimation(arrived)
            arrived.finished.connect(self._weakly(lambda scene: scene.placement.place_badges(final)))
        arrived.finished.connect(self._weakly(lambda scene: scene.playback._light(story, banners, held=pace.waits)))
        if not pace.waits:
            lead.addPause(int(pace.hold_ms * self.speed))

        def go_on(scene: TableScene) -> None:
            scene.playback._unlight()
            rest = QSequentialAnimationGroup()  # the scene's only once it runs: one never started is never deleted
            scene.playback._add_settling(rest, final, dealt, None)
            if rest.animationCount():
                rest.setParent(scene)
                scene.placement.remove_badges()  # the taken builds' badges go with their cards, the new come at rest
                scene.playback._run(rest, after)
            else:
                scene.placement.place_all(after)
                scene.cardsAtRest.emit()

        self._run(lead, after, then=(lambda scene: scene.playback._wait(lambda: go_on(scene))) if pace.waits else go_on)

    def _landing(self, story: MoveStory, old: Layout, final: Layout, after: GameState) -> QPointF:
        """Where the played card goes first: onto the cards it acts on, or to its place on the table (a trail)."""
        move = story.move
        acted_on = [old.cards[c].pos for c in move.cards if c in old.cards]
        if acted_on:
            corner = max(acted_on, key=lambda pos: (pos.x(), pos.y()))
            return corner + QPointF(old.width * 0.25, 0.0)
        if move.card in final.cards and not after.over:
            return final.cards[move.card].pos
        # The game's last card trailed: beside the cards left on the table, before all go to the last capturer.
        if old.item_rects:
            last = old.item_rects[-1]
            return QPointF(last.right() + old.width * 0.28, last.top())
        table = old.regions.get("table", QRectF(0, 0, *self.scene.size))
        return QPointF(table.center().x() - old.width / 2, table.center().y() - old.width * CARD_ASPECT / 2)

    def _travel(
        self, story: MoveStory, old: Layout, final: Layout, after: GameState, length: float
    ) -> QParallelAnimationGroup:
        """The played card's journey to where it lands (``_landing``)."""
        group = QParallelAnimationGroup()
        group.addAnimation(self._fly(story.move.card, self._landing(story, old, final, after), length))
        return group

    def _settling(
        self, final: Layout, dealt: set[Card], played: Card | None, played_length: float = 1.0
    ) -> QParallelAnimationGroup:
        """Every card not dealt just now to its place in ``final``: taken cards to the pile, the table closed up.

        The ``played`` card flies ``played_length`` usual flights (a trail played out at the player's pace).
        """
        group = QParallelAnimationGroup()
        for card, place in final.cards.items():
            if card in dealt:
                continue
            if self._items[card].pos() != place.pos or card == played:
                group.addAnimation(self._fly(card, place.pos, played_length if card == played else 1.0))
        group.finished.connect(self._weakly(lambda scene: scene.placement.settle_faces(final, exclude=dealt)))
        return group

    def _add_settling(
        self, phases: QSequentialAnimationGroup, final: Layout, dealt: set[Card], played: Card | None
    ) -> None:
        """The cards settle into ``final``, then a new round's cards fly from the stock to the hands."""
        settling = self._settling(final, dealt, played)
        if settling.animationCount():
            phases.addAnimation(settling)
        if dealt:
            deal = QParallelAnimationGroup()
            for i, card in enumerate(sorted(dealt, key=lambda c: (c not in self.scene.own_hand(), c))):
                seq = QSequentialAnimationGroup()
                seq.addPause(int(i * 40 * self.speed))
                seq.addAnimation(self._fly(card, final.cards[card].pos, 1.1))
                deal.addAnimation(seq)
            phases.addAnimation(deal)

    def _hold_at_once(self, story: MoveStory, old: Layout, after: GameState, banners: Sequence[str]) -> None:
        """Animations off, yet the player asked to be waited for: the move lit where it was played, at once."""
        if story.kind == CAPTURE or after.over:
            played = self._items[story.move.card]
            played.setPos(self._landing(story, old, old, after))
            played.setVisible(True)
            played.set_face_up(True)
            played.setZValue(Z_MOVING)
        else:
            self.scene.placement.place_all(after)
        self._light(story, banners, held=True)

        def go_on() -> None:
            self._unlight()
            self.scene.placement.remove_badges()
            self.scene.placement.place_all(after)
            self.scene.cardsAtRest.emit()

        self._wait(go_on)

    def _wait(self, then: Callable[[], None]) -> None:
        """Hold the table as it is until ``go_on`` (a click on the table, or a key)."""
        self._waiting = then
        self.scene.waiting.emit(True)

    def go_on(self) -> bool:
        """Let a move held lit for the player's click go on; False when none is held."""
        then = self._waiting
        if then is None:
            return False
        self._waiting = None
        self.scene.waiting.emit(False)
        then()
        self._fade_banner()
        return True

    def _light(self, story: MoveStory, banners: Sequence[str], held: bool = False) -> None:
        """Light up what the move played and took, or the build it made, and say its banners (``held``: to a click)."""
        move = story.move
        cards = {move.card, *move.cards, *story.left}  # the last cards gathered at the end light up too
        if story.build is not None:
            cards |= set(story.build.cards)
        for card in cards:
            self._items[card].set_lit(True)
        for badge in self.scene.placement.badges():
            badge.set_lit(bool(badge.cards & cards))
        self._show_banners(banners, held)

    def _unlight(self) -> None:
        for item in self._items.values():
            item.set_lit(False)
        for badge in self.scene.placement.badges():
            badge.set_lit(False)

    def _show_banners(self, lines: Sequence[str], held: bool = False) -> None:
        """A sweep, a cassino won, a build taken away, the last cards: big words over the table, fading.

        ``held``: the move waits for the player's click, and the banner with it; it fades once play goes on.
        """
        self._remove_banner()
        if not lines or self.scene.placement.layout is None:
            return
        banner = BannerItem(lines, 0.0, 0.0, self.scene.placement.layout.label_px, max(120.0, self.scene.size[0] * 0.8))
        banner.setPos(self._banner_place(self.scene.placement.layout, banner.boundingRect()))
        self.scene.addItem(banner)
        self._banner = banner
        if not held:
            self._fade_banner()

    def _banner_place(self, layout: Layout, box: QRectF) -> QPointF:
        """Where a banner's centre goes: at the top of the felt, over the hand opposite (face down), never over
        the cards a move plays nor, where it can help it, over the pile and name of the seat at the top."""
        width = self.scene.size[0]
        top = max(2.0, layout.width * 0.1)
        x = width / 2
        seat_at_top = [
            layout.regions[name]
            for name in layout.regions
            if name.startswith(("pile ", "label ")) and layout.regions[name].top() <= top + box.height()
        ]
        if seat_at_top:
            stop = min(rect.left() for rect in seat_at_top) - layout.width * 0.1
            x = min(x, stop - box.width() / 2)
        x = max(x, box.width() / 2 + 2.0)
        return QPointF(x, top + box.height() / 2)

    def _fade_banner(self) -> None:
        banner = self._banner
        if banner is None or banner.fading:
            return
        faded = banner.fade(int(self.pace.banner_ms * max(self.speed, 0.5)))
        faded.finished.connect(self._weakly(lambda scene: scene.playback._remove_banner(banner)))

    @property
    def banner_lines(self) -> tuple[str, ...]:
        """What the banner over the table says now (none: ``()``)."""
        return self._banner.lines if self._banner is not None else ()

    def _remove_banner(self, banner: BannerItem | None = None) -> None:
        """Take the banner off the table (only ``banner``, if given: a newer one stays)."""
        if self._banner is None or (banner is not None and banner is not self._banner):
            return
        banner, self._banner = self._banner, None
        self.scene.removeItem(banner)
        banner.deleteLater()

    def send(self, card: Card, to: QPointF, rest: GameState) -> None:
        """One card flies to ``to`` (a refused drop back to its hand), then every card of ``rest`` is placed."""
        self._run(self._fly(card, to, 0.8), rest)

    def _fly(self, card: Card, to: QPointF, length: float) -> QPropertyAnimation:
        item = self._items[card]
        item.setVisible(True)
        animation = QPropertyAnimation(item, b"pos")
        animation.setStartValue(item.pos())
        animation.setEndValue(to)
        animation.setDuration(max(1, int(BASE_DURATION_MS * self.speed * length)))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.stateChanged.connect(
            lambda new, _old, it=item: (
                it.setZValue(Z_MOVING + it.zValue() % 100) if new == QAbstractAnimation.State.Running else None
            )
        )
        return animation

    def _run(
        self, animation: QAbstractAnimation, rest: GameState, then: Callable[[TableScene], None] | None = None
    ) -> None:
        """Start ``animation``; when it ends, do ``then``, else place every card of ``rest`` and say ``cardsAtRest``."""
        self.stop()
        self._animation = animation

        def finished(scene: TableScene) -> None:
            if scene.playback._animation is animation:
                scene.playback._animation = None
                if then is not None:
                    then(scene)
                    return
                scene.placement.place_all(rest)
                scene.cardsAtRest.emit()

        animation.finished.connect(self._weakly(finished))
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _weakly(self, action: Callable[[TableScene], None]) -> Callable[[], None]:
        """A slot for an animation's signal that does ``action`` on this scene if it still exists.

        The animations are the scene's children. A slot holding the scene itself
        would keep a dropped scene alive until its animation is deleted, and then
        the scene would be destroyed from inside its child's destructor: a
        double delete that crashed the process. A weak reference lets a dropped
        scene go at once, taking its animations with it.
        """
        scene_ref = weakref.ref(self.scene)

        def slot() -> None:
            scene = scene_ref()
            if scene is not None:
                action(scene)

        return slot

    def stop(self) -> None:
        """Cards in flight stop where they are and a move held for a click lets go; the next placing lays them out.

        The window stops them as it closes too: nothing may animate a deleted item.
        """
        animation = self._animation
        self._animation = None
        if self._waiting is not None:
            self._waiting = None
            self.scene.waiting.emit(False)
        self._unlight()
        if animation is not None:
            animation.stop()
