from enum import StrEnum


class HaggisCombinationPlayedBombType1(StrEnum):
    JK = "jk"
    JQ = "jq"
    JQK = "jqk"
    QK = "qk"
    RAINBOW = "rainbow"
    SUITED = "suited"

    def __str__(self) -> str:
        return str(self.value)
