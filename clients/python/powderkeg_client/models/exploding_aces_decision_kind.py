from enum import StrEnum


class ExplodingAcesDecisionKind(StrEnum):
    END_OR_CONTINUE = "end-or-continue"
    FIVE = "five"
    FOUR = "four"
    FULL_HOUSE = "full-house"
    JACK = "jack"
    PAIR = "pair"
    PLAY_OR_DRAW = "play-or-draw"
    QUEEN_RESPONSE = "queen-response"
    REPLAY = "replay"
    SIX_BLOCK = "six-block"
    SIX_GIVE = "six-give"
    THREE = "three"
    TWO_PAIRS = "two-pairs"

    def __str__(self) -> str:
        return str(self.value)
