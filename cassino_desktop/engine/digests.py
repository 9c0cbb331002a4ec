"""SHA-256 for the seals, seeds and marks the game writes, with Python's ``hashlib`` imported at the first one.

Importing ``hashlib`` loads OpenSSL's library, about 3 MB of the window's
memory and milliseconds of its start, for digests the first table never
needs: a fair deal's commitment and seed, a daily deal's seed and seal, a
save's mark of a finished game. So the import waits for the first digest.
"""

from __future__ import annotations


def sha256_digest(data: bytes) -> bytes:
    """The SHA-256 of ``data``, its 32 bytes."""
    import hashlib  # here, not at the top: see the module's text

    return hashlib.sha256(data).digest()


def sha256_hex(data: bytes) -> str:
    """The SHA-256 of ``data`` in hexadecimal, 64 digits."""
    return sha256_digest(data).hex()
