from enum import StrEnum


class ExplodingAcesTableRole(StrEnum):
    BLOCK = "block"
    PLAY = "play"
    QUEEN_RESPONSE = "queen-response"
    REPLAY = "replay"

    def __str__(self) -> str:
        return str(self.value)
