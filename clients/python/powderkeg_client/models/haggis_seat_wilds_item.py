from enum import StrEnum


class HaggisSeatWildsItem(StrEnum):
    J = "J"
    K = "K"
    Q = "Q"

    def __str__(self) -> str:
        return str(self.value)
