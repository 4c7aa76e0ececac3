import TextPreviewsMacroNames

/// The `#Preview`s of one source file, which the registry turns into one preview provider:
/// the component is named after the file, and each `#Preview` is one of its states.
///
/// The macro's expansion declares a function whose name the file's name and the line of the
/// `#` decide (`PreviewMacroName`), so finding the lines here is enough to call each preview.
struct PreviewMacroUse: Equatable {
  /// The file's last path component, `ContentView.swift`.
  var fileName: String
  /// The module that declares the previews when it is not the scanned target itself (a
  /// dependency whose view files end with `#Preview`, as SwiftUI code has them).
  var module: String?
  /// The lines of the file's `#Preview`s, in order.
  var lines: [Int]
  /// The file from the package root, when the generator was told the root.
  var file: String? = nil
  /// The preview's name: the component, or `Module.Component` when another file of the same
  /// name in another module uses `#Preview` too (the registry decides).
  var previewName: String?

  /// The component: the file name without `.swift`.
  var component: String {
    fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
  }

  /// The name of the generated provider type.
  var typeName: String {
    "__TextUIPreviews_\(module.map { "\($0)_" } ?? "")\(PreviewMacroName.identifier(fileName))"
  }

  /// The generated provider: a `PreviewProvider` whose states call the expansions.
  var providerSource: String {
    let qualifier = module.map { "\($0)." } ?? ""
    let calls = lines.map { line in
      "      \(qualifier)\(PreviewMacroName.baseName)(\(PreviewMacroName.label(fileName: fileName, line: line)): ()),\n"
    }
    return """

      /// The `#Preview`s of \(fileName).
      enum \(typeName): PreviewProvider {
        static var component: String { \(RegistrySource.literal(component)) }
        static var previewName: String { \(RegistrySource.literal(previewName ?? component)) }
        static var states: [PreviewState] {
          PreviewDeclaration.states([
      \(calls.joined())    ])
        }
      }

      """
  }

  /// The 1-based lines on which `#Preview` is used outside comments and strings.
  static func lines(in source: String) -> [Int] {
    let code = Array(DeclarationScanner.blankCommentsAndStrings(source).unicodeScalars)
    let macro = Array("#Preview".unicodeScalars)
    var lines: [Int] = []
    var line = 1
    var index = 0
    while index < code.count {
      if code[index] == "\n" {
        line += 1
      } else if code[index] == "#", code[index...].starts(with: macro) {
        let end = index + macro.count
        if end == code.count || !DeclarationScanner.isIdentifier(code[end]) { lines.append(line) }
        index = end
        continue
      }
      index += 1
    }
    return lines
  }
}
