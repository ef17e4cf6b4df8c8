#!/bin/sh
# Writes docs/requirements.md from the requirement catalogue; test/docs.test.ts fails when it is out of date.
set -e
cd "$(dirname "$0")/.."
{
  printf '# Requirement catalogue\n\nGenerated from `requirements/` by `npm run docs:requirements` (`conformance requirements --format markdown`).\n'
  printf 'Every normative statement of parts 1 to 9 of the specification, quoted, with the checks that enforce it, its\n'
  printf 'classes of obligation, the faults a pass rules out (the mutants of the reference servers those checks catch,\n'
  printf 'each with the way a real implementation plausibly gets the rule wrong) and the plausible faults a pass does\n'
  printf 'not rule out, with why (`requirements/faults.ts`). MUST: the specification states the rule (a failed\n'
  printf 'check fails the run). SHOULD: its words imply the rule (a warning; the words are named). OPEN: it says "not\n'
  printf 'shown" (never a failure: the profile decides, or nothing is checked). A returned record'"'"'s listed fields are\n'
  printf 'split into those always determined (missing fails) and those from an optional input (missing warns).\n\n'
  node bin/conformance.js requirements --format markdown
} > docs/requirements.md
