import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Where an assertion was written, from its `#fileID`, `#filePath`, `#line` and `#column`
/// defaults: the failure is reported there, and file snapshots are stored beside it.
struct AssertionLocation: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// The file's full path as a `String`.
  var path: String { filePath.description }
}

/// Reports a failed assertion to the test framework running it: a Swift Testing issue inside
/// a Swift Testing test, `XCTFail` inside an XCTest test where XCTest exists.
enum TestFailure {
  static func report(_ message: String, at location: AssertionLocation) {
    #if canImport(XCTest)
      if Test.current == nil {
        XCTFail(message, file: location.filePath, line: location.line)
        return
      }
    #endif
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: location.fileID.description, filePath: location.filePath.description, line: Int(location.line),
        column: Int(location.column)))
  }
}
