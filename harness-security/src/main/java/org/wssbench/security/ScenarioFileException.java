package org.wssbench.security;

/**
 * A problem in a scenario file (scenarios/scenarios.properties), naming the file and the key. It is input the user
 * can correct: the client's commands end with exit code 2 (bad input) and print the message alone, as they do for
 * harness-results' BadInputException, which this module, packaged into the service, does not depend on.
 */
public class ScenarioFileException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public ScenarioFileException(String file, String key, String problem) {
        super(file + (key == null ? "" : ": " + key) + " " + problem);
    }
}
