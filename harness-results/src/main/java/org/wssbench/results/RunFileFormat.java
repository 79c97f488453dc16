package org.wssbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The format of one run folder file: its name, its one reader and its one writer. {@link RunFiles} holds the format
 * of every file that is read back; the class behind each ({@link SummaryCsv}, {@link RunManifestJson}, ...) is the
 * only code that knows the file's columns or keys. Files written while a run is in progress are appended to through
 * a {@link CsvAppender} of the same owner instead.
 *
 * @param <T> what the file holds
 */
public interface RunFileFormat<T> {

    /** The file's name, in a run folder (and in the crypto-floor command's output folder for floor-costs.csv). */
    String fileName();

    /** The file's content; a missing file is a {@link ResultFileException} unless the format is {@link #optional}. */
    T read(Path file) throws IOException;

    /** Writes the whole file (parent folders created), replacing any earlier one. */
    void write(Path file, T content) throws IOException;

    default Path in(Path folder) {
        return folder.resolve(fileName());
    }

    static <T> RunFileFormat<T> of(String fileName, Reading<T> reading, Writing<T> writing) {
        return new Owned<>(fileName, reading, writing);
    }

    /** A file a run may lack (a run without warm-up, floor costs or run.json): missing, it reads as {@code absent}. */
    static <T> RunFileFormat<T> optional(String fileName, T absent, Reading<T> reading, Writing<T> writing) {
        return of(fileName, file -> Files.exists(file) ? reading.read(file) : absent, writing);
    }

    /** The owner's reading of the file. */
    @FunctionalInterface
    interface Reading<T> {
        T read(Path file) throws IOException;
    }

    /** The owner's writing of the file. */
    @FunctionalInterface
    interface Writing<T> {
        void write(Path file, T content) throws IOException;
    }

    /** A format made of its owner's reading and writing. */
    record Owned<T>(String fileName, Reading<T> reading, Writing<T> writing) implements RunFileFormat<T> {

        @Override
        public T read(Path file) throws IOException {
            return reading.read(file);
        }

        @Override
        public void write(Path file, T content) throws IOException {
            writing.write(file, content);
        }
    }
}
