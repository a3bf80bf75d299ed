"""Rewrite the ``if TYPE_CHECKING:`` block of kitlib/__init__.py from ``_EXPORTS`` (run after adding a public name).

Usage: python scripts/type_checking_block.py  (one import per module, names sorted)
tests/test_notebooks.py checks that the block and ``_EXPORTS`` agree.
"""
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import kitlib  # noqa: E402

INIT = Path(kitlib.__file__)
by_module: dict[str, list[str]] = defaultdict(list)
for name, module in kitlib._EXPORTS.items():
    by_module[module].append(name)
lines = ["if TYPE_CHECKING:  # what IDEs and mypy see; at run time the names load lazily (_EXPORTS, __getattr__)"]
for module in sorted(by_module):
    rel = "." + module.removeprefix("kitlib.")
    names = sorted(by_module[module])
    one = f"    from {rel} import {', '.join(names)}"
    if len(one) <= 120:
        lines.append(one)
    else:
        lines.append(f"    from {rel} import (")
        lines += [f"        {n}," for n in names]
        lines.append("    )")
text = INIT.read_text()
new = re.sub(r"^if TYPE_CHECKING:.*?(?=^\S)", "\n".join(lines) + "\n\n", text, count=1, flags=re.S | re.M)
INIT.write_text(new)
