#!/usr/bin/env bash
# Step "run" of the conformance action (action.yml): `conformance run` with the action's inputs and every
# report (console, json, junit, html, markdown) into the output folder; the markdown reporter appends the
# verdict to GITHUB_STEP_SUMMARY. The step itself always succeeds when the run could be started: the exit
# status goes to the step's outputs, the reports are uploaded, and the last step of the action exits with it
# (so that the reports of a failed run are there to read).
# Inputs come as environment variables (never spliced into this text: a value cannot become a command).
# Secrets are never inputs: CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_SECRET, CONFORMANCE_BEARER_TOKEN and
# CONFORMANCE_CLIENT_KEY reach the CLI through the environment the workflow gives the step.
set -euo pipefail

bin="${CONFORMANCE_BIN:?no conformance bin: the install step did not run}"
out_dir="${INPUT_OUTPUT_DIR:-conformance-reports}"

args=(run --output-dir "$out_dir" --reporter console --reporter json --reporter junit --reporter html --reporter markdown)
[ -z "${INPUT_TARGET:-}" ] || args+=(--target "$INPUT_TARGET")
# "a", "b", "a,b" or "a b": one --interface each.
for iface in ${INPUT_INTERFACE//,/ }; do args+=(--interface "$iface"); done
[ -z "${INPUT_PROFILE:-}" ] || args+=(--config "$INPUT_PROFILE")
[ -z "${INPUT_BASELINE:-}" ] || args+=(--baseline "$INPUT_BASELINE")
[ -z "${INPUT_FAIL_ON:-}" ] || args+=(--fail-on "$INPUT_FAIL_ON")

# Extra arguments, split as a shell splits words (quotes and backslashes honoured, nothing expanded).
extra=()
if [ -n "${INPUT_ARGS:-}" ]; then
  words="$(printf '%s' "$INPUT_ARGS" | xargs printf '%s\n')" || {
    echo "::error::the args input cannot be split into words (an unmatched quote?): $INPUT_ARGS"
    exit 2
  }
  # xargs with only white space gives one empty word: dropped.
  while IFS= read -r word; do [ -z "$word" ] || extra+=("$word"); done <<< "$words"
fi
# A secret in a flag would be in the workflow file or its log; the environment is the place for it.
for arg in "${extra[@]}"; do
  case "$arg" in
    --api-key|--api-key=*|--client-secret|--client-secret=*|--bearer-token|--bearer-token=*)
      echo "::error::${arg%%=*} in the args input: give secrets through the step's env (CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_SECRET, CONFORMANCE_BEARER_TOKEN), not as flags"
      exit 2 ;;
  esac
done
args+=("${extra[@]}")

case "$bin" in
  *.js|*.mjs) cmd=(node "$bin") ;;
  *) cmd=("$bin") ;;
esac
echo "conformance ${args[*]}"
code=0
"${cmd[@]}" "${args[@]}" || code=$?

# A run that could not be made (exit 2) writes no report: the summary says so instead of staying empty.
if [ "$code" -eq 2 ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  printf '## :x: conformance could not run (exit 2)\n\nThe setup was refused before any check ran: the reason is the last line of the step "Run conformance" in the log.\n\n' >> "$GITHUB_STEP_SUMMARY"
fi
printf 'exit-code=%s\n' "$code" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run as a step of a GitHub Actions job}"
printf 'report-dir=%s\n' "$out_dir" >> "$GITHUB_OUTPUT"
