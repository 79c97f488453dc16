package org.wssbench.results.report;

import java.util.Base64;

/** A rendered chart: file stem in charts/, caption, PNG bytes and SVG bytes (null if not rendered). */
record ChartImage(String name, String caption, byte[] png, byte[] svg) {

    public String pngDataUri() {
        return "data:image/png;base64," + Base64.getEncoder().encodeToString(png);
    }
}
