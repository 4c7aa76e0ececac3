import TextPreviewsMacroNames

/// Turns one use of `#Preview` into the function the registry calls.
///
/// The compiler has already type-checked the arguments against the macro's declaration, so
/// the expansion needs no parser: it keeps the arguments' text as it is and hands it to
/// `PreviewDeclaration`'s initialiser, whose parameters are the macro's. `#Preview("Dark") {
/// ContentView() }` at line 12 of `ContentView.swift` becomes
///
/// ```swift
/// @MainActor public func __textUIPreview(ContentView_2E_swiftL12 _: Void = ()) -> PreviewDeclaration {
///   PreviewDeclaration("Dark") { ContentView() }
/// }
/// ```
///
/// The function is public so that a runner in another module can call previews declared at
/// the bottom of an app's view files, as SwiftUI code has them.
enum PreviewMacroExpansion {
  /// The macro's name as written.
  static let macro = "#Preview"

  /// The expansion of `source`, the macro's text as the compiler sends it (with any comments
  /// and blank lines in front of it), which starts on `line` of the file at `fileName`.
  static func expand(source: String, fileName: String, line: Int) -> String {
    let text = Array(source.unicodeScalars)
    var index = 0
    var macroLine = line
    skipTrivia(text, &index, &macroLine)
    let name = Array(macro.unicodeScalars)
    guard text[index...].starts(with: name) else {
      return "#error(\"TextUI's #Preview could not read this use; write it as #Preview { MyView() }\")"
    }
    let arguments = String(String.UnicodeScalarView(text[(index + name.count)...]))
    let baseName = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let label = PreviewMacroName.label(fileName: baseName, line: macroLine)
    if let lifted = PreviewableLifting.split(arguments) {
      let declarations = lifted.declarations.map { "    \($0)\n" }.joined()
      return """
        @MainActor public func \(PreviewMacroName.baseName)(\(label) _: Void = ()) -> PreviewDeclaration {
          struct \(PreviewableLifting.viewName): View {
        \(declarations)    var body: some View {
        \(lifted.body)
            }
          }
          return PreviewDeclaration\(lifted.head){ \(PreviewableLifting.viewName)() }
        }
        """
    }
    return """
      @MainActor public func \(PreviewMacroName.baseName)(\(label) _: Void = ()) -> PreviewDeclaration {
        PreviewDeclaration\(arguments)
      }
      """
  }

  /// Moves `index` past whitespace and comments, counting the newlines it passes in `line`.
  private static func skipTrivia(_ text: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) {
    while index < text.count {
      let scalar = text[index]
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", index + 1 < text.count, text[index + 1] == "/" {
        while index < text.count, text[index] != "\n" { index += 1 }
      } else if scalar == "/", index + 1 < text.count, text[index + 1] == "*" {
        var depth = 0
        repeat {
          if text[index] == "\n" { line += 1 }
          if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" {
            depth += 1
            index += 1
          } else if text[index] == "*", index + 1 < text.count, text[index + 1] == "/" {
            depth -= 1
            index += 1
          }
          index += 1
        } while depth > 0 && index < text.count
      } else {
        return
      }
    }
  }
}
