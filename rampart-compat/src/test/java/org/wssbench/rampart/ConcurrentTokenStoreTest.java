package org.wssbench.rampart;

import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.rahas.EncryptedKeyToken;
import org.apache.rahas.Token;
import org.apache.rahas.TrustException;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConcurrentTokenStoreTest {

    private static final long MINUTE = 60_000;
    private final AtomicLong now = new AtomicLong(1_000_000_000_000L);

    /**
     * A token made the way rahas' SCTIssuer makes one: its element and references are lazily built
     * views over elements of a (DOM-backed) response envelope.
     */
    private Token issuedToken(int n, long lifetimeMillis) throws TrustException {
        String identifier = "urn:uuid:token-" + n;
        String wsu = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
        String wsse = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
        String xml = "<rstr xmlns:wsc='http://docs.oasis-open.org/ws-sx/ws-secureconversation/200512'"
                + " xmlns:wsu='" + wsu + "' xmlns:wsse='" + wsse + "'>"
                + "<rst><wsc:SecurityContextToken wsu:Id='sctId-" + n + "'><wsc:Identifier>" + identifier
                + "</wsc:Identifier></wsc:SecurityContextToken></rst>"
                + "<attached><wsse:SecurityTokenReference><wsse:Reference URI='#sctId-" + n + "'/></wsse:SecurityTokenReference></attached>"
                + "<unattached><wsse:SecurityTokenReference><wsse:Reference URI='" + identifier + "'/></wsse:SecurityTokenReference></unattached>"
                + "</rstr>";
        OMElement rstr = OMXMLBuilderFactory.createOMBuilder(
                OMAbstractFactory.getMetaFactory(OMAbstractFactory.FEATURE_DOM).getOMFactory(), new StringReader(xml))
                .getDocumentElement();
        Token token = new Token(identifier, rstr.getFirstElement().getFirstElement(),
                new Date(now.get()), new Date(now.get() + lifetimeMillis));
        token.setAttachedReference(child(rstr, "attached").getFirstElement());
        token.setUnattachedReference(child(rstr, "unattached").getFirstElement());
        token.setSecret(new byte[] {(byte) n});
        token.setState(Token.ISSUED);
        return token;
    }

    private static OMElement child(OMElement parent, String name) {
        return (OMElement) parent.getChildrenWithLocalName(name).next();
    }

    private ConcurrentTokenStore store() {
        return new ConcurrentTokenStore(now::get, 0, 30_000);
    }

    @Test
    void findsATokenByItsIdAndByTheIdsItsReferencesPointTo() throws Exception {
        ConcurrentTokenStore store = store();
        store.add(issuedToken(1, MINUTE));
        Token byId = store.getToken("urn:uuid:token-1");
        assertNotNull(byId);
        assertSame(byId, store.getToken("sctId-1"), "by the wsu:Id its attached reference points to");
        assertNull(store.getToken("sctId-2"));
        assertEquals("SecurityContextToken", byId.getToken().getLocalName());
        assertEquals(1, byId.getSecret()[0]);
    }

    @Test
    void refusesASecondTokenWithTheSameIdAndAnUpdateOfAnUnknownOne() throws Exception {
        ConcurrentTokenStore store = store();
        store.add(issuedToken(1, MINUTE));
        assertThrows(TrustException.class, () -> store.add(issuedToken(1, MINUTE)));
        assertThrows(TrustException.class, () -> store.update(issuedToken(2, MINUTE)));
    }

    @Test
    void handsOutAFreshCopyOfTheTokenElementSoAMessageCannotTakeTheStoredOne() throws Exception {
        ConcurrentTokenStore store = store();
        store.add(issuedToken(1, MINUTE));
        Token token = store.getToken("urn:uuid:token-1");
        OMElement first = token.getToken();
        assertNotSame(first, token.getToken());
        // what Rampart does with it: move it into an outgoing message
        Document message = (Document) OMAbstractFactory.getMetaFactory(OMAbstractFactory.FEATURE_DOM)
                .getOMFactory().createOMDocument();
        Element adopted = (Element) message.adoptNode((Element) first);
        message.appendChild(adopted);
        assertEquals("SecurityContextToken", token.getToken().getLocalName(), "the stored element is untouched");
        assertEquals("sctId-1", StoredToken.referencedId(token.getAttachedReference()));
    }

    @Test
    void anExpiredTokenIsGoneAndCounted() throws Exception {
        ConcurrentTokenStore store = store();
        store.add(issuedToken(1, MINUTE));
        now.addAndGet(MINUTE - 1);
        assertNotNull(store.getToken("sctId-1"));
        now.addAndGet(1);
        assertNull(store.getToken("sctId-1"), "at its expiry a token can no longer be used");
        assertNull(store.getToken("urn:uuid:token-1"));
        assertEquals(0, store.size());
        assertEquals(1, store.removedExpired());
    }

    @Test
    void aClientStoreRenewsBeforeTheServiceForgets() throws Exception {
        ConcurrentTokenStore client = new ConcurrentTokenStore(now::get, 5_000, 30_000);
        client.add(issuedToken(1, MINUTE));
        now.addAndGet(MINUTE - 5_001);
        assertEquals(Token.ISSUED, client.getToken("urn:uuid:token-1").getState());
        now.addAndGet(1);
        Token due = client.getToken("urn:uuid:token-1");
        assertEquals(Token.EXPIRED, due.getState(), "5 s before expiry Rampart no longer uses it and asks for a new token");
        assertEquals(0, client.getValidTokens().length);
        assertNotNull(client.getToken("sctId-1"), "until its expiry a response secured with it can still be read");
        now.addAndGet(5_000);
        assertNull(client.getToken("urn:uuid:token-1"), "at its expiry it is gone");
    }

    @Test
    void aClientStoreUsesAShortLivedTokenForHalfItsLifetime() throws Exception {
        ConcurrentTokenStore client = new ConcurrentTokenStore(now::get, 5_000, 30_000);
        client.add(issuedToken(1, 3_000));
        assertEquals(Token.ISSUED, client.getToken("urn:uuid:token-1").getState(),
                "a 3 s token is usable when it arrives, not already due by the 5 s margin");
        now.addAndGet(1_499);
        assertEquals(Token.ISSUED, client.getToken("urn:uuid:token-1").getState());
        now.addAndGet(1);
        assertEquals(Token.EXPIRED, client.getToken("urn:uuid:token-1").getState(),
                "half-way through its lifetime the client asks for a new token");
    }

    @Test
    void aCancelledTokenStaysForItsCancelResponseThenGoes() throws Exception {
        ConcurrentTokenStore store = store();
        store.add(issuedToken(1, MINUTE));
        Token token = store.getToken("urn:uuid:token-1");
        token.setState(Token.CANCELLED);
        store.update(token);
        assertEquals(1, store.cancelled());
        assertNotNull(store.getToken("urn:uuid:token-1"), "Rampart secures the cancel response with it");
        now.addAndGet(30_000);
        store.sweep(now.get());
        assertNull(store.getToken("urn:uuid:token-1"));
        assertNull(store.getToken("sctId-1"));
        assertEquals(0, store.size());
    }

    @Test
    void staysBoundedUnderChurnOfAbandonedTokens() throws Exception {
        ConcurrentTokenStore store = store();
        for (int n = 0; n < 5_000; n++) {
            store.add(issuedToken(n, MINUTE));
            now.addAndGet(100); // 10 tokens a second, each abandoned after issue
        }
        // a minute of tokens (600) is alive at any time, plus at most a second not yet swept
        assertTrue(store.size() <= 610, "tokens held: " + store.size());
        assertEquals(5_000, store.added());
        assertEquals(5_000 - store.size(), store.removedExpired());
    }

    @Test
    void keepsTokenSubclassesRampartRecognisesByType() throws Exception {
        ConcurrentTokenStore store = store();
        EncryptedKeyToken token = new EncryptedKeyToken("ek-1", new Date(now.get()), new Date(now.get() + MINUTE));
        token.setSHA1("sha");
        store.add(token);
        assertInstanceOf(EncryptedKeyToken.class, store.getToken("ek-1"));
    }

    /** What a client's requests.csv marks as token_issued: security context tokens added, nothing else. */
    @Test
    void countsTheSecurityContextTokensItWasGivenButNotOtherTokens() throws Exception {
        ConcurrentTokenStore store = store();
        assertEquals(0, store.obtained());
        store.add(issuedToken(1, MINUTE));
        assertEquals(1, store.obtained());
        EncryptedKeyToken encryptedKey = new EncryptedKeyToken("ek-1", new Date(now.get()), new Date(now.get() + MINUTE));
        encryptedKey.setSHA1("sha");
        store.add(encryptedKey);
        store.add(new Token("ek-2", OMXMLBuilderFactory.createOMBuilder(new StringReader("<EncryptedKey/>")).getDocumentElement(),
                new Date(now.get()), new Date(now.get() + MINUTE)));
        assertEquals(1, store.obtained(), "encrypted keys are not obtained tokens");
        Token renewal = issuedToken(2, MINUTE);
        store.add(renewal);
        store.update(renewal);
        assertEquals(2, store.obtained(), "a renewal is one more; an update is none");
    }

    /**
     * Many threads look tokens up by their references and use their elements at once, as the
     * service's request threads do. rahas' SimpleTokenStore, given this test, lost tokens and
     * threw NullPointerExceptions (its lazily built references were parsed by several threads).
     */
    @Test
    void concurrentLookupsAndUsesOfFreshTokensAllSucceed() throws Exception {
        ConcurrentTokenStore store = store();
        int tokens = 400;
        int threads = 16;
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int round = 0; round < 5; round++) {
                List<Token> issued = new ArrayList<>();
                for (int n = 0; n < tokens; n++) {
                    issued.add(issuedToken(round * tokens + n, MINUTE));
                }
                CountDownLatch start = new CountDownLatch(1);
                List<Future<?>> futures = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int thread = t;
                    int base = round * tokens;
                    futures.add(pool.submit(() -> {
                        start.await();
                        for (int n = thread; n < tokens; n += threads) {
                            store.add(issued.get(n)); // each token added by one thread, looked up by all
                        }
                        for (int n = 0; n < tokens; n++) {
                            int id = base + n;
                            Token byRef = store.getToken("sctId-" + id);
                            Token byId = store.getToken("urn:uuid:token-" + id);
                            if (byRef != null && (byId != byRef || !"SecurityContextToken".equals(byRef.getToken().getLocalName())
                                    || !("sctId-" + id).equals(StoredToken.referencedId(byRef.getAttachedReference())))) {
                                failures.add("token " + id + " inconsistent");
                            }
                        }
                        return null;
                    }));
                }
                start.countDown();
                for (Future<?> future : futures) {
                    future.get(60, TimeUnit.SECONDS);
                }
                for (int n = 0; n < tokens; n++) {
                    if (store.getToken("sctId-" + (round * tokens + n)) == null) {
                        failures.add("token " + (round * tokens + n) + " not found by reference");
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(List.of(), List.copyOf(failures));
    }
}
