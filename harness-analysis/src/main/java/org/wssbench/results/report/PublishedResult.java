package org.wssbench.results.report;

import org.wssbench.results.RunFolder;

import java.util.function.Function;

/**
 * A number from a published study, with where it came from and how the same figure is computed
 * from one of this project's runs, so a report can show both side by side without anyone
 * mistaking the published one for a measurement on this machine.
 *
 * @param source study, year and the hardware/software context it was measured on
 * @param comparison what is compared, in words
 * @param published the value as the study states it (text, e.g. "about 1.8x")
 * @param publishedRatio the same as a ratio where one can be derived, else null
 * @param thisRun the same comparison computed from a run, formatted ("-" where the run lacks a cell);
 *                null where the report computes it in its own section (SEI's findings)
 */
record PublishedResult(String source, String comparison, String published, Double publishedRatio,
                       Function<RunFolder, String> thisRun) {

    /** A finding whose counterpart on this project's runs a report section computes itself. */
    PublishedResult(String source, String comparison, String published, Double publishedRatio) {
        this(source, comparison, published, publishedRatio, null);
    }
}
