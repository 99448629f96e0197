from enum import StrEnum


class BombsTrickTakenReason(StrEnum):
    EXPIRED = "expired"
    PASSED = "passed"
    SUPER_BOMB = "super-bomb"
    WAIVED = "waived"

    def __str__(self) -> str:
        return str(self.value)
