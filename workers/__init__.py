"""Timers and bots: the RQ scheduler adapter, the jobs, the deadline sweeper and the worker entry point.

Submodules are imported where used (``workers.runtime`` is light; ``workers.cli`` pulls in the RQ worker).
"""
