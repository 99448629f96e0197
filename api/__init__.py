"""The HTTP API: the Flask app over a service (``api/app.py``); nothing connects at import.

gunicorn serves ``"powderkeg.wiring:create_app()"``: the composition root builds the service and then this app, so
the API never imports it (nor the workers).

Importing this package imports nothing else: gunicorn's master imports it to read ``api.gunicorn_conf``, and
must import neither prometheus-client before that config has set ``PROMETHEUS_MULTIPROC_DIR`` (the workers it
forks would each count on their own; tests/api/test_metrics_multiprocess.py checks this), nor redis-py, Flask or
werkzeug, which import ``ssl`` before the gevent worker patches it.
"""
