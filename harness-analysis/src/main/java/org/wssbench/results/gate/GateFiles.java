package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Where the gate's renderings go: {@value #JUNIT}, {@value #MARKDOWN} and {@value #JSON} in one folder. */
public final class GateFiles {

    /** JUnit XML ({@link GateJunitXml}). */
    public static final String JUNIT = "gate.xml";
    /** Markdown ({@link GateMarkdown}). */
    public static final String MARKDOWN = "gate.md";
    /** JSON ({@link GateJson}). */
    public static final String JSON = "gate.json";

    private GateFiles() {
    }

    /** Writes all three into {@code dir} (created if missing); the files written. */
    public static List<Path> writeAll(GateOutcome outcome, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path junit = dir.resolve(JUNIT);
        Path markdown = dir.resolve(MARKDOWN);
        Path json = dir.resolve(JSON);
        GateJunitXml.write(outcome, junit);
        GateMarkdown.write(outcome, markdown);
        GateJson.write(outcome, json);
        return List.of(junit, markdown, json);
    }
}
