package org.wssbench.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;

class BlockRatiosTest {

    private static final ScenarioSequence SIGN = new ScenarioSequence("sign", "small");

    @Test
    void blocksHoldAtLeast160RequestsUnlessARoundHoldsOne() {
        assertEquals(10, BlockRatios.roundsPerBlock(16, 90), "the quick small sequence");
        assertEquals(2, BlockRatios.roundsPerBlock(100, 30), "the full small sequence");
        assertEquals(3, BlockRatios.roundsPerBlock(10, 30), "the full large sequence: 16 wanted, capped for 9 blocks");
        assertEquals(1, BlockRatios.roundsPerBlock(160, 90));
        assertEquals(1, BlockRatios.roundsPerBlock(16, 5), "too few rounds for blocks");
        assertEquals(1, BlockRatios.roundsPerBlock(1, 90), "a single request per round stays paired round by round");
    }

    @Test
    void aBlockRatioIsTheRatioOfMediansOverTheBlocksRoundsAndLeftoverRoundsJoinTheLastBlock() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 95; round++) {
            long cell = round < 10 ? 10_000 : 15_000;
            for (int i = 0; i < 16; i++) {
                // one slow request per round: a mean would move, the block median does not
                rows.add(row("plain", round, i, i == 0 ? 900_000 : 1_000, RequestStatus.OK));
                rows.add(row("sign", round, i, i == 0 ? 900_000 : cell, RequestStatus.OK));
            }
        }
        double[] blocks = BlockRatios.of(CellRounds.of(rows), SIGN);
        assertEquals(9, blocks.length, "95 rounds: nine blocks of 10, the 5 left over join the last");
        assertEquals(10, blocks[0], 1e-12);
        assertEquals(15, blocks[8], 1e-12);
    }

    @Test
    void roundsWithAnErrorOnEitherSideAreLeftOut() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 91; round++) {
            for (int i = 0; i < 16; i++) {
                boolean broken = round == 3 && i == 5;
                rows.add(row("plain", round, i, 1_000, RequestStatus.OK));
                // the broken round's other requests are fast: were it counted, the first block's median would drop
                rows.add(row("sign", round, i, broken ? 1 : round == 3 ? 2_000 : 10_000,
                        broken ? RequestStatus.ERROR : RequestStatus.OK));
            }
        }
        double[] blocks = BlockRatios.of(CellRounds.of(rows), SIGN);
        assertEquals(9, blocks.length, "90 clean rounds");
        assertEquals(10, blocks[0], 1e-12);
    }

    @Test
    void aCellMeasuredOncePerRoundIsPairedRoundByRound() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            rows.add(row("plain", round, 0, 1_000, RequestStatus.OK));
            rows.add(row("sign", round, 0, 1_000L * (round + 2), RequestStatus.OK));
        }
        assertArrayEquals(new double[] {2, 3, 4}, BlockRatios.of(CellRounds.of(rows), SIGN), 1e-12);
    }

    @Test
    void summaryCarriesTheTrimmedGeometricMeanOfTheBlocks() {
        List<RequestRecord> rows = new ArrayList<>();
        long[] levels = {10_000, 20_000, 40_000, 160_000, 1_000_000_000};
        for (int round = 0; round < 90; round++) {
            for (int i = 0; i < 16; i++) {
                rows.add(row("plain", round, i, 1_000, RequestStatus.OK));
                rows.add(row("sign", round, i, levels[Math.min(round / 10, 4)], RequestStatus.OK));
            }
        }
        SummaryRow sign = SummaryCalculator.summarize("r", rows, Map.of(), Map.of(), true).stream()
                .filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        // blocks 10, 20, 40, 160 and five of 1e6: the lowest and the highest dropped
        assertEquals(Math.exp((Math.log(20.0 * 40 * 160) + 4 * Math.log(1e6)) / 7), sign.roundRatios().blockRatio(), 1e-6);
    }

    @Test
    void theLowRatioComparesTheFastEndOfEachBlockSoSlowedRequestsMoveItOnlyWhenMostAreSlowed() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 90; round++) {
            for (int i = 0; i < 16; i++) {
                // plain and sign spread 1..16 (x1000 and x10000 ns); in the first 20 rounds, 4 of 16 sign
                // requests are 5x slower (a quarter: the median moves, the 10 % quantile does not); in
                // the last 20, every sign request costs 30000 ns more
                long extra = round >= 70 ? 30_000 : 0;
                long sign = 10_000L * (i + 1) * (round < 20 && i % 4 == 3 ? 5 : 1) + extra;
                rows.add(row("plain", round, i, 1_000L * (i + 1), RequestStatus.OK));
                rows.add(row("sign", round, i, sign, RequestStatus.OK));
            }
        }
        CellRounds rounds = CellRounds.of(rows);
        double[] low = BlockRatios.of(rounds, SIGN, BlockRatios.Statistic.LOW);
        double[] median = BlockRatios.of(rounds, SIGN);
        assertEquals(10, low[4], 1e-9, "an ordinary block: the ratio of the fast ends");
        assertEquals(10, low[0], 1e-9, "a quarter of the requests slowed: the fast end did not move");
        assertTrue(median[0] > median[4] * 1.1, "the median did: " + median[0] + " vs " + median[4]);
        double plainLow = Quantiles.quantile(java.util.stream.LongStream.rangeClosed(1, 16)
                .flatMap(v -> java.util.stream.LongStream.of(v, v, v, v, v, v, v, v, v, v))
                .mapToDouble(v -> v * 1_000.0).toArray(), BlockRatios.LOW_QUANTILE);
        assertEquals(10 + 30_000 / plainLow, low[8], 1e-9, "a cost on every request moves the fast end by all of it");
        SummaryRow sign = SummaryCalculator.summarize("r", rows, Map.of(), Map.of(), true).stream()
                .filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        assertEquals(RatioMetric.BLOCK_LOW.statistic().of(low), sign.roundRatios().blockLowRatio(), 1e-12);

        // the mean counts every request: a quarter of them 5x slower moves it in proportion
        double[] mean = BlockRatios.of(rounds, SIGN, BlockRatios.Statistic.MEAN);
        assertEquals(10, mean[4], 1e-9, "an ordinary block: the ratio of the means");
        assertEquals(10.0 * (136 + 4 * (4 + 8 + 12 + 16)) / 136, mean[0], 1e-9, "sum of 1..16 with 4, 8, 12, 16 counted 5x");
        assertEquals(RatioMetric.BLOCK_MEAN.statistic().of(mean), sign.roundRatios().blockMeanRatio(), 1e-12);
    }

    @Test
    void pairedRoundByRoundEveryRoundIsItsOwnRatioToPlainOfThatRound() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 90; round++) {
            // the host's speed changes from round to round (x1, x2, x3) and the cell costs 10x plain, 12x from round 60
            long speed = 1 + round % 3;
            long cost = round >= 60 ? 12 : 10;
            for (int i = 0; i < 16; i++) {
                rows.add(row("plain", round, i, speed * 1_000L * (i + 1), RequestStatus.OK));
                rows.add(row("sign", round, i, speed * cost * 1_000L * (i + 1), RequestStatus.OK));
            }
        }
        CellRounds rounds = CellRounds.of(rows);
        double[] low = BlockRatios.of(rounds, SIGN, BlockRatios.Statistic.LOW, BlockRatios.Pairing.ROUND);
        assertEquals(90, low.length, "one ratio per round, not nine blocks");
        assertEquals(10, low[0], 1e-9);
        assertEquals(10, low[59], 1e-9, "each round's fast end over plain's of the same round: the host's speed cancels");
        assertEquals(12, low[60], 1e-9);
        double[] mean = BlockRatios.of(rounds, SIGN, BlockRatios.Statistic.MEAN, BlockRatios.Pairing.ROUND);
        assertEquals(12, mean[89], 1e-9);
        SummaryRow sign = SummaryCalculator.summarize("r", rows, Map.of(), Map.of(), true).stream()
                .filter(r -> r.key().equals(SIGN)).findFirst().orElseThrow();
        assertEquals(RatioMetric.ROUND_LOW.statistic().of(low), sign.roundRatios().roundLowRatio(), 1e-12);
        assertEquals(RatioMetric.ROUND_MEAN.statistic().of(mean), sign.roundRatios().roundMeanRatio(), 1e-12);
        assertEquals(BlockRatios.Pairing.ROUND, RatioMetric.ROUND_LOW.pairing());
        assertEquals(BlockRatios.Pairing.BLOCK, RatioMetric.BLOCK_LOW.pairing());
    }

    @Test
    void aCellMeasuredOncePerRoundHasTheSameFiguresWhicheverThePairing() {
        List<RequestRecord> rows = new ArrayList<>();
        for (int round = 0; round < 30; round++) {
            rows.add(row("plain", round, 0, 1_000, RequestStatus.OK));
            rows.add(row("sign", round, 0, 1_000L * (round % 7 + 2), RequestStatus.OK));
        }
        CellRounds rounds = CellRounds.of(rows);
        assertArrayEquals(BlockRatios.of(rounds, SIGN, BlockRatios.Statistic.LOW, BlockRatios.Pairing.BLOCK),
                BlockRatios.of(rounds, SIGN, BlockRatios.Statistic.LOW, BlockRatios.Pairing.ROUND), 1e-12);
    }

    @Test
    void trimmedGeometricMeanDropsAFifthAtEachEnd() {
        double[] samples = {16, 1, 1_000_000, 4, 2};
        assertEquals(Math.cbrt(2.0 * 4 * 16), RunStatistic.TRIMMED_GEOMETRIC_MEAN.of(samples), 1e-12);
        assertEquals(4, RunStatistic.MEDIAN.of(samples), 1e-12);
        assertArrayEquals(new double[] {16, 1, 1_000_000, 4, 2}, samples, "the caller's samples stay as they were");
        assertEquals(3, RunStatistic.TRIMMED_GEOMETRIC_MEAN.of(new double[] {3, 3, 3}), 1e-12, "three samples: none dropped");
    }

    private static RequestRecord row(String scenario, int repetition, int index, long ns, RequestStatus status) {
        return new RequestRecord("r", scenario, "small", repetition, index, false, 0, 0, ns, -1, -1, -1, -1, 1, 1, 1,
                status, "");
    }
}
