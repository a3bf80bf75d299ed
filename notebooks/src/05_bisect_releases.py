# %% [markdown]
# # Bisecting XLA releases: every change point, and what the compiler did differently
#
# Builds are real XLA releases: jax/jaxlib CPU wheels from PyPI, one venv each,
# all running one fixed JAX program (a two-layer transformer block, batch 8 x 64
# tokens, width 256) on one CPU thread, printing its throughput and compile time
# and writing its optimised HLO. `kit bisect` measured them Pinpoint-style
# (each measurement one process); below, every change point it found, and for
# each the difference in the compiled program between the two builds, from the
# kit's own HLO reader. The folder comes from
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
res = json.loads((out / "bisect" / "bisect.json").read_text())
builds = pd.DataFrame(res["build_table"])
display(Markdown(
    f"**{res['builds_measured']} of {res['builds']} builds measured**, {res['runs']} runs "
    f"(measuring every build {len(builds)} x 5 times would take {5 * len(builds)}); "
    f"**{len(res['change_points'])} change point(s)**."
))
builds

# %% [markdown]
# ## Throughput per build
# Geometric mean of the measurements with its 95% interval; dashed lines are the
# change points (red: throughput fell, green: it rose), labelled with the ratio.

# %%
fig = kit.bisect_figure(builds, res["change_points"], title="Transformer block, jax/jaxlib CPU releases: sequences/s")

# %% [markdown]
# ## Change points

# %%
cps = pd.DataFrame(res["change_points"])
cps if len(cps) else Markdown("No change point: every adjacent pair of measured builds is the same.")

# %% [markdown]
# ## What changed in the compiled program at each change point
# Instruction, computation and fusion counts, opcodes and fusion kinds that
# differ, then the kernels (what the ENTRY computation launches, numbering
# removed) added, removed or launched a different number of times.

# %%
for c in res["change_points"]:
    before, after = out / "hlo" / f"{c['before']}.txt", out / "hlo" / f"{c['after']}.txt"
    display(Markdown(f"### {c['before']} -> {c['after']}: {c['kind']}, throughput x{c['ratio']:.3f} "
                     f"[{c['ci_low']:.3f}, {c['ci_high']:.3f}]"))
    if not (before.exists() and after.exists()):
        display(Markdown("(optimised HLO missing for one of the builds)"))
        continue
    counts, kernels = hlo_changes(before, after)
    display(counts)
    display(kernels if len(kernels) else Markdown("Same kernels."))

# %% [markdown]
# ## Compile time per build
# The same program's compile time (median over a build's measurements).

# %%
builds.loc[builds["status"] == "measured", ["label", "compile_time_s", "throughput"]].set_index("label")
