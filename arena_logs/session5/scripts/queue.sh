#!/bin/bash
# processes /work/exp/queue.txt: "name|games|arena args" one at a time (skips names with .json done)
while true; do
  line=$(grep -v '^#' /work/exp/queue.txt | while IFS='|' read -r name games rest; do [ -n "$name" ] && [ ! -e /work/exp/$name.started ] && { echo "$name|$games|$rest"; break; }; done)
  [ -z "$line" ] && { sleep 20; continue; }
  IFS='|' read -r name games rest <<< "$line"
  touch /work/exp/$name.started
  echo "$(date -u +%H:%M:%S) start $name $games $rest" >> /work/exp/log
  eval /work/exp/run.sh $name $games $rest
done
