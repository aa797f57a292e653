import json, sys, glob, os
for f in sorted(glob.glob('/work/wt/bots/arena_logs/*.json')):
    d=json.load(open(f))
    print(os.path.basename(f), d['games_done'], '/', d['games'], d.get('elapsed_s'))
    for k,v in d['bots'].items():
        print('   %-20s %5.1f/%-3d %.3f [%.3f, %.3f] score %.1f think/turn %.3f p90 %.2f thin %d/%d sales worse %d/%d' % (k, v['wins'], v['games'], v['win_rate'], v['ci_low'], v['ci_high'], v['mean_score'], v['mean_think_s'], v['p90_think_s'], v['thin_wide_decisions'], v['wide_decisions'], v['sales_rated_worse'], v['mid_game_sales']))
