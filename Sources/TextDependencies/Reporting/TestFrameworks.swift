import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which test framework, if any, is running the current code, and how to fail its test.
///
/// Swift Testing is imported where the toolchain offers it to every target (Linux: the
/// toolchain's `libTesting.so`, beside the standard library), so a failure is recorded with
/// `Issue.record` on the current test and `withKnownIssue` sees it. XCTest is never linked:
/// its `XCTFail` is looked up in the running process, where only a test bundle has it, so an
/// app never loads a test framework to report a runtime warning.
enum TestFrameworks {
  /// The identity of the Swift Testing test running the current task, if any.
  static var currentTestID: String? {
    #if canImport(Testing)
      if let test = Test.current { return "\(test.id)" }
    #endif
    return nil
  }

  /// Whether the process is a test run: a Swift Testing test is current, or the process is
  /// an XCTest bundle (`swift test` runs `<Package>PackageTests.xctest` on Linux).
  static var isTesting: Bool { currentTestID != nil || isTestBundle }

  private static let isTestBundle: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil { return true }
    return CommandLine.arguments.first.map { $0.hasSuffix(".xctest") || $0.contains(".xctest/") } ?? false
  }()

  /// Fails the current test with `message`; false unless Swift Testing took it.
  static func failTest(
    _ message: String, at site: AccessSite?, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Bool {
    #if canImport(Testing)
      if Test.current != nil {
        let location =
          site.map { SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column) }
          ?? SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return true
      }
    #endif
    // XCTFail takes its file as a StaticString: the location is this library's. It fails
    // only an XCTest test; the caller still prints the warning, for code that runs outside
    // any test's task (a detached task under Swift Testing).
    if isTestBundle, let xctFail { xctFail(message, filePath, line) }
    return false
  }

  /// `XCTest.XCTFail(_:file:line:)`, if the process has XCTest loaded.
  private static let xctFail: (@convention(thin) (String, StaticString, UInt) -> Void)? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(symbol, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
  }()
}
