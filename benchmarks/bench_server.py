"""Benchmark: N concurrent games of bot clients over WebSockets on localhost, against SQLite and PostgreSQL.

The server (``berserk serve``) runs in a process of its own; this process plays both seats of N games at
once over 2N WebSocket connections (asyncio). Each bot waits a think time (uniform in [0.5, 1.5] × the
mean) before answering a decision, like a quick player. When a game ends, a new one takes its place, so N
games are always in play. Printed, per database: the action latency (a ``choose`` sent → its ``ack``, which
the server sends only after the choice is committed) at p50 and p99, the choices per second, and the
server process's CPU use, in all and per choice (the fair figure on a shared machine, where the latencies
mostly measure waiting for a core), and that of the PostgreSQL cluster it starts. The bots share the cores with the server, so they are kept cheap
(orjson, a random option id): they are the load, not what is measured. Never asserts timings.

    python benchmarks/bench_server.py                        # 200 games, SQLite and PostgreSQL, 30 s each
    python benchmarks/bench_server.py --games 50 --think-ms 0 --database sqlite    # saturate one database
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import orjson
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
PG_SCRIPT = ROOT / "scripts" / "pg_cluster.sh"
PRECONS = ("steppe", "mountains", "forest", "swamp", "darkness", "multi", "neutral")


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.choices = 0
        self.games_finished = 0
        self.errors: dict[str, int] = {}
        self.measuring = False


async def play_seat(url: str, game: str, token: str, think: float, stats: Stats, rng: random.Random) -> None:
    """One bot: answer this seat's decisions until the game ends."""
    async with connect(url.replace("http://", "ws://") + "/ws", max_size=1 << 22) as ws:
        await ws.send(orjson.dumps({"type": "hello", "protocol": 1, "game": game, "token": token}).decode())
        seat = None
        sent_at = 0.0
        answered = -1
        async for text in ws:
            frame = orjson.loads(text)  # the bots are the load, not what is measured: keep them cheap
            kind = frame["type"]
            if kind == "welcome":
                seat = frame["seat"]
            elif kind == "ack":
                if stats.measuring:
                    stats.latencies.append(time.perf_counter() - sent_at)
                    stats.choices += 1
            elif kind == "error":
                stats.errors[frame["code"]] = stats.errors.get(frame["code"], 0) + 1
                answered = -1
                await ws.send('{"type": "sync"}')
            elif kind == "state":
                if frame["result"] is not None:
                    return
                decision = frame["decision"]
                if decision and decision["player"] == seat and "options" in decision and decision["seq"] != answered:
                    answered = decision["seq"]
                    if think:
                        await asyncio.sleep(think * (0.5 + rng.random()))
                    sent_at = time.perf_counter()
                    await ws.send(orjson.dumps({"type": "choose", "decision_seq": decision["seq"],
                                                "option_id": rng.randrange(len(decision["options"]))}).decode())


async def game_slot(client: httpx.AsyncClient, url: str, think: float, stats: Stats, stop_at: float, slot: int) -> None:
    """Keep one game in play until the end of the run: a new game when the last one ends."""
    rng = random.Random(slot)
    while time.monotonic() < stop_at:
        decks = rng.sample(PRECONS, 2)
        reply = await client.post(f"{url}/api/games", json={
            "players": [{"deck": {"precon": decks[0]}}, {"deck": {"precon": decks[1]}}], "seed": rng.randrange(2**31)})
        if reply.status_code != 201:
            stats.errors[f"http {reply.status_code}"] = stats.errors.get(f"http {reply.status_code}", 0) + 1
            await asyncio.sleep(1)
            continue
        created = reply.json()
        seats = [play_seat(url, created["game"], created["seats"][i]["token"], think, stats, random.Random(rng.random()))
                 for i in (0, 1)]
        try:
            await asyncio.wait_for(asyncio.gather(*seats), timeout=max(1.0, stop_at - time.monotonic()))
            if stats.measuring:
                stats.games_finished += 1
        except TimeoutError:
            return


def cpu_seconds(pid: int) -> float:
    if not pid:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cluster_cpu_seconds(cluster: Path | None) -> float:
    """The CPU time of a throwaway PostgreSQL cluster: its postmaster and the processes it runs (the
    server's connections are kept open, so their backends live through the measurement)."""
    if cluster is None:
        return 0.0
    postmaster = int((cluster / "data" / "postmaster.pid").read_text().split()[0])
    total = cpu_seconds(postmaster)
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1]) == postmaster:
                total += cpu_seconds(int(proc.name))
        except (OSError, ValueError):  # the process ended meanwhile
            pass
    return total


async def measure(url: str, pid: int, games: int, think: float, warmup: float, duration: float,
                  cluster: Path | None = None) -> dict[str, Any]:
    stats = Stats()
    start = time.monotonic()
    stop_at = start + warmup + duration
    limits = httpx.Limits(max_connections=64)
    async with httpx.AsyncClient(timeout=120, limits=limits) as client:
        slots = [asyncio.create_task(game_slot(client, url, think, stats, stop_at, n)) for n in range(games)]
        await asyncio.sleep(warmup)
        stats.measuring = True
        cpu_before, t_before, own_before = cpu_seconds(pid), time.monotonic(), time.process_time()
        db_before = cluster_cpu_seconds(cluster)
        await asyncio.sleep(duration)
        stats.measuring = False
        cpu = cpu_seconds(pid) - cpu_before
        db_cpu = cluster_cpu_seconds(cluster) - db_before
        elapsed = time.monotonic() - t_before
        own = time.process_time() - own_before
        await asyncio.gather(*slots, return_exceptions=True)
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return 1000 * lat[min(len(lat) - 1, int(p * len(lat)))] if lat else float("nan")

    return {"choices": stats.choices, "choices_per_s": stats.choices / elapsed, "p50": pct(0.50), "p99": pct(0.99),
            "max": 1000 * lat[-1] if lat else float("nan"), "server_cpu": cpu / elapsed, "client_cpu": own / elapsed,
            "database_cpu": db_cpu / elapsed,
            "games_finished": stats.games_finished, "errors": stats.errors}


def start_server(database: str, folder: Path) -> tuple[subprocess.Popen[str], str]:
    args = [sys.executable, "-m", "berserk_heroes.cli", "serve", "--port", "0", "--database", database,
            "--writes-per-minute", "0"]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=open(folder / "server.log", "w"), text=True,
                            cwd=folder)
    assert proc.stdout is not None
    found = re.search(r"(http://\S+?)/\s", proc.stdout.readline())
    if not found:
        proc.kill()
        raise SystemExit("the server did not start; see " + str(folder / "server.log"))
    url = found.group(1)
    for _ in range(600):
        try:
            if httpx.get(url + "/api/precons", timeout=30).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    for deck in PRECONS:  # compile every deck's cards before measuring (the server also does it on start-up)
        body = {"players": [{"deck": {"precon": deck}}, {"deck": {"precon": deck}}]}
        httpx.post(url + "/api/games", json=body, timeout=300).raise_for_status()
    return proc, url


def database_url(kind: str, folder: Path, pg_url: str | None) -> tuple[str, Path | None]:
    if kind == "sqlite":
        return f"sqlite:///{folder / 'bench.sqlite3'}", None
    if pg_url:
        return pg_url, None
    cluster = Path(tempfile.mkdtemp(prefix="bench-pg-"))
    started = subprocess.run([str(PG_SCRIPT), "start", str(cluster)], capture_output=True, text=True, check=True)
    return started.stdout.strip(), cluster  # a durable cluster: fsync and synchronous_commit as shipped


def run_one(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    if args.server_url:  # a server started by hand (e.g. under a profiler, or several behind a proxy)
        pid = int(args.server_pid or 0)
        return asyncio.run(measure(args.server_url, pid, args.games, args.think_ms / 1000, args.warmup, args.duration))
    folder = Path(tempfile.mkdtemp(prefix="bench-server-"))
    url_db, cluster = database_url(kind, folder, args.pg_url)
    proc, url = start_server(url_db, folder)
    try:
        return asyncio.run(measure(url, proc.pid, args.games, args.think_ms / 1000, args.warmup, args.duration,
                                   cluster))
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
        if cluster is not None:
            subprocess.run([str(PG_SCRIPT), "stop", str(cluster)], check=False)
            shutil.rmtree(cluster, ignore_errors=True)
        log = (folder / "server.log").read_text()
        if log.strip():
            print(f"server log ({kind}):\n" + log[-3000:])
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    # The clients are measured too: keep Python's full garbage collections (which walk 400 connections'
    # buffers) from adding their pauses to the latencies, as the server does (server/background.py).
    gc.set_threshold(*gc.get_threshold()[:2], 1_000_000)
    gc.freeze()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="concurrent games (default 200)")
    parser.add_argument("--database", action="append", choices=["sqlite", "postgresql"],
                        help="repeatable (default: both)")
    parser.add_argument("--think-ms", type=float, default=500.0, help="mean think time per decision (default 500)")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds measured (default 30)")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds before measuring (default 10)")
    parser.add_argument("--pg-url", help="an existing PostgreSQL database instead of a throwaway cluster")
    parser.add_argument("--server-url", help="measure a server that is already running at this URL")
    parser.add_argument("--server-pid", help="its process id (for its CPU use)")
    args = parser.parse_args()
    print(f"{args.games} concurrent games, precon decks, bots think {args.think_ms:.0f} ms on average; "
          f"{os.cpu_count()} cores; server: one process; clients: this process")
    for kind in args.database or ["sqlite", "postgresql"]:
        r = run_one(kind, args)
        errors = ", ".join(f"{k} {v}" for k, v in sorted(r["errors"].items())) or "none"
        print(f"{kind:10s}: action latency p50 {r['p50']:.1f} ms, p99 {r['p99']:.1f} ms (max {r['max']:.0f} ms); "
              f"{r['choices_per_s']:.0f} choices/s ({r['choices']} in {args.duration:.0f} s, "
              f"{r['games_finished']} games finished); CPU: server {100 * r['server_cpu']:.0f}% "
              f"({1000 * r['server_cpu'] / max(r['choices_per_s'], 1e-9):.2f} ms a choice), "
              f"{database_cpu(r)}clients {100 * r['client_cpu']:.0f}% of a core; "
              f"errors: {errors}")


def database_cpu(r: dict[str, Any]) -> str:
    """The throwaway PostgreSQL cluster's CPU, in all and per choice (nothing for SQLite, which runs in the
    server's process, or for a database the benchmark did not start)."""
    if not r["database_cpu"]:
        return ""
    return (f"database {100 * r['database_cpu']:.0f}% "
            f"({1000 * r['database_cpu'] / max(r['choices_per_s'], 1e-9):.2f} ms a choice), ")


if __name__ == "__main__":
    main()
