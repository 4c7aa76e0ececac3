import Foundation

/// Reports a misuse of a dependency where the person who can fix it will see it: a preview
/// state rendered by the runner fails with the message; a test fails; an app prints a
/// runtime warning on standard error and goes on (as does code in a test process that runs
/// outside any Swift Testing test's task).
enum DependencyIssue {
  /// Reports `message`, attributed to `site` (the `@Dependency` involved) when known.
  static func report(
    _ message: String, scope: DependencyScope = DependencyValues.current.scope, at site: AccessSite? = nil
  ) {
    if scope.collectsIssues {
      scope.collect(message)
      return
    }
    if TestFrameworks.failTest(message, at: site) { return }
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}
