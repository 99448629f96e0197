from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_away_card_played_became_type_1 import BombsAwayCardPlayedBecameType1
from ..models.bombs_away_card_played_became_type_2_type_1 import BombsAwayCardPlayedBecameType2Type1
from ..models.bombs_away_card_played_became_type_3_type_1 import BombsAwayCardPlayedBecameType3Type1
from ..models.bombs_away_card_played_block_type_1 import BombsAwayCardPlayedBlockType1
from ..models.bombs_away_card_played_block_type_2_type_1 import BombsAwayCardPlayedBlockType2Type1
from ..models.bombs_away_card_played_block_type_3_type_1 import BombsAwayCardPlayedBlockType3Type1
from ..models.bombs_away_card_played_block_used_type_1 import BombsAwayCardPlayedBlockUsedType1
from ..models.bombs_away_card_played_block_used_type_2_type_1 import BombsAwayCardPlayedBlockUsedType2Type1
from ..models.bombs_away_card_played_block_used_type_3_type_1 import BombsAwayCardPlayedBlockUsedType3Type1
from ..models.bombs_away_card_played_declare_type_1 import BombsAwayCardPlayedDeclareType1
from ..models.bombs_away_card_played_declare_type_2_type_1 import BombsAwayCardPlayedDeclareType2Type1
from ..models.bombs_away_card_played_declare_type_3_type_1 import BombsAwayCardPlayedDeclareType3Type1
from ..models.bombs_away_card_played_role import BombsAwayCardPlayedRole

T = TypeVar("T", bound="BombsAwayCardPlayed")


@_attrs_define
class BombsAwayCardPlayed:
    """
    Attributes:
        seat (int):
        card (str):
        role (BombsAwayCardPlayedRole): `fresh` for a fresh play, `closing` for a damager's closing card (§4.7).
        declare (BombsAwayCardPlayedDeclareType1 | BombsAwayCardPlayedDeclareType2Type1 |
            BombsAwayCardPlayedDeclareType3Type1 | None): The number a Joker was declared as; null for any other card.
        block (BombsAwayCardPlayedBlockType1 | BombsAwayCardPlayedBlockType2Type1 | BombsAwayCardPlayedBlockType3Type1 |
            None): The rank an effective 8 blocks; null otherwise.
        target (int | None):
        became (BombsAwayCardPlayedBecameType1 | BombsAwayCardPlayedBecameType2Type1 |
            BombsAwayCardPlayedBecameType3Type1 | None): The rank the card acted as (a 6 copies, a Joker is declared); null
            for a 6 that copied nothing.
        value (int):
        effect (bool):
        block_used (BombsAwayCardPlayedBlockUsedType1 | BombsAwayCardPlayedBlockUsedType2Type1 |
            BombsAwayCardPlayedBlockUsedType3Type1 | None): The blocked rank this card used up; null if none.
        answers (int | None):
        timeout (bool):
    """

    seat: int
    card: str
    role: BombsAwayCardPlayedRole
    declare: (
        BombsAwayCardPlayedDeclareType1
        | BombsAwayCardPlayedDeclareType2Type1
        | BombsAwayCardPlayedDeclareType3Type1
        | None
    )
    block: (
        BombsAwayCardPlayedBlockType1 | BombsAwayCardPlayedBlockType2Type1 | BombsAwayCardPlayedBlockType3Type1 | None
    )
    target: int | None
    became: (
        BombsAwayCardPlayedBecameType1
        | BombsAwayCardPlayedBecameType2Type1
        | BombsAwayCardPlayedBecameType3Type1
        | None
    )
    value: int
    effect: bool
    block_used: (
        BombsAwayCardPlayedBlockUsedType1
        | BombsAwayCardPlayedBlockUsedType2Type1
        | BombsAwayCardPlayedBlockUsedType3Type1
        | None
    )
    answers: int | None
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        role = self.role.value

        declare: None | str
        if isinstance(self.declare, BombsAwayCardPlayedDeclareType1):
            declare = self.declare.value
        elif isinstance(self.declare, BombsAwayCardPlayedDeclareType2Type1):
            declare = self.declare.value
        elif isinstance(self.declare, BombsAwayCardPlayedDeclareType3Type1):
            declare = self.declare.value
        else:
            declare = self.declare

        block: None | str
        if isinstance(self.block, BombsAwayCardPlayedBlockType1):
            block = self.block.value
        elif isinstance(self.block, BombsAwayCardPlayedBlockType2Type1):
            block = self.block.value
        elif isinstance(self.block, BombsAwayCardPlayedBlockType3Type1):
            block = self.block.value
        else:
            block = self.block

        target: int | None
        target = self.target

        became: None | str
        if isinstance(self.became, BombsAwayCardPlayedBecameType1):
            became = self.became.value
        elif isinstance(self.became, BombsAwayCardPlayedBecameType2Type1):
            became = self.became.value
        elif isinstance(self.became, BombsAwayCardPlayedBecameType3Type1):
            became = self.became.value
        else:
            became = self.became

        value = self.value

        effect = self.effect

        block_used: None | str
        if isinstance(self.block_used, BombsAwayCardPlayedBlockUsedType1):
            block_used = self.block_used.value
        elif isinstance(self.block_used, BombsAwayCardPlayedBlockUsedType2Type1):
            block_used = self.block_used.value
        elif isinstance(self.block_used, BombsAwayCardPlayedBlockUsedType3Type1):
            block_used = self.block_used.value
        else:
            block_used = self.block_used

        answers: int | None
        answers = self.answers

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "role": role,
                "declare": declare,
                "block": block,
                "target": target,
                "became": became,
                "value": value,
                "effect": effect,
                "block_used": block_used,
                "answers": answers,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        role = BombsAwayCardPlayedRole(d.pop("role"))

        def _parse_declare(
            data: object,
        ) -> (
            BombsAwayCardPlayedDeclareType1
            | BombsAwayCardPlayedDeclareType2Type1
            | BombsAwayCardPlayedDeclareType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declare_type_1 = BombsAwayCardPlayedDeclareType1(data)

                return declare_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declare_type_2_type_1 = BombsAwayCardPlayedDeclareType2Type1(data)

                return declare_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declare_type_3_type_1 = BombsAwayCardPlayedDeclareType3Type1(data)

                return declare_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BombsAwayCardPlayedDeclareType1
                | BombsAwayCardPlayedDeclareType2Type1
                | BombsAwayCardPlayedDeclareType3Type1
                | None,
                data,
            )

        declare = _parse_declare(d.pop("declare"))

        def _parse_block(
            data: object,
        ) -> (
            BombsAwayCardPlayedBlockType1
            | BombsAwayCardPlayedBlockType2Type1
            | BombsAwayCardPlayedBlockType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                block_type_1 = BombsAwayCardPlayedBlockType1(data)

                return block_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                block_type_2_type_1 = BombsAwayCardPlayedBlockType2Type1(data)

                return block_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                block_type_3_type_1 = BombsAwayCardPlayedBlockType3Type1(data)

                return block_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BombsAwayCardPlayedBlockType1
                | BombsAwayCardPlayedBlockType2Type1
                | BombsAwayCardPlayedBlockType3Type1
                | None,
                data,
            )

        block = _parse_block(d.pop("block"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        def _parse_became(
            data: object,
        ) -> (
            BombsAwayCardPlayedBecameType1
            | BombsAwayCardPlayedBecameType2Type1
            | BombsAwayCardPlayedBecameType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                became_type_1 = BombsAwayCardPlayedBecameType1(data)

                return became_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                became_type_2_type_1 = BombsAwayCardPlayedBecameType2Type1(data)

                return became_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                became_type_3_type_1 = BombsAwayCardPlayedBecameType3Type1(data)

                return became_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BombsAwayCardPlayedBecameType1
                | BombsAwayCardPlayedBecameType2Type1
                | BombsAwayCardPlayedBecameType3Type1
                | None,
                data,
            )

        became = _parse_became(d.pop("became"))

        value = d.pop("value")

        effect = d.pop("effect")

        def _parse_block_used(
            data: object,
        ) -> (
            BombsAwayCardPlayedBlockUsedType1
            | BombsAwayCardPlayedBlockUsedType2Type1
            | BombsAwayCardPlayedBlockUsedType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                block_used_type_1 = BombsAwayCardPlayedBlockUsedType1(data)

                return block_used_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                block_used_type_2_type_1 = BombsAwayCardPlayedBlockUsedType2Type1(data)

                return block_used_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                block_used_type_3_type_1 = BombsAwayCardPlayedBlockUsedType3Type1(data)

                return block_used_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BombsAwayCardPlayedBlockUsedType1
                | BombsAwayCardPlayedBlockUsedType2Type1
                | BombsAwayCardPlayedBlockUsedType3Type1
                | None,
                data,
            )

        block_used = _parse_block_used(d.pop("block_used"))

        def _parse_answers(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        answers = _parse_answers(d.pop("answers"))

        timeout = d.pop("timeout")

        bombs_away_card_played = cls(
            seat=seat,
            card=card,
            role=role,
            declare=declare,
            block=block,
            target=target,
            became=became,
            value=value,
            effect=effect,
            block_used=block_used,
            answers=answers,
            timeout=timeout,
        )

        return bombs_away_card_played
