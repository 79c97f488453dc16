#!/usr/bin/env bash
# Tenth session (2026-11-28): a second sitting of the settled full workload (fu2-*), judged out of sample by the
# committed full file (fu-1..6 of the ninth session), pairs across the sittings, and a file of both sittings.
set -u
cli="java -jar /work/timed/s30/cli/harness-client.jar"; R=/work/wt-s31/results; E=/work/timed/s32/ev; M=round_low_ratio_peer_adjusted
F=/work/main/results/baseline/workload-full.csv
srt() { ls -d "$@" 2>/dev/null | sort -t- -k2 -n; }
fu=($(srt $R/fu-*)); fu2=($(srt $R/fu2-*))
gate() { local out; out=$($cli gate "$1" -b "$2" 2>&1)
  echo "$(echo "$out" | grep -E '^gate' | head -3 | cut -c1-200 | tr '\n' ' ')| $(echo "$out" | grep -o 'closest to their tolerance.*' | cut -c1-260)"; }
for r in "${fu2[@]}"; do echo "$(basename $r) vs the committed full file: $(gate $r $F)"; done > $E/full-gate-fu2.txt
$cli baseline "${fu2[@]}" --metric $M -o /tmp/fu2.csv > $E/full-fu2-file.txt 2>&1
for r in "${fu[@]}"; do echo "$(basename $r) vs a file of fu2: $(gate $r /tmp/fu2.csv)"; done > $E/full-gate-fu-by-fu2.txt
$cli baseline "${fu[@]}" "${fu2[@]}" --metric $M -o $E/full-two-sittings.csv > $E/full-two-sittings.txt 2>&1
for a in "${fu2[@]}"; do for b in "${fu[@]}"; do
  v=$($cli compare --format csv $b $a --noise $F 2>/dev/null | awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster")f++; if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")f++} END{print c+0, f+0}')
  echo "$(basename $b) $(basename $a) figures,false: $v"
done; done > $E/full-aa-cross.txt
awk '{c+=$(NF-1); f+=$NF; if($NF>m)m=$NF} END{print "A/A pairs across sittings: "NR", figure comparisons "c", false verdicts "f", most in one pair "m+0}' $E/full-aa-cross.txt >> $E/full-aa-cross.txt
