#!/usr/bin/env bash
# The full workload from three sittings: S1 = s15fa-1..6 (2026-11-26 second session), S2 = s19fa-1 + s19nf-1..4
# (sixth session), S3 = s20fa-1..5 (this session); plus s20fb-1..2 (sign:400, full, this session).
# For the committed method (round_ratio_peer_adjusted, one figure) and the two-figure default:
#  (1) leave one sitting out: each sitting's runs gated against a baseline of the other two sittings;
#      s20fb-* gated against the baseline without S3 (and against the file of all 16 A/A runs)
#  (2) the files of all sixteen runs; (3) each of the sixteen against a baseline of the other fifteen.
# Run only between timed runs. Gate summary lines by docs/session-notes/2026-11-26-f/evidence/summarise-gates.sh.
E=/work/timed/s20/out/full; mkdir -p $E; cli=/work/timed/s20/cli/harness-client.jar
sum=/work/main/docs/session-notes/2026-11-26-f/evidence/summarise-gates.sh
S1=$(ls -d /work/wt-s14/results/s15fa-* | sort -V)
S2=$(ls -d /work/wt-s14/results/s19fa-* /work/wt-s19/results/s19nf-* | sort -V)
S3=$(ls -d /work/wt-s19/results/s20fa-* | sort -V)
AB=$(ls -d /work/wt-s19/results/s20fb-* | sort -V)
gate() { for r in "${@:2}"; do echo "== $r"; java -jar $cli gate $r -b $1 2>&1 | grep -E "^gate"; done; }
for m in round_ratio_peer_adjusted default; do
  opt=$([ $m = default ] && echo "" || echo "--metric $m")
  java -jar $cli baseline -o $E/no1-$m.csv $opt $S2 $S3 > $E/no1-$m.txt 2>&1
  java -jar $cli baseline -o $E/no2-$m.csv $opt $S1 $S3 > $E/no2-$m.txt 2>&1
  java -jar $cli baseline -o $E/no3-$m.csv $opt $S1 $S2 > $E/no3-$m.txt 2>&1
  gate $E/no1-$m.csv $S1 > $E/gate-loso-$m.txt
  gate $E/no2-$m.csv $S2 >> $E/gate-loso-$m.txt
  gate $E/no3-$m.csv $S3 >> $E/gate-loso-$m.txt
  gate $E/no3-$m.csv $AB > $E/gate-ab-no3-$m.txt
  java -jar $cli baseline -o $E/full-16-$m.csv $opt $S1 $S2 $S3 > $E/full-16-$m.txt 2>&1
  gate $E/full-16-$m.csv $AB > $E/gate-ab-all-$m.txt
  for r in $S1 $S2 $S3; do others=$(echo $S1 $S2 $S3 | tr ' ' '\n' | grep -v "^$r$")
    java -jar $cli baseline -o $E/loo.csv $opt $others > /dev/null 2>&1
    gate $E/loo.csv $r; done > $E/gate-loo16-$m.txt
done
$sum $E/gate-*.txt > $E/summary.txt; cat $E/summary.txt
