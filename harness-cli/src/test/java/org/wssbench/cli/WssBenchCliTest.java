package org.wssbench.cli;

import org.junit.jupiter.api.Test;
import org.wssbench.results.BadInputException;
import org.wssbench.results.ExitCodes;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Exit codes and bad-input messages of the CLI, without a service. */
class WssBenchCliTest {

    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int run(String... args) {
        CommandLine cli = WssBenchCli.commandLine();
        cli.setErr(new PrintWriter(err, true));
        cli.setOut(new PrintWriter(out, true));
        return cli.execute(args);
    }

    @Test
    void anUnknownOptionIsBadInputNamingTheOption() {
        assertEquals(ExitCodes.BAD_INPUT, run("run", "--no-such-option"));
        assertTrue(err.toString().contains("--no-such-option"), err.toString());
    }

    @Test
    void anOptionValueOfTheWrongTypeIsBadInput() {
        assertEquals(ExitCodes.BAD_INPUT, run("run", "--threads", "many"));
        assertTrue(err.toString().contains("--threads"), err.toString());
    }

    @Test
    void aMissingScenarioFileIsBadInputNamingTheFile() {
        assertEquals(ExitCodes.BAD_INPUT, run("run", "--scenarios-file", "no-such-dir/scenarios.properties", "--no-server-status"));
        assertTrue(err.toString().contains("no-such-dir"), err.toString());
    }

    @Test
    void typedBadInputEndsWithTwoAndAnythingElseWithOne() {
        assertEquals(ExitCodes.BAD_INPUT, WssBenchCli.exitCode(new BadInputException("--rounds: 7 does not divide 20")));
        assertEquals(ExitCodes.REQUESTS_FAILED, WssBenchCli.exitCode(new IllegalStateException("broken")));
    }

    @Test
    void everyCommandsHelpListsTheExitCodes() {
        for (String command : new String[] {"run", "sweep", "gate"}) {
            out.getBuffer().setLength(0);
            assertEquals(ExitCodes.OK, run(command, "--help"));
            String help = out.toString();
            assertTrue(help.contains("Exit codes:") && help.contains("3") && help.contains("gate failed")
                    && help.contains("bad input"), command + ": " + help);
        }
    }
}
