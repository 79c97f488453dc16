package org.wssbench.client.run;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;
import org.wssbench.results.CsvAppender;
import org.wssbench.results.RunFiles;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RequestRecorderTest {

    @Test
    void rowsAreOnDiskAfterDrainWithTheServerSplitParsed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("requests.csv");
        try (CsvAppender<RequestRecord> csv = RunFiles.in(dir).appendRequests();
             RequestRecorder recorder = new RequestRecorder("r", csv, new TimingLog())) {
            recorder.record(new RequestRecorder.Position("sign", "small", Phase.PRIME, 2, 0, 0, 0), 1000,
                    new CallResult(5_000_000, null, 10, 20, 3, RequestStatus.OK, "", 1, true), 4_000_000, -1);
            recorder.record(new RequestRecorder.Position("sign", "small", Phase.MEASURED, 2, 1, 7, 0), 1005,
                    new CallResult(2_000_000, "total;dur=1.5, sec-in;dur=0.5, app;dur=0.25, sec-out;dur=0.5, cpu;dur=1.25,"
                            + " alloc;desc=204800", 10, 20, 3, RequestStatus.OK, "", 0), 1_500_000, 65_536);
            recorder.drain();
            List<RequestRecord> rows = RunFiles.REQUESTS.read(file);
            assertEquals(2, rows.size(), "on disk after drain, before close");
            RequestRecord prime = rows.get(0);
            assertTrue(prime.warmup());
            assertEquals(Phase.PRIME, prime.phase());
            assertEquals(1, prime.reconnects());
            assertTrue(prime.tokenIssued(), "the call that obtained a token is marked");
            assertEquals(-1, prime.serverTotalNs(), "no header: unknown");
            assertEquals(-1, prime.serverAllocBytes(), "no header: unknown allocation");
            assertEquals(-1, prime.clientAllocBytes(), "unmeasured client allocation stays unknown");
            RequestRecord measured = rows.get(1);
            assertEquals(List.of(2, 1, 7), List.of(measured.round(), measured.repetition(), measured.index()));
            assertEquals(1_500_000, measured.serverTotalNs());
            assertEquals(1_250_000, measured.serverCpuNs());
            assertEquals(1_500_000, measured.clientCpuNs());
            assertEquals(204_800, measured.serverAllocBytes());
            assertEquals(65_536, measured.clientAllocBytes());
            assertFalse(measured.tokenIssued());
            assertEquals(rows, recorder.records());
        }
    }

    @Test
    void aWriteFailureStopsTheRunAtTheNextRecord(@TempDir Path dir) throws Exception {
        CsvAppender<RequestRecord> csv = RunFiles.in(dir).appendRequests();
        try (RequestRecorder recorder = new RequestRecorder("r", csv, new TimingLog())) {
            csv.close();
            recorder.record(new RequestRecorder.Position("plain", "small", Phase.MEASURED, 1, 0, 0, 0), 1,
                    new CallResult(1, null, 1, 1, 1, RequestStatus.OK, "", 0), -1, -1);
            IllegalStateException e = assertThrows(IllegalStateException.class, recorder::drain);
            assertTrue(e.getMessage().contains("cannot append to"), e.getMessage());
        }
    }
}
