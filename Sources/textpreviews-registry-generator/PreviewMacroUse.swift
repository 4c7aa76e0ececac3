/// Finds SwiftUI's `#Preview { … }` in a source file, so the generator can explain the
/// rewrite before the compiler says "no macro named 'Preview'".
///
/// TextUI ships no `#Preview` macro: a macro needs a compiler plugin built against
/// swift-syntax, which would be a package dependency (the toolchain's own copy is internal
/// and unversioned), and a freestanding macro at file scope can only name its type with a
/// compiler-made unique name that no registry could list.
enum PreviewMacroUse {
  /// The advice printed for each use.
  static let advice =
    "#Preview is SwiftUI's macro and TextUI has none; write it as a PreviewProvider: "
    + "`struct MyView_Previews: PreviewProvider { static var previews: some View { MyView() } }`"

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
