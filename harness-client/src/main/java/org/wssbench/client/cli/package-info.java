/**
 * The driver's command line: {@code java -jar harness-client.jar <command>}, the only picocli code in
 * harness-client.
 *
 * <p>{@link org.wssbench.client.cli.WssBenchCli} is the entry point and maps failures to exit codes (bad input 2,
 * anything else 1). {@link org.wssbench.client.cli.RunCommand} runs the matrix (the first hop of the data path:
 * it resolves the scenario and workload files into {@code client.run.RunSettings} and hands them to
 * {@code MatrixRunner}); {@link org.wssbench.client.cli.SweepCommand} runs one policy axis's variants;
 * {@link org.wssbench.client.cli.TokenChurnCommand} soaks the secure-conversation token store;
 * {@link org.wssbench.client.cli.UrlsCommand} prints where a running service answers. The results commands
 * (compare, report, gate, baseline, noise, digest) come from harness-results through
 * {@link org.wssbench.client.cli.ResultsCommands}. {@link org.wssbench.client.cli.ServiceOptions} is the set of
 * options shared by every command that talks to a deployed service.
 */
package org.wssbench.client.cli;
