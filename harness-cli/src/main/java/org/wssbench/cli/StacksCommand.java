package org.wssbench.cli;

import org.wssbench.results.RunFiles;
import org.wssbench.results.report.StackTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code stacks RUN}: the SOAP stacks of one run side by side (cxf-stack/README.md), printed and written to stacks.md;
 * report.html shows the same table.
 */
@Command(name = "stacks", mixinStandardHelpOptions = true,
        description = {"The SOAP stacks of one run side by side: per scenario and sequence, each stack's median time,"
                + " its ratio to the same stack's plain, Axis2's time over it, message sizes and the Server-Timing split.",
            "Needs a run with scenarios of the stack axis (scenarios.properties, stacks.<base>=); writes RUN/stacks.md."})
public final class StacksCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "RUN", description = "The run folder (holds requests.csv).")
    Path run;

    @Override
    public Integer call() throws IOException {
        Path requests = RunFiles.REQUESTS.in(run);
        if (!Files.isRegularFile(requests)) {
            System.err.println(requests + ": no such file (stacks needs a run folder with its requests.csv)");
            return 2;
        }
        String table = StackTable.markdown(RunFiles.REQUESTS.read(requests));
        if (table.isEmpty()) {
            System.err.println(run + ": the run has no scenario on another stack (names with _stack-)");
            return 2;
        }
        Files.writeString(RunFiles.in(run).stacksMarkdown(), table, StandardCharsets.UTF_8);
        System.out.print(table);
        return 0;
    }
}
