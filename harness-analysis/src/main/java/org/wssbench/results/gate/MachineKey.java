package org.wssbench.results.gate;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;

/**
 * The machine a run's ratios belong to: the CPU (name and, on Linux, family/model/stepping), the number of
 * cores, the JDK's feature release and the JCE provider chosen. Ratios of a secured scenario to plain move by
 * 10-40% between CPUs and JDKs, so a baseline only judges runs with the same key ({@link #slug()} names its
 * folder). How fast the host worked is checked separately ({@link HostSpeed}): one key can cover hosts of
 * different speed.
 */
public record MachineKey(String cpu, int cores, String jdkFeature, String provider) {

    private static final Pattern JDK_VERSION = Pattern.compile("(?<![\\d.])(\\d+)(?:\\.\\d+)*(?:\\+|-|\\b)");
    private static final Pattern VM_VERSION = Pattern.compile("VM (\\d+)");

    /** The key of a run, from its run.json; empty when run.json lacks the CPU or the JDK. */
    public static Optional<MachineKey> of(RunFolder run) {
        return run.manifest().flatMap(MachineKey::of);
    }

    static Optional<MachineKey> of(RunManifest manifest) {
        RunManifest.Client client = manifest.client();
        if (client == null || client.cpuModel() == null || client.jdk() == null) {
            return Optional.empty();
        }
        String provider = manifest.crypto() == null || manifest.crypto().client() == null
                || manifest.crypto().client().choice() == null ? "jdk" : manifest.crypto().client().choice();
        return Optional.of(new MachineKey(client.cpuModel().trim(), client.cores() == null ? 0 : client.cores(),
                jdkFeature(client.jdk()), provider));
    }

    /** The JDK's feature release ({@code 17} from {@code OpenJDK 64-Bit Server VM 17.0.15+6}). */
    static String jdkFeature(String jdk) {
        Matcher vm = VM_VERSION.matcher(jdk);
        if (vm.find()) {
            return vm.group(1);
        }
        Matcher any = JDK_VERSION.matcher(jdk.replace("64-Bit", ""));
        return any.find() ? any.group(1) : jdk.trim();
    }

    /** A file-name-safe form, e.g. {@code amd-epyc-family-25-model-1-stepping-1-2-cores-jdk17}. */
    public String slug() {
        String text = cpu + " " + cores + " cores jdk" + jdkFeature + ("jdk".equals(provider) ? "" : " " + provider);
        return text.toLowerCase(Locale.ROOT).replaceAll("\\((r|tm)\\)", "").replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
    }

    /** Whether the machine of {@code otherSlug} has this CPU and core count (any JDK or provider). */
    public boolean sameCpu(String otherSlug) {
        return otherSlug.startsWith(new MachineKey(cpu, cores, "", "jdk").slug());
    }

    /** For people: {@code AMD EPYC [family 25 model 1 stepping 1], 2 cores, JDK 17, provider jdk}. */
    public String describe() {
        return cpu + ", " + cores + " cores, JDK " + jdkFeature + ", provider " + provider;
    }
}
