#!/bin/bash
# run1.sh name games seed args... : snapshot of main HEAD, jobs 1, budget 0.5
name=$1; games=$2; seed=$3; shift 3
rev=$(git -C /work/main rev-parse --short HEAD); snap=/tmp/snap/$rev
[ -d $snap ] || { mkdir -p $snap && git -C /work/main archive HEAD | tar -x -C $snap; }
echo "$(date -u +%H:%M:%S) start $name at $rev: $games $seed $*" >> /work/arena12/log
cd $snap && taskset -c 1 /work/main/.venv/bin/python -m ai.arena "$@" --games $games --seed $seed --budget 0.5 --jobs 1 --json /work/arena12/$name.json --log /work/arena12/$name.jsonl > /work/arena12/$name.out 2> /work/arena12/$name.err
echo "$(date -u +%H:%M:%S) done $name" >> /work/arena12/log
