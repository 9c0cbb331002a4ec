"""The digests the seals, seeds and marks are made of: SHA-256, whichever library computes it."""

from __future__ import annotations

from cassino_desktop.engine.digests import sha256_digest, sha256_hex

ABC_SHA256 = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
"""SHA-256 of "abc", the standard's own first example (FIPS 180-2, appendix B.1)."""
EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"


def test_the_standards_examples() -> None:
    assert sha256_hex(b"abc") == ABC_SHA256
    assert sha256_hex(b"") == EMPTY_SHA256
    assert sha256_digest(b"abc") == bytes.fromhex(ABC_SHA256)
