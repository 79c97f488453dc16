cmd: compare --format csv --before s27aa-1..8 --after s27ab-1..4 --noise results/baseline/machines/workload-quick.intel-xeon.csv
