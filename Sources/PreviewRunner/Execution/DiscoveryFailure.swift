/// A provider whose declarations could not be read: its `states` (or `layout`, or
/// `component`) getter crashed or hung in the worker reading it.
package struct DiscoveryFailure: Error, Sendable, Equatable {
  /// The preview's type name.
  package var preview: String
  /// What happened, e.g. "crashed: SIGILL (Fatal error: Index out of range)".
  package var reason: String
}
