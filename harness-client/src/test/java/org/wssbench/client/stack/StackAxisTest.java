package org.wssbench.client.stack;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wssbench.client.scenario.MatrixFiles;
import org.wssbench.client.scenario.ScenarioDefinition;
import org.wssbench.client.scenario.Stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StackAxisTest {

    private static final Path SCENARIOS = Path.of("../scenarios");

    @Test
    void theShippedStackAxisMakesScenariosOnTheirBasesPolicies() {
        Path file = SCENARIOS.resolve("scenarios.properties");
        Map<String, ScenarioDefinition> declared = MatrixFiles.loadScenarios(file, SCENARIOS);
        Map<String, ScenarioDefinition> stacked = MatrixFiles.loadStackScenarios(file, declared);
        ScenarioDefinition sign = stacked.get("sign_stack-cxf");
        assertEquals(Stack.CXF, sign.stack());
        assertEquals(declared.get("sign").policy(), sign.policy());
        assertEquals(declared.get("sign").traits(), sign.traits());
        assertEquals("sign", sign.service());
        assertEquals(Stack.CXF_STREAMING, stacked.get("plain_stack-cxf-streaming").stack());
        // secure conversation on CXF's DOM processing only (its streaming side completes no token exchange with CXF)
        assertEquals(Stack.CXF, stacked.get("secureconversation_stack-cxf").stack());
        assertFalse(stacked.containsKey("secureconversation_stack-cxf-streaming"));
        // the Axis2 scenarios stay as they were: every Axis2-only test iterates over them
        assertTrue(declared.values().stream().allMatch(s -> s.stack() == Stack.AXIS2));
        assertFalse(declared.containsKey("sign_stack-cxf"));
    }

    @Test
    void eachStackHasItsEndpoint() {
        assertEquals("http://h:1/wss-bench/services/sign", Stack.AXIS2.endpoint("http://h:1/wss-bench", "sign"));
        assertEquals("http://h:1/wss-bench-cxf/services/sign", Stack.CXF.endpoint("http://h:1/wss-bench/", "sign"));
        assertEquals("http://h:1/wss-bench-cxf/services/streaming/sign",
                Stack.CXF_STREAMING.endpoint("http://h:1/wss-bench", "sign"));
        assertEquals(Stack.CXF_STREAMING, Stack.byKey("cxf-streaming"));
    }

    @Test
    void badStackLinesNameTheKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("scenarios.properties");
        String base = "scenarios=a\nscenario.a.transport=http\n";
        for (String line : new String[] {"stacks.b=axis2,cxf", "stacks.a=cxf", "stacks.a=axis2,jboss", "stacks.a=axis2,axis2"}) {
            Files.writeString(file, base + line + "\n");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> MatrixFiles.loadStackScenarios(file, MatrixFiles.loadScenarios(file, dir)));
            String key = line.substring(0, line.indexOf('='));
            assertTrue(e.getMessage().contains(key), line + ": " + e.getMessage());
        }
    }
}
