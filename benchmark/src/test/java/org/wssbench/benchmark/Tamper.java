package org.wssbench.benchmark;

import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a man in the middle does to a SOAP message, on its bytes. Every change keeps the message
 * well-formed and, where the comment says so, meaningful: if nobody checked the signature or the
 * encryption, the service or the client would act on the altered content.
 */
final class Tamper {

    private static final Pattern SECURITY_HEADER = Pattern.compile("<(\\w+):Security\\b.*?</\\1:Security>", Pattern.DOTALL);
    private static final Pattern BODY_ENCRYPTED_DATA = Pattern.compile(
            "(<(\\w+):Body\\b[^>]*>)\\s*(<(\\w+):EncryptedData\\b.*?</\\4:EncryptedData>)", Pattern.DOTALL);
    private static final Pattern ID = Pattern.compile("\\bId=\"([^\"]+)\"");
    private static final Pattern KEY_REFERENCE = Pattern.compile("<(?:\\w+:)?Reference URI=\"#([^\"]+)\"");

    private Tamper() {
    }

    static String text(byte[] message) {
        return new String(message, StandardCharsets.UTF_8);
    }

    static byte[] bytes(String message) {
        return message.getBytes(StandardCharsets.UTF_8);
    }

    /** Removes the whole wsse:Security header. */
    static byte[] stripSecurityHeader(byte[] message) {
        Matcher security = SECURITY_HEADER.matcher(text(message));
        if (!security.find()) {
            throw new IllegalStateException("no Security header to strip");
        }
        return bytes(security.replaceFirst(""));
    }

    /**
     * Encrypted body: one character of its cipher text changed (a base64 letter for another), so the
     * body decrypts to other bytes; only the body's decryption and the signature over the plain body can
     * tell.
     */
    static byte[] alterEncryptedBody(byte[] message) {
        String text = text(message);
        Matcher body = BODY_ENCRYPTED_DATA.matcher(text);
        if (!body.find()) {
            throw new IllegalStateException("no encrypted body to alter");
        }
        int value = text.indexOf("CipherValue>", body.start(3)) + "CipherValue>".length();
        if (value < "CipherValue>".length() || value > body.end(3)) {
            throw new IllegalStateException("no cipher value in the encrypted body");
        }
        // a character in the middle of the cipher text: a whole cipher block, not the padding block
        int at = value + (text.indexOf('<', value) - value) / 2;
        char altered = text.charAt(at) == 'A' ? 'B' : 'A';
        return bytes(text.substring(0, at) + altered + text.substring(at + 1));
    }

    /**
     * A secure conversation's application messages only: the token exchange (WS-Trust, action
     * .../RST/SCT) passes unchanged, so the attack meets the message protected by the conversation's keys.
     */
    static UnaryOperator<byte[]> applicationMessages(UnaryOperator<byte[]> attack) {
        return message -> text(message).contains("/RST/SCT") ? message : attack.apply(message);
    }

    /**
     * Request body in clear: widens the query's minimum latitude to -90. Still a legal query, with a
     * different answer (more matches) when the original bound was above -90.
     */
    static byte[] widenLatitude(byte[] request) {
        String text = text(request);
        int body = text.indexOf("Body");
        return bytes(text.substring(0, body) + widenLatitudeIn(text.substring(body)));
    }

    private static String widenLatitudeIn(String text) {
        Matcher bound = Pattern.compile("(minLatitude>)(-?[0-9.]+)(<)").matcher(text);
        if (!bound.find() || bound.group(2).equals("-90")) {
            throw new IllegalStateException("no minLatitude above -90 in the body");
        }
        return text.substring(0, bound.start(2)) + "-90" + text.substring(bound.end(2));
    }

    /** Response body in clear: the count attribute plus one. Still a valid response, with a different answer. */
    static byte[] raiseCount(byte[] response) {
        String text = text(response);
        Matcher count = Pattern.compile("count=\"([0-9]+)\"").matcher(text);
        if (!count.find(text.indexOf("Body"))) {
            throw new IllegalStateException("no count attribute in the body");
        }
        long value = Long.parseLong(count.group(1));
        return bytes(text.substring(0, count.start(1)) + (value + 1) + text.substring(count.end(1)));
    }

    /**
     * Encrypted body: puts the donor message's encrypted body into the target message, together with
     * the key it was encrypted with (the donor's EncryptedKey, which replaces the target's; or the
     * donor's DerivedKeyToken, added beside the target's, with the encrypted body keeping the
     * target's Id so the target's ReferenceList still finds it). The target then decrypts to the
     * donor's valid content: only a signature over the body can tell.
     */
    static byte[] spliceEncryptedBody(byte[] target, byte[] donor) {
        String t = text(target);
        String d = text(donor);
        Matcher targetBody = BODY_ENCRYPTED_DATA.matcher(t);
        Matcher donorBody = BODY_ENCRYPTED_DATA.matcher(d);
        if (!targetBody.find() || !donorBody.find()) {
            throw new IllegalStateException("both messages need an encrypted body");
        }
        String targetData = targetBody.group(3);
        String donorData = donorBody.group(3);
        String targetId = firstGroup(ID, targetData);
        String donorId = firstGroup(ID, donorData);
        String targetKeyId = firstGroup(KEY_REFERENCE, targetData);
        String donorKeyId = firstGroup(KEY_REFERENCE, donorData);
        String donorKey = elementWithId(d, donorKeyId);
        String targetKey = elementWithId(t, targetKeyId);
        String spliced;
        if (donorKey.contains("EncryptedKey")) {
            // The EncryptedKey carries the ReferenceList naming the donor's EncryptedData Id. When the
            // target's key also decrypts other parts (an encrypted signature), it stays for those.
            String donorBodyKey = keepOnlyReference(donorKey, donorId);
            String targetOtherKey = dropReference(targetKey, targetId);
            spliced = t.replace(targetKey, targetOtherKey.contains("DataReference") ? targetOtherKey + donorBodyKey : donorBodyKey)
                    .replace(targetData, donorData);
        } else {
            String renamed = donorData.replace("Id=\"" + donorId + "\"", "Id=\"" + targetId + "\"");
            spliced = t.replace(targetKey, targetKey + donorKey).replace(targetData, renamed);
        }
        return bytes(spliced);
    }

    /**
     * XML signature wrapping on a request with a clear, signed body: the signed Body element (with
     * its Id, which the signature references) moves into a header wrapper that nobody processes,
     * and an attacker's Body, without Id, takes its place: the same query with the minimum
     * latitude widened to -90 (legal, another answer).
     */
    static byte[] wrapSignedBody(byte[] request) {
        return wrapBody(request, widenLatitudeIn(bodyContent(request)));
    }

    /**
     * XML signature wrapping with a Body of the attacker's choosing: the genuine Body (signed, with
     * its Id, its content encrypted or not) moves into a header wrapper that nobody processes, and
     * a Body without Id carrying {@code forgedContent} takes its place.
     */
    static byte[] wrapBody(byte[] message, String forgedContent) {
        String text = text(message);
        Matcher body = body(text);
        String prefix = body.group(1);
        String genuineBody = body.group(0);
        String forgedBody = "<" + prefix + ":Body>" + forgedContent + "</" + prefix + ":Body>";
        String wrapper = "<w:Wrapper xmlns:w=\"urn:example:attacker\" " + prefix + ":mustUnderstand=\"0\">" + genuineBody + "</w:Wrapper>";
        String headerEnd = "</" + prefix + ":Header>";
        if (!text.contains(headerEnd)) {
            throw new IllegalStateException("no Header");
        }
        return bytes(text.replace(genuineBody, forgedBody).replace(headerEnd, wrapper + headerEnd));
    }

    /**
     * Signature wrapping of one signed element of the Body (sp:SignedElements): the genuine
     * {@code localName} element, with its Id, moves into a header wrapper and {@code forgedElement}
     * (the same element from another message, without Id) takes its place in the Body.
     */
    static byte[] wrapBodyElement(byte[] message, String localName, String forgedElement) {
        String text = text(message);
        Matcher body = body(text);
        Matcher element = Pattern.compile("<(\\w+):" + localName + "\\b[^>]*>.*?</\\1:" + localName + ">", Pattern.DOTALL)
                .matcher(body.group(2));
        if (!element.find()) {
            throw new IllegalStateException("no " + localName + " in the Body");
        }
        String prefix = body.group(1);
        String wrapper = "<w:Wrapper xmlns:w=\"urn:example:attacker\" " + prefix + ":mustUnderstand=\"0\">" + element.group() + "</w:Wrapper>";
        String headerEnd = "</" + prefix + ":Header>";
        String forgedBody = body.group(0).replace(element.group(), forgedElement);
        return bytes(text.replace(body.group(0), forgedBody).replace(headerEnd, wrapper + headerEnd));
    }

    /**
     * Signature wrapping of the first signed quake of a response (sp:SignedElements per quake): the
     * genuine quake moves into a header wrapper and a copy without Id, with magnitude 9.9, takes
     * its place in the Body.
     */
    static byte[] wrapFirstQuake(byte[] response) {
        String text = text(response);
        Matcher body = body(text);
        Matcher quake = Pattern.compile("<(\\w+):quake\\b[^>]*?(?:/>|>\\s*</\\1:quake>)").matcher(body.group(2));
        if (!quake.find()) {
            throw new IllegalStateException("no quake in the Body");
        }
        String genuine = quake.group();
        String forged = genuine.replaceAll("\\s[\\w]+:Id=\"[^\"]*\"", "").replaceAll("magnitude=\"[^\"]*\"", "magnitude=\"9.9\"");
        if (forged.contains(":Id=") || !forged.contains("magnitude=\"9.9\"")) {
            throw new IllegalStateException("cannot forge " + genuine);
        }
        String prefix = body.group(1);
        // the quake's own prefix is declared on an ancestor in the Body; the wrapper declares it again
        Matcher declaration = Pattern.compile("xmlns:" + Pattern.quote(quake.group(1)) + "=\"([^\"]+)\"").matcher(text);
        if (!declaration.find()) {
            throw new IllegalStateException("no namespace declared for " + quake.group(1));
        }
        String wrapper = "<w:Wrapper xmlns:w=\"urn:example:attacker\" xmlns:" + quake.group(1) + "=\"" + declaration.group(1) + "\" "
                + prefix + ":mustUnderstand=\"0\">" + genuine + "</w:Wrapper>";
        String headerEnd = "</" + prefix + ":Header>";
        String forgedBody = body.group(0).replace(genuine, forged);
        return bytes(text.replace(body.group(0), forgedBody).replace(headerEnd, wrapper + headerEnd));
    }

    /** The first {@code localName} element of a message's Body, as text. */
    static String bodyElement(byte[] message, String localName) {
        Matcher element = Pattern.compile("<(\\w+):" + localName + "\\b[^>]*>.*?</\\1:" + localName + ">", Pattern.DOTALL)
                .matcher(bodyContent(message));
        if (!element.find()) {
            throw new IllegalStateException("no " + localName + " in the Body");
        }
        return element.group();
    }

    /** What is between a message's Body tags (e.g. a plain message's query or answer, to forge with). */
    static String bodyContent(byte[] message) {
        return body(text(message)).group(2);
    }

    /**
     * A valid Security header over a Body in clear: the encrypted Body content becomes
     * {@code plainContent} (the Body keeps its tag and Id, so a signature over it may still hold),
     * and the header's references to the removed ciphertext go, so nothing fails to decrypt. Only a
     * check that the Body is actually encrypted can tell.
     */
    static byte[] decryptedBody(byte[] message, String plainContent) {
        String text = text(message);
        Matcher body = body(text);
        Matcher encrypted = BODY_ENCRYPTED_DATA.matcher(text);
        if (!encrypted.find()) {
            throw new IllegalStateException("no encrypted body");
        }
        String dataId = firstGroup(ID, encrypted.group(3));
        String clearBody = body.group(0).replace(body.group(2), plainContent);
        String replaced = text.replace(body.group(0), clearBody)
                .replaceAll("<(\\w+:)?DataReference URI=\"#" + Pattern.quote(dataId) + "\"\\s*/>", "")
                .replaceAll("<(\\w+:)?ReferenceList\\b[^>]*>\\s*</\\1?ReferenceList>", "");
        return bytes(replaced);
    }

    /** The request's (first) signature value as sent, base64 without whitespace; null when none is readable. */
    static String signatureValue(byte[] request) {
        Matcher value = Pattern.compile("<(\\w+:)?SignatureValue\\b[^>]*>([^<]+)<").matcher(text(request));
        return value.find() ? value.group(2).replaceAll("\\s", "") : null;
    }

    /**
     * Adds to the Security header an unsigned wsse11:SignatureConfirmation of {@code signatureValue}
     * (an attacker reads a request's signature value in clear and confirms it under an old response).
     */
    static byte[] addSignatureConfirmation(byte[] response, String signatureValue) {
        String text = text(response);
        Matcher security = Pattern.compile("<(\\w+):Security\\b[^>]*>").matcher(text);
        if (!security.find()) {
            throw new IllegalStateException("no Security header");
        }
        String confirmation = "<wsse11:SignatureConfirmation xmlns:wsse11=\"http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd\""
                + " xmlns:wsu=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd\""
                + " wsu:Id=\"SigConf-attacker\" Value=\"" + signatureValue + "\"/>";
        return bytes(text.substring(0, security.end()) + confirmation + text.substring(security.end()));
    }

    /** The request's WS-Addressing MessageID (either addressing namespace); null when it has none. */
    static String messageId(byte[] request) {
        Matcher id = Pattern.compile("<(\\w+:)?MessageID\\b[^>]*>([^<]+)<").matcher(text(request));
        return id.find() ? id.group(2).trim() : null;
    }

    /**
     * An old response made to answer another message: a RelatesTo header naming {@code messageId}
     * goes first into the Header, in the namespace of the response's own RelatesTo; with
     * {@code inPlace}, the response's RelatesTo is rewritten instead (breaking a signature over it).
     */
    static byte[] relateTo(byte[] response, String messageId, boolean inPlace) {
        String text = text(response);
        Matcher relatesTo = Pattern.compile("<(\\w+):RelatesTo\\b[^>]*>([^<]*)</\\1:RelatesTo>").matcher(text);
        if (!relatesTo.find()) {
            throw new IllegalStateException("no RelatesTo in the response");
        }
        if (inPlace) {
            return bytes(text.substring(0, relatesTo.start(2)) + messageId + text.substring(relatesTo.end(2)));
        }
        Matcher declaration = Pattern.compile("xmlns:" + Pattern.quote(relatesTo.group(1)) + "=\"([^\"]+)\"").matcher(text);
        if (!declaration.find()) {
            throw new IllegalStateException("no namespace declared for " + relatesTo.group(1));
        }
        Matcher header = Pattern.compile("<(\\w+):Header\\b[^>]*>").matcher(text);
        if (!header.find()) {
            throw new IllegalStateException("no Header");
        }
        String forged = "<fwsa:RelatesTo xmlns:fwsa=\"" + declaration.group(1) + "\">" + messageId + "</fwsa:RelatesTo>";
        return bytes(text.substring(0, header.end()) + forged + text.substring(header.end()));
    }

    private static Matcher body(String text) {
        Matcher body = Pattern.compile("<(\\w+):Body\\b[^>]*>(.*?)</\\1:Body>", Pattern.DOTALL).matcher(text);
        if (!body.find()) {
            throw new IllegalStateException("no Body");
        }
        return body;
    }

    /**
     * Secure conversation: the request names a security context token the service never issued
     * (as after a cancellation or an expiry): the token's Identifier and wsu:Id, and every
     * reference to that Id, get fresh values.
     */
    static byte[] renameSecurityContextToken(byte[] request) {
        String fresh = java.util.UUID.randomUUID().toString();
        return renameSecurityContextToken(request, token -> new TokenName("sct-" + fresh, "urn:uuid:" + fresh));
    }

    /** A security context token's wsu:Id and its Identifier. */
    record TokenName(String id, String identifier) {
    }

    /**
     * The request's security context token renamed as {@code rename} says: its wsu:Id, its
     * Identifier and every reference to that Id get the new values (with the token's own name, the
     * request passes through the same rewrite unchanged).
     */
    static byte[] renameSecurityContextToken(byte[] request, UnaryOperator<TokenName> rename) {
        String text = text(request);
        Matcher token = Pattern.compile("<(\\w+:)?SecurityContextToken\\b[^>]*Id=\"([^\"]+)\"[^>]*>\\s*<(\\w+:)?Identifier>([^<]+)<")
                .matcher(text);
        if (!token.find()) {
            throw new IllegalStateException("no SecurityContextToken in the request");
        }
        TokenName renamed = rename.apply(new TokenName(token.group(2), token.group(4)));
        return bytes(text.replace(token.group(2), renamed.id()).replace(token.group(4), renamed.identifier()));
    }

    private static final Pattern DATA_REFERENCE = Pattern.compile("<(\\w+:)?DataReference URI=\"#([^\"]+)\"\\s*/>");

    private static String keepOnlyReference(String encryptedKey, String id) {
        Matcher reference = DATA_REFERENCE.matcher(encryptedKey);
        StringBuilder kept = new StringBuilder();
        while (reference.find()) {
            reference.appendReplacement(kept, reference.group(2).equals(id) ? Matcher.quoteReplacement(reference.group()) : "");
        }
        return reference.appendTail(kept).toString();
    }

    private static String dropReference(String encryptedKey, String id) {
        Matcher reference = DATA_REFERENCE.matcher(encryptedKey);
        StringBuilder kept = new StringBuilder();
        while (reference.find()) {
            reference.appendReplacement(kept, reference.group(2).equals(id) ? "" : Matcher.quoteReplacement(reference.group()));
        }
        return reference.appendTail(kept).toString();
    }

    private static String firstGroup(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("no " + pattern + " in " + text);
        }
        return m.group(1);
    }

    /** The element carrying Id="id" (or wsu:Id), from its start tag to its matching end tag. */
    private static String elementWithId(String message, String id) {
        int attribute = message.indexOf("Id=\"" + id + "\"");
        if (attribute < 0) {
            throw new IllegalStateException("no element with Id " + id);
        }
        int start = message.lastIndexOf('<', attribute);
        Matcher name = Pattern.compile("<([\\w:]+)").matcher(message);
        name.find(start);
        String end = "</" + name.group(1) + ">";
        return message.substring(start, message.indexOf(end, start) + end.length());
    }
}
