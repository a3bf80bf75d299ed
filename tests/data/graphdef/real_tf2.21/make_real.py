"""Make the real TensorFlow GraphDef dumps in this folder (see ../SOURCE.md).

TensorFlow is not one of the kit's dependencies: run this with a throwaway environment that has it, e.g.

    python3 -m venv /tmp/tfvenv && /tmp/tfvenv/bin/pip install tensorflow-cpu==2.21.0
    /tmp/tfvenv/bin/python tests/data/graphdef/real_tf2.21/make_real.py /tmp/tfdump

A graph-mode step (``tf.function``) of a small dense network, auto-clustered by XLA on the CPU
(``TF_XLA_FLAGS=--tf_xla_auto_jit=2 --tf_xla_cpu_global_jit --tf_xla_clustering_debug``), with
``TF_DUMP_GRAPH_PREFIX`` set: TensorFlow writes its graph at each stage of clustering
(``before_mark_for_compilation*.pbtxt``, ``mark_for_compilation*.pbtxt``,
``mark_for_compilation_annotated*.pbtxt``, ``build_xla_ops*.pbtxt`` ...).
"""
from __future__ import annotations

import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/tfdump"
os.makedirs(out, exist_ok=True)
os.environ["TF_DUMP_GRAPH_PREFIX"] = out
os.environ["TF_XLA_FLAGS"] = "--tf_xla_auto_jit=2 --tf_xla_cpu_global_jit --tf_xla_clustering_debug"
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import tensorflow as tf  # noqa: E402

w1 = tf.Variable(tf.random.stateless_normal((32, 64), seed=(0, 1)))
w2 = tf.Variable(tf.random.stateless_normal((64, 8), seed=(0, 2)))


@tf.function
def step(x):
    h = tf.nn.relu(tf.matmul(x, w1))
    return tf.reduce_sum(tf.nn.softmax(tf.matmul(h, w2)), axis=1)


print(step(tf.ones((16, 32))).numpy()[:2])
print(sorted(os.listdir(out)))
