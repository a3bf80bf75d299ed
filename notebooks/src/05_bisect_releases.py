# %% [markdown]
# # Bisecting builds: every change point, and at each which kernel, what code, which pass, which default
#
# `kit bisect` measured ordered builds (jax/jaxlib releases, torch/torch_xla pairs, or any pin sets; or
# the shell commands of a CANDIDATES file) in randomised blocks: each block runs every build it compares
# once, in a fresh random order, each run a fresh process of the user's program under the kit's probe.
# Below: the metric per build (for torch_xla builds with torch_xla's own CompileTime, ExecuteTime and graphs
# compiled, UncachedCompile: medians over each build's timing runs), every change point with its paired ratio, and
# per change point what the
# kit measured without being asked: the kernels that got slower or faster, what the compiler did
# differently, the first HLO pass where the compiles diverge, between torch_xla builds whether the time
# follows torch_xla's graphs or its XLA (each release's graphs replayed under each release's XLA), and the
# defaults that differ between the two builds, each set back on the newer build and measured. `kit report BISECT_FOLDER` renders it;
# every figure is computed from the folder. A replay of XLA releases (`kit replay SOURCE --xla-versions ...`) is
# rendered the same way: its builds are the releases, every one measured in every block.

# %% parameters
bisect_dir = "../data/bisect-jax-scan"

# %%
from pathlib import Path

import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit

pd.set_option("display.float_format", "{:.3f}".format)
md = kit.md_text  # a label, a reason or a headline from the folder shows as its text: no link, no math, no markup
if (Path(bisect_dir) / "manifest.json").is_file():  # a replay of XLA releases (kit replay --xla-versions): whose graphs,
    run = kit.open_run(bisect_dir)                   # and how much of each release's code is torch_xla's own compile's
    display(Markdown("  \n".join(f"**{md(x)}**" for x in (kit.xla_headline(run), kit.fidelity_gate(run)) if x)))  # before any verdict
    display(kit.fidelity_shares(run))
res = kit.read_bisect(bisect_dir)
metric = res["metric"]
display(Markdown(
    f"**{md(metric)}: {res['builds_measured']} of {res['builds']} builds measured**, {res['runs']} runs "
    f"({res.get('machine_s', 0) / 60:.1f} machine-minutes); **{len(res['change_points'])} change point(s)**.  \n"
    f"{md(res.get('scan_text', ''))}"
))
builds = pd.DataFrame(res["build_table"])
builds.dropna(axis=1, how="all")  # a column no build has (torch_xla's metrics of a jax bisect, no failure): left out

# %% [markdown]
# ## The metric per build
# Geometric mean of each build's timing runs with its 95% interval; dashed lines are the change points
# (red: worse, green: better), labelled with the ratio after / before, paired by block.

# %%
fig = kit.bisect_figure(builds, res["change_points"], ylabel=metric, title=f"{Path(bisect_dir).name}: {metric} per build")

# %% [markdown]
# ## Change points

# %%
cps = pd.DataFrame(res["change_points"])
cps if len(cps) else Markdown("No change point: every adjacent pair of measured builds is the same.")

# %% [markdown]
# ## At each change point
# Compile: the profiled runs' compiles split into XLA's phases and HLO passes, the two builds paired by block
# (ratio, interval, share of the change; first at a compile-time change point). Kernels: the two builds' profiled runs compared kernel by kernel (process as the unit; kernels whose
# code is the same on both sides are the negative controls). Code: HLO counts of the two compiles
# (`kit diff`). Passes: the first HLO pass where they diverge (`kit passes`). Defaults: every XLA flag
# and jax option whose value differs between the two builds; the ones set back to the older build's
# value on the newer build were measured with both builds in the same blocks.

# %%
for e in res.get("explanations", []):
    t = kit.explanation_tables(e)
    display(Markdown(f"### {md(e['before'])} -> {md(e['after'])}\n{md(t['headline'] or '')}"))
    if e.get("note"):
        display(Markdown(md(e["note"])))
        continue
    def compile_table() -> None:  # where the compile time went in each build, phase by phase and pass by pass
        display(Markdown(f"**Compile, phase by phase:** {md(t['compile_text'] or 'no compile table')}"))
        if len(t["compile"]):
            display(t["compile"])
            kit.compile_phase_figure(t["compile_by_build"])  # both builds' phases side by side

    if t["compile_first"]:  # a compile-time change point: its compile table first, then its passes disabled
        compile_table()
        display(Markdown(f"**Passes disabled on the newer build:** {md(t['ablation_note'] or '')}"))
        if t["ablation"] is not None and len(t["ablation"]):
            display(t["ablation"])
    display(Markdown("**Kernels**"))
    display(t["kernels"] if len(t["kernels"]) else Markdown("no kernel table"))
    if not t["compile_first"]:
        compile_table()
    if t["lowering_hlo"] or t["lowering_error"]:  # what the front end (torch_xla's lowering, jax's tracing) gave XLA
        display(Markdown("**Lowering (kit diff --level before):** " + (md(t["lowering_error"]) if t["lowering_error"] else
                         "HLO before optimisations " + ", ".join(f"{md(k)} {md(v)}" for k, v in t["lowering_hlo"].items()))))
        display(t["lowering"] if len(t["lowering"]) else Markdown("the same count of every opcode"))
    display(Markdown("**Code (kit diff):** HLO instructions " + ", ".join(f"{md(k)} {md(v)}" for k, v in t["hlo"].items())))
    display(t["code"] if len(t["code"]) else Markdown("the same count of every opcode and fusion kind"))
    display(Markdown(f"**First diverging pass:** {md(t['passes'])}"))
    if len(t["runaway"]):  # a fixed-point pipeline that ran to XLA's iteration limit or cycled
        display(t["runaway"])
    if t["split_text"] is not None:  # torch_xla builds: each release's graphs replayed under each release's XLA
        display(Markdown(f"**Lowering or compiler:** {md(t['split_text'])}"))
        display(t["split"] if len(t["split"]) else Markdown("no comparison"))
    display(Markdown("**Defaults that differ, set back on the newer build**" +
                     (f" ({md(t['defaults_error'])})" if t["defaults_error"] else "")))
    display(t["defaults"] if len(t["defaults"]) else Markdown("no default differs"))
