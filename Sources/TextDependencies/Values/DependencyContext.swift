/// Where code is running, which decides the default value of every dependency: the key's
/// `liveValue`, `previewValue` or `testValue`.
///
/// An app is `live`; a process run by XCTest or Swift Testing is `test`; the preview runner
/// renders every preview state in `preview`. Setting the environment variable
/// `TEXT_DEPENDENCIES_CONTEXT` to `live`, `preview` or `test` overrides the detection for a
/// whole process, and `withDependencies { $0.context = .preview }` for one scope.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// An app: every key's `liveValue`.
  case live
  /// A preview state rendered by the runner: every key's `previewValue`.
  case preview
  /// A test under XCTest or Swift Testing: every key's `testValue`.
  case test
}
