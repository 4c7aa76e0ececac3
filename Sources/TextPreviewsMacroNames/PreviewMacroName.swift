/// The name of the function a `#Preview` expands to, agreed between the macro (which
/// declares it) and the registry generator (which calls it).
///
/// A freestanding macro at file scope may only declare names fixed in its declaration, so
/// every `#Preview` declares an overload of one function, ``baseName``, told apart by its
/// argument label: the file's name and the line of the `#`. The generator finds the same
/// file and line by scanning the source, so it can call each preview by name.
public enum PreviewMacroName {
  /// The function every `#Preview` declares.
  public static let baseName = "__textUIPreview"

  /// The argument label for the `#Preview` at `line` (1-based) of the file named `fileName`
  /// (its last path component).
  public static func label(fileName: String, line: Int) -> String {
    "\(identifier(fileName))L\(line)"
  }

  /// `fileName` as a Swift identifier: letters and digits are kept and every other character
  /// becomes `_`, its hexadecimal code and `_`, so different names never give the same one.
  public static func identifier(_ fileName: String) -> String {
    var identifier = ""
    for scalar in fileName.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        identifier.unicodeScalars.append(scalar)
      } else {
        identifier += "_\(String(scalar.value, radix: 16, uppercase: true))_"
      }
    }
    return identifier
  }
}
