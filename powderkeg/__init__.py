"""The application shell: the composition root that builds the service, the app and the worker from the settings
(``powderkeg.wiring``; the settings themselves are the leaf package ``settings``), the ``powderkeg`` console script
(``powderkeg.cli``) and the OpenAPI build's entry point (``powderkeg.openapi``).

Nothing of ``api``, ``workers``, ``eventstore`` or ``domain`` imports this package: it sits above them all.
"""
