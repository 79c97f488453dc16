package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The gate as Markdown, for a CI job summary (GitHub's {@code $GITHUB_STEP_SUMMARY}, a GitLab or Jenkins page):
 * the first line, every failure one line, then each arm's figures in a table under a fold.
 */
public final class GateMarkdown {

    private GateMarkdown() {
    }

    /** The Markdown text of an outcome. */
    public static String render(GateOutcome outcome) {
        StringBuilder md = new StringBuilder();
        md.append("### wss-bench ").append(escape(outcome.firstLine())).append("\n\n");
        outcome.time().runProblem().forEach(p -> md.append("- run problem: ").append(escape(p)).append('\n'));
        outcome.work().failures().forEach(v -> md.append("- **work** ")
                .append(outcome.runIds().size() > 1 ? "run " + v.runId() + ": " : "").append(escape(v.line())).append('\n'));
        outcome.time().failures().forEach(f -> md.append("- **time** ").append(escape(f)).append('\n'));
        md.append('\n');
        WorkArm work = outcome.work();
        if (work.judged()) {
            md.append("<details><summary>").append(escape(work.summary())).append("</summary>\n\n");
            md.append("| run | cell | figure | reference | measured | change | tolerance | verdict |\n");
            md.append("|---|---|---|---:|---:|---:|---:|---|\n");
            for (WorkVerdict v : work.verdicts()) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %,.0f | %,.0f | %+.1f%% | %.1f%% | %s |%n",
                        v.runId(), v.cell(), v.figure().column(), v.entry().reference(), v.measured(), v.changePct(),
                        v.entry().tolerancePct(), v.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ')));
            }
            md.append("\n</details>\n\n");
        }
        if (!outcome.time().cells().isEmpty()) {
            md.append("<details><summary>").append(escape(outcome.timeArm())).append("</summary>\n\n");
            md.append("| cell | measured | baseline | change | tolerance | verdict |\n|---|---:|---:|---:|---:|---|\n");
            for (CellVerdict c : outcome.time().cells()) {
                boolean hasBaseline = !Double.isNaN(c.baseline());
                md.append(String.format(Locale.ROOT, "| %s | %.3f | %s | %s | %s | %s |%n", c.key(), c.measured(),
                        hasBaseline ? String.format(Locale.ROOT, "%.3f", c.baseline()) : "",
                        hasBaseline ? String.format(Locale.ROOT, "%+.1f%%", c.changePct()) : "",
                        Double.isNaN(c.tolerancePct()) ? "" : String.format(Locale.ROOT, "%+.1f%%", c.tolerancePct()),
                        c.outcome().word()));
            }
            md.append("\n</details>\n\n");
        }
        work.notes().forEach(n -> md.append("- note: work: ").append(escape(n)).append('\n'));
        outcome.time().notes().forEach(n -> md.append("- note: ").append(escape(n)).append('\n'));
        return md.toString();
    }

    /** Writes {@link #render} to {@code file}. */
    public static void write(GateOutcome outcome, Path file) throws IOException {
        Files.writeString(file, render(outcome), StandardCharsets.UTF_8);
    }

    /** Keeps a line's text from being read as Markdown table cells or HTML. */
    private static String escape(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;");
    }
}
