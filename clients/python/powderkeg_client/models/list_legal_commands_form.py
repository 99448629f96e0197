from enum import StrEnum


class ListLegalCommandsForm(StrEnum):
    COMPACT = "compact"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
