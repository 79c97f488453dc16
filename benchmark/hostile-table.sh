#!/usr/bin/env bash
# Seconds until a running service answers one unsigned request whose matchQuakes element holds N empty
# children, per scenario and stack: the table of docs/security.md's "Bounds on every inbound message".
#
#   mvn -Pserve -DskipTests verify -Dwssbench.http.port=8080      # in another terminal; Ctrl-C when done
#   benchmark/hostile-table.sh http://localhost:8080 > hostile.csv
#
# Optional: SCENARIOS="plain sign ..." (Axis2 scenarios), CXF_SCENARIOS="sign" (both CXF models),
# CHILDREN="10000 30000 100000 300000 1000000", MAX_SECONDS=600 (curl's bound per request).
# Prints CSV (stack,scenario,children,bytes,http_status,seconds,reason) and a Markdown table on stderr.
# Each request is sent once, one at a time, to the loopback or the given host only. Time it on a quiet machine.
set -euo pipefail

BASE=${1:?usage: hostile-table.sh BASE_URL (e.g. http://localhost:8080)}
SCENARIOS=${SCENARIOS:-"plain username username-digest sign encr signencr secureconversation"}
CXF_SCENARIOS=${CXF_SCENARIOS:-"sign"}
CHILDREN=${CHILDREN:-"10000 30000 100000 300000 1000000"}
MAX_SECONDS=${MAX_SECONDS:-600}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

envelope() {   # $1 = children; writes the request to a file, streamed, and prints its path
  local file="$WORK/children-$1.xml"
  if [[ ! -f $file ]]; then
    {
      printf '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">'
      printf '<soapenv:Body><q:matchQuakes xmlns:q="http://wssbench.org/seismic/types">'
      seq "$1" | sed 's|.*|<q:e/>|' | tr -d '\n'
      printf '</q:matchQuakes></soapenv:Body></soapenv:Envelope>'
    } > "$file"
  fi
  echo "$file"
}

send() {   # $1 = stack, $2 = scenario, $3 = endpoint URL, $4 = children
  local file body status seconds reason
  file=$(envelope "$4")
  body="$WORK/response"
  read -r status seconds < <(curl -s -o "$body" -m "$MAX_SECONDS" -w '%{http_code} %{time_total}\n' \
      -H 'Content-Type: text/xml; charset=UTF-8' -H 'SOAPAction: ""' --data-binary "@$file" "$3" || echo "000 $MAX_SECONDS")
  reason=$(grep -o -E '<(faultstring|soap:Text|soapenv:Text)[^>]*>[^<]*' "$body" 2>/dev/null | head -1 | sed 's/<[^>]*>//' | tr ',' ';' || true)
  echo "$1,$2,$4,$(stat -c %s "$file"),$status,$seconds,${reason:-}"
  printf '| %s | %s | %s | %s | %s | %s |\n' "$1" "$2" "$4" "$status" "$seconds" "${reason:-}" >&2
}

echo "stack,scenario,children,bytes,http_status,seconds,reason"
printf '| stack | scenario | children | HTTP | seconds | reason |\n|---|---|---|---|---|---|\n' >&2
for n in $CHILDREN; do
  for scenario in $SCENARIOS; do
    send axis2 "$scenario" "$BASE/wss-bench/services/$scenario" "$n"
  done
  for scenario in $CXF_SCENARIOS; do
    send cxf "$scenario" "$BASE/wss-bench-cxf/services/$scenario" "$n"
    send cxf-streaming "$scenario" "$BASE/wss-bench-cxf/services/streaming/$scenario" "$n"
  done
done
