import Foundation
import PreviewSnapshots
import Testing

// MARK: - Helpers

/// Checks that `operations` is a valid edit script from `old` to `new` and
/// returns its number of deletions plus insertions.
private func editDistance<T: Equatable>(
  of operations: [DiffOperation], _ old: [T], _ new: [T]
) -> Int? {
  var nextOld = 0
  var nextNew = 0
  var edits = 0
  for operation in operations {
    switch operation {
    case .equal(let oldIndex, let newIndex):
      guard oldIndex == nextOld, newIndex == nextNew, old[oldIndex] == new[newIndex] else {
        return nil
      }
      nextOld += 1
      nextNew += 1
    case .delete(let oldIndex):
      guard oldIndex == nextOld else { return nil }
      nextOld += 1
      edits += 1
    case .insert(let newIndex):
      guard newIndex == nextNew else { return nil }
      nextNew += 1
      edits += 1
    }
  }
  return nextOld == old.count && nextNew == new.count ? edits : nil
}

/// The minimal number of deletions plus insertions, from the classic
/// longest-common-subsequence table; slow but obviously correct.
private func referenceDistance<T: Equatable>(_ old: [T], _ new: [T]) -> Int {
  var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i][j] =
        old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  return old.count + new.count - 2 * table[0][0]
}

/// SplitMix64, so the randomized comparison is reproducible.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private let escape = "\u{1B}"

/// Lines with their LF, so a final line without one stays distinct.
private func splitLines(_ text: String) -> [Substring] {
  var lines: [Substring] = []
  var start = text.startIndex
  while let newline = text[start...].firstIndex(of: "\n") {
    lines.append(text[start...newline])
    start = text.index(after: newline)
  }
  if start < text.endIndex { lines.append(text[start...]) }
  return lines
}

/// Applies hunks in memory, trusting only their header numbers and lines.
private func applyHunks(_ hunks: [UnifiedDiff.Hunk], to text: String) -> String? {
  let old = splitLines(text)
  var result = ""
  var next = 0
  for hunk in hunks {
    let first = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
    guard first >= next, first <= old.count else { return nil }
    result += old[next..<first].joined()
    next = first
    for line in hunk.lines {
      let rendered = line.text + (line.endsWithoutNewline ? "" : "\n")
      switch line.kind {
      case .context, .removed:
        guard next < old.count, old[next] == rendered else { return nil }
        if line.kind == .context { result += rendered }
        next += 1
      case .added:
        result += rendered
      }
    }
  }
  return result + old[next...].joined()
}

// MARK: - LineDiff

@Suite("LineDiff")
struct LineDiffTests {
  @Test(
    "edit scripts have the known minimal length",
    arguments: [
      ("ABCABBA", "CBABAC", 5),
      ("", "", 0),
      ("ABC", "", 3),
      ("", "ABC", 3),
      ("ABC", "ABC", 0),
      ("ABC", "AXC", 2),
      ("ABCD", "ACBD", 2),
      ("kitten", "sitting", 5),
      ("AAAA", "AA", 2),
      ("ABAB", "BABA", 2),
      ("XABCY", "ABC", 2),
      ("abcdefgh", "hgfedcba", 14),
    ])
  func minimalLength(old: String, new: String, distance: Int) {
    let operations = LineDiff.diff(Array(old), Array(new))
    #expect(editDistance(of: operations, Array(old), Array(new)) == distance)
  }

  @Test("scripts are valid and minimal for thousands of random inputs")
  func randomInputsMatchReference() {
    var generator = SeededGenerator(state: 42)
    for _ in 0..<3_000 {
      let alphabet = Int.random(in: 1...4, using: &generator)
      let old = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        Int.random(in: 0..<alphabet, using: &generator)
      }
      let new = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        Int.random(in: 0..<alphabet, using: &generator)
      }
      let operations = LineDiff.diff(old, new)
      #expect(
        editDistance(of: operations, old, new) == referenceDistance(old, new),
        "old \(old) new \(new)")
    }
  }

  @Test("equal inputs give only equal operations")
  func equalInputs() {
    let lines = ["a", "b", "c"]
    #expect(
      LineDiff.diff(lines, lines) == [
        .equal(oldIndex: 0, newIndex: 0), .equal(oldIndex: 1, newIndex: 1),
        .equal(oldIndex: 2, newIndex: 2),
      ])
  }

  @Test("deletions come before insertions in a change run")
  func deletionsFirst() {
    #expect(
      LineDiff.diff(["a", "x", "y", "b"], ["a", "p", "q", "b"]) == [
        .equal(oldIndex: 0, newIndex: 0), .delete(oldIndex: 1), .delete(oldIndex: 2),
        .insert(newIndex: 1), .insert(newIndex: 2), .equal(oldIndex: 3, newIndex: 3),
      ])
  }

  @Test("a large input with a few changes is diffed minimally")
  func largeInput() {
    let old = (0..<10_000).map { "line \($0)" }
    var new = old
    new[10] = "changed"
    new.remove(at: 5_000)
    new.insert("inserted", at: 9_000)
    let operations = LineDiff.diff(old, new)
    #expect(editDistance(of: operations, old, new) == 4)
  }
}

// MARK: - UnifiedDiff

@Suite("UnifiedDiff")
struct UnifiedDiffTests {
  private static func numbered(_ range: ClosedRange<Int>) -> String {
    range.map { "line \($0)\n" }.joined()
  }

  @Test("equal texts give no hunks and empty output")
  func equalTexts() {
    let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\n", oldPath: "x", newPath: "x")
    #expect(diff.isEmpty)
    #expect(diff.hunks.isEmpty)
    #expect(diff.patchText() == "")
    #expect(diff.coloredText() == "")
  }

  @Test("a thousand equal snapshots produce no hunks")
  func manyEqualSnapshots() {
    let snapshots = (0..<1_000).map { index in
      (0..<(24 + index % 17)).map { "│ row \($0) of preview \(index) ─────────── │\n" }.joined()
    }
    #expect(
      snapshots.allSatisfy {
        UnifiedDiff(old: $0, new: $0, oldPath: "s", newPath: "s").isEmpty
      })
  }

  @Test("canonically equivalent but differently encoded texts differ")
  func bytewiseComparison() {
    let composed = "caf\u{E9}\n"
    let decomposed = "cafe\u{301}\n"
    #expect(composed == decomposed)
    #expect(!UnifiedDiff(old: composed, new: decomposed, oldPath: "s", newPath: "s").isEmpty)
  }

  @Test("hunks rebuild the new text and are minimal for random line edits")
  func randomTextsRoundTrip() {
    var generator = SeededGenerator(state: 7)
    let vocabulary = ["alpha", "beta", "gamma", "delta", "", " "]
    for _ in 0..<1_000 {
      func randomText() -> String {
        let lines = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)]
        }
        let text = lines.joined(separator: "\n")
        return Bool.random(using: &generator) || text.isEmpty ? text : text + "\n"
      }
      let old = randomText()
      let new = randomText()
      let diff = UnifiedDiff(
        old: old, new: new, oldPath: "s", newPath: "s",
        context: Int.random(in: 0...3, using: &generator))
      #expect(
        applyHunks(diff.hunks, to: old) == new,
        "old \(old.debugDescription) new \(new.debugDescription)")
      let edits = diff.hunks.flatMap(\.lines).filter { $0.kind != .context }.count
      #expect(edits == referenceDistance(splitLines(old), splitLines(new)))
    }
  }

  @Test("a change on the first line")
  func firstLine() {
    let old = Self.numbered(1...6)
    let new = old.replacingOccurrences(of: "line 1\n", with: "first\n")
    let diff = UnifiedDiff(old: old, new: new, oldPath: "s.txt", newPath: "s.txt")
    #expect(
      diff.patchText() == """
        --- a/s.txt
        +++ b/s.txt
        @@ -1,4 +1,4 @@
        -line 1
        +first
         line 2
         line 3
         line 4

        """)
  }

  @Test("an absolute path is written as it is in the file headers, never as a//…; a relative one after a/ and b/")
  func absolutePathHeaders() {
    let absolute = UnifiedDiff(old: "x\n", new: "y\n", oldPath: "/tmp/Snapshots/s.txt", newPath: "/tmp/Snapshots/s.txt")
    #expect(absolute.patchText().hasPrefix("--- /tmp/Snapshots/s.txt\n+++ /tmp/Snapshots/s.txt\n@@ "))
    #expect(absolute.coloredText().contains("--- /tmp/Snapshots/s.txt"))
    #expect(!absolute.coloredText().contains("a//"))
    let relative = UnifiedDiff(old: "x\n", new: "y\n", oldPath: "Snapshots/s.txt", newPath: "Snapshots/s.txt")
    #expect(relative.patchText().hasPrefix("--- a/Snapshots/s.txt\n+++ b/Snapshots/s.txt\n@@ "))
  }

  @Test("a change on the last line")
  func lastLine() {
    let old = Self.numbered(1...6)
    let new = old.replacingOccurrences(of: "line 6\n", with: "last\n")
    let diff = UnifiedDiff(old: old, new: new, oldPath: "s.txt", newPath: "s.txt")
    #expect(
      diff.hunks == [
        UnifiedDiff.Hunk(
          oldStart: 3, oldCount: 4, newStart: 3, newCount: 4,
          lines: [
            .init(.context, "line 3"), .init(.context, "line 4"), .init(.context, "line 5"),
            .init(.removed, "line 6"), .init(.added, "last"),
          ])
      ])
  }

  @Test(
    "changes at most 2 × context lines apart share a hunk",
    arguments: [
      // (second changed line, context, expected headers)
      (9, 3, ["@@ -1,12 +1,12 @@"]),
      (10, 3, ["@@ -1,5 +1,5 @@", "@@ -7,7 +7,7 @@"]),
      (4, 1, ["@@ -1,5 +1,5 @@"]),
      (5, 1, ["@@ -1,6 +1,6 @@"]),
      (6, 1, ["@@ -1,3 +1,3 @@", "@@ -5,3 +5,3 @@"]),
      (3, 0, ["@@ -2,2 +2,2 @@"]),
      (4, 0, ["@@ -2 +2 @@", "@@ -4 +4 @@"]),
    ])
  func hunkMerging(secondChange: Int, context: Int, headers: [String]) {
    let old = Self.numbered(1...20)
    let new =
      old
      .replacingOccurrences(of: "line 2\n", with: "two\n")
      .replacingOccurrences(of: "line \(secondChange)\n", with: "changed\n")
    let diff = UnifiedDiff(old: old, new: new, oldPath: "s", newPath: "s", context: context)
    #expect(diff.hunks.map(\.header) == headers)
  }

  @Test(
    "empty ranges use the line before, as GNU diff does",
    arguments: [
      ("a\nb\nc\n", "a\nb\nx\ny\nc\n", 0, "@@ -2,0 +3,2 @@"),
      ("a\nb\nc\n", "a\nc\n", 0, "@@ -2 +1,0 @@"),
      ("", "a\nb\n", 3, "@@ -0,0 +1,2 @@"),
      ("a\nb\n", "", 3, "@@ -1,2 +0,0 @@"),
      ("a\n", "b\n", 3, "@@ -1 +1 @@"),
    ])
  func emptyRangeNumbering(old: String, new: String, context: Int, header: String) {
    let diff = UnifiedDiff(old: old, new: new, oldPath: "s", newPath: "s", context: context)
    #expect(diff.hunks.map(\.header) == [header])
  }

  @Test("a missing final newline is marked on the line that lacks it")
  func missingFinalNewline() {
    let added = UnifiedDiff(old: "a\nb", new: "a\nb\n", oldPath: "s", newPath: "s")
    #expect(
      added.patchText() == """
        --- a/s
        +++ b/s
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +b

        """)
    let context = UnifiedDiff(old: "a\nb", new: "x\nb", oldPath: "s", newPath: "s")
    #expect(
      context.patchText() == """
        --- a/s
        +++ b/s
        @@ -1,2 +1,2 @@
        -a
        +x
         b
        \\ No newline at end of file

        """)
  }

  @Test("a CR is part of the line, not a line break")
  func carriageReturn() {
    let diff = UnifiedDiff(old: "a\r\nb\n", new: "a\nb\n", oldPath: "s", newPath: "s")
    #expect(diff.hunks.first?.lines.first == .init(.removed, "a\r"))
  }

  @Test("the terminal output highlights the changed characters of a line pair")
  func coloredOutput() {
    let diff = UnifiedDiff(
      old: "title\ncount: 1\n", new: "title\ncount: 2\n", oldPath: "s.txt", newPath: "s.txt")
    #expect(
      diff.coloredText() == """
        \(escape)[1m--- a/s.txt\(escape)[0m
        \(escape)[1m+++ b/s.txt\(escape)[0m
        \(escape)[36m@@ -1,2 +1,2 @@\(escape)[0m
         title\(escape)[0m
        \(escape)[31m-count: \(escape)[0m\(escape)[31;7m1\(escape)[0m
        \(escape)[32m+count: \(escape)[0m\(escape)[32;7m2\(escape)[0m

        """)
  }

  @Test("unpaired removed and added lines are colored without highlights")
  func unpairedLines() {
    let diff = UnifiedDiff(old: "a\n", new: "b\nc\n", oldPath: "s", newPath: "s")
    let lines = diff.coloredText().split(separator: "\n").suffix(3)
    #expect(
      Array(lines) == [
        "\(escape)[31m-\(escape)[0m\(escape)[31;7ma\(escape)[0m",
        "\(escape)[32m+\(escape)[0m\(escape)[32;7mb\(escape)[0m",
        "\(escape)[32m+c\(escape)[0m",
      ])
  }
}

// MARK: - InlineHighlight

@Suite("InlineHighlight")
struct InlineHighlightTests {
  @Test(
    "changed characters become ranges on each side",
    arguments: [
      ("count: 1", "count: 2", [7..<8], [7..<8]),
      ("abc", "abc", [], []),
      ("abc", "abxyc", [], [2..<4]),
      ("héllo", "hello", [1..<2], [1..<2]),
      ("", "new", [], [0..<3]),
    ])
  func ranges(old: String, new: String, oldRanges: [Range<Int>], newRanges: [Range<Int>]) {
    #expect(
      InlineHighlight.changes(old: old, new: new)
        == InlineHighlight.Changes(old: oldRanges, new: newRanges))
  }

  @Test("rendering wraps highlighted ranges in the highlight code and ends with a reset")
  func render() {
    #expect(
      InlineHighlight.render("abcdef", highlighting: [1..<2, 4..<6], base: "31", highlight: "7")
        == "\(escape)[31ma\(escape)[0m\(escape)[31;7mb\(escape)[0m\(escape)[31mcd\(escape)[0m"
        + "\(escape)[31;7mef\(escape)[0m")
    #expect(
      InlineHighlight.render("", highlighting: [], base: "32", highlight: "7")
        == "\(escape)[32m\(escape)[0m")
  }
}

// MARK: - Applying patches

/// Cases whose patches must turn `old` into `new` exactly.
private let patchCases: [(String, String, String)] = [
  ("first line", "line 1\nline 2\nline 3\n", "changed\nline 2\nline 3\n"),
  ("last line", "line 1\nline 2\nline 3\n", "line 1\nline 2\nchanged\n"),
  ("add final newline", "a\nb", "a\nb\n"),
  ("remove final newline", "a\nb\n", "a\nb"),
  ("change line without final newline", "a\nb\nc", "a\nx\nc"),
  ("from empty", "", "a\nb\n"),
  ("to empty", "a\nb\n", ""),
  ("CRLF to LF", "a\r\nb\r\n", "a\nb\n"),
  ("Unicode normalization", "caf\u{E9}\n", "cafe\u{301}\n"),
  (
    "two hunks", (1...30).map { "row \($0)\n" }.joined(),
    (1...30).map { $0 == 3 || $0 == 25 ? "ROW \($0)\n" : "row \($0)\n" }.joined()
  ),
  (
    "box drawing", "┌──┐\n│ab│\n└──┘\n", "┌───┐\n│abc│\n└───┘\n"
  ),
]

@Suite("Patch application")
struct PatchApplicationTests {
  /// Writes `old` to a fresh directory, applies the patch there with the
  /// given tool and returns the patched file.
  private func apply(
    old: String, new: String, tool: String, arguments: [String]
  ) throws -> Data {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("diff-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("snapshot.txt")
    try Data(old.utf8).write(to: file)
    let patch = directory.appendingPathComponent("change.patch")
    let diff = UnifiedDiff(old: old, new: new, oldPath: "snapshot.txt", newPath: "snapshot.txt")
    try Data(diff.patchText().utf8).write(to: patch)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments + [patch.path]
    process.currentDirectoryURL = directory
    // Outside a repository `git apply` behaves like `patch`; the ceiling
    // keeps it from finding one above a temporary directory that has one.
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CEILING_DIRECTORIES"] = directory.deletingLastPathComponent().path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "\(tool) failed: \(String(decoding: log, as: UTF8.self))\n\(diff.patchText())")
    return try Data(contentsOf: file)
  }

  @Test(
    "patch -p1 applies the patch exactly",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch")),
    arguments: patchCases)
  func gnuPatch(name: String, old: String, new: String) throws {
    let result = try apply(
      old: old, new: new, tool: "/usr/bin/patch",
      arguments: ["-p1", "--quiet", "--no-backup-if-mismatch", "--force", "-i"])
    #expect(result == Data(new.utf8), "\(name)")
  }

  @Test(
    "git apply accepts and applies the patch exactly",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")),
    arguments: patchCases)
  func gitApply(name: String, old: String, new: String) throws {
    let result = try apply(
      old: old, new: new, tool: "/usr/bin/git", arguments: ["apply", "--whitespace=nowarn"])
    #expect(result == Data(new.utf8), "\(name)")
  }
}
