"""Differential test of the HLO reader against XLA's own parser, on every syntax form XLA prints.

The corpus (tests/data/hlo_forms, made by its make_corpus.py; see SOURCE.md): modules XLA printed for JAX
programs on XLA:CPU (before and after optimisations; collectives on 8 host devices) and on deviceless XLA:GPU (H100
target), and XLA's printing of hand-written modules for the forms those compiles do not print here (async syntax
sugar and async collectives, a computation of another execution thread, NaN payloads, host transfers,
literal= / outfeed_shape= attributes, conditionals, composite calls, a header attribute over several lines).

Each module is read twice: by XLA (jaxlib ``hlo_module_from_text``, its module read back from the serialized
HloModuleProto by tests/hlo_xla.py) and by :func:`kitlib.read_hlo`; every computation, instruction, opcode,
operand, called computation, control predecessor, root and the entry must agree. An async-sugar opcode
(``custom-call-start``) is XLA's ``async-start`` / ``-update`` / ``-done`` printed with the wrapped op's name.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from kitlib.dumps.hlo import read_hlo
from kitlib.errors import ParseError

from .hlo_xla import xla_structure

pytest.importorskip("jax")

CORPUS = Path(__file__).parent / "data" / "hlo_forms"
FILES = sorted(CORPUS.glob("*.txt"))
_ASYNC = ("async-start", "async-update", "async-done")


def _opcode_as_xla(printed: str, xla: str) -> bool:
    if printed == xla:
        return True
    for suffix, op in (("-start", "async-start"), ("-update", "async-update"), ("-done", "async-done")):
        if printed.endswith(suffix) and xla == op:
            return True
    return False


def test_the_corpus_covers_every_syntax_form():
    text = "\n".join(p.read_text() for p in FILES)
    for form in ("}, execution_thread=", "-nan(0x", "custom-call-start(", "custom-call-done(", "add-start(",
                 "all-reduce-start(", "all-gather-start(", "collective-permute-start(", "copy-start(",
                 "reduce-scatter-start(", "send-done(", "recv-done(", "outfeed_shape=f32[4]{0}",
                 "literal=s32[2]{0} {1, 2}", "origin_recovery_table={\n", "while(", "conditional(",
                 "branch_computations=", "true_computation=", "fusion(", "kind=kInput", "kind=kLoop",
                 "custom-call(", "is_composite=true", "to_apply=", "control-predecessors=", "sort(",
                 "scatter(", "gather(", "reduce-window(", "select-and-scatter(", "convolution(", "dot(", "fft(",
                 "all-to-all(", "reduce-scatter(", "all-gather(", "all-reduce(",
                 "collective-permute(", "partition-id(", "rng-bit-generator(", "batch-norm-training(", "batch-norm-grad(",
                 "cholesky(", "triangular-solve(", "map(", "rng(", "set-dimension-size(", "collective-broadcast(", "domain(", "topk(", "opt-barrier("):
        assert form in text, form


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_tables_agree_with_xla(path: Path):
    text = path.read_text()
    entry, comps = xla_structure(text)
    m = read_hlo(path)
    assert m.entry == entry
    ours = m.computations.set_index("name")
    assert sorted(ours.index) == sorted(comps)
    assert ours["instruction_count"].to_dict() == {n: len(c.instructions) for n, c in comps.items()}
    assert ours["root"].to_dict() == {n: c.root for n, c in comps.items()}
    rows = {(r.computation, r.name): r for r in m.instructions.itertuples()}
    assert len(rows) == len(m.instructions)
    for cname, c in comps.items():
        for name, opcode, operands, called, preds in c.instructions:
            r = rows[(cname, name)]
            assert _opcode_as_xla(r.opcode, opcode), (cname, name, r.opcode, opcode)
            assert list(r.operands) == operands, (cname, name)
            assert sorted(r.called_computations) == sorted(called), (cname, name, r.called_computations, called)
            assert sorted(r.control_predecessors) == sorted(preds), (cname, name)


def test_async_sugar_wrapped_computations():
    """The computation XLA hides behind custom-call-start / add-start is in the tables, called by the start."""
    m = read_hlo(CORPUS / "xla_printed_async_sugar.txt")
    i = m.instructions.set_index("name")
    wrapped = i.loc["s", "called_computations"]
    assert len(wrapped) == 1
    body = m.instructions[m.instructions["computation"] == wrapped[0]]
    assert Counter(body["opcode"]) == Counter({"parameter": 1, "custom-call": 1})
    assert body.loc[body["is_root"], "custom_call_target"].tolist() == ["foo"]
    add = m.instructions[m.instructions["computation"] == i.loc["as", "called_computations"][0]]
    assert Counter(add["opcode"]) == Counter({"parameter": 2, "add": 1})
    assert add.loc[add["is_root"], "shape"].tolist() == ["f32[4]{0}"]


def test_computations_without_entry():
    """No computation marked ENTRY. Computations printed alone (XLA:GPU's per-fusion .hlo, no HloModule line): the
    last is the entry, as XLA's parser takes it. A module with its HloModule line and no ENTRY is a file cut short
    (XLA marks the ENTRY of every module it prints): an error, where XLA's parser would take the last."""
    bare = "%c {\n  %a = f32[] parameter(0)\n  ROOT %n = f32[] negate(%a)\n}\n"
    assert read_hlo(bare).entry == xla_structure(bare)[0] == "c"
    text = (CORPUS / "hand" / "calls.hlo").read_text()
    cut = text[: text.index("ENTRY")]
    alone = cut.split("\n", 2)[2]  # the computations with their signatures, no HloModule line
    m = read_hlo(alone)
    assert m.entry == "lt" == xla_structure(cut)[0] and m.computations["is_entry"].tolist() == [False] * 4 + [True]
    with pytest.raises(ParseError, match="no ENTRY"):
        read_hlo(cut)


def test_elided_constants_as_xla_prints_them_by_default():
    """XLA's default print elides large and tuple literals (constant({...})); sizes still come from the shapes."""
    from jax._src.lib import xla_client as xc

    src = (CORPUS / "hand" / "constants.hlo").read_text()
    elided = xc._xla.hlo_module_from_text(src).to_string()
    assert "{...}" in elided
    a = read_hlo(elided).constants.drop(columns=["line", "value"])
    b = read_hlo(CORPUS / "xla_printed_constants.txt").constants.drop(columns=["line", "value"])
    assert a.equals(b)


def test_multi_line_header_attribute():
    m = read_hlo(CORPUS / "xla_printed_recovery_table.txt")
    assert m.header["name"] == "recovery_table"
    assert "recovery_computation" in m.header["origin_recovery_table"]
    assert m.computations["name"].tolist() == ["e"]
