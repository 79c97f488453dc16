"""Counts compare's verdicts in CSVs written by compare2.sh (or fullcompare.sh), extending the sixth session's
verdicts.py with the figure that gave each verdict: first (p_holm < 0.05), or second only (second_p_holm
< 0.05 and p_holm not). Compared cells are the second run's rows other than plain.
Usage: verdicts2.py FILE..."""
import collections
import csv
import sys


def compared_rows(path):
    """(reference run, row) for every compared cell; header lines repeated by appended CSVs are skipped."""
    reference = None
    for row in csv.DictReader(open(path)):
        if row["metric"] == "metric":
            continue
        if row["run_index"] == "0":
            reference = row["run_id"]
        elif row["verdict"] not in ("reference", ""):
            yield reference, row


for path in sys.argv[1:]:
    cells, pairs, wrong = 0, set(), []
    for reference, row in compared_rows(path):
        cells += 1
        pairs.add((reference, row["run_id"]))
        if row["verdict"] in ("slower", "faster"):
            by_first = row["p_holm"] != "" and float(row["p_holm"]) < 0.05
            wrong.append((reference, row["run_id"], row["scenario"] + "/" + row["sequence"], row["verdict"],
                          "first" if by_first else "second only", row["median_ratio_change_pct"],
                          row.get("second_change_pct", "")))
    per_pair = collections.Counter((w[0], w[1]) for w in wrong)
    print(f"{path}: {len(pairs)} compares, {len(wrong)} slower/faster verdicts in {cells} cell comparisons "
          f"({100.0 * len(wrong) / max(cells, 1):.1f}%); most in one pair: {max(per_pair.values()) if per_pair else 0}")
    for w in wrong:
        print("   ", *w)
