"""Counts compare's verdicts in the CSVs compare.sh wrote: cell comparisons (rows of the second run of each
compare, plain and the reference left out) and every slower/faster verdict, with the pair it came from.
Usage: verdicts.py FILE..."""
import csv, sys, collections
for path in sys.argv[1:]:
    ref, n, found = None, 0, []
    for row in csv.DictReader(l for l in open(path) if not l.startswith("metric,") or True):
        if row["metric"] == "metric":
            continue
        if row["run_index"] == "0":
            ref = row["run_id"]
            continue
        if row["verdict"] in ("reference", ""):
            continue
        n += 1
        if row["verdict"] in ("slower", "faster"):
            found.append((ref, row["run_id"], row["scenario"] + "/" + row["sequence"], row["verdict"], row["median_ratio_change_pct"]))
    per = collections.Counter((a, b) for a, b, *_ in found)
    print(f"{path}: {len(found)} slower/faster verdicts in {n} cell comparisons; most in one pair: {max(per.values()) if per else 0}")
    for f in found:
        print("   ", *f)
