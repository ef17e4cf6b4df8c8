#!/usr/bin/env bash
# Last step of the conformance action (action.yml): the job gets the run's exit status, after the reports
# were uploaded. 0: every MUST check passed, or every failure is held by the baseline; 1: a new failure;
# 2: the run could not be made; 130: interrupted.
set -euo pipefail
code="${CONFORMANCE_EXIT_CODE:-}"
case "$code" in
  0) echo "conformance: passed (exit 0)" ;;
  1) echo "::error::conformance: a MUST check failed that the baseline does not hold (exit 1); see the job summary and the reports" ;;
  '') echo "::error::conformance: the run step did not say how the run ended"; exit 2 ;;
  *) echo "::error::conformance: the run ended with exit $code" ;;
esac
exit "$code"
