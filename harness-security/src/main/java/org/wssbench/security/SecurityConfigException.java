package org.wssbench.security;

/**
 * A problem with the security set-up (configuration file, keystore, policy) described in one
 * message that names the file at fault, so a benchmark run fails fast and explains itself.
 */
public class SecurityConfigException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SecurityConfigException(String message) {
        super(message);
    }

    public SecurityConfigException(String message, Throwable cause) {
        super(message, cause);
    }
}
