"""Scenarios: YAML files that set up a position, play scripted decisions and check the result.

See ``docs/scenarios.md`` for the format. ``run_scenario_file(path)`` runs one file;
``berserk scenario run PATH...`` runs files or folders.
"""

from .runner import ScenarioResult, load_scenario, run_paths, run_scenario, run_scenario_file

__all__ = ["ScenarioResult", "load_scenario", "run_paths", "run_scenario", "run_scenario_file"]
