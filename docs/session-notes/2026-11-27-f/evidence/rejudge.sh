#!/usr/bin/env bash
# With this session's final CLI: the committed 38-run Intel file rebuilt (must be byte-identical), and every run
# with +400 us in sign (-s sign:400) judged again: the gate against the committed file, compare one run per side
# against the unchanged run measured before it, with the file's noise.
set -u
cli="java -jar /work/timed/s28/cli2/harness-client.jar"; o=/work/wt-s24/results; n=/work/wt-s26/results
F=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv; E=/work/main/docs/session-notes/2026-11-27-f/evidence
all=($o/s24ci-1); for i in $(seq 1 9); do all+=($o/s24aa-$i); done; all+=($o/s24oos-1 $o/s24oos-2)
all+=($o/s25aa-1 $o/s25aa-2 $o/s25aa-4 $o/s25aa-5 $o/s25aa-6 $o/s25ci-1 $o/s25oos-1 $o/s25oos-2)
for i in $(seq 1 8); do all+=($n/s26aa-$i); done; all+=($n/s26oos-1 $n/s26oos-2)
for i in $(seq 1 8); do all+=($n/s27aa-$i); done
$cli baseline "${all[@]}" --metric round_low_ratio_peer_adjusted -o /tmp/rebuilt38.csv > /dev/null 2>&1
cmp /tmp/rebuilt38.csv $F && echo "38-run file rebuilt with the final code: byte-identical" || echo "38-run file DIFFERS"
# each sign:400 run and the unchanged run measured just before it (queue order of its sitting)
pairs="s24ab-1:s24aa-2 s24ab-2:s24aa-5 s24ab-3:s24aa-8 s25ab-1:s25aa-1 s25ab-2:s25aa-3 s25ab-3:s25aa-4 s26ab-1:s26aa-2 s26ab-2:s26aa-4 s26ab-3:s26aa-6 s27ab-1:s27aa-1 s27ab-2:s27aa-3 s27ab-3:s27aa-5 s27ab-4:s27aa-7"
for p in $pairs; do b=${p%%:*}; a=${p##*:}; d=$o; [[ $b == s26* || $b == s27* ]] && d=$n
  g=$($cli gate $d/$b -b $F 2>&1 | grep -E '^gate' | cut -c1-120)
  c=$($cli compare --format csv $d/$a $d/$b --noise $F 2>/dev/null | awk -F, 'NR==1{for(i=1;i<=NF;i++){h[$i]=i}} NR>1 && $h["run_index"]=="1" && $2!="plain"{if($h["verdict"]=="slower"||$h["verdict"]=="faster"||$h["second_verdict"]=="slower"||$h["second_verdict"]=="faster")v=v" "$2"/"$3":"$h["verdict"]"/"$h["second_verdict"]; if($2=="sign"&&$3=="small")s=sprintf("sign/small %+.1f%% p_holm %s",$h["median_ratio_change_pct"],$h["p_holm"])} END{print s"; verdicts:"(v==""?" none":v)}')
  echo "$b against $a: $g | $c"
done
