package org.wssbench.benchmark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wssbench.client.scenario.CallResult;
import org.wssbench.client.scenario.ScenarioClient;
import org.wssbench.seismic.ws.types.EmployeeDetails;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wssbench.benchmark.EnforcementIT.SERVICE;

/**
 * The contract a client written elsewhere gets from {@code services/<scenario>?wsdl}: the project's
 * seismic.wsdl and seismic.xsd, this scenario's address and policy. The request below is built
 * from nothing but those documents (element names, namespace, SOAPAction, address, and for the
 * UsernameToken scenarios the WS-Security header the policy asks for), like a client in another
 * language would, and answered by the running service.
 */
class ServedContractIT {

    private static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";
    private static final String SOAP_BINDING = "http://schemas.xmlsoap.org/wsdl/soap/";
    private static final String XSD = "http://www.w3.org/2001/XMLSchema";
    private static final String SP = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";
    private final HttpClient http = HttpClient.newBuilder().sslContext(SERVICE.tls).build();

    @ParameterizedTest
    @ValueSource(strings = {"plain", "username", "username-digest"})
    void requestBuiltFromTheServedWsdlIsAnswered(String scenario) throws Exception {
        URI wsdlUrl = URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario(scenario)) + "?wsdl");
        Document wsdl = parse(get(wsdlUrl));
        Element definitions = wsdl.getDocumentElement();

        String address = first(definitions, SOAP_BINDING, "address").getAttribute("location");
        assertEquals(wsdlUrl.toString().replace("?wsdl", ""), address, "the address is where the WSDL came from");
        Element operation = first(first(definitions, WSDL, "binding"), WSDL, "operation");
        String operationName = operation.getAttribute("name");
        String soapAction = first(operation, SOAP_BINDING, "operation").getAttribute("soapAction");
        Element schemaImport = first(definitions, XSD, "import");
        String typesNamespace = schemaImport.getAttribute("namespace");
        Document schema = parse(get(URI.create(schemaImport.getAttribute("schemaLocation"))));
        List<String> fields = requestFields(schema, operationName);
        assertTrue(fields.contains("minMagnitude"), "request fields from the served schema: " + fields);

        String body = "<t:" + operationName + " xmlns:t=\"" + typesNamespace + "\"><t:minMagnitude>7.5</t:minMagnitude></t:"
                + operationName + ">";
        String header = securityHeader(definitions);
        String envelope = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Header>"
                + header + "</soapenv:Header><soapenv:Body>" + body + "</soapenv:Body></soapenv:Envelope>";
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(address))
                .header("Content-Type", "text/xml; charset=UTF-8").header("SOAPAction", "\"" + soapAction + "\"")
                .POST(HttpRequest.BodyPublishers.ofString(envelope)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, answer.statusCode(), answer.body());
        Matcher count = Pattern.compile("count=\"([0-9]+)\"").matcher(answer.body());
        assertTrue(count.find() && Integer.parseInt(count.group(1)) > 0, "an answer with matches: " + answer.body());
    }

    /**
     * SEI's Employee Details operation as a client written elsewhere sees it: an empty request built
     * from the served WSDL and schema, answered with one Employee whose eight fields read "Hello World".
     */
    @Test
    void employeeDetailsBuiltFromTheServedWsdlIsAnswered() throws Exception {
        URI wsdlUrl = URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario("plain")) + "?wsdl");
        Element definitions = parse(get(wsdlUrl)).getDocumentElement();
        String soapAction = null;
        NodeList operations = first(definitions, WSDL, "binding").getElementsByTagNameNS(WSDL, "operation");
        for (int i = 0; i < operations.getLength(); i++) {
            Element operation = (Element) operations.item(i);
            if (operation.getAttribute("name").equals("employeeDetails")) {
                soapAction = first(operation, SOAP_BINDING, "operation").getAttribute("soapAction");
            }
        }
        assertEquals("urn:employeeDetails", soapAction, "the served WSDL binds employeeDetails");
        Element schemaImport = first(definitions, XSD, "import");
        Document schema = parse(get(URI.create(schemaImport.getAttribute("schemaLocation"))));
        assertEquals(List.of(), requestFields(schema, "employeeDetails"), "SEI's Employee Details takes no input");
        String envelope = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                + "<t:employeeDetails xmlns:t=\"" + schemaImport.getAttribute("namespace") + "\"/></soapenv:Body></soapenv:Envelope>";
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(first(definitions, SOAP_BINDING, "address")
                        .getAttribute("location"))).header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"" + soapAction + "\"").POST(HttpRequest.BodyPublishers.ofString(envelope)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, answer.statusCode(), answer.body());
        Document response = parse(answer.body());
        NodeList employees = response.getElementsByTagNameNS(schemaImport.getAttribute("namespace"), "employee");
        assertEquals(1, employees.getLength(), answer.body());
        List<String> fields = new ArrayList<>();
        for (org.w3c.dom.Node field = employees.item(0).getFirstChild(); field != null; field = field.getNextSibling()) {
            if (field instanceof Element element) {
                assertEquals("Hello World", element.getTextContent(), element.getLocalName());
                fields.add(element.getLocalName());
            }
        }
        assertEquals(List.of("name", "empNumber", "email", "position", "dateOfBirth", "SSN", "homeAddress", "phoneNumber"), fields);
    }

    /**
     * The secured service does not hand out employee details to a message without the security its
     * policy asks for, while plain, where nothing defends, answers the same request (the control).
     */
    @Test
    void unsecuredEmployeeDetailsIsRejectedBySignEncr() throws Exception {
        HttpResponse<String> control = postEmployeeDetails("plain");
        assertEquals(200, control.statusCode(), control.body());
        assertTrue(control.body().contains("Hello World"), control.body());

        HttpResponse<String> answer = postEmployeeDetails("signencr");
        assertEquals(500, answer.statusCode(), answer.body());
        assertTrue(answer.body().contains("InvalidSecurity"), "a WS-Security fault: " + answer.body());
        assertFalse(answer.body().contains("Hello World"), answer.body());
    }

    private HttpResponse<String> postEmployeeDetails(String scenario) throws Exception {
        String envelope = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                + "<t:employeeDetails xmlns:t=\"http://wssbench.org/seismic/types\"/></soapenv:Body></soapenv:Envelope>";
        return http.send(HttpRequest.newBuilder(URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario(scenario))))
                .header("Content-Type", "text/xml; charset=UTF-8").header("SOAPAction", "\"urn:employeeDetails\"")
                .POST(HttpRequest.BodyPublishers.ofString(envelope)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The same operation through the driver's client, unsecured and under Rampart's sign-then-encrypt. */
    @ParameterizedTest
    @ValueSource(strings = {"plain", "signencr"})
    void employeeDetailsIsAnsweredUnderTheScenariosSecurity(String scenario) {
        try (ScenarioClient client = SERVICE.client(scenario)) {
            CallResult first = client.call(new EmployeeDetails());
            CallResult second = client.call(new EmployeeDetails());
            for (CallResult result : List.of(first, second)) {
                assertTrue(result.ok(), scenario + ": " + result.error());
                assertEquals(1, result.matches(), "one employee");
            }
            if (!scenario.equals("plain")) {
                assertTrue(first.requestBytes() > 2_000 && first.responseBytes() > 2_000,
                        "a signed and encrypted message is several KB, not a plain one: " + first);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sign", "encr", "signencr", "encrsign", "secureconversation"})
    void securedScenarioPublishesItsPolicyButNotRampartsConfiguration(String scenario) throws Exception {
        String wsdl = get(URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario(scenario)) + "?wsdl"));
        assertTrue(wsdl.contains("wssbench-" + scenario + "-service") && wsdl.contains("PolicyReference"), wsdl);
        assertTrue(wsdl.contains(scenario.equals("secureconversation") ? "SymmetricBinding" : "AsymmetricBinding"), wsdl);
        assertFalse(wsdl.contains("RampartConfig") || wsdl.contains("password") || wsdl.contains("keystore"), wsdl);
    }

    @Test
    void sslWsdlNamesTheHttpsAddress() throws Exception {
        String wsdl = get(URI.create(SERVICE.endpoints.serviceUrl(SERVICE.scenario("ssl")) + "?wsdl"));
        assertTrue(wsdl.contains("location=\"" + SERVICE.endpoints.serviceUrl(SERVICE.scenario("ssl")) + "\""), wsdl);
        assertTrue(wsdl.contains("location=\"https://"), wsdl);
    }

    /** The child elements of the operation's request element, from the served schema. */
    private static List<String> requestFields(Document schema, String element) {
        List<String> fields = new ArrayList<>();
        NodeList elements = schema.getDocumentElement().getElementsByTagNameNS(XSD, "element");
        for (int i = 0; i < elements.getLength(); i++) {
            Element candidate = (Element) elements.item(i);
            if (element.equals(candidate.getAttribute("name")) && candidate.getParentNode() == schema.getDocumentElement()) {
                NodeList children = candidate.getElementsByTagNameNS(XSD, "element");
                for (int j = 0; j < children.getLength(); j++) {
                    fields.add(((Element) children.item(j)).getAttribute("name"));
                }
            }
        }
        return fields;
    }

    /** What the served policy asks for: nothing, or a UsernameToken, plain text or digest (sp:HashPassword). */
    private static String securityHeader(Element definitions) throws Exception {
        if (definitions.getElementsByTagNameNS(SP, "UsernameToken").getLength() == 0) {
            return "";
        }
        String user = SERVICE.security.usernameTokenUser();
        String password = SERVICE.security.userPassword(user).orElseThrow();
        String passwordElement;
        if (definitions.getElementsByTagNameNS(SP, "HashPassword").getLength() > 0) {
            byte[] nonce = new byte[16];
            new SecureRandom().nextBytes(nonce);
            String created = Instant.now().toString();
            MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
            sha1.update(nonce);
            sha1.update(created.getBytes(StandardCharsets.UTF_8));
            sha1.update(password.getBytes(StandardCharsets.UTF_8));
            passwordElement = "<wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest\">"
                    + Base64.getEncoder().encodeToString(sha1.digest()) + "</wsse:Password>"
                    + "<wsse:Nonce EncodingType=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary\">"
                    + Base64.getEncoder().encodeToString(nonce) + "</wsse:Nonce><wsu:Created>" + created + "</wsu:Created>";
        } else {
            passwordElement = "<wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">"
                    + password + "</wsse:Password>";
        }
        return "<wsse:Security soapenv:mustUnderstand=\"1\""
                + " xmlns:wsse=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd\""
                + " xmlns:wsu=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd\">"
                + "<wsse:UsernameToken><wsse:Username>" + user + "</wsse:Username>" + passwordElement
                + "</wsse:UsernameToken></wsse:Security>";
    }

    private String get(URI url) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(url).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), url + ": " + response.body());
        return response.body();
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static Element first(Element root, String namespace, String name) {
        NodeList nodes = root.getElementsByTagNameNS(namespace, name);
        if (nodes.getLength() == 0) {
            throw new AssertionError("the served document has no " + name);
        }
        return (Element) nodes.item(0);
    }
}
