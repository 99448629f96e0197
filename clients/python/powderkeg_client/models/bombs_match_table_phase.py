from enum import StrEnum


class BombsMatchTablePhase(StrEnum):
    DEALING = "dealing"
    EXCHANGE = "exchange"
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
