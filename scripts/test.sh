#!/usr/bin/env bash
# Runs every test of the project on a fresh machine that has Node.js 20 and npm:
# installs the system packages the tests use (redis-server, chromium) when missing and run as root,
# builds FerretDB once with Go (the MongoDB-protocol server of the API's MongoDB run; cached), installs
# the workspace with the pinned pnpm, starts a throw-away redis-server, FerretDB and the Firebase Auth
# emulator, then builds, type-checks, lints and tests every package through turbo (the API's store and
# HTTP suites twice: on the embedded store and on FerretDB).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=lib/pnpm.sh
. scripts/lib/pnpm.sh

step "System packages"
need=()
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[ -x /usr/bin/chromium ] || need+=(chromium)
# Optional: FerretDB runs on PostgreSQL when it is installed (several times faster than on SQLite
# for the API's conditional updates, see scripts/ferretdb.sh); installed only where we may.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && [ "$(id -u)" = 0 ] &&
  command -v apt-get >/dev/null 2>&1; then
  need+=(postgresql)
fi
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${need[*]} from Debian packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    echo "Missing: ${need[*]}. Install them (Debian/Ubuntu: sudo apt-get install ${need[*]}) and run again." >&2
    exit 1
  fi
fi
echo "redis-server: $(redis-server --version | awk '{print $3}')  chromium: $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}')"

step "FerretDB (built in the background while the workspace installs and builds)"
workdir=$(mktemp -d)
# Readable by others: FerretDB's PostgreSQL cluster lives in it and runs as the postgres user.
chmod 755 "$workdir"
redis_pid=
ferretdb_pid=
ferretdb_install_pid=
cleanup() {
  # shellcheck disable=SC2086 # the pids are words or nothing
  kill $redis_pid $ferretdb_pid $ferretdb_install_pid 2>/dev/null || true
  rm -rf "$workdir"
}
trap cleanup EXIT
bash scripts/ferretdb.sh install >"$workdir/ferretdb-install.log" 2>&1 &
ferretdb_install_pid=$!

step "pnpm $PNPM_VERSION"
"${PNPM[@]}" --version

step "Install workspace"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
"${PNPM[@]}" install --frozen-lockfile

step "Build, type-check and lint"
"${PNPM[@]}" exec turbo run build typecheck lint --output-logs=errors-only
# Formatting is part of lint: every file of the repository (but .prettierignore's) as prettier writes it.
"${PNPM[@]}" exec prettier --check . --log-level warn

step "Test services"
redis_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no \
  --dir "$workdir" >"$workdir/redis.log" 2>&1 &
redis_pid=$!
export REDIS_TEST_URL="redis://127.0.0.1:$redis_port"
export CHROMIUM_PATH=/usr/bin/chromium
for _ in $(seq 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
echo "redis-server on $REDIS_TEST_URL"
if ! wait "$ferretdb_install_pid"; then
  cat "$workdir/ferretdb-install.log" >&2
  exit 1
fi
ferretdb_install_pid=
read -r ferretdb_pid MONGODB_TEST_URI < <(bash scripts/ferretdb.sh start "$workdir/ferretdb" || true)
[ -n "${MONGODB_TEST_URI:-}" ] || { echo "FerretDB did not start (see above)" >&2; exit 1; }
export MONGODB_TEST_URI
echo "FerretDB $(bash scripts/ferretdb.sh path | sed -E 's|.*/ferretdb-([^/]*)/.*|\1|') on $MONGODB_TEST_URI"

step "Tests (with the Firebase Auth emulator)"
# emulators:exec starts the Auth emulator, sets FIREBASE_AUTH_EMULATOR_HOST for the command,
# and passes the command's exit code through.
"${PNPM[@]}" exec firebase emulators:exec --only auth --project demo-lotto \
  "${PNPM[*]} exec turbo run test --concurrency=1 --output-logs=full"
