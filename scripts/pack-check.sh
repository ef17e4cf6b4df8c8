#!/usr/bin/env bash
# Proof that the package works as users get it: pack it, install the tarball in an empty folder, run the bin
# and import the API there. Run by CI or before a release (and by test/package/pack-check.test.ts).
# Dependencies come from the npm cache when it has them (--prefer-offline), else from the registry.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/conformance-pack-check.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

step() { printf 'pack-check: %s\n' "$*"; }

# Packed from a copy of the source tree (the files git tracks or would track, committed or not), so that
# the build `npm pack` runs through `prepare` starts from no dist/ at all and does not replace the dist/ of
# this checkout while something else (a test) runs it. node_modules is the checkout's own (the build tools).
# With PACK_CHECK_REUSE_DIST=1 (the test suite, whose global setup has just built dist/ from these sources),
# the checkout's dist/ goes along, written after the sources (tar -m: the copy's own times), so `prepare` finds
# it newer than every source and packs it as it is: the build from empty is what `npm ci` of a fresh clone
# runs, and is proven there; here it would cost a whole tsc.
mkdir "$WORK/src"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard) | (cd "$ROOT" && tar --null -T - -cf -) | tar -xf - -C "$WORK/src"
rm -rf "$WORK/src/dist"
if [ "${PACK_CHECK_REUSE_DIST:-}" = 1 ]; then (cd "$ROOT" && tar -cf - dist) | tar -xmf - -C "$WORK/src"; fi
ln -s "$ROOT/node_modules" "$WORK/src/node_modules"
cd "$WORK/src"
VERSION="$(node -p 'require("./package.json").version')"
step "npm pack (builds dist/ through prepare, unless it is newer than every source)"
npm pack --silent --pack-destination "$WORK" >/dev/null
TARBALL="$WORK/conformance-$VERSION.tgz"
test -f "$TARBALL" || { echo "pack-check: $TARBALL was not written" >&2; exit 1; }

mkdir "$WORK/app"
cd "$WORK/app"
printf '{ "name": "pack-check-app", "private": true, "type": "module" }\n' > package.json
step "npm install ./conformance-$VERSION.tgz in an empty folder"
npm install --prefer-offline --no-save --loglevel=error "$TARBALL"
# Development tools stay out of a user's install: the bin must run without them.
for dev in tsx typescript vitest; do
  if test -e "node_modules/$dev"; then echo "pack-check: $dev was installed with the package" >&2; exit 1; fi
done

step "npx conformance --version"
test "$(npx --no-install conformance --version)" = "$VERSION" || { echo "pack-check: --version is not $VERSION" >&2; exit 1; }

# PACK_CHECK_RUNS=n runs each property n times instead of the default (the test suite: every check of the
# installed package still runs; a default run is what .ci/run starts from a fresh clone).
RUN_ARGS=()
if [ -n "${PACK_CHECK_RUNS:-}" ]; then RUN_ARGS=(--runs "$PACK_CHECK_RUNS"); fi
step "npx conformance run ${RUN_ARGS[*]:+${RUN_ARGS[*]} }(the embedded reference servers)"
npx --no-install conformance run ${RUN_ARGS[@]+"${RUN_ARGS[@]}"} --output-dir "$WORK/reports" > "$WORK/run.log" 2>&1 || { cat "$WORK/run.log" >&2; echo "pack-check: conformance run failed" >&2; exit 1; }
tail -n 3 "$WORK/run.log"

step "npx conformance init: its \$schema names a file the package holds"
npx --no-install conformance init --interface a --output "$WORK/app/profile.json" > /dev/null
SCHEMA="$(node -p 'require("./profile.json").$schema')"
test "$SCHEMA" = "./node_modules/conformance/schemas/profile.schema.json" || { echo "pack-check: init wrote \$schema $SCHEMA" >&2; exit 1; }
test -f "$SCHEMA" || { echo "pack-check: init's \$schema $SCHEMA is not in the package" >&2; exit 1; }

step "import('conformance')"
node --input-type=module -e "
const { run, serve, simulate, checks } = await import('conformance');
for (const [name, fn] of Object.entries({ run, serve, simulate, checks })) if (typeof fn !== 'function') throw new Error(name + ' is not exported');
const catalogue = await checks();
if (catalogue.length === 0) throw new Error('checks() is empty');
const report = await run({ interfaces: ['a'], runs: 5 });
if (report.exitCode !== 0 || report.summary.passed === 0) throw new Error('run() did not pass: ' + JSON.stringify(report.summary));
console.log('pack-check: import ok:', catalogue.length, 'checks;', report.summary.passed, 'passed of interface A');
"
step "ok"
