"""A deal neither side can choose: the game commits to a secret, the player cuts, the seed comes from both.

Before the first card is dealt the game shows a commitment, the SHA-256 of
a random salt and a random secret. The player then adds a cut, any text (a
random one by default). The deal's seed is the SHA-256 of the secret and the
cut, so the game could not pick the secret to suit a cut it had not seen,
and the player cannot aim a cut at a secret it cannot see. After the game
the secret and the salt are revealed: anyone can check that they hash to the
commitment and that the seed, shuffled by the engine (``rng.py``: the same
on every machine and version), deals exactly the cards that were dealt.
That proves the cards follow from the commitment and the cut, and no more:
how the secret was chosen no check can show (whoever knew the cut could try
secrets until the cards suited them), so the deal is fair because the game
shows its commitment before someone else, the player, cuts.

The bytes hashed are fixed here for good (a version-1 deal is always checked
the same way): the commitment hashes ``COMMIT_LABEL``, the salt, the
secret; the seed hashes ``SEED_LABEL``, the secret, then the cut's UTF-8;
the seed is the first eight bytes of that digest, big-endian, halved (below
2**63, as every fresh seed is).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import rng
from .digests import sha256_digest, sha256_hex

SECRET_BYTES = 32
SALT_BYTES = 16
COMMIT_LABEL = b"cassino deal commitment 1\x00"
SEED_LABEL = b"cassino deal seed 1\x00"
LONGEST_CUT = 1000
"""Characters a cut may hold: enough for any phrase, short enough for a game line and a save."""
NOT_THE_SEALED_SECRET = "the secret and the salt do not hash to the commitment"
"""The reason a revealed deal fails its commitment, in a game line and in a save alike."""
CUT_BYTES = 8
"""The randomness of a cut the game chooses for a player who types none (shown as 16 hexadecimal digits)."""


def commitment_of(secret: bytes, salt: bytes) -> str:
    """The commitment shown before the deal: SHA-256 of the label, the salt and the secret, in hexadecimal."""
    return sha256_hex(COMMIT_LABEL + salt + secret)


def seed_of(secret: bytes, cut: str) -> int:
    """The deal's seed from the secret and the player's cut."""
    digest = sha256_digest(SEED_LABEL + secret + cut.encode("utf-8"))
    return int.from_bytes(digest[:8], "big") >> 1


def random_cut() -> str:
    """A cut for a player who does not type one."""
    return rng.system_randomness(CUT_BYTES).hex()


@dataclass(frozen=True)
class SealedDeal:
    """The game's side of a fair deal: its secret and salt, kept until the game is over."""

    secret: bytes
    salt: bytes

    @classmethod
    def fresh(cls) -> SealedDeal:
        return cls(rng.system_randomness(SECRET_BYTES), rng.system_randomness(SALT_BYTES))

    @property
    def commitment(self) -> str:
        return commitment_of(self.secret, self.salt)

    def seed(self, cut: str) -> int:
        return seed_of(self.secret, cut)


@dataclass(frozen=True)
class RevealedDeal:
    """What a finished game shows: the commitment it showed first, then its secret, salt and the cut."""

    commitment: str
    secret: str
    """The secret in hexadecimal."""
    salt: str
    """The salt in hexadecimal."""
    cut: str

    @classmethod
    def of(cls, sealed: SealedDeal, cut: str) -> RevealedDeal:
        return cls(sealed.commitment, sealed.secret.hex(), sealed.salt.hex(), cut)

    def sealed(self) -> SealedDeal:
        """The secret and salt as bytes; ``ValueError`` when they are not hexadecimal."""
        try:
            return SealedDeal(bytes.fromhex(self.secret), bytes.fromhex(self.salt))
        except ValueError:
            raise ValueError("the secret and the salt must be written in hexadecimal") from None

    def commitment_problem(self) -> str | None:
        """Why the secret and the salt are not the ones the commitment sealed (None when they are)."""
        try:
            sealed = self.sealed()
        except ValueError as err:
            return str(err)
        if sealed.commitment != self.commitment.lower():
            return NOT_THE_SEALED_SECRET
        return None

    def problems(self, seed: int) -> list[str]:
        """What does not hold for a game dealt from ``seed``: none when the deal follows from its commitment and cut."""
        try:
            sealed = self.sealed()
        except ValueError as err:
            return [str(err)]
        found = [] if sealed.commitment == self.commitment.lower() else [NOT_THE_SEALED_SECRET]
        if sealed.seed(self.cut) != seed:
            found.append(f"the secret and the cut give the seed {sealed.seed(self.cut)}, not {seed}")
        return found


@dataclass(frozen=True)
class FairDeal:
    """One game's fair deal as the game keeps it: the sealed secret and salt, and the cut the player gave."""

    sealed: SealedDeal
    cut: str

    @property
    def seed(self) -> int:
        return self.sealed.seed(self.cut)

    @property
    def commitment(self) -> str:
        return self.sealed.commitment

    def revealed(self) -> RevealedDeal:
        """What the game shows once it is over."""
        return RevealedDeal.of(self.sealed, self.cut)

    @classmethod
    def from_revealed(cls, revealed: RevealedDeal) -> FairDeal:
        """The deal a save or a line revealed; ``ValueError`` unless its secret and salt hash to its commitment."""
        problem = revealed.commitment_problem()
        if problem is not None:
            raise ValueError(problem)
        return cls(revealed.sealed(), revealed.cut)
