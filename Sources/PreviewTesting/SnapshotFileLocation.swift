import PreviewSnapshots
import TextUI

/// Where `assertSnapshot` keeps a reference: `__Snapshots__/<TestFile>/<testName>[.<name>].txt`
/// in the test file's folder, the layout swift-snapshot-testing users know, with
/// `@<variant>` before `.txt` for a variant other than the default.
struct SnapshotFileLocation {
  /// The `__Snapshots__` folder beside the test file.
  var root: String
  /// `<TestFile>/<testName>[.<name>].txt`, each part made safe as snapshot names are.
  var relativePath: String
  /// The test file's name without `.swift`: the header's `component`.
  var testFile: String
  /// The test's name without its parameter list: the header's `preview`.
  var testName: String

  init(filePath: String, function: String, name: String?, variant: PreviewVariant = .light) {
    let folderEnd = filePath.lastIndex(of: "/")
    let folder = folderEnd.map { String(filePath[..<$0]) } ?? "."
    var file = folderEnd.map { String(filePath[filePath.index(after: $0)...]) } ?? filePath
    if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
    root = folder + "/__Snapshots__"
    testFile = file
    testName = Self.testName(function)
    var stem = SnapshotID.safeName(testName)
    if let name { stem += "." + SnapshotID.safeName(name) }
    stem += variant.fileSuffix
    relativePath = SnapshotID.safeName(file) + "/" + stem + ".txt"
  }

  /// `"greetingFitsIn24Columns()"` → `"greetingFitsIn24Columns"`: `#function` without the
  /// parameter list, as swift-snapshot-testing names its files.
  static func testName(_ function: String) -> String {
    let name = function.prefix { $0 != "(" }
    return name.isEmpty ? "snapshot" : String(name)
  }
}
