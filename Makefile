# Two entry points for a fresh machine: `make run` and `make test`.

PY_VERSION := $(shell cat .python-version)
PYENV_ROOT ?= $(shell pyenv root 2>/dev/null || echo $(HOME)/.pyenv)
PYTHON ?= $(PYENV_ROOT)/versions/$(PY_VERSION)/bin/python3
VENV := .venv
BIN := $(VENV)/bin
MANAGE := $(BIN)/python manage.py
STAMP := $(VENV)/.install-stamp
PORT ?= 8000
WORKERS ?= 2

.PHONY: install solver pyodide run test test-fast serve gettext

# pytest-xdist: one worker per core (each with its own test database and, for the browser tests,
# its own live server and chromium); worksteal evens out the long property tests.
# `make test PYTEST_WORKERS=0` runs in one process. -rs lists every skipped test with its reason
# (a test that needs what is not on this machine: the source texts, the compiled solver, …).
PYTEST_WORKERS ?= auto
PYTEST := $(BIN)/pytest -n $(PYTEST_WORKERS) --dist worksteal -rs

install: $(STAMP) solver pyodide

# The offline pulya (docs/calculator.md «Offline»): Pyodide from the npm registry (package.json,
# package-lock.json: `npm ci`), only the files the phone needs copied to static/pulya/pyodide/
# (not committed). Without npm the site runs as before and the game page says that keeping score
# without a connection is unavailable.
PYODIDE_FILES := pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json
PYODIDE_STATIC := static/pulya/pyodide
NPM ?= npm
pyodide: $(PYODIDE_STATIC)/.stamp

$(PYODIDE_STATIC)/.stamp: package.json package-lock.json
	@if command -v $(NPM) >/dev/null 2>&1; then \
		$(NPM) ci --no-audit --no-fund --loglevel=error && mkdir -p $(PYODIDE_STATIC) && \
		cp $(addprefix node_modules/pyodide/,$(PYODIDE_FILES)) $(PYODIDE_STATIC)/ && touch $@; \
	else \
		echo "pyodide: no npm; the site runs, but keeping score without a connection is unavailable"; \
	fi

# The compiled solver engine (docs/solver.md): optional, built when a C compiler is present;
# without it the site runs the pure-Python engine (and logs so). Built aside and renamed, so
# that a running server keeps the library it mapped.
CC ?= cc
SOLVER_SO := rulings/core/solver/_native.so
SOLVER_C := rulings/core/solver/native.c
solver: $(SOLVER_SO)

$(SOLVER_SO): $(SOLVER_C)
	@if command -v $(CC) >/dev/null 2>&1; then \
		echo "solver: building the compiled engine ($@) with $(CC)"; \
		$(CC) -O2 -shared -fPIC -o $@.tmp $< && mv $@.tmp $@ || echo "solver: the build failed; the site runs the pure-Python engine"; \
	else \
		echo "solver: no C compiler ($(CC)); the site runs the pure-Python engine"; \
	fi

# The compiled solver's tests under AddressSanitizer and UndefinedBehaviorSanitizer (issue 23):
# native.c built aside with both, preloaded into Python (which is not built with them), and
# the engine tests run on it alone; any overflow or undefined behaviour stops the run.
SANITIZED_SO := rulings/core/solver/_native_sanitized.so
.PHONY: solver-sanitized
solver-sanitized: install
	$(CC) -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
		-fno-sanitize-recover=undefined -shared -fPIC -o $(SANITIZED_SO) $(SOLVER_C)
	LD_PRELOAD="$$($(CC) -print-file-name=libasan.so) $$($(CC) -print-file-name=libubsan.so)" \
	ASAN_OPTIONS=detect_leaks=0 PREFERANS_SOLVER_LIBRARY=$(SANITIZED_SO) PREFERANS_SOLVER=compiled \
		$(BIN)/pytest -q -p no:randomly -n 0 -m "not e2e" tests/core/test_compiled_boundary.py \
		tests/core/test_solver_engines.py tests/core/test_solver.py

# Re-runs only when pyproject.toml changes (or the venv is deleted).
$(STAMP): pyproject.toml
	@test -x "$(PYTHON)" || { echo "Python $(PY_VERSION) (from .python-version) not found at $(PYTHON)." >&2; \
		echo "Install it with 'pyenv install $(PY_VERSION)' or run 'make PYTHON=/path/to/python3.12'." >&2; exit 1; }
	@"$(PYTHON)" -c 'import sys; sys.exit(sys.version_info < (3, 12))' || { \
		echo "$(PYTHON) is $$("$(PYTHON)" --version 2>&1); Django 6 needs Python >= 3.12." >&2; exit 1; }
	test -x $(BIN)/python || "$(PYTHON)" -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

# `make run PORT=8611` serves on another port (the demo links follow it).
run: install gettext
	$(MANAGE) compilemessages --ignore=$(VENV) --verbosity=0
	$(MANAGE) migrate --no-input
	$(MANAGE) load_demo --site http://127.0.0.1:$(PORT)
	$(MANAGE) example_clubs
	$(MANAGE) runserver 127.0.0.1:$(PORT)

# compilemessages needs GNU gettext's msgfmt: installed from Debian's packages when missing
gettext:
	@command -v msgfmt >/dev/null || { apt-get update && apt-get install -y gettext; }

test: install
	test -x /usr/bin/chromium || { apt-get update && apt-get install -y chromium fonts-dejavu-core gettext; }
	msgfmt --check -o /dev/null locale/ru/LC_MESSAGES/django.po  # every plural form, every %(name)s
	$(MANAGE) compilemessages --ignore=$(VENV) --verbosity=0
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(PYTEST)

# The edit-test loop: no browser tests, none of the tests marked slow.
test-fast: install
	$(MANAGE) compilemessages --ignore=$(VENV) --verbosity=0
	$(PYTEST) -m "not slow and not e2e"

# Production on this machine: translations, static files (the manifest storage needs them),
# migrations, then gunicorn with WORKERS processes on PORT. Needs SECRET_KEY, ALLOWED_HOSTS
# and DATABASE_URL (and REDIS_URL when several processes serve); see docs/deploy.md.
serve: install gettext
	DJANGO_SETTINGS_MODULE=preferans_site.settings_production $(MANAGE) compilemessages --ignore=$(VENV) --verbosity=0
	DJANGO_SETTINGS_MODULE=preferans_site.settings_production $(MANAGE) collectstatic --no-input --verbosity=0
	DJANGO_SETTINGS_MODULE=preferans_site.settings_production $(MANAGE) migrate --no-input
	DJANGO_SETTINGS_MODULE=preferans_site.settings_production $(BIN)/gunicorn preferans_site.wsgi:application \
		--bind 127.0.0.1:$(PORT) --workers $(WORKERS) --access-logfile - --forwarded-allow-ips 127.0.0.1
