package org.wssbench.results;

/**
 * Input the user gave (an option, a file, a line of it) cannot be used. Commands end with {@link ExitCodes#BAD_INPUT}
 * and print the message alone, so it names the option, file or line and what is wrong with it.
 */
public class BadInputException extends IllegalArgumentException {

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
