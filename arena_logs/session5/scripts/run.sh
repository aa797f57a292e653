#!/bin/bash
# run.sh name games args... : snapshot working tree of /work/main, run arena jobs 1
name=$1; games=$2; shift 2
snap=/tmp/exp_snap/$name; rm -rf $snap; mkdir -p $snap
cd /work/main && tar --exclude=.venv --exclude=.git --exclude=arena_logs -cf - . | tar -x -C $snap
cd $snap && /work/main/.venv/bin/python -m ai.arena "$@" --games $games --seed 11 --budget 0.5 --jobs 1 --json /work/exp/$name.json --log /work/exp/$name.jsonl > /work/exp/$name.out 2> /work/exp/$name.err
echo "$(date -u +%H:%M:%S) done $name" >> /work/exp/log
