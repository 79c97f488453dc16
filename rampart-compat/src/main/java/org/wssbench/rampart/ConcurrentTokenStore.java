package org.wssbench.rampart;

import org.apache.rahas.Token;
import org.apache.rahas.TokenStorage;
import org.apache.rahas.TrustException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * A rahas {@link TokenStorage} that many threads can share and that forgets tokens, used instead
 * of rahas' {@code SimpleTokenStore} (install it with {@link RampartWorkarounds}).
 * <ul>
 *   <li>Tokens are stored as {@link StoredToken}s: complete private copies, built once on the
 *       thread that adds them. {@code SimpleTokenStore} keeps rahas' lazily built elements and
 *       parses them on whichever threads look a token up first; concurrent lookups corrupted them
 *       and every later lookup failed (NullPointerException in {@code getIdFromSTR}).</li>
 *   <li>A token is found by its id or by the id its attached or unattached reference points to,
 *       through an index built when it is added: no lookup walks the whole store.</li>
 *   <li>An expired token is gone: {@link #getToken} answers null for it (so a client fetches a new
 *       one and a service rejects messages secured with it) and it is removed. A cancelled token
 *       stays for {@code cancelledGraceMillis}, long enough for Rampart to secure the cancel
 *       response with it, then is removed. {@code SimpleTokenStore} kept every token for ever
 *       (RAMPART-337).</li>
 * </ul>
 * A client store marks a token EXPIRED {@code renewMarginMillis} before its expiry (at most half its
 * lifetime before), so that Rampart asks for a new token before the service forgets the old one;
 * the old token is still found until its expiry, so the response to a request sent with it just
 * before can be read.
 */
public final class ConcurrentTokenStore implements TokenStorage {

    /** How long a cancelled token stays findable (its cancel response is secured with it). */
    public static final long DEFAULT_CANCELLED_GRACE_MILLIS = 30_000;
    private static final long SWEEP_INTERVAL_MILLIS = 1_000;

    private final Map<String, Token> tokens = new ConcurrentHashMap<>();
    private final Map<String, String> idsByAlias = new ConcurrentHashMap<>();
    private final Map<String, Long> cancelledAt = new ConcurrentHashMap<>();
    private final LongSupplier clock;
    private final long renewMarginMillis;
    private final long cancelledGraceMillis;
    private final AtomicLong lastSweep = new AtomicLong();
    private final LongAdder added = new LongAdder();
    /** Security context tokens added: on a client, the secure-conversation tokens it obtained. */
    private final AtomicLong obtained = new AtomicLong();
    private final LongAdder expired = new LongAdder();
    private final LongAdder cancelled = new LongAdder();

    /** A service's store: tokens live until their expiry. */
    public ConcurrentTokenStore() {
        this(System::currentTimeMillis, 0, DEFAULT_CANCELLED_GRACE_MILLIS);
    }

    public ConcurrentTokenStore(LongSupplier clock, long renewMarginMillis, long cancelledGraceMillis) {
        this.clock = clock;
        this.renewMarginMillis = renewMarginMillis;
        this.cancelledGraceMillis = cancelledGraceMillis;
    }

    /** A client's store: tokens are due for renewal {@code renewMarginMillis} before their expiry. */
    public static ConcurrentTokenStore forClient(long renewMarginMillis) {
        return new ConcurrentTokenStore(System::currentTimeMillis, renewMarginMillis, DEFAULT_CANCELLED_GRACE_MILLIS);
    }

    @Override
    public void add(Token token) throws TrustException {
        if (token == null || token.getId() == null || token.getId().isEmpty()) {
            return; // as SimpleTokenStore: nothing to store
        }
        Token stored = storable(token);
        if (tokens.putIfAbsent(stored.getId(), stored) != null) {
            throw new TrustException("tokenAlreadyExists", new String[] {token.getId()});
        }
        added.increment();
        if (isSecurityContextToken(token)) {
            obtained.incrementAndGet();
        }
        index(stored);
        sweepNowAndThen();
    }

    @Override
    public void update(Token token) throws TrustException {
        if (token == null || token.getId() == null || token.getId().isBlank()) {
            return;
        }
        Token stored = storable(token);
        Token previous = tokens.get(stored.getId());
        if (previous != null) {
            unindex(previous);
        }
        if (tokens.replace(stored.getId(), stored) == null) {
            throw new TrustException("noTokenToUpdate", new String[] {token.getId()});
        }
        index(stored);
        if (stored.getState() == Token.CANCELLED && cancelledAt.putIfAbsent(stored.getId(), clock.getAsLong()) == null) {
            cancelled.increment();
        }
    }

    /**
     * Plain rahas tokens become {@link StoredToken}s. Subclasses (such as the EncryptedKeyToken that
     * Rampart's callback handler recognises by type) keep their type; their XML parts are completed
     * now, on this thread, so that no later reader builds them concurrently.
     */
    private static Token storable(Token token) {
        if (token instanceof StoredToken || token.getClass() != Token.class) {
            if (!(token instanceof StoredToken)) {
                completeInPlace(token);
            }
            return token;
        }
        return new StoredToken(token);
    }

    private static void completeInPlace(Token token) {
        for (org.apache.axiom.om.OMElement part : new org.apache.axiom.om.OMElement[] {token.getToken(),
                token.getPreviousToken(), token.getAttachedReference(), token.getUnattachedReference()}) {
            if (part != null) {
                part.build();
            }
        }
    }

    /** Ids other than the token's own under which Rampart looks it up: its references' targets. */
    private static Set<String> aliases(Token token) {
        Set<String> aliases = new java.util.HashSet<>();
        for (org.apache.axiom.om.OMElement reference : new org.apache.axiom.om.OMElement[] {
                token.getAttachedReference(), token.getUnattachedReference()}) {
            String id = StoredToken.referencedId(reference);
            if (id != null && !id.equals(token.getId())) {
                aliases.add(id);
            }
        }
        return aliases;
    }

    private void index(Token stored) {
        for (String alias : aliases(stored)) {
            idsByAlias.put(alias, stored.getId());
        }
    }

    private void unindex(Token stored) {
        for (String alias : aliases(stored)) {
            idsByAlias.remove(alias, stored.getId());
        }
    }

    @Override
    public Token getToken(String id) throws TrustException {
        if (id == null) {
            return null;
        }
        sweepNowAndThen();
        Token token = tokens.get(id);
        if (token == null) {
            String owner = idsByAlias.get(id);
            token = owner == null ? null : tokens.get(owner);
        }
        if (token == null) {
            return null;
        }
        long now = clock.getAsLong();
        if (isExpired(token, now)) {
            remove(token.getId(), expired);
            return null;
        }
        if (dueForRenewal(token, now) && (token.getState() == Token.ISSUED || token.getState() == Token.RENEWED)) {
            // Rampart sends new messages only with an ISSUED token (RampartUtil.isTokenValid), so it
            // fetches a new one; the token itself stays findable until its expiry, for the response
            // to a request sent with it just before (that response is secured with this token).
            token.setState(Token.EXPIRED);
        }
        return token;
    }

    @Override
    public void removeToken(String id) {
        remove(id, null);
    }

    private void remove(String id, LongAdder counter) {
        Token removed = tokens.remove(id);
        if (removed != null) {
            unindex(removed);
            cancelledAt.remove(id);
            if (counter != null) {
                counter.increment();
            }
        }
    }

    private static boolean isExpired(Token token, long now) {
        return token.getExpires() != null && token.getExpires().getTime() <= now;
    }

    /** A client store's token within its renewal margin of expiry: not to be used for new messages. */
    private boolean dueForRenewal(Token token, long now) {
        return renewMarginMillis > 0 && token.getExpires() != null && token.getExpires().getTime() - renewMargin(token) <= now;
    }

    /**
     * The renewal margin, but at most half the token's lifetime: a token living less than twice the
     * margin would otherwise be due for renewal as soon as it arrives: Rampart could not use it even
     * for the message it was fetched for, and every call failed with "Error in retrieving token".
     */
    private long renewMargin(Token token) {
        if (renewMarginMillis <= 0 || token.getCreated() == null) {
            return renewMarginMillis;
        }
        long lifetime = token.getExpires().getTime() - token.getCreated().getTime();
        return Math.max(0, Math.min(renewMarginMillis, lifetime / 2));
    }

    /** Removes expired tokens and cancelled ones past their grace, at most once a second. */
    private void sweepNowAndThen() {
        long now = clock.getAsLong();
        long last = lastSweep.get();
        if (now - last >= SWEEP_INTERVAL_MILLIS && lastSweep.compareAndSet(last, now)) {
            sweep(now);
        }
    }

    /** Removes expired tokens and cancelled ones past their grace period. */
    public void sweep(long now) {
        for (Token token : List.copyOf(tokens.values())) {
            if (isExpired(token, now)) {
                remove(token.getId(), expired);
            }
        }
        for (Map.Entry<String, Long> entry : List.copyOf(cancelledAt.entrySet())) {
            if (now - entry.getValue() >= cancelledGraceMillis) {
                remove(entry.getKey(), null);
            }
        }
    }

    @Override
    public String[] getTokenIdentifiers() {
        return tokens.keySet().toArray(new String[0]);
    }

    @Override
    public Token[] getValidTokens() {
        return tokensIn(Set.of(Token.ISSUED, Token.RENEWED));
    }

    @Override
    public Token[] getRenewedTokens() {
        return tokensIn(Set.of(Token.RENEWED));
    }

    @Override
    public Token[] getCancelledTokens() {
        return tokensIn(Set.of(Token.CANCELLED));
    }

    @Override
    public Token[] getExpiredTokens() {
        return tokensIn(Set.of(Token.EXPIRED));
    }

    private Token[] tokensIn(Set<Integer> states) {
        long now = clock.getAsLong();
        List<Token> result = new ArrayList<>();
        for (Token token : tokens.values()) {
            int state = isExpired(token, now) || dueForRenewal(token, now) ? Token.EXPIRED : token.getState();
            if (states.contains(state)) {
                result.add(token);
            }
        }
        return result.toArray(new Token[0]);
    }

    /** Tokens held now (expired ones not yet swept included). */
    public int size() {
        return tokens.size();
    }

    /**
     * Security context tokens ever added (wsc:SecurityContextToken elements): on a client, each
     * token it obtained from the service, first issue or renewal. Other tokens Rampart stores, such
     * as encrypted keys, are not counted. One volatile read: a client reads it around each timed call.
     */
    public long obtained() {
        return obtained.get();
    }

    private static boolean isSecurityContextToken(Token token) {
        org.apache.axiom.om.OMElement element = token.getToken();
        return element != null && "SecurityContextToken".equals(element.getLocalName());
    }

    /** Tokens ever added. */
    public long added() {
        return added.sum();
    }

    /** Tokens removed because they expired. */
    public long removedExpired() {
        return expired.sum();
    }

    /** Tokens cancelled (they are removed once their grace period is over). */
    public long cancelled() {
        return cancelled.sum();
    }
}
