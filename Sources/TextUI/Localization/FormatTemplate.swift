/// A localized string read as Foundation's `String(format:)` reads one: literal text and
/// `printf`-style placeholders, each standing for an argument of the key.
///
/// A placeholder is `%`, an optional position (`1$`), flags (`-+ #0'`), a width, a precision
/// (`.2`), a length modifier (`hh h l ll q L z t j`) and a conversion: `@` for an object or
/// string, `d i u o x X` for integers, `f F e E g G a A` for floating point, `c C s S` for
/// characters and C strings. `%%` is a literal `%`. A placeholder without a position takes
/// the argument after the previous one that had none, so `%@ %@` is `%1$@ %2$@`, and a
/// translation may reorder them (`%2$@ の %1$@`). Anything else after a `%` stays as typed.
struct FormatTemplate: Equatable {
  /// A piece of the template.
  enum Piece: Equatable {
    /// Characters shown as they are.
    case literal(String)
    /// Argument `index` (from 0), formatted by `specifier`, the placeholder without its
    /// position (`%lld`, `%.1f`, `%@`).
    case argument(index: Int, specifier: String)
  }

  /// The pieces, in order; touching literals are one.
  let pieces: [Piece]

  /// The template `string` read into pieces.
  init(_ string: String) {
    var pieces: [Piece] = []
    var literal = ""
    var nextSequential = 0
    let scalars = Array(string.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if index + 1 < scalars.count && scalars[index + 1] == "%" {
        literal.append("%")
        index += 2
        continue
      }
      guard let placeholder = Self.placeholder(in: scalars, at: index) else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if !literal.isEmpty {
        pieces.append(.literal(literal))
        literal = ""
      }
      let argument: Int
      if let position = placeholder.position {
        argument = position - 1
      } else {
        argument = nextSequential
        nextSequential += 1
      }
      pieces.append(.argument(index: argument, specifier: placeholder.specifier))
      index = placeholder.end
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
  }

  /// Whether the template has a placeholder.
  var hasArguments: Bool {
    pieces.contains { if case .argument = $0 { true } else { false } }
  }

  /// A placeholder found at a `%`: its 1-based position when written (`%2$@`), the specifier
  /// without the position, and where it ends.
  struct Placeholder: Equatable {
    var position: Int?
    var specifier: String
    var conversion: Unicode.Scalar
    var end: Int
  }

  /// The placeholder starting at `start` (a `%`) in `scalars`, or `nil` when what follows is
  /// not one.
  static func placeholder(in scalars: [Unicode.Scalar], at start: Int) -> Placeholder? {
    var index = start + 1
    var position: Int?
    // A position: digits then `$`.
    var digitsEnd = index
    while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
    if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
      position = Int(String(String.UnicodeScalarView(scalars[index..<digitsEnd])))
      if position == 0 { return nil }
      index = digitsEnd + 1
    }
    // Flags, width, precision and length: read in one pass, copied into the specifier at once.
    let specifierStart = index
    while index < scalars.count, isFlag(scalars[index]) { index += 1 }
    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
    if index < scalars.count, scalars[index] == "." {
      index += 1
      while index < scalars.count, isDigit(scalars[index]) { index += 1 }
    }
    if index < scalars.count {
      switch scalars[index] {
      case "h", "l":
        // `hh`, `ll`, `h` or `l`.
        index += index + 1 < scalars.count && scalars[index + 1] == scalars[index] ? 2 : 1
      case "q", "L", "z", "t", "j":
        index += 1
      default:
        break
      }
    }
    guard index < scalars.count, isConversion(scalars[index]) else { return nil }
    var specifier = "%"
    specifier.unicodeScalars.append(contentsOf: scalars[specifierStart..<index])
    specifier.unicodeScalars.append(scalars[index])
    return Placeholder(position: position, specifier: specifier, conversion: scalars[index], end: index + 1)
  }

  /// Whether `scalar` is an ASCII digit.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value &- 0x30 < 10 }

  /// Whether `scalar` is a flag: `-`, `+`, space, `#`, `0` or `'`.
  private static func isFlag(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-", "+", " ", "#", "0", "'": true
    default: false
    }
  }

  /// Whether `scalar` is a conversion: `@`, an integer's, a floating point number's, a
  /// character's, a C string's or a pointer's.
  private static func isConversion(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s",
      "S", "p":
      true
    default: false
    }
  }

  /// Whether `specifier`'s conversion is floating point (`f`, `e`, `g`, `a` in either case).
  static func isFloatingPoint(_ specifier: String) -> Bool {
    guard let conversion = specifier.unicodeScalars.last else { return false }
    return "fFeEgGaA".unicodeScalars.contains(conversion)
  }

  /// Whether `specifier`'s conversion is an integer one.
  static func isInteger(_ specifier: String) -> Bool {
    guard let conversion = specifier.unicodeScalars.last else { return false }
    return "dDiuUxXoOcC".unicodeScalars.contains(conversion)
  }
}
