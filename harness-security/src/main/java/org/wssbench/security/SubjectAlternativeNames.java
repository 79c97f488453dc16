package org.wssbench.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.util.IPAddress;

/**
 * The host names and IP addresses a certificate is valid for (its subjectAltName extension), as
 * written in security.properties: {@code dns:localhost, ip:127.0.0.1, dns:tomcat}.
 *
 * <p>Entries are normalised (DNS names in lower case, IP addresses in the JDK's canonical form), so
 * two lists naming the same hosts in another order or spelling compare equal.
 */
public final class SubjectAlternativeNames {

    /** Property listing the SAN of Tomcat's HTTPS certificate (the name HTTPS clients check). */
    public static final String TOMCAT_PROPERTY = "tomcat.subject.alt.names";
    /** Used when {@link #TOMCAT_PROPERTY} is not configured at all. */
    public static final String TOMCAT_DEFAULT = "dns:localhost,ip:127.0.0.1,dns:tomcat";

    private static final String DNS = "dns:";
    private static final String IP = "ip:";
    /** Letters, digits, hyphens and dots, optionally a leading "*." wildcard label: what hostname checks accept. */
    private static final Pattern DNS_NAME = Pattern.compile("(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*");
    private static final int X509_DNS_NAME = 2;
    private static final int X509_IP_ADDRESS = 7;

    private final Set<String> entries;

    private SubjectAlternativeNames(Set<String> entries) {
        this.entries = Collections.unmodifiableSet(entries);
    }

    /** The Tomcat certificate's list from {@link #TOMCAT_PROPERTY}, else {@link #TOMCAT_DEFAULT}. */
    public static SubjectAlternativeNames tomcat(SecurityConfig config) {
        String value = config.find(TOMCAT_PROPERTY).orElse(TOMCAT_DEFAULT);
        try {
            return parse(value);
        } catch (IllegalArgumentException e) {
            throw new SecurityConfigException("property '" + TOMCAT_PROPERTY + "' in " + config.origin() + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Parses a comma-separated list of {@code dns:<host name>} and {@code ip:<IPv4 or IPv6 literal>}.
     *
     * @throws IllegalArgumentException naming the bad entry, or if the list is empty
     */
    public static SubjectAlternativeNames parse(String list) {
        Set<String> entries = new LinkedHashSet<>();
        for (String raw : list.split(",")) {
            String entry = raw.trim();
            if (entry.isEmpty()) {
                continue;
            }
            String lower = entry.toLowerCase(Locale.ROOT);
            if (lower.startsWith(DNS)) {
                String name = lower.substring(DNS.length()).trim();
                if (!DNS_NAME.matcher(name).matches()) {
                    throw new IllegalArgumentException("'" + entry + "' is not a DNS host name");
                }
                entries.add(DNS + name);
            } else if (lower.startsWith(IP)) {
                String address = entry.substring(IP.length()).trim();
                entries.add(IP + canonicalAddress(address, entry));
            } else {
                throw new IllegalArgumentException("'" + entry + "' must start with dns: or ip:");
            }
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("names no host; list at least one dns:<name> or ip:<address>");
        }
        return new SubjectAlternativeNames(entries);
    }

    /** The DNS and IP entries of {@code certificate}'s subjectAltName (other kinds are ignored). */
    public static SubjectAlternativeNames of(X509Certificate certificate) {
        Collection<List<?>> names;
        try {
            names = certificate.getSubjectAlternativeNames();
        } catch (CertificateParsingException e) {
            throw new IllegalArgumentException("unreadable subjectAltName: " + e.getMessage(), e);
        }
        Set<String> entries = new LinkedHashSet<>();
        if (names != null) {
            for (List<?> name : names) {
                int type = (Integer) name.get(0);
                String value = String.valueOf(name.get(1));
                if (type == X509_DNS_NAME) {
                    entries.add(DNS + value.toLowerCase(Locale.ROOT));
                } else if (type == X509_IP_ADDRESS) {
                    entries.add(IP + canonicalAddress(value, value));
                }
            }
        }
        return new SubjectAlternativeNames(entries);
    }

    /** Entries as {@code dns:<name>} / {@code ip:<address>}, in configured order. */
    public Set<String> entries() {
        return entries;
    }

    /** The extension value for a certificate builder. */
    public GeneralNames toGeneralNames() {
        List<GeneralName> names = new ArrayList<>();
        for (String entry : entries) {
            if (entry.startsWith(DNS)) {
                names.add(new GeneralName(GeneralName.dNSName, entry.substring(DNS.length())));
            } else {
                names.add(new GeneralName(GeneralName.iPAddress, entry.substring(IP.length())));
            }
        }
        return new GeneralNames(names.toArray(new GeneralName[0]));
    }

    private static String canonicalAddress(String address, String entry) {
        // Validated as a literal first: InetAddress would otherwise resolve a host name via DNS.
        if (!IPAddress.isValid(address)) {
            throw new IllegalArgumentException("'" + entry + "' is not an IPv4 or IPv6 address");
        }
        try {
            return InetAddress.getByName(address).getHostAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("'" + entry + "' is not an IP address", e);
        }
    }

    /** Same hosts, regardless of order. */
    @Override
    public boolean equals(Object other) {
        return other instanceof SubjectAlternativeNames that && entries.equals(that.entries);
    }

    @Override
    public int hashCode() {
        return entries.hashCode();
    }

    @Override
    public String toString() {
        return String.join(",", entries);
    }
}
