"""Deleting what a test or a benchmark left in Redis under its key prefix, its job queue included."""

from __future__ import annotations

from typing import Any


def delete_prefix(client: Any, prefix: str) -> int:
    """Delete what a run on key prefix ``prefix`` left in its Redis: the keys under the prefix, and its job queue
    (``<prefix>-jobs``) with its registries and every job in them (a game that finishes schedules its archive
    there). Returns how many keys it deleted."""
    queue = f"{prefix}-jobs"
    rq_keys = list(client.scan_iter(match=f"rq:*:{queue}", count=1000))
    jobs: set[bytes | str] = set()
    for key in rq_keys:
        kind = client.type(key)
        if kind in (b"zset", "zset"):
            jobs.update(client.zrange(key, 0, -1))
        elif kind in (b"list", "list"):
            jobs.update(client.lrange(key, 0, -1))
    job_keys = [f"rq:job:{job.decode() if isinstance(job, bytes) else job}" for job in jobs]
    keys = [*client.scan_iter(match=f"{prefix}:*", count=1000), *rq_keys, *job_keys]
    client.srem("rq:queues", f"rq:queue:{queue}")
    deleted = 0
    for start in range(0, len(keys), 500):
        deleted += client.delete(*keys[start : start + 500])
    return deleted
