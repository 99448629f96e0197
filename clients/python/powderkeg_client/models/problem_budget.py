from enum import StrEnum


class ProblemBudget(StrEnum):
    COMMANDS = "commands"
    CREATION = "creation"
    LISTINGS = "listings"
    READS = "reads"
    REFUSED = "refused"

    def __str__(self) -> str:
        return str(self.value)
