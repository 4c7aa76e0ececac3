/// Finds the concrete types that a Swift source file declares as conforming to given
/// protocols, without a Swift parser (the toolchain has none we may depend on).
///
/// Comments and string literals are blanked first; then type declarations
/// (`struct`/`class`/`enum`/`actor`/`extension`) are matched with their inheritance clause,
/// and brace depth gives nested types their qualified name (`Outer.Inner`).
///
/// Limits, by design: a conformance must be written in the declaration or in an
/// `extension T: Protocol` (not inherited through another protocol or a typealias); generic
/// types are skipped (the runner could not pick their arguments); `private` and
/// `fileprivate` types are skipped with a warning (the generated file cannot see them);
/// declarations inside `#if` are taken whatever the condition.
struct DeclarationScanner {
  /// The protocols to look for.
  var protocols: [String]

  struct Found: Equatable {
    var protocolName: String
    var typeName: String
    /// The line of the declaration (or extension) that states the conformance.
    var line = 0
  }

  struct Warning: Equatable {
    var line: Int
    var message: String
  }

  func scan(_ source: String) -> (found: [Found], warnings: [Warning]) {
    let code = Array(Self.blankCommentsAndStrings(source).unicodeScalars)
    var found: [Found] = []
    var warnings: [Warning] = []
    var scopes: [(name: String?, depth: Int)] = []
    var depth = 0
    var line = 1
    var index = 0
    var pendingScope: String?? = nil

    func word(at start: Int) -> (String, Int) {
      var end = start
      while end < code.count, Self.isIdentifier(code[end]) { end += 1 }
      return (String(String.UnicodeScalarView(code[start..<end])), end)
    }

    while index < code.count {
      let scalar = code[index]
      if scalar == "\n" { line += 1 }
      if scalar == "{" {
        depth += 1
        if let scope = pendingScope {
          scopes.append((scope, depth))
          pendingScope = nil
        }
        index += 1
        continue
      }
      if scalar == "}" {
        if let last = scopes.last, last.depth == depth { scopes.removeLast() }
        depth -= 1
        index += 1
        continue
      }
      guard Self.isIdentifierStart(scalar), index == 0 || !Self.isIdentifier(code[index - 1]) else {
        index += 1
        continue
      }
      let (keyword, afterKeyword) = word(at: index)
      guard ["struct", "class", "enum", "actor", "extension"].contains(keyword) else {
        index = afterKeyword
        continue
      }
      // `class func`, `class var`: not a declaration of a type.
      var cursor = afterKeyword
      while cursor < code.count, code[cursor] == " " || code[cursor] == "\t" { cursor += 1 }
      var (name, afterName) = word(at: cursor)
      if name.isEmpty || ["func", "var", "let", "subscript", "init"].contains(name) {
        index = afterKeyword
        continue
      }
      // Qualified extension targets: `extension Outer.Inner: P`.
      while afterName < code.count, code[afterName] == "." {
        let (part, end) = word(at: afterName + 1)
        if part.isEmpty { break }
        name += "." + part
        afterName = end
      }
      // The declaration header runs to its opening brace.
      var headerEnd = afterName
      while headerEnd < code.count, code[headerEnd] != "{" {
        if code[headerEnd] == "\n" { line += 1 }
        headerEnd += 1
      }
      let header = String(String.UnicodeScalarView(code[afterName..<headerEnd]))
      let isGeneric = header.trimmingLeadingSpaces.hasPrefix("<")
      let modifiers = Self.modifiers(before: index, in: code)
      let enclosing = scopes.compactMap(\.name)
      let qualified = keyword == "extension" ? name : (enclosing + [name]).joined(separator: ".")
      let enclosingIsGeneric = scopes.contains { $0.name == nil }
      pendingScope = .some(isGeneric ? nil : qualified)
      let (types, skipped) = conformances(
        header: header, of: qualified, line: line, isGeneric: isGeneric || enclosingIsGeneric, modifiers: modifiers)
      found += types
      warnings += skipped
      index = headerEnd
    }
    return (found, warnings)
  }

  /// The scanned protocols the type `qualified`, declared with `header` (what follows its name,
  /// up to the brace), conforms to: found, or skipped with a warning when the runner cannot
  /// use the type (generic, or private).
  func conformances(header: String, of qualified: String, line: Int, isGeneric: Bool, modifiers: [String])
    -> (found: [Found], warnings: [Warning])
  {
    var found: [Found] = []
    var warnings: [Warning] = []
    guard let colon = header.firstIndex(of: ":") else { return ([], []) }
    let inheritance =
      header[header.index(after: colon)...]
      .split(separator: "where", maxSplits: 1).first.map(String.init) ?? ""
    let names = inheritance.split(separator: ",").map {
      $0.trimmingCharacters(in: " \t\n").split(separator: ".").last.map(String.init) ?? ""
    }
    for protocolName in protocols where names.contains(protocolName) {
      if isGeneric {
        warnings.append(
          Warning(
            line: line, message: "skipping generic type \(qualified): a runner cannot choose its generic arguments")
        )
      } else if modifiers.contains("private") || modifiers.contains("fileprivate") {
        warnings.append(
          Warning(
            line: line,
            message:
              "skipping \(modifiers.contains("private") ? "private" : "fileprivate") type \(qualified): make it internal so the runner can see it"
          ))
      } else {
        found.append(Found(protocolName: protocolName, typeName: qualified, line: line))
      }
    }
    return (found, warnings)
  }

  /// The declaration modifiers written just before the keyword at `index` on its line.
  static func modifiers(before index: Int, in code: [Unicode.Scalar]) -> [String] {
    var start = index
    while start > 0, code[start - 1] != "\n" { start -= 1 }
    return String(String.UnicodeScalarView(code[start..<index])).split(separator: " ").map(String.init)
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || scalar.properties.numericType != nil
  }

  /// Replaces comments and string literal contents with spaces, keeping newlines so line
  /// numbers stay right and braces inside strings or comments are not counted.
  static func blankCommentsAndStrings(_ source: String) -> String {
    let scalars = Array(source.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    var blockDepth = 0
    func blank(_ scalar: Unicode.Scalar) { output.append(scalar == "\n" ? "\n" : " ") }
    while index < scalars.count {
      let scalar = scalars[index]
      let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
      if blockDepth > 0 {
        if scalar == "*" && next == "/" {
          blockDepth -= 1
          output.append(contentsOf: ["  "].flatMap(\.unicodeScalars))
          index += 2
        } else if scalar == "/" && next == "*" {
          blockDepth += 1
          output.append(contentsOf: "  ".unicodeScalars)
          index += 2
        } else {
          blank(scalar)
          index += 1
        }
        continue
      }
      if scalar == "/" && next == "/" {
        while index < scalars.count && scalars[index] != "\n" {
          output.append(" ")
          index += 1
        }
        continue
      }
      if scalar == "/" && next == "*" {
        blockDepth = 1
        output.append(contentsOf: "  ".unicodeScalars)
        index += 2
        continue
      }
      if scalar == "\"" {
        let multiline = next == "\"" && index + 2 < scalars.count && scalars[index + 2] == "\""
        let delimiterLength = multiline ? 3 : 1
        output.append(contentsOf: String(repeating: " ", count: delimiterLength).unicodeScalars)
        index += delimiterLength
        while index < scalars.count {
          if scalars[index] == "\\" {
            blank(scalars[index])
            if index + 1 < scalars.count { blank(scalars[index + 1]) }
            index += 2
            continue
          }
          if scalars[index] == "\"" {
            if !multiline { break }
            if index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\"" { break }
          }
          if !multiline && scalars[index] == "\n" { break }
          blank(scalars[index])
          index += 1
        }
        output.append(contentsOf: String(repeating: " ", count: delimiterLength).unicodeScalars)
        index += delimiterLength
        continue
      }
      output.append(scalar)
      index += 1
    }
    return String(output)
  }
}

extension String {
  var trimmingLeadingSpaces: Substring { drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }) }

  func trimmingCharacters(in set: String) -> String { String(self).trimmed(set) }
}

extension Substring {
  func trimmingCharacters(in set: String) -> String { String(self).trimmed(set) }
}

extension String {
  fileprivate func trimmed(_ set: String) -> String {
    var result = Substring(self)
    while let first = result.first, set.contains(first) { result = result.dropFirst() }
    while let last = result.last, set.contains(last) { result = result.dropLast() }
    return String(result)
  }
}
