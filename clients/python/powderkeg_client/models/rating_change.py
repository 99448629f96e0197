from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """What a rated game did to one seat's rating.

    Attributes:
        seat (int):
        player (str): The player id (a bot's: `p-bot-<policy>`).
        name (str):
        place (int): 1 is first; tied seats share a place.
        mu_before (float):
        sigma_before (float):
        mu_delta (float):
        sigma_delta (float):
    """

    seat: int
    player: str
    name: str
    place: int
    mu_before: float
    sigma_before: float
    mu_delta: float
    sigma_delta: float

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        player = self.player

        name = self.name

        place = self.place

        mu_before = self.mu_before

        sigma_before = self.sigma_before

        mu_delta = self.mu_delta

        sigma_delta = self.sigma_delta

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "player": player,
                "name": name,
                "place": place,
                "mu_before": mu_before,
                "sigma_before": sigma_before,
                "mu_delta": mu_delta,
                "sigma_delta": sigma_delta,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        player = d.pop("player")

        name = d.pop("name")

        place = d.pop("place")

        mu_before = d.pop("mu_before")

        sigma_before = d.pop("sigma_before")

        mu_delta = d.pop("mu_delta")

        sigma_delta = d.pop("sigma_delta")

        rating_change = cls(
            seat=seat,
            player=player,
            name=name,
            place=place,
            mu_before=mu_before,
            sigma_before=sigma_before,
            mu_delta=mu_delta,
            sigma_delta=sigma_delta,
        )

        return rating_change
