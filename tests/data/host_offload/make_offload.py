"""Activation offloading on deviceless XLA:GPU (H100 target): a remat policy that offloads a named
intermediate to pinned_host memory in the forward pass and brings it back in the backward pass."""
import os
os.environ["JAX_PLATFORMS"] = "cpu"
os.environ["XLA_FLAGS"] = f"--xla_dump_to={os.environ.get('DUMP', '/tmp/offload-dump')} --xla_dump_hlo_as_text"
import jax, jax.numpy as jnp
from jax.ad_checkpoint import checkpoint_name
from jax.sharding import NamedSharding, Mesh, PartitionSpec as P
from kitlib import jax_adapter

dev = jax_adapter.topology("h100").devices[0]
s = NamedSharding(Mesh([dev], ("x",)), P())
policy = jax.checkpoint_policies.save_and_offload_only_these_names(
    names_which_can_be_saved=[], names_which_can_be_offloaded=["act"], offload_src="device", offload_dst="pinned_host")
if os.environ.get("OFFLOAD", "1") == "0":  # the same program keeping the activation on the device
    policy = jax.checkpoint_policies.save_only_these_names("act")

def layer(x, w):
    y = checkpoint_name(jnp.tanh(x @ w), "act")
    return jnp.sin(y @ w)

def loss(x, w):
    for _ in range(3):
        x = jax.checkpoint(layer, policy=policy)(x, w)
    return x.sum()

a = jax.ShapeDtypeStruct((512, 512), jnp.float32, sharding=s)
jax.jit(jax.grad(loss, argnums=1)).trace(a, a).lower().compile()
