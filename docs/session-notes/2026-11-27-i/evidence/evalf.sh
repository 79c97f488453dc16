#!/usr/bin/env bash
# Ninth session of 2026-11-27: the full workload settled (main 2376061), runs fu-* (unchanged) and fab-* (+400 us
# in sign), one sitting on the Intel Xeon CI host, interleaved: fu-1 fu-2 fu-3 fab-1 fu-4 fu-5 fab-2 fu-6 fu-7.
set -u
cli="java -jar /work/timed/s30/cli/harness-client.jar"; R=/work/wt-s31/results; E=/work/timed/s31/ev
fu=(); for d in $(ls -d $R/fu-* | sort -t- -k2 -n); do fu+=($d); done
fab=(); for d in $(ls -d $R/fab-* 2>/dev/null | sort -t- -k2 -n); do fab+=($d); done
echo "unchanged: ${#fu[@]}, sign:400: ${#fab[@]}"
gate() { # RUN FILE -> one line: verdict, then the headroom note
  local out; out=$($cli gate "$1" -b "$2" 2>&1)
  echo "$(echo "$out" | grep -E '^gate' | head -3 | cut -c1-220 | tr '\n' ' ')| $(echo "$out" | grep -o 'closest to their tolerance.*' | cut -c1-260)"
}
# 1. the file from every unchanged run
$cli baseline "${fu[@]}" --metric round_low_ratio_peer_adjusted -o $E/full-intel.csv > $E/full-intel.txt 2>&1
# 2. every run left out in turn
for r in "${fu[@]}"; do rest=(); for s in "${fu[@]}"; do [[ $s != $r ]] && rest+=($s); done
  $cli baseline "${rest[@]}" --metric round_low_ratio_peer_adjusted -o /tmp/loo-full.csv > /dev/null 2>&1
  echo "$(basename $r) vs the others: $(gate $r /tmp/loo-full.csv)"
done > $E/gate-loo.txt
# 3. the first three as the file, the later runs out of sample
$cli baseline "${fu[@]:0:3}" --metric round_low_ratio_peer_adjusted -o $E/first3.csv > /dev/null 2>&1
for r in "${fu[@]:3}"; do echo "$(basename $r) vs fu-1..3: $(gate $r $E/first3.csv)"; done > $E/gate-first3.txt
# 4. +400 us in sign: the gate (the file of all unchanged runs) and compare one run per side with the run before it
for p in fab-1:fu-3 fab-2:fu-5; do b=${p%%:*}; a=${p##*:}; [[ -d $R/$b ]] || continue
  g=$(gate $R/$b $E/full-intel.csv)
  c=$($cli compare --format csv $R/$a $R/$b --noise $E/full-intel.csv 2>/dev/null | awk -F, 'NR==1{for(i=1;i<=NF;i++){h[$i]=i}} NR>1 && $h["run_index"]=="1" && $2!="plain"{if($h["verdict"]=="slower"||$h["verdict"]=="faster"||$h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")v=v" "$2"/"$3":"$h["verdict"]"/"$h["second_verdict"]; if($2=="sign"&&($3=="small"||$3=="large"))s=s sprintf("sign/%s %+.1f%% p_holm %s; ",$3,$h["median_ratio_change_pct"],$h["p_holm"])} END{print s"verdicts:"(v==""?" none":v)}')
  echo "$b vs $a: $g || $c"
done > $E/ab.txt
[[ ${#fab[@]} -gt 0 ]] && $cli compare --format csv --noise $E/full-intel.csv --before "${fu[@]}" --after "${fab[@]}" > $E/ab-all.csv 2> $E/ab-all.err
# 5. A/A: every pair of unchanged runs, one run per side, the file's noise (in sample for the noise)
n=${#fu[@]}
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  v=$($cli compare --format csv ${fu[$i]} ${fu[$j]} --noise $E/full-intel.csv 2>/dev/null | awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster")f++; if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")f++} END{print c+0, f+0}')
  echo "$(basename ${fu[$i]}) $(basename ${fu[$j]}) cells,false: $v"
done; done > $E/aa-pairs.txt
awk '{c+=$(NF-1); f+=$NF; if($NF>m)m=$NF} END{print "A/A pairs: "NR", figure comparisons "c", false verdicts "f", most in one pair "m}' $E/aa-pairs.txt >> $E/aa-pairs.txt
# 6. noise of every figure over the unchanged runs
$cli noise "${fu[@]}" --metric round_low_ratio_peer_adjusted > $E/noise.txt 2>&1
