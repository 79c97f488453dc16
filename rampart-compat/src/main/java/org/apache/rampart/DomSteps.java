package org.apache.rampart;

import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Counts the sibling steps a walk of {@link ValidatorData} costs on Axiom DOM, whose child {@link NodeList} is not
 * indexed: {@code getLength()} steps over every child and {@code item(i)} over i + 1 of them, while
 * {@code getNextSibling()} is one step. {@link #NONE} counts nothing (the production walks).
 */
class DomSteps {

    static final DomSteps NONE = new DomSteps() {
        @Override
        void step() {
        }

        @Override
        int length(NodeList children) {
            return children.getLength();
        }

        @Override
        Node item(NodeList children, int index) {
            return children.item(index);
        }
    };

    private long steps;

    void step() {
        steps++;
    }

    int length(NodeList children) {
        int length = children.getLength();
        steps += length;
        return length;
    }

    Node item(NodeList children, int index) {
        steps += index + 1;
        return children.item(index);
    }

    long steps() {
        return steps;
    }
}
