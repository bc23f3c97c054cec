#!/usr/bin/env bash
# `npm start`: installs the workspace, builds the API and the PWA, then runs the whole product on
# localhost (Firebase Auth emulator, API on the embedded store, the built PWA) — see scripts/start.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/pnpm.sh
. scripts/lib/pnpm.sh

step "Install workspace (pnpm $PNPM_VERSION)"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
"${PNPM[@]}" install --frozen-lockfile

# The PWA is built against the ports it will talk to (Vite bakes them in).
export API_PORT=${API_PORT:-8787} APP_PORT=${APP_PORT:-4173} AUTH_PORT=${AUTH_PORT:-9099}
export VITE_API_URL="http://127.0.0.1:$API_PORT"
export VITE_FIREBASE_AUTH_EMULATOR_URL="http://127.0.0.1:$AUTH_PORT"

step "Build the API and the PWA"
"${PNPM[@]}" exec turbo run build --filter=@lotto/api --filter=@lotto/pwa --output-logs=new-only

step "Start"
exec node scripts/start.mjs "$@"
