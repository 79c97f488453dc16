/**
 * Everything rendered for people: the HTML report, its charts and the text forms of a comparison.
 * XChart is used only here.
 *
 * <ul>
 *   <li>{@link org.wssbench.results.report.ReportGenerator} writes report.html and charts/ for one
 *       or more runs; it opens with {@code RunSummarySection} and ends with the run.json facts;
 *       charts are drawn by {@code ReportCharts}; published reference figures (Sosnoski 2009, SEI
 *       2010) are in {@code PublishedResults}, van Engelen and Zhang's in {@code VanEngelenZhangSection},
 *       Liu, Pallickara and Fox's in {@code LiuPallickaraFoxSection}; each study's claims tested on a
 *       run are {@code ClaimCheck}s.</li>
 *   <li>{@link org.wssbench.results.report.ComparisonRenderer} renders a comparison as text,
 *       Markdown or CSV ({@link org.wssbench.results.report.ComparisonFormat}).</li>
 *   <li>{@code Numbers} and {@code Html} are the package's formatting helpers.</li>
 * </ul>
 */
package org.wssbench.results.report;
