"""The rules engine: a pure, deterministic state machine (no I/O, no printing)."""
