/// `--watch`: runs `once` (the same command without `--watch`, after clearing a terminal),
/// then watches the package; a rebuilt runner replaces this process, a stopped session exits 0.
struct WatchCommand: RunnerCommand {
  /// The command each round runs.
  let once: any RunnerCommand

  func run(in context: CommandContext) async -> Int32 {
    let output = context.output
    let workingDirectory = context.configuration.workingDirectory
    guard let root = PackagePaths.root(from: workingDirectory) else {
      output.printError(
        "error: '--watch' needs a Swift package: no Package.swift in \(workingDirectory) or a folder above it")
      return 2
    }
    let executable = PackageBuild.currentExecutable()
    PackageBuild.catchInterrupt()
    if output.isTerminal { output.write(WatchSession.clearScreen) }
    _ = await once.run(in: context)
    let session = WatchSession.live(root: root, executable: executable, output: output)
    switch await session.watch(since: context.configuration.watchBuildStart) {
    case .interrupted:
      return 0
    case .rebuilt(let started):
      output.printError(
        "error: " + PackageBuild.relaunch(executable: executable, arguments: context.arguments, buildStart: started))
      return 1
    }
  }
}
