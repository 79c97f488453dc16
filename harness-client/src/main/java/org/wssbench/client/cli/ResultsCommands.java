package org.wssbench.client.cli;

import picocli.CommandLine;

/** Adds the result commands of harness-results (compare, report, gate, baseline) to the CLI. */
final class ResultsCommands {

    private ResultsCommands() {
    }

    static void register(CommandLine cli) {
        // wired once harness-results publishes its picocli commands
    }
}
