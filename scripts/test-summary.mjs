// Adds up the test reports of one scripts/test.sh run and prints the closing line,
// "tests: N passed, M failed". A failed step that has no report (lint, typecheck, build)
// counts as one failure, so the line can never read 0 failed when something broke.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

for (const name of ['unit.json', 'unit-postgres.json', 'api.json', 'cluster.json']) {
  const report = read(name);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  skipped += e2e.stats.skipped;
}

const reported = { unit: 'unit.json', 'unit-postgres': 'unit-postgres.json', api: 'api.json', cluster: 'cluster.json', browser: 'e2e.json' };
for (const step of failedSteps) {
  // A runner that crashed before writing its report still counts as a failure.
  if (!reported[step] || !existsSync(path.join(dir, reported[step]))) failed += 1;
}

if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
