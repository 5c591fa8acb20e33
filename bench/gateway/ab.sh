#!/usr/bin/env bash
# CPU time per request of `--api-only` built from another commit (A) and from this tree (B),
# side by side: both in upstream mode against the same double, called in alternating rounds at
# a fixed 2,000 req/s, each process's user+system CPU read from /proc around each round. For a
# change whose effect is smaller than what the machine's other load does to bench/gateway's
# ratios (session 29's collector fix: docs/gateway.md, "What kept them alive").
#   npm run build && bash bench/gateway/ab.sh <commit> [rounds=6] [seconds=6]
# STUDIO=1 compares the studio (`npm start`, pages and API) instead: both serve this tree's
# .next, and each renders a page first, as a browser would, before the API is measured.
# PAGE=/translate (implies STUDIO=1) measures that page instead, as fast as 8 connections
# fetch it: pages per second, p50 and p99, and the CPU per page of the whole process (every
# thread): what the pages thread's extra hop costs a page.
set -euo pipefail
cd "$(dirname "$0")/../.."
REF=${1:?usage: bash bench/gateway/ab.sh <commit> [rounds] [seconds]}
ROUNDS=${2:-6}
DUR=${3:-6}
KEY=sk-bench-upstream-7c1d2e9f40a8b3c6
DIR=$(mktemp -d)
if [ -n "${PAGE:-}" ]; then STUDIO=1; fi
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; git worktree remove --force "$DIR/a" 2>/dev/null || true; }
trap cleanup EXIT

# A: the other commit's server build, in a worktree that borrows this tree's node_modules.
git worktree add --detach -q "$DIR/a" "$REF"
ln -s "$PWD/node_modules" "$DIR/a/node_modules"
if [ -n "${STUDIO:-}" ]; then ln -s "$PWD/.next" "$DIR/a/.next"; fi
mode=(); if [ -z "${STUDIO:-}" ]; then mode=(--api-only); fi
(cd "$DIR/a" && node --conditions=react-server --import tsx scripts/build-server.ts > /dev/null)

node --import tsx tests/support/upstream-double-server.ts 4311 "$KEY" > /dev/null 2>&1 & pids+=($!)
PK=$(DATA_DIR=$DIR/data OWNER_RPM=1000000 LOG_LEVEL=silent node --conditions=react-server --import tsx scripts/keys.ts create --name bench --owner --json | tail -1 | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).secret))')
read -r -a start_args <<< "$(node -p "require('./package.json').scripts.start.split(' ').slice(1).join(' ')")"
prism_env=(NODE_ENV=production PROVIDER=upstream UPSTREAM_BASE_URL=http://127.0.0.1:4311 UPSTREAM_API_KEY=$KEY DATA_DIR=$DIR/data
  LOG_LEVEL=info RATE_LIMIT_IP_RPM=1000000 OWNER_RPM=1000000)
(cd "$DIR/a" && exec env "${prism_env[@]}" node "${start_args[@]}" "${mode[@]}" -p 4331 -H 127.0.0.1 > /dev/null 2>&1) & a=$!; pids+=($a)
env "${prism_env[@]}" node "${start_args[@]}" "${mode[@]}" -p 4332 -H 127.0.0.1 > /dev/null 2>&1 & b=$!; pids+=($b)
for port in 4331 4332; do
  for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 0.5; done
  if [ -n "${STUDIO:-}" ]; then curl -s -o /dev/null "http://127.0.0.1:$port/translate"; fi
done

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
declare -A all p50s
for round in $(seq 1 "$ROUNDS"); do
  for side in A B; do
    if [ "$side" = A ]; then pid=$a; port=4331; else pid=$b; port=4332; fi
    if [ -n "${PAGE:-}" ]; then args=(-c 8 "http://127.0.0.1:$port$PAGE")
    else args=(-c 16 -R 2000 -m POST -H "authorization=Bearer $PK" -H 'content-type=application/json' -b '{"text":"Where is the train station?"}' "http://127.0.0.1:$port/api/translate/detect"); fi
    npx autocannon -d 2 "${args[@]}" > /dev/null 2>&1 # warm-up
    before=$(ticks "$pid")
    read -r total rps p50 p99 non2xx < <(npx autocannon -j -d "$DUR" "${args[@]}" 2>/dev/null | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => { const r = JSON.parse(s); console.log(r.requests.total, r.requests.average, r.latency.p50, r.latency.p99, r.non2xx) })')
    after=$(ticks "$pid")
    us=$(node -e "console.log((($after - $before) * 1e6 / $hz / $total).toFixed(1))")
    echo "round $round $side CPU µs per request $us ($rps req/s, p50 $p50 ms, p99 $p99 ms, $non2xx not 2xx)"
    all[$side]="${all[$side]:-} $us"
    p50s[$side]="${p50s[$side]:-} $p50"
  done
done
summary() { node -e 'const v = process.argv.slice(1).map(Number).sort((x, y) => x - y); const m = v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2; console.log(`least ${v[0].toFixed(1)}, median ${m.toFixed(1)}`)' $1; }
echo "A ($(git rev-parse --short "$REF")): $(summary "${all[A]}") µs per request; p50 $(summary "${p50s[A]}") ms"
echo "B (this tree): $(summary "${all[B]}") µs per request; p50 $(summary "${p50s[B]}") ms"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
