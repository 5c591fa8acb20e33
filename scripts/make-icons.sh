#!/usr/bin/env bash
# Renders public/icons/icon.svg to the PNG sizes the web app manifest lists, with Debian's
# Chromium. Run after editing the SVG; the PNGs are committed.
set -euo pipefail
cd "$(dirname "$0")/../public/icons"
for size in 192 512; do
  html=$(mktemp --suffix=.html)
  printf '<html><body style="margin:0"><img src="file://%s/icon.svg" width="%s" height="%s"></body></html>' "$PWD" "$size" "$size" > "$html"
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
    --hide-scrollbars --default-background-color=00000000 --window-size="$size,$size" \
    --screenshot="$PWD/icon-$size.png" "file://$html" >/dev/null 2>&1
  rm -f "$html"
done
# The maskable icon keeps the artwork inside the safe zone by padding it on the brand colour.
html=$(mktemp --suffix=.html)
printf '<html><body style="margin:0;background:#5b4bdb;display:grid;place-items:center;height:512px"><img src="file://%s/icon.svg" width="400" height="400"></body></html>' "$PWD" > "$html"
chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
  --hide-scrollbars --window-size=512,512 --screenshot="$PWD/maskable-512.png" "file://$html" >/dev/null 2>&1
rm -f "$html"
ls -l icon-*.png maskable-512.png
