from enum import StrEnum


class PlayerSpecType1Bot(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"
    SEARCH = "search"

    def __str__(self) -> str:
        return str(self.value)
