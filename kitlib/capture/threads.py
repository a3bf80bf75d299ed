"""Compile thread-pool size as a knob of its own, decoupled from the execution pools.

XLA:CPU compiles LLVM modules on one process-wide pool, ``xla-cpu-llvm-codegen``
(``cpu_compiler.cc``: ``min(32, tsl::port::MaxParallelism())`` threads), made
the first time a compile schedules work on it. ``MaxParallelism`` counts the
CPUs the *calling thread* may run on (``sched_getaffinity``), and Linux gives
new threads the affinity of the thread that creates them. PJRT's execution
pools are made with the client, earlier. So, in the config process:

1. the client is created (model moved to the device) with every allowed core;
2. :class:`CompilePool` narrows the affinity of the compiling (main) thread
   to the first N allowed cores for the first compiling step: the codegen
   pool is created there with N threads, each pinned to those N cores;
3. the main thread's affinity is widened again before the timed steps, so
   execution runs on every core; the pool threads keep their N cores.

Measured, not assumed: :class:`CompilePool` lists ``/proc/self/task`` before
and after the first step. Every thread is named ``python`` in this build, so
the pool's threads are told apart by their stack: ``cpu_compiler.cc`` gives
them a 4 MiB stack (``thread_options.stack_size``), where every other thread of
the process has the default 8 MiB. A thread's stack is the ``/proc/self/maps``
mapping that holds its stack pointer (``/proc/self/task/<tid>/syscall``, read
while the thread waits). ``compile_threads`` is the number of threads that
appeared during the first step with a 4 MiB stack; each one's
``Cpus_allowed_list`` is kept as evidence (the narrowed CPUs).

Checked on this machine (2 cores, torch_xla 2.9.0): bert-tiny and a user MLP
(train), narrowed to 1 and 2 CPUs: exactly 1 and 2 new 4 MiB-stack threads,
pinned to the narrowed CPUs; 3 or 4 other new threads (8 MiB). Compiling a
second graph (split count 8) after the widening, exactly 1 or 2 of the
first step's new threads used CPU time (``/proc/self/task/<tid>/stat``), the
others none, and none of them any while steps executed.

On the XLA:GPU deviceless backend the same knob sets
``--xla_gpu_force_compilation_parallelism=N`` (with
``--xla_gpu_enable_llvm_module_compilation_parallelism=true``, as the backend's
split configs do), and the pool size recorded is that N (the flag's value, not
measured: XLA:GPU makes and drops its compile pool inside each compile).

Checked against: torch_xla 2.9.0 (XLA:CPU through PJRT), jax 0.9.2, Linux 6.x /proc.
"""
from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CaptureError


def parse_cpu_list(text: str) -> list[int]:
    """``"0-2,5"`` (Linux's list format) -> ``[0, 1, 2, 5]``."""
    cpus: list[int] = []
    for part in text.strip().split(","):
        if not part:
            continue
        lo, _, hi = part.partition("-")
        cpus.extend(range(int(lo), int(hi or lo) + 1))
    return cpus


#: the stack size XLA:CPU gives its codegen pool threads (cpu_compiler.cc, GetCompilationThreadPool)
CODEGEN_STACK_BYTES = 4 * 1024 * 1024


def thread_affinities(proc: str | Path = "/proc/self") -> dict[int, list[int]]:
    """Thread id -> the CPUs it may run on, for every thread of a process, from ``/proc``.

    Threads that exit while being read are skipped.
    """
    out: dict[int, list[int]] = {}
    for task in Path(proc, "task").iterdir():
        try:
            status = (task / "status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("Cpus_allowed_list:"):
                out[int(task.name)] = parse_cpu_list(line.split(":", 1)[1])
                break
    return out


def thread_stack_bytes(tids: Iterable[int], proc: str | Path = "/proc/self") -> dict[int, int | None]:
    """Thread id -> size of the mapping holding its stack pointer (bytes); None while it runs
    (``/proc/<pid>/task/<tid>/syscall`` then says ``running``) or when it is gone."""
    maps = []
    for line in Path(proc, "maps").read_text().splitlines():
        lo, hi = line.split(maxsplit=1)[0].split("-")
        maps.append((int(lo, 16), int(hi, 16)))
    out: dict[int, int | None] = {}
    for t in tids:
        try:
            fields = Path(proc, "task", str(t), "syscall").read_text().split()
        except OSError:
            out[t] = None
            continue
        sp = int(fields[-2], 16) if len(fields) >= 3 else None
        out[t] = next((hi - lo for lo, hi in maps if sp is not None and lo <= sp < hi), None)
    return out


@dataclass
class CompilePool:
    """Context manager around the first (compiling) step: see the module docstring.

    ``size=None`` leaves the affinity alone and only records the threads.
    After the block: ``new_threads`` (tid -> CPUs) and ``stacks`` (tid -> stack
    bytes) of the threads that appeared, ``narrowed`` (the CPUs the compile ran
    on), and :attr:`compile_threads` (the measured pool size).
    """

    size: int | None
    full: list[int] = field(default_factory=list)
    narrowed: list[int] = field(default_factory=list)
    new_threads: dict[int, list[int]] = field(default_factory=dict)
    stacks: dict[int, int | None] = field(default_factory=dict)

    def __enter__(self) -> CompilePool:
        self.full = sorted(os.sched_getaffinity(0))
        if self.size is not None and self.size > len(self.full):
            raise CaptureError(f"compile_threads={self.size}, but this process may run on {len(self.full)} CPUs only ({self.full})")
        self.narrowed = self.full[: self.size] if self.size else list(self.full)
        self._before = set(thread_affinities())
        os.sched_setaffinity(0, self.narrowed)  # this thread only: the pool it creates inherits it
        return self

    def __exit__(self, *exc: Any) -> None:
        after = thread_affinities()
        os.sched_setaffinity(0, self.full)  # execution on every allowed core again
        main = os.getpid()
        self.new_threads = {t: c for t, c in after.items() if t not in self._before and t != main}
        self.stacks = thread_stack_bytes(self.new_threads)

    @property
    def compile_threads(self) -> int:
        """Threads that appeared during the first step with the codegen pool's 4 MiB stack."""
        return sum(1 for b in self.stacks.values() if b == CODEGEN_STACK_BYTES)

    def record(self) -> dict[str, Any]:
        """What ``result.json`` keeps: ``compile_threads`` and the evidence it was measured from."""
        return {
            "compile_threads": self.compile_threads,
            "compile_threads_requested": self.size,
            "compile_affinity": self.narrowed,
            "execute_affinity": self.full,
            "first_step_new_threads": {str(t): {"cpus": c, "stack_bytes": self.stacks.get(t)} for t, c in sorted(self.new_threads.items())},
        }
