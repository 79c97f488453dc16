package org.wssbench.cli;

import org.wssbench.results.ExitCodes;
import org.wssbench.results.ResultFileException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the runnable jar: {@code java -jar harness-cli.jar <command>}. */
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
        // Bad input: one clear message naming the file, line or option, no stack trace.
        cli.setExecutionExceptionHandler((error, commandLine, parseResult) -> {
            commandLine.getErr().println("wss-bench: " + message(error));
            return exitCode(error);
        });
        cli.setParameterExceptionHandler((error, args) -> {
            CommandLine command = error.getCommandLine();
            command.getErr().println("wss-bench " + command.getCommandName() + ": " + error.getMessage()
                    + " (--help lists the options)");
            return ExitCodes.BAD_INPUT;
        });
        documentExitCodes(cli);
        return cli;
    }

    /**
     * {@link ExitCodes#BAD_INPUT} for input the user can correct: typed {@link org.wssbench.results.BadInputException}s
     * (scenario and workload files among them), unreadable result files, and the results commands' argument checks,
     * which still throw plain IllegalArgumentExceptions; anything else ends the run as failed.
     */
    static int exitCode(Throwable error) {
        return error instanceof IllegalArgumentException || error instanceof ResultFileException
                ? ExitCodes.BAD_INPUT : ExitCodes.REQUESTS_FAILED;
    }

    /** Every command's --help ends with the same exit code list. */
    private static void documentExitCodes(CommandLine command) {
        command.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(ExitCodes.described());
        command.getSubcommands().values().forEach(WssBenchCli::documentExitCodes);
    }

    private static String message(Throwable error) {
        String text = error.getMessage();
        return text == null || text.isBlank() ? error.toString() : text;
    }
}
