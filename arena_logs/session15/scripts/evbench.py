"""Old against new Five Tribes heuristic speed: first `git show 7b55a54:ai/heuristics/five_tribes.py > /tmp/ft_old.py`."""
import sys, time, importlib.util
import numpy as np
sys.path.insert(0, '/work/main')
from ai.bots import make_bot
from game.rules import load_title
from game.rules.five_tribes.model import Step
import ai.heuristics.five_tribes as new
spec = importlib.util.spec_from_file_location('ft_old', '/tmp/ft_old.py'); old = importlib.util.module_from_spec(spec); spec.loader.exec_module(old)
title = load_title('five_tribes')
states = []
rng = np.random.default_rng(3)
for seed in range(6):
    s = title.new_game(3, seed)
    for i in range(200):
        if s.is_terminal(): break
        if i % 7 == 0: states.append(s.clone())
        s.apply(new.rollout_action(s, rng))
for name, mod in (('old', old), ('new', new), ('old', old), ('new', new)):
    t = time.perf_counter()
    for _ in range(5):
        for s in states: mod.evaluate(s)
    ev = (time.perf_counter() - t) / (5 * len(states))
    picks = [s for s in states if s.step == Step.START]
    t = time.perf_counter(); r = np.random.default_rng(0)
    for _ in range(5):
        for s in picks: mod.rollout_action(s, r)
    ro = (time.perf_counter() - t) / (5 * len(picks))
    print(f'{name}: evaluate {ev*1e6:.0f} us, start-tile rollout_action {ro*1e6:.0f} us ({len(states)} states)')
assert all(old.evaluate(s) == new.evaluate(s) for s in states)
print('same values')
