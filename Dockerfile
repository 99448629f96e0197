# One image for the API and the worker (docker-compose.yml runs both from it): the package installed at the
# versions of constraints.txt, run by an unprivileged user.
FROM python:3.11-slim

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# Built from /src, then run from /app, which holds only the contract: the code that runs is the installed
# package, as in CI's production smoke (.ci/production-smoke).
WORKDIR /src
COPY pyproject.toml setup.py MANIFEST.in constraints.txt README.md LICENSE ./
# The rule book GET /rules serves: setup.py copies it into the package as it builds.
COPY docs/rules.md ./docs/rules.md
COPY api ./api
COPY domain ./domain
COPY eventstore ./eventstore
COPY workers ./workers
COPY powderkeg ./powderkeg
COPY settings ./settings
RUN pip install --no-cache-dir -c constraints.txt . && rm -rf /src
# GET /openapi.yaml is built from the installed package itself (api/openapi/build.py).
WORKDIR /app

# Nothing in the image is writable by the user that serves: only /tmp (gunicorn's metrics folder).
RUN useradd --system --uid 10001 --no-create-home powderkeg
USER powderkeg

EXPOSE 8000
# gevent workers (api/gunicorn_conf.py): each request and each live SSE stream is a greenlet, not a thread,
# so one worker holds thousands of open streams. The worker service runs `powderkeg worker` instead.
CMD ["gunicorn", "-c", "python:api.gunicorn_conf", "powderkeg.wiring:create_app()"]
