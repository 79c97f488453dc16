package org.wssbench.client.scenario;

/**
 * SEI's Employee Details service (complex payload): no input, so every call is the same; the
 * answer is a one-element array of an Employee with eight String fields.
 */
public record EmployeeDetailsPayload() implements SeiPayload {

    public static final String OPERATION = "employeeDetails";

    @Override
    public String operation() {
        return OPERATION;
    }

    @Override
    public WorkloadRequest request(int index) {
        return new WorkloadRequest.EmployeeDetailsCall();
    }
}
