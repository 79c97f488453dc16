package org.wssbench.results.floor;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;

/** The project's policy files as the driver hands them to {@link PolicyProtection}: namespace-aware DOM. */
public final class PolicyDocuments {

    private PolicyDocuments() {
    }

    public static MessageProtection protection(Path policyFile) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return PolicyProtection.of(factory.newDocumentBuilder().parse(policyFile.toFile()));
        } catch (Exception e) {
            throw new AssertionError("cannot read " + policyFile, e);
        }
    }
}
