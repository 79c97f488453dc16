package org.apache.ws.secpolicy.model;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamWriter;

/**
 * Stand-in for the class that rampart-core 1.8.0 expects in rampart-policy 1.8.0, which is not
 * published. Rampart checks {@code instanceof KerberosToken} on every secured call, so the class
 * must exist; no policy builder ever creates one, so Kerberos stays unsupported.
 * Delete this file once rampart-policy 1.8.0 is available (see ../../../../../../../README.md).
 */
public class KerberosToken extends Token {

    private static final QName NAME =
            new QName("http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702", "KerberosToken");

    public boolean isRequiresKeyIdentifierReference() {
        return false;
    }

    @Override
    public QName getName() {
        return NAME;
    }

    @Override
    public void serialize(XMLStreamWriter writer) {
        throw new UnsupportedOperationException("KerberosToken is a stand-in; Kerberos is not supported");
    }
}
