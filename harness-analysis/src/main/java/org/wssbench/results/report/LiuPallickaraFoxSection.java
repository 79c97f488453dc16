package org.wssbench.results.report;

import org.wssbench.results.FloorCost;
import org.wssbench.results.RunFiles;
import org.wssbench.results.RunFolder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Liu, Pallickara and Fox's Tables 1 and 2 (raw signing and symmetric encryption by input size,
 * 50 B to 10 MB) beside the crypto floor's costs of the same operations, read from the run
 * folder's floor-costs.csv, and the textbook properties the paper draws from them tested as
 * {@link ClaimCheck}s. Only the operations the floor has are set side by side: SHA1withRSA
 * against the floor's RSA signature, AES against the floor's AES; the rest is listed as not
 * reproduced, one line each.
 */
final class LiuPallickaraFoxSection {

    static final String STUDY = "Liu, Pallickara and Fox";
    static final String TITLE = "Liu, Pallickara and Fox 2005: raw signing and encryption by size (Tables 1-2)";
    static final String SOURCE = "Liu, Pallickara and Fox, \"Performance of Web Services Security\" (2005): WSS4J on Axis, "
            + "J2SDK 1.4.2 HotSpot Client VM, BouncyCastle provider, one Pentium 4 2.79 GHz, Linux; local computation "
            + "only, mean of 100 runs per value; random byte arrays as input, key sizes and cipher modes not stated";

    /** One size of Table 2 as published: AES and TripleDES encryption and decryption, ms. */
    record SymmetricRow(long bytes, double aesEncryptMs, double aesDecryptMs, double tripleDesEncryptMs,
                        double tripleDesDecryptMs) {
    }

    /** Table 2 as published, the columns with a counterpart or a named reason (Blowfish and DES left out). */
    static final List<SymmetricRow> TABLE_2 = List.of(
            new SymmetricRow(50, 0.15, 0.31, 0.62, 0.47),
            new SymmetricRow(100, 0, 0.31, 0.47, 0.46),
            new SymmetricRow(1_000, 0.16, 0.15, 0.78, 0.62),
            new SymmetricRow(10_000, 0.47, 0.63, 2.81, 3.12),
            new SymmetricRow(100_000, 3, 3, 25, 26),
            new SymmetricRow(1_000_000, 37, 40, 260, 270),
            new SymmetricRow(10_000_000, 426, 470, 2643, 2746));

    /** Table 1 as published: SHA1withRSA at 1,000 B, ms (the size nearest the floor's 1 KiB SignedInfo). */
    static final double RSA_SIGN_1000_MS = 19;
    static final double RSA_VERIFY_1000_MS = 1.47;
    /** Table 2 as published: AES encryption at 1,000 B, ms. */
    static final double AES_ENCRYPT_1000_MS = 0.16;

    /** "Much faster" and "far faster": at least this factor. */
    static final double MUCH = 5;
    static final double FAR = 10;

    private final RunFolder run;
    private final List<FloorCost> costs;

    LiuPallickaraFoxSection(RunFolder run) {
        this.run = run;
        try {
            this.costs = RunFiles.in(run.directory()).read(RunFiles.FLOOR_COSTS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The provider whose costs are compared: the JDK's where present, else the first in floor-costs.csv. */
    Optional<String> provider() {
        List<String> providers = costs.stream().map(FloorCost::provider).filter(p -> !p.equals("openssl")).distinct().toList();
        return providers.contains("jdk") ? Optional.of("jdk") : providers.stream().findFirst();
    }

    private Optional<Double> cost(String operation, long bytes) {
        return provider().flatMap(p -> costs.stream().filter(c -> c.provider().equals(p) && c.operation().equals(operation)
                && c.bytes() == bytes).map(FloorCost::msPerOp).findFirst());
    }

    List<ClaimCheck> claims() {
        List<ClaimCheck> claims = new ArrayList<>();
        Optional<Double> rsa = SeiRunFigures.ratio(cost("rsa.sign", 0), cost("rsa.verify", 0));
        claims.add(check("Table 1: RSA verifies much faster than it signs", "SHA1withRSA at 1,000 B: 19 / 1.47 ms = "
                        + Numbers.ratio(RSA_SIGN_1000_MS / RSA_VERIFY_1000_MS),
                rsa.map(r -> "floor rsa.sign / rsa.verify (SHA256withRSA, RSA-2048, 1 KiB) " + Numbers.ratio(r)),
                rsa.map(r -> r >= MUCH), "RSA verification uses the small public exponent on any JVM; a low ratio would "
                        + "point at the floor's measurement, not at the algorithm."));
        Optional<Double> asymmetric = SeiRunFigures.ratio(cost("rsa.sign", 0), cost("aes.encrypt", 1_000));
        claims.add(check("Table 1 vs 2: symmetric encryption far faster than an asymmetric signature", "RSA sign / AES "
                        + "encrypt at 1,000 B: 19 / 0.16 ms = " + Numbers.ratio(RSA_SIGN_1000_MS / AES_ENCRYPT_1000_MS),
                asymmetric.map(r -> "floor rsa.sign (1 KiB) / aes.encrypt (1,000 B) " + Numbers.ratio(r)),
                asymmetric.map(r -> r >= FAR), "AES-NI and JDK 17's intrinsics made AES cheaper still, so a low ratio "
                        + "would mean RSA-2048 got relatively cheaper, not AES dearer."));
        Optional<Double> linear = SeiRunFigures.ratio(cost("aes.encrypt", 10_000_000), cost("aes.encrypt", 1_000_000));
        claims.add(check("Table 2: from 10 KB on, encryption time grows linearly with size (10 MB against 1 MB)",
                "AES: 426 / 37 ms = " + Numbers.ratio(426.0 / 37), linear.map(r -> "floor aes.encrypt 10 MB / 1 MB "
                        + Numbers.ratio(r)), linear.map(r -> r / 10 <= SeiAgreement.SAME && r / 10 >= 1 / SeiAgreement.SAME),
                "At 10 MB the input no longer fits the CPU caches and the JVM's allocation of the output shows; within "
                        + SeiAgreement.SAME + "x of 10x counts as linear."));
        return claims;
    }

    private ClaimCheck check(String claim, String published, Optional<String> thisRun, Optional<Boolean> agrees,
                             String cause) {
        String verdict = agrees.map(a -> a ? ClaimCheck.AGREES : ClaimCheck.DISAGREES).orElse(ClaimCheck.NOT_MEASURED);
        return new ClaimCheck(STUDY, claim, published, thisRun.orElse(Numbers.NOT_AVAILABLE), verdict,
                verdict.equals(ClaimCheck.DISAGREES) ? cause : "");
    }

    String html() {
        StringBuilder out = new StringBuilder();
        out.append("<h3>").append(Html.escape(TITLE)).append("</h3>\n");
        out.append("<div class=\"published\">").append(Html.escape(SOURCE)).append(".</div>\n");
        String provider = provider().orElse(null);
        out.append(Html.paragraph(provider == null
                ? "This run folder has no floor-costs.csv, so this run's columns are empty. The crypto-floor command "
                + "(crypto-floor/README.md) measures the same operations at the paper's sizes from 50 B to 10 MB; the driver "
                + "copies its costs into the run folder."
                : "This run's columns: the crypto floor's JMH cost per operation for provider " + provider + " (floor-costs.csv "
                + "in the run folder; AES-256-CBC with a fresh IV per message, RSA-2048 SHA256withRSA over a 1 KiB SignedInfo). "
                + "Absolute ms are another machine's, 2005 against today: read the ratios."));
        List<List<String>> rows = new ArrayList<>();
        for (SymmetricRow r : TABLE_2) {
            Optional<Double> enc = cost("aes.encrypt", r.bytes());
            Optional<Double> dec = cost("aes.decrypt", r.bytes());
            rows.add(List.of(String.format(java.util.Locale.ROOT, "%,d", r.bytes()), Numbers.fixed(r.aesEncryptMs(), 2),
                    Numbers.fixed(r.aesDecryptMs(), 2), enc.map(ms -> Numbers.fixed(ms, 4)).orElse(Numbers.NOT_AVAILABLE),
                    dec.map(ms -> Numbers.fixed(ms, 4)).orElse(Numbers.NOT_AVAILABLE),
                    r.bytes() < 10_000 ? "at the paper's timer resolution" : SeiRunFigures.ratio(Optional.of(r.aesEncryptMs()), enc)
                            .map(Numbers::ratio).orElse(Numbers.NOT_AVAILABLE)));
        }
        out.append(Html.paragraph("Table 2, AES (published, ms) beside the floor's aes.encrypt and aes.decrypt at the same "
                + "input size; the paper's values below 10 KB sit at its JVM timer's resolution (a 0 means below it)."));
        out.append(Html.table(List.of("bytes", "AES enc, published", "AES dec, published", "aes.encrypt here", "aes.decrypt here",
                "published enc / here"), rows));
        Optional<Double> sign = cost("rsa.sign", 0);
        Optional<Double> verify = cost("rsa.verify", 0);
        out.append(Html.paragraph("Table 1, SHA1withRSA at 1,000 B (published): sign " + Numbers.fixed(RSA_SIGN_1000_MS, 0)
                + " ms, verify " + Numbers.fixed(RSA_VERIFY_1000_MS, 2) + " ms; the floor (RSA-2048, SHA256withRSA, 1 KiB): sign "
                + sign.map(ms -> Numbers.fixed(ms, 3) + " ms").orElse(Numbers.NOT_AVAILABLE) + ", verify "
                + verify.map(ms -> Numbers.fixed(ms, 3) + " ms").orElse(Numbers.NOT_AVAILABLE) + "."));
        out.append(ClaimCheck.table(claims())).append(NotReproduced.list(NOT_REPRODUCED));
        return out.toString();
    }

    /** The paper's figures this section does not set beside a measurement, and why. */
    static final List<NotReproduced> NOT_REPRODUCED = List.of(
            new NotReproduced("Table 1, RSA at sizes other than 1 KB", "the floor signs a fixed 1 KiB "
                    + "SignedInfo, as WS-Security does: the payload is digested, never signed, so RSA's cost does not grow with it."),
            new NotReproduced("Table 1, MD5withRSA and SHA1withDSA", "no MD5 or DSA signature in the "
                    + "harness or the floor."),
            new NotReproduced("Table 2, TripleDES", "the floor has no TripleDES operation; end to end "
                    + "only, through the signencr_suite-tripledes variant."),
            new NotReproduced("Table 2, Blowfish and DES", "no WS-SecurityPolicy suite uses them."),
            new NotReproduced("Table 2 at 100 B", "the floor's sizes are 50 B, 1 KB, 10 KB, 100 KB, "
                    + "1 MB and 10 MB."),
            new NotReproduced("Figs. 1-3 (parse, c14n and WS-Security operations on 25 documents)",
                    "the paper's documents are not available; the floor parses and canonicalises this project's own messages."),
            new NotReproduced("Fig. 4 (secure conversation against per-message WS-Security over N "
                    + "messages)", "its values are not published; SEI's Fig. 7 crossover above is this project's counterpart."));
}
