package org.wssbench.stack;

import org.wssbench.seismic.query.QueryRange;

/**
 * One scenario's client of another SOAP stack, for one thread. Calls are not timed here: the
 * driver times them, so every stack is timed by the same code.
 */
public interface StackClient extends AutoCloseable {

    /** One seismic query; never throws for a failed request (the exchange says why). */
    StackExchange matchQuakes(QueryRange range);

    /** One echo; {@link StackExchange#answer()} is the text echoed. */
    StackExchange echo(String text);

    @Override
    void close();
}
