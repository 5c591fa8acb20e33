#!/usr/bin/env bash
# Installs what is missing, builds, and starts Prism Studio on the embedded local engine at
# http://localhost:${PORT:-3000}. Configuration: see .env.example (none is needed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
export NEXT_TELEMETRY_DISABLED=1
npm run -s build
# No -p: the server reads PORT itself (from the environment or .env files), held to its rule,
# and prints the address it listens on (this script cannot know a PORT set in a .env file).
exec node --conditions=react-server --enable-source-maps build/server/server.cjs
