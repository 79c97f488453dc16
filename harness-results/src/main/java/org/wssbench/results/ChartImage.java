package org.wssbench.results;

import java.util.Base64;

/** A rendered chart: file stem in charts/, caption, PNG bytes and SVG bytes (null if not rendered). */
public record ChartImage(String name, String caption, byte[] png, byte[] svg) {

    public String pngDataUri() {
        return "data:image/png;base64," + Base64.getEncoder().encodeToString(png);
    }
}
