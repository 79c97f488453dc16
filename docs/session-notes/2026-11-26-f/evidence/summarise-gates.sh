#!/usr/bin/env bash
# One line per gated run from the "== RUN" + gate output files of loso2.sh: verdict and the cells/figures named.
for f in "$@"; do
  awk -v F="$(basename $f .txt)" '
    /^== /{ if (r != "") print F, r, v, c; r=$2; sub(".*/", "", r); v="pass"; c="" }
    /^gate FAILED/{ v="FAIL" }
    /^gate: / && !/FAILED/ { line=$0; sub(/^gate: /, "", line); cell=line; sub(/:.*/, "", cell);
       fig = (line ~ /block_mean/) ? "mean" : (line ~ /block_low/ ? "low" : "other");
       chg=line; if (match(line, /\(\+[0-9.]+%\), tolerance [0-9.]+%/)) chg=substr(line, RSTART, RLENGTH); else chg="";
       c = c " " cell "[" fig "]" chg }
    END { if (r != "") print F, r, v, c }' $f
done
