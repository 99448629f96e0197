from enum import IntEnum


class HaggisSeatBetType3Type1(IntEnum):
    VALUE_0 = 0
    VALUE_15 = 15
    VALUE_30 = 30

    def __str__(self) -> str:
        return str(self.value)
