import Foundation
import Testing

@testable import PreviewTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of test sources for one test, removed at the end.
struct SourceFolder: ~Copyable {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    chmod(path, 0o755)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` as `name` and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    return file
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + name, encoding: .utf8)
  }
}

/// A writer for files written just now: as if the test binary were built later.
func freshWriter() -> InlineSnapshotWriter {
  InlineSnapshotWriter(buildTime: timespec(tv_sec: Int(Date().timeIntervalSince1970) + 3600, tv_nsec: 0))
}

@Suite("Inline snapshots are written only into the call that was compiled")
struct InlineSnapshotWriterTests {
  private let compiled = """
    func one() async {
      await assertInlineSnapshot(of: A())
    }
    func two() async {
      await assertInlineSnapshot(of: B()) {
        \"""
        reviewed
        \"""
      }
    }

    """

  private func call(
    _ path: String, line: Int, column: Int = 29, expected: String? = nil, width: Int = 80
  ) -> InlineSnapshotWriter.Call {
    InlineSnapshotWriter.Call(path: path, line: line, column: column, expected: expected, width: width, height: nil)
  }

  @Test("several snapshots recorded in one file, in any order, each land at their own call")
  func severalInOneFile() throws {
    let folder = try SourceFolder()
    let path = try folder.write(
      "SeveralTests.swift",
      """
      func one() async {
        await assertInlineSnapshot(of: A())
      }
      func two() async {
        await assertInlineSnapshot(of: B()) {
          \"""
          stale
          and long
          \"""
        }
      }
      func three() async {
        await assertInlineSnapshot(of: C())
      }

      """)
    let writer = freshWriter()
    // The lines are those of the original file, as the compiled test knows them.
    #expect(try writer.write("b1", into: call(path, line: 5, expected: "stale\nand long")) == 5)
    #expect(try writer.write("a1\na2\na3", into: call(path, line: 2)) == 2)
    #expect(try writer.write("c1", into: call(path, line: 13)) == 18)
    #expect(try writer.write("b2", into: call(path, line: 5, expected: "stale\nand long")) == 11)
    #expect(writer.currentLine(of: call(path, line: 13)) == 18)
    #expect(
      try folder.read("SeveralTests.swift") == """
        func one() async {
          await assertInlineSnapshot(of: A()) {
            \"""
            a1
            a2
            a3
            \"""
          }
        }
        func two() async {
          await assertInlineSnapshot(of: B()) {
            \"""
            b2
            \"""
          }
        }
        func three() async {
          await assertInlineSnapshot(of: C()) {
            \"""
            c1
            \"""
          }
        }

        """)
  }

  @Test("calls reordered after the build: a call that passed no closure never writes over another's literal")
  func reorderedCalls() throws {
    let folder = try SourceFolder()
    // Compiled as `compiled`; the two functions were swapped before the run.
    let path = try folder.write(
      "T.swift",
      """
      func two() async {
        await assertInlineSnapshot(of: B()) {
          \"""
          reviewed
          \"""
        }
      }
      func one() async {
        await assertInlineSnapshot(of: A())
      }

      """)
    let before = try folder.read("T.swift")
    #expect(throws: InlineSnapshotRefusal.closureAppeared(path: path, line: 2)) {
      try freshWriter().write("rendering of A", into: call(path, line: 2))
    }
    #expect(throws: InlineSnapshotRefusal.callNotFound(path: path, line: 5, column: 29)) {
      try freshWriter().write("rendering of B", into: call(path, line: 5, expected: "reviewed"))
    }
    #expect(try folder.read("T.swift") == before)
  }

  @Test("the literal found is not what the compiled closure returned: refused")
  func literalDiffers() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    #expect(throws: InlineSnapshotRefusal.literalDiffers(path: path, line: 5)) {
      try freshWriter().write("new", into: call(path, line: 5, expected: "what was compiled"))
    }
    #expect(throws: InlineSnapshotRefusal.closureMissing(path: path, line: 2)) {
      try freshWriter().write("new", into: call(path, line: 2, expected: "x"))
    }
    #expect(try folder.read("T.swift") == compiled)
  }

  @Test("the call there is not the compiled one: a comment at its place, or other width or height")
  func callTextDiffers() throws {
    let folder = try SourceFolder()
    let path = try folder.write(
      "T.swift", "// assertInlineSnapshot(of: A())\nawait assertInlineSnapshot(of: A(), width: 20)\n")
    #expect(throws: InlineSnapshotRefusal.callNotFound(path: path, line: 1, column: 24)) {
      try freshWriter().write("a", into: call(path, line: 1, column: 24))
    }
    #expect(
      throws: InlineSnapshotRefusal.argumentDiffers(path: path, line: 2, argument: "width: 20", compiled: "width: 16")
    ) {
      try freshWriter().write("a", into: call(path, line: 2, column: 27, width: 16))
    }
    #expect(try freshWriter().write("a", into: call(path, line: 2, column: 27, width: 20)) == 2)
  }

  @Test("a file saved after the test binary was built is refused, even when its calls look right")
  func savedAfterBuild() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    let built = InlineSnapshotWriter(buildTime: timespec(tv_sec: Int(Date().timeIntervalSince1970) - 3600, tv_nsec: 0))
    #expect(throws: InlineSnapshotRefusal.changedSinceBuild(path: path, line: 2)) {
      try built.write("a", into: call(path, line: 2))
    }
    #expect(try folder.read("T.swift") == compiled)
  }

  @Test("a file modified in the future is refused, saying so: no build can be known to be newer")
  func modifiedInTheFuture() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    let tomorrow = timespec(tv_sec: Int(Date().timeIntervalSince1970) + 86_400, tv_nsec: 0)
    var times = [tomorrow, tomorrow]
    utimensat(AT_FDCWD, path, &times, 0)
    #expect(throws: InlineSnapshotRefusal.modifiedInTheFuture(path: path)) {
      try InlineSnapshotWriter(buildTime: timespec(tv_sec: Int(Date().timeIntervalSince1970), tv_nsec: 0))
        .write("a", into: call(path, line: 2))
    }
  }

  @Test("a file changed by someone else between two writes of this process is refused")
  func changedDuringRun() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    let writer = freshWriter()
    try writer.write("a", into: call(path, line: 2))
    let edited = try folder.read("T.swift").replacingOccurrences(of: "func two", with: "func zwei")
    try folder.write("T.swift", edited)
    #expect(throws: InlineSnapshotRefusal.changedDuringRun(path: path, line: 5)) {
      try writer.write("b", into: call(path, line: 5, expected: "reviewed"))
    }
    #expect(try folder.read("T.swift") == edited)
  }

  @Test("a closure that computes its snapshot is never replaced")
  func nonLiteralClosure() throws {
    let folder = try SourceFolder()
    let source = "await assertInlineSnapshot(of: A(), record: .failed) { expectedGreeting() }\n"
    let path = try folder.write("T.swift", source)
    #expect(throws: InlineSnapshotRefusal.notALiteral(path: path, line: 1)) {
      try freshWriter().write("a", into: call(path, line: 1, column: 27, expected: "Hello"))
    }
    #expect(try folder.read("T.swift") == source)
  }

  @Test("a read-only file is refused, saying so, and keeps its mode")
  func readOnly() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    chmod(path, 0o444)
    #expect(throws: InlineSnapshotRefusal.readOnly(path: path)) {
      try freshWriter().write("a", into: call(path, line: 2))
    }
    #expect(try folder.read("T.swift") == compiled)
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o444)
    #expect(InlineSnapshotRefusal.readOnly(path: path).message(rerun: "swift test").contains("is read-only"))
  }

  @Test("a symbolic link is written through: the link stays, its target changes and keeps its mode")
  func symbolicLink() throws {
    let folder = try SourceFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/shared", withIntermediateDirectories: true)
    let target = try folder.write("shared/Real.swift", compiled)
    chmod(target, 0o640)
    let link = folder.path + "/Linked.swift"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared/Real.swift")
    try freshWriter().write("a", into: call(link, line: 2))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "shared/Real.swift")
    #expect(try folder.read("shared/Real.swift").contains("A()) {\n    \"\"\"\n    a\n"))
    var status = stat()
    stat(target, &status)
    #expect(status.st_mode & 0o777 == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/shared") == ["Real.swift"])
  }

  @Test("temporary files of killed writers are removed; nobody else's files are touched")
  func staleTemporaries() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    // A process id that is not running: the highest one the kernel hands out, plus one.
    let dead =
      (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.map { $0 + 1 } ?? 99_999_999
    try folder.write(".T.swift.inline-\(dead)-abc.tmp", "half")
    try folder.write(".T.swift.inline-\(getpid())-live.tmp", "in use")
    try folder.write(".T.swift.dat.nosync1234", "someone else's")
    try freshWriter().write("a", into: call(path, line: 2))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        ".T.swift.dat.nosync1234", ".T.swift.inline-\(getpid())-live.tmp", "T.swift",
      ])
  }

  @Test("a rewrite taken back restores the compiled text exactly")
  func restore() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", compiled)
    let writer = freshWriter()
    try writer.write("b", into: call(path, line: 5, expected: "reviewed"))
    try writer.write("a", into: call(path, line: 2))
    #expect(try writer.restore(call(path, line: 2)))
    #expect(try writer.restore(call(path, line: 5, expected: "reviewed")))
    #expect(try !writer.restore(call(path, line: 5, expected: "reviewed")))
    #expect(try folder.read("T.swift") == compiled)
  }
}
