package org.wssbench.results.gate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.wssbench.results.CsvFiles;
import org.wssbench.results.CsvRow;
import org.wssbench.results.RunFolder;
import org.wssbench.results.ScenarioSequence;
import org.wssbench.results.SummaryRow;
import org.wssbench.results.RunIdentity;

/**
 * A machine's baseline: the gated figure of every cell of every unchanged run measured on one machine, grouped
 * into measuring periods. The file holds the per-run figures themselves, not a summary, so that the noise model
 * ({@link NoiseModel}) is derived when the gate reads it, and anyone can recompute it.
 *
 * <p>Format (owned by this class): CSV in the project's dialect ({@link CsvFiles}: RFC 4180, LF line ends), one row per
 * run and secured cell, columns {@link #HEADER}. Every row
 * repeats the machine and the work measured, so a file that mixes machines or work is refused on read.
 *
 * @param machineSlug the {@link MachineKey#slug()} of the runs
 * @param machine     the {@link MachineKey#describe()} of the runs, for people
 * @param identity    the work measured (workload, catalogue, threads, rounds, sequences)
 * @param runs        the runs, in file order
 */
public record MachineBaseline(String machineSlug, String machine, RunIdentity identity, List<Run> runs) {

    static final List<String> HEADER = List.of("machine_key", "machine", "workload", "catalogue", "threads", "rounds",
            "sequences", "period", "run_id", "scenario", "sequence", GatedFigure.COLUMN, "message_security",
            "plain_median_ms", "request_size_ratio", "response_size_ratio", "plain_app_mean_ms");
    /**
     * Columns a file of an earlier format may lack: without it, the gate compares plain's request time only. (Files
     * of the format before it hold {@code server_app_median_ms}, the median over all cells, which a secured cell's
     * security work moves; it is not read.)
     */
    private static final Set<String> OPTIONAL = Set.of("plain_app_mean_ms");

    /**
     * One unchanged run of the baseline.
     *
     * @param period          the measuring period it belongs to (runs of one period share the host's state then)
     * @param runId           the run's id
     * @param figures         the gated figure per secured cell
     * @param messageSecurity the cells whose scenario applies a WS-SecurityPolicy
     * @param speed           how fast its host worked, per sequence
     * @param sizeRatios      per cell, {request, response} size ratio to plain (null entries where not recorded)
     */
    public record Run(String period, String runId, Map<ScenarioSequence, Double> figures,
                      Set<ScenarioSequence> messageSecurity, HostSpeed speed,
                      Map<ScenarioSequence, Double[]> sizeRatios) {
        public Run {
            figures = new TreeMap<>(figures);
            messageSecurity = new TreeSet<>(messageSecurity);
            sizeRatios = new TreeMap<>(sizeRatios);
        }

        /** The cells and the message-security rows of this run. */
        public Map<ScenarioSequence, Double> allFigures() {
            Map<ScenarioSequence, Double> all = new TreeMap<>(figures);
            all.putAll(GatedFigure.aggregates(figures, messageSecurity));
            return all;
        }

        static Run of(String period, RunFolder folder) {
            Map<ScenarioSequence, Double> figures = GatedFigure.cells(folder);
            Set<String> secured = GatedFigure.messageSecurityScenarios(folder);
            Set<ScenarioSequence> members = new TreeSet<>();
            figures.keySet().stream().filter(k -> secured.contains(k.scenario())).forEach(members::add);
            Map<ScenarioSequence, Double[]> sizes = new TreeMap<>();
            for (SummaryRow row : folder.summary()) {
                if (figures.containsKey(row.key())) {
                    sizes.put(row.key(), new Double[] {row.requestSizeRatioVsPlain(), row.responseSizeRatioVsPlain()});
                }
            }
            return new Run(period, folder.runId(), figures, members, HostSpeed.of(folder), sizes);
        }
    }

    public MachineBaseline {
        runs = List.copyOf(runs);
    }

    /** The measuring periods, in order of first appearance. */
    public List<String> periods() {
        return runs.stream().map(Run::period).distinct().toList();
    }

    /** Every cell and aggregate row that all runs measured and a noise model judges ({@link GatedFigure#judged}). */
    public Set<ScenarioSequence> judgedFigures() {
        Set<ScenarioSequence> common = null;
        for (Run run : runs) {
            Set<ScenarioSequence> these = run.allFigures().keySet();
            if (common == null) {
                common = new TreeSet<>(these);
            } else {
                common.retainAll(these);
            }
        }
        if (common == null) {
            return Set.of();
        }
        common.removeIf(key -> !GatedFigure.judged(key));
        return common;
    }

    /** The message-security cells, as the first run declares them (all runs measured the same work). */
    public Set<ScenarioSequence> messageSecurityCells() {
        return runs.isEmpty() ? Set.of() : runs.get(0).messageSecurity();
    }

    /** Per run, in order: its period and the figure of {@code key} (runs lacking it left out). */
    public List<Map.Entry<String, Double>> values(ScenarioSequence key) {
        List<Map.Entry<String, Double>> values = new ArrayList<>();
        for (Run run : runs) {
            Double value = run.allFigures().get(key);
            if (value != null) {
                values.add(Map.entry(run.period(), value));
            }
        }
        return values;
    }

    /**
     * The noise model of every judged figure measured in at least {@link NoiseModel#MIN_RUNS} runs, all with the one
     * period share their runs show ({@link NoiseModel#of(Map)}).
     */
    public Map<ScenarioSequence, NoiseModel> noiseModels() {
        Map<ScenarioSequence, List<Map.Entry<String, Double>>> valuesByFigure = new TreeMap<>();
        for (ScenarioSequence key : judgedFigures()) {
            List<Map.Entry<String, Double>> these = values(key);
            if (these.size() >= NoiseModel.MIN_RUNS) {
                valuesByFigure.put(key, these);
            }
        }
        return new TreeMap<>(NoiseModel.of(valuesByFigure));
    }

    /** Why a run of this host speed is outside the hosts of the baseline's runs, if it is. */
    public Optional<String> otherHost(HostSpeed speed, String runId) {
        return speed.outside(runs.stream().map(Run::speed).toList(), runId);
    }

    /**
     * The runs whose host worked outside the speeds of the other runs, each left out in turn. A no-margin range of
     * {@code n} runs leaves a new run of the same host states outside about as often, so this is how often the gate
     * gives such a run no ratio verdict, unchanged or slowed.
     */
    public List<String> runsOutsideTheOthersHostSpeeds() {
        return runs.stream().filter(run -> withoutRun(run.runId()).otherHost(run.speed(), run.runId()).isPresent())
                .map(Run::runId).toList();
    }

    /** The same baseline without the runs of {@code period} (for the leave-one-period-out check). */
    MachineBaseline without(String period) {
        return new MachineBaseline(machineSlug, machine, identity, runs.stream().filter(r -> !r.period().equals(period))
                .toList());
    }

    /** The same baseline without one run. */
    MachineBaseline withoutRun(String runId) {
        return new MachineBaseline(machineSlug, machine, identity, runs.stream().filter(r -> !r.runId().equals(runId))
                .toList());
    }

    /**
     * A baseline from unchanged runs: each run's period is the name of the folder that holds it (keep one folder
     * per measuring period). Refuses runs of other machines or other work, naming the run.
     */
    public static MachineBaseline of(List<RunFolder> folders) {
        return of(folders, folder -> {
            Path parent = folder.directory().toAbsolutePath().getParent();
            return parent == null || parent.getFileName() == null ? "unnamed" : parent.getFileName().toString();
        });
    }

    /** The same, with each run's measuring period given by {@code period} (a history's: the UTC day it ran). */
    public static MachineBaseline of(List<RunFolder> folders, Function<RunFolder, String> period) {
        if (folders.isEmpty()) {
            throw new IllegalArgumentException("a baseline needs at least one run");
        }
        RunFolder first = folders.get(0);
        MachineKey key = MachineKey.of(first).orElseThrow(() -> new IllegalArgumentException("run " + first.runId()
                + ": run.json records no CPU or JDK, so the machine of the baseline is unknown"));
        RunIdentity identity = RunIdentity.of(first).measuredWork();
        List<Run> runs = new ArrayList<>();
        for (RunFolder folder : folders) {
            Optional<MachineKey> other = MachineKey.of(folder);
            if (other.isEmpty() || !other.get().slug().equals(key.slug())) {
                throw new IllegalArgumentException("run " + folder.runId() + " was measured on "
                        + other.map(MachineKey::describe).orElse("an unrecorded machine") + ", run " + first.runId()
                        + " on " + key.describe() + ": a baseline holds one machine's runs");
            }
            List<String> differences = RunIdentity.of(folder).measuredWork().differences(identity,
                    "run " + folder.runId(), "run " + first.runId());
            if (!differences.isEmpty()) {
                throw new IllegalArgumentException("runs measured other work: " + String.join("; ", differences));
            }
            runs.add(Run.of(period.apply(folder), folder));
        }
        return new MachineBaseline(key.slug(), key.describe(), identity, runs);
    }

    /** Writes the file in the project's CSV dialect ({@link CsvFiles}), replacing any earlier one. */
    public void write(Path file) throws IOException {
        List<List<?>> records = new ArrayList<>();
        for (Run run : runs) {
            for (Map.Entry<ScenarioSequence, Double> cell : run.figures().entrySet()) {
                ScenarioSequence key = cell.getKey();
                Double[] sizes = run.sizeRatios().getOrDefault(key, new Double[2]);
                records.add(Arrays.asList(machineSlug, machine, identity.workload(), identity.catalogue(),
                        identity.threads(), identity.rounds(), identity.sequences(), run.period(), run.runId(),
                        key.scenario(), key.sequence(), number(cell.getValue()), run.messageSecurity().contains(key),
                        number(run.speed().plainMedianMs().get(key.sequence())), number(sizes[0]), number(sizes[1]),
                        number(run.speed().plainAppMs().get(key.sequence()))));
            }
        }
        CsvFiles.writeAll(file, HEADER, records);
    }

    /** Reads a baseline file; a malformed one is refused naming the file and line. */
    public static MachineBaseline read(Path file) throws IOException {
        String slug = null;
        String machine = null;
        RunIdentity identity = null;
        Map<String, RunRows> runs = new LinkedHashMap<>();
        List<String> required = HEADER.stream().filter(column -> !OPTIONAL.contains(column)).toList();
        for (CsvRow row : CsvFiles.readRows(file, required)) {
            String where = file + " line " + row.line();
            try {
                RunIdentity rowIdentity = new RunIdentity(empty(row.text("workload")), empty(row.text("catalogue")),
                        integer(row.text("threads")), integer(row.text("rounds")), empty(row.text("sequences")));
                if (slug == null) {
                    slug = row.text("machine_key");
                    machine = row.text("machine");
                    identity = rowIdentity;
                } else if (!slug.equals(row.text("machine_key")) || !identity.equals(rowIdentity)) {
                    throw new IOException(where + ": another machine or other work than line 2; a baseline file "
                            + "holds one machine's runs of one workload");
                }
                ScenarioSequence key = new ScenarioSequence(row.text("scenario"), row.text("sequence"));
                double figure = Double.parseDouble(row.text(GatedFigure.COLUMN));
                if (!(figure > 0) || !Double.isFinite(figure)) {
                    throw new NumberFormatException(GatedFigure.COLUMN + " must be a positive number");
                }
                String runId = row.text("run_id");
                String period = row.text("period");
                RunRows rows = runs.computeIfAbsent(runId, id -> new RunRows(period));
                rows.figures.put(key, figure);
                if (Boolean.parseBoolean(row.text("message_security"))) {
                    rows.members.add(key);
                }
                Double plain = decimal(row.text("plain_median_ms"));
                if (plain != null) {
                    rows.plain.put(key.sequence(), plain);
                }
                Double app = decimal(row.optionalText("plain_app_mean_ms"));
                if (app != null) {
                    rows.app.put(key.sequence(), app);
                }
                rows.sizes.put(key, new Double[] {decimal(row.text("request_size_ratio")),
                    decimal(row.text("response_size_ratio"))});
            } catch (NumberFormatException e) {
                throw new IOException(where + ": " + e.getMessage(), e);
            }
        }
        if (runs.isEmpty()) {
            throw new IOException(file + ": no runs");
        }
        List<Run> list = new ArrayList<>();
        runs.forEach((id, rows) -> list.add(new Run(rows.period, id, rows.figures, rows.members,
                new HostSpeed(rows.plain, rows.app), rows.sizes)));
        return new MachineBaseline(slug, machine, identity, list);
    }

    private static final class RunRows {
        final String period;
        final Map<ScenarioSequence, Double> figures = new TreeMap<>();
        final Set<ScenarioSequence> members = new TreeSet<>();
        final Map<String, Double> plain = new TreeMap<>();
        final Map<String, Double> app = new TreeMap<>();
        final Map<ScenarioSequence, Double[]> sizes = new TreeMap<>();

        RunRows(String period) {
            this.period = period;
        }
    }

    private static String number(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%.6f", value);
    }

    private static String empty(String text) {
        return text == null || text.isEmpty() ? null : text;
    }

    private static Integer integer(String text) {
        return text == null || text.isEmpty() ? null : Integer.valueOf(text);
    }

    private static Double decimal(String text) {
        return text == null || text.isEmpty() ? null : Double.valueOf(text);
    }
}
