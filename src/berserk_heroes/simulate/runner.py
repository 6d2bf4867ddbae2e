"""Running a simulation's games on local processes or on a Ray cluster, with one code path.

The tasks are cut into chunks; each chunk is one call of :func:`~.playing.play_chunk` on some worker; the
summaries come back in any order and are put back in index order. Because every game's seed comes from the
run's seed and the game's index, the results are the same for any number of workers and either backend.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Protocol

from .plan import GameTask, SimulationSpec, tasks
from .playing import GameSummary, play_chunk

Progress = Callable[[int], None]  # called with the number of games just finished

MAX_CHUNK = 16  # games per unit of work at most: small enough for a smooth progress bar and load balance


class Backend(Protocol):
    """Where chunks of games run: ``run`` yields each chunk's summaries as it finishes, in any order."""

    workers: int

    def run(self, spec: SimulationSpec, chunks: Sequence[Sequence[GameTask]]) -> Iterator[list[GameSummary]]:
        ...

    def close(self) -> None:
        """Release the workers."""
        ...


class InProcess:
    """One worker: the calling process itself (no pool to start; what tests and ``--workers 1`` use)."""

    workers = 1

    def run(self, spec: SimulationSpec, chunks: Sequence[Sequence[GameTask]]) -> Iterator[list[GameSummary]]:
        for chunk in chunks:
            yield play_chunk(spec, chunk)

    def close(self) -> None:
        pass


class LocalProcesses:
    """A pool of ``workers`` local processes (default: one per core), started on first use and kept until
    :meth:`close` (each worker compiles the decks once, then plays chunk after chunk)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self._pool: ProcessPoolExecutor | None = None

    def run(self, spec: SimulationSpec, chunks: Sequence[Sequence[GameTask]]) -> Iterator[list[GameSummary]]:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers)
        pending: set[Future[list[GameSummary]]] = {self._pool.submit(play_chunk, spec, c) for c in chunks}
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
        finally:
            for future in pending:  # a failed game or an interrupted run: drop the rest
                future.cancel()

    def close(self) -> None:
        """Stop the worker processes."""
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


class RayCluster:
    """Ray tasks on the cluster at ``address`` (``"local"`` starts a local Ray; ``auto`` finds a running one).

    ``workers`` caps how many chunks run at once (default: the cluster's CPUs). The cluster's Python must have
    this package installed, as the workers import it; the spec travels to them once, through Ray's object store.
    """

    def __init__(self, address: str, workers: int | None = None) -> None:
        try:
            import ray
        except ImportError as exc:  # the optional extra is not installed
            raise RuntimeError("--ray needs the ray package: pip install 'berserk-heroes[ray]'") from exc
        self._ray: Any = ray
        self._started = not ray.is_initialized()  # shut down on close() only what this object started
        if self._started:
            ray.init(address=None if address == "local" else address, num_cpus=workers if address == "local" else None,
                     include_dashboard=False, logging_level=logging.ERROR, log_to_driver=False)
        self.workers = max(1, workers or int(ray.cluster_resources().get("CPU", 1)))

    def run(self, spec: SimulationSpec, chunks: Sequence[Sequence[GameTask]]) -> Iterator[list[GameSummary]]:
        ray = self._ray
        remote_chunk = ray.remote(play_chunk)
        spec_ref = ray.put(spec)
        queue = list(chunks)
        running: list[Any] = []
        while queue or running:
            while queue and len(running) < self.workers * 2:  # keep every worker busy, not the whole run queued
                running.append(remote_chunk.remote(spec_ref, queue.pop(0)))
            done, running = ray.wait(running, num_returns=1)
            yield ray.get(done[0])

    def close(self) -> None:
        if self._started:
            self._ray.shutdown()


def chunked(all_tasks: Sequence[GameTask], workers: int) -> list[list[GameTask]]:
    """Consecutive runs of tasks: about eight chunks per worker, at most MAX_CHUNK games each."""
    size = max(1, min(MAX_CHUNK, len(all_tasks) // (workers * 8) or 1))
    return [list(all_tasks[i:i + size]) for i in range(0, len(all_tasks), size)]


def run_games(spec: SimulationSpec, backend: Backend | None = None,
              progress: Progress | None = None) -> list[GameSummary]:
    """Play every game of ``spec`` on ``backend`` (default: in this process); summaries in index order."""
    backend = backend or InProcess()
    all_tasks = tasks(spec)
    by_index: dict[int, GameSummary] = {}
    for summaries in backend.run(spec, chunked(all_tasks, backend.workers)):
        for summary in summaries:
            by_index[summary.index] = summary
        if progress is not None:
            progress(len(summaries))
    return [by_index[t.index] for t in all_tasks]
