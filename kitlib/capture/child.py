"""What every config process does first, before torch or jax start threads.

Done in the worker itself rather than in a ``preexec_fn`` (which is unsafe
when the driver runs threads, as its progress bars do).
"""
from __future__ import annotations

import os
import signal
from typing import Any


def die_with_parent() -> None:
    """Ask Linux to SIGKILL this process when its parent (the sweep driver) dies:
    a killed sweep leaves no orphan compiling into a folder it will reuse.

    The driver may already have died while this process started; the driver's
    pid (``KIT_DRIVER_PID``) tells: then this process exits at once.
    """
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    driver = os.environ.get("KIT_DRIVER_PID")
    if driver and driver.isdigit() and os.getppid() != int(driver):
        os._exit(3)  # orphaned before the request took effect


def enter_config_process(config: dict[str, Any]) -> None:
    """Die with the driver, and pin to the config's CPUs: XLA:CPU sizes its compile
    thread pool from the schedulable cores, so affinity is the thread-pool knob."""
    die_with_parent()
    cpus = config.get("cpus")
    if cpus:
        os.sched_setaffinity(0, [int(c) for c in cpus])
