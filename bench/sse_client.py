"""An asyncio SSE client on raw sockets for the benchmarks: it opens many streams and counts their messages."""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from typing import Any

OPEN_TIMEOUT_S = 60.0


@dataclass
class Stream:
    """One open stream on the client side: what it has received."""

    views: int = 0
    heartbeats: int = 0
    #: Event frames received (each event once: a game's new events, one frame each), and the last frame's id.
    event_frames: int = 0
    last_id: int = -1
    events: list[tuple[float, dict[str, Any]]] = field(default_factory=list)
    closed: bool = False
    error: str | None = None


async def follow(
    port: int, path: str, headers: dict[str, str], stream: Stream, opened: asyncio.Event, keep: bool
) -> None:
    """Open one stream and count its messages (events with their arrival time when ``keep``)."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
    except OSError as exc:
        stream.error = f"connect: {exc.strerror or exc}"
        opened.set()
        return
    lines = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n{lines}\r\n".encode())
    buffer = b""
    try:
        head = await reader.readuntil(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 200"):
            stream.error = head.split(b"\r\n", 1)[0].decode()
            return
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                break
            now = time.time()
            buffer += chunk
            *blocks, buffer = buffer.split(b"\n\n")
            for block in blocks:
                for line in block.split(b"\n"):
                    if line.startswith(b"id: "):
                        stream.last_id = int(line[4:])
                if b"event: event" in block:
                    stream.event_frames += 1
                if b"event: heartbeat" in block:
                    stream.heartbeats += 1
                elif b"event: view" in block:
                    stream.views += 1
                    opened.set()
                elif b"event: event" in block and keep:
                    data = block[block.index(b"data: ") + 6 :]
                    stream.events.append((now, json.loads(data)))
    except (OSError, asyncio.IncompleteReadError) as exc:
        stream.error = f"read: {type(exc).__name__}"
    finally:
        stream.closed = True
        opened.set()
        writer.close()


async def open_streams(
    port: int, targets: list[tuple[str, dict[str, str]]], keep: bool, concurrency: int
) -> tuple[list[Stream], list[Any]]:
    """Open the streams (path, headers), ``concurrency`` at a time, each until its opening view arrived; the
    streams and the tasks that follow them."""
    gate = asyncio.Semaphore(concurrency)
    streams = [Stream() for _ in targets]
    tasks = []

    async def one(index: int) -> None:
        async with gate:
            opened = asyncio.Event()
            path, headers = targets[index]
            tasks.append(asyncio.create_task(follow(port, path, headers, streams[index], opened, keep)))
            try:
                await asyncio.wait_for(opened.wait(), OPEN_TIMEOUT_S)
            except TimeoutError:
                streams[index].error = "no opening view in time"

    await asyncio.gather(*(one(i) for i in range(len(targets))))
    return streams, tasks
