from enum import StrEnum


class ExplodingAcesOptionsNinePrompt(StrEnum):
    EVERYONE = "everyone"
    HOLDERS = "holders"

    def __str__(self) -> str:
        return str(self.value)
