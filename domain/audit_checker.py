"""The check of one stream of an export (a game's, or one of a match's streams): versions, the seed, the hash
chain, every deal and batch decided again (``domain.audit`` describes the checks; ``domain.tables.audit`` walks a
match's streams with it). ``Verdict`` is what a verification answers."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from domain import chain
from domain.chance import CHANCE_VERSIONS
from domain.declared import revision
from domain.errors import InvalidSetup
from domain.game import (
    Command,
    Ctx,
    Decided,
    Event,
    Game,
    JsonDict,
    PlayerSpec,
    from_data,
    parse_options,
    to_data,
)
from domain.idle import attended, policy_from_json
from domain.ports import GameRecord, SeatRecord, StoredEvent
from domain.rng import chance_for, seed_commitment
from domain.tables.rules import match_rules

FORMAT = "powderkeg-export"
#: 2: a match's export holds its tables' streams too (``tables`` in the header, ``table`` on every line).
FORMAT_VERSION = 2
READABLE_VERSIONS = (1, 2)


@dataclass(frozen=True, slots=True, kw_only=True)
class Verdict:
    """What ``verify`` found: ``ok``, or the first bad version (None when the fault is not in one event)."""

    ok: bool
    events: int
    first_bad_version: int | None
    problems: tuple[str, ...]
    head_sha256: str | None
    #: "seed" when the opening deal is the seed's shuffle, "testing-deal" when a testing server fixed it.
    dealt_from: str | None = None
    #: A match's table where the first bad version is (None: the game's, or the match's, own stream).
    first_bad_table: str | None = None

    def to_json(self) -> JsonDict:
        """The verdict as the API and the CLI print it."""
        return dataclasses.asdict(self) | {"problems": list(self.problems)}


class Stop(Exception):
    """Ends a verification at its first fault."""


class Checker:
    def __init__(self, head: Mapping[str, Any], lines: Sequence[Mapping[str, Any]], to_the_end: bool) -> None:
        self.head = head
        self.lines = lines
        self.to_the_end = to_the_end
        self.problems: list[str] = []
        self.bad: int | None = None
        self.at: int | None = None
        self.last_hash: str | None = None
        self.dealt_from: str | None = None
        #: The match's table whose events are being checked (None: the game's, or the match's, own).
        self.table: str | None = None
        self.bad_table: str | None = None

    def fail(self, version: int | None, problem: str) -> Stop:
        self.bad, self.bad_table = version, self.table
        where = "" if self.table is None else f"table {self.table}, "
        self.problems.append(f"{where}{problem}" if version is None else f"{where}version {version}: {problem}")
        return Stop()

    def verdict(self) -> Verdict:
        return Verdict(
            ok=not self.problems,
            events=len(self.lines),
            first_bad_version=self.bad,
            problems=tuple(self.problems),
            head_sha256=self.last_hash,
            dealt_from=self.dealt_from,
            first_bad_table=self.bad_table,
        )

    def run(self, games: Mapping[str, Game]) -> None:
        game = self.header_game(games)
        record = self.record(self.head)
        if record.idle is not None and match_rules(game, len(record.seats)) is not None:
            raise self.fail(None, "a match at several tables has no idle policy, and this header gives it one")
        game = self.game
        if match_rules(game, len(record.seats)) is not None:
            raise self.fail(None, f"a {game.info.slug} game of {len(record.seats)} players is a match, and a "
                                  "match's export lists its tables in its header")
        events = self.envelopes(self.lines)
        self.check_chain(record, events)
        self.check_deals_and_results(game, record, events)
        if self.head.get("version") != len(events) - 1 or self.head.get("head_sha256") != self.last_hash:
            raise self.fail(None, "the header's version and head hash are not those of the last event")

    def header_game(self, games: Mapping[str, Game]) -> Game:
        """The game the header names, once its format, rules version and completeness check out."""
        head = self.head
        if head.get("format") != FORMAT or head.get("format_version") not in READABLE_VERSIONS:
            raise self.fail(None, f"not a {FORMAT} export of a version this verifier reads {READABLE_VERSIONS}")
        found = games.get(str(head.get("game")))
        if found is None:
            raise self.fail(None, f"this verifier does not know the game {head.get('game')!r}")
        played = revision(found, str(head.get("rules_version")))
        if played is None:
            older = sorted(getattr(found, "revisions", {}))
            raise self.fail(
                None,
                f"the export was made under rules {head.get('rules_version')!r}, this verifier plays "
                f"{[*older, found.info.rules_version]!r}",
            )
        self.game = game = played
        if not head.get("complete") or not isinstance(head.get("seed"), str):
            raise self.fail(None, "the export is redacted (made while the game ran): only a finished game's "
                                  "complete export can be verified")
        return game

    def record(self, head: Mapping[str, Any]) -> GameRecord:
        try:
            seed = bytes.fromhex(head["seed"])
            record = GameRecord(
                game_id=str(head["game_id"]),
                game=str(head["game"]),
                options=dict(head["options"]),
                seats=tuple(SeatRecord(name=p["name"], bot=p["bot"], token_hash=None) for p in head["players"]),
                seed=seed,
                seed_hash=str(head["seed_sha256"]),
                created_ms=int(head["created_ms"]),
                deal=head.get("deal"),
                idle=policy_from_json(head.get("idle")),
                chance=int(head.get("chance", 1)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise self.fail(None, f"the header is incomplete or malformed: {exc!r}") from None
        if record.chance not in CHANCE_VERSIONS:
            raise self.fail(None, f"the export draws by chance {record.chance}, this verifier knows {CHANCE_VERSIONS}")
        if seed_commitment(seed) != record.seed_hash:
            raise self.fail(None, "the revealed seed does not match its commitment seed_sha256")
        game = self.game
        if not game.info.min_players <= len(record.seats) <= game.info.max_players:
            raise self.fail(None, f"{game.info.slug} is not played by {len(record.seats)} players")
        try:
            parse_options(game.info, record.options)
        except InvalidSetup as exc:
            raise self.fail(None, f"the header's options are not the game's: {exc.detail}") from None
        self.dealt_from = "seed" if record.deal is None else "testing-deal"
        # A game under an idle policy is played by the rules that wrap its own (``domain.idle``).
        self.game = attended(game, record.idle, [s.bot for s in record.seats])
        return record

    def envelopes(self, lines: Sequence[Mapping[str, Any]]) -> list[StoredEvent]:
        out: list[StoredEvent] = []
        for index, line in enumerate(lines):
            self.at = index
            try:
                event = StoredEvent(
                    version=int(line["version"]),
                    type=str(line["type"]),
                    data=dict(line["data"]),
                    at_ms=int(line["at_ms"]),
                    seat=None if line["seat"] is None else int(line["seat"]),
                    command_id=None,
                    command=None if line.get("command") is None else dict(line["command"]),
                    hash=str(line["sha256"]),
                )
            except (KeyError, TypeError, ValueError) as exc:
                raise self.fail(index, f"the event line is malformed: {exc!r}") from None
            if any(isinstance(line.get(name), bool) for name in ("version", "at_ms", "seat")):
                raise self.fail(index, "the event line is malformed: a number is a boolean")
            if event.version != index:
                raise self.fail(
                    index, f"found version {event.version} where {index} belongs: an event is missing or out of order"
                )
            out.append(event)
        if not out:
            raise self.fail(None, "the export holds no events")
        return out

    def check_chain(self, record: GameRecord, events: Sequence[StoredEvent]) -> None:
        previous = chain.genesis(record)
        for event in events:
            self.at = event.version
            expected = chain.link(previous, record.seed, event)
            if event.hash != expected:
                raise self.fail(event.version, "its hash is not its link in the chain: it, or the header, was changed")
            previous = expected
        self.last_hash = previous

    def check_deals_and_results(self, game: Game, record: GameRecord, events: Sequence[StoredEvent]) -> None:
        players = [PlayerSpec(name=s.name, bot=s.bot) for s in record.seats]
        try:
            ctx = Ctx(now_ms=record.created_ms, rng=chance_for(record.seed, 0, record.chance))
            opening = game.setup(players, record.options, ctx, record.deal)
        except Exception as exc:  # noqa: BLE001 - any refusal of the recorded set-up is a finding
            raise self.fail(0, f"the rules refuse the recorded set-up: {exc}") from None
        state = self.check_opening(game, record, opening, events)
        position = len(opening)
        while position < len(events):
            state, position = self.check_batch(game, record, state, events, position)
        if not self.to_the_end:
            return
        if game.status(state) != "finished":
            raise self.fail(len(events), "the log ends before the game does: events are missing from the end")
        if game.view(state, None)["result"] != self.head.get("result"):
            raise self.fail(events[-1].version, "the replayed result is not the one the header states")

    def check_opening(
        self, game: Game, record: GameRecord, opening: Sequence[Event], events: Sequence[StoredEvent]
    ) -> Any:
        """The stream opens with ``opening``, the system's events at its creation; returns the state after them."""
        self.same(opening, events[: len(opening)], "the opening events are not what the seed deals")
        for event in events[: len(opening)]:
            if (event.seat, event.at_ms, event.command) != (None, record.created_ms, None):
                raise self.fail(event.version, "an opening event must be the system's, at creation, with no command")
        return self.fold(game, self.classes(game), None, events[: len(opening)])

    def check_batch(
        self,
        game: Game,
        record: GameRecord,
        state: Any,
        events: Sequence[StoredEvent],
        position: int,
        expected: Command | None = None,
    ) -> tuple[Any, int]:
        """The batch of events at ``position``: what its recorded command (``expected``, when the caller
        knows which it must be) makes, decided again; returns the state after it and the next position."""
        first = events[position]
        if first.command is None:
            raise self.fail(first.version, "no recorded command made this event")
        end = position + 1
        while end < len(events) and events[end].command is None:
            end += 1
        self.at = first.version
        for event in events[position + 1 : end]:
            if (event.seat, event.at_ms) != (first.seat, first.at_ms):
                raise self.fail(event.version, "its seat or time is not that of the command that made it")
        command = self.command(game, first)
        if expected is not None and (first.seat, command) != (None, expected):
            raise self.fail(first.version, "its recorded command is not the one the match's step gave the table")
        ctx = Ctx(now_ms=first.at_ms, rng=chance_for(record.seed, first.version, record.chance))
        try:
            made = game.decide(state, first.seat, command, ctx)
        except Exception as exc:  # noqa: BLE001 - a recorded command the rules refuse is a finding
            raise self.fail(first.version, f"the rules refuse its recorded command: {exc}") from None
        self.same(made, events[position:end], "the events differ from what its command produces")
        if isinstance(made, Decided):
            # The rules folded these very events (same() found them equal) at the command's time while deciding;
            # the game contract checks that their stored form folds into the same state.
            return made.state, end
        return self.fold(game, self.classes(game), state, events[position:end]), end

    @staticmethod
    def classes(game: Game) -> dict[str, type[Event]]:
        return {cls.__name__: cls for cls in game.info.events}

    def command(self, game: Game, event: StoredEvent) -> Command:
        body = dict(event.command or {})
        kind = body.pop("type", None)
        for cls in (*game.info.commands, *game.info.system_commands):
            if cls.type == kind:
                try:
                    return from_data(cls, body)
                except TypeError:
                    break
        raise self.fail(event.version, f"its recorded command {kind!r} is not one of the game's")

    def same(self, made: Sequence[Event], recorded: Sequence[StoredEvent], problem: str) -> None:
        for index in range(max(len(made), len(recorded))):
            mine = made[index] if index < len(made) else None
            theirs = recorded[index] if index < len(recorded) else None
            if mine is None or theirs is None or type(mine).__name__ != theirs.type or not _equal(mine, theirs.data):
                version = theirs.version if theirs is not None else recorded[-1].version + 1
                raise self.fail(version, problem)

    def fold(self, game: Game, classes: Mapping[str, type[Event]], state: Any,
             events: Iterable[StoredEvent]) -> Any:
        for event in events:
            try:
                state = game.evolve(state, from_data(classes[event.type], event.data), event.at_ms)
            except Exception as exc:  # noqa: BLE001 - an event the rules cannot fold is a finding
                raise self.fail(event.version, f"the rules cannot fold it: {exc!r}") from None
        return state


def _equal(made: Event, recorded: Mapping[str, Any]) -> bool:
    """Whether ``recorded`` is the data of ``made``, strictly (``_json``). An event written before one of its
    fields existed lacks it: there the field must hold its default, as folding that event gives it."""
    mine = to_data(made)
    if _json(mine) == _json(recorded):
        return True
    absent = {f.name: f for f in dataclasses.fields(made) if f.name not in recorded}
    if not absent or any(f.default is dataclasses.MISSING for f in absent.values()):
        return False
    defaults = {name: getattr(from_data(type(made), recorded), name) for name in absent}
    if any(getattr(made, name) != value for name, value in defaults.items()):
        return False
    return _json({k: v for k, v in mine.items() if k not in absent}) == _json(recorded)


def _json(value: Any) -> bytes:
    """``value`` as canonical JSON, for comparing event data strictly: ``==`` finds ``1``, ``1.0`` and ``True``
    equal, which the rules do not (a recorded ``1.0`` where the rules make ``1`` is a changed event)."""
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


