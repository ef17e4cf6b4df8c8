#!/usr/bin/env bash
# Step "install" of the conformance action (action.yml): installs the package into a folder of its own under
# RUNNER_TEMP, never into the workspace (an `npm install` there would touch the project's node_modules and
# lock file), and writes the path of its bin to the step's outputs.
#   CONFORMANCE_VERSION   the version (or dist-tag) of conformance to install
#   CONFORMANCE_PACKAGE   what to install instead: any npm install spec (a tarball path or URL)
#   CONFORMANCE_BIN       a conformance bin already on the machine (a self-hosted image, this repository's
#                         own tests): used as it is, nothing is installed
set -euo pipefail

out() { printf '%s=%s\n' "$1" "$2" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run as a step of a GitHub Actions job}"; }

if [ -n "${CONFORMANCE_BIN:-}" ]; then
  if [ ! -f "$CONFORMANCE_BIN" ]; then
    echo "::error::CONFORMANCE_BIN is $CONFORMANCE_BIN, which is no file: unset it to install the package"
    exit 2
  fi
  echo "conformance: using CONFORMANCE_BIN $CONFORMANCE_BIN (nothing installed)"
  out bin "$CONFORMANCE_BIN"
  exit 0
fi

spec="${CONFORMANCE_PACKAGE:-}"
if [ -z "$spec" ]; then
  spec="conformance@${CONFORMANCE_VERSION:?give the action a version (or a package)}"
fi
# A tarball or folder in the workspace: npm resolves a relative path from the install folder, not from here.
if [ -e "$spec" ]; then spec="$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")"; fi
prefix="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/conformance-action"
mkdir -p "$prefix"
# An empty package of its own, so that npm installs into this folder and not into a package.json above it.
[ -f "$prefix/package.json" ] || printf '{ "name": "conformance-action", "private": true }\n' > "$prefix/package.json"
echo "conformance: npm install $spec"
npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$spec"
bin="$prefix/node_modules/conformance/bin/conformance.js"
[ -f "$bin" ] || { echo "::error::$spec installed no conformance bin (looked for $bin)"; exit 2; }
echo "conformance: $(node "$bin" --version)"
out bin "$bin"
