package org.wssbench.seismic.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one CSV line (RFC 4180 quoting: "a, b" and doubled "" inside quotes).
 * Enough for USGS exports, which never put a line break inside a cell.
 */
final class CsvLine {

    private CsvLine() {
    }

    /** @throws IllegalArgumentException for an unterminated quoted cell */
    static List<String> split(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("unterminated quoted cell");
        }
        cells.add(cell.toString());
        return cells;
    }
}
