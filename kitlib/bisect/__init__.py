"""Bisecting builds: measure candidate builds in order and find every change point.

``candidates`` reads the CANDIDATES file, ``runner`` runs one measurement per
process and keeps each in the bisect folder, ``search`` decides what to
measure next (Pinpoint-style) and reports the change points.
"""
