#!/usr/bin/env bash
# Issue 15: CI may run on a busy machine. This runs `.ci/run` (npm ci, then `npm test`) on a fresh
# clone of this checkout's HEAD, RUNS times in a row, while another process keeps one core busy.
# It stops at the first red run. Usage: scripts/ci-loaded.sh [RUNS=3] [LOG_DIR]
# The clone gets a copy of ../shared beside it, as CI has.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
logs=${2:-$(mktemp -d)}
mkdir -p "$logs"

node -e 'for (;;) {}' &
busy=$!
trap 'kill "$busy" 2>/dev/null' EXIT

for i in $(seq 1 "$runs"); do
  work=$(mktemp -d)
  git clone -q "$repo" "$work/p"
  cp -r "$repo/../shared" "$work/shared"
  started=$(date +%s)
  (cd "$work/p" && CI=true bash .ci/run) >"$logs/run-$i.log" 2>&1
  status=$?
  minutes=$(( ($(date +%s) - started + 30) / 60 ))
  echo "run $i of $runs: exit $status in $minutes min at $(git -C "$work/p" rev-parse --short HEAD), one core busy; log $logs/run-$i.log"
  rm -rf "$work"
  [ "$status" -eq 0 ] || exit "$status"
done
