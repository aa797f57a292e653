#!/bin/bash
# Level checks at the presets' own budgets (no --budget), --jobs 1, seed 1, from main HEAD.
A=/work/arena7; mkdir -p $A/levels
while pgrep -f "exp/preh_raw_mcts.json" > /dev/null; do sleep 10; done
while IFS='|' read -r name games rest; do
  [ -z "$name" ] && continue
  [ -e $A/levels/$name.started ] && continue
  touch $A/levels/$name.started
  rev=$(git -C /work/main rev-parse --short HEAD); snap=/tmp/snap/$rev
  [ -d $snap ] || { mkdir -p $snap && git -C /work/main archive HEAD | tar -x -C $snap; }
  echo "$(date -u +%H:%M:%S) start $name at $rev: $games $rest" >> $A/levels/log
  (cd $snap && eval /work/main/.venv/bin/python -m ai.arena $rest --games $games --seed 1 --jobs 1 \
     --json $A/levels/$name.json --log $A/levels/$name.jsonl > $A/levels/$name.out 2> $A/levels/$name.err)
  echo "$(date -u +%H:%M:%S) end $name rc=$?" >> $A/levels/log
done < $A/levels.txt
