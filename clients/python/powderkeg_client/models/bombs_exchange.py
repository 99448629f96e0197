from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_exchange_stage import BombsExchangeStage

if TYPE_CHECKING:
    from ..models.bombs_exchange_request import BombsExchangeRequest


T = TypeVar("T", bound="BombsExchange")


@_attrs_define
class BombsExchange:
    """This hand's exchange between last hand's Knave and Master (§1.2); all of it is public.

    Attributes:
        knave (int): Last hand's Knave (its loser), who passes the best card.
        master (int): Last hand's Master (its winner), who receives it.
        stage (BombsExchangeStage): The step of the exchange; `done` once it is over.
        revolt (bool | None): Whether the Knave revolted; null when no revolt was possible or not yet decided.
        card (None | str): The card passed; null until passed. A card code: rank then suit (`3C`, `10H`, `AS`), or `BJ`
            / `RJ` for the jokers.
        accepted (bool | None): Whether the Master accepted the card (false: privilege used); null until decided.
        requests (list[BombsExchangeRequest]):
        returned (None | str): The card the Master returned; null until then.
    """

    knave: int
    master: int
    stage: BombsExchangeStage
    revolt: bool | None
    card: None | str
    accepted: bool | None
    requests: list[BombsExchangeRequest]
    returned: None | str

    def to_dict(self) -> dict[str, Any]:
        knave = self.knave

        master = self.master

        stage = self.stage.value

        revolt: bool | None
        revolt = self.revolt

        card: None | str
        card = self.card

        accepted: bool | None
        accepted = self.accepted

        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)

        returned: None | str
        returned = self.returned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "knave": knave,
                "master": master,
                "stage": stage,
                "revolt": revolt,
                "card": card,
                "accepted": accepted,
                "requests": requests,
                "returned": returned,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_exchange_request import BombsExchangeRequest  # noqa: PLC0415

        d = dict(src_dict)
        knave = d.pop("knave")

        master = d.pop("master")

        stage = BombsExchangeStage(d.pop("stage"))

        def _parse_revolt(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        revolt = _parse_revolt(d.pop("revolt"))

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_accepted(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        accepted = _parse_accepted(d.pop("accepted"))

        requests = []
        _requests = d.pop("requests")
        for requests_item_data in _requests:
            requests_item = BombsExchangeRequest.from_dict(requests_item_data)

            requests.append(requests_item)

        def _parse_returned(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        returned = _parse_returned(d.pop("returned"))

        bombs_exchange = cls(
            knave=knave,
            master=master,
            stage=stage,
            revolt=revolt,
            card=card,
            accepted=accepted,
            requests=requests,
            returned=returned,
        )

        return bombs_exchange
