package org.wssbench.rampart;

import org.apache.axiom.om.OMElement;
import org.apache.rahas.Token;

/**
 * A rahas {@link Token} as {@link ConcurrentTokenStore} keeps it: its XML parts are complete,
 * private copies, and every getter hands out a fresh copy of them.
 * <p>
 * Why: rahas' {@code Token} keeps its XML parts as lazily built views over the element it was
 * created from, so the first reader parses them; two threads reading at once corrupt them for
 * good. And Rampart moves ({@code Document.adoptNode}) the element {@link #getToken()} returns into
 * each outgoing message, so a shared element would hop between concurrent messages and keep the
 * last message's document reachable from the store.
 */
final class StoredToken extends Token {

    private volatile OMElement token;
    private volatile OMElement previousToken;
    private volatile OMElement attachedReference;
    private volatile OMElement unattachedReference;

    /** Copies {@code source}; its lazily built XML parts are completed first, while their source is intact. */
    StoredToken(Token source) {
        super(source.getId(), source.getCreated(), source.getExpires());
        setState(source.getState());
        setSecret(source.getSecret());
        setProperties(source.getProperties());
        setIssuerAddress(source.getIssuerAddress());
        setChanged(source.isChanged());
        this.token = completeCopy(source.getToken());
        this.previousToken = completeCopy(source.getPreviousToken());
        this.attachedReference = completeCopy(source.getAttachedReference());
        this.unattachedReference = completeCopy(source.getUnattachedReference());
    }

    static OMElement completeCopy(OMElement element) {
        if (element == null) {
            return null;
        }
        synchronized (element) {
            element.build();
            return element.cloneOMElement();
        }
    }

    @Override
    public OMElement getToken() {
        return completeCopy(token);
    }

    @Override
    public void setToken(OMElement token) {
        this.token = completeCopy(token);
    }

    @Override
    public OMElement getPreviousToken() {
        return completeCopy(previousToken);
    }

    @Override
    public void setPreviousToken(OMElement previousToken) {
        this.previousToken = completeCopy(previousToken);
    }

    @Override
    public OMElement getAttachedReference() {
        return completeCopy(attachedReference);
    }

    @Override
    public void setAttachedReference(OMElement attachedReference) {
        this.attachedReference = completeCopy(attachedReference);
    }

    @Override
    public OMElement getUnattachedReference() {
        return completeCopy(unattachedReference);
    }

    @Override
    public void setUnattachedReference(OMElement unattachedReference) {
        this.unattachedReference = completeCopy(unattachedReference);
    }

    /** The id a SecurityTokenReference in {@code reference} points to, read from the private copy. */
    static String referencedId(OMElement reference) {
        if (reference == null) {
            return null;
        }
        OMElement child = reference.getFirstElement();
        if (child == null) {
            return null;
        }
        String localName = child.getLocalName();
        if ("Reference".equals(localName)) {
            String uri = child.getAttributeValue(new javax.xml.namespace.QName("URI"));
            return uri == null || uri.isEmpty() ? null : uri.startsWith("#") ? uri.substring(1) : uri;
        }
        if ("KeyInfo".equals(localName)) {
            String text = child.getText();
            return text == null || text.isBlank() ? null : text.trim();
        }
        return null;
    }
}
