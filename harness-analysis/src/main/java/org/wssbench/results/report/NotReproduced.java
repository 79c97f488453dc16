package org.wssbench.results.report;

import java.util.List;

/**
 * A figure of a published study that the report does not set beside a measurement, and why, in
 * one line.
 *
 * @param figure the study's figure or table, e.g. "Fig. 3 (per-operation breakdown)"
 * @param why    what is missing here to reproduce it
 */
record NotReproduced(String figure, String why) {

    /** The figures as an HTML list under "Not reproduced here". */
    static String list(List<NotReproduced> figures) {
        StringBuilder out = new StringBuilder("<p>Not reproduced here, one line each:</p>\n<ul>\n");
        for (NotReproduced f : figures) {
            out.append("<li>").append(Html.escape(f.figure() + ": " + f.why())).append("</li>\n");
        }
        return out.append("</ul>\n").toString();
    }
}
