"""The type of a client of the Redis that holds the games."""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

#: One server, or a Redis Cluster (``POWDERKEG_REDIS_CLUSTER=1``). Every key of one game shares a hash tag
#: (eventstore/keys.py), so what the store does to one game is a command or a script on one slot either way.
StoreClient = redis.Redis | RedisCluster
