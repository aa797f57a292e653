#!/bin/bash
# Official issue-16 runs: /work/arena7/queue.txt "name|arena args", one at a time, 100 games,
# seed 1, --budget 0.5, --jobs 1, each from a git archive of main's HEAD when it starts.
A=/work/arena7
while true; do
  line=$(grep -v '^#' $A/queue2.txt | while IFS='|' read -r name rest; do [ -n "$name" ] && [ ! -e $A/$name.started ] && { echo "$name|$rest"; break; }; done)
  [ -z "$line" ] && { sleep 20; continue; }
  IFS='|' read -r name rest <<< "$line"
  touch $A/$name.started
  rev=$(git -C /work/main rev-parse --short HEAD)
  snap=/tmp/snap/$rev
  [ -d $snap ] || { mkdir -p $snap && git -C /work/main archive HEAD | tar -x -C $snap; }
  echo "$(date -u +%H:%M:%S) start $name at $rev: $rest" >> $A/queue2.log
  (cd $snap && eval /work/main/.venv/bin/python -m ai.arena $rest --games 100 --seed 1 --budget 0.5 --jobs 1 \
     --json $A/$name.json --log $A/$name.jsonl > $A/$name.out 2> $A/$name.err)
  echo "$(date -u +%H:%M:%S) end $name rc=$?" >> $A/queue2.log
done
