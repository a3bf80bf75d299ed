"""Write the two older Kineto schema generations in this folder (see SOURCE.md): exact-format samples.

    python tests/data/kineto/make_eras.py

No machine here runs the 2021 torch builds that wrote these schemas (and none has a GPU), so the files are
written by following libkineto's own writer, ``libkineto/src/output_json.cpp``, line for line at two
commits of pytorch/kineto:

* ``kineto_2021_05.pt.trace.json``: commit cbae6007 (2021-05-26; torch 1.8.1 / 1.9 builds): every
  category capitalised: ``Operator`` (CPU ops, ``args`` ``Device`` / ``External id`` / ``Trace name`` /
  ``Trace iteration``), ``Runtime`` (``cbid``, ``correlation``, ``external id``, ``external ts``),
  ``Kernel`` / ``Memcpy`` / ``Memset`` (``tid`` ``"stream N"``, ``args`` ``device``, ``stream``,
  ``correlation``, ``external id`` ...), ``Trace`` spans (``pid`` ``"Traces"``), flow events
  (``ph`` ``s`` / ``f``, ``cat`` ``async``), the ``Iteration Start`` and ``Record Window End`` instants.
* ``kineto_2021_11.pt.trace.json``: commit bc4eaef5 (2021-11-18; torch 1.10 / 1.11 builds): CPU-side
  categories lowercase (``cpu_op``, ``user_annotation``, ``cuda_runtime``: ``toString(ActivityType)`` of
  ``ActivityType.cpp``, ``gpu_user_Annotation`` with its typo until 3db5c597, 2022-05), GPU activities
  still ``Kernel`` / ``Memcpy`` / ``Memset`` (lowercased by 1679e50e, 2022-04-08), flows
  ``ac2g``-less ``async_cpu_to_gpu``, ``traceName`` at the end.

Kernel names are real XLA:GPU kernels (``tests/data/gpu/bert_tiny_n4/*.thunk_sequence.txt``); times,
ids and counters are made up. Each step is ``ProfilerStep#<n>`` (a CPU op of the profiler's own
``record_function``).
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
KERNELS = ["loop_multiply_fusion_2", "gemm_fusion_dot_1", "triton_softmax_6", "input_reduce_fusion"]

DEVICE_PROPERTIES = """  "deviceProperties": [
    {{
      "id": 0, "name": "Tesla V100-SXM2-16GB", "totalGlobalMem": 16945512448,
      "computeMajor": 7, "computeMinor": 0,
      "maxThreadsPerBlock": 1024, "maxThreadsPerMultiprocessor": 2048,
      "regsPerBlock": 65536, "regsPerMultiprocessor": 65536, "warpSize": 32,
      "sharedMemPerBlock": 49152, "sharedMemPerMultiprocessor": 98304,
      "numSms": 80, "sharedMemPerBlockOptin": 98304
    }}
  ],"""


def era_2021_05() -> str:
    """output_json.cpp at cbae6007: handleTraceStart, handleProcessInfo, handleThreadInfo, handleCpuActivity,
    handleRuntimeActivity, handleGpuActivity (kernel, memcpy, memset), handleLinkStart / End, handleTraceSpan,
    handleIterationStart, finalizeTrace."""
    out = ["{\n  \"schemaVersion\": 1,\n", DEVICE_PROPERTIES.format(), "\n  \"traceEvents\": ["]
    pid = 7021
    out.append(f"""
  {{
    "name": "process_name", "ph": "M", "ts": 1621000000000, "pid": {pid}, "tid": 0,
    "args": {{
      "name": "python"
    }}
  }},
  {{
    "name": "process_labels", "ph": "M", "ts": 1621000000000, "pid": {pid}, "tid": 0,
    "args": {{
      "labels": ""
    }}
  }},
  {{
    "name": "thread_name", "ph": "M", "ts": 1621000000000, "pid": {pid}, "tid": "7021",
    "args": {{
      "name": "thread 7021 (python)"
    }}
  }},""")
    ts, ext, corr = 1621000000100, 1, 100
    for step in (1, 2):
        start = ts
        out.append(f"""
  {{
    "name": "Iteration Start: PyTorch Profiler", "ph": "i", "s": "g",
    "pid": "Traces", "tid": "Trace PyTorch Profiler", "ts": {start}
  }},
  {{
    "ph": "X", "cat": "Operator", 
    "name": "ProfilerStep#{step}", "pid": {pid}, "tid": "7021",
    "ts": {start}, "dur": 900,
    "args": {{
      "Device": {pid}, "External id": {ext},
      "Trace name": "PyTorch Profiler", "Trace iteration": 0 
      
    }}
  }},""")
        ext += 1
        for i, k in enumerate(KERNELS):
            t = start + 10 + 200 * i
            out.append(f"""
  {{
    "ph": "X", "cat": "Operator", 
    "name": "aten::mm", "pid": {pid}, "tid": "7021",
    "ts": {t}, "dur": 40,
    "args": {{
      "Device": {pid}, "External id": {ext},
      "Trace name": "PyTorch Profiler", "Trace iteration": 0 
      
    }}
  }},
  {{
    "ph": "X", "cat": "Runtime", 
    "name": "cudaLaunchKernel", "pid": {pid}, "tid": "7021",
    "ts": {t + 20}, "dur": 8,
    "args": {{
      "cbid": 211, "correlation": {corr},
      "external id": {ext}, "external ts": {t}
    }}
  }},
  {{
    "ph": "s", "id": {corr}, "pid": {pid}, "tid": 7021, "ts": {t + 20},
    "cat": "async", "name": "launch"
  }},
  {{
    "ph": "X", "cat": "Kernel", 
    "name": "{k}", "pid": 0, "tid": "stream 7",
    "ts": {t + 50}, "dur": {12 + i},
    "args": {{
      "queued": 0, "device": 0, "context": 1,
      "stream": 7, "correlation": {corr}, "external id": {ext},
      "registers per thread": 32,
      "shared memory": 0,
      "blocks per SM": 12.8,
      "warps per SM": 51.2,
      "grid": [1024, 1, 1],
      "block": [128, 1, 1],
      "est. achieved occupancy %": 50
    }}
  }},
  {{
    "ph": "f", "id": {corr}, "pid": 0, "tid": "stream 7", "ts": {t + 50},
    "cat": "async", "name": "launch", "bp": "e"
  }},""")
            ext += 1
            corr += 1
        t = start + 850
        out.append(f"""
  {{
    "ph": "X", "cat": "Operator", 
    "name": "aten::copy_", "pid": {pid}, "tid": "7021",
    "ts": {t}, "dur": 30,
    "args": {{
      "Device": {pid}, "External id": {ext},
      "Trace name": "PyTorch Profiler", "Trace iteration": 0 
      
    }}
  }},
  {{
    "ph": "X", "cat": "Memcpy", 
    "name": "Memcpy DtoH (Device -> Pageable)", "pid": 0, "tid": "stream 7",
    "ts": {t + 5}, "dur": 3,
    "args": {{
      "device": 0, "context": 1,
      "stream": 7, "correlation": {corr}, "external id": {ext},
      "bytes": 4096, "memory bandwidth (GB/s)": 1.365
    }}
  }},
  {{
    "ph": "X", "cat": "Memset", 
    "name": "Memset (Device)", "pid": 0, "tid": "stream 7",
    "ts": {t + 10}, "dur": 1,
    "args": {{
      "device": 0, "context": 1,
      "stream": 7, "correlation": {corr + 1}, "external id": {ext},
      "bytes": 512, "memory bandwidth (GB/s)": 0.512
    }}
  }},""")
        ext += 1
        corr += 2
        ts += 1000
    out.append(f"""
  {{
    "ph": "X", "cat": "Trace", "ts": 1621000000100, "dur": 2000,
    "pid": "Traces", "tid": "PyTorch Profiler",
    "name": "PyTorch Profiler (0)",
    "args": {{
      "Op count": 0
    }}
  }},
  {{
    "name": "Record Window End", "ph": "i", "s": "g",
    "pid": "", "tid": "", "ts": 1621000002200
  }}
]}}""")
    return "".join(out)


def era_2021_11() -> str:
    """output_json.cpp at bc4eaef5: handleGenericActivity (cat = toString(ActivityType)), handleGpuActivity
    (still ``Kernel`` / ``Memcpy`` / ``Memset``), handleLink (flow ``async_cpu_to_gpu``), finalizeTrace with
    ``traceName``."""
    out = ["{\n  \"schemaVersion\": 1,\n", DEVICE_PROPERTIES.format(), "\n  \"traceEvents\": ["]
    pid = 9011
    ts, ext, corr = 1637000000100, 1, 300
    for step in (3, 4):
        start = ts
        out.append(f"""
  {{
    "ph": "X", "cat": "user_annotation", "name": "ProfilerStep#{step}", "pid": {pid}, "tid": {pid},
    "ts": {start}, "dur": 900,
    "args": {{
      "External id": {ext}
    }}
  }},""")
        ext += 1
        for i, k in enumerate(KERNELS[:3]):
            t = start + 10 + 250 * i
            out.append(f"""
  {{
    "ph": "X", "cat": "cpu_op", "name": "aten::addmm", "pid": {pid}, "tid": {pid},
    "ts": {t}, "dur": 60,
    "args": {{
      "Trace name": "PyTorch Profiler", "Trace iteration": 0,
      "External id": {ext},
      "Sequence number": {ext}, "Fwd thread id": 0
    }}
  }},
  {{
    "ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": {pid}, "tid": {pid},
    "ts": {t + 30}, "dur": 9,
    "args": {{
      "External id": {ext},
      "cbid": 211, "correlation": {corr}
    }}
  }},
  {{
    "ph": "s", "id": {corr}, "pid": {pid}, "tid": {pid}, "ts": {t + 30},
    "cat": "async_cpu_to_gpu", "name": "async_gpu", "bp": "e"
  }},
  {{
    "ph": "X", "cat": "Kernel", "name": "{k}", "pid": 0, "tid": 7,
    "ts": {t + 70}, "dur": {20 + i},
    "args": {{
      "queued": 0, "device": 0, "context": 1,
      "stream": 7, "correlation": {corr},
      "registers per thread": 40,
      "shared memory": 1024,
      "blocks per SM": 25.6,
      "warps per SM": 102.4,
      "grid": [2048, 1, 1],
      "block": [128, 1, 1],
      "est. achieved occupancy %": 62
    }}
  }},
  {{
    "ph": "f", "id": {corr}, "pid": 0, "tid": 7, "ts": {t + 70},
    "cat": "async_cpu_to_gpu", "name": "async_gpu", "bp": "e"
  }},
  {{
    "ph": "X", "cat": "gpu_user_Annotation", "name": "step_annotation", "pid": 0, "tid": 7,
    "ts": {t + 70}, "dur": {20 + i},
    "args": {{
      "External id": {ext}
    }}
  }},""")
            ext += 1
            corr += 1
        out.append(f"""
  {{
    "ph": "X", "cat": "Memcpy", "name": "Memcpy HtoD (Pageable -> Device)", "pid": 0, "tid": 7,
    "ts": {start + 800}, "dur": 4,
    "args": {{
      "device": 0, "context": 1,
      "stream": 7, "correlation": {corr},
      "bytes": 8192, "memory bandwidth (GB/s)": 2.048
    }}
  }},""")
        corr += 1
        ts += 1000
    out.append(f"""
  {{
    "name": "Record Window End", "ph": "i", "s": "g",
    "pid": "", "tid": "", "ts": 1637000002200
  }}
  ],
  "traceName": "/tmp/log/worker0.1637000002.pt.trace.json"
}}""")
    return "".join(out)


def main() -> None:
    for name, text in (("kineto_2021_05.pt.trace.json", era_2021_05()), ("kineto_2021_11.pt.trace.json", era_2021_11())):
        (HERE / name).write_text(text + "\n")
        print(name, len(text), "chars")


if __name__ == "__main__":
    main()
