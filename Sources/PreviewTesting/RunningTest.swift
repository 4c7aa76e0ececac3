import Foundation
import Testing

/// The test that is running, as a snapshot message names it, and the command that runs the
/// tests again.
enum RunningTest {
  /// The running test case's arguments as Swift Testing prints them (`name → "Ada", width → 16`),
  /// `nil` outside a parameterized test.
  static var arguments: String? {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
    return arguments(of: testCase)
  }

  /// The arguments a test case carries. Swift Testing keeps them out of its public API, so
  /// they are read by reflection (its own console output shows them the same way); `nil`
  /// when the case's shape is not the one known.
  static func arguments(of testCase: Any) -> String? {
    guard let list = child(labeled: "arguments", of: testCase, depth: 4) else { return nil }
    let described = Mirror(reflecting: list).children.map(\.value).compactMap { argument -> String? in
      guard let value = child(labeled: "value", of: argument, depth: 1) else { return nil }
      let parameter = child(labeled: "parameter", of: argument, depth: 1)
      let first = parameter.flatMap { child(labeled: "firstName", of: $0, depth: 1) } as? String
      let second = parameter.flatMap { child(labeled: "secondName", of: $0, depth: 1) }.flatMap { $0 as? String? }
      let name = second.flatMap { $0 } ?? first ?? "argument"
      return "\(name) → \(String(describingForTest: value))"
    }
    return described.isEmpty ? nil : described.joined(separator: ", ")
  }

  /// The first value labelled `label` within `depth` levels of `value`'s reflection.
  private static func child(labeled label: String, of value: Any, depth: Int) -> Any? {
    let children = Mirror(reflecting: value).children
    if let found = children.first(where: { $0.label == label }) { return found.value }
    guard depth > 1 else { return nil }
    for child in children {
      if let found = self.child(labeled: label, of: child.value, depth: depth - 1) { return found }
    }
    return nil
  }

  /// `swift test`, with the `--filter` options this run was given (SwiftPM hands them to the
  /// test binary): the command that runs the same tests again, rebuilt.
  static func rerun(arguments: [String] = CommandLine.arguments) -> String {
    var command = "swift test"
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--filter" || argument == "--skip", index + 1 < arguments.endIndex {
        command += " \(argument) \(shellQuoted(arguments[index + 1]))"
        index += 2
        continue
      }
      if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") {
        let equals = argument.firstIndex(of: "=")!
        command += " \(argument[..<equals]) \(shellQuoted(String(argument[argument.index(after: equals)...])))"
      }
      index += 1
    }
    return command
  }

  /// `text` as one shell word.
  static func shellQuoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "_-./:,=@%+".unicodeScalars.contains($0)
    }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
