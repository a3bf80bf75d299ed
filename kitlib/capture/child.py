"""What every config process does first, before torch or jax start threads.

Done in the worker itself rather than in a ``preexec_fn`` (which is unsafe
when the driver runs threads, as its progress bars do).
"""
from __future__ import annotations

import os
import signal
import sys
from typing import Any

#: ``personality(2)`` flag: no address-space layout randomisation
ADDR_NO_RANDOMIZE = 0x0040000
#: environment variable a config sets to "1" to run with a fixed address-space layout (see :func:`fix_layout`)
FIXED_LAYOUT_ENV = "KIT_FIXED_LAYOUT"


def fix_layout() -> None:
    """With ``KIT_FIXED_LAYOUT=1``: run this process again (exec, before torch or jax load) with address-space
    layout randomisation off, so every process of a config gets the same code and heap addresses.

    Layout differs from process to process otherwise, and with it cache and TLB
    behaviour: part of the between-process variance (Mytkowicz et al., "Producing
    wrong data without doing anything obviously wrong!", ASPLOS 2009). Where Linux
    refuses the personality change (seccomp, other kernels), the process goes on as it is.
    """
    if os.environ.get(FIXED_LAYOUT_ENV) != "1":
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        current = libc.personality(0xFFFFFFFF)
        if current == -1 or current & ADDR_NO_RANDOMIZE or libc.personality(current | ADDR_NO_RANDOMIZE) == -1:
            return
    except (OSError, AttributeError):
        return
    os.execv(sys.executable, [sys.executable, *sys.orig_argv[1:]])


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
    thread pool from the schedulable cores, so affinity is the thread-pool knob. With
    ``KIT_FIXED_LAYOUT=1`` in its environment it first runs itself again without ASLR."""
    fix_layout()
    die_with_parent()
    cpus = config.get("cpus")
    if cpus:
        os.sched_setaffinity(0, [int(c) for c in cpus])
