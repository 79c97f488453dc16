#!/usr/bin/env python3
"""From loso22.sh's gate-loso.txt: per sitting, the runs that failed and on which checks; and, for each run that
failed on regressions alone, whether the next run of its sitting (a fresh-JVM stand-in for a confirmation run)
failed the same check too. usage: pairs.py gate-loso.txt"""
import re, sys, collections
runs = collections.OrderedDict()
for line in open(sys.argv[1]):
    m = re.match(r'== \[(\S+)\] (\S+) (.*)', line.strip())
    if not m: continue
    sitting, run, rest = m.groups()
    checks = set(re.findall(r'gate: (\S+): overhead regressed: (\S+)', rest))
    checks |= set((c, 'all-secured') for c in re.findall(r'gate: (all-secured/\S+): all secured', rest))
    other = [x for x in re.findall(r'gate: ([^:]+: [^:]+)', rest) if 'overhead regressed' not in x and 'all secured' not in x]
    runs.setdefault(sitting, []).append((run, 'passed' in rest, checks, other))
total = failed = confirmed = candidates = 0
for sitting, rs in runs.items():
    f = [(r, sorted(c), o) for r, p, c, o in rs if not p]
    total += len(rs); failed += len(f)
    print(f"{sitting}: {len(rs)} runs, {len(rs) - len(f)} passed; failed: {f}")
    for (r, p, c, o), nxt in zip(rs, rs[1:] + [None]):
        if p or o or nxt is None: continue
        candidates += 1
        again = c & nxt[2]
        confirmed += bool(again)
        print(f"   {r} -> next {nxt[0]}: {'CONFIRMED ' + str(sorted(again)) if again else 'not confirmed'}")
print(f"total {total} runs, {failed} failed alone; of {candidates} regression-only failures with a next run, {confirmed} repeated by it")
