"""Learning environments over the engine (the ``env`` extra: numpy, gymnasium, pettingzoo, open_spiel).

* :mod:`.pettingzoo_env` — a PettingZoo AEC environment, two agents (``env()``);
* :mod:`.gym_env` — a Gymnasium single-agent wrapper against any agent of ``make_agent`` (``BerserkGymEnv``);
* :mod:`.openspiel_game` — an OpenSpiel Python game, ``python_berserk_heroes`` (registered on import);
* :mod:`.encoding` — the fixed-size observation of one seat's view and the parametric action slots they share;
* :mod:`.games` — the decks and seeds of each new game.

The submodules are imported on demand, so that this package costs nothing to those who use only one of them.
See ``docs/env.md``.
"""
