#!/bin/bash
# run1.sh core name games seed args... : run.sh with jobs 1 pinned to one core
core=$1; shift
exec taskset -c $core "$(dirname "$0")/run.sh" "$1" "$2" "$3" 1 "${@:4}"
