import PreviewSnapshots
/// `review`: goes through the pending renderings (``ReviewSession``), holding the snapshots
/// lock while it may accept some, so it never writes at the same time as a recording run.
struct ReviewCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let options = context.options
    let output = context.output
    let snapshots = SnapshotsFolder.resolve(
      options.snapshotsDirectory, workingDirectory: context.configuration.workingDirectory)
    let store = SnapshotStore(root: snapshots.path)
    let pending = PendingStore(snapshots: store)
    var lock: SnapshotLock?
    do {
      if try store.directory.exists() {
        try store.checkForLinks()
        lock = try SnapshotLock.acquire(store, description: SnapshotLock.holderDescription(of: "review"))
        for path in try store.removeInterruptedWrites() + pending.removeLeftovers() {
          output.print("removed an interrupted write: \(TerminalText.escaped(path))")
        }
      } else if options.snapshotsDirectory != RunnerOptions.defaultSnapshotsDirectory {
        output.printError(
          "error: the snapshots directory \(TerminalText.escaped(store.root)) does not exist — check --snapshots")
        return 2
      }
    } catch {
      output.printError("error: \(error)")
      return 2
    }
    defer { lock?.release() }
    let review = ReviewSession(
      store: store, pending: pending, shownFolder: snapshots.shown,
      filters: options.filters, action: options.reviewAction,
      colored: context.configuration.colored, output: output, keys: context.keys)
    return review.run()
  }
}
