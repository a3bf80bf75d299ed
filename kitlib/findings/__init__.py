"""The registry of published findings: one TOML file each, shipped with the package.

A finding is data: where it was published, the values with their units and the
setting they were measured in, the workload, the quantity the kit measures
again and which kit function computes it, the rule by which the two agree and
why a difference is expected. :func:`load_findings` reads and checks every
file (:data:`SCHEMA`); ``kitlib.repro`` runs the recipes.

This package imports nothing from the rest of the kit but :mod:`kitlib.errors`:
analysis (``analysis/published.py``) reads its published values from here.
"""
from __future__ import annotations

from .registry import RULES, SCHEMA, Finding, finding, load_finding, load_findings, registry_dir

__all__ = ["RULES", "SCHEMA", "Finding", "finding", "load_finding", "load_findings", "registry_dir"]
