#!/usr/bin/env bash
# Writes this session's loso.sh: the fourth session's (../../2026-11-26-d/evidence/loso.sh) with the jar,
# label and metric as parameters (CLI, V, M) and its own output folder; run as V=lowp M=... CLI=... ./loso.sh
sed -e 's#cli=${CLI:-/work/timed/s17/cli-new/harness-client.jar}; V=${V:-new}#cli=${CLI:-/work/timed/s18/cli-low/harness-client.jar}; V=${V:-low}; M=${M:-block_low_ratio_peer_adjusted}#' \
    -e 's#E=/work/timed/s17/out/loso-$V#E=/work/timed/s18/out/loso-$V#' \
    -e 's#java -jar $cli baseline $others -o#java -jar $cli baseline $others --metric $M -o#' \
    "$(dirname "$0")/../../2026-11-26-d/evidence/loso.sh"
