# The two commands of the fresh-machine contract: `make run` and `make test`.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,ray]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/berserk play --ai-vs-ai --seed 1

test: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider; rc=$$?; \
	  if [ $$rc -eq 5 ]; then echo "pytest collected no tests: failing"; exit 1; fi; exit $$rc

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

bench: $(STAMP)
	for b in core abilities cards compile decks simulate env; do $(BIN)/python benchmarks/bench_$$b.py || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
