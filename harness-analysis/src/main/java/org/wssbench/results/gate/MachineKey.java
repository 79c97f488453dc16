package org.wssbench.results.gate;

import java.util.Locale;
import java.util.Optional;
import org.wssbench.results.RunFolder;
import org.wssbench.results.RunManifest;

/**
 * The machine a run's ratios belong to: the CPU (name and, on Linux, family/model/stepping), the number of
 * cores, the JDK's feature release and the JCE provider chosen. Ratios of a secured scenario to plain move by
 * 10-40% between CPUs and JDKs, so a baseline only judges runs with the same key ({@link #slug()} names its
 * folder). How fast the host worked is checked separately ({@link HostSpeed}): one key can cover hosts of
 * different speed.
 *
 * <p>Built from run.json's typed {@code cpu} and {@code jdk_runtime} ({@link RunManifest.Cpu},
 * {@link RunManifest.Jdk}); the CPU vendor is recorded there but is not part of the key, so runs recorded before it
 * keep their key.
 *
 * @param cpu        {@link RunManifest.Cpu#text()}: the name and the signature fields present
 * @param jdkFeature the JDK's feature release, e.g. {@code 17}
 */
public record MachineKey(String cpu, int cores, String jdkFeature, String provider) {

    /** The key of a run, from its run.json; empty when run.json lacks the CPU or the JDK. */
    public static Optional<MachineKey> of(RunFolder run) {
        return run.manifest().flatMap(MachineKey::of);
    }

    static Optional<MachineKey> of(RunManifest manifest) {
        RunManifest.Client client = manifest.client();
        if (client == null || client.cpu() == null || client.runtime() == null || client.runtime().feature() == null) {
            return Optional.empty();
        }
        return Optional.of(new MachineKey(client.cpu().text(), client.cores() == null ? 0 : client.cores(),
                String.valueOf(client.runtime().feature()), manifest.providerChoice()));
    }

    /** A file-name-safe form, e.g. {@code amd-epyc-family-25-model-1-stepping-1-2-cores-jdk17}. */
    public String slug() {
        String text = cpu + " " + cores + " cores jdk" + jdkFeature + ("jdk".equals(provider) ? "" : " " + provider);
        return text.toLowerCase(Locale.ROOT).replaceAll("\\((r|tm)\\)", "").replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
    }

    /**
     * Whether the machine of {@code otherSlug} has this CPU and core count (any JDK or provider). A committed baseline
     * records its machine by the slug alone (its folder's name and its {@code machine_key} column), so the slug is
     * what is compared: its CPU-and-cores part, which ends before {@code jdk}.
     */
    public boolean sameCpu(String otherSlug) {
        return otherSlug.startsWith(new MachineKey(cpu, cores, "", "jdk").slug());
    }

    /** For people: {@code AMD EPYC [family 25 model 1 stepping 1], 2 cores, JDK 17, provider jdk}. */
    public String describe() {
        return cpu + ", " + cores + " cores, JDK " + jdkFeature + ", provider " + provider;
    }
}
