"""``python -m kitlib.cli ...``: the ``kit`` command without the console script."""
import sys

from . import main

sys.exit(main())
