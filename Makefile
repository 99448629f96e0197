# Two commands do all set-up on a fresh machine: `make serve` and `make test` (see README.md).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: serve test lint bench

$(BIN)/powderkeg: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

serve: $(BIN)/powderkeg
	$(BIN)/powderkeg serve $(ARGS)

test: $(BIN)/powderkeg
	$(BIN)/ruff check api domain eventstore workers tests bench
	$(BIN)/mypy
	$(BIN)/pytest -n 2 --durations=10 $(ARGS)

bench: $(BIN)/powderkeg
	$(BIN)/python bench/run_all.py
