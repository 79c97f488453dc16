package org.wssbench.results.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.Fixtures;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.analysis.SeiMetrics;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The agree/disagree verdicts follow this run's figures, and only a disagreement carries a cause. */
class SeiAgreementTest {

    private static List<RequestRecord> cell(long startMs, String scenario, String sequence, double... ms) {
        List<RequestRecord> rows = new ArrayList<>();
        for (int i = 0; i < ms.length; i++) {
            rows.add(Fixtures.request(scenario, sequence, 0, i, false, startMs + i, ms[i]));
        }
        return rows;
    }

    private static SeiAgreement.Finding finding(RunFolder run, String claimStart) {
        SeiMetrics metrics = new SeiMetrics(run.requests());
        SeiRunFigures figures = new SeiRunFigures(run, metrics, true, key -> true);
        return new SeiAgreement(figures).findings().stream().filter(f -> f.claim().startsWith(claimStart)).findFirst()
                .orElseThrow();
    }

    @Test
    void signAndEncryptAtTheSameCostAgreeAndFarApartDisagree(@TempDir Path dir) throws Exception {
        List<RequestRecord> rows = new ArrayList<>(cell(1000, "plain", "echo-static", 1, 1, 1, 1));
        rows.addAll(cell(2000, "sign", "echo-static", 10, 10, 10, 10));
        rows.addAll(cell(3000, "encr", "echo-static", 11, 11, 11, 11));
        SeiAgreement.Finding same = finding(Fixtures.writeRun(dir.resolve("same"), "same", rows),
                "Table 1: Sign Only and Encrypt Only");
        assertEquals(SeiAgreement.AGREES, same.verdict(), same.thisRun());
        assertEquals("sign / encr 0.91x", same.thisRun());
        assertEquals("", same.cause(), "no cause for an agreement");

        rows.removeIf(r -> r.scenario().equals("encr"));
        rows.addAll(cell(3000, "encr", "echo-static", 20, 20, 20, 20));
        SeiAgreement.Finding apart = finding(Fixtures.writeRun(dir.resolve("apart"), "apart", rows),
                "Table 1: Sign Only and Encrypt Only");
        assertEquals(SeiAgreement.DISAGREES, apart.verdict(), apart.thisRun());
        assertTrue(apart.cause().contains("AES-NI"), apart.cause());
    }

    @Test
    void aFindingWithoutItsCellsIsNotMeasured(@TempDir Path dir) throws Exception {
        RunFolder run = Fixtures.writeRun(dir, "echo-only", cell(1000, "plain", "echo-static", 1, 1));
        SeiAgreement.Finding fig6 = finding(run, "Fig. 6");
        assertEquals(SeiAgreement.NOT_MEASURED, fig6.verdict());
        assertEquals(Numbers.NOT_AVAILABLE, fig6.thisRun());
    }

    /** SEI Fig. 6 on Employee Details: Sign Only cheaper at first, Encrypt Only cheaper in total later. */
    @Test
    void fig6AgreesWhenEncryptOvertakesSign(@TempDir Path dir) throws Exception {
        // cumulative sign: 10 16 22 28 34 40; encr: 20 23 26 29 32 35 -> sign cheaper for 4 messages
        List<RequestRecord> rows = new ArrayList<>(cell(1000, "sign", "employee-static", 10, 6, 6, 6, 6, 6));
        rows.addAll(cell(2000, "encr", "employee-static", 20, 3, 3, 3, 3, 3));
        SeiAgreement.Finding fig6 = finding(Fixtures.writeRun(dir, "fig6", rows), "Fig. 6");
        assertEquals(SeiAgreement.AGREES, fig6.verdict(), fig6.thisRun());
        assertEquals("sign cheaper for the first 4 messages", fig6.thisRun());
        assertTrue(new SeiMetrics(rows).cumulativeCrossover(new ScenarioSequence("encr", "employee-static"),
                new ScenarioSequence("sign", "employee-static")).isPresent());
    }
}
