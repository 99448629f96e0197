from enum import StrEnum


class BombsMatchViewPhase(StrEnum):
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
