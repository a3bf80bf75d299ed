"""Print the exact pins of pyproject.toml (runtime + the gpu, ray and dev extras), one per line, sorted.

Used by scripts/setup.sh (to install and to key the shared environment) and by
tests/test_packaging.py (to check environment.yml against them).
"""
import sys
import tomllib
from pathlib import Path


def pins(root: Path, extras: tuple[str, ...] = ("gpu", "ray", "dev")) -> list[str]:
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    deps = list(project["dependencies"])
    for e in extras:
        deps += project.get("optional-dependencies", {}).get(e, [])
    return sorted(deps, key=str.lower)


if __name__ == "__main__":
    print("\n".join(pins(Path(__file__).resolve().parents[1], tuple(sys.argv[1:]) or ("gpu", "ray", "dev"))))
