package org.wssbench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Read-only view of run.json. The driver owns its schema, so it is kept as a generic JSON tree
 * and only the few fields needed here are interpreted.
 */
public final class RunInfo {

    /** Fields whose equality makes two runs' ratios comparable (same work, same parameters). */
    public static final String[] COMPATIBILITY_FIELDS = {"catalogue", "matrix", "sequences"};

    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode root;

    private RunInfo(JsonNode root) {
        this.root = root;
    }

    public static RunInfo empty() {
        return new RunInfo(JsonNodeFactory.instance.objectNode());
    }

    public static RunInfo read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return empty();
        }
        try {
            JsonNode root = JSON.readTree(file.toFile());
            if (root == null || !root.isObject()) {
                throw new ResultFileException(file, "expected a JSON object");
            }
            return new RunInfo(root);
        } catch (JsonProcessingException e) {
            long line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new ResultFileException(file, line, null, "invalid JSON: " + e.getOriginalMessage());
        }
    }

    public JsonNode root() {
        return root;
    }

    public boolean isEmpty() {
        return root.isEmpty();
    }

    /** Text of a top-level field, or null. Non-text values are rendered as compact JSON. */
    public String text(String field) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        return node.isValueNode() ? node.asText() : node.toString();
    }

    public JsonNode field(String field) {
        return root.get(field);
    }

    /** Flattened "versions" object (component -> version), in file order. */
    public Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>();
        JsonNode node = root.get("versions");
        if (node != null && node.isObject()) {
            node.fields().forEachRemaining(e -> versions.put(e.getKey(), e.getValue().asText()));
        }
        return versions;
    }

    /** Top-level scalar facts (everything except objects and arrays), in file order. */
    public Map<String, String> scalarFacts() {
        Map<String, String> facts = new LinkedHashMap<>();
        root.fields().forEachRemaining(e -> {
            if (e.getValue().isValueNode()) {
                facts.put(e.getKey(), e.getValue().asText());
            }
        });
        return facts;
    }

    public static ObjectNode newObject() {
        return JsonNodeFactory.instance.objectNode();
    }
}
