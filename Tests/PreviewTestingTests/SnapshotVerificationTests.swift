import Foundation
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewTesting

@Suite("File snapshots: recorded when missing, compared with a diff, never written in CI")
@MainActor
struct SnapshotVerificationTests {
  private func rendering(_ text: String) async throws -> SnapshotFile {
    let id = SnapshotID(component: "GreetingTests", preview: "greeting", state: "default", width: 12)
    return try await ViewRendering.snapshot(of: { Text(text).bold() }, id: id, height: nil).get()
  }

  private func withStore(_ body: (SnapshotStore, String) async throws -> Void) async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("verification-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try await body(SnapshotStore(root: root + "/__Snapshots__"), root + "/__Snapshots__/GreetingTests/greeting.txt")
  }

  @Test("missing: recorded and reported with its path; the next check passes")
  func recordsMissing() async throws {
    try await withStore { store, path in
      let verification = SnapshotVerification(store: store, mode: .missing, rerun: "swift test")
      let file = try await rendering("Hello")
      #expect(
        verification.check(file, relativePath: "GreetingTests/greeting.txt")
          == "recorded a new snapshot: \(path) (record mode missing); run the test again to compare with it")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == file.encoded())
      #expect(verification.check(file, relativePath: "GreetingTests/greeting.txt") == nil)
    }
  }

  @Test("never: a missing snapshot fails and nothing is written")
  func neverWritesMissing() async throws {
    try await withStore { store, path in
      let verification = SnapshotVerification(store: store, mode: .never, rerun: "swift test")
      let message = verification.check(try await rendering("Hello"), relativePath: "GreetingTests/greeting.txt")
      #expect(message?.hasPrefix("no snapshot at \(path), and record mode is never") == true)
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test("a changed rendering fails with the diff and the path; never and missing keep the file, failed rewrites it")
  func changed() async throws {
    try await withStore { store, path in
      let old = try await rendering("Hello")
      let new = try await rendering("Howdy")
      try store.write(old.encodedBytes(), relativePath: "GreetingTests/greeting.txt")
      for mode in [SnapshotRecordMode.never, .missing] {
        let message =
          SnapshotVerification(store: store, mode: mode, rerun: "swift test")
          .check(new, relativePath: "GreetingTests/greeting.txt") ?? ""
        #expect(message.contains("snapshot does not match \(path): text changed"), "\(message)")
        #expect(message.contains("-│   Hello    │\n+│   Howdy    │"), "\(message)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == old.encoded())
      }
      let message =
        SnapshotVerification(store: store, mode: .failed, rerun: "swift test")
        .check(new, relativePath: "GreetingTests/greeting.txt") ?? ""
      #expect(message.hasPrefix("re-recorded \(path) (record mode failed)"), "\(message)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == new.encoded())
    }
  }

  @Test("a symbolic link for __Snapshots__ is refused with advice for swift test, not the runner's --snapshots")
  func linkedSnapshotsFolder() async throws {
    try await withStore { store, _ in
      let root = store.root
      let elsewhere = root + "-elsewhere"
      try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: elsewhere) }
      try FileManager.default.createSymbolicLink(atPath: root, withDestinationPath: "__Snapshots__-elsewhere")
      let message =
        SnapshotVerification(store: store, mode: .missing, rerun: "swift test --filter greeting")
        .check(try await rendering("Hello"), relativePath: "GreetingTests/greeting.txt") ?? ""
      #expect(!message.contains("--snapshots"), "\(message)")
      #expect(
        message == "the snapshots folder \(root) is a symbolic link (to __Snapshots__-elsewhere); snapshot assertions "
          + "never follow one out of the test's folder — replace the link with the folder itself (for example: "
          + "rm \(root) && cp -R \(elsewhere) \(root)), then run again: swift test --filter greeting")
      #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }
  }

  @Test("file snapshots live in __Snapshots__/<TestFile>/<testName>[.<name>].txt beside the test file")
  func location() {
    let unnamed = SnapshotFileLocation(
      filePath: "/p/Tests/AppTests/GreetingTests.swift", function: "greeting()", name: nil)
    #expect(unnamed.root == "/p/Tests/AppTests/__Snapshots__")
    #expect(unnamed.relativePath == "GreetingTests/greeting.txt")
    let named = SnapshotFileLocation(filePath: "/p/T/GreetingTests.swift", function: "testWide()", name: "wide screen")
    #expect(named.relativePath == "GreetingTests/testWide.wide-screen.txt")
  }

  @Test("the inline text is the snapshot without its header and without empty sections, its accessibility tree kept")
  func inlineText() async throws {
    let id = SnapshotID(component: "c", preview: "p", state: "s", width: 3)
    let plain = try await ViewRendering.snapshot(of: { Text("ok") }, id: id, height: nil).get()
    #expect(InlineSnapshotText.text(of: plain) == "┌───┐\n│ok │\n└───┘\naccessibility:\ntext \"ok\"")
    let unreadable = try await ViewRendering.snapshot(
      of: { Text("ok").accessibilityHidden(true) }, id: id, height: nil
    ).get()
    #expect(InlineSnapshotText.text(of: unreadable) == "┌───┐\n│ok │\n└───┘")
    #expect(
      InlineSnapshotText.text(of: try await rendering("Hi"))
        .hasSuffix("└────────────┘\nstyles:\n0: 5..<7 bold\naccessibility:\ntext \"Hi\""))
  }
}
