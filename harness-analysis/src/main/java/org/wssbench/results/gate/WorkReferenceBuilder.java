package org.wssbench.results.gate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.wssbench.results.ScenarioSequence;

/**
 * Builds a work reference from unchanged runs of one JDK feature release and crypto provider, and states its
 * evidence.
 *
 * <p>Per workload, catalogue, cell and figure the reference figure is the median of the runs' figures. The tolerance is
 * {@value #MARGIN} times the highest run's rise above it, at least {@value #FLOOR_PCT}%, rounded up to a tenth of
 * a per cent. Margin and floor are for machine types and host states the runs did not see; how far they reach is
 * measured, not assumed: {@link #evidence} judges each machine type against a reference of the others. Only the
 * rise sets the tolerance, since only a rise fails ({@link WorkRule}).
 *
 * <p>A reference of one run has no spread: {@code tolerancesFrom} (the reference of another JDK, measured by the
 * same harness) then lends each figure its tolerance, the larger of the two.
 */
public final class WorkReferenceBuilder {

    /** The tolerance over the highest unchanged run's rise. */
    public static final double MARGIN = 1.5;
    /** The least tolerance, in %. */
    public static final double FLOOR_PCT = 1.5;

    private WorkReferenceBuilder() {
    }

    /**
     * The runs a reference of a JDK and provider is built from, and why each other one is left out.
     *
     * @param kept    unchanged runs of the JDK and provider that record allocation
     * @param slowed  such runs with an injected slowdown: the same work, judged as evidence, not built from
     * @param leftOut why each other run is not used, one line each
     */
    public record Selection(List<WorkProfile> kept, List<WorkProfile> slowed, List<String> leftOut) {

        /** Every run of the JDK and provider that records allocation: the kept and the slowed ones. */
        public List<WorkProfile> judgeable() {
            List<WorkProfile> all = new ArrayList<>(kept);
            all.addAll(slowed);
            return all;
        }
    }

    /** Sorts runs into those a reference of a JDK and provider is built from, the slowed ones and the others. */
    public static Selection select(List<WorkProfile> runs, String jdkFeature, String provider) {
        List<WorkProfile> kept = new ArrayList<>();
        List<WorkProfile> slowed = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (WorkProfile run : runs) {
            if (!run.jdkFeature().equals(Optional.of(jdkFeature))) {
                leftOut.add("run " + run.runId() + ": JDK " + run.jdkFeature().orElse("not recorded") + ", not "
                        + jdkFeature);
            } else if (!run.provider().equals(provider)) {
                leftOut.add("run " + run.runId() + ": crypto provider " + run.provider() + ", not " + provider);
            } else if (!run.recordsAllocation()) {
                leftOut.add("run " + run.runId() + ": records no allocation per request");
            } else if (run.testSlowdown().isPresent()) {
                slowed.add(run);
            } else {
                kept.add(run);
            }
        }
        return new Selection(kept, slowed, leftOut);
    }

    /**
     * The reference of {@code runs} (all of one JDK feature release and provider); tolerances at least those of
     * {@code tolerancesFrom}.
     */
    public static WorkReference build(String jdkFeature, String provider, List<WorkProfile> runs,
                                      Optional<WorkReference> tolerancesFrom) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no unchanged run of JDK " + jdkFeature + " with crypto provider "
                    + provider + " that records allocation per request");
        }
        record Key(String workload, String catalogue, ScenarioSequence cell, WorkFigure figure) {
        }
        Map<Key, List<Double>> values = new LinkedHashMap<>();
        Map<Key, Set<String>> machines = new LinkedHashMap<>();
        for (WorkProfile run : runs) {
            for (CellWork cell : run.cells()) {
                cell.figures().forEach((figure, value) -> {
                    Key key = new Key(run.workload(), run.catalogue(), cell.cell(), figure);
                    values.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
                    machines.computeIfAbsent(key, k -> new TreeSet<>()).add(run.machine().orElse("unknown"));
                });
            }
        }
        List<WorkReference.Entry> entries = new ArrayList<>();
        values.forEach((key, list) -> {
            double[] sample = list.stream().mapToDouble(Double::doubleValue).toArray();
            double reference = new Median().evaluate(sample);
            double highest = list.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            double lowest = list.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double tolerance = tolerancePct(reference, highest);
            Optional<WorkReference.Entry> lent = tolerancesFrom.flatMap(r -> r.entry(key.workload(), key.catalogue(),
                    key.cell(), key.figure()));
            if (lent.isPresent()) {
                tolerance = Math.max(tolerance, lent.get().tolerancePct());
            }
            entries.add(new WorkReference.Entry(key.workload(), key.catalogue(), key.cell(), key.figure(), reference, tolerance,
                    list.size(), machines.get(key).size(), lowest, highest));
        });
        return new WorkReference(jdkFeature, provider, entries);
    }

    /** {@link #MARGIN} times the highest rise, at least {@link #FLOOR_PCT}, rounded up to 0.1. */
    static double tolerancePct(double reference, double highest) {
        double rise = Math.max(0, (highest / reference - 1) * 100);
        // rounding first keeps a product like 1.5 * 1.2 = 1.8000000000000003 from rounding up to 1.9
        double scaled = Math.round(MARGIN * rise * 1e6) / 1e6;
        return Math.max(FLOOR_PCT, Math.ceil(scaled * 10) / 10);
    }

    /**
     * What a reference rests on.
     *
     * @param runs            runs it was built from
     * @param machines        machine types (CPU models) among them
     * @param judged          runs judged against it: those it was built from and the slowed ones
     * @param slowed          of which slowed by an injected slowdown
     * @param falseVerdicts   judged runs with a failed figure (all are unchanged work, so every failure is false)
     * @param leaveOutFalse   judged runs with a failed figure when each machine type is judged against a reference
     *                        of the other types only (0 when there is one type)
     * @param leaveOutFigures the failed figures of those runs, one line each
     */
    public record Evidence(int runs, int machines, int judged, int slowed, int falseVerdicts, int leaveOutFalse,
                           List<String> leaveOutFigures) {

        /** One line: N runs, M machine types, F false verdicts, and the same with each machine type left out. */
        public String describe() {
            return String.format(java.util.Locale.ROOT, "built from %d unchanged run(s) on %d machine type(s); "
                    + "judged against it, %d of %d run(s) (%d of them with an injected slowdown) failed; judging each "
                    + "machine type against a reference of the others, %d failed", runs, machines, falseVerdicts, judged,
                    slowed, leaveOutFalse);
        }
    }

    /** Judges every run of the selection against the reference, and each machine type against the others'. */
    public static Evidence evidence(WorkReference reference, Selection selection) {
        List<WorkProfile> judged = selection.judgeable();
        int falseVerdicts = (int) judged.stream().filter(run -> WorkRule.judge(run, reference).stream()
                .anyMatch(WorkVerdict::failed)).count();
        Set<String> machineTypes = selection.kept().stream().map(r -> r.machine().orElse("unknown"))
                .collect(Collectors.toCollection(TreeSet::new));
        int leaveOutFalse = 0;
        List<String> leaveOutFigures = new ArrayList<>();
        if (machineTypes.size() > 1) {
            for (String machine : machineTypes) {
                List<WorkProfile> others = selection.kept().stream()
                        .filter(r -> !Objects.equals(r.machine().orElse("unknown"), machine)).toList();
                WorkReference ofOthers = build(reference.jdkFeature(), reference.provider(), others, Optional.empty());
                for (WorkProfile run : judged) {
                    if (!run.machine().orElse("unknown").equals(machine)) {
                        continue;
                    }
                    List<WorkVerdict> failed = WorkRule.judge(run, ofOthers).stream().filter(WorkVerdict::failed).toList();
                    if (!failed.isEmpty()) {
                        leaveOutFalse++;
                        failed.forEach(v -> leaveOutFigures.add(machine + ", run " + run.runId() + ": " + v.line()));
                    }
                }
            }
        }
        return new Evidence(selection.kept().size(), machineTypes.size(), judged.size(), selection.slowed().size(),
                falseVerdicts, leaveOutFalse, leaveOutFigures);
    }
}
