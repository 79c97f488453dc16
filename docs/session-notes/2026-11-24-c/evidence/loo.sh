#!/bin/bash
# usage: loo.sh NAME run-dirs...   (leave-one-out gate with the classes in /work/wt-s8)
name=$1; shift
CP=/tmp/ana/classes:$(cat /tmp/cp.txt)
cd /work/main
runs=("$@"); pass=0; n=${#runs[@]}
for r in "${runs[@]}"; do
  others=(); for o in "${runs[@]}"; do [ "$o" != "$r" ] && others+=("$o"); done
  java -cp $CP org.wssbench.results.cli.ResultsCli baseline "${others[@]}" -o /tmp/ana/loo/$name.csv >/dev/null 2>&1
  tail=$(sed -n 2p /tmp/ana/loo/$name.csv | awk -F, '{print $NF}')
  out=$(java -cp $CP org.wssbench.results.cli.ResultsCli gate $r -b /tmp/ana/loo/$name.csv 2>&1); rc=$?
  if [ $rc -eq 0 ]; then pass=$((pass+1)); echo "$r pass (tail_df $tail)"; else echo "$r FAIL (tail_df $tail)"; echo "$out" | grep -i "regressed\|collapsed\|steady\|unchecked\|refused" | sed 's/^/    /'; fi
done
echo "$name: $pass of $n passed"
