#!/usr/bin/env bash
# The 17-run, two-sitting file (s25aa-3 left out: plain/small unsteady): leave one out, and the runs outside it.
cd /work/wt-s24
cli="java -jar /work/timed/s24/cli/harness-client.jar"
amd=/work/main/results/baseline/workload-quick.csv
out=/work/timed/s25/an
s=(results/s24ci-1 results/s24aa-{1..9} results/s24oos-1 results/s24oos-2 results/s25aa-1 results/s25aa-2 results/s25aa-4 results/s25aa-5 results/s25aa-6)
g() { $cli gate $1 -b $2 2>&1 | grep '^gate' | cut -c1-220 | tr '\n' ' '; }
for r in "${s[@]}"; do
  others=(); for o in "${s[@]}"; do [[ $o != $r ]] && others+=($o); done
  $cli baseline "${others[@]}" -o $out/loo17.csv --noise-floor $amd > /dev/null 2>&1
  echo "loo17 $(basename $r): $(g $r $out/loo17.csv)"
done > $out/loo17.txt
for r in results/s25aa-3 results/s25ci-1 results/s25ab-{1..3} results/s24ab-{1..3}; do
  echo "both17 gates $(basename $r): $(g $r $out/both17-floored.csv)"
done > $out/both17-others.txt
echo "gate s25aa-3 with s25aa-4 as its confirmation (new jar): $(java -jar /work/main/harness-client/target/harness-client.jar gate results/s25aa-3 -b $out/both17-floored.csv --confirmation results/s25aa-4 2>&1 | grep -E '^gate|steady in' | head -3 | cut -c1-300 | tr '\n' ' ')" >> $out/both17-others.txt
echo done
