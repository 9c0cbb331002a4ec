"""The arithmetic of the sealed deal: the published group, the card codes, the locks and the Jacobi symbol."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from table_helpers import SMALL_GROUP, TEST_GROUP, seeded_randomness

from cassino_desktop.net.sra import MODP_2048, MODP_2048_PRIME, Group, GroupError, jacobi, random_below, secure_shuffle


def probably_prime(n: int, bases: tuple[int, ...] = (2, 3, 5, 7, 11)) -> bool:
    """Miller-Rabin with fixed bases: enough to catch a mistyped digit of a published prime."""
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def test_the_published_prime_is_the_rfc_3526_2048_bit_safe_prime() -> None:
    """RFC 3526 section 3 gives the prime as 2**2048 - 2**1984 - 1 + 2**64 * (floor(2**1918 pi) + 124476); its
    digits as written must agree with that formula's head and tail, and p and q must be prime."""
    p = MODP_2048_PRIME
    assert p.bit_length() == 2048
    assert p >> 1984 == 2**64 - 1 and p % 2**64 == 2**64 - 1
    assert hex(p).startswith("0xffffffffffffffffc90fdaa22168c234c4c6628b80dc1cd1")  # pi's hexadecimal digits
    assert probably_prime(p, (2, 3)) and probably_prime((p - 1) // 2, (2, 3))
    assert MODP_2048.q == (p - 1) // 2


@pytest.mark.parametrize("group", [TEST_GROUP, SMALL_GROUP], ids=["test", "small"])
def test_the_test_primes_are_safe_primes(group: Group) -> None:
    assert probably_prime(group.p) and probably_prime(group.q)


@pytest.mark.parametrize("group", [TEST_GROUP, MODP_2048], ids=["test", "rfc3526"])
def test_every_card_code_is_a_distinct_square(group: Group) -> None:
    assert len(set(group.codes)) == 52
    assert all(group.is_member(code) for code in group.codes)
    assert all(pow(code, group.q, group.p) == 1 for code in group.codes[:4])


@pytest.mark.parametrize("group", [TEST_GROUP, MODP_2048], ids=["test", "rfc3526"])
def test_no_card_code_is_the_product_or_a_power_of_others(group: Group) -> None:
    """With codes such as (i + 2)**2, the lock of 4 times the lock of 9 is the lock of 36: locked cards could be
    read by their products. The hashed codes have no such relation among them."""
    codes = set(group.codes)
    for a, b in itertools.combinations_with_replacement(group.codes, 2):
        assert a * b % group.p not in codes
    small_squares = [(i + 2) ** 2 for i in range(52)]
    assert small_squares[0] * small_squares[1] in small_squares, "the relation that hashed codes avoid"


def test_locks_commute_and_unlock() -> None:
    chooser = random.Random(3)
    g = TEST_GROUP
    for card in range(52):
        a, b = chooser.randrange(1, g.q), chooser.randrange(1, g.q)
        both = g.lock(g.lock(g.codes[card], a), b)
        assert both == g.lock(g.lock(g.codes[card], b), a)
        assert g.card_of(g.unlock(both, [b, a])) == card
        assert g.card_of(g.unlock(both, [a])) is None


def test_a_prime_too_small_or_even_is_refused() -> None:
    with pytest.raises(GroupError):
        Group(1019, "tiny")
    with pytest.raises(GroupError):
        Group(2**70, "even")


@given(st.integers(min_value=-(10**80), max_value=10**80))
def test_the_jacobi_symbol_is_the_legendre_symbol_modulo_the_prime(value: int) -> None:
    g = TEST_GROUP
    legendre = pow(value, g.q, g.p)
    expected = 0 if value % g.p == 0 else (1 if legendre == 1 else -1)
    assert jacobi(value, g.p) == expected
    assert g.is_member(value) == (0 < value < g.p and expected == 1)


def test_keys_lie_between_one_and_q_and_differ_by_index() -> None:
    g = TEST_GROUP
    keys = [g.key_from(b"secret", index) for index in range(60)]
    assert all(1 <= key < g.q for key in keys)
    assert len(set(keys)) == 60
    assert keys == [g.key_from(b"secret", index) for index in range(60)]
    assert g.key_from(b"other", 0) != keys[0]


def test_random_below_and_the_shuffle_favour_nothing() -> None:
    randomness = seeded_randomness(9)
    counts = [0] * 6
    for _ in range(6000):
        counts[random_below(randomness, 6)] += 1
    assert all(850 < count < 1150 for count in counts)
    firsts = [0] * 4
    for _ in range(4000):
        items = [0, 1, 2, 3]
        secure_shuffle(items, randomness)
        firsts[items[0]] += 1
    assert all(850 < count < 1150 for count in firsts)
    with pytest.raises(ValueError):
        random_below(randomness, 0)


def test_power_is_the_same_number_with_gmp_and_without(monkeypatch: pytest.MonkeyPatch) -> None:
    from cassino_desktop.net import sra

    numbers = [(sra.MODP_2048.p - 5, sra.MODP_2048.q - 7), (4, 3), (123456789, 2**300 + 1)]
    with_gmp = [sra.power(base, exponent, sra.MODP_2048.p) for base, exponent in numbers]
    monkeypatch.setattr(sra, "_gmp_powmod", None)
    assert with_gmp == [sra.power(base, exponent, sra.MODP_2048.p) for base, exponent in numbers]
    assert with_gmp[1] == 64
