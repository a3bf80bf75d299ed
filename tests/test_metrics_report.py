"""torch_xla metrics_report() text reader, on a real report (torch_xla 2.9.0, PJRT CPU)."""
from __future__ import annotations

from pathlib import Path

import pytest

from kitlib.errors import ParseError
from kitlib.timings.metrics_report import REPORT_COUNTERS_SCHEMA, REPORT_METRICS_SCHEMA, parse_quantity, read_metrics_report

REPORT = Path(__file__).parent / "data" / "cpu_2025" / "metrics_report.txt"


def test_real_report_metrics_and_counters():
    r = read_metrics_report(REPORT)
    assert list(r.metrics.columns) == REPORT_METRICS_SCHEMA.names and list(r.counters.columns) == REPORT_COUNTERS_SCHEMA.names
    assert len(r.metrics) == 14
    m = r.metrics.set_index("metric")
    ct = m.loc["CompileTime"]
    assert ct.unit == "s" and ct.total_samples == 3 and ct.line == 133
    assert ct.accumulator == pytest.approx(0.846952676)  # metric_data("CompileTime") of that process: 846952676 ns
    assert ct.value_rate_per_s == pytest.approx(1.029940273)  # printed 01s030ms940.273us: the ms part is rounded
    assert ct.rate_per_s == pytest.approx(3.64816)
    assert ct.p50 == pytest.approx(0.038317093) and ct.p99 == pytest.approx(0.804077423)
    assert m.loc["InboundData", "unit"] == "bytes" and m.loc["InboundData", "accumulator"] == 12.0
    assert m.loc["TensorsGraphSize", "unit"] == "" and m.loc["TensorsGraphSize", "p80"] == 271.0
    c = r.counters.set_index("counter")["value"]
    assert c["UncachedCompile"] == 3 and c["CachedCompile"] == 15 and c["xla::_unsafe_view"] == 96


@pytest.mark.parametrize(
    "text, value, unit",
    [("026ms315.025us", 0.026315025, "s"), ("01m02s003ms", 62.003, "s"), ("1.50MB", 1.5 * 2**20, "bytes"),
     ("3.00", 3.0, ""), ("9.75B / second", 9.75, "bytes"), ("2h", 7200.0, "s")],
)
def test_parse_quantity(text: str, value: float, unit: str):
    v, u = parse_quantity(text)
    assert (v, u) == (pytest.approx(value), unit)


@pytest.mark.parametrize(
    "text, line",
    [("Metric: X\n  TotalSamples: many\n", 2), ("  Value: 3\n", 1), ("Counter: C\n", 1), ("\n\n", None)],
)
def test_bad_reports(text: str, line):
    with pytest.raises(ParseError) as e:
        read_metrics_report(text)
    assert e.value.line == line


def test_rounded_time_parts_are_decoded():
    """torch_xla rounds every part but the last and keeps the floor's remainder below it."""
    assert parse_quantity("08s526ms012.106us")[0] == pytest.approx(7.526012106, abs=1e-9)
    assert parse_quantity("01m05s500ms000.000us")[0] == pytest.approx(64.5, abs=1e-9)
    assert parse_quantity("499ms600.000us")[0] == pytest.approx(0.4986, abs=1e-9)


def test_report_agrees_with_the_samples_the_worker_kept(tiny_run):
    """The text report and metrics.json of one real process: same CompileTime total, to the microsecond."""
    from kitlib import read_metric_samples

    report = read_metrics_report(tiny_run / "split-1" / "metrics_report.txt").metrics.set_index("metric")
    samples = read_metric_samples(tiny_run / "split-1")
    for metric in ("CompileTime", "ExecuteTime"):
        s = samples[samples["metric"] == metric]
        assert report.loc[metric, "total_samples"] == len(s)
        assert report.loc[metric, "accumulator"] == pytest.approx(s["duration_s"].sum(), abs=2e-6)


# ---- reports as pasted into bug threads: read what can be read, list what was skipped ----


def _pasted(lines: list[str], start: int, cut_line: int | None = None) -> str:
    """The real report from ``start`` (mid-block when not a header), a log line before it, one line cut in half."""
    body = [ln if i != cut_line else ln[: len(ln) // 2] + "\n" for i, ln in enumerate(lines)][start:]
    return "2025-03-01 10:00:00.123456: W torch_xla/csrc/runtime/pjrt_computation_client.cc:123] warning\n" + "".join(body)


def test_pasted_report_with_log_line_mid_block_start_and_cut_line():
    lines = REPORT.read_text().splitlines(keepends=True)
    whole = read_metrics_report(REPORT)
    assert whole.skipped.empty
    start = 3  # inside the first block (DeviceLockWait): its header and first two fields not pasted
    cut = next(i for i, ln in enumerate(lines) if ln.strip().startswith("Accumulator:") and i > 10)
    r = read_metrics_report(_pasted(lines, start, cut))
    cut_metric = whole.metrics[whole.metrics["line"] < cut + 1]["metric"].iloc[-1]
    assert len(r.metrics) == len(whole.metrics) - 1 and len(r.counters) == len(whole.counters)
    m = r.metrics.set_index("metric")
    assert "DeviceLockWait" not in m.index and m.loc[cut_metric, "accumulator"] != m.loc[cut_metric, "accumulator"]  # NaN
    w = whole.metrics.set_index("metric")
    assert m.loc[cut_metric, "total_samples"] == w.loc[cut_metric, "total_samples"]
    assert m.loc["CompileTime", "accumulator"] == w.loc["CompileTime", "accumulator"]
    reasons = r.skipped.set_index("line")["reason"]
    assert reasons.loc[1].startswith("before the first") and reasons.loc[2].startswith("before the first")
    assert reasons.loc[cut - start + 2] == "cannot read Accumulator value"
    assert len(r.skipped) == 1 + (6 - start) + 1  # the log line, the rest of the first block, the cut line


def test_counters_only_report_and_kit_parse_shows_counters(tmp_path):
    blocks, keep = [], False  # the real report's Counter blocks only (its metrics taken out)
    for ln in REPORT.read_text().splitlines(keepends=True):
        keep = ln.startswith("Counter: ") or (keep and ln.startswith(" "))
        if keep:
            blocks.append(ln)
    counters_only = "".join(blocks)
    r = read_metrics_report(counters_only)
    assert r.metrics.empty and len(r.counters) == len(read_metrics_report(REPORT).counters) > 0
    p = tmp_path / "metrics_report.txt"
    p.write_text(counters_only)
    import io

    import pandas as pd

    from .conftest import run_kit

    out = pd.read_csv(io.StringIO(run_kit("parse", str(p)).stdout))
    assert list(out.columns) == REPORT_COUNTERS_SCHEMA.names and len(out) == len(r.counters)


def test_kit_parse_notes_skipped_lines(tmp_path):
    from .conftest import run_kit

    p = tmp_path / "pasted.txt"
    p.write_text("some log line\n" + REPORT.read_text())
    proc = run_kit("parse", str(p))
    assert proc.returncode == 0 and "1 line(s) not read, first at line 1" in proc.stderr and "--table skipped" in proc.stderr
    assert "before the first" in run_kit("parse", str(p), "--table", "skipped").stdout


def test_percentiles_cut_keep_the_parts_read():
    r = read_metrics_report("Metric: M\n  TotalSamples: 2\n  Percentiles: 1%=001.000us; 5%=002.0u\n  Percentiles: 1%=001.000us; 5%=x\n")
    assert r.metrics.loc[0, "p01"] == pytest.approx(1e-6)
    assert len(r.skipped) == 2 and r.skipped["reason"].str.startswith("cannot read Percentiles value (1 of 2 parts unreadable").all()


@pytest.mark.parametrize("field", ["  Value: ", "  TotalSamples: "])
@pytest.mark.parametrize("big", ["9223372036854775808", "1e30", "-1e30"])
def test_counts_beyond_int64_are_skipped_lines(field: str, big: str):
    """A count that does not fit the int64 column is a skipped line naming it, not an overflow when the table is built."""
    head = "Counter: C\n" if "Value" in field else "Metric: M\n  Accumulator: 1.5\n"
    r = read_metrics_report(head + field + big + "\nCounter: D\n  Value: 3\n")
    assert r.counters["counter"].tolist()[-1] == "D"
    line = head.count("\n") + 1
    assert big in " ".join(r.skipped["text"]) and line in r.skipped["line"].tolist()
