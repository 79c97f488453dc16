package org.wssbench.seismic.query;

import java.util.Arrays;

/** Growable int array, so collecting match indices does not box. */
final class IntList {

    private int[] values = new int[64];
    private int size;

    void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    int size() {
        return size;
    }

    int get(int index) {
        return values[index];
    }

    void sort() {
        Arrays.sort(values, 0, size);
    }
}
