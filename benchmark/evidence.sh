#!/usr/bin/env bash
# Recomputes, from the committed baselines and their digests, every noise, tolerance and A/A figure that
# docs/methodology.md quotes, and writes them into it between the evidence markers (one block per machine).
# The unit test EvidenceBlockTest (harness-analysis) fails when the document and this output disagree.
#
#   benchmark/evidence.sh            # rewrite the block
#   benchmark/evidence.sh --check    # only say whether it is current (exit 1 if not)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
jar=harness-cli/target/harness-cli.jar
[[ -f $jar ]] || mvn -B -q -pl harness-cli -am package -DskipTests
block=$(mktemp)
for file in results/baseline/machines/*/workload-*.csv; do
    echo "### $(basename "$(dirname "$file")") / $(basename "$file" .csv)"
    echo
    java -jar "$jar" baseline --show "$file" --markdown
    echo
done >"$block"
doc=docs/methodology.md
python3 - "$doc" "$block" "${1:-}" <<'PY'
import sys
doc, block, mode = sys.argv[1], open(sys.argv[2]).read(), sys.argv[3]
text = open(doc).read()
begin, end = "<!-- evidence:begin -->\n", "<!-- evidence:end -->"
a, b = text.index(begin) + len(begin), text.index(end)
if mode == "--check":
    sys.exit(0 if text[a:b] == block else 1)
open(doc, "w").write(text[:a] + block + text[b:])
PY
rm -f "$block"
