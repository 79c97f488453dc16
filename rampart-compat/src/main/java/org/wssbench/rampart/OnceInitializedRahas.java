package org.wssbench.rampart;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.description.AxisModule;
import org.apache.rahas.Rahas;

/**
 * The rahas module, initialising OpenSAML once per class loader instead of on every module init. rahas 1.8.0
 * bootstraps OpenSAML (all of its object providers, and a new parser pool) each time a ConfigurationContext
 * initialises its modules, so every client context paid for it: 84% of a client context's creation time,
 * about 50 ms of CPU. OpenSAML's registry is global, so a second bootstrap only rebuilt it, and did so while other
 * clients of the same JVM were using it. Clients load this class through their repository's rahas archive
 * ({@link RampartWorkarounds#initializeOpenSamlOnce}); the service keeps the stock module, which it initialises once.
 */
public class OnceInitializedRahas extends Rahas {

    private static boolean initialized;

    @Override
    public void init(ConfigurationContext context, AxisModule module) throws AxisFault {
        synchronized (OnceInitializedRahas.class) {
            if (!initialized) {
                super.init(context, module);
                initialized = true;
            }
        }
    }
}
