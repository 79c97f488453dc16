# Ratios to plain per cell: the old host's quick baseline (git 5353813), the new host's 14-run baseline,
# and the first CI run on the new host (old 5% warm-up rule, same code): is the shift the host or the rule?
# Run from the repository root: python3 docs/session-notes/2026-11-25/evidence/host_vs_host.py results/20261125T115846Z-workload-quick
import csv, subprocess, sys
old = {(r['scenario'], r['sequence']): float(r['ratio']) for r in csv.DictReader(
    subprocess.run(['git', 'show', '5353813:results/baseline/workload-quick.csv'], capture_output=True, text=True).stdout.splitlines())}
new = {(r['scenario'], r['sequence']): float(r['ratio']) for r in csv.DictReader(open('results/baseline/workload-quick.csv'))}
ci = {(r['scenario'], r['sequence']): r['round_ratio_median_vs_plain'] for r in csv.DictReader(open(sys.argv[1] + '/summary.csv'))}
for k in sorted(new):
    c = ci.get(k)
    shown = '%.2f (%+.1f%%)' % (float(c), (float(c) / old[k] - 1) * 100) if c else '-'
    print(f"{k[0]}/{k[1]}: old host {old[k]:.2f}, new host (14 runs) {new[k]:.2f} ({(new[k] / old[k] - 1) * 100:+.1f}%), first CI run {shown}")
