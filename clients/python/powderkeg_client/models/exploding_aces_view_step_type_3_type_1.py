from enum import StrEnum


class ExplodingAcesViewStepType3Type1(StrEnum):
    CHOOSE = "choose"
    PLAY = "play"
    QUEEN = "queen"

    def __str__(self) -> str:
        return str(self.value)
