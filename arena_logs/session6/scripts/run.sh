#!/bin/bash
# run.sh name games seed args... : snapshot of /work/main's working tree, jobs 1, budget 0.5
name=$1; games=$2; seed=$3; shift 3
snap=/tmp/exp_snap/$name; rm -rf $snap; mkdir -p $snap
cd /work/main && tar --exclude=.venv --exclude=.git --exclude=arena_logs -cf - . | tar -x -C $snap
echo "$(date -u +%H:%M:%S) start $name (worktree): $games $seed $*" >> /work/arena8/log
cd $snap && /work/main/.venv/bin/python -m ai.arena "$@" --games $games --seed $seed --budget 0.5 --jobs 1 --json /work/arena8/$name.json --log /work/arena8/$name.jsonl > /work/arena8/$name.out 2> /work/arena8/$name.err
echo "$(date -u +%H:%M:%S) done $name" >> /work/arena8/log
