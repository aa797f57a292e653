#!/bin/bash
A=/work/arena7; rev=$(git -C /work/main rev-parse --short HEAD); snap=/tmp/snap/$rev
[ -d $snap ] || { mkdir -p $snap && git -C /work/main archive HEAD | tar -x -C $snap; }
cd $snap
echo "$(date -u +%H:%M:%S) start ft_easy_normal_nofloor at $rev" >> $A/levels/log
/work/main/.venv/bin/python -m ai.arena --title five_tribes --players 2 --bots easy,normal --games 10 --seed 1 --jobs 1 --json $A/levels/ft_easy_normal_nofloor.json --log $A/levels/ft_easy_normal_nofloor.jsonl > $A/levels/ft_easy_normal_nofloor.out 2>&1
echo "$(date -u +%H:%M:%S) end ft_easy_normal_nofloor; start ft_greedy at $rev" >> $A/levels/log
/work/main/.venv/bin/python -m ai.arena --title five_tribes --players 2 --bots hard,greedy --games 100 --seed 1 --budget 0.5 --jobs 1 --json $A/ft_greedy.json --log $A/ft_greedy.jsonl > $A/ft_greedy.out 2> $A/ft_greedy.err
