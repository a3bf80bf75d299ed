"""kit reproduce: the findings registry (schema, bad entries), the exact findings measured at small sizes, failures reported."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

import kitlib as kit
from kitlib.errors import KitError
from kitlib.findings import SCHEMA, load_finding, load_findings, registry_dir
from kitlib.repro import RECIPES, agreement
from kitlib.repro.recipes import case1_split_constants, case2_swap_copies, fusion_reduce_sum, horizontal_fusion_memory

SHIPPED = load_findings()


def test_the_registry_holds_the_issue_findings_each_with_a_recipe() -> None:
    assert {"case1-split-constants", "case1-throughput", "fusion-reduce-sum", "compile-threads-pr4105",
            "horizontal-fusion-memory", "fusion-merger-memory", "case2-swap-copies"} <= set(SHIPPED)
    for f in SHIPPED.values():
        assert f.recipe in RECIPES, f.id
        assert f.source["url"].startswith("https://"), f.id
        assert all(p["unit"] for p in f.published), f.id


def test_published_tables_are_computed_from_the_registry() -> None:
    f = SHIPPED["compile-threads-pr4105"]
    pub = kit.PUBLISHED_COMPILE_TIMES
    assert len(pub) == len(f.published) == 9
    assert pub.set_index(["model", "threads"])["compile_time_s"][("bert-base-uncased", 8)] == f.value("compile time", model="bert-base-uncased", threads=8)
    assert kit.PUBLISHED_THROUGHPUT["sequences_per_s"].tolist() == [p["value"] for p in SHIPPED["case1-throughput"].published]


def _edit(tmp_path: Path, old: str, new: str, name: str = "case2-swap-copies") -> Path:
    text = (registry_dir() / "case2-swap-copies.toml").read_text()
    assert old in text
    p = tmp_path / f"{name}.toml"
    p.write_text(text.replace(old, new, 1))
    return p


BAD = [
    ("misspelt-key", 'title = "', 'titel = "', "titel"),  # unknown keys first: a typo is named
    ("unknown-rule", 'rule = "exact"', 'rule = "roughly"', "rule"),
    ("wrong-type", 'rule = "exact"', 'rule = 3', "rule"),
    ("id-not-file-name", 'id = "case2-swap-copies"', 'id = "other"', "id"),
    ("published-without-unit", 'unit = "copies"', 'units = "copies"', "published[0].unit"),
    ("source-without-url", 'url = "', 'link = "', "source.url"),
    ("band-not-number", 'rule = "exact"', 'rule = "band"\nband = "wide"', "band"),
]


@pytest.mark.parametrize("old, new, key", [pytest.param(o, n, k, id=i) for i, o, n, k in BAD])
def test_a_bad_entry_is_refused_naming_its_file_and_key(tmp_path: Path, old: str, new: str, key: str) -> None:
    p = _edit(tmp_path, old, new)
    with pytest.raises(KitError) as e:
        load_finding(p)
    assert str(e.value).startswith(f"{p}: {key}: "), str(e.value)


def test_a_missing_required_key_and_bad_toml_are_refused(tmp_path: Path) -> None:
    p = _edit(tmp_path, 'expected_difference = "', 'x_expected = "')
    with pytest.raises(KitError, match="x_expected: unknown key"):
        load_finding(p)
    text = (registry_dir() / "case2-swap-copies.toml").read_text()
    (tmp_path / "case2-swap-copies.toml").write_text("\n".join(ln for ln in text.splitlines() if not ln.startswith("computed_by")))
    with pytest.raises(KitError, match=r"case2-swap-copies.toml: computed_by: missing"):
        load_finding(tmp_path / "case2-swap-copies.toml")
    (tmp_path / "case2-swap-copies.toml").write_text("id = \n")
    with pytest.raises(KitError, match="not TOML"):
        load_finding(tmp_path / "case2-swap-copies.toml")
    assert set(SCHEMA) >= {"id", "title", "source", "published", "rule", "computed_by", "expected_difference"}


def test_agreement_rules() -> None:
    assert agreement("exact", 3, 3) is True and agreement("exact", 3, 4) is False
    assert agreement("band", 1.5, 1.6, 0.1) is True and agreement("band", 1.5, 1.8, 0.1) is False
    assert agreement("direction", 1.6, 1.1, None) is True and agreement("direction", 1.6, 0.9, None) is False
    assert agreement("qualitative", 1, 2, None) == "qualitative"
    with pytest.raises(KitError, match="without a band"):
        agreement("band", 1.0, 1.0, None)


def test_case1_split_constants_exact(tmp_path: Path) -> None:
    f = SHIPPED["case1-split-constants"]
    rows = {m.quantity: m for m in case1_split_constants(f, tmp_path)}
    assert all(m.measured == m.published for m in rows.values()), rows
    assert rows["non-owning parts loading the constant"].measured == 3 and "ld.global.nc" in rows["non-owning parts loading the constant"].note


def test_case2_swap_copies_exact(tmp_path: Path) -> None:
    rows = case2_swap_copies(SHIPPED["case2-swap-copies"], tmp_path)
    assert len(rows) == 4 and all(m.measured == m.published == 1 for m in rows)


@pytest.mark.slow
def test_fusion_reduce_sum_counts_kernels_in_real_optimised_hlo(tmp_path: Path) -> None:
    f = SHIPPED["fusion-reduce-sum"]
    f = replace(f, workload={**f.workload, "size": 64, "backends": ["xla-gpu-deviceless/jax", "xla-cpu/jax"]})
    rows = {m.quantity: m.measured for m in fusion_reduce_sum(f, tmp_path)}
    # XLA:GPU (deviceless) does what the documentation says: 3 kernels unfused, 1 fused
    assert rows["kernels without fusion (xla-gpu-deviceless/jax)"] == 3
    assert rows["kernels with fusion (xla-gpu-deviceless/jax)"] == 1
    # XLA:CPU fuses multiply and add into one kernel, but not the reduction
    assert rows["kernels with fusion (xla-cpu/jax)"] == rows["kernels without fusion (xla-cpu/jax)"] - 1


@pytest.mark.slow
def test_horizontal_fusion_memory_scaled_down(tmp_path: Path) -> None:
    f = SHIPPED["horizontal-fusion-memory"]
    rows = {m.quantity: m for m in horizontal_fusion_memory(replace(f, workload={**f.workload, "size": 128}), tmp_path)}
    assert rows["temporaries live at once, fusion on"].measured == 16
    assert rows["memory ratio, fusion on / off"].measured > 1


def _registry_with_a_broken_finding(tmp_path: Path) -> Path:
    d = tmp_path / "registry"
    d.mkdir()
    (d / "case2-swap-copies.toml").write_text((registry_dir() / "case2-swap-copies.toml").read_text())
    text = (registry_dir() / "case1-split-constants.toml").read_text()
    (d / "case1-split-constants.toml").write_text(text.replace("tests/data/lab/case1_constant_121.ll", "tests/data/lab/none.ll"))
    return d


def test_a_failing_recipe_is_reported_failed_with_its_reason_and_the_others_go_on(tmp_path: Path) -> None:
    out = tmp_path / "out"
    t = kit.reproduce(out=out, registry=_registry_with_a_broken_finding(tmp_path))
    failed = t[t["finding"] == "case1-split-constants"]
    assert failed["status"].tolist() == ["failed"] and "none.ll: input missing" in failed["note"].iloc[0]
    assert failed["agrees"].tolist() == [False]
    ok = t[t["finding"] == "case2-swap-copies"]
    assert len(ok) == 4 and (ok["status"] == "ok").all() and ok["agrees"].tolist() == [True] * 4
    kept = json.loads((out / "case1-split-constants" / "finding.json").read_text())
    assert kept["status"] == "failed" and "input missing" in kept["error"]
    assert kit.read_reproduce_results(out)[["finding", "status"]].values.tolist() == t[["finding", "status"]].values.tolist()
    # a later call into the same folder replaces the rows of what it runs and keeps the others
    kit.reproduce(["case2-swap-copies"], out=out, registry=tmp_path / "registry")
    kept = kit.read_reproduce_results(out)
    assert kept["finding"].tolist() == t["finding"].tolist() and kept["status"].tolist() == t["status"].tolist()


def test_the_executor_is_the_one_place_recipes_run(tmp_path: Path) -> None:
    seen = []

    def executor(recipe, finding, workdir):
        seen.append(finding.id)
        if finding.id == "case1-split-constants":
            raise RuntimeError("worker lost")
        return recipe(finding, workdir)

    t = kit.reproduce(["case1-split-constants", "case2-swap-copies"], out=tmp_path, executor=executor)
    assert seen == ["case1-split-constants", "case2-swap-copies"]
    assert t.loc[t["finding"] == "case1-split-constants", "note"].tolist() == ["RuntimeError: worker lost"]
    with pytest.raises(KitError, match="unknown executor 'slurm'"):
        kit.reproduce(["case2-swap-copies"], out=tmp_path, executor="slurm")


def test_a_recipe_as_a_job_gives_the_in_process_rows(tmp_path: Path) -> None:
    """The job path of ``--executor ray`` (``python -m kitlib.repro.task`` in the finding's folder), run by the
    local job executor: the same rows as in this process; a failing recipe is failed with its reason."""
    from kitlib.repro.run import run_findings_as_jobs

    broken = load_findings(_registry_with_a_broken_finding(tmp_path))
    rows = run_findings_as_jobs([SHIPPED["case2-swap-copies"], broken["case1-split-constants"]], tmp_path / "jobs", "local")
    here = kit.reproduce(["case2-swap-copies"], out=tmp_path / "here")
    as_jobs = [r for r in rows if r["finding"] == "case2-swap-copies"]
    assert [(r["quantity"], r["measured"], r["agrees"]) for r in as_jobs] == \
        list(here[["quantity", "measured", "agrees"]].itertuples(index=False, name=None))
    failed = [r for r in rows if r["finding"] == "case1-split-constants"]
    assert len(failed) == 1 and failed[0]["status"] == "failed" and "none.ll: input missing" in failed[0]["note"], failed
    assert (tmp_path / "jobs" / "case2-swap-copies" / "stdout.txt").exists()


@pytest.mark.parametrize("text, reason", [
    ("{}", "expected a list of rows"),
    ('[{"quantity": "q", "published": 1}]', "row 0: not a measurement"),
    ('[{"quantity": "q", "published": 1, "measured": 1, "pickle": "x"}]', "row 0: not a measurement"),
    ('[{"quantity": "q", "published": [1], "measured": 1}]', "JSON scalars"),
    ('[{"quantity": "q", "published": 1, "measured": 1, "band": "wide"}]', "band a number"),
    ("[", "no rows from the task"),
])
def test_rows_shipped_back_by_a_task_are_checked(tmp_path: Path, text: str, reason: str) -> None:
    from kitlib.repro.run import read_measurements

    p = tmp_path / "measurements.json"
    p.write_text(text)
    with pytest.raises(KitError, match=reason):
        read_measurements(p)


def test_cli_json_shapes(tmp_path: Path, capsys) -> None:
    from kitlib.cli import main

    assert main(["reproduce", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {d["finding"] for d in listed} == set(SHIPPED)
    assert all(set(d) == {"finding", "title", "source", "published"} for d in listed)
    assert main(["reproduce", "case2-swap-copies", "--json", "--out", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert all(set(r) == {"finding", "quantity", "published", "measured", "agrees"} for r in rows)
    assert [r["agrees"] for r in rows] == [True] * 4
    assert main(["reproduce", "--out", str(tmp_path / "x"), "--registry", str(_registry_with_a_broken_finding(tmp_path))]) == 1
    assert "failed" not in capsys.readouterr().out.split("case2-swap-copies")[-1]


def test_kit_report_renders_a_reproduce_folder_with_notebook_04(tmp_path: Path) -> None:
    """Notebook 04, executed for real on a real reproduce folder: the finding's published and measured rows and its
    verdict are in the page."""
    from kitlib.report.render import notebooks_dir, render_report

    t = kit.reproduce(["case2-swap-copies"], out=tmp_path)
    html = render_report(tmp_path)
    assert html == tmp_path / "report.html" and (tmp_path / "report.ipynb").is_file()
    assert (notebooks_dir() / "04_published_vs_measured.ipynb").is_file()
    import html as h

    page = h.unescape(html.read_text())
    assert "Traceback" not in page and f"{len(t)} of {len(t)} quantities agree" in page
    for q in t["quantity"]:
        assert str(q) in page, q
