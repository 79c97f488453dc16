package org.wssbench.security.input;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.soap.SOAP11Constants;
import org.apache.axis2.AxisFault;
import org.apache.axis2.builder.Builder;
import org.apache.axis2.context.MessageContext;

import java.io.InputStream;

/**
 * The client's builder for every content type but SOAP's (registered in its axis2.xml under the pattern {@code .*},
 * and for the multipart types Axis2 would otherwise take apart): it reads nothing and refuses the response, which
 * Axis2 would build past {@link XmlLimits}. The service refuses such requests with HTTP 415 before Axis2 reads them.
 */
public final class NonSoapContentRefusal implements Builder {

    @Override
    public OMElement processDocument(InputStream in, String contentType, MessageContext context) throws AxisFault {
        MessageRefused refused = MessageRefused.contentType(contentType);
        throw new AxisFault(refused.getMessage(), SOAP11Constants.QNAME_SENDER_FAULTCODE, refused);
    }
}
