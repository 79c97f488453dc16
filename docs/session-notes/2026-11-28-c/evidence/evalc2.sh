#!/usr/bin/env bash
# Thirteenth session: compare with the committed quick file's noise (one run per side unless said).
# A/A: every pair of unchanged runs: this sitting's first runs (u-*), the twelfth session's a-1..3 digests and its
# three fresh-clone CI runs' digests (another sitting, 09:26-11:07 UTC). A/B: each run with +400 us in sign (s-*)
# against the unchanged run measured before it, and all unchanged runs of this sitting against all slowed ones.
set -u
CP=/work/wt-s35/harness-results/target/classes:$(cat /tmp/cp35.txt)
cli="java -cp $CP org.wssbench.results.cli.ResultsCli"
R=/work/wt-s35/results; E=/work/timed/s35/ev; F=/work/main/results/baseline/workload-quick.csv
D12=/work/main/results/baseline/runs/workload-quick/2026-11-28-twelfth; DCI=/work/timed/s35/dg/ci
count() { awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster"){f++; w=w" "$2"/"$3":"$h["verdict"]} if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster"){f++; w=w" "$2"/"$3"(mean):"$h["second_verdict"]}} END{print c+0, f+0, w}'; }
u=($(ls -d $R/u-* | grep -v confirm | sort -t- -k2 -n))
a=("${u[@]}" $D12/a-1 $D12/a-2 $D12/a-3 $(ls -d $DCI/*)); n=${#a[@]}
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  echo "$(basename ${a[$i]}) $(basename ${a[$j]}) figures,false: $($cli compare --format csv ${a[$i]} ${a[$j]} --noise $F 2>/dev/null | count)"
done; done > $E/compare-aa.txt
for b in $(ls -d $R/s-* | grep -v confirm | sort -t- -k2 -n); do
  # the unchanged run measured just before it (runs.log): s-1 after u-1, s-2 after u-3, s-3 after u-4
  k=${b##*-}; case $k in 1) ref=$R/u-1 ;; 2) ref=$R/u-3 ;; *) ref=$R/u-4 ;; esac
  echo "$(basename $ref) -> $(basename $b): $($cli compare --format csv $ref $b --noise $F 2>/dev/null | count)"
done > $E/compare-ab.txt
$cli compare --format csv --noise $F --before ${u[@]} --after $(ls -d $R/s-* | grep -v confirm) > $E/compare-all-u-vs-s.csv 2>/dev/null
echo "all u vs all s: $(count < $E/compare-all-u-vs-s.csv)" >> $E/compare-ab.txt
cat $E/compare-aa.txt $E/compare-ab.txt
