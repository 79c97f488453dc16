package org.wssbench.results.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Stand-alone entry point for the results commands. The benchmark CLI in harness-cli adds the
 * same commands as its own subcommands via {@link #subcommands()}.
 */
@Command(name = "wss-bench-results", mixinStandardHelpOptions = true,
        description = "Compare, report and gate wss-bench result folders.",
        subcommands = {CompareCommand.class, ReportCommand.class, GateCommand.class, BaselineCommand.class,
            DigestCommand.class, AbCommand.class, WorkReferenceCommand.class})
public final class ResultsCli {

    /** Fresh instances of all results commands, for adding to another picocli command. */
    public static List<Object> subcommands() {
        return List.of(new CompareCommand(), new ReportCommand(), new GateCommand(), new BaselineCommand(),
                new DigestCommand(), new AbCommand(), new WorkReferenceCommand());
    }

    public static CommandLine commandLine() {
        return new CommandLine(new ResultsCli());
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(commandLine().execute(args));
    }
}
