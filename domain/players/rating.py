"""Ratings: the Weng-Lin model (OpenSkill's Plackett-Luce), a Bayesian rating for free-for-all games of any number
of players that takes the whole finishing order, ties included. Each player has, per game type, a mean ``mu``
and an uncertainty ``sigma``; a leaderboard ranks by the conservative ``ordinal`` = mu - 3 sigma (the rating the
player is about 99.7% sure to be above), so a newcomer with one lucky game does not top it.

Why this model: a game here seats 2 to 40 players and ends in a full order (bombs ranks every seat, a match ranks
every player of every table); Elo and Glicko rate pairs, and would need the order cut into pairwise results. Weng
and Lin's model (2011) is what OpenSkill implements, with TrueSkill's accuracy and none of its patent, and it is
pure Python (the ``openskill`` package on the index).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MU = 25.0
SIGMA = MU / 3
#: How many sigmas the conservative rating keeps below the mean.
ORDINAL_SIGMAS = 3.0
#: The least uncertainty a rating keeps, so it still moves after thousands of games.
SIGMA_FLOOR = 0.5
_MODEL = PlackettLuce(mu=MU, sigma=SIGMA)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rating:
    """A player's rating at one game type, and how many rated games made it."""

    mu: float = MU
    sigma: float = SIGMA
    games: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative rating: mu - ORDINAL_SIGMAS * sigma."""
        return self.mu - ORDINAL_SIGMAS * self.sigma


@dataclass(frozen=True, slots=True, kw_only=True)
class Change:
    """What a rated game does to one player's rating: their place, and how far mu and sigma move."""

    place: int
    mu_delta: float
    sigma_delta: float

    def applied(self, rating: Rating) -> Rating:
        """``rating`` after this change (applied to the rating as it stands, which another game of the player
        rated meanwhile may have moved: each game's change counts, none is lost)."""
        return Rating(
            mu=rating.mu + self.mu_delta,
            sigma=max(SIGMA_FLOOR, rating.sigma + self.sigma_delta),
            games=rating.games + 1,
        )


def changes(ratings: Sequence[Rating], places: Sequence[int]) -> list[Change]:
    """The change of each player's rating after a game in which they finished at ``places`` (1 is first; equal
    places tie), each playing alone (free-for-all)."""
    if len(ratings) != len(places) or len(ratings) < 2:
        raise ValueError("a rated game has two players or more, each with a place")
    teams = [[_MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in ratings]
    after = _MODEL.rate(teams, ranks=[float(p) for p in places])
    return [
        Change(place=p, mu_delta=new[0].mu - old.mu, sigma_delta=new[0].sigma - old.sigma)
        for old, new, p in zip(ratings, after, places, strict=True)
    ]
