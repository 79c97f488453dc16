package org.wssbench.floor;

import org.wssbench.results.FloorCost;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The hardware reference: {@code openssl speed} on the same machine (RSA-2048 sign/verify, AES-256-CBC
 * and SHA-256 through EVP, which uses AES-NI and the SHA extensions). Its machine-readable output
 * ({@code -mr}) is kept verbatim in openssl-speed.txt and turned into floor costs with provider
 * {@code openssl}. Skipped, with a message, when openssl is not installed.
 */
final class OpensslSpeed {

    private static final int SECONDS = 1;

    private OpensslSpeed() {
    }

    static List<FloorCost> measure(Path outputFolder) throws IOException, InterruptedException {
        String version = run(List.of("openssl", "version"));
        if (version == null) {
            System.out.println("openssl is not installed: no hardware reference recorded");
            return List.of();
        }
        version = version.trim();
        StringBuilder raw = new StringBuilder("# " + version + "\n");
        List<FloorCost> costs = new ArrayList<>();
        String rsa = run(List.of("openssl", "speed", "-mr", "-seconds", String.valueOf(SECONDS), "rsa2048"));
        raw.append("# openssl speed -mr -seconds ").append(SECONDS).append(" rsa2048\n").append(rsa);
        for (String line : rsa.split("\n")) {
            // +F2:<index>:<bits>:<sign>:<verify>; OpenSSL 3 prints operations per second, 1.1 seconds per operation.
            if (line.startsWith("+F2:")) {
                String[] f = line.split(":");
                costs.add(new FloorCost("openssl", version, "rsa.sign", 0, millisPerOp(f[3]), null, 1, "openssl speed rsa2048"));
                costs.add(new FloorCost("openssl", version, "rsa.verify", 0, millisPerOp(f[4]), null, 1, "openssl speed rsa2048"));
            }
        }
        for (String[] cipher : new String[][]{{"aes-256-cbc", "aes.encrypt"}, {"sha256", "sha256"}}) {
            String out = run(List.of("openssl", "speed", "-mr", "-seconds", String.valueOf(SECONDS), "-evp", cipher[0]));
            raw.append("# openssl speed -mr -seconds ").append(SECONDS).append(" -evp ").append(cipher[0]).append('\n').append(out);
            long[] sizes = null;
            for (String line : out.split("\n")) {
                String[] f = line.split(":");
                if (line.startsWith("+H:")) {
                    sizes = new long[f.length - 1];
                    for (int i = 1; i < f.length; i++) {
                        sizes[i - 1] = Long.parseLong(f[i]);
                    }
                } else if (line.startsWith("+F:") && sizes != null) {
                    // +F:<index>:<name>:<bytes per second at each size of +H>
                    for (int i = 3; i < f.length && i - 3 < sizes.length; i++) {
                        double bytesPerSecond = Double.parseDouble(f[i]);
                        long size = sizes[i - 3];
                        costs.add(new FloorCost("openssl", version, cipher[1], size, size / bytesPerSecond * 1000, null, 1,
                                "openssl speed -evp " + cipher[0]));
                    }
                }
            }
        }
        Files.writeString(outputFolder.resolve("openssl-speed.txt"), raw.toString(), StandardCharsets.UTF_8);
        return costs;
    }

    private static double millisPerOp(String field) {
        double value = Double.parseDouble(field);
        return value > 1 ? 1000 / value : value * 1000;
    }

    /** Standard output of a command, or null if it cannot be started. */
    private static String run(List<String> command) throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            return null;
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed (exit " + process.exitValue() + ")");
        }
        return out;
    }
}
