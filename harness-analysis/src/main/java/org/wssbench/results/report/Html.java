package org.wssbench.results.report;

import java.util.List;

/** Minimal HTML building: escaping and tables. */
final class Html {

    private Html() {
    }

    static String escape(String text) {
        if (text == null) {
            return "";
        }
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static String table(List<String> headers, List<List<String>> rows) {
        // Wide tables scroll inside their own box instead of widening the page.
        StringBuilder out = new StringBuilder("<div class=\"scroll\"><table>\n<thead><tr>");
        headers.forEach(h -> out.append("<th>").append(escape(h)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            out.append("<tr>");
            row.forEach(cell -> out.append("<td>").append(escape(cell)).append("</td>"));
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table></div>\n").toString();
    }

    static String paragraph(String text) {
        return "<p>" + escape(text) + "</p>\n";
    }
}
