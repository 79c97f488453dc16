package org.wssbench.service.health;

import java.util.ConcurrentModificationException;
import java.util.NoSuchElementException;

/**
 * Tells an internal error (a defect or broken shared state in the stack) from a rejection: a
 * security check that fails throws a WSSecurityException / RampartException / AxisFault whose
 * causes contain none of the runtime exceptions below.
 */
public final class InternalErrors {

    private InternalErrors() {
    }

    public static boolean isInternal(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof NullPointerException || t instanceof ConcurrentModificationException
                    || t instanceof IllegalStateException || t instanceof ClassCastException
                    || t instanceof IndexOutOfBoundsException || t instanceof NoSuchElementException) {
                return true;
            }
        }
        return false;
    }

    /** The innermost internal exception and where it was thrown, e.g. "NullPointerException at SimpleTokenStore.getIdFromSTR:201: ...". */
    public static String describe(Throwable failure) {
        Throwable internal = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (isInternalType(t)) {
                internal = t;
            }
        }
        StringBuilder text = new StringBuilder(internal.getClass().getSimpleName());
        StackTraceElement[] trace = internal.getStackTrace();
        if (trace.length > 0) {
            String className = trace[0].getClassName();
            text.append(" at ").append(className.substring(className.lastIndexOf('.') + 1)).append('.')
                    .append(trace[0].getMethodName()).append(':').append(trace[0].getLineNumber());
        }
        if (internal.getMessage() != null) {
            text.append(": ").append(internal.getMessage());
        }
        return text.toString().replace('\n', ' ');
    }

    private static boolean isInternalType(Throwable t) {
        return isInternal(t) && (t.getCause() == null || t.getCause() == t || !isInternal(t.getCause()));
    }
}
