from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.leader_player import LeaderPlayer


T = TypeVar("T", bound="Leader")


@_attrs_define
class Leader:
    """One place of a leaderboard.

    Attributes:
        rating (float): The conservative rating, `mu - 3 * sigma`: what leaderboards rank by.
        mu (float): The mean (a newcomer's: 25).
        sigma (float): The uncertainty (a newcomer's: 25/3).
        games (int): How many rated games of this type made it.
        rank (int): 1 is the top.
        player (LeaderPlayer): Who holds a place on a leaderboard.
    """

    rating: float
    mu: float
    sigma: float
    games: int
    rank: int
    player: LeaderPlayer

    def to_dict(self) -> dict[str, Any]:
        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games = self.games

        rank = self.rank

        player = self.player.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rating": rating,
                "mu": mu,
                "sigma": sigma,
                "games": games,
                "rank": rank,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leader_player import LeaderPlayer  # noqa: PLC0415

        d = dict(src_dict)
        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        rank = d.pop("rank")

        player = LeaderPlayer.from_dict(d.pop("player"))

        leader = cls(
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
            rank=rank,
            player=player,
        )

        return leader
