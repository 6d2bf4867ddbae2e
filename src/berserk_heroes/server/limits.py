"""Rate limits: a token bucket per WebSocket connection and per client address for HTTP writes."""

from __future__ import annotations

import time
from collections import OrderedDict


class TokenBucket:
    """``allow()`` is True while the holder stays within ``rate`` events per second (bursts up to
    ``burst``)."""

    __slots__ = ("rate", "burst", "tokens", "stamp")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def refund(self) -> None:
        """Give back the token of a frame that did useful work (an accepted choice): a client that plays
        as fast as the server answers is never limited; one that floods refused frames is."""
        self.tokens = min(self.burst, self.tokens + 1.0)


class AddressLimits:
    """One bucket per client address, for the last ``size`` addresses seen (so memory stays bounded)."""

    def __init__(self, per_minute: float, burst: int, size: int = 10_000) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.size = size
        self._buckets: OrderedDict[str, TokenBucket] = OrderedDict()

    def allow(self, address: str) -> bool:
        if self.rate <= 0:  # no limit (a benchmark, or a proxy that limits instead)
            return True
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = self._buckets[address] = TokenBucket(self.rate, self.burst)
            if len(self._buckets) > self.size:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(address)
        return bucket.allow()
