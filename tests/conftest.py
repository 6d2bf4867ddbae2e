"""Shared test configuration for the rules-core suite.

``tests/helpers.py`` holds the card factories, the game builders and :class:`helpers.Table`, the position
builder (tests may set up ``game.state`` directly; the engine API itself only changes a game via
``game.choose``). This directory is put on ``sys.path`` so that ``import helpers`` works under every pytest
import mode.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

pytest_plugins = ("server_helpers", "web_helpers")  # fixtures of the server tests and the browser tests
