#!/usr/bin/env bash
# Installs what Prism Studio needs on a Debian machine and is missing: the Debian packages
# listed in scripts/apt/*.txt (contrib enabled for the Japanese HTS voice) and the npm
# dependencies. Safe to run again: it only installs what is not there yet.
set -euo pipefail
cd "$(dirname "$0")/.."

wanted=()
for list in scripts/apt/*.txt; do
  while read -r pkg _; do
    [[ -z "$pkg" || "$pkg" == \#* ]] && continue
    wanted+=("$pkg")
  done < "$list"
done

missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done

enable_contrib() {
  # The HTS voice lives in Debian's contrib component; add it to every deb822 source.
  local f
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -f "$f" ]] || continue
    grep -q '^Components:.*contrib' "$f" || sed -i -E 's/^(Components:.*main)$/\1 contrib/' "$f"
  done
  if [[ -f /etc/apt/sources.list ]]; then
    sed -i -E '/^deb .* main/{/contrib/!s/ main/ main contrib/}' /etc/apt/sources.list
  fi
}

if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]]; then
    echo "install: Debian packages: ${missing[*]}"
    enable_contrib
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "install: these Debian packages are missing; as root, run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    echo "  (enable the contrib component first for hts-voice-nitech-jp-atr503-m001)" >&2
    exit 1
  fi
fi

# No install step may download from outside the npm registry: no browser builds, no GPU
# binaries, no model hubs.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export ONNXRUNTIME_NODE_INSTALL=skip
export NODE_LLAMA_CPP_SKIP_DOWNLOAD=true
if [[ ! -d node_modules ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  # npm install, not npm ci: this npm writes lockfiles without other platforms' optional
  # binaries, then its own `npm ci` refuses them as "out of sync". With a lockfile present,
  # npm install installs the locked versions all the same.
  echo "install: npm install (locked versions)"
  npm install --no-audit --no-fund
fi
