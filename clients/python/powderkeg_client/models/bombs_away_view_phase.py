from enum import StrEnum


class BombsAwayViewPhase(StrEnum):
    DEALING = "dealing"
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
