import sys, json
from ai.bots import make_bot
from ai.search import Budget
from game.rules import load_title
from bench.bench_peers import mid_game
knobs = json.loads(sys.argv[1])
for tid in sys.argv[2].split(","):
    t = load_title(tid)
    for label, st in (("open", t.new_game(2, 1)), ("mid", mid_game(t.new_game(2, 1)))):
        p = st.current_player()
        bot = make_bot("hard", tid, 1, None, knobs)
        r = bot.search.search(st.observation(p), p, Budget(seconds=1.0))
        print(tid, label, knobs, round(r.iterations / r.elapsed))
