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

start() {
  local dir=${1:?usage: ferretdb.sh start DIR}
  install
  mkdir -p "$dir/data" "$dir/state"
  local port
  port=$(free_port)
  "$bin" --handler=sqlite --sqlite-url="file:$dir/data/" --listen-addr="127.0.0.1:$port" \
    --state-dir="$dir/state" --telemetry=disable --debug-addr=- --log-level=warn \
    >"$dir/ferretdb.log" 2>&1 &
  local pid=$!
  for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$pid mongodb://127.0.0.1:$port/"
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "FerretDB did not start on 127.0.0.1:$port; its log:" >&2
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
