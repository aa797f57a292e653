#!/bin/bash
# run.sh name games seed jobs args... : a snapshot of the work tree of /work/main (tracked files,
# as they are on disk), budget 0.5; output in /work/arena15.
name=$1; games=$2; seed=$3; jobs=$4; shift 4
rev=$(git -C /work/main rev-parse --short HEAD); snap=/tmp/snap15/$name
rm -rf $snap; mkdir -p $snap
(cd /work/main && git ls-files -z | xargs -0 cp --parents -t $snap)
echo "$(date -u +%H:%M:%S) start $name at $rev+worktree: $games $seed jobs $jobs $*" >> /work/arena15/log
cd $snap && /work/main/.venv/bin/python -m ai.arena "$@" --games $games --seed $seed --budget 0.5 --jobs $jobs --json /work/arena15/$name.json --log /work/arena15/$name.jsonl > /work/arena15/$name.out 2> /work/arena15/$name.err
echo "$(date -u +%H:%M:%S) done $name" >> /work/arena15/log
