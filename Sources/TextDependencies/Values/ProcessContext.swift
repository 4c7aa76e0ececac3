import Foundation

/// The context of a process that did not choose one: `TEXT_DEPENDENCIES_CONTEXT` if set,
/// else test while a test framework runs, else live.
enum ProcessContext {
  static var detected: DependencyContext {
    if let forced { return forced }
    return TestFrameworks.isTesting ? .test : .live
  }

  private static let forced: DependencyContext? = {
    guard let name = ProcessInfo.processInfo.environment["TEXT_DEPENDENCIES_CONTEXT"], !name.isEmpty else {
      return nil
    }
    guard let context = DependencyContext(rawValue: name) else {
      let names = DependencyContext.allCases.map(\.rawValue).joined(separator: ", ")
      fatalError(
        "TEXT_DEPENDENCIES_CONTEXT=\(name) is not a dependency context: set it to one of \(names), or unset it")
    }
    return context
  }()
}
