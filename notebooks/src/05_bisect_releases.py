# %% [markdown]
# # Bisecting XLA releases: every change point, and what the compiler did differently
#
# Builds are real XLA releases: jax/jaxlib CPU wheels from PyPI, one venv each,
# all running one fixed JAX program (a two-layer transformer block, batch 8 x 64
# tokens, width 256) on one CPU thread, printing its throughput and compile time
# and writing its optimised HLO. `kit bisect` measured them Pinpoint-style
# (each measurement one process), once on throughput and once on compile time
# (the second reusing every measurement of the first); below, every change
# point it found, and for each the difference in the compiled program between
# the two builds, from the kit's own HLO reader. The folder comes from
# `python benchmarks/bisect_jax_releases.py --out DIR`; every figure below is
# computed from it.

# %% parameters
bisect_dir = "/tmp/triage-bisect-releases"

# %%
import json
from pathlib import Path

import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit
from kitlib.analysis.hlo_changes import hlo_changes

pd.set_option("display.float_format", "{:.3f}".format)
out = Path(bisect_dir)
results = {m: json.loads((out / "bisect" / f).read_text())
           for m, f in (("throughput", "bisect.json"), ("compile_time_s", "bisect-compile_time_s.json"))
           if (out / "bisect" / f).exists()}
for metric, res in results.items():
    display(Markdown(
        f"**{metric}: {res['builds_measured']} of {res['builds']} builds measured**, {res['runs']} runs in the folder "
        f"(measuring every build 5 times would take {5 * res['builds']}); **{len(res['change_points'])} change point(s)**."
    ))
builds = pd.DataFrame(results["throughput"]["build_table"])
builds

# %% [markdown]
# ## Each metric per build
# Geometric mean of the measurements with its 95% interval; dashed lines are the
# change points (red: worse, green: better), labelled with the ratio after / before.

# %%
for metric, res in results.items():
    fig = kit.bisect_figure(pd.DataFrame(res["build_table"]), res["change_points"], ylabel=metric,
                            title=f"Transformer block, jax/jaxlib CPU releases: {metric}")

# %% [markdown]
# ## Change points

# %%
cps = pd.DataFrame([{**c, "metric": m} for m, r in results.items() for c in r["change_points"]])
cps if len(cps) else Markdown("No change point: every adjacent pair of measured builds is the same.")

# %% [markdown]
# ## What changed in the compiled program at each change point
# Instruction, computation and fusion counts, opcodes and fusion kinds that
# differ, then the kernels (what the ENTRY computation launches, numbering
# removed) added, removed or launched a different number of times.

# %%
for c in cps.to_dict(orient="records") if len(cps) else []:
    before, after = out / "hlo" / f"{c['before']}.txt", out / "hlo" / f"{c['after']}.txt"
    display(Markdown(f"### {c['before']} -> {c['after']}: {c['metric']} {c['kind']}, x{c['ratio']:.3f} "
                     f"[{c['ci_low']:.3f}, {c['ci_high']:.3f}]"))
    if not (before.exists() and after.exists()):
        display(Markdown("(optimised HLO missing for one of the builds)"))
        continue
    counts, kernels = hlo_changes(before, after)
    display(counts)
    display(kernels if len(kernels) else Markdown("Same kernels."))
