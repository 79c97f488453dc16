package org.apache.rampart;

import java.util.ArrayList;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wssbench.rampart.RampartWorkarounds;

/**
 * Stands in for rampart-core 1.8.0's class of the same name (same constructor, getters and results): where an
 * inbound message carries {@code xenc:EncryptedData}, the one directly in the SOAP Body and the others' Ids, which
 * Rampart's policy validator checks against what the policy says must be encrypted.
 *
 * <p>Why it is replaced: Rampart's own walk visits every element of the message through DOM {@link NodeList} index
 * access, and on Axiom DOM {@code getLength()} and {@code item(i)} each walk the children from the first, so an
 * element with N children costs O(N<sup>2</sup>) steps, before any signature is checked. An unsigned request with
 * 100,000 empty elements held a core for most of a minute. This walk follows sibling links (one step per node) and
 * keeps its own stack instead of recursing (so element depth costs no Java stack). With
 * {@code -Dwssbench.rampart.workarounds=off} it walks by index as Rampart does, to reproduce the upstream cost.
 *
 * <p>Rules kept from Rampart: an element's children are scanned in document order; the first EncryptedData child
 * ends the scan of that element (its later siblings are not looked at), and is the Body's encrypted data when its
 * parent is the SOAP Body, else one of the encrypted-data Ids; any other child element is scanned in turn.
 */
public class ValidatorData {

    private static final String XENC_NS = "http://www.w3.org/2001/04/xmlenc#";

    private final RampartMessageData rmd;

    /** Package-private in Rampart too: read by its policy validator. */
    ArrayList<String> encryptedDataRefIds = new ArrayList<>();

    private String bodyEncrDataId;

    public ValidatorData(RampartMessageData rmd) {
        this.rmd = rmd;
        Element root = rmd.getDocument().getDocumentElement();
        if (root != null) {
            if (RampartWorkarounds.enabled()) {
                walkBySiblings(root, rmd.getSoapConstants().getEnvelopeURI(), DomSteps.NONE);
            } else {
                walkByIndex(root, rmd.getSoapConstants().getEnvelopeURI(), DomSteps.NONE);
            }
        }
    }

    /** For tests: the walk over {@code root} with its node steps counted. */
    ValidatorData(Element root, String envelopeUri, boolean bySiblings, DomSteps steps) {
        this.rmd = null;
        if (bySiblings) {
            walkBySiblings(root, envelopeUri, steps);
        } else {
            walkByIndex(root, envelopeUri, steps);
        }
    }

    private void walkBySiblings(Element root, String envelopeUri, DomSteps steps) {
        ArrayList<Node> resume = new ArrayList<>();
        Node child = root.getFirstChild();
        Element parent = root;
        while (true) {
            while (child != null) {
                steps.step();
                if (child instanceof Element element) {
                    if (isEncryptedData(element)) {
                        record(parent, element, envelopeUri);
                        child = null;
                        break;
                    }
                    resume.add(child);
                    parent = element;
                    child = element.getFirstChild();
                    continue;
                }
                child = child.getNextSibling();
            }
            if (resume.isEmpty()) {
                return;
            }
            Node finished = resume.remove(resume.size() - 1);
            parent = (Element) finished.getParentNode();
            child = finished.getNextSibling();
        }
    }

    private void walkByIndex(Element element, String envelopeUri, DomSteps steps) {
        NodeList children = element.getChildNodes();
        for (int i = 0; i < steps.length(children); i++) {
            Node child = steps.item(children, i);
            if (child instanceof Element childElement) {
                if (isEncryptedData(childElement)) {
                    record(element, childElement, envelopeUri);
                    return;
                }
                walkByIndex(childElement, envelopeUri, steps);
            }
        }
    }

    private static boolean isEncryptedData(Element element) {
        return XENC_NS.equals(element.getNamespaceURI()) && "EncryptedData".equals(element.getLocalName());
    }

    private void record(Element parent, Element encryptedData, String envelopeUri) {
        if ("Body".equals(parent.getLocalName()) && envelopeUri.equals(parent.getNamespaceURI())) {
            bodyEncrDataId = encryptedData.getAttribute("Id");
        } else {
            encryptedDataRefIds.add(encryptedData.getAttribute("Id"));
        }
    }

    public ArrayList<String> getEncryptedDataRefIds() {
        return encryptedDataRefIds;
    }

    public RampartMessageData getRampartMessageData() {
        return rmd;
    }

    public String getBodyEncrDataId() {
        return bodyEncrDataId;
    }
}
