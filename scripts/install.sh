#!/usr/bin/env bash
# A clean install (npm ci) run by npm on the project's Node: package.json's devDependency `node`
# (Node 24), fetched from the npm registry first when the machine's own Node is older than the
# engines field allows (this workplace's machines have Node 20). npm judges every package's engines
# against the Node it runs on, so under Node 20 it would rightly warn (EBADENGINE) about the
# dependencies that need Node 22 or later. Arguments go to npm ci.
set -euo pipefail
cd "$(dirname "$0")/.."
want="$(node -p "require('./package-lock.json').packages['node_modules/node'].version")"
major="$(node -p "process.versions.node.split('.')[0]")"
if [ "$major" -lt 24 ]; then
  PATH="$(bash scripts/registry-node.sh "$want"):$PATH"
  export PATH
fi
echo "npm ci on Node $(node --version) (npm $(npm --version))"
npm ci "$@"
