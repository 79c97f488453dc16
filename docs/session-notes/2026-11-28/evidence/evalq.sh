#!/usr/bin/env bash
# Tenth session: quick runs of a fourth sitting of the settled quick design (d4-*) and sign:400 runs (ab4-*),
# judged by the committed quick file (19 runs of two sittings), and pairs of d4 compared with its noise.
set -u
cli="java -jar /work/timed/s30/cli/harness-client.jar"; R=/work/wt-s31/results; E=/work/timed/s32/ev
F=${F:-/work/main/results/baseline/workload-quick.csv}; tag=${tag:-committed}
for r in $(ls -d $R/d4-* $R/ab4-* 2>/dev/null | sort -t- -k2 -n); do
  out=$($cli gate $r -b $F 2>&1)
  echo "$(basename $r): $(echo "$out" | grep -E '^gate' | head -2 | cut -c1-200 | tr '\n' ' ')| $(echo "$out" | grep -o 'closest to their tolerance.*' | cut -c1-300)"
done > $E/gate-$tag.txt
runs=($(ls -d $R/d4-* | sort -t- -k2 -n)); n=${#runs[@]}
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  v=$($cli compare --format csv ${runs[$i]} ${runs[$j]} --noise $F 2>/dev/null | awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster")f++; if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")f++} END{print c+0, f+0}')
  echo "$(basename ${runs[$i]}) $(basename ${runs[$j]}) figures,false: $v"
done; done > $E/aa-$tag.txt
cat $E/gate-$tag.txt $E/aa-$tag.txt
