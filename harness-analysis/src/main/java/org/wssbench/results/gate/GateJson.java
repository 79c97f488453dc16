package org.wssbench.results.gate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The gate as JSON, for tools: the verdict, exit status and first line, then per arm whether it judged (and why
 * not), its figures and its failures. Keys are snake_case as in run.json.
 */
public final class GateJson {

    private GateJson() {
    }

    /** The JSON tree of an outcome, as maps and lists in a fixed key order. */
    static Map<String, Object> tree(GateOutcome outcome) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("verdict", outcome.verdict().name().toLowerCase(java.util.Locale.ROOT));
        root.put("exit_code", outcome.exitCode());
        root.put("first_line", outcome.firstLine());
        root.put("runs", outcome.runIds());
        Map<String, Object> work = new LinkedHashMap<>();
        WorkArm arm = outcome.work();
        work.put("judged", arm.judged());
        work.put("not_judged_why", arm.notJudgedWhy().orElse(null));
        work.put("reference", arm.reference().map(Path::toString).orElse(null));
        work.put("figures", arm.verdicts().stream().map(GateJson::figure).toList());
        work.put("failures", arm.failures().stream().map(WorkVerdict::line).toList());
        work.put("notes", arm.notes());
        Map<String, Object> time = new LinkedHashMap<>();
        time.put("judged", outcome.timeJudged());
        time.put("summary", outcome.timeArm());
        time.put("verdict", outcome.time().verdict().name().toLowerCase(java.util.Locale.ROOT));
        time.put("headline", outcome.time().headline());
        time.put("figures", outcome.time().cells().stream().map(GateJson::figure).toList());
        time.put("failures", outcome.time().failures());
        time.put("run_problems", outcome.time().runProblem());
        time.put("notes", outcome.time().notes());
        Map<String, Object> arms = new LinkedHashMap<>();
        arms.put("work", work);
        arms.put("time", time);
        root.put("arms", arms);
        return root;
    }

    private static Map<String, Object> figure(WorkVerdict v) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("run", v.runId());
        f.put("cell", v.cell().toString());
        f.put("figure", v.figure().column());
        f.put("reference", v.entry().reference());
        f.put("measured", v.measured());
        f.put("change_pct", v.changePct());
        f.put("tolerance_pct", v.entry().tolerancePct());
        f.put("outcome", v.outcome().name().toLowerCase(java.util.Locale.ROOT));
        return f;
    }

    private static Map<String, Object> figure(CellVerdict c) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("cell", c.key().toString());
        f.put("figure", GatedFigure.COLUMN);
        f.put("baseline", Double.isNaN(c.baseline()) ? null : c.baseline());
        f.put("measured", c.measured());
        f.put("change_pct", Double.isNaN(c.baseline()) ? null : c.changePct());
        f.put("tolerance_pct", Double.isNaN(c.tolerancePct()) ? null : c.tolerancePct());
        f.put("outcome", c.outcome().word().toLowerCase(java.util.Locale.ROOT));
        return f;
    }

    /** Writes {@link #tree} to {@code file}, indented. */
    public static void write(GateOutcome outcome, Path file) throws IOException {
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), tree(outcome));
    }
}
