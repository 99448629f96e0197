from enum import StrEnum


class BombsDecisionKind(StrEnum):
    PRIVILEGE = "privilege"
    REQUEST = "request"
    RETURN = "return"
    REVOLT = "revolt"

    def __str__(self) -> str:
        return str(self.value)
