"""The line between the players: a Matrix room per table, an event of the game's own type per step of the game.

A table is a private room on the players' homeserver(s): one player creates
it and invites the others (one to three) by Matrix ID, each accepts. The
creator names every player in seat order in a state event when it makes the
room: itself first (seat 0), then the friends in the order it invited them. Every step of the
deal and every move is an event of type ``org.cassino.game.v1`` whose content
is the JSON object the protocol core made; this module carries that content
both ways as data and never looks inside it. Because the room keeps its
history, a game outlives either app: ``history`` reads the room's game events
from its very first, in the room's order, for the core to replay, and two
friends can play by correspondence.

Everything is bounded, because the other end is a server on the network and
a room anyone could post in: every request has a timeout, a server that does
not answer is retried for a bounded time and then named in a
``HomeserverUnreachable``; a reply is read up to a size, a history up to a
number of events, an event's content up to a size (a bigger one is dropped as
it arrives, as is an event of anyone other than the table's players).
Failures are typed ``LinkError``s with a sentence in words, never a
traceback.

``AsyncMatrixLink`` does the work on an asyncio loop (the online benchmark
runs many in one loop); ``MatrixLink`` is the synchronous face a worker
thread of the window calls, running the asynchronous one on a loop of its own.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.parse
import uuid
from collections.abc import Awaitable, Callable, Collection, Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import aiohttp
from nio.api import MessageDirection, RoomPreset
from nio.client.async_client import AsyncClient, AsyncClientConfig
from nio.responses import (
    ErrorResponse,
    JoinResponse,
    LoginResponse,
    RoomCreateResponse,
    RoomGetStateResponse,
    RoomMessagesResponse,
    RoomSendResponse,
)

from .credentials import Credentials, CredentialStore

GAME_EVENT_TYPE = "org.cassino.game.v1"
"""The type of every event that carries a step of a game; the protocol core makes its content."""
TABLE_ROOM_TYPE = "org.cassino.table.v1"
"""The room type (in its creation event, which nobody can change) that marks a room as a Cassino table."""
TABLE_STATE_TYPE = "org.cassino.table.v1"
"""A state event the table's creator writes at creation: ``{"players": [creator, friend, …]}``, in seat order."""
MOST_PLAYERS = 4
DEVICE_NAME = "Cassino"

T = TypeVar("T")


@dataclass(frozen=True)
class Limits:
    """How far the link goes before it gives up; a test or the benchmark may shorten or widen them."""

    request_timeout: float = 30.0
    """Seconds one request may take (a long poll gets its own wait on top)."""
    retry_for: float = 60.0
    """Seconds a request is retried while the server cannot be reached (down, restarting) before giving up."""
    max_content_bytes: int = 32_768
    """The largest content of a game event, as compact JSON: a round of the deck in the RFC 3526 group, the
    largest, is about 27 KB (52 numbers of 512 hexadecimal digits); Matrix allows 64 KB."""
    max_history_events: int = 10_000
    """The most game events one table's history is read to: a long match is a few hundred."""
    max_room_events: int = 50_000
    """The most events of any kind read while looking for them (a room full of chatter is not read forever)."""
    max_response_bytes: int = 8_000_000
    """The largest reply read from the server."""
    page_size: int = 200
    """Events asked for per page of history."""


# ------------------------------------------------------------------ what comes back


@dataclass(frozen=True)
class ReceivedEvent:
    """One game event as the room holds it: who sent it, its id, the server's time (ms) and its content."""

    sender: str
    event_id: str
    origin_server_ts: int
    content: dict[str, Any]


@dataclass(frozen=True)
class Invitation:
    """A friend asks the player to a table: the room, who asks, and the room's name."""

    room_id: str
    inviter: str
    name: str


@dataclass(frozen=True)
class TableSummary:
    """A table the player sits at: its players in seat order (its maker first) and its last game event (whose turn
    it is follows from it)."""

    room_id: str
    name: str
    players: tuple[str, ...]
    last_event: ReceivedEvent | None


# ------------------------------------------------------------------ errors


class LinkError(Exception):
    """Something the link could not do, said in a sentence (``str(error)``) that a player can read."""


class HomeserverUnreachable(LinkError):
    """The homeserver did not answer in the time allowed, retries included: down, restarting, or no network."""


class LoginRefused(LinkError):
    """The server refused the user, password or stored token (a new login is needed)."""


class ServerRefused(LinkError):
    """The server answered with a Matrix error (``errcode``, e.g. ``M_FORBIDDEN``): the request itself was refused."""

    def __init__(self, message: str, errcode: str) -> None:
        super().__init__(message)
        self.errcode = errcode


class ServerMisbehaved(LinkError):
    """The server's reply was not what the Matrix protocol says (too big, not JSON, missing fields)."""


class AccountNotKept(LinkError):
    """The login succeeded but its token could not be kept on this computer: the login is dropped."""


class ContentRefused(LinkError):
    """The content handed to ``send`` is not a JSON object within the size limit: nothing was sent."""


class NotATable(LinkError):
    """The room is not a Cassino table the player sits at."""


class EventNotFound(LinkError):
    """``wait`` was asked for what follows an event that is not among the table's game events."""


class HistoryTooLong(LinkError):
    """A table holds more events than the link reads: it is not a game of Cassino."""


class NotLoggedIn(LinkError):
    """A table was asked for before ``login`` or ``restore``."""


class ResponseTooLarge(Exception):
    """Raised while reading a reply past ``Limits.max_response_bytes`` (becomes ``ServerMisbehaved``)."""


# ------------------------------------------------------------------ parsing what the server sends


def compact_size(content: object) -> int | None:
    """The size of ``content`` as compact JSON in bytes, or None if it is not JSON (NaN, a set, a loop…)."""
    try:
        return len(json.dumps(content, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8"))
    except (TypeError, ValueError, RecursionError):
        return None


def game_event(source: object, players: Collection[str], limits: Limits) -> ReceivedEvent | None:
    """The game event in a raw event from the server, or None if it is not one to hand on: another type, a sender
    who is not one of ``players``, a content that is not an object or is bigger than the limit, a malformed
    event."""
    if not isinstance(source, dict) or source.get("type") != GAME_EVENT_TYPE:
        return None
    sender, event_id, stamp, content = (
        source.get(key) for key in ("sender", "event_id", "origin_server_ts", "content")
    )
    if not isinstance(sender, str) or sender not in players or not isinstance(event_id, str):
        return None
    if not isinstance(stamp, int) or isinstance(stamp, bool) or not isinstance(content, dict):
        return None
    if "state_key" in source or "redacted_because" in _dict(source.get("unsigned")):
        return None
    size = compact_size(content)
    if size is None or size > limits.max_content_bytes:
        return None
    return ReceivedEvent(sender, event_id, stamp, content)


def players_from_state(source: object, creator: str | None) -> tuple[str, ...] | None:
    """The players a table's state event names in seat order, if the table's creator wrote it and it names two to
    four different players, the creator first."""
    if not isinstance(source, dict) or source.get("sender") != creator or creator is None:
        return None
    content = source.get("content")
    players = content.get("players") if isinstance(content, dict) else None
    if not isinstance(players, list) or not 2 <= len(players) <= MOST_PLAYERS:
        return None
    if not all(isinstance(p, str) for p in players) or len(set(players)) != len(players) or players[0] != creator:
        return None
    return tuple(players)


def table_players(state: list[dict[str, Any]]) -> tuple[str, ...] | None:
    """The players of a table in seat order, from its state events: None unless the room's creation event says it is a
    Cassino table and its creator named the players (nobody else can: the creation event is immutable and
    only the creator has the power to write the table's state in a private room)."""
    create = next((e for e in state if e.get("type") == "m.room.create" and e.get("state_key") == ""), None)
    if create is None or _content(create).get("type") != TABLE_ROOM_TYPE:
        return None
    creator = create.get("sender")
    table = next((e for e in state if e.get("type") == TABLE_STATE_TYPE and e.get("state_key") == ""), None)
    return players_from_state(table, creator if isinstance(creator, str) else None)


@dataclass
class _Seen:
    """What ``wait`` knows of one table: its game events in order, by id, and the sync position they reach."""

    since: str
    events: list[ReceivedEvent] = field(default_factory=list)
    index: dict[str, int] = field(default_factory=dict)

    def add(self, received: list[ReceivedEvent], limits: Limits) -> list[ReceivedEvent]:
        """Append the events not seen before; those. ``HistoryTooLong`` past the limit."""
        new = []
        for event in received:
            if event.event_id not in self.index:
                self.index[event.event_id] = len(self.events)
                self.events.append(event)
                new.append(event)
        if len(self.events) > limits.max_history_events:
            raise HistoryTooLong("This table holds more events than a game of Cassino has.")
        return new

    def holds(self, event_id: str | None) -> bool:
        return event_id is None or event_id in self.index

    def after(self, event_id: str | None) -> list[ReceivedEvent]:
        return self.events[self.index[event_id] + 1 :] if event_id is not None else list(self.events)


@dataclass(frozen=True)
class _Reply:
    """A reply read raw: its HTTP status and its JSON body (empty if it had none)."""

    status: int
    body: dict[str, Any]


@dataclass(frozen=True)
class _SyncRoom:
    """One joined room in a sync: its state and timeline events, raw, and whether the timeline has a gap."""

    state: list[dict[str, Any]]
    timeline: list[dict[str, Any]]
    limited: bool


@dataclass(frozen=True)
class _Sync:
    """What the link reads of a sync: the joined rooms, the invitations' stripped state, the next position."""

    next_batch: str
    joined: dict[str, _SyncRoom]
    invited: dict[str, list[dict[str, Any]]]

    @classmethod
    def parse(cls, reply: object) -> _Sync:
        """The parts of a raw sync reply; ``ServerMisbehaved`` without a next position."""
        body = _dict(reply)
        next_batch = body.get("next_batch")
        if not isinstance(next_batch, str) or not next_batch:
            raise ServerMisbehaved("The homeserver's reply to a sync had no position to go on from.")
        rooms = _dict(body.get("rooms"))
        joined = {}
        for room_id, room in _dict(rooms.get("join")).items():
            room = _dict(room)
            timeline = _dict(room.get("timeline"))
            joined[str(room_id)] = _SyncRoom(
                _sources(_dict(room.get("state")).get("events")),
                _sources(timeline.get("events")),
                timeline.get("limited") is True,
            )
        invited = {
            str(room_id): _sources(_dict(_dict(room).get("invite_state")).get("events"))
            for room_id, room in _dict(rooms.get("invite")).items()
        }
        return cls(next_batch, joined, invited)


LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
"""Hosts a password may be sent to without TLS: a homeserver on this very computer (the tests' own)."""


def _check_address(url: str) -> None:
    """Refuse an address a password or token would travel to in the clear: https://, or http:// to this computer."""
    parsed = urllib.parse.urlsplit(url)
    if parsed.scheme == "https" and parsed.hostname:
        return
    if parsed.scheme == "http" and parsed.hostname in LOOPBACK_HOSTS:
        return
    raise HomeserverUnreachable(f"{url!r} is not a homeserver's address (https://…).")


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


class _BoundedClient(AsyncClient):
    """nio's client, reading each reply only up to a size: a server cannot fill the game's memory."""

    max_response_bytes = 8_000_000

    async def parse_body(self, transport_response: aiohttp.ClientResponse) -> dict[Any, Any]:
        body = bytearray()
        async for chunk in transport_response.content.iter_chunked(65_536):
            body += chunk
            if len(body) > self.max_response_bytes:
                raise ResponseTooLarge
        try:
            parsed: dict[Any, Any] = json.loads(body)  # a list for a room's state: nio checks the shape
        except (ValueError, RecursionError):
            return {}
        return parsed


# ------------------------------------------------------------------ the link


class AsyncMatrixLink:
    """One player's connection to their homeserver, on the running asyncio loop. ``close`` it when done."""

    def __init__(self, limits: Limits | None = None, store: CredentialStore | None = None) -> None:
        self.limits = limits or Limits()
        self.store = store
        self._client: AsyncClient | None = None
        self._players: dict[str, tuple[str, ...]] = {}
        self._seen: dict[str, _Seen] = {}
        """Per table, the game events ``wait`` has seen and the sync position they reach."""

    # ---------------------------------------------------------------- accounts

    async def login(self, homeserver_url: str, user: str, password: str) -> Credentials:
        """Log in with a password, keep the token and device the server gives (in ``store`` if any), not the
        password; ``LoginRefused`` if the server says no."""
        _check_address(homeserver_url)
        client = self._new_client(homeserver_url, user)
        try:
            response = await self._call(
                "log in", lambda: client.login(password, device_name=DEVICE_NAME), client=client
            )
        except BaseException:
            await _close(client)
            raise
        if not isinstance(response, LoginResponse):
            await _close(client)
            raise LoginRefused(f"The homeserver refused the login of {user}: {_words(response)}")
        credentials = Credentials(homeserver_url, response.user_id, response.device_id, response.access_token)
        if self.store is not None:
            try:
                self.store.save(credentials)
            except OSError as err:
                await _close(client)  # a token kept nowhere is not used: the player logs in again
                raise AccountNotKept(f"The account could not be kept on this computer: {err.strerror or err}") from None
        await self._replace_client(client)
        return credentials

    async def restore(self, credentials: Credentials) -> None:
        """Act as the player with stored credentials; ``LoginRefused`` if the server no longer takes the token."""
        _check_address(credentials.homeserver)
        client = self._new_client(credentials.homeserver, credentials.user_id)
        client.restore_login(credentials.user_id, credentials.device_id, credentials.access_token)
        try:
            response = await self._call("check the stored login", client.whoami, client=client)
        except BaseException:
            await _close(client)
            raise
        if isinstance(response, ErrorResponse):
            await _close(client)
            raise LoginRefused(f"The homeserver no longer accepts the stored login: {_words(response)}")
        await self._replace_client(client)

    @property
    def user_id(self) -> str:
        return str(self._logged_in().user_id)

    async def close(self) -> None:
        await self._replace_client(None)

    # ---------------------------------------------------------------- tables

    async def create_table(self, invite: str | Sequence[str]) -> str:
        """Create a private table room and invite the friends ``invite`` (one to three Matrix IDs, or one alone), who
        sit in that order after the player; the room's id."""
        client = self._logged_in()
        me = self.user_id
        friends = [invite] if isinstance(invite, str) else list(invite)
        if me in friends:
            raise ServerRefused("A table needs friends: you cannot invite yourself.", "M_INVALID_PARAM")
        if not 1 <= len(friends) < MOST_PLAYERS or len(set(friends)) != len(friends):
            raise ServerRefused(
                f"A table seats you and one to {MOST_PLAYERS - 1} different friends.", "M_INVALID_PARAM"
            )
        players = [me, *friends]
        state = {"type": TABLE_STATE_TYPE, "state_key": "", "content": {"players": players}}
        response = await self._call(
            "create a table",
            lambda: client.room_create(
                name=f"Cassino: {', '.join(players[:-1])} and {players[-1]}",
                topic="A table of Cassino, the card game. Its events are the game's moves.",
                room_type=TABLE_ROOM_TYPE,
                preset=RoomPreset.private_chat,
                invite=friends,
                initial_state=[state],
            ),
        )
        if not isinstance(response, RoomCreateResponse):
            raise _refused("create the table", response)
        self._players[response.room_id] = tuple(players)
        return str(response.room_id)

    async def pending_invitations(self) -> list[Invitation]:
        """The tables friends have invited the player to and the player has not yet accepted."""
        response = await self._sync(_invitations_filter(), since=None, timeout_ms=0)
        me = self.user_id
        found = []
        for room_id, stripped in response.invited.items():
            create = next((e for e in stripped if e.get("type") == "m.room.create"), None)
            if create is None or _content(create).get("type") != TABLE_ROOM_TYPE:
                continue
            invite = next((e for e in stripped if e.get("type") == "m.room.member" and e.get("state_key") == me), None)
            inviter = (invite or create).get("sender")
            found.append(Invitation(str(room_id), inviter if isinstance(inviter, str) else "", _room_name(stripped)))
        return sorted(found, key=lambda invitation: invitation.room_id)

    async def accept(self, room_id: str) -> None:
        """Join a table the player was invited to; ``NotATable`` if the room turns out not to be one."""
        client = self._logged_in()
        response = await self._call("join the table", lambda: client.join(room_id))
        if not isinstance(response, JoinResponse):
            raise _refused("join the table", response)
        try:
            await self.players(room_id)
        except NotATable:
            await self._call("leave the room", lambda: client.room_leave(room_id))
            raise

    async def leave(self, room_id: str) -> None:
        """Get up from a table whose match is over: it is no longer among ``open_tables``. The room keeps its
        history for the friends, who may still be reading the last events."""
        client = self._logged_in()
        response = await self._call("leave the table", lambda: client.room_leave(room_id))
        if isinstance(response, ErrorResponse):
            raise _refused("leave the table", response)
        self._players.pop(room_id, None)
        self._seen.pop(room_id, None)

    async def open_tables(self) -> list[TableSummary]:
        """Every table the player sits at, each with its last game event (None before the first)."""
        response = await self._sync(_tables_filter(), since=None, timeout_ms=0)
        tables = []
        for room_id, room in response.joined.items():
            sources = room.state + room.timeline
            players = table_players(sources)
            if players is None or self.user_id not in players:
                continue
            self._players[room_id] = players
            events = [game_event(source, players, self.limits) for source in room.timeline]
            last = next((event for event in reversed(events) if event is not None), None)
            tables.append(TableSummary(str(room_id), _room_name(sources), players, last))
        return sorted(tables, key=lambda table: table.room_id)

    async def players(self, room_id: str) -> tuple[str, ...]:
        """The table's players in seat order, read from its state once (``NotATable`` if it has none the creator
        wrote)."""
        if room_id in self._players:
            return self._players[room_id]
        client = self._logged_in()
        response = await self._call("read the table", lambda: client.room_get_state(room_id))
        if not isinstance(response, RoomGetStateResponse):
            raise _refused("read the table", response)
        players = table_players([source for source in response.events if isinstance(source, dict)])
        if players is None or self.user_id not in players:
            raise NotATable("This room is not a Cassino table you sit at.")
        self._players[room_id] = players
        return players

    # ---------------------------------------------------------------- the game's events

    async def send(self, room_id: str, content: dict[str, Any]) -> str:
        """Post one game event; its event id. Retried while the server is unreachable, with one transaction id,
        so a retry never posts it twice. ``ContentRefused`` (nothing sent) if it is not a JSON object in size."""
        if not isinstance(content, dict):
            raise ContentRefused("A game event's content must be a JSON object.")
        size = compact_size(content)
        if size is None:
            raise ContentRefused("A game event's content must be plain JSON.")
        if size > self.limits.max_content_bytes:
            raise ContentRefused(
                f"A game event's content is {size} bytes, over the limit of {self.limits.max_content_bytes}."
            )
        client = self._logged_in()
        transaction = uuid.uuid4().hex
        response = await self._call(
            "send a move",
            lambda: client.room_send(room_id, GAME_EVENT_TYPE, content, tx_id=transaction),
        )
        if not isinstance(response, RoomSendResponse):
            raise _refused("send the move", response)
        return str(response.event_id)

    async def history(self, room_id: str) -> list[ReceivedEvent]:
        """Every game event of the table from its first, in the room's order, the players' alone."""
        players = await self.players(room_id)
        client = self._logged_in()
        found: list[ReceivedEvent] = []
        token: str | None = None
        read = 0
        while True:
            response = await self._call(
                "read the table's history",
                lambda start=token: client.room_messages(  # type: ignore[misc]
                    room_id,
                    start=start,
                    direction=MessageDirection.front,
                    limit=self.limits.page_size,
                    message_filter={"types": [GAME_EVENT_TYPE]},
                ),
            )
            if not isinstance(response, RoomMessagesResponse):
                raise _refused("read the table's history", response)
            chunk = _sources(response.chunk)
            read += len(chunk)
            found.extend(event for event in (game_event(s, players, self.limits) for s in chunk) if event is not None)
            if read > self.limits.max_room_events or len(found) > self.limits.max_history_events:
                raise HistoryTooLong("This table holds more events than a game of Cassino has.")
            if not chunk or not response.end or response.end == token:
                return found
            token = response.end

    async def wait(self, room_id: str, after_event_id: str | None, timeout: float) -> list[ReceivedEvent]:
        """The game events that follow ``after_event_id`` in the table (None: from its first), waiting up to
        ``timeout`` seconds for one if there is none yet (an empty list then). ``EventNotFound`` if that event
        is not one of the table's game events.

        The link remembers the table's game events it has seen and the sync position they reach: a wait after
        the last of them is one long poll; anything else (the first wait, a gap) reads the history again."""
        await self.players(room_id)
        deadline = time.monotonic() + max(0.0, timeout)
        seen = self._seen.get(room_id)
        if seen is None or not seen.holds(after_event_id):
            await self._catch_up(room_id, reread=seen is None)
            seen = self._seen[room_id]
        if not seen.holds(after_event_id):
            seen = await self._reread(room_id)
            if not seen.holds(after_event_id):
                raise EventNotFound("The table has no such move: its history does not hold that event.")
        following = seen.after(after_event_id)
        if following:
            return following
        while True:
            left = deadline - time.monotonic()
            new = await self._catch_up(room_id, reread=False, wait=max(0.0, left))
            if new or left <= 0:
                return new

    async def _catch_up(self, room_id: str, reread: bool, wait: float = 0.0) -> list[ReceivedEvent]:
        """Bring the table's seen events up to the server's now (long-polling up to ``wait`` seconds for one);
        the events new to the link. A first look, or a gap in what the sync gives, reads the history again."""
        if reread or room_id not in self._seen:
            seen = self._seen.get(room_id)
            before = len(seen.events) if seen is not None else 0
            return (await self._reread(room_id)).events[before:]
        seen = self._seen[room_id]
        players = self._players[room_id]
        response = await self._sync(_game_filter(room_id, self.limits), since=seen.since, timeout_ms=int(wait * 1000))
        room = response.joined.get(room_id)
        if room is not None and room.limited:
            before = len(seen.events)
            return (await self._reread(room_id)).events[before:]
        sources = room.timeline if room is not None else []
        received = [event for event in (game_event(s, players, self.limits) for s in sources) if event is not None]
        seen.since = response.next_batch
        return seen.add(received, self.limits)

    async def _reread(self, room_id: str) -> _Seen:
        """Read the table's whole history afresh, the sync position taken first so nothing falls between."""
        position = await self._sync(_game_filter(room_id, self.limits), since=None, timeout_ms=0)
        seen = _Seen(position.next_batch)
        seen.add(await self.history(room_id), self.limits)
        self._seen[room_id] = seen
        return seen

    # ---------------------------------------------------------------- plumbing

    def _new_client(self, homeserver_url: str, user: str) -> AsyncClient:
        config = AsyncClientConfig(
            max_limit_exceeded=3,
            max_timeouts=0,  # the link retries itself, within its own bound
            request_timeout=self.limits.request_timeout,
            encryption_enabled=False,
            store_sync_tokens=False,
        )
        client = _BoundedClient(homeserver_url.rstrip("/"), user, config=config)
        client.max_response_bytes = self.limits.max_response_bytes
        return client

    async def _replace_client(self, client: AsyncClient | None) -> None:
        old, self._client = self._client, client
        self._players.clear()
        self._seen.clear()
        if old is not None and old is not client:
            await _close(old)

    def _logged_in(self) -> AsyncClient:
        if self._client is None:
            raise NotLoggedIn("Log in to your Matrix account first.")
        return self._client

    async def _sync(self, sync_filter: dict[str, Any], since: str | None, timeout_ms: int) -> _Sync:
        """One /sync with ``sync_filter``, read raw (nio's parsed form drops state it does not know, such as
        an invitation's creation event) and bounded like every reply."""
        client = self._logged_in()
        if since is None:
            # A server may answer a repeated first sync from a cache of a few minutes (Synapse does): a room
            # excluded that cannot exist makes each one a new question, answered from the server's now.
            sync_filter = {**sync_filter, "room": {**sync_filter["room"], "not_rooms": [f"!{uuid.uuid4().hex}:now"]}}
        query = {"filter": json.dumps(sync_filter, separators=(",", ":")), "timeout": str(max(0, timeout_ms))}
        if since:
            query["since"] = since
        path = "/_matrix/client/v3/sync?" + urllib.parse.urlencode(query)

        async def sync() -> _Reply:
            response = await client.send(
                "GET",
                path,
                headers={"Authorization": f"Bearer {client.access_token}"},
                timeout=self.limits.request_timeout + timeout_ms / 1000,  # the server holds a long poll that long
            )
            try:
                return _Reply(response.status, await client.parse_body(response))
            finally:
                response.release()

        reply = await self._call("read the tables", sync, wait=timeout_ms / 1000)
        if reply.status != 200:
            raise _refused("read the tables", ErrorResponse.from_dict(reply.body))
        return _Sync.parse(reply.body)

    async def _call(
        self,
        what: str,
        request: Callable[[], Awaitable[T]],
        client: AsyncClient | None = None,
        wait: float = 0.0,
    ) -> T:
        """``request()`` with a timeout, retried while the server cannot be reached or is briefly unavailable,
        for ``Limits.retry_for`` seconds at most; then ``HomeserverUnreachable`` naming ``what`` failed."""
        client = client or self._logged_in()
        give_up = time.monotonic() + self.limits.retry_for
        pause = 0.1
        while True:
            try:
                response = await asyncio.wait_for(request(), self.limits.request_timeout + wait)
            except ResponseTooLarge:
                raise ServerMisbehaved(
                    f"The homeserver sent a reply too large to read (while trying to {what})."
                ) from None
            except (TimeoutError, aiohttp.ClientError, OSError) as error:
                reason = type(error).__name__
            else:
                if not _unavailable(response):
                    return response
                reason = _words(response)
            if time.monotonic() + pause > give_up:
                raise HomeserverUnreachable(
                    f"The homeserver {client.homeserver} could not be reached to {what} "
                    f"({reason}); it may be down, or this computer offline."
                )
            await asyncio.sleep(pause)
            pause = min(pause * 2, 2.0)


async def _close(client: AsyncClient) -> None:
    """Close nio's HTTP session (its ``close`` has no annotations)."""
    await client.close()  # type: ignore[no-untyped-call]


def _unavailable(response: object) -> bool:
    """Whether a reply says the server is there but cannot serve now (a gateway or restart): worth a retry."""
    if isinstance(response, _Reply):
        return response.status in (429, 502, 503, 504)
    if not isinstance(response, ErrorResponse):
        return False
    status = getattr(getattr(response, "transport_response", None), "status", None)
    return status in (502, 503, 504) or response.status_code == "M_LIMIT_EXCEEDED"


def _words(response: object) -> str:
    if isinstance(response, ErrorResponse):
        return f"{response.message} ({response.status_code})" if response.status_code else str(response.message)
    return type(response).__name__


def _refused(what: str, response: object) -> LinkError:
    """The typed error for a reply that is not the one asked for."""
    if isinstance(response, ErrorResponse):
        if response.status_code == "M_UNKNOWN_TOKEN":
            return LoginRefused(f"The homeserver no longer accepts this login; log in again ({_words(response)}).")
        return ServerRefused(f"The homeserver refused to {what}: {_words(response)}", response.status_code or "")
    return ServerMisbehaved(f"The homeserver's reply made no sense while trying to {what}.")


def _content(source: object) -> dict[str, Any]:
    content = source.get("content") if isinstance(source, dict) else None
    return content if isinstance(content, dict) else {}


def _sources(events: object) -> list[dict[str, Any]]:
    """The raw dicts of events nio parsed (or handed over raw), skipping anything that has none."""
    found = []
    for event in events if isinstance(events, list) else []:
        source = event if isinstance(event, dict) else getattr(event, "source", None)
        if isinstance(source, dict):
            found.append(source)
    return found


def _room_name(state: list[dict[str, Any]]) -> str:
    event = next((e for e in state if e.get("type") == "m.room.name"), None)
    name = _content(event).get("name")
    return name if isinstance(name, str) else ""


def _no_types() -> dict[str, Any]:
    return {"types": []}


def _game_filter(room_id: str, limits: Limits) -> dict[str, Any]:
    """A sync of one table's game events and nothing else."""
    return _sync_filter({"types": [GAME_EVENT_TYPE], "limit": limits.page_size}, _no_types(), rooms=[room_id])


def _tables_filter() -> dict[str, Any]:
    """A sync of every joined room's table state and last game events."""
    return _sync_filter(
        {"types": [GAME_EVENT_TYPE], "limit": 20}, {"types": ["m.room.create", "m.room.name", TABLE_STATE_TYPE]}
    )


def _invitations_filter() -> dict[str, Any]:
    """A sync of the invitations (their stripped state comes whatever the filter) and nothing of joined rooms."""
    return _sync_filter({"types": [], "limit": 1}, _no_types())


def _sync_filter(timeline: dict[str, Any], state: dict[str, Any], rooms: list[str] | None = None) -> dict[str, Any]:
    """A sync filter asking for this timeline and state of the rooms (all, unless named), and nothing else."""
    room: dict[str, Any] = {"timeline": timeline, "state": state, "ephemeral": _no_types(), "account_data": _no_types()}
    if rooms is not None:
        room["rooms"] = rooms
    return {"presence": _no_types(), "account_data": _no_types(), "room": room}


# ------------------------------------------------------------------ the synchronous face


class MatrixLink:
    """``AsyncMatrixLink`` for a caller without an event loop (a script, a test): each method runs the asynchronous
    one to its end on the link's own loop. One thread at a time; ``close`` when done."""

    def __init__(self, limits: Limits | None = None, store: CredentialStore | None = None) -> None:
        self._loop = asyncio.new_event_loop()
        self._link = AsyncMatrixLink(limits, store)

    def _run(self, work: Coroutine[Any, Any, T]) -> T:
        return self._loop.run_until_complete(work)

    @property
    def user_id(self) -> str:
        return self._link.user_id

    def login(self, homeserver_url: str, user: str, password: str) -> Credentials:
        return self._run(self._link.login(homeserver_url, user, password))

    def restore(self, credentials: Credentials) -> None:
        self._run(self._link.restore(credentials))

    def create_table(self, invite: str | Sequence[str]) -> str:
        return self._run(self._link.create_table(invite))

    def pending_invitations(self) -> list[Invitation]:
        return self._run(self._link.pending_invitations())

    def accept(self, room_id: str) -> None:
        self._run(self._link.accept(room_id))

    def leave(self, room_id: str) -> None:
        self._run(self._link.leave(room_id))

    def open_tables(self) -> list[TableSummary]:
        return self._run(self._link.open_tables())

    def send(self, room_id: str, content: dict[str, Any]) -> str:
        return self._run(self._link.send(room_id, content))

    def history(self, room_id: str) -> list[ReceivedEvent]:
        return self._run(self._link.history(room_id))

    def wait(self, room_id: str, after_event_id: str | None, timeout: float) -> list[ReceivedEvent]:
        return self._run(self._link.wait(room_id, after_event_id, timeout))

    def close(self) -> None:
        """Close the connection and the loop; the link is unusable after."""
        if not self._loop.is_closed():
            self._run(self._link.close())
            self._loop.close()
