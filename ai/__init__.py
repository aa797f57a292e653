"""Bots: information-set MCTS and baselines, generic over the engine contract."""
