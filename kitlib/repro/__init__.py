"""``kit reproduce``: re-measure published findings (the registry in :mod:`kitlib.findings`) with the kit's own backends.

An orchestrating package, like the CLI: it calls capture, the lab and analysis, and
nothing but the CLI imports it (tests/test_architecture.py). :mod:`.recipes` holds one
recipe per finding, :mod:`.run` the runner (:func:`reproduce`), :mod:`.programs` the
small JAX / PyTorch programs compiled.
"""
from __future__ import annotations

from .recipes import RECIPES, Measurement
from .run import EXECUTORS, agreement, read_reproduce_results, reproduce

__all__ = ["EXECUTORS", "RECIPES", "Measurement", "agreement", "read_reproduce_results", "reproduce"]
