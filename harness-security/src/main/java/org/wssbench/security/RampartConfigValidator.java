package org.wssbench.security;

import java.nio.file.Path;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

import org.apache.neethi.Policy;
import org.apache.neethi.PolicyComponent;
import org.apache.neethi.PolicyOperator;
import org.apache.rampart.policy.model.CryptoConfig;
import org.apache.rampart.policy.model.RampartConfig;

/**
 * Checks, before any message is sent, that the Rampart configuration inside a policy can work:
 * every Merlin keystore exists, is readable, opens with its password, and holds the {@code user}
 * and {@code encryptionUser} aliases. Rampart itself would only report such mistakes at the first
 * secured call, deep inside a SOAP fault.
 */
public final class RampartConfigValidator {

    /** Rampart's special encryptionUser: encrypt for the certificate that signed the request. */
    public static final String USE_REQUEST_SIGNATURE_CERT = "useReqSigCert";

    private static final String[] MERLIN_PREFIXES = {
        "org.apache.wss4j.crypto.merlin.", "org.apache.ws.security.crypto.merlin."
    };

    private final String policySource;

    /** @param policySource the policy file or resource, named in every error message */
    public RampartConfigValidator(String policySource) {
        this.policySource = policySource;
    }

    /** Validates every RampartConfig assertion of {@code policy}. */
    public void validate(Policy policy) {
        for (RampartConfig rampartConfig : rampartConfigs(policy)) {
            validate(rampartConfig);
        }
    }

    void validate(RampartConfig config) {
        KeyStore signatureStore = open("signatureCrypto", config.getSigCryptoConfig());
        KeyStore encryptionStore = open("encryptionCypto", config.getEncrCryptoConfig());
        open("decryptionCrypto", config.getDecCryptoConfig());
        open("stsCrypto", config.getStsCryptoConfig());

        // Without a signature keystore, ramp:user is a UsernameToken user, not a key alias.
        if (signatureStore != null && config.getUser() != null) {
            requireAlias(config.getSigCryptoConfig(), signatureStore, "user", config.getUser());
        }
        String encryptionUser = config.getEncryptionUser();
        if (encryptionUser != null && !USE_REQUEST_SIGNATURE_CERT.equals(encryptionUser)) {
            // Rampart falls back to the signature keystore when no encryption keystore is configured.
            CryptoConfig crypto = encryptionStore != null ? config.getEncrCryptoConfig() : config.getSigCryptoConfig();
            KeyStore store = encryptionStore != null ? encryptionStore : signatureStore;
            if (store == null) {
                throw new SecurityConfigException(policySource + ": encryptionUser '" + encryptionUser
                        + "' is set but neither encryptionCypto nor signatureCrypto is configured");
            }
            requireAlias(crypto, store, "encryptionUser", encryptionUser);
        }
    }

    private KeyStore open(String element, CryptoConfig crypto) {
        if (crypto == null) {
            return null;
        }
        Properties properties = crypto.getProp();
        String file = merlinProperty(properties, "keystore.file", "file");
        if (file == null) {
            throw new SecurityConfigException(policySource + ": " + element
                    + " has no org.apache.wss4j.crypto.merlin.keystore.file property");
        }
        String password = merlinProperty(properties, "keystore.password");
        if (password == null) {
            throw new SecurityConfigException(policySource + ": " + element + ": keystore " + file
                    + ": no org.apache.wss4j.crypto.merlin.keystore.password property");
        }
        String type = merlinProperty(properties, "keystore.type");
        try {
            KeyStore store = KeystoreReader.open(Path.of(file), type == null ? KeyStore.getDefaultType() : type, password);
            String truststore = merlinProperty(properties, "truststore.file");
            if (truststore != null) {
                String truststoreType = merlinProperty(properties, "truststore.type");
                KeystoreReader.open(Path.of(truststore),
                        truststoreType == null ? KeyStore.getDefaultType() : truststoreType,
                        String.valueOf(merlinProperty(properties, "truststore.password")));
            }
            return store;
        } catch (SecurityConfigException e) {
            throw new SecurityConfigException(policySource + ": " + e.getMessage(), e);
        }
    }

    private void requireAlias(CryptoConfig crypto, KeyStore store, String element, String alias) {
        try {
            if (!store.containsAlias(alias)) {
                throw new SecurityConfigException(policySource + ": keystore "
                        + merlinProperty(crypto.getProp(), "keystore.file", "file")
                        + ": alias '" + alias + "' (ramp:" + element + ") not found; aliases present: "
                        + String.join(", ", Collections.list(store.aliases())));
            }
        } catch (KeyStoreException e) {
            throw new SecurityConfigException(policySource + ": keystore cannot be read: " + e.getMessage(), e);
        }
    }

    /** The first property found among the new (wss4j) and old (ws.security) Merlin names. */
    private static String merlinProperty(Properties properties, String... suffixes) {
        for (String suffix : suffixes) {
            for (String prefix : MERLIN_PREFIXES) {
                String value = properties.getProperty(prefix + suffix);
                if (value != null) {
                    return value.trim();
                }
            }
        }
        return null;
    }

    private static List<RampartConfig> rampartConfigs(Policy policy) {
        List<RampartConfig> found = new ArrayList<>();
        collect(policy, found);
        return found;
    }

    private static void collect(PolicyComponent component, List<RampartConfig> found) {
        if (component instanceof RampartConfig rampartConfig) {
            found.add(rampartConfig);
        } else if (component instanceof PolicyOperator operator) {
            for (PolicyComponent child : operator.getPolicyComponents()) {
                collect(child, found);
            }
        }
    }
}
