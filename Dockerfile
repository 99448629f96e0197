FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md openapi.yaml ./
COPY api ./api
COPY domain ./domain
COPY eventstore ./eventstore
COPY workers ./workers
RUN pip install --no-cache-dir .
ENV PYTHONUNBUFFERED=1
EXPOSE 8000
# gevent workers (api/gunicorn_conf.py): each request and each live SSE stream is a greenlet, not a thread,
# so one worker holds thousands of open streams.
CMD ["gunicorn", "-c", "python:api.gunicorn_conf", "api:create_app()"]
