package org.wssbench.results.report;

import org.wssbench.results.RunFolder;

import java.util.List;

/**
 * Sosnoski 2009's headline ratios ({@link PublishedResults#sosnoski()}) as claims tested on one run,
 * so the report's summary can count them with the other studies'. "About" means within
 * {@link SeiAgreement#SAME}x either way; a bound ("more than", "below") is tested as the bound; a
 * missing cell leaves the claim not measured.
 */
final class SosnoskiClaims {

    static final String STUDY = "Sosnoski 2009";

    private static final String TLS_CAUSE = "TLS here runs AES with AES-NI over kept-alive connections (one handshake per "
            + "connection); 2009's JSSE paid more per byte and per handshake.";
    private static final String CONVERSATION_CAUSE = "Rampart 1.8 derives keys for every message and carries the token "
            + "headers; where JDK 17 makes RSA key transport cheap, what secure conversation saves over per-message encr shrinks.";

    private SosnoskiClaims() {
    }

    static List<ClaimCheck> claims(RunFolder run) {
        return List.of(
                about("Fig. 1: ssl / plain, small messages", "about 1.8x (reading)", 1.8,
                        PublishedResults.timeRatio(run, "ssl", "small"), "ssl / plain, small", TLS_CAUSE),
                about("Fig. 1: ssl / plain, large messages", "about 1.2x (reading)", 1.2,
                        PublishedResults.timeRatio(run, "ssl", "large"), "ssl / plain, large", TLS_CAUSE),
                within("Fig. 1: signencr costs more than 22x plain on small messages", "more than 22x (lower bound)",
                        PublishedResults.timeRatio(run, "signencr", "small"), "signencr / plain, small", 22, Double.MAX_VALUE,
                        "JDK 17's RSA and AES-NI made the cryptography cheap next to Axis2's per-message processing, which "
                                + "plain pays too, so secured cells sit closer to plain than on 2009's JVM and hardware."),
                within("Fig. 2: encr almost twice as slow as secureconversation-encr, small messages",
                        "below 2x: \"almost twice as fast\"", PublishedResults.bestTotalRatio(run, "encr",
                                "secureconversation-encr", "small"), "encr / secureconversation-encr, small", 2 / SeiAgreement.SAME,
                        2, CONVERSATION_CAUSE),
                about("Fig. 2: encr / secureconversation-encr, large messages", "about 1.18x: \"18% faster\" (reading)", 1.18,
                        PublishedResults.bestTotalRatio(run, "encr", "secureconversation-encr", "large"),
                        "encr / secureconversation-encr, large", CONVERSATION_CAUSE));
    }

    private static ClaimCheck about(String claim, String published, double value, Double measured, String definition,
                                    String cause) {
        return within(claim, published, measured, definition, value / SeiAgreement.SAME, value * SeiAgreement.SAME, cause);
    }

    private static ClaimCheck within(String claim, String published, Double measured, String definition, double low,
                                     double high, String cause) {
        String verdict = measured == null ? ClaimCheck.NOT_MEASURED
                : measured >= low && measured <= high ? ClaimCheck.AGREES : ClaimCheck.DISAGREES;
        return new ClaimCheck(STUDY, claim, published, measured == null ? Numbers.NOT_AVAILABLE
                : definition + " " + Numbers.ratio(measured), verdict, verdict.equals(ClaimCheck.DISAGREES) ? cause : "");
    }
}
