from enum import StrEnum


class ExplodingAcesWindowKind(StrEnum):
    NINE = "nine"
    SIX_BLOCK = "six-block"

    def __str__(self) -> str:
        return str(self.value)
