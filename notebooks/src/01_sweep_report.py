# %% [markdown]
# # Compile configurations side by side
#
# Which compile configuration compiles faster, which runs slower, and what the
# compiler did differently: compile time, step time, the kernels that take the
# time, and where constants live in the generated LLVM modules. Every figure
# below is computed from the run folder given as `run_dir` (by default the small
# real capture in `data/`); open this notebook in JupyterLab on any run folder, or
# render it with `kit report RUN`. `report_dir`: where the per-pair code diff pages
# are written (`kit report` writes them beside `report.html`; empty: not written).

# %% parameters
run_dir = "../data/bert-tiny-cpu"
report_dir = ""

# %%
import pandas as pd
from IPython.display import HTML, Markdown, display

import kitlib as kit

pd.set_option("display.float_format", "{:.3f}".format)  # every float with 3 decimals, zeros kept
run = kit.open_run(run_dir)
spec, m = run.spec, run.manifest
ok = run.ok_configs
base = ok[0] if ok else None
md = kit.md_text  # every name or value from the run folder shows as its text: no link, no math, no markup
display(Markdown(
    f"**Run** {kit.md_code(run.path.name)}: model **{md(spec['model'])}** ({md(spec['mode'])}), batch {md(spec['batch_size'])} x "
    f"{md(spec['seq_len'])} tokens, {md(spec['steps'])} timed steps after {md(spec['warmup'])} warm-up, {md(spec['repeats'])} "
    f"process(es) per config, backend {kit.md_code(spec['backend'])}.  \n"
    f"Versions: " + ", ".join(f"{md(k)} {md(v)}" for k, v in m.get("versions", {}).items()) + ".  \n"
    f"Machine: {md(m['machine']['cpu_model'])}, {md(m['machine']['logical_cores'])} logical cores, affinity "
    f"{md(m['machine']['affinity'])}.  \n"
    f"Captured {md(m.get('started_at'))} to {md(m.get('ended_at') or '(not finished)')}."
))
pairs = kit.run_pairs(run) if len(ok) > 1 else []  # every config against the first (sections below)
display(Markdown("  \n".join(f"**{md(line)}**" for line in kit.design_headline(run, pairs))))
cfg = kit.configs(run)
cfg

# %% [markdown]
# ## What was replayed, and how faithfully
# A replay run (`kit replay`, `--backend torch-xla-replay`) compiles the HLO modules torch_xla handed
# its XLA, but with jaxlib's XLA: the source, both XLAs and the inputs fed, then torch_xla's own
# optimised HLO of each module against the replayed one (instructions, fusions, opcodes and fusion
# kinds whose counts differ, kernels with the same or different code) and the replayed step against
# torch_xla's measured step.

# %%
if spec["backend"] in ("hlo-replay", "torch-xla-replay") and ok:
    facts = kit.fidelity_facts(run)
    ratio = f"x{facts['step_ratio']:.3f}" if facts["step_ratio"] else "n/a (no torch_xla step time in the capture)"
    display(Markdown(
        f"Replayed: {md(facts['source'])}, modules {', '.join(kit.md_code(x) for x in facts['modules'])} ({md(facts['modules_from'])}).  \n"
        f"Compiled by {md(facts['replayed_by'])}; captured by {md(facts['captured_by'] or 'an unknown client')}.  \n"
        f"Inputs: {md(facts['inputs'])}.  \n"
        f"Replayed step / torch_xla's step: {ratio} (a replayed step runs the modules back to back, "
        "without torch_xla's tracing and transfers)."))
    shares = kit.fidelity_shares(run)  # one table per XLA that compiled the run (a release replay has several)
    for v, config in dict.fromkeys(zip(shares["jaxlib"], shares["config"])):
        display(Markdown(f"jaxlib {md(v)}'s XLA (config {kit.md_code(config)}) against torch_xla's own compile:"))
        display(kit.fidelity_summary(run, config))
        counts = kit.fidelity_counts(run, config)
        display(counts[~counts["same"].astype(bool)])
    if not len(shares):
        display(Markdown("No torch_xla optimised HLO beside the source: nothing to hold the replay against."))

# %% [markdown]
# ## Where each process ran
#
# Node (Ray's node id, or `local:<host>`), host, CPU model and GPU of every process: timings compare within a node.

# %%
kit.process_placement(run)

# %% [markdown]
# ## Failed configs

# %%
failed = kit.failed_configs(run)
if failed.empty:
    display(Markdown(f"All {len(cfg)} configs finished."))
else:
    display(Markdown(f"**{len(failed)} of {len(cfg)} configs failed**: " + "; ".join(f"{kit.md_code(r.config)}: {md(r.reason)}" for r in failed.itertuples())))
    for r in failed.itertuples():
        display(Markdown(f"stderr tail of {kit.md_code(r.config)}:\n{kit.md_code(r.stderr_tail, block=True)}"))
if not ok:
    display(Markdown("**No config finished: there is nothing to compare.** The sections below stay empty."))

# %% [markdown]
# ## Flags in effect
# As XLA wrote them in its `.debug_options` dump (it lists non-default values only;
# a flag a config set to XLA's default is marked so):

# %%
kit.effective_flags(run) if ok else None

# %% [markdown]
# ## Compile time
# torch-xla-cpu: torch_xla's `CompileTime` metric, all graphs of the process added up; in-process backends:
# each config's own compile inside the shared process (replay: the median of its `compile_repeats` compiles,
# every round in a random order, so the comparison is paired within each process). Each dot is one process.

# %%
if ok:
    ct = kit.compile_times(run)
    kit.compile_time_bars(ct)
    ct_summary = kit.compile_summary(ct, base)
    display(ct_summary)
    graphs = int(ct_summary["graphs"].max())
    if graphs > 1:
        display(Markdown(f"Each process compiled up to {graphs} graphs (torch_xla `UncachedCompile`); `compile_time_s` adds "
                         "them all up, `first_step_s` is the wall time of the first step only."))
    if int(ct_summary["n_processes"].min()) < 3:
        display(Markdown("Compile times are from fewer than 3 processes per config: a difference between configs "
                         "may be process-to-process noise (`--repeats 3`)."))
    elif len(ok) > 1:
        for measure, what in (("wall", "compile time"), ("cpu", "compile CPU time (every compiling thread's work)")):
            cc = kit.compile_comparison(run, base, measure=measure)  # cpu: in-process backends record it
            display(Markdown("\n".join(
                f"- {what} {kit.md_code(r.config)} vs {kit.md_code(r.base)}: x{r.ratio:.3f} (95% interval {r.ci_low:.3f} "
                f"to {r.ci_high:.3f}, {kit.mde_text(r.mde)}, {r.n_processes} processes, {r.design}): **{r.verdict}**"
                for r in cc.itertuples())))

# %% [markdown]
# ## Each config against the first: verdict, kernels, code
# Per config pair, the verdict line first (and "Whole programs identical" when the
# two configs compiled the same code), then the forest plot of per-kernel ratios
# b/a with intervals at the false-coverage level the verdicts use (0.05 x kernels called / kernels
# compared, within the kernel's family: * primary, the kernels whose code differs and the ten with most
# time, else exploratory; an interval excludes 1 exactly when the kernel is called slower or faster), sorted by time
# share: per-process medians as dots, same-code kernels in grey (the negative controls), processes
# measured on a busy machine as crosses; in a blocked run the kernels' variances are moderated
# (empirical Bayes, the prior's scale following the kernel's time; the verdict line's notes say so). Then those processes, and each kernel whose code differs with
# a link to its section of the pair's diff page (HLO, LLVM IR, machine code).

# %%
for pair in pairs:
    display(Markdown(f"**{md(pair.verdict_line)}**"))
    display(kit.pair_forest_plot(pair))
    display(pair.contaminated())
    display(HTML(kit.changed_kernels_html(pair, report_dir or None)))

# %% [markdown]
# ## Step time and throughput
# Wall time of each timed step (sync and wait included). The process is the unit
# of replication: with several processes per config, the typical step is the
# geometric mean of the process medians and its 95% interval a t interval on their
# logs; with one process, it is the median step with a bootstrap interval, which
# covers step-to-step noise only (differences between processes can be larger:
# `kit sweep --repeats 3`).

# %%
if ok:
    st = kit.step_times(run)
    summary = kit.summarize_steps(st)
    kit.step_time_distributions(st, summary)
    display(kit.throughput_table(summary, spec["batch_size"]))

# %%
if len(ok) > 1:
    cmp = kit.compare_steps(st, base)
    display(cmp)
    display(Markdown("\n".join(
        f"- {kit.md_code(r.test)} vs {kit.md_code(r.base)}: step time x{r.ratio:.3f} (95% interval {r.ratio_ci_low:.3f} to {r.ratio_ci_high:.3f}, "
        f"unit: {r.replication_unit}): **{r.verdict}**" for r in cmp.itertuples())))

# %% [markdown]
# ## Design of the comparison
# With an in-process backend (`jax-cpu`, `jax-gpu`, the replay backends) every config ran in each
# process: the step-time ratio is taken inside each process, then across
# processes (blocked, paired). For contrast, the same data analysed as if the
# processes were independent (the torch-xla-cpu design: one process per config).

# %%
if spec["backend"] in ("jax-cpu", "jax-gpu", "hlo-replay", "torch-xla-replay") and len(ok) > 1:
    display(kit.design_intervals([run_dir]))

# %% [markdown]
# ## Kernels that take the time
# From the profiler trace (`--xla_cpu_enable_xprof_traceme=true`): self time per
# profiled step (median over processes) of the 20 kernels with the most time over
# all configs, then the kernels that changed most against the first config (with
# several processes a side: Welch t test of the log per-process times, and q, the
# p-value corrected for testing every kernel, Benjamini-Hochberg).

# %%
if ok:
    kt = kit.kernel_times(run)
    cov = kit.kernel_coverage(run)
    display(Markdown(
        "How much of a step the kernel events account for (medians): "
        + "; ".join(f"{kit.md_code(c)} {r.kernel_ms:.1f} ms of kernels in a {r.span_ms:.1f} ms execution span ({r.coverage:.0%}), "
                    f"timed step {r.step_ms:.1f} ms" for c, r in cov.iterrows())
        + ". Time outside kernel events is work the profiler does not attribute to a kernel "
          "(thread-pool work a kernel dispatches, such as large dots, waits and transfers)."))
    top = kit.top_kernels(kt, 20, base=base)
    kit.top_kernel_bars(top, [c for c in ok if c in top.columns])
    display(Markdown("Self time per profiled step, in microseconds; `<config>/<base>` columns are ratios."))
    display(top.round(2))
    display(kit.kernels_per_process(kt))

# %%
traced = list(dict.fromkeys(kt["config"])) if ok else []
for other in traced[1:]:
    display(Markdown(f"{kit.md_code(other)} vs {kit.md_code(traced[0])}: largest changes in self time per step"))
    display(kit.kernel_changes(kt, traced[0], other).head(10))

# %% [markdown]
# ## Constants
# HLO constants in the optimised HLO of each module, then every LLVM global that is
# a constant, per LLVM (kernel) module: defined there with its initializer, or only
# declared `external` and so read from memory at run time (the Case 1 signature).

# %%
if ok:
    display(kit.hlo_constants(run))

# %%
if ok:
    lc = kit.llvm_constant_globals(run)
    if len(lc):
        by_cfg = kit.constants_by_config(lc)
        kit.constants_defined_external_bars(by_cfg)
        display(by_cfg)
        wide = kit.constant_placement(lc, ok)
        external = wide[(wide == "external").any(axis=1)]
        if len(external):
            display(Markdown(f"The {len(external)} constant globals declared external in some config, and where:"))
            display(external)
        else:
            display(Markdown(f"Every one of the {len(wide)} (global, module) pairs is defined in every config; the first 10:"))
            display(wide.head(10))
    display(Markdown(f"**Finding:** {kit.constants_finding(lc, modules_scanned=kit.llvm_modules_scanned(run))}"))

# %% [markdown]
# ## Pass by pass
# For configs captured with per-pass dumps (`--dump-passes`): each config against the first, HLO pass by HLO pass
# (`kit passes A B`). A pair whose HLO differs gets the first pass after which the modules differ, what differs
# there, and each differing kernel's first divergent pass; a pair identical through every pass gets one line.
# Then the compile time of every config phase by phase, from the profiled compile.

# %%
for pc in kit.run_pass_comparisons(run) if ok else []:
    display(Markdown(f"**{pc.verdict()}**"))
    if pc.first_divergence is not None:
        fd = pc.first_divergence
        display(Markdown(f"First divergence: {fd.where} ({fd.hlo_module}): {fd.how}"))
        display(fd.hlo[["computation", "name_a", "name_b", "opcode", "status", "changes"]].head(20))
        display(pc.kernels)
phases, check, _ = kit.compile_phases(run) if ok else (pd.DataFrame(), pd.DataFrame(), None)
if len(phases):
    measured = kit.summarize_over_processes(check.assign(what="compile (measured)", duration_us=check["measured_us"]), "what")
    kit.compile_phase_figure(kit.summarize_over_processes(phases, "phase"), measured)
    display(check[["config", "process", "measured_us", "phases_us", "ratio", "within_5pct"]])
else:
    display(Markdown("No profiled compile (capture with `--dump-passes` for the compile time by phase)."))

# %% [markdown]
# ## Files the report could not read

# %%
errors = kit.parse_errors(run) if ok else pd.DataFrame()
if len(errors):
    display(Markdown(f"**{len(errors)} files could not be read** and were left out of the tables above:"))
    display(errors)
else:
    display(Markdown("Every dump file, trace and metrics file of the finished configs was read."))
