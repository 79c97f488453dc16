#!/usr/bin/env bash
# Tenth session (2026-11-28): the settled quick design's fourth sitting (d4-*, sign:400 ab4-*), with the three
# before (d1 seventh, d2 eighth, d3 ninth session). Candidate file from every sitting, without and with the old
# design's 38-run noise floor; each sitting left out; each run left out; +400 us in sign against the candidate.
set -u
cli="java -jar /work/timed/s30/cli/harness-client.jar"; E=/work/timed/s32/ev; M=round_low_ratio_peer_adjusted
srt() { ls -d "$@" 2>/dev/null | sort -t- -k2 -n; }
d1=($(srt /work/wt-s28/results/d1-*)); d2=($(srt /work/wt-s30/results/d2-*)); d3=($(srt /work/wt-s31/results/d3-*))
d4=($(srt /work/wt-s31/results/d4-*)); ab4=($(srt /work/wt-s31/results/ab4-*)); ab2=($(srt /work/wt-s30/results/ab2-*))
all=("${d1[@]}" "${d2[@]}" "${d3[@]}" "${d4[@]}")
echo "runs: d1 ${#d1[@]} d2 ${#d2[@]} d3 ${#d3[@]} d4 ${#d4[@]} ab4 ${#ab4[@]} ab2 ${#ab2[@]}"
gate() { local out; out=$($cli gate "$1" -b "$2" 2>&1)
  echo "$(echo "$out" | grep -E '^gate' | head -3 | cut -c1-200 | tr '\n' ' ')| $(echo "$out" | grep -o 'closest to their tolerance.*' | cut -c1-260)"; }
$cli baseline "${all[@]}" --metric $M -o $E/cand.csv > $E/cand.txt 2>&1
$cli baseline "${all[@]}" --metric $M --noise-floor /work/timed/s32/old38.csv -o $E/cand-floor.csv > $E/cand-floor.txt 2>&1
# each sitting left out: a file of the other three (no floor) judges its runs
for s in 1 2 3 4; do rest=(); mine=()
  for r in "${all[@]}"; do if [[ $(basename $r) == d$s-* ]]; then mine+=($r); else rest+=($r); fi; done
  $cli baseline "${rest[@]}" --metric $M -o /tmp/loso.csv > /dev/null 2>&1
  for r in "${mine[@]}"; do echo "$(basename $r) vs the other sittings: $(gate $r /tmp/loso.csv)"; done
done > $E/gate-loso.txt
# each run left out
for r in "${all[@]}"; do rest=(); for s in "${all[@]}"; do [[ $s != $r ]] && rest+=($s); done
  $cli baseline "${rest[@]}" --metric $M -o /tmp/loo.csv > /dev/null 2>&1
  echo "$(basename $r) vs the other runs: $(gate $r /tmp/loo.csv)"
done > $E/gate-loo.txt
# +400 us in sign: the candidate file judges every such run
for r in "${ab4[@]}" "${ab2[@]}"; do echo "$(basename $r): $(gate $r $E/cand.csv)"; done > $E/gate-ab.txt
# compare: every sign:400 run of this sitting against the unchanged run before it, and all against all d4
for b in "${ab4[@]}"; do n=${b##*-}; a=/work/wt-s31/results/d4-$((n*2-1)); [[ $n == 1 ]] && a=/work/wt-s31/results/d4-1
  $cli compare --format csv $a $b --noise $E/cand.csv 2>/dev/null | awk -F, -v t="$(basename $b) vs $(basename $a)" 'NR==1{for(i=1;i<=NF;i++){h[$i]=i}} NR>1 && $h["run_index"]=="1" && $2!="plain"{if($h["verdict"]=="slower"||$h["verdict"]=="faster"||$h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")v=v" "$2"/"$3":"$h["verdict"]"/"$h["second_verdict"]; if($2=="sign"&&$3=="small")s=sprintf("sign/small %+.1f%% p_holm %s",$h["median_ratio_change_pct"],$h["p_holm"])} END{print t": "s" verdicts:"(v==""?" none":v)}'
done > $E/compare-ab.txt
$cli compare --format csv --noise $E/cand.csv --before "${d4[@]}" --after "${ab4[@]}" > $E/ab-all.csv 2> $E/ab-all.err
# A/A: pairs of this sitting, one run per side, the candidate's noise
n=${#d4[@]}
for ((i=0;i<n;i++)); do for ((j=i+1;j<n;j++)); do
  v=$($cli compare --format csv ${d4[$i]} ${d4[$j]} --noise $E/cand.csv 2>/dev/null | awk -F, 'NR==1{for(k=1;k<=NF;k++){h[$k]=k}} NR>1 && $h["run_index"]=="1" && $2!="plain"{c++; if($h["second_verdict"]!="")c++; if($h["verdict"]=="slower"||$h["verdict"]=="faster")f++; if($h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")f++} END{print c+0, f+0}')
  echo "$(basename ${d4[$i]}) $(basename ${d4[$j]}) figures,false: $v"
done; done > $E/aa-d4.txt
awk '{c+=$(NF-1); f+=$NF; if($NF>m)m=$NF} END{print "A/A pairs: "NR", figure comparisons "c", false verdicts "f", most in one pair "m}' $E/aa-d4.txt >> $E/aa-d4.txt
$cli noise "${all[@]}" --metric $M > $E/noise.txt 2>&1
