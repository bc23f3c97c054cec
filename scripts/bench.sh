#!/usr/bin/env bash
# `pnpm bench` / `npm run bench`: the API benchmark (autocannon vs a static server) and the PWA
# benchmark (first-paint JS, Lighthouse, offline reload) and the scale run (bench/scale: the real
# history against a synthetic one ten times its size), one after the other on this machine.
# Needs the Auth emulator for the PWA part: started here unless FIREBASE_AUTH_EMULATOR_HOST is set.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/pnpm.sh
. scripts/lib/pnpm.sh

step "Build"
"${PNPM[@]}" exec turbo run build --filter=@lotto/api --filter=@lotto/pwa --output-logs=errors-only
echo "machine: $(nproc) cores, $(free -g | awk '/^Mem:/{print $2}') GiB, node $(node --version), $(date -u +%F)"

step "API: GET /results, /tips and /results/:date vs a static server (autocannon, 50 connections), then draw day (pollers while the admin enters a draw)"
"${PNPM[@]}" --filter @lotto/bench bench:api

step "PWA: first-paint JS, Lighthouse (mobile), offline warm reload"
if [ -n "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  "${PNPM[@]}" --filter @lotto/bench bench
else
  "${PNPM[@]}" exec firebase emulators:exec --only auth --project demo-lotto "${PNPM[*]} --filter @lotto/bench bench"
fi

step "Scale: the real history against a synthetic one ten times its size (import, API req/s and p99, device storage, /result and the draw picker at 4× CPU; SCALE_* settings in bench/scale/scale-bench.ts)"
if [ -n "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  "${PNPM[@]}" --filter @lotto/bench bench:scale
else
  "${PNPM[@]}" exec firebase emulators:exec --only auth --project demo-lotto "${PNPM[*]} --filter @lotto/bench bench:scale"
fi
