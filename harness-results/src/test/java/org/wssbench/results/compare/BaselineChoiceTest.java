package org.wssbench.results.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.results.Fixtures;
import org.wssbench.results.RunFolder;

class BaselineChoiceTest {

    @TempDir
    Path dir;

    private RunFolder run;
    /** Built from runs of the fixtures' machine, "Test CPU, 2 cores". */
    private BaselineFile here;
    private Path machines;

    @BeforeEach
    void runsAndBaseline() throws Exception {
        run = Fixtures.writeRun(dir.resolve("a"), "a", Fixtures.typicalScenarios(), 1, 3, 40);
        here = Baseline.fromRuns(List.of(run, Fixtures.writeRun(dir.resolve("b"), "b", Fixtures.typicalScenarios(), 2, 3, 40),
                Fixtures.writeRun(dir.resolve("c"), "c", Fixtures.typicalScenarios(), 3, 3, 40)));
        machines = Files.createDirectories(dir.resolve("machines"));
    }

    private static BaselineFile on(BaselineFile file, String machine) {
        return new BaselineFile(file.entries(), file.identity(), new MeasuringMachine(machine,
                file.machine().plainMedianMs()));
    }

    private Path write(BaselineFile file, Path path) throws IOException {
        file.write(path);
        return path;
    }

    @Test
    void theDefaultWhenItWasMeasuredOnTheRunsMachine() throws Exception {
        Path defaultFile = write(here, dir.resolve("workload.csv"));
        write(here, machines.resolve("also-here.csv"));
        BaselineChoice choice = BaselineChoice.choose(run, defaultFile, machines);
        assertEquals(defaultFile, choice.path());
        assertEquals("measured on this machine", choice.reason());
    }

    @Test
    void aBaselineOfTheRunsMachineReplacesOneFromAnotherCpu() throws Exception {
        Path defaultFile = write(on(here, "Other CPU, 2 cores"), dir.resolve("workload.csv"));
        // positive control: the default alone gates the run with the other CPU's ratios, and says so
        GateResult alone = Gate.check(run, BaselineChoice.choose(run, defaultFile, null).baseline());
        assertTrue(alone.notes().stream().anyMatch(n -> n.startsWith(Gate.MACHINE_NOTE + "run a ran on Test CPU")),
                alone.notes().toString());

        write(on(here, "Third CPU, 2 cores"), machines.resolve("a-third.csv"));
        Path mine = write(here, machines.resolve("b-test-cpu.csv"));
        BaselineChoice choice = BaselineChoice.choose(run, defaultFile, machines);
        assertEquals(mine, choice.path());
        assertTrue(choice.reason().contains("workload.csv was measured on Other CPU"), choice.reason());
        GateResult result = Gate.check(run, choice.baseline());
        assertTrue(result.passed(), result.violations().toString());
        assertTrue(result.notes().stream().noneMatch(n -> n.startsWith(Gate.MACHINE_NOTE)), result.notes().toString());
    }

    @Test
    void neverABaselineOfOtherWorkEvenOnTheRunsMachine() throws Exception {
        Path defaultFile = write(on(here, "Other CPU, 2 cores"), dir.resolve("workload.csv"));
        RunIdentity id = here.identity();
        write(new BaselineFile(here.entries(), new RunIdentity("other-workload", id.catalogue(), id.threads(),
                id.rounds(), id.sequences(), id.warmup()), here.machine()), machines.resolve("other-work.csv"));
        BaselineChoice choice = BaselineChoice.choose(run, defaultFile, machines);
        assertEquals(defaultFile, choice.path());
        assertTrue(choice.reason().startsWith("no baseline of this run's work measured on this machine (Test CPU"),
                choice.reason());
        assertTrue(choice.reason().contains("other-work.csv (this machine, other work)"), choice.reason());
        assertFalse(Gate.check(run, choice.baseline()).notes().stream().noneMatch(n -> n.startsWith(Gate.MACHINE_NOTE)),
                "the default's machine note stays");
    }

    @Test
    void aMissingFolderIsNoneAndABadFileIsNamed() throws Exception {
        Path defaultFile = write(on(here, "Other CPU, 2 cores"), dir.resolve("workload.csv"));
        assertEquals(defaultFile, BaselineChoice.choose(run, defaultFile, dir.resolve("absent")).path());
        Files.writeString(machines.resolve("broken.csv"), "scenario,sequence,ratio,tolerance_pct,runs,spread_pct,metric\n"
                + "sign,small,abc,10,3,2,time_ratio_vs_plain\n");
        IOException e = assertThrows(IOException.class, () -> BaselineChoice.choose(run, defaultFile, machines));
        assertTrue(e.getMessage().contains("broken.csv") && e.getMessage().contains("line 2"), e.getMessage());
    }

    @Test
    void theCpuSignatureTellsTwoCpusOfOneNameApartAndOlderFilesStillMatch() throws Exception {
        MeasuringMachine host207 = machine(signed("Same Name CPU", "207") + ", 2 cores, JDK 17");
        MeasuringMachine host85 = machine(signed("Same Name CPU", "85") + ", 2 cores, JDK 17");
        MeasuringMachine unsigned = machine("Same Name CPU, 2 cores, JDK 17");
        assertEquals("Same Name CPU [family 6 model 207], 2 cores, JDK 17", host207.description());
        assertEquals("Same Name CPU", MeasuringMachine.withSignature("Same Name CPU", Map.of()));
        assertTrue(host207.sameHardware(host207));
        assertFalse(host207.sameHardware(host85), "same name, another model");
        assertTrue(host207.sameHardware(unsigned) && unsigned.sameHardware(host85), "a file without the signature");
        assertFalse(host207.sameHardware(machine(signed("Other CPU", "207") + ", 2 cores, JDK 17")));
        assertFalse(host207.sameHardware(machine(signed("Same Name CPU", "207") + ", 4 cores, JDK 17")));
        assertFalse(unsigned.sameHardware(MeasuringMachine.UNKNOWN));

        // the gate's choice for a run that records model 207: the folder's model-85 file of the same name is
        // passed over (positive control: the same file is chosen for a run without a signature)
        Path defaultFile = write(on(here, "Other CPU, 2 cores"), dir.resolve("workload.csv"));
        Path model85 = write(on(here, signed("Test CPU", "85") + ", 2 cores"), machines.resolve("a-model-85.csv"));
        Path model207 = write(on(here, signed("Test CPU", "207") + ", 2 cores"), machines.resolve("b-model-207.csv"));
        assertEquals(model85, BaselineChoice.choose(run, defaultFile, machines).path());
        assertEquals(model207, BaselineChoice.choose(withCpu(run, signed("Test CPU", "207")), defaultFile, machines).path());
    }

    @Test
    void aBaselineOfOlderAndSignedRunsOfOneMachineIsThatSignedMachine() throws Exception {
        RunFolder older = run;
        RunFolder signed207 = withCpu(Fixtures.writeRun(dir.resolve("d"), "d", Fixtures.typicalScenarios(), 4, 3, 40),
                signed("Test CPU", "207"));
        RunFolder signed85 = withCpu(Fixtures.writeRun(dir.resolve("e"), "e", Fixtures.typicalScenarios(), 5, 3, 40),
                signed("Test CPU", "85"));
        MeasuringMachine mixed = MeasuringMachine.of(List.of(older, signed207));
        assertEquals(MeasuringMachine.of(signed207).description(), mixed.description());
        assertTrue(mixed.sameHardware(MeasuringMachine.of(signed207)), "a run of the signed machine");
        assertFalse(mixed.sameHardware(MeasuringMachine.of(signed85)), "another model of that name");
        // two signed machines of one name stay two: such a file matches no run
        MeasuringMachine two = MeasuringMachine.of(List.of(older, signed207, signed85));
        assertTrue(two.description().contains(" | "), two.description());
        assertFalse(two.sameHardware(MeasuringMachine.of(signed207)) || two.sameHardware(MeasuringMachine.of(older)));
    }

    private static RunFolder withCpu(RunFolder run, String cpuModel) throws IOException {
        Path runJson = RunFolder.runJson(run.directory());
        Files.writeString(runJson, Files.readString(runJson).replace("\"Test CPU\"", "\"" + cpuModel + "\""));
        return RunFolder.open(run.directory());
    }

    private static String signed(String name, String model) {
        Map<String, String> signature = new LinkedHashMap<>();
        signature.put("family", "6");
        signature.put("model", model);
        return MeasuringMachine.withSignature(name, signature);
    }

    private static MeasuringMachine machine(String description) {
        return new MeasuringMachine(description, Map.of());
    }
}
