#!/usr/bin/env bash
# FerretDB (Apache-2.0): a MongoDB wire-protocol server on SQLite. The API's MongoDB test run and
# `MONGODB_URI=… npm start` trials use it; production uses MongoDB (Atlas or a replica set).
#
#   bash scripts/ferretdb.sh install      builds it once with Go (source from the Go module proxy), into
#                                         $LOTTO_TOOLS_DIR (default ~/.cache/lotto); quick when built
#   bash scripts/ferretdb.sh path         prints the binary's path (installing it when missing)
#   bash scripts/ferretdb.sh start DIR    starts one on a free 127.0.0.1 port with its data in DIR, waits
#                                         until it answers, prints "PID mongodb://127.0.0.1:PORT/"
#                                         (stop it with `kill PID`; its log is DIR/ferretdb.log)
#
# Its backend: Debian's PostgreSQL when installed (a throw-away cluster in DIR/pg, fsync off: test
# data; `kill PID` stops both), else SQLite; FERRETDB_BACKEND=sqlite|postgresql chooses. Why: the
# SQLite backend runs only `{ _id }` filters in SQL and reads the whole collection for any other
# (the API's conditional update of a draw, `{ _id, rev }`, reads all 875 draws), while the
# PostgreSQL backend pushes top-level equality down: 50 such updates took 26 s on SQLite, 2.8 s on
# PostgreSQL 15 on a busy 2-core machine.
set -euo pipefail

FERRETDB_VERSION=v1.24.2
tools_dir=${LOTTO_TOOLS_DIR:-$HOME/.cache/lotto}
bin="$tools_dir/ferretdb-$FERRETDB_VERSION/ferretdb"

install() {
  [ -x "$bin" ] && return 0
  if ! command -v go >/dev/null 2>&1; then
    echo "FerretDB is built with Go (1.24 or newer), which is not installed: install Go from https://go.dev/dl/" \
      "(or your system's golang package) and run again." >&2
    exit 1
  fi
  echo "building FerretDB $FERRETDB_VERSION with $(go version | awk '{print $3}') (once; a few minutes)" >&2
  # `go install …/cmd/ferretdb@version` builds a binary that panics at start: the module leaves out
  # build/version/version.txt, which its release builds generate. So: fetch the module from the Go
  # module proxy, copy it, write that file (the version, as `git describe` would), build the copy.
  local module_dir src
  module_dir=$(go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" |
    node -e "let s='';process.stdin.on('data',(d)=>(s+=d)).on('end',()=>{const m=JSON.parse(s);if(m.Error){console.error(m.Error);process.exit(1)}console.log(m.Dir)})")
  src=$(mktemp -d)
  trap 'rm -rf "$src"' RETURN
  cp -r "$module_dir/." "$src"
  chmod -R u+w "$src"
  echo "$FERRETDB_VERSION" >"$src/build/version/version.txt"
  mkdir -p "$(dirname "$bin")"
  # CGO off: FerretDB's SQLite is pure Go (modernc.org/sqlite); the binary needs no C toolchain.
  (cd "$src" && CGO_ENABLED=0 go build -trimpath -o "$bin.tmp" ./cmd/ferretdb)
  mv "$bin.tmp" "$bin"
  [ -x "$bin" ] || { echo "go install did not produce $bin" >&2; exit 1; }
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# The newest PostgreSQL of Debian's packages (its binaries are not on PATH), or nothing.
pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$found" ] && [ -x "$found/initdb" ] && echo "$found"
}

backend() {
  case "${FERRETDB_BACKEND:-}" in
    sqlite | postgresql) echo "$FERRETDB_BACKEND" ;;
    '') if [ -n "$(pg_bin)" ]; then echo postgresql; else echo sqlite; fi ;;
    *)
      echo "FERRETDB_BACKEND must be sqlite or postgresql, not \"$FERRETDB_BACKEND\"" >&2
      exit 2
      ;;
  esac
}

wait_for_port() { # PORT PID: 0 when the port answers, 1 when PID died or 10 s passed
  for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    kill -0 "$2" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

start() {
  local dir=${1:?usage: ferretdb.sh start DIR}
  install
  mkdir -p "$dir/state"
  local port kind
  port=$(free_port)
  kind=$(backend)
  local handler=(--handler=sqlite "--sqlite-url=file:$dir/data/")
  local pg='' as=() pg_port=''
  if [ "$kind" = postgresql ]; then
    pg=$(pg_bin)
    [ -n "$pg" ] || { echo "FERRETDB_BACKEND=postgresql: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
    mkdir -p "$dir/pg"
    # PostgreSQL refuses to run as root: its cluster belongs to the postgres user then.
    if [ "$(id -u)" = 0 ]; then
      chown postgres "$dir/pg"
      as=(runuser -u postgres --)
      "${as[@]}" test -w "$dir/pg" || {
        echo "$dir/pg cannot be reached by the postgres user (PostgreSQL refuses to run as root): start FerretDB in a folder whose parents it can enter (e.g. chmod 755 a mktemp -d folder)." >&2
        exit 1
      }
    fi
    pg_port=$(free_port)
    if [ ! -d "$dir/pg/data" ]; then
      "${as[@]}" "$pg/initdb" -D "$dir/pg/data" -A trust -U postgres --no-sync >"$dir/pg/initdb.log" 2>&1 ||
        { cat "$dir/pg/initdb.log" >&2; exit 1; }
    fi
    "${as[@]}" "$pg/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/postgres.log" -w -s \
      -o "-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start || { cat "$dir/pg/postgres.log" >&2; exit 1; }
    "${as[@]}" "$pg/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -qAt \
      -c "SELECT 1 FROM pg_database WHERE datname = 'ferretdb'" | grep -q 1 ||
      "${as[@]}" "$pg/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -q -c 'CREATE DATABASE ferretdb'
    handler=(--handler=postgresql "--postgresql-url=postgres://postgres@127.0.0.1:$pg_port/ferretdb")
  else
    mkdir -p "$dir/data"
  fi
  local pid
  if [ -z "$pg" ]; then
    "$bin" "${handler[@]}" --listen-addr="127.0.0.1:$port" \
      --state-dir="$dir/state" --telemetry=disable --debug-addr=- --log-level=warn \
      >"$dir/ferretdb.log" 2>&1 &
    pid=$!
  else
    # One PID for the caller: a shell that stops the cluster once FerretDB has stopped.
    (
      trap 'kill "$ferret" 2>/dev/null' TERM INT
      "$bin" "${handler[@]}" --listen-addr="127.0.0.1:$port" \
        --state-dir="$dir/state" --telemetry=disable --debug-addr=- --log-level=warn \
        >"$dir/ferretdb.log" 2>&1 &
      ferret=$!
      wait "$ferret" || wait "$ferret" || true
      "${as[@]}" "$pg/pg_ctl" -D "$dir/pg/data" -m fast -s stop || true
    ) </dev/null >/dev/null 2>&1 &
    pid=$!
  fi
  if wait_for_port "$port" "$pid"; then
    echo "$pid mongodb://127.0.0.1:$port/"
    return 0
  fi
  echo "FerretDB ($kind) did not start on 127.0.0.1:$port; its log:" >&2
  cat "$dir/ferretdb.log" >&2
  kill "$pid" 2>/dev/null || true
  exit 1
}

case "${1:-}" in
  install) install ;;
  path) install && echo "$bin" ;;
  start) start "${2:-}" ;;
  *)
    echo "usage: bash scripts/ferretdb.sh install | path | start DIR" >&2
    exit 2
    ;;
esac
