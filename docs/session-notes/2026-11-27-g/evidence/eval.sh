#!/usr/bin/env bash
# Seventh session of 2026-11-27: the settled quick design (160/10 warm-up rounds + 45 settling rounds, runs d1-*)
# against the old design (s29n-*), one sitting, interleaved, plus +400 us in sign in the new design (s29ab-*).
set -u
cli="java -jar /work/timed/s29/cli/harness-client.jar"; R=/work/wt-s28/results; E=/work/timed/s29/ev
OLD=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv   # the 38-run file of the old design
d1=(); for i in $(seq 1 8); do d1+=($R/d1-$i); done
# 1. the new file: all eight runs, each cell's noise at least the old file's (one sitting cannot measure the
#    shifts between sittings; the old file's were measured over four)
$cli baseline "${d1[@]}" --metric round_low_ratio_peer_adjusted --noise-floor $OLD -o $E/new-file.csv > $E/new-file.txt 2>&1
# 2. every run left out in turn: a file of the other seven (same floor), the gate on the run left out
for i in $(seq 1 8); do rest=(); for j in $(seq 1 8); do [[ $j != $i ]] && rest+=($R/d1-$j); done
  $cli baseline "${rest[@]}" --metric round_low_ratio_peer_adjusted --noise-floor $OLD -o /tmp/loo-$i.csv > /dev/null 2>&1
  echo "d1-$i against the other seven: $($cli gate $R/d1-$i -b /tmp/loo-$i.csv 2>&1 | grep -E '^gate' | cut -c1-150)"
done > $E/gate-loo.txt
# 3. the first sitting's three runs (17:42-18:01) as the file, the five later ones out of sample
$cli baseline $R/d1-1 $R/d1-2 $R/d1-3 --metric round_low_ratio_peer_adjusted --noise-floor $OLD -o /tmp/first3.csv > /dev/null 2>&1
for i in 4 5 6 7 8; do echo "d1-$i against d1-1..3: $($cli gate $R/d1-$i -b /tmp/first3.csv 2>&1 | grep -E '^gate' | cut -c1-150)"; done > $E/gate-first3.txt
# 4. the old design's runs of this sitting against the committed old file (does it still pass?)
for i in 1 2 3; do echo "s29n-$i against the 38-run file: $($cli gate $R/s29n-$i -b $OLD 2>&1 | grep -E '^gate' | cut -c1-150)"; done > $E/gate-old.txt
# 5. +400 us in sign: the gate against the new file and against the file of the seven other unchanged runs is the
#    same question; compare one run per side with the unchanged run before it, with the new file's noise
pairs="s29ab-1:d1-4 s29ab-2:d1-5 s29ab-3:d1-6"
for p in $pairs; do b=${p%%:*}; a=${p##*:}
  g=$($cli gate $R/$b -b $E/new-file.csv 2>&1 | grep -E '^gate' | cut -c1-150)
  c=$($cli compare --format csv $R/$a $R/$b --noise $E/new-file.csv 2>/dev/null | awk -F, 'NR==1{for(i=1;i<=NF;i++){h[$i]=i}} NR>1 && $h["run_index"]=="1" && $2!="plain"{if($h["verdict"]=="slower"||$h["verdict"]=="faster"||$h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")v=v" "$2"/"$3":"$h["verdict"]"/"$h["second_verdict"]; if($2=="sign"&&$3=="small")s=sprintf("sign/small %+.1f%% p_holm %s",$h["median_ratio_change_pct"],$h["p_holm"])} END{print s"; verdicts:"(v==""?" none":v)}')
  echo "$b against $a: $g | $c"
done > $E/ab.txt
$cli compare --format csv --before $R/d1-4 $R/d1-5 $R/d1-6 $R/d1-7 $R/d1-8 --after $R/s29ab-1 $R/s29ab-2 $R/s29ab-3 > $E/ab-5v3.csv 2>&1
# 6. A/A: every pair of the eight unchanged runs, one run per side, the new file's noise
n=0; false=0; worst=0
for i in $(seq 1 8); do for j in $(seq $((i+1)) 8); do
  v=$($cli compare --format csv $R/d1-$i $R/d1-$j --noise $E/new-file.csv 2>/dev/null | awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster")f++; if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")f++} END{print c+0, f+0}')
  echo "d1-$i d1-$j cells,false: $v"
done; done > $E/aa-pairs.txt
awk '{c+=$(NF-1); f+=$NF; if($NF>m)m=$NF} END{print "A/A pairs: "NR", figure comparisons "c", false verdicts "f", most in one pair "m}' $E/aa-pairs.txt >> $E/aa-pairs.txt
# 7. noise of the figures over the eight runs, and the old design's three for scale
$cli noise "${d1[@]}" > $E/noise-d1.txt 2>&1
