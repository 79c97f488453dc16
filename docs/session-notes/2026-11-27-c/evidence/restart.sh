#!/usr/bin/env bash
# waits for the first queue to end (STOP after s25ab-2), then the shortened queue
q=/work/timed/s25/q
while pgrep -f "timed-queue.sh -d $q" > /dev/null; do sleep 5; done
rm -f $q/STOP
cd /work/wt-s24 && exec benchmark/timed-queue.sh -d $q s25aa:4 s25ab:3:sign:400 s25aa:5 s25aa:6 s25full:1::workload-full s25full:2::workload-full s25full:3::workload-full s25full:4::workload-full s25full:5::workload-full
