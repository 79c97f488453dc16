package org.wssbench.client.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wssbench.results.RunManifest;

class RunJsonWriterTest {

    @Test
    void theCpuIsReadFromTheFirstProcessorOfProcCpuinfo() {
        List<String> cpuinfo = List.of("processor\t: 0", "vendor_id\t: AuthenticAMD", "cpu family\t: 25", "model\t\t: 1",
                "model name\t: AMD EPYC", "stepping\t: 1", "", "processor\t: 1", "vendor_id\t: Other", "model name\t: Other");
        RunManifest.Cpu cpu = RunJsonWriter.cpu(cpuinfo);
        assertEquals(new RunManifest.Cpu("AuthenticAMD", "AMD EPYC", 25, 1, 1), cpu);
        // the text older runs recorded as cpu_model, which the machine key of their baselines is made of
        assertEquals("AMD EPYC [family 25 model 1 stepping 1]", cpu.text());
    }

    @Test
    void aSignatureFieldThatIsNoNumberIsLeftOut() {
        RunManifest.Cpu cpu = RunJsonWriter.cpu(List.of("model name\t: Some CPU", "model\t: 3", "stepping\t: unknown"));
        assertEquals(new RunManifest.Cpu(null, "Some CPU", null, 3, null), cpu);
        assertEquals("Some CPU [model 3]", cpu.text());
    }

    @Test
    void withoutAModelNameTheCpuIsTheArchitecture() {
        assertEquals(new RunManifest.Cpu(null, System.getProperty("os.arch"), null, null, null),
                RunJsonWriter.cpu(List.of("processor\t: 0", "Hardware\t: BCM2835")));
    }
}
