import csv, sys
# counts slower/faster verdicts (either figure) per compared pair, over secured cells
tot_cells = tot_false = 0
for f in sys.argv[1:]:
    rows = list(csv.DictReader(open(f)))
    cells = {}
    for r in rows:
        if r.get('verdict') in ('reference', None) or r['scenario'] == 'plain':
            continue
        key = (r['scenario'], r['sequence'])
        v = [x for x in (r.get('verdict'), r.get('second_verdict')) if x in ('slower', 'faster')]
        cells.setdefault(key, set()).update(v)
    flagged = {k: v for k, v in cells.items() if v}
    tot_cells += len(cells); tot_false += len(flagged)
    print(f.split('/')[-1], len(cells), len(flagged), ' '.join(f"{k[0]}/{k[1]}:{'+'.join(sorted(v))}" for k, v in sorted(flagged.items())))
print('total cells', tot_cells, 'flagged', tot_false)
