#!/usr/bin/env bash
# `pnpm bench` / `npm run bench`: the API benchmark (autocannon vs a static server) and the PWA
# benchmark (first-paint JS, Lighthouse, offline reload) and the scale run (bench/scale: the real
# history against a synthetic one ten times its size), one after the other on this machine.
# Needs the Auth emulator for the PWA part: started here unless FIREBASE_AUTH_EMULATOR_HOST is set.
# BENCH_PARTS=lighthouse,… runs only those parts (drawday3: the draw-day run against three API
# instances on one FerretDB and one Redis; push: the fan-out of a final draw to
# BENCH_PUSH_SUBSCRIPTIONS, default 1,000,000, against the local push service); BENCH_BUSY=1 keeps one core busy for the whole
# run (another process's load: a child `node` spinning; see bench/run-options.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/pnpm.sh
. scripts/lib/pnpm.sh

# Whether BENCH_PARTS (comma-separated; unset = all) asks for part $1.
want() { [ -z "${BENCH_PARTS:-}" ] || [[ ",${BENCH_PARTS// /}," == *",$1,"* ]]; }
# The PWA bench's parts (bench/pwa-bench.ts checks the names).
pwa_parts() { [ -z "${BENCH_PARTS:-}" ] || [[ ",${BENCH_PARTS// /}," =~ ,(device|js|lighthouse|offline|history|scan|profile), ]]; }
for part in ${BENCH_PARTS//,/ }; do
  case "$part" in
    api | drawday3 | push | device | js | lighthouse | offline | history | scan | scale | profile) ;;
    *) echo "BENCH_PARTS: unknown part '$part' (api, drawday3, push, device, js, lighthouse, offline, history, scan, scale, profile)" >&2; exit 2 ;;
  esac
done

if [[ "${BENCH_BUSY:-}" =~ ^(1|true|yes)$ ]]; then
  node bench/busy-core.mjs $$ &
  export BENCH_BUSY_PID=$!
  trap 'kill "$BENCH_BUSY_PID" 2>/dev/null || true' EXIT
  echo "busy-core mode: process $BENCH_BUSY_PID keeps one core at 100 % for the whole run"
fi

step "Build"
"${PNPM[@]}" exec turbo run build --filter=@lotto/api --filter=@lotto/pwa --output-logs=errors-only
echo "machine: $(nproc) cores, $(free -g | awk '/^Mem:/{print $2}') GiB, node $(node --version), $(date -u +%F)"

if want api; then
step "API: GET /results, /tips and /results/:date vs a static server (autocannon, 50 connections), then draw day (pollers while the admin enters a draw)"
"${PNPM[@]}" --filter @lotto/bench bench:api
fi

# FerretDB is built once with Go (scripts/ferretdb.sh) when it is not yet.
if want drawday3; then
step "API: draw day against ${BENCH_INSTANCES:-3} API instances on one FerretDB and one Redis (requests round-robin over them)"
"${PNPM[@]}" --filter @lotto/bench bench:drawday3
fi

if want push; then
step "API: Web Push fan-out of a final draw to ${BENCH_PUSH_SUBSCRIPTIONS:-1000000} subscriptions (FerretDB + Redis, the local push service as a process), beside web-push's bare loop and the draw-day load"
"${PNPM[@]}" --filter @lotto/bench bench:push
fi

if pwa_parts; then
step "PWA: first-paint JS, Lighthouse (mobile), offline warm reload, the ticket scan"
if [ -n "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  "${PNPM[@]}" --filter @lotto/bench bench
else
  "${PNPM[@]}" exec firebase emulators:exec --only auth --project demo-lotto "${PNPM[*]} --filter @lotto/bench bench"
fi
fi

if want scale; then
step "Scale: the real history against a synthetic one ten times its size (import, API req/s and p99, device storage, /result and the draw picker at 4× CPU; SCALE_* settings in bench/scale/scale-bench.ts)"
if [ -n "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  "${PNPM[@]}" --filter @lotto/bench bench:scale
else
  "${PNPM[@]}" exec firebase emulators:exec --only auth --project demo-lotto "${PNPM[*]} --filter @lotto/bench bench:scale"
fi
fi
