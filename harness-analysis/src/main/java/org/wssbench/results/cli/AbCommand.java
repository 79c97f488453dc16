package org.wssbench.results.cli;

import org.wssbench.results.ExitCodes;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.wssbench.results.RunFolder;
import org.wssbench.results.gate.AbJudgement;
import org.wssbench.results.gate.GatedFigure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "ab", mixinStandardHelpOptions = true,
        description = {
            "Judge B against A from runs taken alternately on one machine (A1 B1 A2 B2 ...; benchmark/ab.sh takes "
                    + "them). Pairs are matched by position; per cell (and per sequence's message-security mean, and "
                    + "per message-security cell against its peers, <scenario>-vs-peers) the change is the mean of "
                    + "ln(B_i/A_i), tested with a paired t-test, Holm across the figures.",
            "No baseline is needed: two builds, two JDKs, two crypto providers or two heap sizes on any machine."},
        footer = {"", "Exit status: 0 no figure slower, 2 bad input, 3 some figure slower."})
final class AbCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--a", arity = "1..*", required = true, paramLabel = "RUN", description = "A's runs, in the order taken.")
    List<String> a;

    @Option(names = "--b", arity = "1..*", required = true, paramLabel = "RUN", description = "B's runs, in the order taken.")
    List<String> b;

    @Option(names = "--alpha-pct", defaultValue = "5", paramLabel = "P",
            description = "Family-wise error rate across the figures (default: ${DEFAULT-VALUE}).")
    double alphaPct;

    @Option(names = "--name-a", defaultValue = "A", paramLabel = "TEXT", description = "What A is, for the output.")
    String nameA;

    @Option(names = "--name-b", defaultValue = "B", paramLabel = "TEXT", description = "What B is, for the output.")
    String nameB;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (!(alphaPct > 0 && alphaPct < 50)) {
                throw new IllegalArgumentException("--alpha-pct must be above 0 and below 50, got " + alphaPct);
            }
            List<RunFolder> runsA = RunArguments.open(a);
            List<RunFolder> runsB = RunArguments.open(b);
            AbJudgement judgement = AbJudgement.judge(runsA, runsB, alphaPct / 100);
            judgement.print(out, nameA, nameB);
            GatedFigure.notJudgedNote(Stream.concat(runsA.stream(), runsB.stream()).toList()).ifPresent(note -> out.println("note: " + note));
            out.flush();
            return judgement.anySlower() ? ExitCodes.GATE_FAILED : ExitCodes.OK;
        } catch (IOException | IllegalArgumentException e) {
            err.println("ab: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }
}
