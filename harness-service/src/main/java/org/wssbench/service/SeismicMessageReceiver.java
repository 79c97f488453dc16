package org.wssbench.service;

import org.apache.axiom.om.OMElement;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.wssbench.seismic.query.InvalidQueryException;
import org.wssbench.seismic.ws.SeismicMessageReceiverInOut;

import javax.xml.namespace.QName;
import java.math.BigDecimal;
import java.util.Iterator;

/**
 * The generated receiver, with client faults that say what is wrong: an invalid range names the
 * field (from the query validation), a value that does not parse names the element and value,
 * instead of a bare NumberFormatException text.
 */
public class SeismicMessageReceiver extends SeismicMessageReceiverInOut {

    private static final QName CLIENT_FAULT = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");

    @Override
    public void invokeBusinessLogic(MessageContext in, MessageContext out) throws AxisFault {
        try {
            super.invokeBusinessLogic(in, out);
        } catch (AxisFault fault) {
            InvalidQueryException invalid = find(fault, InvalidQueryException.class);
            if (invalid != null) {
                throw new AxisFault("Invalid query: " + invalid.getMessage(), CLIENT_FAULT);
            }
            String badValue = describeUnparsableBound(in);
            if (badValue != null) {
                throw new AxisFault("Invalid query: " + badValue, CLIENT_FAULT);
            }
            throw fault;
        }
    }

    private static <T extends Throwable> T find(Throwable error, Class<T> type) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    /** Only on the error path: looks at the request body for a numeric bound that is not a decimal. */
    private static String describeUnparsableBound(MessageContext in) {
        try {
            return firstUnparsableBound(in.getEnvelope().getBody().getFirstElement());
        } catch (RuntimeException bodyAlreadyConsumed) {
            return null;
        }
    }

    private static String firstUnparsableBound(OMElement request) {
        if (request == null) {
            return null;
        }
        for (Iterator<OMElement> children = request.getChildElements(); children.hasNext(); ) {
            OMElement child = children.next();
            String name = child.getLocalName();
            if (name.endsWith("DateTime")) {
                continue;
            }
            String text = child.getText().trim();
            try {
                new BigDecimal(text);
            } catch (NumberFormatException e) {
                return "element " + name + " has value '" + text + "', which is not a decimal number";
            }
        }
        return null;
    }
}
