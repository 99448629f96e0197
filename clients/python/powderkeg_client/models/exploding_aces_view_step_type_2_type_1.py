from enum import StrEnum


class ExplodingAcesViewStepType2Type1(StrEnum):
    CHOOSE = "choose"
    PLAY = "play"
    QUEEN = "queen"

    def __str__(self) -> str:
        return str(self.value)
