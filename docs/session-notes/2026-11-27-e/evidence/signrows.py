import csv, sys
# sign/small of each compare CSV: change of the gated figure, its 95% interval, p, Holm p, verdict; and the second figure's
for f in sys.argv[1:]:
    for r in csv.DictReader(open(f)):
        if r['scenario'] == 'sign' and r['sequence'] == 'small' and r['verdict'] not in ('reference', 'first_run'):
            print(f"{f.split('/')[-1]:28s} {r['metric'][:32]:32s} {r['median_ratio_change_pct']:>7s}% [{r['ci95_low_pct']}, {r['ci95_high_pct']}] p {r['p_value']} holm {r['p_holm']} {r['verdict']:22s} second {r['second_change_pct']}% p {r['second_p_value']} {r['second_verdict']}")
