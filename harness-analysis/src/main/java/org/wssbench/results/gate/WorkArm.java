package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.wssbench.results.RunFolder;

/**
 * The gate's work arm, judged on every run on every machine: each run's work profile against the committed work
 * reference of its JDK feature release ({@link WorkReferences}, {@link WorkRule}). Where no reference exists, or the
 * run records no allocation, the arm passes and says why (and, for a missing reference, the command that writes one).
 *
 * @param reference    the reference file that judged, empty when none did
 * @param judgedBy     the reference read from it
 * @param verdicts     every judged figure of every run
 * @param notJudgedWhy why the arm did not judge; empty when it did
 * @param notes        information: workloads the reference lacks, less work than the reference, the write command
 */
public record WorkArm(Optional<Path> reference, Optional<WorkReference> judgedBy, List<WorkVerdict> verdicts,
                      Optional<String> notJudgedWhy, List<String> notes) {

    public WorkArm {
        verdicts = List.copyOf(verdicts);
        notes = List.copyOf(notes);
    }

    /** Judges the runs (one build, one machine) against the reference of their JDK in {@code dir}. */
    public static WorkArm judge(List<RunFolder> runs, Path dir) throws IOException {
        WorkProfile first = WorkProfile.of(runs.get(0));
        if (first.jdkFeature().isEmpty()) {
            return notJudged("run.json does not record the JDK, so no reference can be chosen", List.of());
        }
        String jdk = first.jdkFeature().get();
        String of = "JDK " + jdk + (WorkReference.DEFAULT_PROVIDER.equals(first.provider()) ? ""
                : " with crypto provider " + first.provider());
        Optional<Path> file = WorkReferences.of(dir, jdk, first.provider());
        if (file.isEmpty()) {
            return notJudged("no work reference for " + of + " in " + dir, List.of("write the work reference of " + of
                    + " from this run and, better, a few more of the same build (their median; a new JDK's large cells may"
                    + " spread between runs more than the lent tolerances allow): "
                    + WorkReferences.writeCommand(dir, jdk, first.provider(), runs.get(0).directory())));
        }
        WorkReference reference = WorkReferenceCsv.read(file.get());
        List<WorkVerdict> verdicts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (RunFolder run : runs) {
            WorkProfile profile = WorkProfile.of(run);
            if (!profile.recordsAllocation()) {
                notes.add("run " + run.runId() + " records no allocation per request: only its message sizes are judged");
            }
            if (!reference.holds(profile.workload(), profile.catalogue())) {
                notes.add("the work reference holds no cell of workload " + profile.workload() + " with catalogue "
                        + profile.catalogue() + ": run " + run.runId() + " is not judged on it (write a reference of "
                        + "it with work-reference)");
            }
            List<WorkVerdict> ofRun = WorkRule.judge(profile, reference);
            verdicts.addAll(ofRun);
            ofRun.stream().filter(v -> v.outcome() == WorkVerdict.Outcome.LESS_WORK)
                    .forEach(v -> notes.add((runs.size() > 1 ? "run " + v.runId() + ": " : "") + v.line()));
        }
        if (verdicts.isEmpty()) {
            return new WorkArm(Optional.empty(), Optional.empty(), List.of(), Optional.of("the work reference "
                    + file.get() + " holds none of the runs' figures"), notes);
        }
        return new WorkArm(file, Optional.of(reference), verdicts, Optional.empty(), notes);
    }

    private static WorkArm notJudged(String why, List<String> notes) {
        return new WorkArm(Optional.empty(), Optional.empty(), List.of(), Optional.of(why), notes);
    }

    public boolean judged() {
        return notJudgedWhy.isEmpty();
    }

    public List<WorkVerdict> failures() {
        return verdicts.stream().filter(WorkVerdict::failed).toList();
    }

    public boolean passed() {
        return failures().isEmpty();
    }

    /** The arm's part of the gate's first line, e.g. {@code work: judged against results/baseline/work/jdk17.csv, ...}. */
    public String summary() {
        if (!judged()) {
            return "work: not judged (" + notJudgedWhy.get() + ")";
        }
        WorkReference by = judgedBy.orElseThrow();
        return String.format(Locale.ROOT, "work: judged against %s (%d run%s on %d machine type%s), %d of %d figures "
                + "above their tolerance", reference.orElseThrow(), by.runs(), by.runs() == 1 ? "" : "s", by.machines(),
                by.machines() == 1 ? "" : "s", failures().size(), verdicts.size());
    }

    /** Prints the arm's lines: its failures, with {@code all} every figure, then its notes. */
    public void print(java.io.PrintWriter out, boolean all, boolean severalRuns) {
        out.println(summary());
        for (WorkVerdict verdict : all ? verdicts : failures()) {
            out.println("  " + (verdict.failed() ? "failed: " : "") + (severalRuns ? "run " + verdict.runId() + ": " : "")
                    + verdict.line());
        }
        notes.forEach(note -> out.println("note: work: " + note));
    }
}
