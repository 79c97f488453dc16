/**
 * The contract a client outside this project sees: {@link org.wssbench.service.contract.ContractFilter} answers
 * {@code services/<scenario>?wsdl} and {@code ?xsd=seismic.xsd} with seismic-api's own WSDL and schema
 * ({@link org.wssbench.service.contract.PublishedContract}), addressed as the request arrived and with the scenario's
 * service policy attached (Rampart's private configuration removed), instead of the WSDL Axis2 would generate.
 * {@link org.wssbench.service.contract.SoapContentTypeFilter} refuses a POST that is not SOAP by its content type.
 */
package org.wssbench.service.contract;
