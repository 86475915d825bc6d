package org.chuhe.app.cli;

import picocli.CommandLine.Command;

/** Benchmarks, measured by running the real code; figures go in docs/benchmarks.md with the command line. */
@Command(name = "bench", description = {"性能测量", "benchmarks"},
    subcommands = {BenchPairingCommand.class, BenchStoreCommand.class, BenchLiveCommand.class,
        BenchReportsCommand.class})
final class BenchCommand {}
