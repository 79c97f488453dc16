package org.wssbench.client.transport;

import org.apache.axis2.context.ConfigurationContext;
import org.junit.jupiter.api.Test;
import org.wssbench.rampart.OnceInitializedRahas;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class ClientRepositoryTest {

    @Test
    void aClientContextsRahasModuleBootstrapsOpenSamlOnce() throws Exception {
        ConfigurationContext context = ClientRepository.newContext();
        assertInstanceOf(OnceInitializedRahas.class, context.getAxisConfiguration().getModule("rahas").getModule());
    }
}
