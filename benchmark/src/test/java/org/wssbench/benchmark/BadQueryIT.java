package org.wssbench.benchmark;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Invalid queries get a SOAP client fault that says what is wrong, never a stack trace. */
class BadQueryIT {

    private static final DeployedService SERVICE = new DeployedService();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "min above max      | <t:minLatitude>10</t:minLatitude><t:maxLatitude>-10</t:maxLatitude> | latitude",
            "NaN                | <t:minMagnitude>NaN</t:minMagnitude>                                | NaN",
            "latitude too large | <t:maxLatitude>91</t:maxLatitude>                                  | latitude",
            "longitude too small| <t:minLongitude>-181</t:minLongitude>                              | longitude",
            "dates reversed     | <t:minDateTime>2005-01-01T00:00:00Z</t:minDateTime><t:maxDateTime>2004-01-01T00:00:00Z</t:maxDateTime> | minDateTime"})
    void invalidQueryGetsAClearClientFault(String name, String bounds, String expectedWord) throws Exception {
        long before = SERVICE.queriesExecuted("plain");
        String envelope = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\""
                + " xmlns:t=\"http://wssbench.org/seismic/types\"><soapenv:Body><t:matchQuakes>" + bounds
                + "</t:matchQuakes></soapenv:Body></soapenv:Envelope>";
        HttpResponse<String> response = SERVICE.postRaw("plain", envelope.getBytes(StandardCharsets.UTF_8));
        String body = response.body();
        assertEquals(500, response.statusCode(), body);
        assertTrue(body.contains("faultcode") && body.contains("Client"), "client fault expected: " + body);
        String reason = body.substring(body.indexOf("<faultstring>") + 13, body.indexOf("</faultstring>"));
        assertTrue(reason.toLowerCase().contains(expectedWord.toLowerCase()), name + ": fault should name the field: " + reason);
        assertFalse(body.contains("\tat ") || body.contains("Exception:"), "no stack trace in the fault: " + body);
        assertEquals(before, SERVICE.queriesExecuted("plain"));
    }
}
