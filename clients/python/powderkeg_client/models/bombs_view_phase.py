from enum import StrEnum


class BombsViewPhase(StrEnum):
    DEALING = "dealing"
    EXCHANGE = "exchange"
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
