#!/bin/bash
# Every second: every process except the arena's runs on CPU 0, so the arena has CPU 1 alone.
while true; do
  for pid in $(ps -eo pid= ); do
    [ "$pid" = "$$" ] && continue
    if grep -q "ai.arena\|ai/arena" /proc/$pid/cmdline 2>/dev/null; then taskset -pc 1 $pid >/dev/null 2>&1
    else taskset -pc 0 $pid >/dev/null 2>&1; fi
  done
  sleep 2
done
