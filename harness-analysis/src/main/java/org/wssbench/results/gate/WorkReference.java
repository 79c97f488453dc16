package org.wssbench.results.gate;

import java.util.List;
import java.util.Optional;
import org.wssbench.results.ScenarioSequence;

/**
 * The committed work of every cell on one JDK feature release and crypto provider: per workload, catalogue, cell
 * and figure, the reference figure and the rise the gate tolerates, with the evidence both come from. Not per
 * machine or host state: the work of a request does not depend on them. File format: {@link WorkReferenceCsv}.
 *
 * @param jdkFeature the JDK feature release it holds the work of, e.g. {@code 17}
 * @param provider   the client's crypto provider choice, {@value #DEFAULT_PROVIDER} for the JDK's own
 * @param entries    one per workload, catalogue, cell and figure
 */
public record WorkReference(String jdkFeature, String provider, List<Entry> entries) {

    /** The provider choice of a run that names none: the JDK's own providers. */
    public static final String DEFAULT_PROVIDER = "jdk";

    public WorkReference {
        entries = List.copyOf(entries);
    }

    /**
     * One figure of one cell.
     *
     * @param workload     the workload's name
     * @param catalogue    the catalogue the messages were drawn from (run.json {@code catalogue})
     * @param cell         scenario and sequence
     * @param figure       what is counted
     * @param reference    the median over the reference's runs
     * @param tolerancePct the largest rise above {@code reference} that passes, in %
     * @param runs         how many runs measured it
     * @param machines     on how many machine types (CPU models)
     * @param lowest       the lowest run's figure
     * @param highest      the highest run's figure
     */
    public record Entry(String workload, String catalogue, ScenarioSequence cell, WorkFigure figure, double reference,
                        double tolerancePct, int runs, int machines, double lowest, double highest) {

        /** The lowest figure that passes when falling: the tolerance mirrored. */
        public double floor() {
            return reference / (1 + tolerancePct / 100);
        }

        /** The highest figure that passes. */
        public double ceiling() {
            return reference * (1 + tolerancePct / 100);
        }
    }

    /** The entry of a cell and figure of a workload and catalogue, if the reference has it. */
    public Optional<Entry> entry(String workload, String catalogue, ScenarioSequence cell, WorkFigure figure) {
        return entries.stream().filter(e -> e.workload().equals(workload) && e.catalogue().equals(catalogue)
                && e.cell().equals(cell) && e.figure() == figure).findFirst();
    }

    /** Whether the reference holds any figure of this workload and catalogue. */
    public boolean holds(String workload, String catalogue) {
        return entries.stream().anyMatch(e -> e.workload().equals(workload) && e.catalogue().equals(catalogue));
    }

    /** The most runs any figure was measured by. */
    public int runs() {
        return entries.stream().mapToInt(Entry::runs).max().orElse(0);
    }

    /** The most machine types any figure was measured on. */
    public int machines() {
        return entries.stream().mapToInt(Entry::machines).max().orElse(0);
    }
}
