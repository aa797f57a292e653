#!/bin/bash
# queue.sh QFILE [WAIT_FOR]: after WAIT_FOR appears as "done WAIT_FOR" in the log, runs the lines
# "name|games|seed|arena args" of QFILE one at a time (run1.sh, main's HEAD at each start);
# a line whose name has a .started mark is skipped; an empty queue is polled.
q=$1; wait=$2
[ -n "$wait" ] && while ! grep -q "done $wait\$" /work/arena12/log; do sleep 5; done
while true; do
  line=$(grep -v '^#' $q | while IFS='|' read -r name games seed rest; do [ -n "$name" ] && [ ! -e /work/arena12/$name.started ] && { echo "$name|$games|$seed|$rest"; break; }; done)
  [ -z "$line" ] && { sleep 10; continue; }
  IFS='|' read -r name games seed rest <<< "$line"
  touch /work/arena12/$name.started
  eval /work/arena12/run1.sh $name $games $seed $rest
done
