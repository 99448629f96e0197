from enum import StrEnum


class BombsAwayDecisionKind(StrEnum):
    BURY = "bury"
    DAMAGE = "damage"
    KEEP = "keep"
    KEEP_TEN = "keep-ten"
    PICK = "pick"

    def __str__(self) -> str:
        return str(self.value)
