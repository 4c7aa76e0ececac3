/// SwiftUI's `@Previewable`: `@State` written at the top of a `#Preview`'s closure, so a
/// preview of a control can own the value it binds.
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = true
///   Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// A local variable's state would be lost between renders, so the expansion lifts the
/// `@Previewable` declarations into a small view whose body is the rest of the closure, and
/// the preview shows that view: taps and typing steps change the state and redraw, as in a
/// real component.
enum PreviewableLifting {
  /// The name of the view the declarations are lifted into.
  static let viewName = "__PreviewableContent"

  /// `arguments` (the macro's text after `#Preview`) split into what comes before the
  /// trailing closure, the lifted declarations and the closure's remaining body; nil when
  /// there is no `@Previewable` or no trailing closure to lift from.
  static func split(_ arguments: String) -> (head: String, declarations: [String], body: String)? {
    guard arguments.contains("@Previewable") else { return nil }
    let text = Array(arguments)
    guard let open = trailingClosureStart(text), let close = text.lastIndex(of: "}"), open < close else { return nil }
    var declarations: [String] = []
    var body: [String] = []
    var pending: String?
    for line in String(text[(open + 1)..<close]).split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if var declaration = pending {
        declaration += "\n" + line
        pending = isBalanced(declaration) ? nil : declaration
        if pending == nil { declarations.append(declaration) }
      } else if trimmed.hasPrefix("@Previewable") {
        let declaration = String(trimmed.dropFirst("@Previewable".count).drop { $0 == " " })
        if isBalanced(declaration) { declarations.append(declaration) } else { pending = declaration }
      } else {
        body.append(String(line))
      }
    }
    if let pending { declarations.append(pending) }
    return (String(text[..<open]), declarations, body.joined(separator: "\n"))
  }

  /// The `{` that opens the trailing closure: the first brace outside parentheses and strings.
  private static func trailingClosureStart(_ text: [Character]) -> Int? {
    var parentheses = 0
    var inString = false
    var index = 0
    while index < text.count {
      let character = text[index]
      if inString {
        if character == "\\" { index += 1 } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "(" {
        parentheses += 1
      } else if character == ")" {
        parentheses -= 1
      } else if character == "{", parentheses == 0 {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Whether every bracket `declaration` opens it also closes, so it ends on this line.
  private static func isBalanced(_ declaration: String) -> Bool {
    var depth = 0
    for character in declaration {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
    }
    return depth <= 0
  }
}
