from enum import StrEnum


class WaitingViewStatus(StrEnum):
    ACTIVE = "active"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
