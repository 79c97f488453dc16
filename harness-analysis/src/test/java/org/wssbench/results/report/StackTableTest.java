package org.wssbench.results.report;

import org.junit.jupiter.api.Test;
import org.wssbench.results.Phase;
import org.wssbench.results.RequestRecord;
import org.wssbench.results.RequestStatus;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StackTableTest {

    @Test
    void allocationColumnsAreMediansInKibAndEmptyWhenUnknown() {
        List<RequestRecord> rows = List.of(
                row("sign", 0, 10_240, 2_048),
                row("sign", 1, 30_720, 4_096),
                row("sign", 2, 20_480, 3_072),
                row("sign_stack-cxf-streaming", 0, 5_120, -1),
                row("sign_stack-cxf-streaming", 1, -1, -1));
        String table = StackTable.markdown(rows);
        List<String> lines = table.lines().toList();
        assertTrue(lines.get(0).endsWith("| server cpu ms | server alloc KiB | client alloc KiB |"), lines.get(0));
        assertEquals(lines.get(0).split("\\|").length, lines.get(2).split("\\|").length, "every row fills every column");
        assertTrue(lines.get(2).startsWith("| sign | small | axis2 |") && lines.get(2).endsWith("| 20.0 | 3.0 |"),
                lines.get(2));
        assertTrue(lines.get(3).startsWith("| sign | small | cxf-streaming |") && lines.get(3).endsWith("| 5.0 |  |"),
                "the median of the known values; none known is empty, never 0: " + lines.get(3));
    }

    @Test
    void aRunWithoutAnotherStackHasNoTableAndTheReportNoSection() {
        List<RequestRecord> rows = List.of(row("sign", 0, 10_240, 2_048), row("plain", 0, 1_024, 512));
        assertTrue(StackTable.rows(rows).isEmpty());
        assertEquals("", StackTable.markdown(rows));
        assertEquals("", StackTable.htmlSection("run-1", rows));
    }

    @Test
    void theReportSectionHasOneTableRowPerCell() {
        List<RequestRecord> rows = List.of(
                row("sign", 0, 10_240, 2_048),
                row("sign_stack-cxf-streaming", 0, 5_120, -1));
        String html = StackTable.htmlSection("run-1", rows);
        assertTrue(html.contains("<h2>The SOAP stacks side by side (run run-1)</h2>"), html);
        assertEquals(2, html.split("<tr><td>sign</td><td>small</td>", -1).length - 1, html);
        assertTrue(html.contains("<td>cxf-streaming</td>"), html);
    }

    private static RequestRecord row(String scenario, int index, long serverAlloc, long clientAlloc) {
        return new RequestRecord("run-1", scenario, "small", 0, index, false, 0, 1000 + index, 2_000_000, 1_000_000,
                200_000, 300_000, 400_000, 500, 600, 1, RequestStatus.OK, "", Phase.MEASURED, 1, 1_500_000, 900_000,
                0, false, 0, clientAlloc, serverAlloc);
    }
}
