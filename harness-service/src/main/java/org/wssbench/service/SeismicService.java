package org.wssbench.service;

import org.apache.axis2.context.MessageContext;
import org.wssbench.seismic.query.QueryRange;
import org.wssbench.seismic.query.QueryResult;
import org.wssbench.seismic.ws.SeismicSkeletonInterface;
import org.wssbench.seismic.ws.types.Echo;
import org.wssbench.seismic.ws.types.EchoResponse;
import org.wssbench.seismic.ws.types.Employee;
import org.wssbench.seismic.ws.types.EmployeeDetails;
import org.wssbench.seismic.ws.types.EmployeeDetailsResponse;
import org.wssbench.seismic.ws.types.MatchQuakes;
import org.wssbench.seismic.ws.types.MatchQuakesResponse;

/**
 * The service's operations; every scenario's Axis2 service uses this same class: the seismic
 * query (Sosnoski's workload), echo (SEI's simple payload, text returned unchanged) and employee
 * details (SEI's complex payload).
 */
public class SeismicService implements SeismicSkeletonInterface {

    @Override
    public MatchQuakesResponse matchQuakes(MatchQuakes request) {
        QueryRange range = RequestMapping.toRange(request).validate();
        ServiceRuntime runtime = ServiceRuntime.get();
        QueryResult result = runtime.engine().match(range);
        runtime.queryCounter(currentServiceName()).increment();
        return ResponseMapping.toResponse(result);
    }

    /** Counted like a query, so the enforcement tests can prove a rejected echo never reached it. */
    @Override
    public EchoResponse echo(Echo request) {
        ServiceRuntime.get().queryCounter(currentServiceName()).increment();
        EchoResponse response = new EchoResponse();
        response.setText(request.getText());
        return response;
    }

    /**
     * SEI's Employee Details service: no input, a one-element array of an Employee whose eight String
     * fields all read "Hello World". Counted like a query, as echo is.
     */
    @Override
    public EmployeeDetailsResponse employeeDetails(EmployeeDetails request) {
        ServiceRuntime.get().queryCounter(currentServiceName()).increment();
        EmployeeDetailsResponse response = new EmployeeDetailsResponse();
        response.setEmployee(new Employee[] {helloWorldEmployee()});
        return response;
    }

    /** The Employee SEI's service returned: every field "Hello World". */
    static Employee helloWorldEmployee() {
        String text = "Hello World";
        Employee employee = new Employee();
        employee.setName(text);
        employee.setEmpNumber(text);
        employee.setEmail(text);
        employee.setPosition(text);
        employee.setDateOfBirth(text);
        employee.setSSN(text);
        employee.setHomeAddress(text);
        employee.setPhoneNumber(text);
        return employee;
    }

    private static String currentServiceName() {
        MessageContext context = MessageContext.getCurrentMessageContext();
        return context == null || context.getAxisService() == null ? "?" : context.getAxisService().getName();
    }
}
