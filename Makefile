# Everything a fresh machine needs: Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench soak assets clean

# The client tests run in parts, each in a process of its own (README.md, "Tests").
CLIENT_PARTS := tests/client/five_tribes tests/client/prehistories tests/client/tribes_of_the_wind tests/client/table

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game

test: $(STAMP)
	$(BIN)/ruff check game ai research tools tests bench
	$(BIN)/mypy
	$(BIN)/python -m pytest -q --ignore=tests/client
	for part in $(CLIENT_PARTS); do $(BIN)/python -m pytest -q $$part || exit 1; done
	$(BIN)/python -m pytest -q tests/client $(foreach part,$(CLIENT_PARTS),--ignore=$(part))

lint: $(STAMP)
	$(BIN)/ruff check game ai research tools tests bench
	$(BIN)/ruff format --check game ai research tools tests bench

bench: $(STAMP)
	$(BIN)/python -m bench

soak: $(STAMP)
	$(BIN)/python -m bench.soak
	$(BIN)/python -m bench.monkey --minutes 5

assets: $(STAMP)
	$(BIN)/python tools/make_sprites.py
	$(BIN)/python tools/make_sounds.py
	$(BIN)/python tools/make_five_tribes_table_sprites.py
	$(BIN)/python tools/make_tribes_of_the_wind_sprites.py
	$(BIN)/python tools/make_prehistories_sprites.py
	$(BIN)/python tools/make_prehistories_sounds.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
