"""The kit version (its own module, so that writers need not import the package top)."""

__version__ = "0.1.0"
