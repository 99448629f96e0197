from enum import StrEnum


class OptionSpecKind(StrEnum):
    BOOL = "bool"
    CHOICE = "choice"
    INT = "int"

    def __str__(self) -> str:
        return str(self.value)
