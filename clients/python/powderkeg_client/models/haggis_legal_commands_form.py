from enum import StrEnum


class HaggisLegalCommandsForm(StrEnum):
    COMPACT = "compact"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
