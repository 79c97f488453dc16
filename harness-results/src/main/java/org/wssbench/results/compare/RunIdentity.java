package org.wssbench.results.compare;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.wssbench.results.RunFolder;

/**
 * What a run measured, as far as its ratios depend on it: workload, catalogue, client threads
 * and measured rounds (from run.json). A baseline records the identity of the runs it was built
 * from; the gate refuses a run whose identity differs, because its ratios measure other work.
 * A null field on the reference side (the baseline) was not recorded and is not checked.
 */
public record RunIdentity(String workload, String catalogue, Integer threads, Integer rounds) {

    public static RunIdentity of(RunFolder run) {
        JsonNode root = run.info().root();
        JsonNode matrix = root.path("matrix");
        JsonNode design = root.path("design");
        Integer rounds = design.path("rounds").isInt() ? Integer.valueOf(design.path("rounds").asInt())
                : matrix.path("repetitions").isInt() ? Integer.valueOf(matrix.path("repetitions").asInt()) : null;
        return new RunIdentity(text(matrix.path("workload")), text(root.path("catalogue")),
                matrix.path("threads").isInt() ? matrix.path("threads").asInt() : null, rounds);
    }

    /**
     * Fields that differ, as "field: this vs other" texts; empty when they measure the same work.
     * Fields that {@code other} (the reference) does not record are not checked.
     */
    public List<String> differences(RunIdentity other, String thisName, String otherName) {
        List<String> differences = new ArrayList<>();
        compare(differences, "workload", workload, other.workload, thisName, otherName);
        compare(differences, "catalogue", catalogue, other.catalogue, thisName, otherName);
        compare(differences, "threads", threads, other.threads, thisName, otherName);
        compare(differences, "rounds", rounds, other.rounds, thisName, otherName);
        return differences;
    }

    private static void compare(List<String> out, String field, Object a, Object b, String aName, String bName) {
        if (b != null && !Objects.equals(a, b)) {
            out.add(field + ": " + aName + " has " + (a == null ? "nothing" : a) + ", " + bName + " has "
                    + (b == null ? "nothing" : b));
        }
    }

    private static String text(JsonNode node) {
        return node.isMissingNode() || node.isNull() ? null : node.asText();
    }
}
