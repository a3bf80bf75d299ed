"""Every table the report notebooks show, saved from one run folder, and compared between two kits.

The refactor check of issue 8: render the tables of the same run folders with
the kit before and after a change and compare them (values equal).

Usage:
    python benchmarks/report_tables.py save CPU_RUN GPU_RUN OUT_DIR
    python benchmarks/report_tables.py compare BEFORE_DIR AFTER_DIR

``save`` uses the public names of ``kitlib`` that both kits have (run it with
``PYTHONPATH=<old checkout>`` for the kit before); each table is pickled as
``<name>.pkl`` (a string as a one-cell frame). ``compare`` prints one line per
table (equal / differs: why) and exits 1 when any differs.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd


def cpu_tables(run_dir: str) -> dict[str, object]:
    import kitlib as kit

    run = kit.open_run(run_dir)
    ok = run.ok_configs
    base = ok[0]
    out: dict[str, object] = {"configs": kit.configs(run), "failed_configs": kit.failed_configs(run),
                              "effective_flags": kit.effective_flags(run)}
    ct = kit.compile_times(run)
    out["compile_times"] = ct
    st = kit.step_times(run)
    summary = kit.summarize_steps(st)
    out["step_times"], out["summarize_steps"] = st, summary
    out["throughput"] = kit.throughput(summary, run.spec["batch_size"])
    out["compare_steps"] = kit.compare_steps(st, base)
    kt = kit.kernel_times(run)
    out["kernel_times"] = kt
    out["kernel_coverage"] = kit.kernel_coverage(run)
    out["top_kernels"] = kit.top_kernels(kt, 20, base=base)
    out["kernel_changes"] = kit.kernel_changes(kt, ok[0], ok[1])
    out["hlo_constants"] = kit.hlo_constants(run)
    lc = kit.llvm_constant_globals(run)
    out["llvm_constant_globals"] = lc
    out["constants_by_config"] = kit.constants_by_config(lc)
    idx = run.dump_index
    scanned = int(((idx["kind"] == "llvm_ir") & (idx["stage"] == "with-opt")).sum())
    out["constants_finding"] = kit.constants_finding(lc, modules_scanned=scanned)
    out["parse_errors"] = kit.parse_errors(run)
    return out


def gpu_tables(run_dir: str) -> dict[str, object]:
    import kitlib as kit

    run = Path(run_dir)
    summary = kit.split_summary(run)
    parts = kit.read_run_split_parts(run)
    out: dict[str, object] = {"split_summary": summary, "compiled_programs": kit.compiled_programs(run),
                              "split_finding": kit.split_finding(summary, parts),
                              "kernel_assignment": kit.kernel_assignment(parts)}
    for name in ("parts", "kernels", "constants", "loads"):
        out[f"split_parts.{name}"] = getattr(parts, name)
    return out


def save(cpu_run: str, gpu_run: str, out_dir: str) -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for name, t in {**cpu_tables(cpu_run), **gpu_tables(gpu_run)}.items():
        df = t if isinstance(t, pd.DataFrame) else pd.DataFrame({"text": [t]})
        df.to_pickle(out / f"{name}.pkl")
        print(f"{name}: {df.shape[0]} rows x {df.shape[1]} columns")


def compare(before: str, after: str) -> int:
    bad = 0
    for p in sorted(Path(before).glob("*.pkl")):
        q = Path(after) / p.name
        if not q.exists():
            print(f"{p.stem}: missing after")
            bad += 1
            continue
        a, b = pd.read_pickle(p), pd.read_pickle(q)
        try:
            pd.testing.assert_frame_equal(a, b, check_exact=False, rtol=1e-12)
            print(f"{p.stem}: equal ({a.shape[0]} rows x {a.shape[1]} columns)")
        except AssertionError as e:
            why = " ".join(str(e).split())[:300]
            try:  # the vocabulary may type a column anew (object -> string): values equal is what counts
                pd.testing.assert_frame_equal(a, b, check_exact=False, rtol=1e-12, check_dtype=False, check_index_type=False)
                print(f"{p.stem}: equal values, dtype changed: {why}")
            except AssertionError:
                bad += 1
                print(f"{p.stem}: differs: {why}")
    return 1 if bad else 0


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    if cmd == "save":
        save(*args)
    else:
        sys.exit(compare(*args))
