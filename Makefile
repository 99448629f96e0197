# Two commands do all set-up on a fresh machine: `make serve` and `make test` (see README.md). Everything they
# write stays inside the clone: the venv in .venv, pip's downloads in .cache/pip. The exceptions are the system's
# Chromium and its driver, and HAProxy, which `make test` installs with apt-get when they are missing (see
# apt_install).
VENV := .venv
BIN := $(VENV)/bin
# Written once the venv holds this pyproject.toml's dependencies at the versions of constraints.txt, and the
# generated Python client (clients/python), installed the way its users install it, editable so that `make clients`
# needs no reinstall.
STAMP := $(VENV)/.installed
CONSTRAINTS_VENV := .cache/constraints-venv
# The interpreter that builds the venv: PYTHON when given (make test PYTHON=/opt/py/bin/python3), else the
# first of these that runs and is 3.11 or later.
PYTHON_CANDIDATES := python3.13 python3.12 python3.11 python3
AT_LEAST_311 := -c 'import sys; sys.exit(sys.version_info < (3, 11))'

export PIP_CACHE_DIR := $(CURDIR)/.cache/pip
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: serve test lint browser haproxy bench constraints openapi clients compiled test-compiled

# Sets the shell variable py to a Python >= 3.11, or stops make with a message saying how to name one.
define find_python
py='$(PYTHON)'; \
if [ -z "$$py" ]; then \
	for candidate in $(PYTHON_CANDIDATES); do \
		if "$$candidate" $(AT_LEAST_311) 2>/dev/null; then py=$$candidate; break; fi; \
	done; \
	if [ -z "$$py" ]; then \
		echo "make: Powderkeg needs Python 3.11 or later, and none of $(PYTHON_CANDIDATES) is;" \
			"install one, or name it with PYTHON=/path/to/python3.11" >&2; \
		exit 1; \
	fi; \
elif ! "$$py" $(AT_LEAST_311) 2>/dev/null; then \
	echo "make: PYTHON=$$py does not run or is older than 3.11; Powderkeg needs Python 3.11 or later" >&2; \
	exit 1; \
fi
endef

# A venv whose interpreter does not run (one copied from another machine, its python a link to a path that is
# not here) or is older than 3.11 is never trusted: the stamp is then always out of date, and its rule
# rebuilds the venv from scratch.
VENV_RUNS := $(shell $(BIN)/python $(AT_LEAST_311) 2>/dev/null && echo yes)

$(STAMP): pyproject.toml constraints.txt clients/python/pyproject.toml $(if $(VENV_RUNS),,FORCE)
	@if ! $(BIN)/python $(AT_LEAST_311) 2>/dev/null; then \
		$(find_python); \
		echo "make: building $(VENV) with $$py ($$("$$py" -c 'import sys; print(sys.version.split()[0])'))"; \
		rm -rf $(VENV) && "$$py" -m venv $(VENV); \
	fi
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test]' -e ./clients/python
	touch $@

FORCE:

serve: $(STAMP)
	$(BIN)/powderkeg serve $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check api domain eventstore workers powderkeg settings tests bench clients
	$(BIN)/mypy

# Debian packages some tests need, installed here when a command of theirs is missing, as root or through sudo:
# $(call apt_install,COMMANDS,PACKAGES,WHO NEEDS THEM). Nothing is stamped: the check is the commands themselves.
# apt-get update (which rewrites the machine's package lists) runs only when the install fails without it, as on
# a fresh image whose lists are empty.
define apt_install
	@for command in $(1); do command -v $$command >/dev/null || missing=1; done; \
	[ -z "$$missing" ] || { \
		if [ "$$(id -u)" -eq 0 ]; then sudo=; \
		elif command -v sudo >/dev/null; then sudo=sudo; \
		else echo "make: $(3) need Debian's $(2); install them as root" >&2; exit 1; fi; \
		echo "make: installing $(2) for $(3)"; \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y $(2) || { \
			$$sudo apt-get update && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y $(2); }; \
	}
endef

# The browser tests (tests/browser) drive the system's headless Chromium through its chromedriver.
browser:
	$(call apt_install,chromium chromedriver,chromium chromium-driver,the browser tests)

# The proxy in front of the API processes (deploy/haproxy.cfg): its tests check the file with haproxy -c, and
# .ci/production-smoke runs it in front of two gunicorns.
haproxy:
	$(call apt_install,haproxy,haproxy,the proxy's tests and the production smoke)

test: lint browser haproxy
	$(BIN)/pytest -n 2 --durations=10 $(ARGS)

# Written once the venv also holds the bench extra (RLCard, the reference of bench/selfplay.py).
BENCH_STAMP := $(VENV)/.installed-bench

$(BENCH_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[bench]'
	touch $@

bench: $(BENCH_STAMP)
	$(BIN)/python bench/run_all.py

# The rules compiled with mypyc (it comes with mypy) into a copy of the project, .cache/compiled
# (bench/compiled_domain.py: which modules and why), and the domain tests run there against the compiled modules.
# The server runs the pure-Python modules; the copy is for the benchmarks (cd .cache/compiled, then run one) and
# keeps the rules compilable. Needs a C compiler and Python's headers.
COMPILED := .cache/compiled

compiled: $(STAMP)
	$(BIN)/python bench/compiled_domain.py --into $(COMPILED)

test-compiled: compiled
	cd $(COMPILED) && $(CURDIR)/$(BIN)/pytest -n 2 tests/domain

# Rebuild openapi.yaml from the code (api/openapi/build.py); a test fails while the file differs from it.
openapi: $(STAMP)
	$(BIN)/python -m powderkeg.openapi openapi.yaml

# Regenerate the client libraries from openapi.yaml as it is (clients/generate.py says how): the Python one with
# openapi-python-client, the TypeScript one's types with openapi-typescript from clients/typescript/node_modules
# (`npm ci` from its lock file when missing, npm's cache in .cache/npm). tests/clients fails while either differs.
clients: $(STAMP)
	$(BIN)/python clients/generate.py

# Re-resolve constraints.txt: the newest releases within pyproject.toml's ranges, installed in a scratch venv
# (not .venv) and frozen. Its comments and its pins with an environment marker (for other interpreters) are
# kept. Review the diff and run `make test` before committing.
constraints:
	@$(find_python); rm -rf $(CONSTRAINTS_VENV) && "$$py" -m venv $(CONSTRAINTS_VENV)
	$(CONSTRAINTS_VENV)/bin/python -m pip install --quiet '.[test]'
	{ grep -E '^#|;' constraints.txt; $(CONSTRAINTS_VENV)/bin/python -m pip freeze | grep -iv '^powderkeg\b'; } \
		> constraints.txt.new
	mv constraints.txt.new constraints.txt
	rm -rf $(CONSTRAINTS_VENV)
