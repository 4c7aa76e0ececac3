import PreviewSnapshots

/// `review`: goes through the pending renderings (``ReviewSession``), holding the snapshots
/// lock while it may accept some, so it never writes at the same time as a recording run.
/// With `--from`, the artifact is read and checked first (``CIArtifact``), and its renderings
/// are brought in as pending ones (``ArtifactReview``) under the lock.
struct ReviewCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let options = context.options
    let output = context.output
    let workingDirectory = context.configuration.workingDirectory
    let snapshots = SnapshotsFolder.resolve(options.snapshotsDirectory, workingDirectory: workingDirectory)
    let store = SnapshotStore(root: snapshots.path)
    let pending = PendingStore(snapshots: store)
    var artifact: [CIArtifact.Rendering]?
    if let source = options.reviewSource {
      let path = PackagePaths.resolve(source, in: workingDirectory)
      do throws(CIArtifact.Refusal) {
        let read = try CIArtifact.read(path)
        artifact = read.renderings
        for base in read.incomplete {
          output.print("ignored: \(TerminalText.escaped(base)).base: its rendering is missing (an interrupted run)")
        }
      } catch {
        output.printError("error: cannot review \(TerminalText.escaped(source)): \(error.reason)")
        return 2
      }
    }
    var lock: SnapshotLock?
    do {
      if artifact != nil { try store.directory.create() }
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
    var review = ReviewSession(
      store: store, pending: pending, shownFolder: snapshots.shown,
      filters: options.filters, action: options.reviewAction,
      colored: context.configuration.colored, output: output, keys: context.keys)
    if let artifact {
      let bringing = ArtifactReview(
        renderings: artifact, store: store, pending: pending, shownFolder: snapshots.shown, filters: options.filters,
        output: output)
      do throws(ArtifactReview.Refusal) {
        review.only = try bringing.bringIn()
      } catch {
        output.printError("error: \(bringing.message(error))")
        return 1
      }
    }
    return review.run()
  }
}
