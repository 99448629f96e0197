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
CMD ["gunicorn", "--bind", "0.0.0.0:8000", "--workers", "2", "--threads", "8", "api:create_app()"]
