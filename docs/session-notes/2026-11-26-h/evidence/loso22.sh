#!/usr/bin/env bash
# Every unchanged quick run of 2026-11-26 on this host (the measured path of 0e84911), grouped in sittings;
# each sitting gated against a baseline of all the others (leave one sitting out), and the sign runs
# (sign:400 every request; sign:8000/10 every tenth) against a baseline of all of them.
# Usage: loso22.sh CLI_DIR OUT_DIR [SITTING...]. Run only when no timed run is going.
cli=$1/harness-client.jar; E=$2; mkdir -p $E; shift 2
W14=/work/wt-s14/results; W19=/work/wt-s19/results
declare -A S
S[s14]="$(ls -d $W14/s14aa-* | sort -V)"
S[s15]="$(ls -d $W14/s15aa-* | sort -V)"
S[s16]="$(ls -d $W14/s16aa-* | sort -V)"
S[s17]="$(ls -d $W14/s17aa-* | sort -V)"
S[s18]="$(ls -d $W14/s18aa-* | sort -V)"
S[s19]="$W14/s19aa-1 $(ls -d $W19/s19na-* | sort -V)"
S[eve]="$(ls -d $W19/s21aa-* | sort -V) $(ls -d /work/timed/s20/ci-runs/* | sort)"
S[ci22]="$(ls -d /work/timed/s22/ci-runs/ci-* 2>/dev/null | grep -v confirm | sort -V)"
AB="$(ls -d $W14/s1[4-8]ab-* | sort -V) $W14/s19ab-1 $(ls -d $W19/s19nb-* | sort -V) $(ls -d /work/timed/s22/ci-runs/sp22-* 2>/dev/null | grep -v confirm)"
SP="$(ls -d $W19/s19sp-* | sort -V) $W19/s21sp-1"
order="s14 s15 s16 s17 s18 s19 eve ci22"
sittings=${*:-$order}
gate() { for r in "${@:2}"; do echo "== $(basename $r) $(java -jar $cli gate $r -b $1 2>&1 | grep -E '^gate' | sed 's/ (measured[^)]*)//' | tr '\n' ' ')"; done; }
all=""; for s in $order; do all="$all ${S[$s]}"; done
: > $E/gate-loso.txt
for s in $sittings; do
  [ -z "${S[$s]}" ] && continue
  others=""; for t in $order; do [ $t != $s ] && others="$others ${S[$t]}"; done
  java -jar $cli baseline -o $E/no-$s.csv $others > $E/no-$s.txt 2>&1
  gate $E/no-$s.csv ${S[$s]} | sed "s/^== /== [$s] /" >> $E/gate-loso.txt
done
java -jar $cli baseline -o $E/all.csv $all > $E/all.txt 2>&1
gate $E/all.csv $AB $SP > $E/gate-ab.txt
# the committed file (42 runs of s14-s17) on every run outside it, and on the sign runs
gate /work/timed/s22/q42.csv ${S[s18]} ${S[s19]} ${S[eve]} ${S[ci22]} > $E/gate-committed-oos.txt
gate /work/timed/s22/q42.csv $AB $SP > $E/gate-committed-ab.txt
echo "loso: $(grep -c 'gate passed' $E/gate-loso.txt) passed of $(grep -c '^==' $E/gate-loso.txt); ab: $(grep -c 'FAILED' $E/gate-ab.txt) failed of $(grep -c '^==' $E/gate-ab.txt)"
