/// The runner's version: what `--version` prints and what a report says made it.
package enum RunnerVersion {
  /// This build's version.
  package static let current = "0.1.0"
}
