# The two commands of the fresh-machine contract: `make run` and `make test`.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench bench-server bench-web pg-install chromium-install clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,ray]'
	touch $(STAMP)

# The game server on 127.0.0.1:8000 with its SQLite database in ./data (docs/server.md).
run: $(STAMP)
	$(BIN)/berserk serve --host 127.0.0.1 --port 8000 --data data

# The server tests run against a real PostgreSQL: Debian's package, installed if missing, and a throwaway
# cluster listening only on a unix socket in a temporary folder (scripts/pg_cluster.sh).
test: $(STAMP) pg-install chromium-install
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy
	@pgdir=$$(mktemp -d /tmp/berserk-pg.XXXXXX); \
	  url=$$(scripts/pg_cluster.sh start $$pgdir fast) || { echo "PostgreSQL did not start"; exit 1; }; \
	  BERSERK_TEST_PG_URL=$$url $(BIN)/python -m pytest -n 2 -p no:cacheprovider; rc=$$?; \
	  scripts/pg_cluster.sh stop $$pgdir; rm -rf $$pgdir; \
	  if [ $$rc -eq 5 ]; then echo "pytest collected no tests: failing"; exit 1; fi; exit $$rc

pg-install:
	scripts/pg_cluster.sh install

# The web client's browser tests drive Debian's chromium (a browser download is not possible): installed if missing.
chromium-install:
	@command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

# The web client's first table render on localhost (docs/web.md).
bench-web: $(STAMP) chromium-install
	$(BIN)/python benchmarks/bench_web.py

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

bench: $(STAMP)
	for b in core abilities cards compile decks simulate env startup; do $(BIN)/python benchmarks/bench_$$b.py || exit 1; done

# N concurrent bot games over WebSockets against SQLite and PostgreSQL (a few minutes; README figures).
bench-server: $(STAMP) pg-install
	$(BIN)/python benchmarks/bench_server.py --database sqlite --database postgresql

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
