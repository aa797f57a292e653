# Everything a fresh machine needs: Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench soak assets clean

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
	$(BIN)/python -m pytest -q

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
