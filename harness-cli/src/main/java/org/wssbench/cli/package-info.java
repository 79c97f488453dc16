/**
 * The wss-bench command line: {@code java -jar harness-cli/target/harness-cli.jar <command>}, the only module
 * that sees both the driver (harness-client) and the analysis (harness-analysis); the driver itself has no
 * picocli code.
 *
 * <p>{@link org.wssbench.cli.WssBenchCli} is the entry point and maps failures to exit codes (bad input 2,
 * anything else 1). {@link org.wssbench.cli.RunCommand} runs the matrix (the first hop of the data path:
 * it resolves the scenario and workload files into {@code client.run.RunSettings} and hands them to
 * {@code MatrixRunner}), then has {@link org.wssbench.cli.ReportWriter} write report.html from the finished
 * run; {@link org.wssbench.cli.SweepCommand} runs one policy axis's variants and builds their table;
 * {@link org.wssbench.cli.TokenChurnCommand} soaks the secure-conversation token store;
 * {@link org.wssbench.cli.UrlsCommand} prints where a running service answers. The results commands
 * (compare, report, gate, baseline, digest, ab) come from harness-analysis through
 * {@link org.wssbench.cli.ResultsCommands}. {@link org.wssbench.cli.ServiceOptions} is the set of
 * options shared by every command that talks to a deployed service.
 */
package org.wssbench.cli;
