"""Print the arena result files (``--json``) of a folder: python arena_logs/show.py arena_logs/session5"""

import glob
import json
import os
import sys

for folder in sys.argv[1:] or ["arena_logs/session5"]:
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.json"), recursive=True)):
        data = json.load(open(path))
        print(os.path.relpath(path, folder), data["games_done"], "/", data["games"], data.get("elapsed_s"), "s")
        for name, row in data["bots"].items():
            print(
                "   %-20s %5.1f/%-3d %.3f [%.3f, %.3f] score %.1f think/turn %.2f p90 %.2f thin %d/%d sales worse %d/%d"
                % (
                    name, row["wins"], row["games"], row["win_rate"], row["ci_low"], row["ci_high"],
                    row["mean_score"], row["mean_think_s"], row["p90_think_s"], row["thin_wide_decisions"],
                    row["wide_decisions"], row["sales_rated_worse"], row["mid_game_sales"],
                )
            )
