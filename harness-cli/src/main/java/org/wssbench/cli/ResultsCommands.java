package org.wssbench.cli;

import org.wssbench.results.cli.ResultsCli;
import picocli.CommandLine;

/** Adds the result commands of harness-analysis (compare, report, gate, baseline) to the CLI. */
final class ResultsCommands {

    private ResultsCommands() {
    }

    static void register(CommandLine cli) {
        for (Object command : ResultsCli.subcommands()) {
            cli.addSubcommand(command);
        }
    }
}
