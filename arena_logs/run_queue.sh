#!/bin/bash
# Runs the arena queue (arena_logs/queue.txt: "name|arena args" lines), one at a time, each from a
# snapshot (git archive) of the bots branch as it is when the run starts.
cd /work/wt/bots || exit 1
L=/work/wt/bots/arena_logs
while true; do
  line=$(grep -v '^#' $L/queue.txt | while IFS='|' read -r name rest; do [ -n "$name" ] && [ ! -e $L/$name.done ] && { echo "$name|$rest"; break; }; done)
  [ -z "$line" ] && break
  name=${line%%|*}; rest=${line#*|}
  rev=$(git rev-parse --short bots)
  snap=/tmp/bots_snap/$rev
  if [ ! -d $snap ]; then mkdir -p $snap && git archive bots | tar -x -C $snap; fi
  rm -f $L/$name.jsonl
  echo "$(date -u +%H:%M:%S) start $name at $rev: $rest" >> $L/queue.log
  (cd $snap && nice -n 10 /work/wt/bots/.venv/bin/python -m ai.arena $rest --games 100 --seed 1 --budget 0.5 --jobs 2 \
     --json $L/$name.json --log $L/$name.jsonl > $L/$name.out 2> $L/$name.err)
  echo "$(date -u +%H:%M:%S) end $name rc=$?" >> $L/queue.log
  touch $L/$name.done
done
