package org.wssbench.client.cli;

import org.wssbench.client.scenario.MatrixFileException;
import org.wssbench.results.cli.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the runnable jar: {@code java -jar harness-client.jar <command>}. */
@Command(name = "wss-bench", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Measures what SOAP message security costs (Axis2 + Rampart/WSS4J): runs the scenario matrix "
                + "against a seismic query service and compares, reports and gates the results.",
        subcommands = {RunCommand.class, SweepCommand.class, TokenChurnCommand.class, UrlsCommand.class, StacksCommand.class,
                CommandLine.HelpCommand.class})
public final class WssBenchCli {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new WssBenchCli());
        ResultsCommands.register(cli);
        // Bad input: one clear message, no stack trace.
        cli.setExecutionExceptionHandler((error, commandLine, parseResult) -> {
            commandLine.getErr().println("wss-bench: " + message(error));
            return error instanceof IllegalArgumentException || error instanceof MatrixFileException ? ExitCodes.INPUT_ERROR : ExitCodes.RUN_FAILED;
        });
        return cli;
    }

    private static String message(Throwable error) {
        String text = error.getMessage();
        return text == null || text.isBlank() ? error.toString() : text;
    }
}
