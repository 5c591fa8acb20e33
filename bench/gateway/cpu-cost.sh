#!/usr/bin/env bash
# CPU time per request of Prism (the studio, and an --api-only instance) and of the bare Node proxy at a fixed rate (less noisy than
# req/s on a shared machine): each server in its own process, the same upstream double, the
# process's user+system CPU ticks read from /proc before and after a fixed-rate autocannon run.
#   npm run build && bash bench/gateway/cpu-cost.sh [rate=2000] [seconds=10] [rounds=3]
# rate=max loads each server as bench/gateway/run.ts does (32 connections, no rate) and also
# prints how many cores it kept busy: a server at ~1 core is its own limit.
# Rounds alternate the servers; the least CPU per request of each is the figure to quote
# (other work on a shared machine only ever adds to it).
# PROF=1 also writes a CPU profile of Prism to /tmp/prism-gateway-prof.
# UWS=1 adds the bare proxy on uWebSockets.js (bench/gateway/bare-uws-proxy.ts says how to install it).
# THREADS=1 also splits each figure by thread: the main thread's user and system time, and the
# rest of the process's threads (V8's helpers: concurrent marking, parallel scavenges, compiling).
# GC=1 also traces V8's collector in each server (--trace-gc-nvp) and prints, over the measured runs,
# scavenges per 1,000 requests and, per scavenge, the bytes that survived it, the bytes promoted to
# the old generation (which its concurrent marking then has to trace) and the pause.
# SOURCE=1 adds --api-only run from the TypeScript through tsx, as `npm run dev` runs it: what the
# server build (scripts/build-server.ts) saves.
set -euo pipefail
cd "$(dirname "$0")/../.."
RATE=${1:-2000}
DUR=${2:-10}
ROUNDS=${3:-3}
KEY=sk-bench-upstream-7c1d2e9f40a8b3c6
DIR=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

node --import tsx tests/support/upstream-double-server.ts 4311 "$KEY" > /dev/null 2>&1 & pids+=($!)
PK=$(DATA_DIR=$DIR/data OWNER_RPM=1000000 LOG_LEVEL=silent node --conditions=react-server --import tsx scripts/keys.ts create --name bench --owner --json | tail -1 | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).secret))')
prism_env=(NODE_ENV=production PROVIDER=upstream UPSTREAM_BASE_URL=http://127.0.0.1:4311 UPSTREAM_API_KEY=$KEY DATA_DIR=$DIR/data
  LOG_LEVEL=info RATE_LIMIT_IP_RPM=1000000 OWNER_RPM=1000000)
# Prism as `npm start` runs it (the server build), read from package.json.
read -r -a start_args <<< "$(node -p "require('./package.json').scripts.start.split(' ').slice(1).join(' ')")"
# With GC=1 each server's stdout (where V8 writes the trace) is kept in $DIR/out-<name>.
out() { if [ -n "${GC:-}" ]; then echo "$DIR/out-$1"; else echo /dev/null; fi; }
gc_flag=${GC:+--trace-gc-nvp}
env "${prism_env[@]}" node $gc_flag ${PROF:+--cpu-prof --cpu-prof-dir=/tmp/prism-gateway-prof} "${start_args[@]}" -p 4313 -H 127.0.0.1 > "$(out prism)" 2>&1 & app=$!; pids+=($app)
env "${prism_env[@]}" node $gc_flag "${start_args[@]}" --api-only -p 4317 -H 127.0.0.1 > "$(out api-only)" 2>&1 & apionly=$!; pids+=($apionly)
node $gc_flag --import tsx bench/gateway/bare-node-proxy.ts 4314 http://127.0.0.1:4311 "$KEY" > "$(out bare)" & bare=$!; pids+=($bare)
names=(bare prism api-only)
if [ -n "${SOURCE:-}" ]; then
  env "${prism_env[@]}" node --conditions=react-server --import tsx server.ts --api-only -p 4319 -H 127.0.0.1 > /dev/null 2>&1 & from_source=$!; pids+=($from_source)
  names+=(source)
fi
if [ -n "${UWS:-}" ]; then
  node --import tsx bench/gateway/bare-uws-proxy.ts 4318 http://127.0.0.1:4311 "$KEY" & uws=$!; pids+=($uws)
  names+=(uws)
fi
# A page first on the studio, as a browser would: Next turns its async-context tracking on at the first render.
for port in 4313 4314 4317 ${UWS:+4318} ${SOURCE:+4319}; do
  for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.5; done
done

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# user ticks of the main thread, its system ticks, and the ticks of every other thread
split_ticks() { awk -v main="$1" 'FNR == 1 { tid = FILENAME; sub(/\/stat$/, "", tid); sub(/.*\//, "", tid); if (tid == main) { u += $14; s += $15 } else { o += $14 + $15 } } END { print u, s, o }' /proc/"$1"/task/*/stat; }
hz=$(getconf CLK_TCK)
declare -A best
for round in $(seq 1 "$ROUNDS"); do
for name in "${names[@]}"; do
  case $name in
    prism) pid=$app; url=http://127.0.0.1:4313/api/translate/detect ;;
    api-only) pid=$apionly; url=http://127.0.0.1:4317/api/translate/detect ;;
    uws) pid=$uws; url=http://127.0.0.1:4318/api/translate/detect ;;
    source) pid=$from_source; url=http://127.0.0.1:4319/api/translate/detect ;;
    *) pid=$bare; url=http://127.0.0.1:4314/api/translate/detect ;;
  esac
  if [ "$RATE" = max ]; then load=(-c 32); else load=(-c 16 -R "$RATE"); fi
  args=("${load[@]}" -m POST -H "authorization=Bearer $PK" -H 'content-type=application/json' -b '{"text":"Where is the train station?"}' "$url")
  npx autocannon -d 3 "${args[@]}" > /dev/null 2>&1 # warm-up
  before=$(ticks "$pid")
  [ -n "${GC:-}" ] && gc0=$(wc -l < "$DIR/out-$name")
  [ -n "${THREADS:-}" ] && read -r u0 s0 o0 < <(split_ticks "$pid")
  total=$(npx autocannon -j -d "$DUR" "${args[@]}" 2>/dev/null | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).requests.total))')
  after=$(ticks "$pid")
  if [ -n "${GC:-}" ]; then
    sed -n "$((gc0 + 1)),\$p" "$DIR/out-$name" | grep ' gc=s ' >> "$DIR/gc-$name" || true
    echo "$total" >> "$DIR/requests-$name"
  fi
  [ -n "${THREADS:-}" ] && read -r u1 s1 o1 < <(split_ticks "$pid")
  us=$(node -e "console.log((($after - $before) * 1e6 / $hz / $total).toFixed(1))")
  cores=$(node -e "console.log((($after - $before) / $hz / $DUR).toFixed(2))")
  echo "round $round $(printf '%-8s' $name) requests $total CPU µs per request $us, cores busy $cores"
  if [ -n "${THREADS:-}" ]; then
    per() { node -e "console.log(($1 * 1e6 / $hz / $total).toFixed(1))"; }
    echo "        main thread user $(per $((u1 - u0))) µs, system $(per $((s1 - s0))) µs; other threads $(per $((o1 - o0))) µs"
  fi
  if [ -z "${best[$name]:-}" ] || node -e "process.exit($us < ${best[$name]} ? 0 : 1)"; then best[$name]=$us; fi
done
done
ratio() { node -e "console.log(($1 / $2).toFixed(2))"; }
echo "least CPU µs per request: bare ${best[bare]}, prism ${best[prism]} (ratio $(ratio "${best[prism]}" "${best[bare]}")), prism --api-only ${best[api-only]} (ratio $(ratio "${best[api-only]}" "${best[bare]}"))"
if [ -n "${SOURCE:-}" ]; then echo "least CPU µs per request of --api-only from source (tsx): ${best[source]} (ratio $(ratio "${best[source]}" "${best[bare]}"); the build saves $(node -e "console.log((100 * (1 - ${best[api-only]} / ${best[source]})).toFixed(0))") %)"; fi
if [ -n "${UWS:-}" ]; then echo "least CPU µs per request of the bare proxy on uWebSockets.js: ${best[uws]} (ratio $(ratio "${best[uws]}" "${best[bare]}"))"; fi
if [ -n "${GC:-}" ]; then
  for name in "${names[@]}"; do
    [ -f "$DIR/out-$name" ] || continue
    node -e '
      const fs = require("fs");
      const [file, requests, name] = process.argv.slice(1);
      const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : [];
      const total = fs.readFileSync(requests, "utf8").trim().split("\n").reduce((a, b) => a + Number(b), 0);
      const mean = (field) => lines.reduce((sum, line) => sum + Number(new RegExp(` ${field}=([0-9.]+)`).exec(line)?.[1] ?? 0), 0) / Math.max(1, lines.length);
      const kb = (bytes) => (bytes / 1024).toFixed(0);
      console.log(`collector ${name.padEnd(8)} scavenges per 1,000 requests ${(lines.length * 1000 / total).toFixed(2)}; per scavenge: allocated ${kb(mean("allocated"))} KB, survived ${kb(mean("new_space_survived"))} KB, promoted ${kb(mean("promoted"))} KB, pause ${mean("pause").toFixed(2)} ms`);
    ' "$DIR/gc-$name" "$DIR/requests-$name" "$name"
  done
fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
