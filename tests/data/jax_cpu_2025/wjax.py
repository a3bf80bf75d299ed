import jax
import jax.numpy as jnp


def f(x, y):
    def body(c):
        i, v = c
        return i + 1, v * 1.5 + jnp.sin(v)
    i, v = jax.lax.while_loop(lambda c: c[0] < 3, body, (0, x))
    w = jax.lax.cond(v.sum() > 0, lambda a: a @ y, lambda a: a - 1.0, v)
    q = jnp.linalg.qr(w)[0]
    return jnp.sort(q, axis=0), jnp.array([1.0, 2.0, 3.0]) * w[0, :3]
x = jnp.ones((4, 4)); y = jnp.eye(4)
print(jax.jit(f)(x, y)[1])
