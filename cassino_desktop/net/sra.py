"""The arithmetic of the sealed deal: commutative locks, exponentiation modulo a published safe prime.

A card's code ``m`` is locked with a key ``e`` as ``m**e mod p`` and unlocked with the key's inverse
modulo ``q``; locks by two keys commute (``(m**a)**b == (m**b)**a``), which is what lets two players
shuffle a deck neither of them can read (SRA, "mental poker", Shamir, Rivest and Adleman 1979; the cipher
is Pohlig and Hellman's). ``p = 2q + 1`` with ``q`` prime, so the squares modulo ``p`` form a group of prime
order ``q``: every key from 1 to ``q - 1`` has an inverse, and every code and every locked value lies in
that group, so the Legendre symbol of a value (which a lock does not change) tells nothing about its card.

The codes are squares of hashes, not of small numbers: with codes such as ``(i + 2)**2`` anyone could
see that the lock of 4 times the lock of 9 is the lock of 36 and so read locked cards by their products;
hashed codes have no multiplicative relation anyone can find.

No Qt, no network, no game: numbers in, numbers out.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

try:
    from gmpy2 import powmod as _gmp_powmod
except ImportError:  # no wheel for this system: Python's own, ten times slower, gives the same numbers
    _gmp_powmod = None


def power(base: int, exponent: int, modulus: int) -> int:
    """``base ** exponent mod modulus``: with GMP where it is installed, since a deal takes some hundreds of
    2048-bit exponentiations (seconds in Python, a fraction of one with GMP); the same number either way."""
    if _gmp_powmod is None:
        return pow(base, exponent, modulus)
    return int(_gmp_powmod(base, exponent, modulus))


MODP_2048_PRIME = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74"
    "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437"
    "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05"
    "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB"
    "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718"
    "3995497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF",
    16,
)
"""The 2048-bit MODP group's prime of RFC 3526 section 3 (2**2048 - 2**1984 - 1 + 2**64 * (2**1918 pi + 124476)):
a safe prime, published with its derivation from pi, so nobody chose it to hide a weakness."""

CODE_LABEL = b"cassino online card code 1\x00"
KEY_LABEL = b"cassino online key 1\x00"
EXTRA_BYTES = 16
"""Bytes hashed beyond the size of a number, so that reducing modulo it favours no value noticeably."""


class GroupError(ValueError):
    """A prime even or too small, or a value that is not in the group: a number no honest side sends."""


@dataclass(frozen=True)
class Group:
    """The squares modulo a safe prime ``p = 2q + 1``: where every code, lock and key of a table lives.

    Both sides must use the same group; its ``fingerprint`` is said in the first event of a table so a
    table set with another is refused at once. That ``p`` is a safe prime is the caller's to know (the
    published ``MODP_2048``, or a test's own): it is never taken from the other side, so it is not tested here.
    """

    p: int
    name: str
    q: int = field(init=False)
    codes: tuple[int, ...] = field(init=False, repr=False)
    """The code of card ``i`` (0 to 51, the engine's order) at index ``i``."""
    cards_by_code: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.p < 2**64 or self.p % 2 == 0:
            raise GroupError("the prime of a table must be odd and larger than 2**64")
        object.__setattr__(self, "q", (self.p - 1) // 2)
        codes = tuple(self.code_of(i) for i in range(52))
        if len(set(codes)) != len(codes):
            raise GroupError("two cards share a code in this group")
        object.__setattr__(self, "codes", codes)
        object.__setattr__(self, "cards_by_code", {code: i for i, code in enumerate(codes)})

    @property
    def bytes_per_number(self) -> int:
        return (self.p.bit_length() + 7) // 8

    @property
    def fingerprint(self) -> str:
        """SHA-256 of the prime, in hexadecimal: how the first event names the group."""
        return hashlib.sha256(self.p.to_bytes(self.bytes_per_number, "big")).hexdigest()

    def _hashed(self, label: bytes, data: bytes, modulus: int) -> int:
        stream = hashlib.shake_256(label + data).digest(self.bytes_per_number + EXTRA_BYTES)
        return int.from_bytes(stream, "big") % modulus

    def code_of(self, card: int) -> int:
        """Card ``card``'s code: the square of a hash of its number, a member of the group no one knows a
        logarithm of (so no product of codes is another code)."""
        root = self._hashed(CODE_LABEL, card.to_bytes(1, "big"), self.p - 3) + 2
        return root * root % self.p

    def key_from(self, secret: bytes, index: int) -> int:
        """The ``index``-th key a side derives from its secret: from 1 to ``q - 1``, each as likely.

        A side's keys all come from one secret so that revealing the secret at the end reveals every key
        at once, and a key sent during the game can be checked against it.
        """
        return self._hashed(KEY_LABEL, secret + index.to_bytes(4, "big"), self.q - 1) + 1

    def is_member(self, value: int) -> bool:
        """Whether ``value`` is a square modulo ``p`` (from 1 to p - 1): in the group of order ``q``.

        Checked of every value received: a value outside the group, locked with a key, would tell the
        parity of that key.
        """
        return 0 < value < self.p and jacobi(value, self.p) == 1

    def lock(self, value: int, key: int) -> int:
        return power(value, key, self.p)

    def unlock(self, value: int, keys: Sequence[int]) -> int:
        """``value`` with every lock of ``keys`` taken off: one exponentiation by the inverse of their product."""
        product = 1
        for key in keys:
            product = product * key % self.q
        return power(value, pow(product, -1, self.q), self.p)

    def card_of(self, value: int) -> int | None:
        """The card whose code ``value`` is, None when it is none (a wrong key or a forged value)."""
        return self.cards_by_code.get(value)


def jacobi(a: int, n: int) -> int:
    """The Jacobi symbol (a/n) for odd ``n > 0``: the Legendre symbol when ``n`` is prime.

    Far cheaper than ``pow(a, q, p)``, and every received number is checked with it.
    """
    a %= n
    result = 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                result = -result
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


def random_below(randomness: Callable[[int], bytes], bound: int) -> int:
    """A uniform integer in [0, bound) from a source of random bytes, by rejection (no value favoured)."""
    if bound <= 0:
        raise ValueError("random_below needs a positive bound")
    size = (bound.bit_length() + 7) // 8
    excess = size * 8 - bound.bit_length()
    while True:
        value = int.from_bytes(randomness(size), "big") >> excess
        if value < bound:
            return value


def secure_shuffle(items: list[int], randomness: Callable[[int], bytes]) -> None:
    """Fisher-Yates in place, each swap drawn from ``randomness`` (the system's, unless a test gives one)."""
    for i in range(len(items) - 1, 0, -1):
        j = random_below(randomness, i + 1)
        items[i], items[j] = items[j], items[i]


MODP_2048 = Group(MODP_2048_PRIME, "RFC 3526 2048-bit MODP group")
"""The group every table plays in (tests may pass a smaller safe prime to ``OnlineTable.create``)."""
