"""The application shell: the one settings module (``powderkeg.settings``), the composition root that builds the
service, the app and the worker from it (``powderkeg.wiring``), and the ``powderkeg`` console script
(``powderkeg.cli``).

Importing this package imports nothing else: gunicorn's master imports ``powderkeg.settings`` (through
``api.gunicorn_conf``) before it forks, and must load neither Flask nor redis-py there (see ``api/__init__.py``).
"""
