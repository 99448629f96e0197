from enum import StrEnum


class BombsExchangeStage(StrEnum):
    DONE = "done"
    PASS = "pass"
    PRIVILEGE = "privilege"
    REQUEST = "request"
    RETURN = "return"
    REVOLT = "revolt"

    def __str__(self) -> str:
        return str(self.value)
