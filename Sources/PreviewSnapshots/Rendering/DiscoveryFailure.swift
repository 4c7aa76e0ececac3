/// A provider whose declarations could not be read (its `states`, `layout` or `component`
/// getter crashed or hung in the worker reading it), or that declares no state: either way
/// it has nothing to check, and fails the run by name rather than passing silently.
package struct DiscoveryFailure: Error, Sendable, Equatable {
  /// The preview's type name.
  package var preview: String
  /// What happened, e.g. "crashed: SIGILL (Fatal error: Index out of range)".
  package var reason: String
  /// Whether the provider was read and its `states` is empty.
  package var declaresNoStates = false

  /// The failure of `preview`, for `reason`.
  package init(preview: String, reason: String, declaresNoStates: Bool = false) {
    self.preview = preview
    self.reason = reason
    self.declaresNoStates = declaresNoStates
  }

  /// The failure of the provider `preview`, read in full, whose `states` is empty.
  package static func noStates(_ preview: String) -> DiscoveryFailure {
    DiscoveryFailure(
      preview: preview,
      reason: "its `states` is empty, so there is nothing to render or check; add a PreviewState to it, "
        + "or remove the provider",
      declaresNoStates: true)
  }

  /// What failed, in parentheses after the preview's name on a `FAIL` line.
  package var stage: String { declaresNoStates ? "(no states)" : "(reading its states)" }

  /// The failure in a sentence naming the preview, for reports and test failures.
  package var message: String {
    "\(preview) \(declaresNoStates ? "declares no states" : "could not be read"): \(reason)"
  }
}
