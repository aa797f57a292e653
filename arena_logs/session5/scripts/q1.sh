#!/bin/bash
# waits for the running exp, then runs q1.txt lines "name|games|seed|args" in order
while pgrep -f "exp/totw_w8_mcts.json" > /dev/null; do sleep 5; done
while IFS='|' read -r name games seed rest; do
  [ -z "$name" ] && continue
  [ -e /work/exp/$name.started ] && continue
  touch /work/exp/$name.started
  eval /work/exp/run1.sh $name $games $seed $rest
done < /work/exp/q1.txt
