from enum import StrEnum


class BombsTrickFormType2Type1(StrEnum):
    BIG_BOMB = "big-bomb"
    BOMB = "bomb"
    DOUBLE_RUN = "double-run"
    PAIR = "pair"
    RUN = "run"
    SINGLE = "single"
    SUPER_BOMB = "super-bomb"

    def __str__(self) -> str:
        return str(self.value)
