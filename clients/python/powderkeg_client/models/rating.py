from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """A player's rating at one game type (the Weng-Lin model: a mean and an uncertainty).

    Attributes:
        rating (float): The conservative rating, `mu - 3 * sigma`: what leaderboards rank by.
        mu (float): The mean (a newcomer's: 25).
        sigma (float): The uncertainty (a newcomer's: 25/3).
        games (int): How many rated games of this type made it.
    """

    rating: float
    mu: float
    sigma: float
    games: int

    def to_dict(self) -> dict[str, Any]:
        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games = self.games

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rating": rating,
                "mu": mu,
                "sigma": sigma,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        rating = cls(
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
        )

        return rating
