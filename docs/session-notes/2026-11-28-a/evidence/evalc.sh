#!/usr/bin/env bash
# Eleventh session: compare on this sitting's runs, the committed quick file's noise. Pairs of unchanged runs (A/A),
# each slowed run against the unchanged run measured before it (A/B), and all runs of each series together.
set -u
cli="java -cp /work/wt-s33/harness-results/target/classes:/work/timed/s33/cli-old.jar org.wssbench.client.cli.WssBenchCli"
R=/work/wt-s33/results; E=/work/timed/s33/ev; F=/work/main/results/baseline/workload-quick.csv
count() { awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster"){f++; w=w" "$2"/"$3":"$h["verdict"]} if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster"){f++; w=w" "$2"/"$3"(mean):"$h["second_verdict"]}} END{print c+0, f+0, w}'; }
a=($(ls -d $R/e1-* | sort -t- -k2 -n)); n=${#a[@]}
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  echo "$(basename ${a[$i]}) $(basename ${a[$j]}) figures,false: $($cli compare --format csv ${a[$i]} ${a[$j]} --noise $F 2>/dev/null | count)"
done; done > $E/compare-aa.txt
for s in eb1 ec1; do
  for b in $(ls -d $R/$s-* | sort -t- -k2 -n); do
    k=${b##*-}; ref=$R/e1-$k; [[ -d $ref ]] || ref=$R/e1-1
    echo "$(basename $ref) -> $(basename $b): $($cli compare --format csv $ref $b --noise $F 2>/dev/null | count)"
  done
  $cli compare --format csv --noise $F --before ${a[@]} --after $(ls -d $R/$s-*) > $E/compare-all-e1-vs-$s.csv 2>/dev/null
  echo "all e1 vs all $s: $(count < $E/compare-all-e1-vs-$s.csv)"
done > $E/compare-ab.txt
cat $E/compare-aa.txt $E/compare-ab.txt
