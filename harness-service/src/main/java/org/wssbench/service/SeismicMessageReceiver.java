package org.wssbench.service;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.wssbench.seismic.query.InvalidQueryException;
import org.wssbench.seismic.ws.SeismicMessageReceiverInOut;

import javax.xml.namespace.QName;
import java.util.Map;

/**
 * The generated receiver, with client faults that say what is wrong: an invalid range names the
 * request element (from the query validation); a bound that is not a decimal number (NaN, INF,
 * text) says so. ADB reads the body as a stream, so that element can no longer be named then.
 */
public class SeismicMessageReceiver extends SeismicMessageReceiverInOut {

    private static final QName CLIENT_FAULT = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");
    /** Query-model field names that differ from the request element names. */
    private static final Map<String, String> ELEMENT_NAMES = Map.of(
            "minMillis", "minDateTime", "maxMillis", "maxDateTime", "minDepthKm", "minDepth", "maxDepthKm", "maxDepth");

    @Override
    public void invokeBusinessLogic(MessageContext in, MessageContext out) throws AxisFault {
        // Counted before the body is read: every request that got past the security handlers,
        // valid or not, so a test can prove that a rejected message never got this far.
        ServiceRuntime.get().requestCounter(in.getAxisService() == null ? "?" : in.getAxisService().getName()).increment();
        try {
            super.invokeBusinessLogic(in, out);
        } catch (AxisFault fault) {
            InvalidQueryException invalid = find(fault, InvalidQueryException.class);
            if (invalid != null) {
                throw new AxisFault("Invalid query: " + elementNames(invalid.getMessage()), CLIENT_FAULT);
            }
            NumberFormatException notANumber = find(fault, NumberFormatException.class);
            if (notANumber != null) {
                throw new AxisFault("Invalid query: a latitude, longitude, magnitude or depth bound is not a decimal "
                        + "number (NaN and INF are not allowed): " + notANumber.getMessage(), CLIENT_FAULT);
            }
            throw fault;
        }
    }

    private static String elementNames(String message) {
        String text = message;
        for (Map.Entry<String, String> name : ELEMENT_NAMES.entrySet()) {
            text = text.replace(name.getKey(), name.getValue());
        }
        return text;
    }

    private static <T extends Throwable> T find(Throwable error, Class<T> type) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
