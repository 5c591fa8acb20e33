#!/usr/bin/env bash
# Stops what a test run started and left running: processes started after the run began
# (PID, the run's own shell) whose working directory is inside this checkout, except the
# callers of this script. A test worker killed mid-test leaves the servers it started
# detached, and a studio left on its port broke every test of the next run that needed that
# port (EADDRINUSE). scripts/test.sh runs it on exit; a development server you started
# before the run is left alone.
#   bash scripts/stop-leftovers.sh PID
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
run=${1:?usage: stop-leftovers.sh PID-of-the-test-run}

# Fields of /proc/PID/stat after the command name (which may hold spaces): [1] the parent, [19] the start time.
fields() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  echo "${stat##*) }"
}
started_at() { local f; f=($(fields "$1")) || return 1; echo "${f[19]}"; }
parent_of() { local f; f=($(fields "$1")) || return 1; echo "${f[1]}"; }

since=$(started_at "$run") || exit 0
keep=" "
pid=$$
while [ -n "$pid" ] && [ "$pid" -gt 1 ]; do
  keep+="$pid "
  pid=$(parent_of "$pid") || break
done

stopped=()
for dir in /proc/[0-9]*; do
  pid=${dir#/proc/}
  [[ $keep == *" $pid "* ]] && continue
  cwd=$(readlink "$dir/cwd" 2>/dev/null) || continue
  cwd=${cwd% (deleted)}
  case "$cwd" in "$root" | "$root"/*) ;; *) continue ;; esac
  start=$(started_at "$pid") || continue
  [ "$start" -ge "$since" ] || continue
  kill -TERM "$pid" 2>/dev/null && stopped+=("$pid")
done
if [ ${#stopped[@]} -gt 0 ]; then
  sleep 2
  for pid in "${stopped[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  echo "stopped ${#stopped[@]} process(es) the tests left running"
fi
