# %% [markdown]
# # Compile configurations side by side
#
# Which compile configuration compiles faster, which runs slower, and what the
# compiler did differently: compile time, step time, the kernels that take the
# time, and where constants live in the generated LLVM modules. Every figure
# below is computed from the run folder given as `run_dir`; open this notebook in
# JupyterLab on any run folder, or render it with `kit report RUN`.

# %% parameters
run_dir = "../data/runs/bert-tiny-infer"

# %%
import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit

pd.set_option("display.precision", 3)
run = kit.open_run(run_dir)
spec = run.spec
m = run.manifest
display(Markdown(
    f"**Run** `{run.path.name}`: model **{spec['model']}** ({spec['mode']}), batch {spec['batch_size']} x {spec['seq_len']} tokens, "
    f"{spec['steps']} timed steps after {spec['warmup']} warm-up, {spec['repeats']} process(es) per config, backend `{spec['backend']}`.  \n"
    f"Versions: " + ", ".join(f"{k} {v}" for k, v in m.get("versions", {}).items()) + ".  \n"
    f"Machine: {m['machine']['cpu_model']}, {m['machine']['logical_cores']} logical cores, affinity {m['machine']['affinity']}.  \n"
    f"Captured {m.get('started_at')} to {m.get('ended_at')}."
))
cfg = kit.configs(run)
cfg

# %% [markdown]
# The non-default flags XLA says were in effect (its `.debug_options` dump), per config:

# %%
kit.effective_flags(run)

# %% [markdown]
# ## Failed configs

# %%
failed = kit.failed_configs(run)
if failed.empty:
    display(Markdown(f"All {len(cfg)} configs finished."))
else:
    display(Markdown(f"**{len(failed)} of {len(cfg)} configs failed**: " + "; ".join(f"`{r.config}`: {r.reason}" for r in failed.itertuples())))
    for r in failed.itertuples():
        display(Markdown(f"stderr tail of `{r.config}`:\n```\n{r.stderr_tail}\n```"))

# %% [markdown]
# ## Compile time
# torch_xla's `CompileTime` metric, all graphs of the process added up; each dot is one process.

# %%
ct = kit.compile_times(run)
kit.compile_time_bars(ct);
ct_summary = ct.groupby("config", sort=False).agg(
    processes=("process", "size"), compile_time_s=("compile_time_s", "median"),
    graphs=("n_compiles", "max"), first_step_s=("first_step_s", "median"))
base = cfg.loc[cfg["status"] == "ok", "config"].iloc[0]
ct_summary["vs_" + base] = ct_summary["compile_time_s"] / ct_summary.loc[base, "compile_time_s"]
ct_summary

# %% [markdown]
# ## Step time and throughput
# Wall time of each timed step (sync and wait included). The interval is a 95%
# bootstrap interval of the median. The process is the unit of replication: with
# one process per config the interval covers step-to-step noise only, and
# differences between processes can be larger (`kit sweep --repeats N`).

# %%
st = kit.step_times(run)
summary = kit.summarize_steps(st)
kit.step_time_distributions(st, summary);
tp = kit.throughput(summary, spec["batch_size"])
summary.set_index("config").join(tp)

# %%
cmp = kit.compare_steps(st, base) if len(summary) > 1 else pd.DataFrame()
cmp

# %%
lines = [f"- `{r.test}` vs `{r.base}`: step time x{r.ratio:.3f} (95% interval {r.ratio_ci_low:.3f} to {r.ratio_ci_high:.3f}, "
         f"unit: {r.replication_unit}): **{r.verdict}**" for r in cmp.itertuples()]
display(Markdown("\n".join(lines) if lines else "Only one config has step times."))

# %% [markdown]
# ## Kernels that take the time
# From the profiler trace (`--xla_cpu_enable_xprof_traceme=true`): self time per
# profiled step of the 20 kernels with the most time over all configs.

# %%
kt = kit.kernel_times(run)
top = kit.top_kernels(kt, 20, base=base)
ok = [c for c in run.ok_configs if c in top.columns]
kit.top_kernel_bars(top, ok);
top

# %% [markdown]
# Which kernels changed most against the first config (self time per profiled step;
# one process per config measures step-to-step noise only, see above):

# %%
for other in ok[1:]:
    display(Markdown(f"`{other}` vs `{base}`"))
    display(kit.kernel_changes(kt, base, other).head(10))

# %%
per_cfg = kt.groupby("config", sort=False).agg(kernels=("kernel", "nunique"), calls_per_step=("calls_per_step", "sum"),
                                               self_ms_per_step=("self_us_per_step", lambda s: s.sum() / 1e3))
per_cfg

# %% [markdown]
# ## Constants
# HLO constants in the optimised HLO of each module, then every LLVM global that is
# a constant, per LLVM (kernel) module: defined there with its initializer, or only
# declared `external` and so read from memory at run time (the Case 1 signature).

# %%
hc = kit.hlo_constants(run)
hc

# %%
lc = kit.llvm_constant_globals(run)
idx = run.dump_index
scanned = int(((idx["kind"] == "llvm_ir") & (idx["stage"] == "with-opt")).sum())
by_cfg = kit.constants_by_config(lc) if len(lc) else pd.DataFrame()
if len(by_cfg):
    long = by_cfg[["constant_globals_defined", "constant_globals_external"]].rename(
        columns=lambda c: c.removeprefix("constant_globals_")).reset_index().melt("config", var_name="where", value_name="constant globals")
    kit.constant_loads_per_part(long, x="config", y="constant globals", hue="where",
                                title="LLVM constant globals: defined vs declared external");
by_cfg

# %%
wide = (lc.assign(where=lc["defined"].map({True: "defined", False: "external"}))
          .groupby(["global", "kernel_module", "config"])["where"].first().unstack("config")) if len(lc) else pd.DataFrame()
wide.head(40)

# %%
finding = kit.constants_finding(lc, modules_scanned=scanned)
display(Markdown(f"**Finding:** {finding}"))
