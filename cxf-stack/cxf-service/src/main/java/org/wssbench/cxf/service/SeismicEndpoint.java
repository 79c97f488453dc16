package org.wssbench.cxf.service;

import org.wssbench.cxf.contract.JaxbQueries;
import org.wssbench.cxf.ws.SeismicPortType;
import org.wssbench.cxf.ws.types.Echo;
import org.wssbench.cxf.ws.types.EchoResponse;
import org.wssbench.cxf.ws.types.Employee;
import org.wssbench.cxf.ws.types.EmployeeDetails;
import org.wssbench.cxf.ws.types.EmployeeDetailsResponse;
import org.wssbench.cxf.ws.types.MatchQuakes;
import org.wssbench.cxf.ws.types.MatchQuakesResponse;
import org.wssbench.seismic.query.QueryEngine;

import javax.jws.WebService;
import java.util.concurrent.atomic.LongAdder;

/**
 * The service's operations on CXF, one instance per published endpoint: the same query engine
 * and the same answers as the Axis2 service. Counts the calls that reached it, so tests can prove a
 * rejected request never did.
 */
@WebService(endpointInterface = "org.wssbench.cxf.ws.SeismicPortType",
        targetNamespace = "http://wssbench.org/seismic", serviceName = "Seismic", portName = "SeismicPort",
        wsdlLocation = "classpath:wsdl/seismic.wsdl")
public class SeismicEndpoint implements SeismicPortType {

    private final QueryEngine engine;
    private final LongAdder calls;

    public SeismicEndpoint(QueryEngine engine, LongAdder calls) {
        this.engine = engine;
        this.calls = calls;
    }

    @Override
    public MatchQuakesResponse matchQuakes(MatchQuakes request) {
        MatchQuakesResponse response = JaxbQueries.toResponse(engine.match(JaxbQueries.toRange(request).validate()));
        calls.increment();
        return response;
    }

    @Override
    public EchoResponse echo(Echo request) {
        calls.increment();
        EchoResponse response = new EchoResponse();
        response.setText(request.getText());
        return response;
    }

    /** SEI's Employee Details: one Employee whose eight fields read "Hello World", as the Axis2 service answers. */
    @Override
    public EmployeeDetailsResponse employeeDetails(EmployeeDetails request) {
        calls.increment();
        Employee employee = new Employee();
        String text = "Hello World";
        employee.setName(text);
        employee.setEmpNumber(text);
        employee.setEmail(text);
        employee.setPosition(text);
        employee.setDateOfBirth(text);
        employee.setSSN(text);
        employee.setHomeAddress(text);
        employee.setPhoneNumber(text);
        EmployeeDetailsResponse response = new EmployeeDetailsResponse();
        response.getEmployee().add(employee);
        return response;
    }
}
