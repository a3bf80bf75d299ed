# %% [markdown]
# # The compiler, pass by pass: where two compiles part, and where compile time goes
#
# Two compiles of the same program, captured with per-pass dumps (`kit sweep --dump-passes`, or any dump folder
# written with `--xla_dump_hlo_pass_re=.*`): their HLO pass sequences side by side, the first pass after which the
# two modules differ and what it changed, and for each kernel whose code differs the pass where its fusion first
# differs. `a`, `b`: config folders of runs or dump folders (by default the real per-pass dumps in
# `tests/data/passes`: jax 0.9.2 XLA:CPU, with and without the algebraic simplifier). `run_dir` (optional): a run
# captured with `--dump-passes`, for its compile time phase by phase.

# %% parameters
a = "../tests/data/passes/cpu-default"
b = "../tests/data/passes/cpu-no-algsimp"
run_dir = ""

# %%
import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit

pd.set_option("display.float_format", "{:.1f}".format)
c = kit.compare_passes(a, b)
display(Markdown(f"**{c.verdict()}**"))
seq = c.passes
display(Markdown(f"{c.n_passes} passes aligned; {int((seq['side'] != 'both').sum())} ran (or changed the module) on one "
                 f"side only; the modules differ after {int(seq['same'].eq(False).sum())} rows."))

# %% [markdown]
# ## The two pass sequences, aligned
# One row per (pipeline, run of the pipeline, pass, run of the pass): whether the pass changed each side's module,
# and whether the two modules after it are the same (canonical hash: names, ids and metadata left out). Shown: the
# rows up to and just after the first divergence.

# %%
fd = c.first_divergence
upto = (fd.position + 4) if fd is not None else len(seq)
seq[seq["position"] <= upto][["position", "pipeline", "pipeline_run", "pass", "side", "changed_a", "changed_b", "same"]]

# %% [markdown]
# ## The first divergence: what differs there
# The two modules after that pass, instruction by instruction (as `kit diff` shows HLO: changed, added in b,
# removed from a).

# %%
if fd is None:
    display(Markdown("Identical through every pass: nothing diverges before the backend (see `kit diff` for LLVM IR / PTX)."))
else:
    display(Markdown(f"**{fd.where}** ({fd.hlo_module}): {fd.how}.  \na: `{fd.file_a}`  \nb: `{fd.file_b}`"))
    display(fd.hlo[["computation", "name_a", "name_b", "opcode", "status", "changes"]])

# %% [markdown]
# ## Kernels: the pass after which each first differs
# Every kernel whose instruction differs between the two optimised modules, followed back through the passes (and
# through renames) to the first pass after which it is not the same on both sides.

# %%
c.kernels

# %% [markdown]
# ## Compile time, phase by phase
# From the profiled compile `--dump-passes` records per config (XLA's own TraceMe events: HLO pass pipelines, IR
# emission, LLVM optimisation and code generation, ...), mean over processes with its 95% interval, beside the
# measured compile time; then whether the phases add up to it, and the passes that took longest.

# %%
if run_dir:
    phases, check, parts = kit.compile_phases(run_dir)
    summary = kit.summarize_over_processes(phases, "phase")
    measured = kit.summarize_over_processes(check.assign(what="compile (measured)", duration_us=check["measured_us"]), "what")
    kit.compile_phase_figure(summary, measured)
    display(check)
    times = kit.pass_times(run_dir)
    display(times.groupby(["config", "source", "pass"])["self_us"].sum().sort_values(ascending=False).head(15).to_frame())
else:
    display(Markdown("No `run_dir` given: set it to a run captured with `--dump-passes`."))
