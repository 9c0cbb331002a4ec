"""What the command lines read: their files and standard input, strictly as UTF-8, and their arguments.

Every problem is a ``UsageError`` whose message is one line for the user
(exit status 2), never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, NoReturn, TextIO

from ..ai.levels import LEVELS
from ..engine import Variant, variant_named
from ..engine.json_text import quote_excerpt
from ..storage import MAX_SAVE_BYTES, NotRegularFile, read_at_most, read_regular_file


class UsageError(Exception):
    """Bad input from the user: reported in one line with exit status 2."""


class CommandParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


BYTE_ORDER_MARK = "\ufeff"
NOT_UTF8 = "it is not UTF-8 text"
MOST_INPUT_BYTES = MAX_SAVE_BYTES
"""The most a file or standard input (or a line of it) may hold: the largest save the window reads, and far more
than any position or game line (a few kilobytes); what goes on past it is no input the commands read."""
TOO_LARGE = f"it holds more than {MOST_INPUT_BYTES:,} bytes, far more than any position or game"


def _utf8_text(text: str) -> str:
    """Text that came through a lenient decoder (lone surrogates stand for bad bytes) checked as UTF-8.

    A byte-order mark at the start is dropped, as saved games drop it, so a
    position saved by an editor that writes one reads the same.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise UnicodeDecodeError("utf-8", b"", 0, 1, "a lone surrogate") from None
    return text.removeprefix(BYTE_ORDER_MARK)


def _decoded(data: bytes) -> str:
    return _utf8_text(data.decode("utf-8"))


def _binary(stdin: TextIO) -> IO[bytes] | None:
    """The bytes under a text stream, where there are any: read strictly, whatever the locale's decoder."""
    buffer = getattr(stdin, "buffer", None)
    return buffer if buffer is not None and hasattr(buffer, "read") else None


def source_name(source: str) -> str:
    """How a message names a source: its path, or standard input for "-"."""
    return "standard input" if source == "-" else source


def read_source(source: str, stdin: TextIO) -> str:
    """The text of the file ``source`` names, or of standard input for "-"; a ``UsageError`` saying why not.

    Only a regular file is opened (a named pipe could keep the command
    waiting for ever, a device such as /dev/zero never ends), and no more
    than ``MOST_INPUT_BYTES`` is read of either: ``storage`` reads the
    game's own files the same way.
    """
    if source == "-":
        return _standard_input(stdin)
    try:
        data = read_regular_file(Path(source), MOST_INPUT_BYTES)
    except NotRegularFile as refusal:
        raise UsageError(f"cannot read {source}: it is not a regular file ({refusal.kind})") from None
    except OSError as err:
        raise UsageError(f"cannot read {source}: {err.strerror or err}") from None
    if data is None:
        raise UsageError(f"cannot read {source}: {os.strerror(errno.ENOENT)}")
    if len(data) > MOST_INPUT_BYTES:
        raise UsageError(f"cannot read {source}: {TOO_LARGE}")
    try:
        return _decoded(data)
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {source}: {NOT_UTF8}") from None


def _standard_input(stdin: TextIO) -> str:
    """All of standard input, up to ``MOST_INPUT_BYTES`` (characters, for a stream of text alone)."""
    binary = _binary(stdin)
    try:
        if binary is not None:
            data = read_at_most(binary.read, MOST_INPUT_BYTES)
            if len(data) <= MOST_INPUT_BYTES:
                return _decoded(data)
        else:
            text = stdin.read(MOST_INPUT_BYTES + 1)
            if len(text) <= MOST_INPUT_BYTES:
                return _utf8_text(text)
    except UnicodeDecodeError:
        raise UsageError(f"cannot read standard input: {NOT_UTF8}") from None
    raise UsageError(f"cannot read standard input: {TOO_LARGE}")


def read_lines(stdin: TextIO) -> Iterator[str]:
    """Lines of standard input, refusing text that is not UTF-8, or a line too long, in one line naming the line."""
    binary = _binary(stdin)
    number = 1
    try:
        while True:
            raw: bytes | str = (
                binary.readline(MOST_INPUT_BYTES + 1) if binary is not None else stdin.readline(MOST_INPUT_BYTES + 1)
            )
            if not raw:
                return
            if len(raw) > MOST_INPUT_BYTES:
                raise UsageError(f"cannot read line {number} of standard input: {TOO_LARGE}")
            yield _decoded(raw) if isinstance(raw, bytes) else _utf8_text(raw)
            number += 1
    except UnicodeDecodeError:
        raise UsageError(f"cannot read line {number} of standard input: {NOT_UTF8}") from None


def variant_arg(name: str) -> Variant:
    try:
        return variant_named(name)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def whole_number_arg(low: int, high: int | None, lead: str = "expected", span: str = "") -> Callable[[str], int]:
    """An argument parser for a whole number from ``low`` to ``high`` (no upper bound if None).

    ``lead`` opens the message ("a seed is"), ``span`` says the range in it
    (by default "from LOW to HIGH", or "from LOW up").
    """
    span = span or (f"from {low} up" if high is None else f"from {low} to {high}")

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{lead} a whole number, not {quote_excerpt(text)}") from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"{lead} a whole number {span}, not {text}")
        return value

    return parse


seed_arg = whole_number_arg(0, 2**64 - 1, "a seed is", "from 0 to 2^64-1")
positive_arg = whole_number_arg(1, None)
count_arg = whole_number_arg(0, 52)


MOST_WORLDS = 1000
"""More worlds a move than any use needs: the expert's averages stop moving long before (a second buys tens)."""
MOST_NODES = 100_000_000
"""More positions than the exact search of any last deal needs; minutes of search at most."""
worlds_arg = whole_number_arg(1, MOST_WORLDS)
nodes_arg = whole_number_arg(1, MOST_NODES)


def budget_arg(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a budget is a number of seconds, not {text!r}") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"a budget is from more than 0 up to 600 seconds, not {text}")
    return value


def level_arg(text: str) -> str:
    name = text.strip().lower()
    if name not in LEVELS:
        raise argparse.ArgumentTypeError(f"unknown level {text!r} (levels: {', '.join(LEVELS)})")
    return name
