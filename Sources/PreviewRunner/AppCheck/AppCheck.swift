import PreviewKit
import PreviewSnapshots
import TextUI

/// The app check: renders an app's root with its complete dependency container and walks
/// every navigation destination reachable from it, breadth-first, each link label once, up
/// to a depth. A "not set" placeholder anywhere means the app forgot to inject its container
/// on some path; the check fails and prints the taps that reach it.
@MainActor
package enum AppCheck {
  /// A placeholder found at the end of a path of taps.
  package struct Finding: Sendable, Equatable {
    /// The app check provider's type name.
    package var app: String
    /// The link labels tapped, from the root, to reach the screen; empty for the root itself.
    package var path: [String]
    /// The dependency container whose "not set" placeholder the screen showed.
    package var placeholder: String
  }

  /// Walks one app; returns the screens visited (as tap paths) and what was found.
  package static func walk(
    _ provider: any AppCheckProvider.Type, timeout: Duration
  ) async -> (visited: [[String]], findings: [Finding], failures: [String]) {
    let name = String(describing: provider)
    var visited: [[String]] = []
    var findings: [Finding] = []
    var failures: [String] = []
    var seenLinks: Set<String> = []
    var queue: [[String]] = [[]]
    while !queue.isEmpty {
      let path = queue.removeFirst()
      let graph = ViewGraph(root(of: provider), environment: StateRenderer.previewEnvironment)
      defer { graph.tearDown() }
      var result = await graph.renderSettled(width: provider.width, height: nil, timeout: timeout)
      var reached = result.settled
      for label in path where reached {
        guard graph.withActivityScope({ result.frame.perform(.open(label)) }) else {
          failures.append("\(name): cannot follow \(describe(path)): \"\(label)\" is not on screen")
          reached = false
          break
        }
        result = await graph.renderSettled(width: provider.width, height: nil, timeout: timeout, expectWork: true)
        reached = result.settled
      }
      guard reached else {
        if failures.last?.hasPrefix("\(name): cannot follow") != true {
          failures.append("\(name): \(describe(path)) did not settle within the time limit")
        }
        continue
      }
      visited.append(path)
      for placeholder in graph.placeholders {
        findings.append(Finding(app: name, path: path, placeholder: placeholder))
      }
      guard path.count < provider.maximumDepth else { continue }
      for region in result.frame.regions where region.kind == .link && !region.label.isEmpty {
        if seenLinks.insert(region.label).inserted { queue.append(path + [region.label]) }
      }
    }
    return (visited, findings, failures)
  }

  /// Runs every app check, printing one line per screen with a problem and a summary line;
  /// returns the exit code (0 clean, 1 placeholders or failures, 2 nothing to check).
  package static func run(
    _ providers: [any AppCheckProvider.Type], timeout: Duration, output: (String) -> Void
  ) async -> Int32 {
    guard !providers.isEmpty else {
      output(
        "error: no AppCheckProvider found; declare one in your previews target (see the Dependencies article, \"The app check\")"
      )
      return 2
    }
    var passed = 0
    var failed = 0
    for provider in providers.sorted(by: { String(describing: $0) < String(describing: $1) }) {
      let (visited, findings, failures) = await walk(provider, timeout: timeout)
      for finding in findings {
        output(
          "FAIL \(finding.app): \(finding.placeholder) is not set at \(describe(finding.path)) — inject it at the app root with .environment(...)"
        )
      }
      for failure in failures { output("FAIL \(failure)") }
      let bad = Set(findings.map(\.path))
      failed += bad.count + failures.count
      passed += visited.count - bad.count
    }
    output("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  static func describe(_ path: [String]) -> String {
    path.isEmpty ? "the root screen" : "root › " + path.joined(separator: " › ")
  }

  private static func root(of provider: any AppCheckProvider.Type) -> AnyView {
    func make<P: AppCheckProvider>(_ type: P.Type) -> AnyView { AnyView(P.root) }
    return make(provider)
  }
}
