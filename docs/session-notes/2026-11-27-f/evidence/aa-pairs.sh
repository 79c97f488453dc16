#!/usr/bin/env bash
# A/A, one run per side: every pair of the five unchanged runs s28n-1..5, judged with the committed file's noise.
cli="java -jar /work/wt-s28/harness-client/target/harness-client.jar"; F=/work/main/results/baseline/machines/workload-quick.intel-xeon.csv; R=/work/wt-s28/results
for a in 1 2 3 4 5; do for b in 1 2 3 4 5; do [ $a -lt $b ] || continue
  $cli compare --format csv $R/s28n-$a $R/s28n-$b --noise $F 2>/dev/null | awk -F, -v p="s28n-$a s28n-$b" 'NR==1{for(i=1;i<=NF;i++){if($i=="verdict")v=i; if($i=="second_verdict")s=i; if($i=="run_index")x=i}} NR>1 && $x=="1" && $2!="plain"{n++; if($v=="slower"||$v=="faster"||$s=="slower"||$s=="faster"){f++; print p": "$2"/"$3" "$v" "$s}} END{print p": "n" cells, "f+0" with a verdict"}'
done; done
