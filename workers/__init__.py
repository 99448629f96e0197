"""Timers and bots: the RQ scheduler adapter, the jobs, the deadline sweeper and the worker's loop.

The composition root (powderkeg/wiring.py) builds what they act with; nothing here imports the API or the root.
Submodules are imported where used (``workers.worker`` pulls in the RQ worker).
"""
