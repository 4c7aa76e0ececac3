import PreviewSnapshots
/// What `review --from <artifact>` does before the review itself: brings a CI run's new
/// renderings (``CIArtifact``) into the pending store, so that they are reviewed and accepted
/// exactly as local pending renderings are, under the same rules.
///
/// All or nothing: when any selected rendering was compared with a snapshot that has changed
/// since (re-recorded, or accepted from another run), none is brought in, and the message says
/// to run CI again; a rendering that already is the snapshot is left out quietly.
struct ArtifactReview {
  /// The renderings read from the artifact, checked.
  let renderings: [CIArtifact.Rendering]
  let store: SnapshotStore
  let pending: PendingStore
  /// The snapshots folder as the user named it, for the paths printed.
  let shownFolder: String
  let filters: [String]
  let output: Console

  /// Why nothing was brought in.
  enum Refusal: Error {
    /// Snapshots changed since CI rendered against them: these paths.
    case changed([String])
    /// The store could not be read or written.
    case store(SnapshotStoreError)
  }

  /// The selected renderings, written as pending renderings; returns their paths.
  func bringIn() throws(Refusal) -> Set<String> {
    var selected: [CIArtifact.Rendering] = []
    var changed: [String] = []
    do {
      for rendering in renderings where isSelected(rendering.id) {
        let current = try pending.digest(of: rendering.relativePath)
        if current == PendingStore.Digest(bytes: rendering.bytes) {
          output.print("already the snapshot: \(shown(rendering.relativePath))")
          continue
        }
        if PendingStore.Base(digest: current) != rendering.base {
          changed.append(rendering.relativePath)
        }
        selected.append(rendering)
      }
      guard changed.isEmpty else { throw Refusal.changed(changed) }
      for rendering in selected {
        try pending.keep(
          text: String(decoding: rendering.bytes, as: UTF8.self), for: rendering.id, base: rendering.base)
      }
    } catch let error as Refusal {
      throw error
    } catch {
      throw Refusal.store(error as? SnapshotStoreError ?? SnapshotStoreError(action: "", path: "", reason: "\(error)"))
    }
    return Set(selected.map(\.relativePath))
  }

  /// The message for a refusal: every changed snapshot named, and what to do.
  func message(_ refusal: Refusal) -> String {
    switch refusal {
    case .changed(let paths):
      let names = paths.prefix(5).map(shown).joined(separator: ", ")
      let more = paths.count > 5 ? " and \(paths.count - 5) more" : ""
      return "nothing accepted: \(names)\(more) changed since CI rendered \(paths.count == 1 ? "it" : "them") "
        + "(re-recorded or accepted since); run CI again on this revision and review its new renderings"
    case .store(let error):
      return "\(error)"
    }
  }

  private func isSelected(_ id: SnapshotID) -> Bool {
    guard !filters.isEmpty else { return true }
    let names = [id.component, id.preview, id.state, "\(id.component)/\(id.preview).\(id.state)"]
    return filters.contains { filter in names.contains { NameFilter(filter).matches($0) } }
  }

  private func shown(_ relativePath: String) -> String {
    TerminalText.escaped(shownFolder + "/" + relativePath)
  }
}
