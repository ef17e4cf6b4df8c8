#!/bin/sh
# Writes docs/checks.md from the registries; test/docs.test.ts fails when it is out of date.
set -e
cd "$(dirname "$0")/.."
{
  printf '# Check catalogue\n\nGenerated from the registries by `npm run docs:checks` (`conformance checks --format markdown`).\n'
  printf 'MUST: the specification states the rule; a failure makes the run exit 1. SHOULD: a failure is a warning.\n\n'
  node bin/conformance.js checks --format markdown
} > docs/checks.md
