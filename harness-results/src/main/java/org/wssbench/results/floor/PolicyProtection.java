package org.wssbench.results.floor;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a client WS-SecurityPolicy 1.2 document into a {@link MessageProtection}: the binding, the
 * signed and encrypted parts and the binding's options. Assertions inside a secure conversation
 * token's BootstrapPolicy are ignored: they protect the one-time token request, not the messages.
 * The document is parsed by the caller, with the parser that loads the same policy for Rampart
 * ({@code org.wssbench.security.PolicyLoader#parseXml}).
 */
public final class PolicyProtection {

    static final String SP = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";

    private PolicyProtection() {
    }

    public static MessageProtection of(Document policy) {
        MessageProtection.Binding binding = !assertions(policy, "AsymmetricBinding").isEmpty()
                ? MessageProtection.Binding.ASYMMETRIC
                : !assertions(policy, "SymmetricBinding").isEmpty() ? MessageProtection.Binding.SYMMETRIC
                : MessageProtection.Binding.NONE;
        boolean bound = binding != MessageProtection.Binding.NONE;
        List<Element> usernameTokens = assertions(policy, "UsernameToken");
        MessageProtection.UsernameToken username = usernameTokens.isEmpty() ? MessageProtection.UsernameToken.NONE
                : usernameTokens.get(0).getElementsByTagNameNS(SP, "HashPassword").getLength() > 0
                ? MessageProtection.UsernameToken.DIGEST : MessageProtection.UsernameToken.TEXT;
        boolean initiatorCert = assertions(policy, "InitiatorToken").stream()
                .flatMap(token -> children(token, "X509Token").stream())
                .anyMatch(x509 -> x509.getAttributeNS(SP, "IncludeToken").matches(".*/(AlwaysToRecipient|Always)$"));
        return new MessageProtection(binding, bound,
                bound && hasBodyPart(policy, "SignedParts"),
                bound && hasBodyPart(policy, "EncryptedParts"),
                !assertions(policy, "IncludeTimestamp").isEmpty(),
                !assertions(policy, "EncryptBeforeSigning").isEmpty(),
                !assertions(policy, "EncryptSignature").isEmpty(),
                !assertions(policy, "RequireDerivedKeys").isEmpty(),
                initiatorCert, username, false);
    }

    private static boolean hasBodyPart(Document policy, String parts) {
        return assertions(policy, parts).stream().anyMatch(p -> !children(p, "Body").isEmpty());
    }

    /** All sp:{@code name} elements outside any sp:BootstrapPolicy. */
    private static List<Element> assertions(Document policy, String name) {
        List<Element> found = new ArrayList<>();
        NodeList all = policy.getElementsByTagNameNS(SP, name);
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (!insideBootstrap(element)) {
                found.add(element);
            }
        }
        return found;
    }

    private static boolean insideBootstrap(Node node) {
        for (Node n = node.getParentNode(); n != null; n = n.getParentNode()) {
            if (SP.equals(n.getNamespaceURI()) && "BootstrapPolicy".equals(n.getLocalName())) {
                return true;
            }
        }
        return false;
    }

    /** Descendant sp:{@code name} elements of {@code parent} (through nested wsp:Policy wrappers). */
    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList all = parent.getElementsByTagNameNS(SP, name);
        for (int i = 0; i < all.getLength(); i++) {
            found.add((Element) all.item(i));
        }
        return found;
    }
}
