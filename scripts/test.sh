#!/usr/bin/env bash
# Installs what is missing (Debian packages including Chromium, npm dependencies), then runs
# every check: lint, layers, typecheck, unit tests (the account tests again on PostgreSQL), production build, first-load JavaScript budgets,
# API tests over HTTP in local and upstream mode, the cluster test (npm run test:cluster), and browser
# tests in Debian's Chromium. Ends with one line
# "tests: N passed, M failed" and exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Nothing a test started outlives the run (a server left on its port would fail the next run).
trap "bash scripts/stop-leftovers.sh $$" EXIT
bash scripts/install.sh || { echo "install failed"; exit 1; }

export NEXT_TELEMETRY_DISABLED=1
results=.test-results
rm -rf "$results" .data-e2e
mkdir -p "$results"
failed_steps=()

step() {
  local name=$1
  shift
  local started=$SECONDS
  echo "::: $name"
  if "$@"; then
    echo "::: $name passed in $((SECONDS - started)) s"
  else
    echo "::: $name FAILED after $((SECONDS - started)) s"
    failed_steps+=("$name")
  fi
}

step lint npx eslint . --max-warnings=0
# Layers and import circles (.dependency-cruiser.cjs): an arrow pointing the wrong way fails here.
step layers npm run -s lint:layers
step typecheck npx tsc --noEmit -p .
step unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results/unit.json"
# The account, key, demo-link and session tests again on PostgreSQL (tests/unit/platform-support.ts):
# the queries and the text they store must hold on both stores.
step unit-postgres env TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project unit tests/unit/platform- \
  --reporter=default --reporter=json --outputFile.json="$results/unit-postgres.json"
step build npm run -s build
if [[ " ${failed_steps[*]} " == *" build "* ]]; then
  echo "::: build failed: API and browser tests skipped"
else
  # First-load JavaScript per page, as a browser fetches it: 150 kB gz, chat 200 (DESIGN.md).
  step budgets npx tsx scripts/first-load.ts
  step api npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/api.json"
  # Two app instances, two workers, PostgreSQL, Redis, an S3 server and nginx (docs/deploy.md).
  step cluster npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json="$results/cluster.json"
  step browser env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json
fi

node scripts/test-summary.mjs "$results" "${failed_steps[@]}"
