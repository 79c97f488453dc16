#!/usr/bin/env bash
# Eighth session of 2026-11-27: a second sitting of the settled quick design (d2-*, 11 unchanged runs, and ab2-*,
# 5 runs with +400 us in sign, interleaved) beside the first sitting's eight (d1-*, the committed Intel file).
set -u
cli="java -jar /work/timed/s30/cli/harness-client.jar"; R1=/work/wt-s28/results; R2=/work/wt-s30/results; E=/work/timed/s30/ev
COMMITTED=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv   # d1-1..8 (seventh session)
git -C /work/main show 104090e:results/baseline/machines/workload-quick.intel-xeon.csv > $E/old38.csv
d1=(); for i in $(seq 1 8); do d1+=($R1/d1-$i); done
d2=(); for i in $(seq 1 11); do d2+=($R2/d2-$i); done
ab=(); for i in $(seq 1 5); do ab+=($R2/ab2-$i); done
gate() { # RUN FILE -> one line: verdict, then the headroom note
  local out; out=$($cli gate "$1" -b "$2" 2>&1)
  echo "$(echo "$out" | grep -E '^gate' | head -3 | cut -c1-200 | tr '\n' ' ')| $(echo "$out" | grep -o 'closest to their tolerance.*' | cut -c1-260)"
}
# 1. the committed file (first sitting) on the second sitting's runs: out of sample, another sitting
for r in "${d2[@]}" "${ab[@]}"; do echo "$(basename $r) vs committed: $(gate $r $COMMITTED)"; done > $E/gate-committed.txt
# 2. the two-sitting file, each cell's noise at least the old 38-run file's (four sittings of the old design)
$cli baseline "${d1[@]}" "${d2[@]}" --metric round_low_ratio_peer_adjusted --noise-floor $E/old38.csv -o $E/two-sittings.csv > $E/two-sittings.txt 2>&1
# 3. each sitting as the file, the other out of sample
$cli baseline "${d2[@]}" --metric round_low_ratio_peer_adjusted --noise-floor $E/old38.csv -o $E/d2-only.csv > $E/d2-only.txt 2>&1
for r in "${d1[@]}"; do echo "$(basename $r) vs d2-only: $(gate $r $E/d2-only.csv)"; done > $E/gate-d2only.txt
# 4. every run left out in turn of the nineteen
all=("${d1[@]}" "${d2[@]}")
for r in "${all[@]}"; do rest=(); for s in "${all[@]}"; do [[ $s != $r ]] && rest+=($s); done
  $cli baseline "${rest[@]}" --metric round_low_ratio_peer_adjusted --noise-floor $E/old38.csv -o /tmp/loo.csv > /dev/null 2>&1
  echo "$(basename $r) vs the other 18: $(gate $r /tmp/loo.csv)"
done > $E/gate-loo.txt
# 5. +400 us in sign: the gate (two-sitting file) and compare one run per side with the unchanged run before it
for p in ab2-1:d2-2 ab2-2:d2-4 ab2-3:d2-6 ab2-4:d2-8 ab2-5:d2-9; do b=${p%%:*}; a=${p##*:}
  g=$(gate $R2/$b $E/two-sittings.csv)
  c=$($cli compare --format csv $R2/$a $R2/$b --noise $E/two-sittings.csv 2>/dev/null | awk -F, 'NR==1{for(i=1;i<=NF;i++){h[$i]=i}} NR>1 && $h["run_index"]=="1" && $2!="plain"{if($h["verdict"]=="slower"||$h["verdict"]=="faster"||$h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")v=v" "$2"/"$3":"$h["verdict"]"/"$h["second_verdict"]; if($2=="sign"&&$3=="small")s=sprintf("sign/small %+.1f%% p_holm %s",$h["median_ratio_change_pct"],$h["p_holm"])} END{print s"; verdicts:"(v==""?" none":v)}')
  echo "$b vs $a: $g || $c"
done > $E/ab.txt
$cli compare --format csv --noise $E/two-sittings.csv --before $R2/d2-2 $R2/d2-4 $R2/d2-6 $R2/d2-8 $R2/d2-9 --after "${ab[@]}" > $E/ab-5v5.csv 2> $E/ab-5v5.err
$cli compare --format csv --noise $E/two-sittings.csv --before "${d2[@]}" --after "${ab[@]}" > $E/ab-11v5.csv 2> $E/ab-11v5.err
# 6. A/A: every pair of the eleven unchanged runs of this sitting, one run per side, the two-sitting file's noise
for i in $(seq 1 11); do for j in $(seq $((i+1)) 11); do
  v=$($cli compare --format csv $R2/d2-$i $R2/d2-$j --noise $E/two-sittings.csv 2>/dev/null | awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster")f++; if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")f++} END{print c+0, f+0}')
  echo "d2-$i d2-$j cells,false: $v"
done; done > $E/aa-pairs.txt
awk '{c+=$(NF-1); f+=$NF; if($NF>m)m=$NF} END{print "A/A pairs: "NR", figure comparisons "c", false verdicts "f", most in one pair "m}' $E/aa-pairs.txt >> $E/aa-pairs.txt
# 7. noise (CV) of every figure over the nineteen runs, and over this sitting's eleven
$cli noise "${all[@]}" > $E/noise-19.txt 2>&1
$cli noise "${d2[@]}" > $E/noise-d2.txt 2>&1
