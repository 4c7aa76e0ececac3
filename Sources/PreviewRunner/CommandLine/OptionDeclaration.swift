import TextUI

/// One command-line option, declared once: its spellings, the values it takes, the commands it
/// belongs to, its help, and what it does to ``RunnerOptions``.
///
/// The parser, the help text and the did-you-mean suggestions all read these declarations (see
/// ``RunnerOptions/Option/declaration``), so adding an option is one case in one switch.
struct OptionDeclaration: Sendable {
  /// Sets what the option's values mean on the options being parsed.
  typealias Apply = @Sendable (inout RunnerOptions, OptionArgument) throws(UsageError) -> Void

  /// The long spelling, e.g. `--new-dir`.
  let name: String
  /// The short spelling, if any (`-h`).
  let shortName: String?
  /// Placeholders for the values the option takes, in order; empty for a flag.
  let valueNames: [String]
  /// Whether a separate value may look like a negative number (`--jobs -3` then says the value
  /// is wrong rather than missing).
  let isNumeric: Bool
  /// The commands the option may be used with; any other rejects it.
  let commands: Set<RunnerOptions.Mode>
  /// The description in `--help`.
  let abstract: String
  /// What the option does.
  let apply: Apply

  init(
    _ name: String, short shortName: String? = nil, values valueNames: [String] = [], numeric: Bool = false,
    commands: Set<RunnerOptions.Mode>, abstract: String, apply: @escaping Apply
  ) {
    self.name = name
    self.shortName = shortName
    self.valueNames = valueNames
    self.isNumeric = numeric
    self.commands = commands
    self.abstract = abstract
    self.apply = apply
  }

  /// Whether `spelling` (without any `=value`) names this option.
  func isSpelled(_ spelling: String) -> Bool {
    spelling == name || spelling == shortName
  }

  /// `-h, --help` or `--report <format> <path>`, as the help text labels the option.
  var label: String {
    let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
    return ([names] + valueNames.map { "<\($0)>" }).joined(separator: " ")
  }
}

/// The values one option was given on the command line, with the checks options share, so that
/// every option's errors read alike: `invalid value '0' for '--jobs': expected a positive integer`.
struct OptionArgument {
  /// The option's long spelling.
  let option: String
  /// The placeholders of its values (`dir`, `name`), used in messages.
  let valueNames: [String]
  /// The values, one per placeholder.
  let values: [String]

  /// The first value.
  var value: String { values[0] }

  /// The error for a value that does not parse.
  func invalid(_ value: String, expected: String) -> UsageError {
    UsageError("invalid value '\(value)' for '\(option)': expected \(expected)")
  }

  /// The value at `index`, refused when empty (an empty path or name is always a slip).
  func nonEmpty(_ index: Int = 0) throws(UsageError) -> String {
    guard !values[index].isEmpty else {
      throw invalid(values[index], expected: "a non-empty \(valueNames[index])")
    }
    return values[index]
  }

  /// The value as a decimal integer in `range`: plain digits only, since `Int` would also take
  /// "+5", and a width or job count never needs a sign.
  func integer(in range: ClosedRange<Int>, expected: String) throws(UsageError) -> Int {
    guard !value.isEmpty, value.allSatisfy(Self.isDigit), let number = Int(value), range.contains(number) else {
      throw invalid(value, expected: expected)
    }
    return number
  }

  /// The value as seconds: digits with at most one decimal point, rejecting the "inf", "nan",
  /// hex and exponent forms `Double` would take; the upper bound keeps a later conversion to
  /// `Duration` from overflowing.
  func seconds() throws(UsageError) -> Double {
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }), parts.allSatisfy({ $0.allSatisfy(Self.isDigit) }),
      let seconds = Double(value), seconds > 0, seconds <= 3600
    else {
      throw invalid(value, expected: "a number of seconds greater than 0 and at most 3600")
    }
    return seconds
  }

  /// The value as one of `Choice`'s raw values.
  func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ type: Choice.Type = Choice.self
  ) throws(UsageError) -> Choice {
    guard let choice = Choice(rawValue: value) else {
      let allowed = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw invalid(value, expected: "one of \(allowed)")
    }
    return choice
  }

  /// 0-9 only; `Character.isNumber` would also accept other scripts' digits.
  static func isDigit(_ character: Character) -> Bool {
    ("0"..."9").contains(character)
  }
}
