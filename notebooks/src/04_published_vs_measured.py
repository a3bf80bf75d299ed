# %% [markdown]
# # 04 · Published findings, measured again here
#
# Each finding of the kit's registry (`kitlib/findings/*.toml`) holds a published
# figure with its source and setting, and a recipe that measures the same
# quantity with the kit's own backends (`kit reproduce`). This notebook shows,
# per finding, the published value next to the measured one, whether they agree
# under the finding's rule (exact, a band, a direction, or qualitative), and why
# a difference is expected. Every sentence below is computed from the results.
#
# Parameter: `run_dir`, a folder written by `kit reproduce --out DIR`. Without
# it, the findings that need no compile (`case1-split-constants`,
# `case2-swap-copies`) are measured into a temporary folder.

# %% parameters
run_dir = None  # a `kit reproduce --out` folder (reproduce.json inside)

# %%
import tempfile

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit

pd.set_option("display.max_colwidth", 90)

if run_dir is None:
    run_dir = tempfile.mkdtemp(prefix="kit-reproduce-")
    kit.reproduce(["case1-split-constants", "case2-swap-copies"], out=run_dir)
results = kit.read_reproduce_results(run_dir)
findings = kit.load_findings()


def verdict(rows: pd.DataFrame) -> str:
    """One computed sentence: how many quantities agree, or why the recipe failed."""
    if (rows["status"] == "failed").any():
        return f"The recipe failed: {rows['note'].iloc[0]}"
    judged = rows[rows["agrees"] != "qualitative"]
    qual = len(rows) - len(judged)
    parts = []
    if len(judged):
        parts.append(f"{int((judged['agrees'] == True).sum())} of {len(judged)} quantities agree under the rule {judged['rule'].iloc[0]!r}")  # noqa: E712
    if qual:
        parts.append(f"{qual} compared qualitatively")
    return "; ".join(parts) + "."


def show(finding_id: str) -> pd.DataFrame | None:
    """The finding's source, setting, published vs measured table, verdict and plot."""
    f = findings[finding_id]
    rows = results[results["finding"] == finding_id]
    display(Markdown(f"**{f.title}**  \nSource: [{f.source['citation']}]({f.source['url']}); published setting: "
                     f"{f.setting['hardware']}, {f.setting['versions']}.  \nMeasured here: {f.quantity}, by `{f.computed_by}`."))
    if rows.empty:
        display(Markdown(f"Not measured in `{run_dir}` (run `kit reproduce {finding_id} --out {run_dir}`)."))
        return None
    display(rows[["quantity", "published", "measured", "unit", "agrees", "note"]].reset_index(drop=True))
    display(Markdown(f"**{verdict(rows)}** Why a difference is expected: {f.expected_difference}"))
    fig = kit.published_vs_measured_figure(rows, title=finding_id)
    if fig is not None:
        plt.show()
    return rows


display(Markdown(f"{results['finding'].nunique()} findings measured in `{run_dir}`: "
                 f"{int((results['agrees'] == True).sum())} quantities agree, {int((results['agrees'] == False).sum())} do not, "  # noqa: E712
                 f"{int((results['agrees'] == 'qualitative').sum())} are qualitative; "
                 f"{results.loc[results['status'] == 'failed', 'finding'].nunique()} recipes failed."))
display(results[["finding", "quantity", "published", "measured", "agrees"]])

# %% [markdown]
# ## Case 1: split parts load the constants they do not own (split lab)

# %%
_ = show("case1-split-constants")

# %% [markdown]
# ## Case 1: the throughput lost, and what today's stack shows instead

# %%
_ = show("case1-throughput")
tp = kit.PUBLISHED_THROUGHPUT
display(Markdown(f"Published: {tp['sequences_per_s'].iloc[1] / tp['sequences_per_s'].iloc[0] - 1:+.1%} with 16 compile threads, "
                 f"{tp['sequences_per_s'].iloc[2] / tp['sequences_per_s'].iloc[0] - 1:+.1%} with the fix (relative to 1 thread)."))

# %% [markdown]
# ## Fusion: reduce_sum(x + y * z), kernels with and without the fusion pass

# %%
_ = show("fusion-reduce-sum")

# %% [markdown]
# ## Compile threads (pytorch/xla PR 4105): Amdahl's law from the published table vs a measured 1 -> 2 pool

# %%
rows = show("compile-threads-pr4105")
pub = kit.PUBLISHED_COMPILE_TIMES
fits = kit.published_fits()
fig, ax = plt.subplots(figsize=(7, 3.5))
n = np.linspace(1, 16, 100)
for fit in fits.itertuples():
    g = pub[pub["model"] == fit.model]
    ax.plot(g["threads"], g["compile_time_s"] / g["compile_time_s"].iloc[0], "o", label=f"{fit.model} (published)")
    ax.plot(n, fit.serial_fraction + (1 - fit.serial_fraction) / n, "--", color=ax.lines[-1].get_color())
if rows is not None and (rows["status"] == "ok").all():
    ax.plot([2], [1 / float(rows["measured"].iloc[0])], "k*", markersize=12, label="measured here (T(2) / T(1))")
ax.set_xlabel("compile threads")
ax.set_ylabel("compile time / time on 1 thread")
ax.legend(fontsize=8)
plt.show()

# %% [markdown]
# ## Horizontal fusion keeps every scan's temporary live (openxla/xla issue 27322)

# %%
_ = show("horizontal-fusion-memory")

# %% [markdown]
# ## Fusion merger and training memory (pytorch/xla issue 4815)

# %%
_ = show("fusion-merger-memory")

# %% [markdown]
# ## Case 2: Grappler's swap copies in the graph dumps

# %%
_ = show("case2-swap-copies")
