/**
 * What the CXF client and the CXF service share: the JAXB mapping of the query engine's range and result
 * ({@link org.wssbench.cxf.contract.JaxbQueries}), the policies CXF reads, derived at build time from the files Rampart
 * reads ({@link org.wssbench.cxf.contract.StackPolicy}, {@link org.wssbench.cxf.contract.StackPolicyFiles}), the
 * project's keystores and passwords ({@link org.wssbench.cxf.contract.StackCredentials},
 * {@link org.wssbench.cxf.contract.StackPasswords}) and the security libraries' versions as loaded.
 */
package org.wssbench.cxf.contract;
