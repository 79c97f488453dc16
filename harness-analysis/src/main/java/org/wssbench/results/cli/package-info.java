/**
 * The picocli commands {@code compare}, {@code report}, {@code gate} and {@code baseline}; the only
 * package that uses picocli. Each command parses its arguments, calls the library packages and maps
 * failures to {@link org.wssbench.results.cli.ExitCodes}.
 *
 * <p>{@link org.wssbench.results.cli.ResultsCli} runs them on their own and hands them to the
 * benchmark CLI in harness-cli ({@code ResultsCli.subcommands()}). {@code RunArguments} opens
 * the run folders named on the command line with one clear error per bad folder.
 */
package org.wssbench.results.cli;
